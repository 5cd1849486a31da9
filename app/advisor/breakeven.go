package advisor

// HoursPerMonth is Azure's month of hours (8,760 / 12): what a commitment
// bills every month, used or not.
const HoursPerMonth = hoursPerMonth

// Rate is a pick's price per hour under one price model, for all its VMs.
type Rate struct {
	_ incomparable
	// Model is payg, spot, ri1, ri3, sp1 or sp3.
	Model PricePref
	// USDPerHour is the hourly price of all the plan's VMs, and Licence the
	// Windows licence estimated in it, which a commitment bills only for
	// the hours run (it covers compute only).
	USDPerHour, Licence float64
	// Estimate is true when no source gives the price.
	Estimate bool
}

// RateModels are the plain price models, in the order the charts and the
// CSV's columns show them.
var RateModels = []PricePref{PAYG, Spot, RI1, RI3, SP1, SP3}

// Rates are a pick's hourly prices under every plain price model that
// applies to it (its chosen plan and its alternatives), in the order
// pay-as-you-go, Spot, 1- and 3-year reservations, 1- and 3-year savings
// plans. Mixed plans are left out: they have no one hourly rate.
func Rates(p Pick) []Rate {
	var out []Rate
	for _, m := range RateModels {
		if c, ok := p.CostOf(m); ok && c.Mix == nil {
			out = append(out, Rate{Model: m, USDPerHour: c.USDPerHour, Licence: c.licPerVMHour * float64(p.VMs), Estimate: c.Estimate})
		}
	}
	return out
}

// BreakEvenHours is the hours a month above which a commitment, billed for
// every hour of the month at commit an hour, costs less than pay-as-you-go at
// payg an hour for the hours run: 730 × commit ÷ payg. ok is false when the
// commitment never pays off inside a month (it costs as much as or more than
// pay-as-you-go around the clock) or the rates make no sense.
func BreakEvenHours(commit, payg float64) (hours float64, ok bool) {
	if commit <= 0 || payg <= 0 || commit >= payg {
		return 0, false
	}
	return hoursPerMonth * commit / payg, true
}
