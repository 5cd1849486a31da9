package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Cost is what a plan costs under one price model.
type Cost struct {
	// Model is the price model: payg, spot, ri1, ri3, sp1 or sp3.
	Model PricePref `json:"price_model"`
	// USDPerVMHour is the hourly price of one VM, US dollars.
	USDPerVMHour float64 `json:"usd_per_vm_hour"`
	// USDPerHour is the hourly price of all the plan's VMs.
	USDPerHour float64 `json:"usd_per_hour"`
	// USDPerMonth is a month of the plan: the hours run (pay-as-you-go, Spot)
	// or every hour of the month (reservations and savings plans bill them all).
	USDPerMonth float64 `json:"usd_per_month"`
	// USDTotal is the whole project: every month of it, or every month of the
	// commitment term when the term is longer than the project.
	USDTotal float64 `json:"usd_total"`
	// BilledMonths is the number of months USDTotal pays for.
	BilledMonths int `json:"billed_months"`
	// BilledHours is the VM-hours USDTotal pays for over the project: the hours
	// the work takes (work-bound tasks) or the service runs (time-bound), or
	// every hour of a commitment's term.
	BilledHours float64 `json:"billed_hours"`
	// Estimate is true when no source gives the price and it was derived.
	Estimate bool `json:"estimate"`
	// Assumption says how an estimated price was derived.
	Assumption words.Text `json:"assumption,omitempty"`
	// Source names where the underlying price comes from, with its date.
	Source words.Text `json:"source"`
	// Adjustments are the offers applied (Hybrid Benefit, Dev/Test), as sentences.
	Adjustments []words.Text `json:"adjustments,omitempty"`
	// Mix describes a mixed plan's parts, e.g. "2 VMs on a 3-year reservation
	// around the clock + 3 VMs pay-as-you-go for 200 h a month".
	Mix words.Text `json:"mix,omitempty"`
	// spot is true when some of the plan's VMs run on Spot.
	spot bool
	// undated is true when its Spot price comes from undated captures.
	undated bool
	// commit is the commitment a mixed plan buys ("" for a plain one), and
	// commitPerHour what a plan commits an hour, compute only (commitCost).
	commit        PricePref
	commitPerHour float64
	// licPerVMHour is the Windows licence estimated per VM-hour inside
	// USDPerVMHour: a commitment covers compute only and bills it for the
	// hours run (commitCost).
	licPerVMHour float64
}

// WorkBilled tells whether a pick is billed by its work: a work-bound task
// (the engine gives the hours it takes) paid as it runs, with no
// commitment billing every hour of a month. Such a pick has no month to
// show: a job of two hours would cost less "a month" than an hour.
func (p Pick) WorkBilled() bool {
	return p.FinishesInHours > 0 && (p.Model == PAYG || p.Model == Spot)
}

// WorkBills tells whether a cost of price model m of a pick that finishes
// in finishes hours (0: time-bound) is billed by the work, as WorkBilled:
// it then has no month to show, only the work's total.
func WorkBills(finishes float64, m PricePref) bool { return finishes > 0 && (m == PAYG || m == Spot) }

// CostOf is a pick's cost under one price model: the chosen plan or an
// alternative; ok is false when the model does not apply to the pick.
func (p Pick) CostOf(m PricePref) (Cost, bool) {
	if p.Model == m {
		return p.Cost, true
	}
	for _, c := range p.Alternatives {
		if c.Model == m {
			return c, true
		}
	}
	return Cost{}, false
}

// commitment is the commitment a plan buys, or "" for none.
func (c Cost) commitment() PricePref {
	if c.Model == Mixed {
		return c.commit
	}
	if termMonths(c.Model) > 0 {
		return c.Model
	}
	return ""
}

