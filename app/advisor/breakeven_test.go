package advisor_test

import (
	"math"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

func TestBreakEvenHours(t *testing.T) {
	for _, tc := range []struct {
		scenario     string
		commit, payg float64
		want         float64
		ok           bool
	}{
		{"40% off pays off above 60% of the month", 6, 10, 438, true},
		{"half price pays off above half the month", 5, 10, 365, true},
		{"no discount never pays off", 10, 10, 0, false},
		{"dearer never pays off", 12, 10, 0, false},
		{"no pay-as-you-go price", 5, 0, 0, false},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			got, ok := advisor.BreakEvenHours(tc.commit, tc.payg)
			if ok != tc.ok || math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("BreakEvenHours(%v, %v) = %v, %v; want %v, %v", tc.commit, tc.payg, got, ok, tc.want, tc.ok)
			}
		})
	}
}

// A pick's rates give back its monthly costs: pay-as-you-go for the hours
// run, a commitment for every hour of the month.
func TestRatesMatchThePick(t *testing.T) {
	r := advise(t, "v=1&task=inference&params=8&hours=300&months=12&price=payg")
	if len(r.Recommendations) == 0 {
		t.Fatal("no pick")
	}
	p := r.Recommendations[0]
	rates := advisor.Rates(p)
	seen := map[advisor.PricePref]advisor.Rate{}
	for _, x := range rates {
		seen[x.Model] = x
	}
	payg, ok := seen[advisor.PAYG]
	if !ok || rates[0].Model != advisor.PAYG {
		t.Fatalf("rates %+v: pay-as-you-go missing or not first", rates)
	}
	if got, want := payg.USDPerHour*300, p.USDPerMonth; math.Abs(got-want) > 0.005 {
		t.Errorf("pay-as-you-go × 300 h = %.2f, the pick says %.2f a month", got, want)
	}
	ri1, ok := seen[advisor.RI1]
	if !ok {
		t.Fatalf("no 1-year reservation rate in %+v", rates)
	}
	for _, alt := range p.Alternatives {
		if alt.Model == advisor.RI1 && alt.Mix == nil {
			if got, want := ri1.USDPerHour*advisor.HoursPerMonth, alt.USDPerMonth; math.Abs(got-want) > 0.005 {
				t.Errorf("1-year rate × 730 h = %.2f, the alternative says %.2f a month", got, want)
			}
		}
	}
	h, ok := advisor.BreakEvenHours(ri1.USDPerHour, payg.USDPerHour)
	if !ok || h <= 0 || h >= advisor.HoursPerMonth {
		t.Errorf("1-year reservation breaks even at %v h (ok %v), want inside the month", h, ok)
	}
}

// A plan of several parts (a term then pay-as-you-go, a committed baseline
// beside flexible VMs) never bills an hour above its dearest plain price
// model: its parts run one after the other or side by side, never twice in
// the same hour. 13 months was shown at the 1-year reservation's rate plus
// pay-as-you-go's, above pay-as-you-go itself.
func TestMixedPlanHourNeverAboveItsParts(t *testing.T) {
	for _, q := range []string{
		"v=1&task=inference&model=llama-3.1-8b&hours=500&months=13&region=eastus",
		"v=1&task=inference&model=llama-3.1-70b&prec=fp8&months=40&region=westeurope",
		"v=1&task=inference&model=llama-3.1-8b&conc=64&tps=2000&base=1&hours=200&months=14&region=eastus",
	} {
		r := advise(t, q)
		mixed := 0
		for _, p := range r.Recommendations {
			if p.Model != advisor.Mixed {
				continue
			}
			mixed++
			dearest := 0.0
			for _, c := range p.Alternatives {
				if c.Model != advisor.Mixed {
					dearest = max(dearest, c.USDPerVMHour)
				}
			}
			if strings.Contains(p.Mix.String(), "then pay-as-you-go") && p.BilledMonths != r.Answers.Months {
				t.Errorf("%s: %s %s bills %d months of a %d-month project", q, p.Size, p.Mix, p.BilledMonths, r.Answers.Months)
			}
			if p.USDPerVMHour > dearest+1e-9 || p.Unit.PerGPUHour*p.GPUsTotal/float64(p.VMs) > dearest+0.01 {
				t.Errorf("%s: %s %s at $%.4f a VM-hour ($%.2f a GPU-hour), above its dearest price model's $%.4f",
					q, p.Size, p.Mix, p.USDPerVMHour, p.Unit.PerGPUHour, dearest)
			}
		}
		if mixed == 0 {
			t.Errorf("%s: no mixed plan to check", q)
		}
	}
}

// A forced commitment over 13 months (a term, then a month pay-as-you-go)
// breaks even where the term alone does: the month after it is paid as it
// runs either way. It read 576 hours a month, the project's total spread
// over its 13 months, for the term's 608.
func TestTermThenPAYGBreaksEvenAsTheTerm(t *testing.T) {
	even := func(q string) string {
		r := advise(t, q)
		for _, n := range r.Notices {
			if n.Code == "commit-over-payg" {
				s := n.Text.String()
				i := strings.Index(s, "from about ")
				if i >= 0 {
					return strings.Fields(s[i+len("from about "):])[0]
				}
			}
		}
		t.Fatalf("%s: no break-even notice in %v", q, r.Notices)
		return ""
	}
	term := even("v=1&task=inference&model=llama-3.1-8b&price=sp1&months=12&hours=200&region=eastus")
	then := even("v=1&task=inference&model=llama-3.1-8b&price=sp1&months=13&hours=200&region=eastus")
	if term != then {
		t.Errorf("break-even %s hours a month for 13 months, %s for the 12-month term", then, term)
	}
}
