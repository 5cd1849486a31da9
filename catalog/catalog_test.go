package catalog_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

func mustLoad(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return c
}

func TestEmbeddedCatalogCoverage(t *testing.T) {
	c := mustLoad(t)
	if got := len(c.Sizes); got < 90 {
		t.Errorf("sizes = %d, want at least 90", got)
	}
	if got := len(c.PricedRegions(catalog.PAYGLinux)); got != 52 {
		t.Errorf("regions with pay-as-you-go Linux prices = %d, want the 52 the sources cover", got)
	}
	for _, p := range c.Prices {
		src, ok := c.Source(p.Source)
		if !ok || p.AsOf == "" || src.Origin == "" {
			t.Fatalf("price %+v has no usable source or date", p)
		}
	}
	// The newest price date: the Azure Pricing Radar snapshot in recorded-retail-prices.csv.
	if c.Generated != "2026-08-22" {
		t.Errorf("generated = %q, want the newest price date 2026-08-22", c.Generated)
	}
}

func TestLifecycleFlags(t *testing.T) {
	c := mustLoad(t)
	for _, tc := range []struct {
		size, day string
		want      catalog.Status
		pickable  bool
	}{
		{"Standard_NC6s_v3", "2026-12-02", catalog.Retired, false},   // NCv3 retired 2025-09-30
		{"Standard_NV12s_v3", "2026-06-01", catalog.Retiring, true},  // NVv3 retires 2026-09-30
		{"Standard_NV12s_v3", "2026-12-02", catalog.Retired, false},  // ... and has by December
		{"Standard_NV4as_v4", "2026-09-30", catalog.Retired, false},  // NVv4, on the day
		{"Standard_NC6_Promo", "2026-12-02", catalog.Retired, false}, // K80, retired 2023
		{"Standard_ND96isr_H100_v5", "2026-12-02", catalog.GA, true}, //
		{"Standard_NC8ads_A10_v4", "2026-12-02", catalog.GA, false},  // priced, but no spec source
	} {
		s, ok := c.Size(tc.size)
		if !ok {
			t.Fatalf("%s missing", tc.size)
		}
		if got := s.Lifecycle.StatusOn(tc.day); got != tc.want {
			t.Errorf("%s on %s: status %s, want %s", tc.size, tc.day, got, tc.want)
		}
		if got := s.Recommendable(tc.day); got != tc.pickable {
			t.Errorf("%s on %s: recommendable %v, want %v", tc.size, tc.day, got, tc.pickable)
		}
	}
}

func TestSpecsAsPublished(t *testing.T) {
	c := mustLoad(t)
	for _, tc := range []struct {
		size       string
		gpus       string
		memGB      float64
		perGPU     float64
		ib, nvlink bool
		quota      string
	}{
		{"Standard_ND96isr_H100_v5", "8", 640, 80, true, true, "standardNDSH100v5Family"},
		{"Standard_ND96amsr_A100_v4", "8", 640, 80, true, true, "standard NDAMSv4_A100Family"}, // page prints 80 per GPU
		{"Standard_NV6ads_A10_v5", "1/6", 4, 4, false, false, "StandardNVADSA10v5Family"},
		{"Standard_NC80adis_H100_v5", "2", 188, 94, false, false, "StandardNCadsH100v5Family"},
		{"Standard_ND128isr_NDR_GB200_v6", "4", 768, 192, true, true, "standardNDISRGB200V6NDRFamily"},
		{"Standard_NC4as_T4_v3", "1", 16, 16, false, false, "Standard NCASv3_T4 Family"},
	} {
		s, _ := c.Size(tc.size)
		if s.GPUs.String() != tc.gpus || s.GPUMemoryGB != tc.memGB || s.GPUMemoryPerGPUGB != tc.perGPU ||
			s.InfiniBand != tc.ib || s.NVLink != tc.nvlink || s.QuotaFamily != tc.quota {
			t.Errorf("%s = gpus %s mem %v/%v ib %v nvlink %v quota %q; want %s %v/%v %v %v %q", tc.size,
				s.GPUs, s.GPUMemoryGB, s.GPUMemoryPerGPUGB, s.InfiniBand, s.NVLink, s.QuotaFamily,
				tc.gpus, tc.memGB, tc.perGPU, tc.ib, tc.nvlink, tc.quota)
		}
	}
	h100, _ := c.Size("Standard_ND96isr_H100_v5")
	if g, ok := c.GPU(h100.GPUModel); !ok || g.BF16 != 989 || g.FP64 != 67 || g.BandwidthTBps != 3.35 {
		t.Errorf("H100 profile = %+v, want BF16 989, FP64 67, 3.35 TB/s", g)
	}
}

