package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// plans costs every price model that applies to a size in a region for the
// plan's usage, with the mixed and term-then-pay-as-you-go plans, and
// chooses one; costs are the others. ok is false when the size is not
// offered there or not under the preferred model. describe adds the sources
// and assumptions, which only the chosen region needs.
func (e *engine) plans(x *ev, region int, u usage, describe bool) (chosen Cost, costs []Cost, ok bool) {
	// Comparing regions reuses the candidate's buffers; the chosen region's
	// costs are returned, so they get their own.
	p := priced{costs: x.costs[:0], commits: x.commits[:0]}
	if describe {
		// payg, Spot, four commitments, and two plans built on each
		p.costs, p.commits = make([]Cost, 0, 14), make([]Cost, 0, 4)
	}
	if !e.price(x, region, u, describe, &p) {
		return Cost{}, nil, false // not offered there
	}
	costs = p.costs
	for _, c := range p.commits {
		// A commitment asked for covers the project in whole terms, or in
		// the terms that fit and pay-as-you-go after them (13 months: a
		// 1-year term and a month), whichever bills less (choose).
		if x.a.Price != Auto && c.Model != x.a.Price {
			continue
		}
		if m, ok := termThenFlex(c, p.payg, u, describe); ok {
			costs = append(costs, m)
		}
		// The baseline committed and the other VMs flexible: a commitment
		// asked for never buys the peaks' VMs around the clock either.
		if m, ok := mixed(c, p.flex, u, describe); ok {
			costs = append(costs, m)
		}
	}
	i := choose(costs, x)
	if i >= 0 {
		chosen, ok = costs[i], true
	}
	if !describe {
		x.costs, x.commits = costs, p.commits
		return chosen, nil, ok // comparing regions needs the chosen figures only
	}
	return chosen, others(costs, i), ok
}

// priced is what plans chooses from: each price model's cost over the
// project, the commitments' hourly figures, pay-as-you-go's, and what the VMs
// a plan does not commit pay (flex: Spot where Auto may choose it, else
// pay-as-you-go).
type priced struct {
	_              incomparable
	costs, commits []Cost
	payg, flex     Cost
}

// price adds to p the cost of every price model that applies to the size in
// a region; false when it has no pay-as-you-go price there. It is plans'
// loop, in a function of its own so that each stays small for V8 (see
// docs/performance.md).
func (e *engine) price(x *ev, region int, u usage, describe bool, p *priced) bool {
	a := &x.a
	for _, m := range [...]PricePref{PAYG, Spot, RI1, RI3, SP1, SP3} {
		if m == Spot && !a.Interruptible && a.Price != Spot {
			continue
		}
		commit := termMonths(m) > 0
		if commit && legacy(&x.g) {
			continue // never commit to a legacy generation
		}
		cost, ok := e.hourly(x, region, m, describe)
		switch {
		case !ok && m == PAYG:
			return false
		case !ok:
			continue
		case m == PAYG:
			p.payg, p.flex = cost, cost
		case m == Spot && spotAuto(x):
			p.flex = cost
		}
		if commit {
			p.commits = append(p.commits, cost)
			cost = commitCost(cost, u)
		} else {
			cost = flexCost(cost, u)
		}
		p.costs = append(p.costs, cost)
	}
	return true
}

// spotAuto tells whether Auto may choose Spot: interruptible work that is not
// an interactive desktop and not one job synchronised across VMs (training
// or MPI: one eviction stalls every rank; one copy of a model served across
// VMs: one eviction takes the whole copy down).
func spotAuto(x *ev) bool {
	return x.a.Interruptible && !x.a.Is(SeatsJob) && !x.joined()
}

// choose is the index of the chosen cost, or -1: the cheapest whole-project
// cost of the preference when one is given (a commitment: its whole terms or
// its terms then pay-as-you-go), else among the plans Auto may choose.
func choose(costs []Cost, x *ev) int {
	best := -1
	for i, c := range costs {
		switch {
		case x.a.Price != Auto:
			if c.Model != x.a.Price && c.commitment() != x.a.Price {
				continue // another model, or a plan without the commitment asked for
			}
		case usesSpot(c) && !spotAuto(x):
			continue
		}
		if best < 0 || c.USDTotal < costs[best].USDTotal {
			best = i
		}
	}
	return best
}

// usesSpot tells whether a plan runs VMs on Spot.
func usesSpot(c Cost) bool {
	return c.Model == Spot || c.spot
}

// others are the costs but the chosen one at i (-1: none), in their order;
// costs is reused.
func others(costs []Cost, i int) []Cost {
	if i >= 0 {
		costs = append(costs[:i], costs[i+1:]...)
	}
	if len(costs) == 0 {
		return nil
	}
	return costs
}

