package advisor

import (
	"fmt"
	"math"
	"sort"
	"strings"

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
	Assumption string `json:"assumption,omitempty"`
	// Source names where the underlying price comes from, with its date.
	Source string `json:"source"`
	// Adjustments are the offers applied (Hybrid Benefit, Dev/Test), as sentences.
	Adjustments []string `json:"adjustments,omitempty"`
	// Mix describes a mixed plan's parts, e.g. "2 VMs on a 3-year reservation
	// around the clock + 3 VMs pay-as-you-go for 200 h a month".
	Mix string `json:"mix,omitempty"`
}

// Estimating rules for price models that no source in the catalog gives. Each
// is shown to the person with the price it produced.
const (
	// Spot without an observed price for the series: the low end of the
	// 70–90 % discount the source articles cite (DOMAIN.md, seed 001).
	spotDefaultRatio = 0.30
	// Reservations: the source articles cite 40–60 % savings for 1- or 3-year
	// terms (DOMAIN.md); the low end for 1 year, the high end for 3 years.
	// Microsoft's ceiling is 72 % (azure-pricing-facts.csv ri_max_savings).
	ri1Ratio = 0.60
	ri3Ratio = 0.40
	// Savings plans: Microsoft says reservations save more than savings plans
	// and caps savings plans at 65 % (sp_vs_reservation, sp_max_savings); the
	// estimate stays below the reservation figures.
	sp1Ratio = 0.70
	sp3Ratio = 0.50
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

func source(c *catalog.Catalog, p catalog.Price) string {
	s, _ := c.Source(p.Source)
	return fmt.Sprintf("%s, as of %s", s.Title, p.AsOf)
}

// spotRatios computes, per series, the median of Spot / pay-as-you-go over the
// regions where the catalog has both, so that a Spot estimate follows what was
// observed for that hardware rather than a blanket discount.
func spotRatios(c *catalog.Catalog) map[string]spotObs {
	bySeries := map[string][]float64{}
	for _, p := range c.Prices {
		if p.Model != catalog.SpotLinux {
			continue
		}
		base, ok := c.Price(p.Size, p.Region, catalog.PAYGLinux)
		s, _ := c.Size(p.Size)
		if ok {
			bySeries[s.Series] = append(bySeries[s.Series], p.USDPerHour/base.USDPerHour)
		}
	}
	out := map[string]spotObs{}
	for series, r := range bySeries {
		sort.Float64s(r)
		out[series] = spotObs{ratio: r[len(r)/2], n: len(r)}
	}
	return out
}

type spotObs struct {
	ratio float64
	n     int
}

// hourly returns the price of one VM-hour of a size in a region under a price
// model, for the answers' OS and offers. ok is false when the size is not
// offered there (no pay-as-you-go price) or the model cannot apply.
//
// describe fills Source and Assumption; without it only the figures are
// computed, which is what comparing regions needs.
func (e *engine) hourly(s catalog.Size, region string, m PricePref, a Answers, describe bool) (cost Cost, ok bool) {
	c := e.cat
	base, ok := c.Price(s.Name, region, catalog.PAYGLinux)
	if !ok {
		return Cost{}, false
	}
	defer func() {
		if !describe {
			cost.Source, cost.Assumption, cost.Adjustments = "", "", nil
		}
	}()
	cost = Cost{Model: m, Source: lazy(describe, func() string { return source(c, base) })}
	rate := base.USDPerHour

	if m != PAYG {
		if p, ok := c.Price(s.Name, region, catalogModel(m, Linux)); ok {
			rate, cost.Source = p.USDPerHour, lazy(describe, func() string { return source(c, p) })
		} else {
			cost.Estimate = true
			switch m {
			case Spot:
				if obs, ok := e.spot[s.Series]; ok {
					rate = base.USDPerHour * obs.ratio
					cost.Assumption = lazy(describe, func() string {
						return fmt.Sprintf("Spot estimated at %.0f%% of pay-as-you-go: the median Spot/pay-as-you-go ratio observed for %s in %d US region-prices (SkyPilot, undated). Spot prices move with demand.", obs.ratio*100, s.Series, obs.n)
					})
				} else {
					rate = base.USDPerHour * spotDefaultRatio
					cost.Assumption = "Spot estimated at 30% of pay-as-you-go, the low end of the 70–90% discount commonly cited; no Spot price for this series is in the sources. Spot prices move with demand."
				}
			case RI1, RI3:
				ratio := map[PricePref]float64{RI1: ri1Ratio, RI3: ri3Ratio}[m]
				rate = base.USDPerHour * ratio
				cost.Assumption = lazy(describe, func() string {
					return fmt.Sprintf("Reservation estimated at %.0f%% off pay-as-you-go (the 40–60%% range the source articles cite; Microsoft's ceiling is 72%%). Check the real price in the Azure pricing calculator.", (1-ratio)*100)
				})
			case SP1, SP3:
				ratio := map[PricePref]float64{SP1: sp1Ratio, SP3: sp3Ratio}[m]
				rate = base.USDPerHour * ratio
				cost.Assumption = lazy(describe, func() string {
					return fmt.Sprintf("Savings plan estimated at %.0f%% off pay-as-you-go (assumed below reservations, which Microsoft says save more; its ceiling is 65%%). Check the real price in the Azure pricing calculator.", (1-ratio)*100)
				})
			}
		}
	}

	if a.OS == Windows {
		switch {
		case a.DevTest:
			cost.Adjustments = append(cost.Adjustments, "Dev/Test subscription: Windows VMs are billed at the Linux rate (Visual Studio subscribers, non-production only).")
		case a.HybridBenefit:
			cost.Adjustments = append(cost.Adjustments, "Azure Hybrid Benefit: your Windows Server licences cover the OS, so the VM is billed at the Linux rate.")
		default:
			if p, ok := c.Price(s.Name, region, catalogModel(m, Windows)); ok && (m == PAYG || m == Spot) {
				rate, cost.Source, cost.Estimate = p.USDPerHour, lazy(describe, func() string { return source(c, p) }), false
			} else {
				lic := float64(s.VCPUs) * windowsPerVCPUHour
				rate += lic
				cost.Estimate = true
				if describe {
					cost.Assumption = join(cost.Assumption, fmt.Sprintf("Windows licence estimated at $%.3f per vCPU-hour × %d vCPUs = $%.2f/hour (Windows Server pay-as-you-go rate via Azure Arc; no Windows price for this size is in the sources).", windowsPerVCPUHour, s.VCPUs, lic))
				}
			}
		}
	}
	cost.USDPerVMHour = rate
	return cost, true
}

// scale turns an hourly VM price into a plan's costs for the given VMs: the
// baseline VMs run around the clock, the others the answered hours.
func scale(c Cost, vms int, a Answers) Cost {
	c.USDPerHour = c.USDPerVMHour * float64(vms)
	if t := termMonths(c.Model); t > 0 {
		// A reservation or savings-plan commitment bills every hour of every
		// month of its term, used or not (ri_hourly_use_it_or_lose_it, sp_mechanics).
		c.USDPerMonth = c.USDPerHour * hoursPerMonth
		c.BilledMonths = int(math.Ceil(float64(a.Months)/float64(t))) * t
	} else {
		base := min(a.BaseVMs, vms)
		c.USDPerMonth = c.USDPerVMHour * (float64(base)*hoursPerMonth + float64(vms-base)*a.HoursPerMonth)
		c.BilledMonths = a.Months
	}
	c.USDTotal = c.USDPerMonth * float64(c.BilledMonths)
	return c
}

// mixed is the plan that commits only the baseline: the answers' always-on
// VMs on a commitment, the other VMs on flex (pay-as-you-go, or Spot for
// interruptible work) for their hours (DOMAIN.md, seed 002's mixed plan).
func mixed(commit, flex Cost, vms int, a Answers) (Cost, bool) {
	base := a.BaseVMs
	if base <= 0 || base >= vms || termMonths(commit.Model) == 0 {
		return Cost{}, false
	}
	c := scale(commit, base, a)
	f := scale(flex, vms-base, Answers{HoursPerMonth: a.HoursPerMonth, Months: a.Months})
	out := Cost{Model: Mixed, USDPerHour: c.USDPerHour + f.USDPerHour, USDPerMonth: c.USDPerMonth + f.USDPerMonth,
		USDTotal: c.USDTotal + f.USDTotal, BilledMonths: max(c.BilledMonths, f.BilledMonths),
		Estimate: c.Estimate || f.Estimate, Assumption: join(c.Assumption, f.Assumption), Source: c.Source,
		Adjustments: c.Adjustments}
	out.USDPerVMHour = out.USDPerHour / float64(vms)
	out.Mix = fmt.Sprintf("%d VM(s) on a %s around the clock + %d VM(s) %s for %s h a month", base, lower(ModelName(commit.Model)),
		vms-base, lower(ModelName(flex.Model)), fmtNum(a.HoursPerMonth))
	return out, true
}

func lower(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// lazy calls f only when the words are wanted.
func lazy(describe bool, f func() string) string {
	if !describe {
		return ""
	}
	return f()
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}
