package advisor_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// oneVMFirst fails when a pick spreading one copy of the model over VMs
// ranks above one that holds it in one VM, or when none holds it.
func oneVMFirst(t *testing.T, r advisor.Result) {
	t.Helper()
	spread := ""
	for _, p := range r.Recommendations {
		holds := p.GPUMemoryGB >= r.Sizing.GPUMemoryGB
		if !holds && spread == "" {
			spread = p.Size
		}
		if holds && spread != "" {
			t.Errorf("%s holds the model in one VM but ranks after %s, which spreads it over VMs", p.Size, spread)
		}
	}
	if top := r.Recommendations[0]; top.GPUMemoryGB < r.Sizing.GPUMemoryGB {
		t.Errorf("top pick %s (%v GB) does not hold the %v GB model in one VM", top.Size, top.GPUMemoryGB, r.Sizing.GPUMemoryGB)
	}
}

// sameOffer tells whether two picks are near-identical: the same GPU model
// and count, in the same region at the same price under the same plan.
func sameOffer(p, q advisor.Pick) bool {
	return p.GPUModel == q.GPUModel && math.Abs(p.GPUsTotal-q.GPUsTotal) < 1e-9 && p.Region == q.Region && p.Model == q.Model && math.Abs(p.USDTotal-q.USDTotal) < 0.01
}

// noInfiniBandSteps fails when a top pick of one VM without InfiniBand gets
// a checklist step for InfiniBand or MPI between VMs.
func noInfiniBandSteps(t *testing.T, r advisor.Result) {
	t.Helper()
	for _, it := range r.Checklist {
		text := it.Text.String()
		if it.ID == "infiniband" || it.ID == "nccl-test" || strings.Contains(text, "InfiniBand") || strings.Contains(text, "ib_write_bw") || strings.Contains(text, "osu_") {
			t.Errorf("one VM without InfiniBand gets the step %s: %s", it.ID, text)
		}
	}
}

func topGPUIn(t *testing.T, r advisor.Result, models ...string) {
	t.Helper()
	if len(r.Recommendations) == 0 {
		t.Fatal("no recommendations")
	}
	top := r.Recommendations[0]
	for _, m := range models {
		if strings.Contains(top.GPUModel, m) {
			return
		}
	}
	t.Errorf("top pick %s has %s, want one of %v", top.Size, top.GPUModel, models)
}

func inRegions(t *testing.T, r advisor.Result, regions ...string) {
	t.Helper()
	for _, p := range r.Recommendations {
		if !contains(regions, p.Region) {
			t.Errorf("pick %s in %s, outside %v", p.Size, p.Region, regions)
		}
	}
}

func inGeo(t *testing.T, r advisor.Result, geo string) {
	t.Helper()
	c, _ := catalog.Load()
	for _, p := range r.Recommendations {
		if reg, _ := c.Region(p.Region); reg.GeographyGroup != geo {
			t.Errorf("pick %s in %s (%s), want %s", p.Size, p.Region, reg.GeographyGroup, geo)
		}
	}
}

func hasNotice(t *testing.T, r advisor.Result, code string) {
	t.Helper()
	for _, n := range r.Notices {
		if n.Code == code {
			return
		}
	}
	t.Errorf("no %q notice in %v", code, r.Notices)
}

// modelTypo checks an answer whose model name is a typo of want and whose
// size is not given: nothing sized, nothing picked, a notice suggesting want.
func modelTypo(want string) func(*testing.T, advisor.Result) {
	return func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "model-not-understood")
		if !noticeSays(r, "did you mean "+want) {
			t.Errorf("no suggestion of %s in %v", want, r.Notices)
		}
		if len(r.Recommendations) != 0 || len(r.Rejected) != 0 || r.Sizing.GPUMemoryGB != 0 || r.Answers.ModelNotUnderstood == "" {
			t.Errorf("an unknown model was sized (%v GB) or answered (%d picks)", r.Sizing.GPUMemoryGB, len(r.Recommendations))
		}
	}
}

// azureChinaClosed holds a region answer of mainland China alone: no pick,
// the Azure China notice naming what was typed and the nearby global
// regions, and no did-you-mean.
func azureChinaClosed(t *testing.T, r advisor.Result, typed string) {
	t.Helper()
	if len(r.Recommendations) != 0 {
		t.Errorf("%d picks for mainland China, which the catalog does not hold", len(r.Recommendations))
	}
	hasNotice(t, r, "azure-china")
	for _, l := range []words.Lang{words.En, words.Zh} {
		for _, n := range r.Notices {
			s := n.Text.In(l)
			if n.Code == "region-not-understood" || strings.Contains(s, "did you mean") || strings.Contains(s, "是否指") {
				t.Errorf("mainland China read as a typo: %s", s)
			}
			if n.Code == "azure-china" && (!strings.Contains(s, typed) || !strings.Contains(s, advisor.AzureChinaNearby()[0]) && !strings.Contains(s, words.RegionName(l, "eastasia", "East Asia"))) {
				t.Errorf("the notice does not name %q and East Asia: %s", typed, s)
			}
		}
	}
}

