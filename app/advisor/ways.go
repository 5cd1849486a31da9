package advisor

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// waysForward is the notice of an answer that nothing fits: the
// ways forward, each one answer changed, with the first pick it gives and
// its monthly cost. The engine is re-run once a way, and only when nothing
// fits, so the common path costs nothing. The ways: narrower weights for
// serving (FP8, INT4) or QLoRA for fine-tuning, a smaller model of the same
// family, no budget cap (the budget it would take), any region, Linux
// instead of Windows, pay-as-you-go instead of a forced commitment, any
// GPU stack.
func (ad *Advisor) waysForward(a Answers, opt Options) Notice {
	opt.alternative, opt.MaxPicks, opt.LaterChecklist = true, 1, true
	var out []words.Arg
	for way := range 9 { // one answer changed a run, none kept: Answers are large
		b := a
		var change words.Arg
		switch way {
		case 0, 1:
			p := FP8
			if way == 1 {
				p = INT4
			}
			if a.Task != Inference || bytesPerParam(p) >= bytesPerParam(a.Precision) {
				continue
			}
			b.Precision, change = p, words.W(words.WayPrecision, words.S(words.Upper(string(p))))
		case 2:
			if a.Task != Finetune || a.Method == QLoRA {
				continue
			}
			b.Method, change = QLoRA, words.W(words.MethodQLoRA)
		case 3:
			m, ok := smallerModel(a.Model)
			if !ok || !a.Is(LLM) {
				continue
			}
			b.Model, b.ParamsB, change = m.Key, m.ParamsB, words.W(words.WayModel, words.S(m.Name))
			if a.Task == Train || a.Task == Pretrain {
				b.TokensB = 0 // the smaller model's own compute-optimal tokens
			}
		case 4: // the budget's change is said with the cost it takes, below
			if a.BudgetUSD <= 0 {
				continue
			}
			b.BudgetUSD = 0
		case 6: // sizes and multi-VM work that run Linux only
			if a.OS != Windows {
				continue
			}
			b.OS, change = Linux, words.W(words.WayLinux)
		case 7: // a forced commitment bills whole terms, however little runs
			if termMonths(a.Price) == 0 {
				continue
			}
			b.Price, change = PAYG, modelWord(PAYG)
		case 8: // a stack that rules out every size that runs the work
			if a.Stack == Any {
				continue
			}
			b.Stack, change = Any, words.W(words.WayStack)
		default:
			if len(a.Regions) == 0 && a.Geo == "" && len(a.RegionsNotUnderstood) == 0 {
				continue
			}
			b.Regions, b.Geo, b.RegionsNotUnderstood, change = nil, "", nil, words.W(words.WayAnyRegion)
		}
		r := ad.Advise(b, opt)
		if len(r.Recommendations) == 0 {
			continue
		}
		p := r.Recommendations[0]
		var said words.Arg
		usd := estimated(words.USDMonth(p.USDPerMonth), p.Estimate)
		if way == 4 {
			said = words.W(words.WayBudget, usd, words.S(p.Size), words.Region(p.Region, p.RegionName))
		} else {
			said = words.W(words.ProvisionWay, change, words.S(p.Size), words.Region(p.Region, p.RegionName), usd)
		}
		out = append(out, said)
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
