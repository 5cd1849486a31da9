package advisor_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// day is fixed so that lifecycle checks (NVv3/NVv4 retired 2026-09-30) do not
// move under the tests.
const day = "2026-12-02"

func advise(t testing.TB, query string) advisor.Result {
	t.Helper()
	return adviseOn(t, query, day)
}

func adviseOn(t testing.TB, query, day string) advisor.Result {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	st, notes := share.Decode(query)
	r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: day})
	r.Notices = append(notes, r.Notices...)
	return r
}

// digest is what a golden file keeps of a result: what a person would check.
type digest struct {
	NeedGB   float64  `json:"need_gb"`
	Picks    []string `json:"picks"`
	Rejected []string `json:"rejected"`
	Notices  []string `json:"notices"`
	Checks   []string `json:"checklist"`
}

func digestOf(r advisor.Result) digest {
	d := digest{NeedGB: r.Sizing.GPUMemoryGB}
	for _, p := range r.Recommendations {
		est := ""
		if p.Estimate {
			est = " estimate"
		}
		d.Picks = append(d.Picks, strings.Join([]string{p.Size, p.Region, string(p.Model) + est,
			"vms=" + itoa(p.VMs), "usd/month=" + money(p.USDPerMonth), "total=" + money(p.USDTotal)}, " "))
	}
	for _, x := range r.Rejected {
		d.Rejected = append(d.Rejected, x.Series+": "+x.Why.String())
	}
	for _, n := range r.Notices {
		d.Notices = append(d.Notices, n.Code)
	}
	for _, it := range r.Checklist {
		d.Checks = append(d.Checks, it.ID)
	}
	return d
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func money(v float64) string { b, _ := json.Marshal(float64(int64(v*100+0.5)) / 100); return string(b) }

// scenarios are realistic questions with what the decision tree (DOMAIN.md)
// or the cited arithmetic says the answer must be.
var scenarios = []struct {
	name  string
	check func(t *testing.T, r advisor.Result)
}{
	// Inference of a 7B chat model: "A10 or T4 is enough" (seed 001, 6.1);
	// weights 14 GB + KV cache fit 24 GB within $2,500 a month. Since the
	// articles, the RTX PRO 6000 quarter-GPU sizes (24 GB, GA 2026) joined that
	// cheap inference class at about a third of an A10 VM's price.
	{"chat-7b-budget", func(t *testing.T, r advisor.Result) {
		topGPUIn(t, r, "A10", "T4", "RTX PRO")
		for _, p := range r.Recommendations {
			if p.USDPerMonth > 2500 {
				t.Errorf("%s costs %v a month, over the 2,500 budget", p.Size, p.USDPerMonth)
			}
		}
	}},
	// 70B pre-training in 3 months: H100 class with NVLink and InfiniBand,
	// 8+ GPUs (seed 001, 6.1); 6·70e9·1.4e12 FLOPs at 40% MFU need ~190 GPUs;
	// a 3-month project does not pay off a 1-year commitment.
	{"pretrain-70b-3-months", func(t *testing.T, r advisor.Result) {
		topGPUIn(t, r, "H100 SXM", "H200", "GB200")
		top := r.Recommendations[0]
		if top.VMs < 10 || !top.InfiniBand || !r.Sizing.NeedsInfiniBand || top.Model != advisor.PAYG {
			t.Errorf("top = %d VMs, IB %v, %s; want 10+ VMs on InfiniBand, pay-as-you-go", top.VMs, top.InfiniBand, top.Model)
		}
		hasNotice(t, r, "multi-vm")
	}},
	// QLoRA of 13B: ~0.52 bytes/parameter + adapters + activations + FP32
	// logits of an unnamed model's 128k vocabulary ≈ 16 GB (Dettmers et al.
	// 2023); Spot allowed, so Spot is chosen as the cheapest.
	{"qlora-13b-spot", func(t *testing.T, r advisor.Result) {
		if r.Sizing.GPUMemoryGB > 20 || r.Sizing.GPUMemoryGB < 8 {
			t.Errorf("QLoRA 13B need = %v GB, want 8-20", r.Sizing.GPUMemoryGB)
		}
		if top := r.Recommendations[0]; top.Model != advisor.Spot {
			t.Errorf("top price model = %s, want spot for interruptible work", top.Model)
		}
		inRegions(t, r, "eastus", "westeurope")
	}},
	// 20 architects on Windows in Europe: NV-series, one VM per seat, heavy seats
	// need 12 GB (1/2 A10); GRID driver in the checklist (seed 001, 6.1; seed 003).
	{"vdi-20-architects-windows", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if !strings.HasPrefix(p.Size, "Standard_NV") && !strings.Contains(p.GPUModel, "RTX PRO") {
				t.Errorf("VDI pick %s is not an NVIDIA workstation GPU (NV-series or RTX PRO)", p.Size)
			}
			if p.VMs != 20 || p.GPUMemoryGB < 12 {
				t.Errorf("VDI pick %s: %d VMs with %v GB, want 20 VMs with >= 12 GB", p.Size, p.VMs, p.GPUMemoryGB)
			}
		}
		checklistSays(t, r, "driver", "Windows")
		inGeo(t, r, "Europe")
	}},
	// CFD on 4 nodes in double precision: FP64 GPUs on InfiniBand (seed 001: HPC
	// needs a high-speed network); T4/A10 publish no FP64, NC has no InfiniBand.
	{"cfd-fp64-4-nodes", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if !p.InfiniBand || p.VMs != 4 {
				t.Errorf("HPC pick %s: IB %v, %d VMs; want InfiniBand, 4 VMs", p.Size, p.InfiniBand, p.VMs)
			}
		}
		rejectedSays(t, r, "NCasT4 v3", "FP64")
		checklistSays(t, r, "infiniband", "InfiniBandDriverLinux")
	}},
	// Transcoding at scale: T4 (or A10) with NVENC, VM Scale Sets on queue
	// length (seed 002's worked example); A100/H100 have no NVENC.
	{"transcode-at-scale", func(t *testing.T, r advisor.Result) {
		topGPUIn(t, r, "T4", "A10")
		rejectedSays(t, r, "ND H100 v5", "NVENC")
		checklistSays(t, r, "scale", "Scale Set")
	}},
	// A ROCm-only shop: AMD MI300X is the option (seed 001, 6.4: AMD only
	// where the code is ROCm-ready); every NVIDIA size is ruled out.
	{"rocm-only-70b-inference", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.Vendor != catalog.AMD {
				t.Errorf("ROCm pick %s is %s", p.Size, p.Vendor)
			}
		}
		rejectedSays(t, r, "NCads H100 v5", "CUDA")
	}},
	// EU data residency: every pick in the allowed regions only (seed 001, 6.3).
	{"eu-residency-13b", func(t *testing.T, r advisor.Result) {
		inRegions(t, r, "westeurope", "northeurope", "swedencentral")
		checklistSays(t, r, "security", "westeurope")
	}},
	// Llama-405B in FP8: ~400 GB of weights + KV cache: an 8-GPU NVLink VM
	// (H100/H200/MI300X class), not a PCIe card.
	{"llama-405b-fp8-serving", func(t *testing.T, r advisor.Result) {
		if r.Sizing.GPUMemoryGB < 450 {
			t.Errorf("405B fp8 need = %v GB, want > 450", r.Sizing.GPUMemoryGB)
		}
		topGPUIn(t, r, "H100 SXM", "H200", "GB200", "A100 80GB SXM4")
	}},
	// 70B in INT4: ~35 GB of weights; one 80–94 GB GPU holds it with cache.
	{"llama-70b-int4-serving", func(t *testing.T, r advisor.Result) {
		if g := r.Sizing.GPUMemoryGB; g < 40 || g > 80 {
			t.Errorf("70B int4 need = %v GB, want 40-80", g)
		}
		if top := r.Recommendations[0]; top.VMs != 1 {
			t.Errorf("top pick spans %d VMs, want one", top.VMs)
		}
	}},
	// Small model / CNN training: the seed names A100 for price/performance;
	// billed by the work on today's prices, the top pick must do the job for
	// no more than the best A100 plan.
	{"resnet-training", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		for _, p := range r.Recommendations {
			if strings.Contains(p.GPUModel, "A100") && p.USDTotal < top.USDTotal {
				t.Errorf("A100 %s does the work for %v, less than the top pick's %v", p.Size, p.USDTotal, top.USDTotal)
			}
		}
		if top.FinishesInHours <= 0 || top.BilledHours <= 0 {
			t.Errorf("training pick without work time: finishes %v, billed %v", top.FinishesInHours, top.BilledHours)
		}
	}},
	// Full fine-tune of 70B: 16 B/param ≈ 1.1 TB of states: ND with NVLink.
	{"full-finetune-70b", func(t *testing.T, r advisor.Result) {
		if !r.Recommendations[0].NVLink || !r.Sizing.NeedsNVLink {
			t.Errorf("top pick %s: NVLink %v; full 70B fine-tuning shards states over NVLink", r.Recommendations[0].Size, r.Recommendations[0].NVLink)
		}
	}},
	// $1,000 a month cannot pre-train 70B: no pick, and the notice names the
	// cheapest plan that fits otherwise.
	{"pretrain-impossible-budget", func(t *testing.T, r advisor.Result) {
		if len(r.Recommendations) != 0 {
			t.Errorf("got %d picks within an impossible budget", len(r.Recommendations))
		}
		hasNotice(t, r, "over-budget")
		// The size the notice names is the cheapest plan without the cap.
		c, _ := catalog.Load()
		a := r.Answers
		a.BudgetUSD = 0
		all := advisor.New(c).Advise(a, advisor.Options{Day: day, MaxPicks: 100})
		var named *advisor.Pick
		for i, p := range all.Recommendations {
			if noticeSays(r, p.Size+" in "+p.Region) {
				named = &all.Recommendations[i]
			}
		}
		if named == nil {
			t.Fatalf("the over-budget notice names no plan that fits without the cap: %v", r.Notices)
		}
		for _, p := range all.Recommendations {
			if p.USDPerMonth < named.USDPerMonth {
				t.Errorf("notice names %s at %v a month, but %s costs %v", named.Size, named.USDPerMonth, p.Size, p.USDPerMonth)
			}
		}
	}},
	// Full training of 405B on one VM only: no VM holds 6.5 TB of states.
	{"single-vm-only-405b-training", func(t *testing.T, r advisor.Result) {
		if len(r.Recommendations) != 0 {
			t.Errorf("got %d picks for 405B on a single VM", len(r.Recommendations))
		}
		hasNotice(t, r, "no-fit")
	}},
	// Azure Hybrid Benefit: Windows billed at the Linux rate (ahb_base_rate).
	{"windows-hybrid-benefit", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.Estimate || len(top.Adjustments) == 0 || !strings.Contains(top.Adjustments[0].String(), "Hybrid Benefit") {
			t.Errorf("AHB pick: estimate %v, adjustments %v; want the Linux rate as a fact", top.Estimate, top.Adjustments)
		}
		checklistSays(t, r, "licence", "8 core licences")
	}},
	// Dev/Test: Windows at the Linux rate, non-production (devtest_windows_at_linux_rate).
	{"devtest-windows", func(t *testing.T, r advisor.Result) {
		if top := r.Recommendations[0]; top.Estimate || len(top.Adjustments) == 0 {
			t.Errorf("Dev/Test pick: estimate %v, adjustments %v", top.Estimate, top.Adjustments)
		}
		checklistSays(t, r, "devtest", "non-production")
	}},
	// Always on for 3 years: a 3-year commitment pays off (seed 001, 6.2), and
	// is labelled an estimate because no source gives reservation prices.
	{"always-on-3-years", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.Model != advisor.RI3 || !top.Estimate || !strings.Contains(top.Assumption.String(), "40–60%") {
			t.Errorf("3-year always-on pick: %s estimate %v (%q); want a labelled ri3 estimate", top.Model, top.Estimate, top.Assumption)
		}
		hasNotice(t, r, "estimate")
	}},
	// Spot asked for: the work is treated as interruptible and the checklist
	// covers eviction (30 s notice).
	{"forced-spot-batch", func(t *testing.T, r advisor.Result) {
		if top := r.Recommendations[0]; top.Model != advisor.Spot {
			t.Errorf("top model = %s, want spot", top.Model)
		}
		hasNotice(t, r, "spot-implies-interruptible")
		checklistSays(t, r, "eviction", "30 seconds")
	}},
}