func noticeSays(r advisor.Result, s string) bool {
	for _, n := range r.Notices {
		if strings.Contains(n.Text.String(), s) {
			return true
		}
	}
	return false
}

func checklistSays(t *testing.T, r advisor.Result, id, text string) {
	t.Helper()
	for _, it := range r.Checklist {
		if it.ID == id {
			if !strings.Contains(it.Text.String(), text) {
				t.Errorf("checklist %s = %q, want it to mention %q", id, it.Text, text)
			}
			return
		}
	}
	t.Errorf("no checklist item %q", id)
}

func rejectedSays(t *testing.T, r advisor.Result, series, text string) {
	t.Helper()
	for _, x := range r.Rejected {
		if x.Series == series {
			if !strings.Contains(x.Why.String(), text) {
				t.Errorf("%s rejected because %q, want it to mention %q", series, x.Why, text)
			}
			return
		}
	}
	t.Errorf("%s is not among the rejections", series)
}

// partGB is the size of one part of the memory need.
func partGB(r advisor.Result, name string) float64 {
	for _, p := range r.Sizing.Breakdown {
		if p.Name == name {
			return p.GB
		}
	}
	return 0
}

// readBound is the decode tokens/s one GPU of a pick allows when each step
// reads readGB for conc sequences at the engine's 60% of peak bandwidth.
func readBound(t *testing.T, p advisor.Pick, readGB float64, conc int) float64 {
	t.Helper()
	c, _ := catalog.Load()
	g, ok := c.GPU(p.GPUModel)
	if !ok {
		t.Fatalf("%s: no GPU %q", p.Size, p.GPUModel)
	}
	return g.BandwidthTBps * 1e12 * 0.6 * float64(conc) / (readGB * 1e9)
}

// validDegree checks that a served pick's copy of the model runs over a
// tensor-parallel degree a server can run: within one VM 1, 2, 4 or 8 GPUs
// dividing the attention heads and splitting or replicating the KV heads
// evenly, or the whole VM; across VMs, whole VMs.
func validDegree(t *testing.T, p advisor.Pick, heads, kvHeads int) {
	t.Helper()
	b := p.Throughput.Basis.String()
	i := strings.Index(b, "per replica of ")
	if i < 0 {
		t.Errorf("%s: basis %q names no replica", p.Size, b)
		return
	}
	var d int
	if _, err := fmt.Sscanf(b[i+len("per replica of "):], "%d GPU", &d); err != nil {
		return // a part of one GPU
	}
	perVM := int(p.GPUsTotal) / p.VMs
	switch {
	case d > perVM && d%perVM != 0:
		t.Errorf("%s: a copy over %d GPUs, not whole VMs of %d", p.Size, d, perVM)
	case d >= perVM:
		// Whole VMs: a VM's GPUs the heads do not split over run as
		// pipeline stages, and the pick says how.
		if (heads%perVM != 0 || kvHeads%perVM != 0 && perVM%kvHeads != 0) && !strings.Contains(words.Concat(p.Reasons).String(), "pipeline parallel") {
			t.Errorf("%s: a copy over %d GPUs, %d a VM, for %d heads and %d KV heads, without its pipeline stages", p.Size, d, perVM, heads, kvHeads)
		}
	case d != 1 && d != 2 && d != 4 && d != 8, heads%d != 0, kvHeads%d != 0 && d%kvHeads != 0:
		t.Errorf("%s: a copy over %d of %d GPUs: no tensor-parallel degree for %d heads, %d KV heads", p.Size, d, perVM, heads, kvHeads)
	}
}

// kvNear checks the KV cache against a reference figure, within 5%.
func kvNear(t *testing.T, r advisor.Result, want float64) {
	t.Helper()
	if kv := partGB(r, "kv-cache"); math.Abs(kv-want) > 0.05*want {
		t.Errorf("KV cache %v GB, want %v ± 5%%", kv, want)
	}
}

// noPickWithout fails when a pick's GPU lacks what ok checks.
func noPickWithout(t *testing.T, r advisor.Result, ok func(catalog.GPU) bool, what string) {
	t.Helper()
	c, _ := catalog.Load()
	for _, p := range r.Recommendations {
		if g, _ := c.GPU(p.GPUModel); !ok(g) {
			t.Errorf("%s (%s) lacks %s", p.Size, p.GPUModel, what)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// altOf is a pick's cost under another price model.
func altOf(t *testing.T, p advisor.Pick, m advisor.PricePref) advisor.Cost {
	t.Helper()
	for _, c := range p.Alternatives {
		if c.Model == m {
			return c
		}
	}
	t.Fatalf("%s has no %s alternative", p.Size, m)
	return advisor.Cost{}
}

// noticeText is the English text of the notice with code, "" when none.
func noticeText(r advisor.Result, code string) string {
	for _, n := range r.Notices {
		if n.Code == code {
			return n.Text.String()
		}
	}
	return ""
}