// brokenCopy is a copy of the built-in catalog that a test may change freely.
func brokenCopy(t *testing.T) *catalog.Catalog {
	c := *mustLoad(t)
	c.Sizes = append([]catalog.Size(nil), c.Sizes...)
	c.Prices = append([]catalog.Price(nil), c.Prices...)
	return &c
}

// TestBrokenCopyFails breaks a copy of the catalog in several ways and
// expects every problem in one error.
func TestBrokenCopyFails(t *testing.T) {
	c := brokenCopy(t)
	find := func(keep func(catalog.Price) bool) int {
		for i, p := range c.Prices {
			if keep(p) {
				return i
			}
		}
		t.Fatal("no such price in the catalog")
		return -1
	}
	for i := range c.Sizes {
		if c.Sizes[i].Name == "Standard_ND96isr_H100_v5" {
			c.Sizes[i].GPUMemoryGB = 0
		}
	}
	c.Prices[find(func(p catalog.Price) bool { return p.Model == catalog.PAYGLinux && p.Region == "australiaeast" })].Region = "atlantis"
	c.Prices[find(func(p catalog.Price) bool { return p.Model == catalog.SpotLinux })].USDPerHour = 999
	c.Prices[find(func(p catalog.Price) bool { return p.Source == "karpenter" && p.AsOf != "" })].AsOf = ""
	c.Prices = append(c.Prices, c.Prices[len(c.Prices)-1])
	err := c.Validate()
	var verr *catalog.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("Validate(broken) = %v, want a ValidationError", err)
	}
	for _, want := range []string{"GPU memory must be > 0", "unknown region", "is not below payg-linux", "no as-of date", "duplicate"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not report %q:\n%v", want, err)
		}
	}
	if len(verr.Problems) < 5 {
		t.Errorf("%d problems reported, want all 5 at once", len(verr.Problems))
	}
	if err := mustLoad(t).Validate(); err != nil {
		t.Errorf("breaking a copy changed the built-in catalog: %v", err)
	}
}

// brokenGPUs is brokenCopy with its own GPU slice, so a test may change GPUs too.
func brokenGPUs(t *testing.T) *catalog.Catalog {
	c := brokenCopy(t)
	c.GPUs = append([]catalog.GPU(nil), c.GPUs...)
	return c
}

// wantProblem validates a broken copy and expects a ValidationError that
// reports want, and the built-in catalog unchanged.
func wantProblem(t *testing.T, c *catalog.Catalog, want string) {
	t.Helper()
	err := c.Validate()
	var verr *catalog.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("Validate(broken) = %v, want a ValidationError", err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error does not report %q:\n%v", want, err)
	}
	if err := mustLoad(t).Validate(); err != nil {
		t.Errorf("breaking a copy changed the built-in catalog: %v", err)
	}
}

func TestBrokenCPUArchFails(t *testing.T) {
	for _, arch := range []string{"", "arm", "x86_64"} {
		c := brokenCopy(t)
		for i := range c.Sizes {
			if c.Sizes[i].Name == "Standard_ND128isr_NDR_GB200_v6" {
				c.Sizes[i].CPUArch = arch
			}
		}
		wantProblem(t, c, "Standard_ND128isr_NDR_GB200_v6: CPU architecture")
	}
}

func TestBrokenNVENCFails(t *testing.T) {
	c := brokenGPUs(t)
	c.GPUs[0].NVENC = -1
	wantProblem(t, c, "NVENC count -1 must be >= 0")
}