// blockedByTypo are the scenarios whose region answers hold a name not
// understood beside names that are: nothing is recommended.
var blockedByTypo = map[string]string{}

// blockedBy checks that a name not understood blocks the answer, and that
// the notice names it and the regions it does not fall back to.
func blockedBy(typo, understood string) func(t *testing.T, r advisor.Result) {
	return func(t *testing.T, r advisor.Result) {
		if len(r.Recommendations) > 0 {
			t.Errorf("%d picks beside the unknown %q", len(r.Recommendations), typo)
		}
		hasNotice(t, r, "region-not-understood")
		if !noticeSays(r, typo) || !noticeSays(r, understood) {
			t.Errorf("the notice does not name %q and %q: %v", typo, understood, r.Notices)
		}
	}
}

func TestScenarios(t *testing.T) {
	for _, n := range []string{"residency-partial", "region-typo-beside-a-region", "geo-typo-beside-regions"} {
		blockedByTypo[n] = n
	}
	if len(scenarios) < 45 {
		t.Fatalf("only %d scenarios", len(scenarios))
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			q, err := os.ReadFile(filepath.Join("testdata", sc.name+".query"))
			if err != nil {
				t.Fatal(err)
			}
			r := advise(t, strings.TrimSpace(string(q)))
			if len(r.Recommendations) == 0 && !strings.Contains(sc.name, "impossible") && !strings.HasPrefix(sc.name, "no-fit-") && !strings.Contains(sc.name, "single-vm-only") && sc.name != "beyond-a-quote" && sc.name != "region-typo" && blockedByTypo[sc.name] == "" && !strings.HasPrefix(sc.name, "model-typo-") && !strings.HasSuffix(sc.name, "fails-closed") && sc.name != "azure-china-shanghai-zh" || sc.name == "model-typo-with-params" && len(r.Recommendations) == 0 {
				t.Fatalf("no recommendations; notices %v", r.Notices)
			}
			sc.check(t, r)
			overProvisionedIsTrue(t, r)

			got, _ := json.MarshalIndent(digestOf(r), "", "  ")
			golden := filepath.Join("testdata", sc.name+".golden.json")
			if *update {
				os.WriteFile(golden, append(got, '\n'), 0o644)
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./app/advisor -update)", err)
			}
			if !bytes.Equal(bytes.TrimSpace(want), bytes.TrimSpace(got)) {
				t.Errorf("result differs from %s (run with -update if the change is meant):\n%s", golden, got)
			}
		})
	}
}

