package advisor

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// itemsFor is the checklist for one pick of size × vms in eastus under the
// answers, as lower-case English texts by item ID.
func itemsFor(t *testing.T, a Answers, size string, vms int, model PricePref) map[string]string {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	a, _ = Normalize(a, c)
	p := pickOf(t, c, size, "eastus", vms, model, 1000)
	out := map[string]string{}
	for _, it := range checklist(a, Sizing{GPUMemoryGB: 40}, []Pick{p}, []string{"eastus"}, c, checklistDay) {
		out[it.ID] = strings.ToLower(it.Text.String())
	}
	return out
}

// TestAMDWindowsDriverFollowsTheManifest: the AmdGpuDriverWindows item is
// written only for the series its manifest lists ([amd-manifest]).
func TestAMDWindowsDriverFollowsTheManifest(t *testing.T) {
	for _, tc := range []struct {
		size string
		ext  bool
	}{{"Standard_NV32as_v4", true}, {"Standard_NG32ads_V620_v1", true}, {"Standard_NV24ads_V710_v5", true}, {"Standard_ND96isr_MI300X_v5", false}} {
		a := with(Render, func(a *Answers) { a.OS = Windows; a.Stack = Any })
		drv := itemsFor(t, a, tc.size, 1, PAYG)["driver"]
		if got := strings.Contains(drv, "amdgpudriverwindows 1.1"); got != tc.ext {
			t.Errorf("%s: driver item %q; extension named %v, want %v", tc.size, drv, got, tc.ext)
		}
	}
}

// TestSpotPlacementKeepsInfiniBandToOneSize: the Spot item suggests VMs
// of another size only where no InfiniBand fabric joins the VMs,
// and never an instance mix, which takes no GPU size ([instance-mix]).
func TestSpotPlacementKeepsInfiniBandToOneSize(t *testing.T) {
	for _, tc := range []struct {
		size string
		vms  int
		mix  bool
	}{{"Standard_ND96asr_v4", 8, false}, {"Standard_ND96asr_v4", 1, true}, {"Standard_NC24ads_A100_v4", 8, true}} {
		a := with(Finetune, func(a *Answers) { a.Interruptible = true; a.Price = Spot })
		got := itemsFor(t, a, tc.size, tc.vms, Spot)["spot-placement"]
		if strings.Contains(got, "vms of another size or region ready") != tc.mix {
			t.Errorf("%s × %d: %q; want another size suggested: %v", tc.size, tc.vms, got, tc.mix)
		}
		if strings.Contains(got, "with an instance mix") {
			t.Errorf("%s × %d: %q suggests an instance mix, which takes no GPU size", tc.size, tc.vms, got)
		}
	}
}

// TestEverySizeHasAQuotaFamily: every size of the catalog names its quota
// family in both forms, the API's a name the Microsoft.Quota URL can hold.
func TestEverySizeHasAQuotaFamily(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range c.Sizes {
		q := QuotaOf(s, c)
		if q.API == "" || strings.Trim(q.API, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" {
			t.Errorf("%s (%s): API name %q", s.Name, s.Series, q.API)
		}
		if !strings.HasPrefix(q.Display, "Standard ") || !strings.HasSuffix(q.Display, " vCPUs") {
			t.Errorf("%s (%s): portal name %q", s.Name, s.Series, q.Display)
		}
	}
	for family, want := range map[string]string{
		"Standard NCASv3_T4 Family":   "StandardNCASv3_T4Family|Standard NCASv3_T4 Family vCPUs",
		"standard NDAMSv4_A100Family": "standardNDAMSv4_A100Family|Standard NDAMSv4_A100Family vCPUs",
		"StandardNCCads2023Family":    "StandardNCCads2023Family|Standard NCCads2023 Family vCPUs",
		"StandardNCADSA100v4Family":   "StandardNCADSA100v4Family|Standard NCADS_A100_v4 Family vCPUs",
	} {
		q := QuotaOf(catalog.Size{QuotaFamily: family}, c)
		if got := q.API + "|" + q.Display; got != want {
			t.Errorf("%s: %s, want %s", family, got, want)
		}
	}
}
