package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// ev is one size under evaluation, and its plan once made.
type ev struct {
	e  *engine
	a  Answers
	sz Sizing
	s  catalog.Size
	// size is the place of s in the catalog's Sizes.
	size int
	g    catalog.GPU
	day  string

	memGPUs int     // GPUs one copy of the workload needs for memory
	gpus    int     // whole GPUs of the plan (0 for parts of a GPU)
	vms     int     // VMs of the plan
	room    float64 // GB of GPU memory to spare per GPU
	thr     Throughput
	wall    float64 // work-bound: hours the work takes on the plan
	// lic is the Windows licence estimated per VM-hour, 0 when none is
	// billed (Linux, Dev/Test, Hybrid Benefit).
	lic      float64
	why      []words.Text
	path     []RuleHit
	deadline bool // the deadline window, not memory, set the VM count
	// replicaVMs is how many VMs one copy of a served model spans.
	replicaVMs int
	// reqs is the concurrent requests each served copy takes when they
	// are split over copies (splitRequests), 0 when one copy takes them all.
	reqs int
	// moreReqs is the requests at once a tokens/s target was sized for when
	// the ones given cannot reach it on the size (each decodes at most
	// reqRate tokens/s), 0 when they can.
	moreReqs int
	reqRate  float64
	// use is the larger share of the plan's GPU memory and throughput a
	// time-bound workload uses (Pick.use).
	use float64
	// vmsNeeded is the VM count the deadline asked for, when above vms.
	vmsNeeded float64
	// costs and commits are scratch space for comparing regions.
	costs, commits []Cost
	// spotObs is the Spot discount observed for the size's series, if any.
	spotObs    catalog.SpotRatio
	hasSpotObs bool
	// sp is the recorded 1-year savings-plan ratio for the size's series,
	// else over all series; nil when the catalog records none.
	sp *catalog.CommitRatio
}

// start readies x to evaluate the size at Sizes[size] for the answers: x
// is scratch space, overwritten but for its buffers (kept across sizes).
// It looks up, once per size, what the catalog observed of the size's
// series' Spot and savings-plan prices.
func (x *ev) start(e *engine, a Answers, sz Sizing, size int, day string) {
	s := &e.cat.Sizes[size]
	g, _ := e.cat.GPU(s.GPUModel)
	*x = ev{e: e, a: a, sz: sz, s: *s, size: size, g: g, day: day, costs: x.costs[:0], commits: x.commits[:0]}
	x.spotObs, x.hasSpotObs = spotObserved(e.cat.SpotRatios(), s.Series)
	x.sp = savingsPlanRatio(e.cat.CommitRatios(), s.Series)
	if a.OS == Windows && !a.DevTest && !a.HybridBenefit {
		x.lic = float64(s.VCPUs) * windowsPerVCPUHour
	}
}

// spotObserved is the Spot discount the catalog observed for a series.
// It and savingsPlanRatio run once per size: each loop is a function of its
// own so that V8 optimises a small function rather than start.
func spotObserved(rs []catalog.SpotRatio, series string) (obs catalog.SpotRatio, ok bool) {
	for _, r := range rs {
		if r.Series == series {
			obs, ok = r, true
		}
	}
	return obs, ok
}

// savingsPlanRatio is the 1-year savings plan's ratio to pay-as-you-go Linux
// recorded for a series, else the one over every series, else nil.
func savingsPlanRatio(rs []catalog.CommitRatio, series string) *catalog.CommitRatio {
	var own, all *catalog.CommitRatio
	for i := range rs {
		if r := &rs[i]; r.Of == catalog.SP1Y && r.Per == catalog.PAYGLinux {
			switch r.Series {
			case series:
				own = r
			case "":
				all = r
			}
		}
	}
	if own == nil {
		return all
	}
	return own
}

// joined tells whether the plan's VMs work together on one job or one copy of a model.
func (x *ev) joined() bool {
	return x.vms > 1 && (x.a.Is(Coupled) || x.replicaVMs > 1)
}

func (x *ev) hit(r Rule, effect words.Text) {
	x.path = append(x.path, RuleHit{Rule: r.Name, Stage: r.Stage, Effect: effect})
}

