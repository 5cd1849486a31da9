package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Over-provisioning is said, never silent: a time-bound plan
// (serving, desktops) bills every hour of GPUs it leaves idle, so when the
// top pick uses under half of its GPU memory and throughput because every
// smaller size failed on an answer (precision, GPU stack, regions), a
// notice names the waste and what changing that one answer would cost.

// wasteShare: under this share of the GPUs used, a plan is over-provisioned.
const wasteShare = 0.5

// overProvisioned is the notice for a top pick that wastes its GPUs, with
// the plans one changed answer gives when they are cheaper. It re-runs the
// engine only when no smaller size passes and one would with that answer
// changed (another precision, any GPU stack, a region nearby).
func (ad *Advisor) overProvisioned(a Answers, sz Sizing, cands []candidate, top Pick, opt Options) (Notice, bool) {
	if top.use <= 0 || top.use >= wasteShare {
		return Notice{}, false
	}
	e := &ad.e
	for i := range cands {
		c := &cands[i]
		if s := c.size; c.reject == nil && s.GPUMemoryGB < top.GPUMemoryGB && (c.pick == nil || c.pick.use >= wasteShare) {
			return Notice{}, false // a smaller size passes and uses its GPUs: the ranking chose the top on cost
		}
	}
	// The answers that kept smaller sizes out, each changed to let them in,
	// one at a time as waysForward does: a way whose change lets a smaller
	// size in is priced, and named when it costs less.
	smallest := -1 // of cands: the smallest size a way lets in, the first of equals
	var out []words.Arg
	opt.alternative, opt.MaxPicks, opt.LaterChecklist = true, 1, true
	for way := range 3 {
		b, bsz := a, sz
		var rule string
		var change words.Arg
		switch way {
		case 0:
			if !a.Is(LLM) || a.Precision != FP8 && a.Precision != BF16 {
				continue
			}
			b.Precision = BF16
			if a.Precision == BF16 {
				b.Precision = FP16 // the V100 and T4 have FP16 tensor cores only
			}
			bsz, rule, change = Size(b), "precision-needs-hardware", words.W(words.WayPrecision, words.S(words.Upper(string(b.Precision))))
		case 1:
			if a.Stack == Any {
				continue
			}
			b.Stack, rule, change = Any, "gpu-stack", words.W(words.WayStack)
		default:
			// A nearby region: any in the geography of the top pick's region.
			reg, ok := e.cat.Region(top.Region)
			if !ok || len(a.Regions) == 0 || reg.GeographyGroup == "" {
				continue
			}
			b.Regions, b.Geo = nil, reg.GeographyGroup
			rule, change = "offered-in-your-regions", words.W(words.WayRegion, words.GeographyWord(reg.GeographyGroup))
		}
		in := false
		for i := range cands {
			c := &cands[i]
			if c.reject == nil || c.size.GPUMemoryGB >= top.GPUMemoryGB || c.rule != rule || !e.passesWith(b, bsz, i, opt.Day) {
				continue
			}
			in = true
			if m := c.size.GPUMemoryGB; smallest < 0 || m < cands[smallest].size.GPUMemoryGB || m == cands[smallest].size.GPUMemoryGB && i < smallest {
				smallest = i
			}
		}
		if !in {
			continue
		}
		if r := ad.Advise(b, opt); len(r.Recommendations) > 0 && r.Recommendations[0].USDTotal < top.USDTotal {
			p := r.Recommendations[0]
			out = append(out, words.W(words.ProvisionWay, change, words.S(p.Size), regionArg(p.Region), words.USDMonth(p.USDPerMonth)))
		}
	}
	if smallest < 0 {
		return Notice{}, false // nothing smaller holds it: the size is what it takes
	}
	what := words.W(words.UseMemory)
	if a.TargetTPS > 0 {
		what = words.W(words.UseThroughput)
	}
	c := &cands[smallest]
	text := words.M(words.OverProvisioned, words.S(top.Size), words.Pct(top.use), what, words.S(c.size.Name), words.WT(c.reject))
	if len(out) > 0 {
		text = text.And(words.ProvisionWays, words.List(out...))
	} else {
		text = text.And(words.ProvisionNoWay)
	}
	return Notice{Code: "over-provisioned", Text: text}, true
}

// passesWith tells whether the size at Sizes[size] passes the hardware filters under the
// answers b and holds one copy of their workload (sz, b's sizing).
func (e *engine) passesWith(b Answers, sz Sizing, size int, day string) bool {
	x := new(ev)
	x.start(e, b, sz, size, day)
	for _, r := range hardwareRules {
		if reject, _ := r.filter(x); reject != nil {
			return false
		}
	}
	return holdsOne(b, x.sz, &x.s)
}

// holdsOne tells whether a size holds one copy of the workload in one VM with the
// headroom a first pick needs: a seat for desktops, the model for serving.
func holdsOne(a Answers, sz Sizing, s *catalog.Size) bool {
	switch a.Task {
	case Render:
		return s.GPUMemoryGB >= sz.PerSeatGB
	case Inference:
		if !s.GPUs.Whole() {
			return sz.GPUMemoryGB <= (1-headroomRank)*s.GPUMemoryGB
		}
		n, ok := gpusForMemory(&sz, s.GPUMemoryPerGPUGB, s.GPUs.Num)
		if !ok {
			return false
		}
		n = tpDegree(n, s.GPUs.Num, sz.heads, sz.kvHeads)
		return n <= s.GPUs.Num && sz.perGPUGB(float64(n)) <= (1-headroomRank)*s.GPUMemoryPerGPUGB
	}
	return false
}
