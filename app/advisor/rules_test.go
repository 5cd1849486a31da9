package advisor_test

import (
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestEveryRuleDecides: each rule of the decision tree has a situation where
// it decides something a user sees: a filter rejects a series with its reason,
// a plan or rank rule appears in a pick's decision path. A new rule without a
// case here fails.
func TestEveryRuleDecides(t *testing.T) {
	cases := map[string]string{
		"specs-known":                  "v=1&task=inference",
		"not-retired":                  "v=1&task=inference",
		"gpu-stack":                    "v=1&task=inference",
		"cpu-architecture":             "v=1&task=pretrain",
		"confidential-only-when-asked": "v=1&task=inference",
		"gpu-class":                    "v=1&task=transcode",
		"batch-render-gpu":             "v=1&task=render&rmode=batch",
		"precision-needs-hardware":     "v=1&task=inference&model=llama-3.1-70b&prec=fp8",
		"fp64-floor":                   "v=1&task=hpc",
		"throughput-known":             "v=1&task=hpc&bound=bandwidth&stack=any",
		"no-commitment-on-legacy":      "v=1&task=train&params=1&prec=fp16&price=ri3",
		"spot-price-known":             "v=1&task=train&params=1&price=spot",
		"one-vm-only":                  "v=1&task=pretrain&multinode=no",
		"infiniband-for-multi-vm":      "v=1&task=pretrain",
		"where-it-runs":                "v=1&task=inference&model=llama-3.1-405b&prec=fp8&stack=rocm&os=windows",
		"linux-for-multi-vm":           "v=1&task=hpc&gpuh=20000&nodes=4&months=1&os=windows",
		"beyond-a-quote":               "v=1&task=pretrain&params=2000&tokens=100000&hours=100&months=1",
		"decision-tree-class":          "v=1&task=pretrain",
		"legacy-generation":            "v=1&task=hpc&fp64=1&nodes=4&hours=300&months=3&multinode=yes&fw=other", // NDv2; no longer offered for video
		"one-vm-per-copy":              "v=1&task=inference&model=llama-3.1-405b&prec=bf16&ctx=16384&conc=16&region=swedencentral",
		"target-at-your-requests":      "v=1&task=inference&model=llama-3.1-8b&conc=64&tps=5000&region=westeurope",
		"memory-headroom":              "v=1&task=inference",
		"lifecycle":                    "v=1&task=render&stack=any&seats=2&load=light&region=eastus", // before NVv3/NVv4 retired
		"local-disk-for-data":          "v=1&task=train&data=50",
		"nvlink-for-sharding":          "v=1&task=finetune&model=llama-3.1-8b&method=full",
		"fewer-gpus-at-equal-cost":     "v=1&task=train",
		"memory-fit":                   "v=1&task=render&rmode=batch&frames=10&fmin=700&hours=10&months=1", // a frame longer than the window
		"plan":                         "v=1&task=inference",
		"offered-in-your-regions":      "v=1&task=inference&region=brazilsouth",
		"monthly-budget":               "v=1&task=inference&budget=2000",
		"price-model":                  "v=1&task=inference",
	}
	for _, rule := range advisor.Rules() {
		t.Run(rule.Name, func(t *testing.T) {
			q, ok := cases[rule.Name]
			if !ok {
				t.Fatalf("rule %q (%s) has no case", rule.Name, rule.Doc)
			}
			r := advise(t, q)
			if rule.Name == "lifecycle" {
				r = adviseOn(t, q, "2026-06-01")
			}
			if rule.Kind == "filter" {
				for _, x := range r.Rejected {
					if x.Rule == rule.Name {
						return
					}
				}
				t.Errorf("%s: no series rejected by %q; rejections %v", q, rule.Name, r.Rejected)
				return
			}
			// Rank rules show in a pick's path (all picks, not only the top).
			c := r
			if len(c.Recommendations) == 0 {
				t.Fatalf("%s: no picks", q)
			}
			for _, p := range c.Recommendations {
				for _, h := range p.Path {
					if h.Rule == rule.Name && len(h.Effect) > 0 {
						return
					}
				}
			}
			t.Errorf("%s: no pick's decision path shows %q", q, rule.Name)
		})
	}
}