// overProvisionedIsTrue: the over-provisioning notice says no smaller size
// passes the answers, so none is among the picks using half its memory
// (a tight fit passes: the ranking, not a filter, put it lower).
func overProvisionedIsTrue(t *testing.T, r advisor.Result) {
	t.Helper()
	if !hasCode(r, "over-provisioned") {
		return
	}
	top := r.Recommendations[0]
	for _, p := range r.Recommendations[1:] {
		if p.GPUMemoryGB < top.GPUMemoryGB && r.Sizing.GPUMemoryGB >= wasteShare*p.GPUMemoryGB {
			t.Errorf("over-provisioned notice, yet %s (%v GB) passes and holds the %v GB", p.Size, p.GPUMemoryGB, r.Sizing.GPUMemoryGB)
		}
	}
}

const wasteShare = 0.5

// TestUndatedSpotIsAnEstimate: a Spot price from an undated capture is no
// fact. Where the series has dated captures the engine prices Spot from
// their ratio; where it has none (the dated rows taken out of a copy of the
// catalog) the undated price stays, as an estimate with its source's age,
// and the first pick on it carries the notice (issue 22).
func TestUndatedSpotIsAnEstimate(t *testing.T) {
	const series, q = "NVadsA10 v5", "v=1&task=inference&params=1&price=spot&region=eastus&stack=cuda"
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	check := func(c *catalog.Catalog, wantUndated bool) {
		t.Helper()
		st, _ := share.Decode(q)
		r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: day, MaxPicks: 100})
		for _, p := range r.Recommendations {
			if p.Series != series {
				continue
			}
			undated := strings.Contains(p.Source.String(), "undated")
			if !p.Estimate || undated != wantUndated || (undated && !strings.Contains(p.Assumption.String(), "undated")) {
				t.Errorf("%s Spot in eastus: estimate %v, source %q, assumption %q", p.Size, p.Estimate, p.Source, p.Assumption)
			}
			if p.Rank != 1 {
				t.Errorf("%s ranks %d: the test wants the first pick", p.Size, p.Rank)
			} else if undated && !hasCode(r, "spot-snapshot") {
				t.Errorf("first pick on an undated Spot price without the notice: %v", r.Notices)
			}
			return
		}
		t.Fatalf("no %s pick among %d", series, len(r.Recommendations))
	}
	check(c, false)
	cp := *c
	cp.Derived = nil
	cp.Prices = nil
	for _, p := range c.Prices {
		if s, _ := c.Size(p.Size); s.Series == series && p.Model == catalog.SpotLinux && p.AsOf != catalog.Undated {
			continue
		}
		cp.Prices = append(cp.Prices, p)
	}
	if err := cp.Validate(); err != nil {
		t.Fatal(err)
	}
	check(&cp, true)
}

