package advisor

import (
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestCheapestAgreesWithPlans: the region loop's figures-only cost is, to
// the bit, the total of the plan plans chooses, and it finds a plan exactly
// where plans does, for every size and region over answers that reach every
// branch: each price preference, both OSes and their offers, Spot or not,
// projects shorter and longer than the terms, a baseline or none.
func TestCheapestAgreesWithPlans(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	e := &New(c).e
	regions := e.places(e.allowedRegions(Answers{}))
	if len(regions) < 40 {
		t.Fatalf("only %d regions", len(regions))
	}
	i, compared, priced := 0, 0, 0
	for _, task := range []Task{Inference, Finetune, Render, HPC} {
		for _, pref := range append(PricePrefs, Mixed) {
			for _, months := range []int{1, 12, 13, 40} {
				i++
				a := Defaults(task)
				a.Price, a.Months = pref, months
				a.OS = []OS{Linux, Windows}[i%2]
				a.DevTest, a.HybridBenefit = i%5 == 1, i%5 == 2
				a.Interruptible = i%3 != 0
				a.HoursPerMonth = []float64{50, 200, 730}[i%3]
				a.BaseVMs = i % 3
				a.Concurrency = 1 + i%40
				a, _ = Normalize(a, c)
				a.Price = pref // Mixed too, which Normalize reads as Auto
				sz := Size(a)
				for size := range c.Sizes {
					x := new(ev)
					x.start(e, a, sz, size, "2026-12-01")
					if !passes(x, hardwareRules) || x.plan() != nil || !passes(x, fitRules) {
						continue // as evaluate: no region is priced
					}
					u := x.usage()
					b := newBill(u)
					for _, r := range regions {
						want, _, wantOK := e.plans(x, r.at, u, false)
						got, ok := e.cheapest(x, size, r.at, &b)
						compared++
						if ok != wantOK || (ok && got != want.USDTotal) {
							t.Fatalf("%s %s months=%d os=%s: %s in %s: cheapest = %v, %v; plans chose %s at %v, %v",
								task, pref, months, a.OS, x.s.Name, r.name, got, ok, want.Model, want.USDTotal, wantOK)
						}
						if ok {
							priced++
						}
					}
				}
			}
		}
	}
	if priced < compared/10 {
		t.Errorf("only %d of %d size × region × answers priced: the test reaches too little", priced, compared)
	}
}

func passes(x *ev, rules []rule) bool {
	for _, r := range rules {
		if reject, _ := r.filter(x); reject != nil {
			return false
		}
	}
	return true
}