func TestBrokenFP64Fails(t *testing.T) {
	c := brokenGPUs(t)
	for i := range c.GPUs {
		if c.GPUs[i].Model == "H100 SXM5 80GB" {
			c.GPUs[i].FP64 = c.GPUs[i].FP64Vector // the vector peak where the tensor one is larger
		}
	}
	wantProblem(t, c, "GPU H100 SXM5 80GB: FP64 34 must be the larger of vector 34 and tensor 67")
}

func TestHostFactsAsPublished(t *testing.T) {
	c := mustLoad(t)
	for _, tc := range []struct {
		size, arch   string
		ibGbps, nvme int
		confidential bool
	}{
		{"Standard_ND128isr_NDR_GB200_v6", "arm64", 400, 16384, false},
		{"Standard_ND128isr_GB300_v6", "arm64", 800, 16384, false},
		{"Standard_ND96asr_v4", "x64", 200, 0, false},
		{"Standard_ND96amsr_A100_v4", "x64", 200, 0, false},
		{"Standard_ND96isr_H200_v5", "x64", 400, 28672, false},
		{"Standard_ND96isr_MI300X_v5", "x64", 400, 28672, false},
		{"Standard_ND40rs_v2", "x64", 12, 0, false}, // one 100 Gb/s EDR link per VM, 8 GPUs
		{"Standard_NC24ads_A100_v4", "x64", 0, 960, false},
		{"Standard_NC48ads_A100_v4", "x64", 0, 1920, false},
		{"Standard_NC96ads_A100_v4", "x64", 0, 3840, false},
		{"Standard_NCC40ads_H100_v5", "x64", 0, 0, true},
	} {
		s, ok := c.Size(tc.size)
		if !ok {
			t.Fatalf("%s missing", tc.size)
		}
		if s.CPUArch != tc.arch || s.InfiniBandGbps != tc.ibGbps || s.NVMeGiB != tc.nvme || s.Confidential != tc.confidential {
			t.Errorf("%s = arch %q IB %d NVMe %d confidential %v; want %q %d %d %v", tc.size,
				s.CPUArch, s.InfiniBandGbps, s.NVMeGiB, s.Confidential, tc.arch, tc.ibGbps, tc.nvme, tc.confidential)
		}
	}
	for model, want := range map[string]int{"T4 16GB": 1, "A10 24GB": 1, "V100 SXM2 32GB": 3, "Tesla M60 8GB": 2,
		"A100 80GB PCIe": 0, "H100 SXM5 80GB": 0, "RTX PRO 6000 BSE 96GB": 4} {
		if g, ok := c.GPU(model); !ok || g.NVENC != want {
			t.Errorf("%s NVENC = %d (found %v), want %d", model, g.NVENC, ok, want)
		}
	}
	if g, _ := c.GPU("A100 40GB SXM4"); g.FP64Vector != 9.7 || g.FP64Tensor != 19.5 || g.FP64 != 19.5 {
		t.Errorf("A100 FP64 = %v vector %v tensor %v, want 19.5 / 9.7 / 19.5", g.FP64, g.FP64Vector, g.FP64Tensor)
	}
}

func TestParseFraction(t *testing.T) {
	for in, want := range map[string]string{"1/6": "1/6", "2": "2", "0.25": "1/4", "2/4": "1/2", " 8 ": "8"} {
		f, err := catalog.ParseFraction(in)
		if err != nil || f.String() != want {
			t.Errorf("ParseFraction(%q) = %v, %v; want %s", in, f, err, want)
		}
	}
	for _, in := range []string{"", "x", "1/0", "0.25 - 2", "-1"} {
		if _, err := catalog.ParseFraction(in); err == nil {
			t.Errorf("ParseFraction(%q) succeeded, want an error", in)
		}
	}
}

func TestGeographiesCoverPricedRegions(t *testing.T) {
	c := mustLoad(t)
	n := 0
	for _, g := range c.Geographies() {
		n += len(g.Regions)
	}
	if n != 52 {
		t.Errorf("region picker lists %d regions, want 52", n)
	}
}