// TestNoRecordedSavingsPlanNoEstimate: with no recorded savings-plan price
// there is nothing to estimate one from, so no savings plan is offered
// (never a guessed discount), and the rest of the answer stands.
func TestNoRecordedSavingsPlanNoEstimate(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	cp := *c
	d := *c.Derived
	d.Commit = nil
	cp.Derived = &d
	ad := advisor.New(&cp)
	for _, q := range []string{"v=1&task=inference&region=eastus", "v=1&task=inference&price=sp1&region=eastus", "v=1&task=inference&price=sp3&region=eastus"} {
		st, _ := share.Decode(q)
		r := ad.Advise(st.Answers, advisor.Options{Day: day})
		for _, p := range r.Recommendations {
			for _, x := range append([]advisor.Cost{p.Cost}, p.Alternatives...) {
				if x.Model == advisor.SP1 || x.Model == advisor.SP3 {
					t.Errorf("%s: %s priced under %s with no recorded savings plan", q, p.Size, x.Model)
				}
			}
		}
		if st.Answers.Price == advisor.Auto && len(r.Recommendations) == 0 {
			t.Errorf("%s: no pick", q)
		}
	}
}

// TestPricesCiteShortLabels: a pick's price source and estimate name each
// source by its short label in the page's language, never by its full
// English title (the footer and the catalog give that), so that no English
// sentence stands inside a Chinese one — the Spot, reservation and
// savings-plan estimates included.
func TestPricesCiteShortLabels(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	adv := advisor.New(c)
	for _, q := range []string{
		"v=1&task=finetune&params=13&method=qlora&hours=200&spot=1",
		"v=1&task=inference&params=8&price=spot&region=eastus,westeurope",
		"v=1&task=inference&params=8&price=ri1&region=swedencentral",
		"v=1&task=inference&params=8&price=sp3&region=eastus",
		"v=1&task=inference&params=1&price=spot&region=eastus&stack=cuda",
	} {
		st, _ := share.Decode(q)
		r := adv.Advise(st.Answers, advisor.Options{Day: day, MaxPicks: 20})
		if len(r.Recommendations) == 0 {
			t.Errorf("%s: no pick", q)
		}
		for _, p := range r.Recommendations {
			for _, text := range []words.Text{p.Source, p.Assumption} {
				zh := text.In(words.Zh)
				for _, s := range c.Sources {
					if len(s.Title) > 30 && strings.Contains(zh, s.Title) {
						t.Errorf("%s: %s cites %q by its full title: %s", q, p.Size, s.ID, zh)
					}
				}
			}
		}
	}
}
