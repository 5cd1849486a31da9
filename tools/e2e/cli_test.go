//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWorkBoundAnswers opens a link with a model preset and a throughput
// target: the fields show them, the first card shows what the CLI says the
// plan bills and delivers, and the inference and HPC answers reach the URL.
func TestWorkBoundAnswers(t *testing.T) {
	dist := siteDir(t)
	base := serve(t, dist)
	advise := buildCLI(t)
	b := newBrowser(t, base)
	const query = "v=1&task=inference&model=llama-2-13b&tps=500"
	want := cliWork(t, advise, time.Now().UTC().Format("2006-01-02"), query)
	b.open("/?" + query)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	if v := eval[string](b, `document.getElementById('model').value`); v != "llama-2-13b" {
		b.fatalf("#model is %q, want llama-2-13b", v)
	}
	if v := eval[string](b, `document.getElementById('tps').value`); v != "500" {
		b.fatalf("#tps is %q, want 500", v)
	}
	if eval[bool](b, `document.getElementById('params') !== null`) {
		b.fatalf("#params shows although a model preset is chosen")
	}
	card := eval[string](b, `document.querySelector('#picks .pick').innerText`)
	if billed := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('#picks .pick .pick-billed'))`); want.billed && !strings.Contains(billed, "hours") {
		b.fatalf("the CLI bills VM-hours but the first card does not say the hours paid for:\n%s", card)
	}
	if want.throughput && !strings.Contains(card, "tokens/s") {
		b.fatalf("the CLI gives a throughput per VM but the first card does not:\n%s", card)
	}
	// The engineer's terms are one toggle away, closed until pressed.
	if strings.Contains(card, "VM-hours") {
		b.fatalf("the first card shows VM-hours before its engineer's detail opens:\n%s", card)
	}
	b.click("#picks .pick .pick-detail summary")
	b.waitFor("the engineer's detail to open", `(d => !!d && d.open)(document.querySelector('#picks .pick .pick-detail'))`, waitTimeout)
	detail := eval[string](b, `document.querySelector('#picks .pick .pick-detail').innerText`)
	if want.billed && !strings.Contains(detail, "VM-hours") || want.throughput && !strings.Contains(detail, "tokens/s") {
		b.fatalf("the engineer's detail lacks the billed VM-hours or the throughput per VM:\n%s", detail)
	}
	if want.path && eval[int](b, `document.querySelectorAll('#picks .pick .pick-detail .pick-path li').length`) == 0 {
		b.fatalf("the engineer's detail has no decision path:\n%s", detail)
	}
	b.saveAs("work-bound-step-1", b.snap("inference"))

	b.click("#kv")
	b.waitFor("kv=fp8 in the URL", queryIs("kv", "fp8", "tps", "500"), waitTimeout)
	b.click("#kv")
	b.waitFor("kv gone from the URL", `!new URLSearchParams(location.search).has('kv')`, waitTimeout)

	b.click("#task-hpc")
	b.waitFor("#bound and #gpuh", `document.getElementById('bound') !== null && document.getElementById('gpuh') !== null`, waitTimeout)
	b.choose("bound", "bandwidth")
	b.waitFor("bound=bandwidth and fp64=0 in the URL", queryIs("task", "hpc", "bound", "bandwidth", "fp64", "0"), waitTimeout)
	b.typeInto("gpuh", "5000")
	b.waitFor("gpuh=5000 in the URL", queryIs("gpuh", "5000"), waitTimeout)
	b.saveAs("work-bound-hpc", b.snap("hpc"))

	b.click("#step-4")
	b.waitFor("step 4 (#cvm, #arm)", `document.getElementById('cvm') !== null && document.getElementById('arm') !== null`, waitTimeout)
	b.click("#arm")
	b.waitFor("arm=1 in the URL", queryIs("arm", "1"), waitTimeout)
	b.saveAs("work-bound-step-4", b.snap("step-4"))
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// work is which work figures the CLI's first recommendation has.
type work struct{ billed, throughput, path bool }

func cliWork(t *testing.T, advise, day, query string) work {
	t.Helper()
	out, err := exec.Command(advise, "-day", day, query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var res struct {
		Recommendations []struct {
			BilledHours float64 `json:"billed_hours"`
			Throughput  struct {
				PerVM float64 `json:"per_vm"`
			} `json:"throughput"`
			Path []json.RawMessage `json:"decision_path"`
		} `json:"recommendations"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Recommendations) == 0 {
		t.Fatalf("advise %s: %v (or no recommendation)", query, err)
	}
	r := res.Recommendations[0]
	w := work{r.BilledHours > 0, r.Throughput.PerVM > 0, len(r.Path) > 0}
	t.Logf("CLI first pick: %+v", w)
	return w
}