// Estimating rules for price models that no source in the catalog gives. Each
// is shown to the person with the price it produced.
const (
	// Reservations: the source articles cite 40–60 % savings for 1- or 3-year
	// terms (DOMAIN.md); the low end for 1 year, the high end for 3 years.
	// Microsoft's ceiling is 72 % (azure-pricing-facts.csv ri_max_savings).
	// The one recorded pair (NC4as T4 v3, eastus: 41 % and 62 % off) agrees.
	ri1Ratio = 0.60
	ri3Ratio = 0.40
	// Savings plans have no fixed figure: the catalog's recorded 1-year
	// savings-plan prices give their ratio to pay-as-you-go (ratio).
	// Windows licence per vCPU-hour when no Windows price is known: the Windows
	// Server pay-as-you-go rate through Azure Arc, USD 0.046/core/hour
	// (windows_payg_per_core_arc: a third-party transcription, an estimate).
	windowsPerVCPUHour = 0.046
	hoursPerMonth      = 730 // Azure's monthly hours (8760 / 12)
)

// termMonths is the commitment of each price model (0: none).
func termMonths(m PricePref) int {
	switch m {
	case RI1, SP1:
		return 12
	case RI3, SP3:
		return 36
	}
	return 0
}

// catalogModel maps a price preference and OS to the catalog's price model.
func catalogModel(m PricePref, os OS) catalog.PriceModel {
	switch m {
	case Spot:
		if os == Windows {
			return catalog.SpotWindows
		}
		return catalog.SpotLinux
	case RI1:
		return catalog.RI1Y
	case RI3:
		return catalog.RI3Y
	case SP1:
		return catalog.SP1Y
	case SP3:
		return catalog.SP3Y
	}
	if os == Windows {
		return catalog.PAYGWindows
	}
	return catalog.PAYGLinux
}

func source(c *catalog.Catalog, p catalog.Price) words.Text {
	s, _ := c.Source(p.Source)
	return sourceCited(s, p.AsOf)
}

// sourceCited names a source and the date of what it gave.
func sourceCited(s catalog.Source, asOf string) words.Text {
	return words.M(words.SourceCited, sourceLabel(s), words.S(asOf))
}

// sourceLabels are the price sources' short labels, by the catalog's source
// ID: a card cites its price in a few words of its language; the footer
// and the catalog keep each source's full title and origin.
var sourceLabels = []words.Named{{Key: "azure-retail-prices-api", ID: words.SrcRetailAPI}, {Key: "pricing-radar", ID: words.SrcRadar},
	{Key: "karpenter", ID: words.SrcKarpenter}, {Key: "skypilot", ID: words.SrcSkyPilot}, {Key: "azurecncalc-t4", ID: words.SrcResearchNote}}

func sourceLabel(s catalog.Source) words.Arg {
	if id, ok := words.Find(sourceLabels, s.ID); ok {
		return words.W(id)
	}
	return words.S(s.Title)
}

// listed is the catalog's Linux price of one VM-hour of the size under
// evaluation under m, where a source gives one the engine takes as it is:
// an undated Spot capture yields to the ratio observed in dated ones.
func (x *ev) listed(region int, m PricePref) (catalog.Price, bool) {
	p, ok := x.e.cat.PriceAt(x.size, region, catalogModel(m, Linux))
	if ok && p.AsOf == catalog.Undated && x.hasSpotObs && !x.spotObs.Undated {
		return p, false
	}
	return p, ok
}

// ratio is the share of the pay-as-you-go price an estimated price costs:
// Spot the ratio observed for the series, a reservation the assumed
// discount, a 1-year savings plan the recorded ratio for the series (else
// over all series), a 3-year one that ratio times the recorded 3-year ÷
// 1-year reservation step. ok is false when the catalog gives nothing to
// estimate from.
func (x *ev) ratio(m PricePref) (float64, bool) {
	switch m {
	case Spot:
		return x.spotObs.Ratio, x.hasSpotObs
	case RI1:
		return ri1Ratio, true
	case RI3:
		return ri3Ratio, true
	case SP1:
		if x.sp != nil {
			return x.sp.Ratio, true
		}
	case SP3:
		if x.sp != nil && x.e.step3 != nil {
			return x.sp.Ratio * x.e.step3.Ratio, true
		}
	}
	return 0, false
}

