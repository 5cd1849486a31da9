package advisor

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// waysForward is the notice of an answer that nothing fits (issue 25): the
// ways forward, each one answer changed, with the first pick it gives and
// its monthly cost. The engine is re-run once a way, and only when nothing
// fits, so the common path costs nothing. The ways: narrower weights for
// serving (FP8, INT4) or QLoRA for fine-tuning, a smaller model of the same
// family, no budget cap (the budget it would take), any region.
func (ad *Advisor) waysForward(a Answers, opt Options) Notice {
	type way struct {
		b      Answers
		change words.Arg
		budget bool // the change is the budget, said with the pick's cost
	}
	var ways []way // the budget's change is said with the cost it takes
	if a.Task == Inference {
		for _, p := range []Precision{FP8, INT4} {
			if bytesPerParam(p) < bytesPerParam(a.Precision) {
				b := a
				b.Precision = p
				ways = append(ways, way{b: b, change: words.W(words.WayPrecision, words.S(upper(string(p))))})
			}
		}
	}
	if a.Task == Finetune && a.Method != QLoRA {
		b := a
		b.Method = QLoRA
		ways = append(ways, way{b: b, change: words.W(words.MethodQLoRA)})
	}
	if m, ok := smallerModel(a.Model); ok && mlTask(a.Task) {
		b := a
		b.Model, b.ParamsB = m.Key, m.ParamsB
		if isTraining(a.Task) && a.Task != Finetune {
			b.TokensB = 0 // the smaller model's own compute-optimal tokens
		}
		ways = append(ways, way{b: b, change: words.W(words.WayModel, words.S(m.Name))})
	}
	if a.BudgetUSD > 0 {
		b := a
		b.BudgetUSD = 0
		ways = append(ways, way{b: b, budget: true})
	}
	if len(a.Regions) > 0 || a.Geo != "" || len(a.RegionsNotUnderstood) > 0 {
		b := a
		b.Regions, b.Geo, b.RegionsNotUnderstood = nil, "", nil
		ways = append(ways, way{b: b, change: words.W(words.WayAnyRegion)})
	}
	opt.alternative, opt.MaxPicks, opt.LaterChecklist = true, 1, true
	var out []words.Arg
	for _, w := range ways {
		r := ad.Advise(w.b, opt)
		if len(r.Recommendations) == 0 {
			continue
		}
		p := r.Recommendations[0]
		if w.budget {
			out = append(out, words.W(words.WayBudget, words.USDMonth(p.USDPerMonth), words.S(p.Size), words.S(p.Region)))
			continue
		}
		out = append(out, words.W(words.ProvisionWay, w.change, words.S(p.Size), words.S(p.Region), words.USDMonth(p.USDPerMonth)))
	}
	if len(out) == 0 {
		return Notice{Code: "no-fit-ways", Text: words.M(words.NoFitNoWay)}
	}
	return Notice{Code: "no-fit-ways", Text: words.M(words.NoFitWays, words.List(out...))}
}

// smallerModel is the largest published model of the same family (its key
// up to the last "-": "llama-3.1" of "llama-3.1-405b") smaller than key's.
func smallerModel(key string) (ModelPreset, bool) {
	cur, ok := ModelPresetByKey(key)
	if !ok {
		return cur, false
	}
	family := key[:strings.LastIndexByte(key, '-')+1]
	var best ModelPreset
	for _, m := range ModelPresets {
		if strings.HasPrefix(m.Key, family) && m.ParamsB < cur.ParamsB && m.ParamsB > best.ParamsB {
			best = m
		}
	}
	return best, best.Key != ""
}