// cliPick is the CLI's first recommendation.
type cliPick struct {
	Size        string  `json:"size"`
	Region      string  `json:"region"`
	PriceModel  string  `json:"price_model"`
	USDPerHour  float64 `json:"usd_per_hour"`
	USDPerMonth float64 `json:"usd_per_month"`
	USDTotal    float64 `json:"usd_total"`
}

// TestShareLinkMatchesCLI opens share links and checks that the first card
// is the CLI's first recommendation, to the cent.
func TestShareLinkMatchesCLI(t *testing.T) {
	dist := siteDir(t)
	base := serve(t, dist)
	advise := buildCLI(t)
	b := newBrowser(t, base)
	day := time.Now().UTC().Format("2006-01-02")

	for _, query := range []string{
		"v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&region=eastus,westeurope&stack=cuda&os=linux",
		"v=1&task=render&seats=20&load=heavy&os=windows&geo=Europe",
		"v=1&task=pretrain&params=70&months=3",
	} {
		t.Run(shortName(query), func(t *testing.T) {
			want := cliFirst(t, advise, day, query)
			// A fresh browser context: no cache, no service worker, no state.
			tab, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
			defer cancel()
			tb := &browser{t: t, ctx: tab, base: base, start: b.start}
			t.Cleanup(func() {
				if t.Failed() {
					tb.saveShots()
				}
			})
			if err := chromedp.Do(tab); err != nil {
				t.Fatalf("new browser context: %v", err)
			}
			tb.listen(tab)
			tb.open("/?" + query)
			tb.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
			got := tb.picks()[0]
			got.Text = ""
			if got != want {
				tb.snap("mismatch")
				t.Errorf("%s:\n  page %s\n  CLI  %s", query, got, want)
				return
			}
			t.Logf("%s: %s: %s", tb.since(), query, got)
		})
	}
}

// cliFirst runs the CLI on a query and returns its first recommendation as
// the page should show it.
func cliFirst(t *testing.T, advise, day, query string) pick {
	t.Helper()
	out, err := exec.Command(advise, "-day", day, query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var res struct {
		Recommendations []cliPick `json:"recommendations"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	if len(res.Recommendations) == 0 {
		t.Fatalf("advise %s: no recommendation", query)
	}
	r := res.Recommendations[0]
	return pick{
		Size: r.Size, Region: r.Region, Model: r.PriceModel,
		Hour: fmt.Sprintf("%.2f", r.USDPerHour), Month: fmt.Sprintf("%.2f", r.USDPerMonth), Total: fmt.Sprintf("%.2f", r.USDTotal),
	}
}

// buildCLI builds tools/advise once into a temporary folder.
func buildCLI(t *testing.T) string {
	t.Helper()
	goCmd, err := goTool()
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(t.TempDir(), "advise")
	cmd := exec.Command(goCmd, "build", "-o", exe, "github.com/azure-gpu-advisor/advisor/tools/advise")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building tools/advise: %v\n%s", err, out)
	}
	return exe
}

func shortName(query string) string {
	q, _ := url.ParseQuery(query)
	return nonWordRE.ReplaceAllString(q.Get("task"), "-")
}