// num is a computed figure as the engine has always printed it: at most
// three decimals (the words package adds thousand separators).
func num(v float64) words.Arg { return words.N(math.Round(v*1000) / 1000) }

// gpu is the GPU model's name, as it is in every language.
func (x *ev) gpu() words.Arg { return words.S(x.s.GPUModel) }

// vmCount is "3 VMs" / "3 台虚拟机".
func vmCount(n int) words.Arg { return words.W(words.CountVMs, words.I(n)) }

// unitWords are the throughput units said in words; the symbols (TFLOPS,
// TB/s) are the same in every language.
var unitWords = []words.Named{{Key: "seats", ID: words.ThrSeats}, {Key: "streams", ID: words.ThrStreams}, {Key: "frames/h", ID: words.ThrFrames},
	{Key: "tokens/s", ID: words.UnitTokensPerSec}, {Key: "FP64 vector TFLOPS", ID: words.ThrFP64Vector}, {Key: "FP64 tensor TFLOPS", ID: words.ThrFP64Tensor}}

// unitWord is a throughput unit inside a sentence.
func unitWord(unit string) words.Arg { return nameWord(unitWords, unit) }

// nameWord is key's word in a table of names, inside a sentence; a key the
// table does not name reads as it is.
func nameWord(table []words.Named, key string) words.Arg {
	if id, ok := words.Find(table, key); ok {
		return words.W(id)
	}
	return words.S(key)
}

// evaluate runs a size through the decision tree: hardware filters, the plan,
// fit filters, regions and prices, then the rank rules.
// x is scratch space, overwritten.
func (e *engine) evaluate(x *ev, size int, a Answers, sz Sizing, allowed []place, day string) candidate {
	c := candidate{size: &e.cat.Sizes[size]}
	x.start(e, a, sz, size, day)
	if !x.passes(hardwareRules, &c) {
		return c
	}
	if why := x.plan(); why != nil {
		c.reject, c.stage, c.rule = why, memoryFit.order, memoryFit.Name
		return c
	}
	// What the plan came to, for the decision path.
	effect := words.M(words.EffectVMs, words.I(x.vms))
	if x.memGPUs > 1 {
		effect = effect.And(words.EffectMemGPUs, words.I(x.memGPUs))
	}
	if x.thr.Unit != "" {
		effect = effect.And(words.EffectPerVM, num(x.thr.PerVM), unitWord(x.thr.Unit))
	}
	if a.Is(WorkBound) {
		effect = effect.And(words.EffectWorkHours, num(math.Round(x.wall)))
		if x.deadline {
			effect = effect.And(words.EffectDeadline)
		}
	}
	x.hit(planned.Rule, effect)
	if x.passes(fitRules, &c) {
		e.priceAndRank(x, &c, allowed)
	}
	return c
}