// unitCosts are what an hour of a VM of the size buys at perVMHour.
func unitCosts(perVMHour float64, s *catalog.Size, g *catalog.GPU, a Answers) UnitCosts {
	gpus := s.GPUs.Float()
	u := UnitCosts{PerGPUHour: round4(perVMHour / gpus), PerGBHour: round4(perVMHour / s.GPUMemoryGB)}
	// Per dense (BF16) TFLOPS-hour, as the page labels it; not for HPC,
	// whose code runs at its bound's rate (FP64, FP32, bandwidth), which
	// the pick's throughput and the work's cost already price: a BF16
	// figure would compare GPUs by a rate the code does not use.
	if a.Task != HPC && g.BF16 > 0 {
		u.PerTFLOPHour = round4(perVMHour / (g.BF16 * gpus))
	}
	return u
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// priceReasons adds to out the reasons a pick's price gives.
func (e *engine) priceReasons(out []words.Text, p Pick, a Answers) []words.Text {
	addText(&out, words.ReasonPrice, modelWord(p.Model), words.USDFixed(p.USDPerVMHour, 2), words.Region(p.Region, p.RegionName), words.I(p.Regions))
	if len(p.Mix) > 0 {
		addText(&out, words.ReasonMix, words.WT(p.Mix))
	}
	if a.Price == Auto && len(p.Alternatives) > 0 {
		payg := p.Cost
		for _, c := range p.Alternatives {
			if c.Model == PAYG {
				payg = c
			}
		}
		if payg.Model == PAYG && p.Model != PAYG && payg.USDTotal > p.USDTotal {
			if p.Estimate {
				addText(&out, words.ReasonSavesEstimate, modelWord(p.Model), words.USD(payg.USDTotal-p.USDTotal), words.WT(p.Assumption))
			} else {
				addText(&out, words.ReasonSaves, modelWord(p.Model), words.USD(payg.USDTotal-p.USDTotal))
			}
		}
	}
	if c := p.commitment(); c == SP1 || c == SP3 {
		addText(&out, words.ReasonSPTerms, words.USDFixed(p.commitPerHour, 2))
	}
	if p.Unit.PerTFLOPHour > 0 {
		addText(&out, words.ReasonUnit, words.USDFixed(p.Unit.PerGPUHour, 2), words.USDFixed(p.Unit.PerTFLOPHour, 4))
	}
	return out
}

// usage is how a plan's VMs run over the project, month by month.
type usage struct {
	// vms is the plan's VM count.
	vms int
	// alwaysOn is how many of them run every hour of every month.
	alwaysOn int
	// months holds, per month of the project, the hours each other VM runs.
	months []float64
}

// timeUsage is a service's usage: the baseline around the clock, the other
// VMs the answered hours, every month of the project.
func timeUsage(vms int, a Answers) usage {
	u := usage{vms: vms, alwaysOn: min(a.BaseVMs, vms), months: make([]float64, a.Months)}
	if a.HoursPerMonth >= hoursPerMonth {
		u.alwaysOn = vms
	}
	for i := range u.months {
		u.months[i] = a.HoursPerMonth
	}
	return u
}

// workUsage is a job's usage: every VM runs until the work is done, at most
// the answered hours a month.
func workUsage(vms int, wallHours float64, a Answers) usage {
	u := usage{vms: vms}
	for left := wallHours; left > 1e-9; left -= a.HoursPerMonth {
		u.months = append(u.months, min(left, a.HoursPerMonth))
	}
	if len(u.months) == 0 {
		u.months = []float64{0}
	}
	return u
}

// vmHours are the VM-hours of months [from, to) of the usage.
func (u usage) vmHours(from, to int) float64 {
	var h float64
	for _, m := range u.months[from:to] {
		h += float64(u.alwaysOn)*hoursPerMonth + float64(u.vms-u.alwaysOn)*m
	}
	return h
}

// busiest is the most VM-hours any month of the usage runs.
func (u usage) busiest() float64 {
	var h float64
	for i := range u.months {
		h = max(h, u.vmHours(i, i+1))
	}
	return h
}

// flexCost bills the hours run: pay-as-you-go and Spot.
func flexCost(c Cost, u usage) Cost {
	c.USDPerHour = c.USDPerVMHour * float64(u.vms)
	c.BilledHours = u.vmHours(0, len(u.months))
	c.USDTotal = c.USDPerVMHour * c.BilledHours
	c.USDPerMonth = c.USDPerVMHour * u.busiest()
	c.BilledMonths = len(u.months)
	return c
}

// commitCost bills every hour of every month of whole terms that cover the
// project (ri_hourly_use_it_or_lose_it, sp_mechanics). The commitment covers
// compute only: an estimated Windows licence is billed for the hours the VMs
// run, at its pay-as-you-go rate (ri_covers_compute_only,
// windows_sw_charged_per_vcpu; Learn, "Software costs not included in
// savings plans", MicrosoftDocs/azure-docs articles/cost-management-billing/
// savings-plan/software-costs-not-included.md, ms.date 2026-01-08).
func commitCost(c Cost, u usage) Cost {
	t := termMonths(c.Model)
	terms := (len(u.months) + t - 1) / t
	lic := c.licPerVMHour
	c.USDPerHour = c.USDPerVMHour * float64(u.vms)
	c.commitPerHour = (c.USDPerVMHour - lic) * float64(u.vms)
	c.USDPerMonth = c.commitPerHour*hoursPerMonth + lic*u.busiest()
	c.BilledMonths = terms * t
	c.BilledHours = float64(u.vms) * hoursPerMonth * float64(c.BilledMonths)
	c.USDTotal = committed(c.USDPerVMHour-lic, float64(u.vms), float64(c.BilledMonths)) + lic*u.vmHours(0, len(u.months))
	return c
}

// termThenFlex commits whole terms that fit inside the project and pays the
// months after them as they run, e.g. 13 months = a 1-year term + 1 month
// pay-as-you-go. ok is false when no whole term fits or nothing is left over.
func termThenFlex(commit, flex Cost, u usage, describe bool) (Cost, bool) {
	t := termMonths(commit.Model)
	k := len(u.months) / t * t
	if k == 0 || k == len(u.months) {
		return Cost{}, false
	}
	head := commitCost(commit, usage{vms: u.vms, alwaysOn: u.alwaysOn, months: u.months[:k]})
	tail := flexCost(flex, usage{vms: u.vms, alwaysOn: u.alwaysOn, months: u.months[k:]})
	out := combine(head, tail, u.vms)
	// The term and the months after it run one after the other: an hour
	// and a month of the plan are those of its dearer part, not both added.
	out.USDPerHour, out.USDPerMonth = max(head.USDPerHour, tail.USDPerHour), max(head.USDPerMonth, tail.USDPerMonth)
	out.USDPerVMHour = out.USDPerHour / float64(max(1, u.vms))
	out.BilledMonths = head.BilledMonths + tail.BilledMonths // 13 = 12 + 1
	out.spot, out.commit, out.commitPerHour = flex.Model == Spot, commit.Model, head.commitPerHour
	if describe {
		out.Mix = words.M(words.MixTermThenFlex, words.I(u.vms), modelWord(commit.Model), months(k), modelWord(flex.Model), months(len(u.months)-k))
	}
	return out, true
}

// mixed commits only the always-on baseline and runs the other VMs on flex
// (pay-as-you-go, or Spot for interruptible work) for their hours (DOMAIN.md,
// seed 002's mixed plan). A savings plan here is an hourly dollar commitment
// sized to the baseline's hours, not one per VM.
func mixed(commit, flex Cost, u usage, describe bool) (Cost, bool) {
	if u.alwaysOn <= 0 || u.alwaysOn >= u.vms {
		return Cost{}, false
	}
	base := usage{vms: u.alwaysOn, alwaysOn: u.alwaysOn, months: u.months}
	c := commitCost(commit, base)
	if tt, ok := termThenFlex(commit, flex, base, describe); ok && tt.USDTotal < c.USDTotal {
		c = tt
	}
	f := flexCost(flex, usage{vms: u.vms - u.alwaysOn, months: u.months})
	out := combine(c, f, u.vms)
	out.USDPerMonth = c.USDPerMonth + f.USDPerMonth
	out.spot, out.commit, out.commitPerHour = flex.Model == Spot, commit.Model, c.commitPerHour
	if !describe {
		return out, true
	}
	what := modelWord(commit.Model)
	if commit.Model == SP1 || commit.Model == SP3 {
		what = words.W(words.MixSPHourly, what, words.USDFixed(c.commitPerHour, 2))
	}
	if c.Model == Mixed {
		// The baseline's terms, then the months after them on flex: said
		// so, not a commitment around the clock.
		t := termMonths(commit.Model)
		k := len(u.months) / t * t
		what = words.W(words.MixThen, what, months(k), modelWord(flex.Model), months(len(u.months)-k))
	}
	out.Mix = words.M(words.MixBaseline, words.I(u.alwaysOn), what, vmCount(u.vms-u.alwaysOn), modelWord(flex.Model), num(u.months[0]))
	return out, true
}

// combine adds two parts of one plan.
func combine(x, y Cost, vms int) Cost {
	out := Cost{Model: Mixed, USDPerHour: x.USDPerHour + y.USDPerHour, USDTotal: x.USDTotal + y.USDTotal,
		BilledMonths: max(x.BilledMonths, y.BilledMonths), BilledHours: x.BilledHours + y.BilledHours,
		Estimate: x.Estimate || y.Estimate, undated: x.undated || y.undated, Assumption: x.Assumption, Source: x.Source,
		Adjustments: x.Adjustments}
	// Both parts are the same size in the same region: an assumption they
	// share (the Windows licence) is said once.
	for _, m := range y.Assumption {
		if !x.Assumption.Has(m.ID) {
			out.Assumption = out.Assumption.Plus(words.Text{m})
		}
	}
	// Without words (comparing regions) both sources are empty; with them,
	// two different sources are both named.
	if len(y.Source) > 0 && x.Source.In(words.En) != y.Source.In(words.En) {
		out.Source = words.M(words.SourceBoth, words.WT(x.Source), words.WT(y.Source))
		if len(x.Source) == 0 {
			out.Source = y.Source
		}
	}
	out.USDPerVMHour = out.USDPerHour / float64(max(1, vms))
	return out
}

func months(n int) words.Arg { return words.W(words.CountMonths, words.I(n)) }

// addText adds a message to a list of texts.
func addText(out *[]words.Text, id words.ID, args ...words.Arg) {
	*out = append(*out, words.M(id, args...))
}