// hourly returns the price of one VM-hour of the size under evaluation in
// the region at Regions[region] under a price model, for the answers' OS and
// offers. ok is false when the size is not offered there (no pay-as-you-go
// price) or the model cannot apply.
//
// describe fills Source, Assumption and Adjustments; without them only the
// figures are computed.
func (e *engine) hourly(x *ev, region int, m PricePref, describe bool) (Cost, bool) {
	c, a := e.cat, &x.a
	base, ok := c.PriceAt(x.size, region, catalog.PAYGLinux)
	if !ok {
		return Cost{}, false
	}
	cost := Cost{Model: m}
	rate := base.USDPerHour
	cited := base // the price the source names, unless the rate is estimated
	estimated := false
	if m != PAYG {
		if p, ok := x.listed(region, m); ok {
			rate, cited = p.USDPerHour, p
			// An undated capture is no fact of today's market: an estimate.
			cost.Estimate, cost.undated = p.AsOf == catalog.Undated, p.AsOf == catalog.Undated
		} else {
			// Only a discount observed for this series extends to other
			// regions; a series no source prices on Spot has no Spot price.
			r, ok := x.ratio(m)
			if !ok {
				return Cost{}, false
			}
			cost.Estimate, estimated = true, true
			cost.undated = m == Spot && x.spotObs.Undated
			rate = base.USDPerHour * r
		}
	}
	// Windows without an offer: the Windows price where the catalog has one
	// (pay-as-you-go and Spot), else the licence estimated on top.
	if x.lic > 0 {
		if p, ok := c.PriceAt(x.size, region, catalogModel(m, Windows)); ok && (m == PAYG || m == Spot) {
			cost.USDPerVMHour, cost.Estimate, cost.undated = p.USDPerHour, false, false
			if describe {
				cost.Source = source(c, p)
			}
			return cost, true
		}
		rate += x.lic
		cost.Estimate, cost.licPerVMHour = true, x.lic
	}
	cost.USDPerVMHour = rate
	if !describe {
		return cost, true
	}
	// The words (sources, assumptions, offers) are messages with their
	// figures: building one formats nothing, and only the chosen region's
	// costs are described.
	r, _ := x.ratio(m)
	switch {
	case !estimated && cost.undated:
		s, _ := c.Source(cited.Source)
		label := sourceLabel(s)
		cost.Source = words.M(words.SourceUndated, label, words.S(s.AsOf))
		cost.Assumption = words.M(words.AssumeSpotUndated, label)
	case !estimated:
		cost.Source = source(c, cited)
	case m == Spot:
		s, _ := c.Source(x.spotObs.Source)
		obs := sourceLabel(s)
		if x.spotObs.Undated {
			obs = words.W(words.SourceUndatedShort, obs)
		}
		cost.Source = words.M(words.SourceSpotEstimate, words.WT(source(c, base)), obs)
		cost.Assumption = words.M(words.AssumeSpot, words.Pct(r), words.S(x.s.Series), words.I(x.spotObs.N), obs)
	default: // a reservation, or a savings plan from the recorded ones
		cost.Source = words.M(words.SourceDiscountEstimate, words.WT(source(c, base)))
		if m == RI1 || m == RI3 {
			cost.Assumption = words.M(words.AssumeRI, words.Pct(1-r))
		} else {
			cost.Assumption = x.spAssumption(m, r)
		}
	}
	switch {
	case a.OS != Windows:
	case a.DevTest || a.HybridBenefit:
		adjust := words.AdjustAHB
		if a.Is(SeatsJob) { // licensed per user ([avd-licence] in checklist_facts.go)
			adjust = words.AdjustAHBDesktop
		}
		if a.DevTest {
			adjust = words.AdjustDevTest
		}
		cost.Adjustments = []words.Text{words.M(adjust)}
	default:
		cost.Source = cost.Source.And(words.SourceWindowsEstimate)
		cost.Assumption = cost.Assumption.And(words.AssumeWindows, words.USDFixed(windowsPerVCPUHour, 3), words.I(x.s.VCPUs), words.USDFixed(float64(x.s.VCPUs)*windowsPerVCPUHour, 2))
	}
	return cost, true
}