// priceAndRank prices a size that fits in the cheapest allowed region under the
// best price model, and ranks it; or rejects it, when no allowed region
// offers it or it costs more than a quote or the budget. Regions are
// compared on figures alone (cheapest); the words that explain a price are
// written only for the picks shown (describe). It is evaluate's second
// half, in a function of its own so that each stays small for V8 (see
// docs/performance.md).
func (e *engine) priceAndRank(x *ev, c *candidate, allowed []place) {
	a, s, size := &x.a, &x.s, x.size
	u := x.usage()
	b := newBill(u)
	where, offered := e.cheapestRegion(x, size, allowed, &b)
	if where < 0 {
		c.stage, c.rule = offeredInRegions.order, offeredInRegions.Name
		switch regions := e.cat.RegionsOf(s.Name); {
		case len(regions) == 0:
			c.reject = words.M(words.RejectNoPrice)
		case a.Price != Auto:
			c.reject = words.M(words.RejectNoModelPrice, modelWord(a.Price), regionList(regions, 4))
		default:
			c.reject = words.M(words.RejectNotOffered, regionList(regions, 4))
		}
		return
	}
	// The figures of the chosen plan; its words wait for describe.
	p := &Pick{Hardware: Hardware{Size: s.Name}, Region: allowed[where].name, VMs: x.vms}
	p.Cost, _, _ = e.plans(x, allowed[where].at, u, false)
	c.at, c.region, c.u = size, allowed[where].at, u
	if p.USDTotal > maxQuoteUSD {
		c.reject, c.stage, c.rule = words.M(words.RejectTooCostly, words.USD(maxQuoteUSD)), orderQuote, beyondAQuote
		return
	}
	if a.BudgetUSD > 0 && p.USDPerMonth > a.BudgetUSD {
		c.pick = p
		c.reject, c.stage, c.rule = words.M(words.RejectOverBudget, words.USD(p.USDPerMonth), words.USD(a.BudgetUSD)), monthlyBudget.order, monthlyBudget.Name
		return
	}
	p.Hardware = HardwareOf(*s)
	p.Regions = offered
	p.GPUsTotal = s.GPUs.Float() * float64(x.vms)
	p.RegionName = e.cat.Regions[c.region].DisplayName
	p.Unit = unitCosts(p.USDPerVMHour, s, &x.g, *a)
	p.shardedOver = x.memGPUs
	p.Throughput = x.thr
	if a.Is(WorkBound) {
		// At least 0.01 h: a job of seconds still finishes, and is billed
		// by its work (Pick.WorkBilled).
		p.FinishesInHours = max(round2(x.wall), 0.01)
	}
	how := words.HowCheapest
	if a.Price != Auto {
		how = words.HowAsked
	}
	x.hit(priceModel.Rule, words.M(words.EffectPrice, modelWord(p.Model), regionArg(p.Region), words.W(how), words.USD(p.USDTotal), words.N(math.Round(p.BilledHours))))
	fit := 1.0
	for _, r := range rankRules {
		f, effect := r.rank(x)
		fit *= f
		if effect != nil {
			x.why = append(x.why, effect)
			x.hit(r.Rule, effect)
			if f > 1 || r.Name == "one-vm-per-copy" || r.Name == "target-at-your-requests" {
				p.lower = append(p.lower, RuleHit{Rule: r.Name, Effect: effect})
			}
		}
	}
	p.score = p.USDTotal * fit
	p.tight = x.memGPUs > 0 && x.room < headroomRank*x.perGPUGB()
	p.spans, p.moreReqs = x.replicaVMs > 1, x.moreReqs > 0
	p.use = x.use
	p.Reasons = x.why // the plan's and the rank rules'; describe adds the price's
	p.Path = x.path
	c.pick = p
}

// cheapestRegion is the index in allowed of the region where the size's plan
// costs least (by name on a tie), or -1, and how many allowed regions offer
// it. The loop over regions is the engine's hottest: it is a function of its
// own so that what V8 optimises for it is small (see docs/performance.md).
func (e *engine) cheapestRegion(x *ev, size int, allowed []place, b *bill) (where, offered int) {
	cheapest := 0.0
	where = -1
	for i := range allowed {
		r := &allowed[i]
		total, ok := e.cheapest(x, size, r.at, b)
		if !ok {
			continue
		}
		offered++
		if where < 0 || total < cheapest || (total == cheapest && r.name < allowed[where].name) {
			cheapest, where = total, i
		}
	}
	return where, offered
}

// passes runs filter rules on the size: false, with c rejected by the first
// that rejects it, or true, with the checks passed on its path.
func (x *ev) passes(rules []rule, c *candidate) bool {
	for _, r := range rules {
		reject, passed := r.filter(x)
		if reject != nil {
			c.reject, c.stage, c.rule = reject, r.order, r.Name
			return false
		}
		if passed != nil {
			x.hit(r.Rule, passed)
		}
	}
	return true
}

// regionList names up to n regions, and how many more there are.
func regionList(names []string, n int) words.Arg {
	if len(names) <= n {
		return listOf(names)
	}
	return words.W(words.RegionsAndMore, listOf(names[:n]), words.I(len(names)-n))
}

func listOf(names []string) words.Arg {
	items := make([]words.Arg, len(names))
	for i, s := range names {
		items[i] = regionArg(s)
	}
	return words.List(items...)
}

// usage is how the plan's VMs run: the window for time-bound tasks, the
// work's hours for work-bound ones.
func (x *ev) usage() usage {
	if x.a.Is(WorkBound) {
		return workUsage(x.vms, x.wall, x.a)
	}
	return timeUsage(x.vms, x.a)
}
