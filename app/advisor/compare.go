package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// MaxCompared is the most sizes a comparison holds: more do not fit side by
// side on a screen.
const MaxCompared = 4

// Compared is one size of a comparison, evaluated exactly as Advise evaluates
// it: the same rules, the same plan and the same prices.
type Compared struct {
	// Hardware is what one VM of the size is.
	Hardware
	// SpecsKnown is false when no source gives the size's specs.
	SpecsKnown bool `json:"specs_known"`

	// Fits is true when the size passes every rule for the answers.
	Fits bool `json:"fits"`
	// Rule names the rule that rejects the size ("" when it fits), and Why
	// is that rule's reason.
	Rule string     `json:"rule,omitempty"`
	Why  words.Text `json:"why,omitempty"`

	// Priced is false when no region has a price for the size.
	Priced bool `json:"priced"`
	// OneVM is true when the size has no plan for the answers (a rule
	// rejected it before the plan was made): the costs are then those of one
	// VM for the answered hours and months, for reference.
	OneVM bool `json:"one_vm,omitempty"`
	// Region and RegionName say where the costs are for: the cheapest
	// allowed region, as for a pick.
	Region     string `json:"region,omitempty"`
	RegionName string `json:"region_name,omitempty"`
	// VMs is the plan's VM count.
	VMs int `json:"vms,omitempty"`
	// spans is the plan's Pick.spans: one copy of the model across VMs.
	spans bool
	// Plan is the plan's cost under the price model the engine chooses (or
	// the one asked for); Costs are every price model that applies, the
	// chosen one first.
	Plan  Cost   `json:"plan"`
	Costs []Cost `json:"costs,omitempty"`
	// Unit are the unit costs of the chosen plan's VM-hour.
	Unit UnitCosts `json:"unit_costs"`
	// FinishesInHours is how long the work takes on the plan (work-bound
	// tasks that fit); 0 otherwise.
	FinishesInHours float64 `json:"finishes_in_hours,omitempty"`
	// Throughput is one VM's throughput for the task, when the plan has one.
	Throughput Throughput `json:"throughput"`
}

// Comparison is several sizes side by side for one set of answers.
type Comparison struct {
	// Answers are the answers as understood, defaults filled.
	Answers Answers `json:"answers"`
	// Sizes are the compared sizes, in the order asked.
	Sizes []Compared `json:"sizes"`
	// Unknown are the names asked for that the catalog does not hold.
	Unknown []string `json:"unknown,omitempty"`
}

// CostOf is the size's cost under one price model on its own (not a mixed
// or term-then-pay-as-you-go plan); ok is false when the model does not
// apply to it.
func (c Compared) CostOf(m PricePref) (Cost, bool) {
	for _, x := range c.Costs {
		if x.Model == m && len(x.Mix) == 0 {
			return x, true
		}
	}
	return Cost{}, false
}

// Compare evaluates each named size for the answers as Advise would. Names
// the catalog does not hold are listed in Unknown; duplicates are compared
// once; at most MaxCompared sizes are compared.
func (ad *Advisor) Compare(raw Answers, sizes []string, opt Options) Comparison {
	e := &ad.e
	a, _ := normalize(raw, e.cat, e.regions, e.geos)
	sz := Size(a)
	allowed := e.allowedRegions(a)
	out := Comparison{Answers: a}
	seen := map[string]bool{}
	for _, name := range sizes {
		s, ok := e.cat.Size(name)
		switch {
		case !ok:
			out.Unknown = append(out.Unknown, name)
			continue
		case seen[s.Name] || len(out.Sizes) == MaxCompared:
			continue
		}
		seen[s.Name] = true
		out.Sizes = append(out.Sizes, e.compare(s, a, sz, allowed, opt.Day))
	}
	return out
}

func (e *engine) compare(s catalog.Size, a Answers, sz Sizing, allowed []string, day string) Compared {
	out := Compared{Hardware: HardwareOf(s), SpecsKnown: s.SpecsKnown}
	i, _ := e.cat.SizeIndex(s.Name)
	c := e.evaluate(new(ev), i, a, sz, e.places(allowed), day)
	e.describe(&c, a, sz, day)
	var p Pick
	if c.pick != nil {
		p = *c.pick
	}
	// Every rejection names its rule, with the reason the list of series
	// not picked gives.
	if c.rule != "" {
		out.Rule, out.Why = c.rule, c.reject
	} else {
		out.Fits = true
		out.FinishesInHours, out.Throughput = p.FinishesInHours, p.Throughput
	}
	if p.Region == "" { // rejected before any region was priced
		var ok bool
		if p, ok = e.oneVM(s, a, sz, allowed, day); !ok {
			return out
		}
		out.OneVM = true
	}
	out.Priced, out.Region, out.VMs, out.Plan, out.spans = true, p.Region, p.VMs, p.Cost, p.spans
	if reg, ok := e.cat.Region(p.Region); ok {
		out.RegionName = reg.DisplayName
	}
	out.Costs = append([]Cost{p.Cost}, p.Alternatives...)
	if s.GPUs.Float() > 0 && s.GPUMemoryGB > 0 {
		g, _ := e.cat.GPU(s.GPUModel)
		out.Unit = unitCosts(p.USDPerVMHour, &s, &g, a)
	}
	return out
}

// oneVM prices one VM of a size for the answered hours and months, in the
// cheapest allowed region (or, when none offers it, the cheapest region that
// does), under the price model asked for, else the cheapest one.
func (e *engine) oneVM(s catalog.Size, a Answers, sz Sizing, allowed []string, day string) (Pick, bool) {
	u := timeUsage(1, a)
	size, _ := e.cat.SizeIndex(s.Name)
	auto := a
	auto.Price = Auto
	x := new(ev)
	for _, regions := range [][]string{allowed, e.cat.RegionsOf(s.Name)} {
		at := e.places(regions)
		for _, ans := range []Answers{a, auto} {
			x.start(e, ans, sz, size, day)
			x.vms = 1
			best := -1
			var bestCost Cost
			for i, r := range at {
				chosen, _, ok := e.plans(x, r.at, u, false)
				if ok && (best < 0 || chosen.USDTotal < bestCost.USDTotal) {
					best, bestCost = i, chosen
				}
			}
			if best >= 0 {
				chosen, others, _ := e.plans(x, at[best].at, u, true)
				return Pick{Hardware: Hardware{Size: s.Name}, Region: at[best].name, VMs: 1, Cost: chosen, Alternatives: others}, true
			}
		}
	}
	return Pick{}, false
}

// AsPick is the compared size as a pick (its plan, region and VM count),
// for what takes a pick, such as the deploy commands; ok is false when the
// size does not fit the answers or has no price, so has no plan to deploy.
func (c Compared) AsPick() (Pick, bool) {
	if !c.Fits || !c.Priced || c.OneVM || len(c.Costs) == 0 {
		return Pick{}, false
	}
	return Pick{Hardware: c.Hardware, Region: c.Region, RegionName: c.RegionName, VMs: c.VMs, spans: c.spans,
		Cost: c.Plan, Alternatives: c.Costs[1:], FinishesInHours: c.FinishesInHours, Throughput: c.Throughput}, true
}