// spAssumption says how a savings-plan price at r of pay-as-you-go was
// estimated: from the recorded prices of the series, or of all series when
// the series has none, and for 3 years with the reservations' step.
func (x *ev) spAssumption(m PricePref, r float64) words.Text {
	sp := x.sp
	src, _ := x.e.cat.Source(sp.Source)
	from := words.W(words.SPFromSeries, words.I(sp.N), words.S(x.s.Series))
	if sp.Series == "" {
		from = words.W(words.SPFromAll, words.I(sp.N), words.Pct(sp.Min), words.Pct(sp.Max), words.S(x.s.Series))
	}
	out := words.M(words.AssumeSP, words.Pct(r), from, words.WT(sourceCited(src, src.AsOf)))
	if m == SP3 {
		step := x.e.step3
		s3, _ := x.e.cat.Source(step.Source)
		out = out.And(words.AssumeSP3, words.I(step.N), words.Pct(sp.Ratio), words.Pct(step.Ratio), words.WT(sourceCited(s3, s3.AsOf)))
	}
	return out
}

// modelWords are the price models as words inside a sentence.
var modelWords = []words.Named{{Key: string(PAYG), ID: words.ModelPAYG}, {Key: string(Spot), ID: words.ModelSpot}, {Key: string(RI1), ID: words.ModelRI1},
	{Key: string(RI3), ID: words.ModelRI3}, {Key: string(SP1), ID: words.ModelSP1}, {Key: string(SP3), ID: words.ModelSP3}, {Key: string(Auto), ID: words.ModelAuto},
	{Key: string(Mixed), ID: words.ModelMixed}}

// modelWord is a price model as a word inside a sentence.
func modelWord(m PricePref) words.Arg { return nameWord(modelWords, string(m)) }

// estimated marks an amount or a price model "(estimate)" when its price is
// one: wherever money shows, an estimated discount is labelled (issue 22).
func estimated(v words.Arg, estimate bool) words.Arg {
	if estimate {
		return words.W(words.WithEstimate, v)
	}
	return v
}

// ModelName is a price model as a label in English, e.g. "1-year
// reservation": the sentences' word, capitalised.
func ModelName(m PricePref) string {
	id, ok := words.Find(modelWords, m)
	if !ok {
		return ""
	}
	s := []byte(words.T(words.En, id))
	if c := s[0]; c >= 'a' && c <= 'z' { // the words start in ASCII; no strings.ToUpper in the wasm
		s[0] = c - 'a' + 'A'
	}
	return string(s)
}

// modelLabels are the price models as the page labels them (a table cell,
// not a word inside a sentence).
var modelLabels = []words.Named{
	{Key: string(PAYG), ID: words.PricePAYG}, {Key: string(Spot), ID: words.PriceSpot}, {Key: string(RI1), ID: words.PriceRI1}, {Key: string(RI3), ID: words.PriceRI3},
	{Key: string(SP1), ID: words.PriceSP1}, {Key: string(SP3), ID: words.PriceSP3}, {Key: string(Auto), ID: words.PriceAuto}, {Key: string(Mixed), ID: words.PriceMixed},
}

// PriceLabel is the message that labels a price model on the page (a
// button, a table cell); ok is false for a model with no label.
func PriceLabel(m PricePref) (id words.ID, ok bool) {
	id, ok = words.Find(modelLabels, m)
	return id, ok
}