// TestDerivedIsTheLists holds what the generated catalog carries to what
// its lists give, and a changed list to a Validate error: the page reads the
// geographies, Spot and commitment ratios from Derived without working them
// out.
func TestDerivedIsTheLists(t *testing.T) {
	c := mustLoad(t)
	if c.Derived == nil {
		t.Fatal("the generated catalog carries no Derived")
	}
	if got, want := fmt.Sprint(*c.Derived), fmt.Sprint(*c.Derive()); got != want {
		t.Errorf("generated Derived\n%s\nwant\n%s", got, want)
	}
	if len(c.SpotRatios()) == 0 || len(c.CommitRatios()) == 0 {
		t.Error("no Spot or commitment ratio in the catalog")
	}
	// A catalog built by hand gets its Derived from Validate.
	hand := brokenCopy(t)
	hand.Derived = nil
	if err := hand.Validate(); err != nil || hand.Derived == nil || fmt.Sprint(*hand.Derived) != fmt.Sprint(*c.Derived) {
		t.Errorf("Validate of a catalog without Derived: %v, Derived %v", err, hand.Derived)
	}
	stale := brokenCopy(t)
	for i, p := range stale.Prices {
		if p.Model == catalog.SpotLinux {
			stale.Prices[i].USDPerHour /= 2
		}
	}
	var v *catalog.ValidationError
	if err := stale.Validate(); !errors.As(err, &v) || !strings.Contains(err.Error(), "Derived") {
		t.Errorf("halved Spot prices with the old Derived: Validate = %v, want a Derived problem", err)
	}
}

// TestSavingsPlanRatioIsRecorded: the 1-year savings-plan ratio over all
// series is the median of every recorded savings-plan price ÷ its
// pay-as-you-go Linux price, counted here from the prices themselves
// (issue 22: 111 prices, median 0.832, 0.676–0.862 in the 2026-08-22 capture).
func TestSavingsPlanRatioIsRecorded(t *testing.T) {
	c := mustLoad(t)
	var r []float64
	for _, p := range c.Prices {
		if p.Model != catalog.SP1Y {
			continue
		}
		if b, ok := c.Price(p.Size, p.Region, catalog.PAYGLinux); ok {
			r = append(r, p.USDPerHour/b.USDPerHour)
		}
	}
	sort.Float64s(r)
	var all *catalog.CommitRatio
	for i, cr := range c.CommitRatios() {
		if cr.Of == catalog.SP1Y && cr.Series == "" {
			all = &c.CommitRatios()[i]
		}
	}
	if len(r) == 0 || all == nil {
		t.Fatalf("%d recorded savings-plan prices, overall ratio %v", len(r), all)
	}
	if all.N != len(r) || all.Ratio != r[len(r)/2] || all.Min != r[0] || all.Max != r[len(r)-1] {
		t.Errorf("overall ratio %+v, want the median %v of %d (%v–%v)", *all, r[len(r)/2], len(r), r[0], r[len(r)-1])
	}
}

// TestPureCore keeps the catalog and the engine free of go-app and syscall/js,
// so they build and test on the host.
func TestPureCore(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "../catalog/...", "../app/advisor/...", "../app/share/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "maxence-charriere") || line == "syscall/js" {
			t.Errorf("the pure core depends on %s", line)
		}
	}
}

// TestLeanWasm: packages that cost the wasm far more than they give stay out
// of it. samber/lo drags golang.org/x/text's language and case tables in
// (about 5% of the app's gzip), and text/template
// (through go-i18n, for one) keeps every exported method alive. Host tools may
// use them; the page may not.
func TestLeanWasm(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "../wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "github.com/samber/lo") || strings.HasPrefix(line, "golang.org/x/text") || line == "text/template" {
			t.Errorf("the wasm links %s", line)
		}
	}
}

// TestEmbeddedCatalogValid: Load does not validate at start (the browser
// would pay for it on every visit), so the built-in catalog is checked here.
func TestEmbeddedCatalogValid(t *testing.T) {
	if err := mustLoad(t).Validate(); err != nil {
		t.Fatal(err)
	}
}
