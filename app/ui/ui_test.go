//go:build !js

package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// render mounts a component in go-app's test engine and returns its HTML.
func render(t *testing.T, c app.Composer) string {
	t.Helper()
	if err := app.NewTestEngine().Load(c); err != nil {
		t.Fatal(err)
	}
	return app.HTMLString(c)
}

func TestWizardRendersItsParts(t *testing.T) {
	Register()
	w := newWizard()
	html := render(t, w)
	for _, want := range []string{`id="wizard"`, `id="task-inference"`, `id="step-4"`, `id="picks"`, `id="checklist"`, `id="catalog-date"`, `noscript`, `id="copy-link"`} {
		if !strings.Contains(html, want) {
			t.Errorf("wizard HTML lacks %s", want)
		}
	}
	if strings.Contains(html, `data-ready="1"`) {
		t.Error("the server-side render claims to be ready; only the browser may")
	}
}

func TestPickCardShowsCostsAndEstimate(t *testing.T) {
	p := advisor.Pick{Rank: 1, Size: "Standard_NC24ads_A100_v4", Series: "NC A100 v4", GPUModel: "A100 80GB PCIe", GPUsPerVM: "1",
		GPUMemoryGB: 80, VCPUs: 24, MemoryGiB: 220, TempDiskGiB: 64, NetworkMbps: 20000, Region: "eastus", RegionName: "East US", VMs: 2,
		Lifecycle: catalog.Lifecycle{Status: catalog.GA},
		Cost: advisor.Cost{Model: advisor.RI1, USDPerVMHour: 2.2, USDPerHour: 4.4, USDPerMonth: 3212, USDTotal: 38544, BilledMonths: 12,
			Estimate: true, Assumption: "Reservation estimated at 40% off."}}
	html := render(t, &pickCard{Pick: p})
	for _, want := range []string{`data-model="ri1"`, `data-usd-month="3212.00"`, `data-usd-total="38544.00"`, "$3,212", "$38,544", "$4.40",
		"East US · 2 VMs", "1-year reservation", ">estimate<", "Reservation estimated at 40% off.", "Project (12 mo)"} {
		if !strings.Contains(html, want) {
			t.Errorf("pick card lacks %q", want)
		}
	}
}

func TestNumberFieldSaysWhatIsWrong(t *testing.T) {
	f := &numberField{Key: "params", Unit: "B params", Min: 0.001, Max: 10000}
	for in, want := range map[string]string{"abc": "not a number", "": "Enter a number", "-1": "at least", "20000": "at most"} {
		if _, msg := f.parse(in); !strings.Contains(msg, want) {
			t.Errorf("parse(%q) says %q, want %q", in, msg, want)
		}
	}
	if v, msg := f.parse("1,000"); msg != "" || v != 1000 {
		t.Errorf("parse(1,000) = %v, %q", v, msg)
	}
	opt := &numberField{Key: "budget", Optional: true}
	if v, msg := opt.parse(" "); msg != "" || v != 0 {
		t.Errorf("an empty optional field = %v, %q; want 0 and no error", v, msg)
	}
}

func TestSizingBarAddsUp(t *testing.T) {
	sz := advisor.SizingResult{Sizing: advisor.Sizing{GPUMemoryGB: 20, Breakdown: []advisor.Part{{Name: "weights", GB: 15}, {Name: "kv-cache", GB: 5}}}}
	html := render(t, &sizingBar{Sizing: sz})
	for _, want := range []string{"width:75.00%", "width:25.00%", "weights 15 GB", "20 GB of GPU memory"} {
		if !strings.Contains(strings.ReplaceAll(html, " ", ""), strings.ReplaceAll(want, " ", "")) {
			t.Errorf("sizing bar lacks %q", want)
		}
	}
}

func TestChecklistCountsTicks(t *testing.T) {
	items := []advisor.Item{{ID: "quota", Text: "Request quota"}, {ID: "driver", Text: "Install the driver"}}
	html := render(t, &checklist{Items: items, Ticks: map[string]bool{"quota": true}})
	if !strings.Contains(html, "(1/2)") || !strings.Contains(html, `data-id="quota"`) {
		t.Errorf("checklist HTML = %s", html)
	}
}
