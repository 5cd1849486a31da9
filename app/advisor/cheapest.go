package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Comparing regions is the engine's inner loop: every size that fits is
// priced in every allowed region (52 for the defaults) under every price
// model. Only the chosen plan's whole-project cost decides the region, so
// the loop works on figures alone: no Cost values, no words, and no name
// looked up. plans then costs the chosen region in full. Every figure here
// is computed as pricing.go computes it, operation for operation, so the
// region chosen is the one plans would choose (TestCheapestAgreesWithPlans).

// place is an allowed region and its place in the catalog's Regions.
type place struct {
	_    incomparable
	name string
	at   int
}

// places resolves region names once per answer; names the catalog does not
// hold have no prices and are left out.
func (e *engine) places(regions []string) []place {
	out := make([]place, 0, len(regions))
	for _, r := range regions {
		if i, ok := e.cat.RegionIndex(r); ok {
			out = append(out, place{name: r, at: i})
		}
	}
	return out
}

// bill is what a usage bills under each kind of plan, before any price:
// the same for every region, so it is worked out once per size.
type bill struct {
	vms       float64 // the plan's VMs
	flexHours float64 // VM-hours billed pay-as-you-go or on Spot (flexCost)
	// per commitment term (12 and 36 months): see commitCost, termThenFlex
	full [2]float64 // months billed committing the whole project
	tt   [2]split   // a whole term, then pay-as-you-go
	// mixed: the always-on baseline committed (for the months of full),
	// the rest flexible
	mixed     bool
	baseVMs   float64
	baseHours float64 // VM-hours the baseline runs
	baseTT    [2]split
	restHours float64
}

// split is a plan of whole terms followed by flexible months.
type split struct {
	ok         bool
	headMonths float64 // months committed
	headHours  float64 // VM-hours run in them
	tailHours  float64 // VM-hours after the terms
}

var terms = [2]int{12, 36}

func newBill(u usage) bill {
	b := bill{vms: float64(u.vms), flexHours: u.vmHours(0, len(u.months))}
	for i, t := range terms {
		b.full[i] = float64((len(u.months) + t - 1) / t * t)
		b.tt[i] = splitOf(u, t)
	}
	if u.alwaysOn > 0 && u.alwaysOn < u.vms {
		base := usage{vms: u.alwaysOn, alwaysOn: u.alwaysOn, months: u.months}
		b.mixed, b.baseVMs, b.baseHours = true, float64(u.alwaysOn), base.vmHours(0, len(u.months))
		for i, t := range terms {
			b.baseTT[i] = splitOf(base, t)
		}
		b.restHours = usage{vms: u.vms - u.alwaysOn, months: u.months}.vmHours(0, len(u.months))
	}
	return b
}

// splitOf is termThenFlex's bill for a term of t months.
func splitOf(u usage, t int) split {
	k := len(u.months) / t * t
	if k == 0 || k == len(u.months) {
		return split{}
	}
	return split{ok: true, headMonths: float64(k), headHours: u.vmHours(0, k), tailHours: u.vmHours(k, len(u.months))}
}

// committed is what commitCost bills for compute: every hour of the billed
// months.
func committed(rate, vms, months float64) float64 {
	perHour := rate * vms
	perMonth := perHour * hoursPerMonth
	return perMonth * months
}

// rates are one size's hourly prices in one region under the price models
// plans compares, in the order it adds them.
type rates struct {
	payg, spot float64
	hasSpot    bool
	commit     [4]float64 // RI1, RI3, SP1, SP3
	hasCommit  [4]bool
}

// commitModels are a 1-year and a 3-year term, twice: the term of commitModels[i]
// is terms[i%2].
var commitModels = [4]PricePref{RI1, RI3, SP1, SP3}

// rate is hourly's USDPerVMHour: the figure without the words.
func (e *engine) rate(x *ev, size, region int, m PricePref) (float64, bool) {
	c := e.cat
	base, ok := c.PriceAt(size, region, catalog.PAYGLinux)
	if !ok {
		return 0, false
	}
	rate := base.USDPerHour
	if m != PAYG {
		if p, ok := x.listed(region, m); ok {
			rate = p.USDPerHour
		} else {
			r, ok := x.ratio(m)
			if !ok {
				return 0, false
			}
			rate = base.USDPerHour * r
		}
	}
	if x.lic > 0 {
		if p, ok := c.PriceAt(size, region, catalogModel(m, Windows)); ok && (m == PAYG || m == Spot) {
			rate = p.USDPerHour
		} else {
			rate += x.lic
		}
	}
	return rate, true
}

// cheapest is the USDTotal of the plan plans would choose for the size at
// Sizes[size] in a region; ok is false when plans has none there.
func (e *engine) cheapest(x *ev, size, region int, b *bill) (float64, bool) {
	a := &x.a
	var r rates
	var ok bool
	if r.payg, ok = e.rate(x, size, region, PAYG); !ok {
		return 0, false
	}
	if a.Interruptible || a.Price == Spot {
		r.spot, r.hasSpot = e.rate(x, size, region, Spot)
	}
	if !legacy(&x.g) {
		for i, m := range commitModels {
			r.commit[i], r.hasCommit[i] = e.rate(x, size, region, m)
		}
	}
	if a.Price != Auto {
		switch a.Price {
		case PAYG:
			return r.payg * b.flexHours, true
		case Spot:
			return r.spot * b.flexHours, r.hasSpot
		}
	}
	// The cheapest plan it may choose, a least total whatever order plans
	// weighs them in: under Auto, any; under a commitment asked for, the
	// plans built on it (whole terms, terms then pay-as-you-go, the
	// baseline committed), none when it has no price.
	best := r.payg * b.flexHours
	flex := r.payg
	if r.hasSpot {
		if spotAuto(x) {
			best = min(best, r.spot*b.flexHours)
			flex = r.spot
		}
	}
	if a.Price != Auto {
		best = math.Inf(1)
	}
	lic := x.lic // a commitment bills it for the hours run (commitCost)
	for i, m := range commitModels {
		if !r.hasCommit[i] || a.Price != Auto && a.Price != m {
			continue
		}
		t, rc := i%2, r.commit[i]-lic
		best = min(best, committed(rc, b.vms, b.full[t])+lic*b.flexHours) // commitCost(commit, u)
		if s := b.tt[t]; s.ok {
			// termThenFlex(commit, payg, u)
			best = min(best, committed(rc, b.vms, s.headMonths)+lic*s.headHours+r.payg*s.tailHours)
		}
		if b.mixed { // mixed(commit, flex, u)
			c := committed(rc, b.baseVMs, b.full[t]) + lic*b.baseHours
			if s := b.baseTT[t]; s.ok {
				if tt := committed(rc, b.baseVMs, s.headMonths) + lic*s.headHours + flex*s.tailHours; tt < c {
					c = tt
				}
			}
			best = min(best, c+flex*b.restHours)
		}
	}
	return best, !math.IsInf(best, 1)
}
