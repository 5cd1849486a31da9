package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// pickCard is one recommendation: the size, its hardware, where, how many,
// what it costs under the chosen price model, and why.
type pickCard struct {
	app.Compo
	Lang words.Lang
	Pick advisor.Pick
	// Compared is true when the size is ticked for comparison; CompareFull
	// when as many sizes as can be compared are.
	Compared, CompareFull bool
	// Answers and Catalog, when set (the top pick), add the Deploy panel.
	Answers advisor.Answers
	Catalog *catalog.Catalog
}

func (c *pickCard) Render() app.UI {
	p, l := c.Pick, c.Lang
	t := func(id words.ID, args ...words.Arg) string { return words.T(l, id, args...) }
	hw := []string{strconv.Itoa(p.VCPUs) + " vCPU", t(words.RAM, words.N(p.MemoryGiB))}
	if p.NVMeGiB > 0 {
		hw = append(hw, storage(p.NVMeGiB)+" NVMe")
	} else if p.TempDiskGiB > 0 {
		hw = append(hw, t(words.TempDisk, words.S(storage(p.TempDiskGiB))))
	}
	if p.NetworkMbps > 0 {
		hw = append(hw, network(p.NetworkMbps))
	}
	if p.InfiniBand {
		ib := "InfiniBand"
		if p.InfiniBandGbps > 0 {
			ib += " " + strconv.Itoa(p.InfiniBandGbps) + " Gb/s/GPU"
		}
		hw = append(hw, ib)
	}
	if p.NVLink {
		hw = append(hw, "NVLink")
	}
	est := ""
	if p.Estimate {
		est = " estimate"
	}
	vms := t(words.CountVMs, words.I(p.VMs))
	return app.Li().Class("pick card"+est).
		DataSet("size", p.Size).DataSet("region", p.Region).DataSet("model", string(p.Model)).
		DataSet("usd-hour", words.Cents(p.USDPerHour)).DataSet("usd-month", words.Cents(p.USDPerMonth)).DataSet("usd-total", words.Cents(p.USDTotal)).
		Body(
			app.Div().Class("pick-head").Body(
				app.Span().Class("rank").Text(p.Rank),
				app.Div().Body(
					app.H3().Class("pick-size").Body(breakable(p.Size)...),
					app.P().Class("pick-gpu").Text(t(words.GPULine, words.S(p.Series), words.S(words.Fraction(p.GPUsPerVM)), words.S(p.GPUModel), words.N(p.GPUMemoryGB))),
				),
				app.If(string(p.Lifecycle.Status) != "ga", func() app.UI {
					return app.Span().Class("badge warn").Text(string(p.Lifecycle.Status))
				}),
				compareTick(l, p.Size, c.Compared, c.CompareFull),
			),
			app.P().Class("pick-hw").Text(strings.Join(hw, " · ")),
			app.Dl().Class("pick-cost").Body(
				app.Div().Body(app.Dt().Text(t(words.Where)), app.Dd().Text(p.RegionName+" · "+vms)),
				app.Div().Body(app.Dt().Text(t(words.PriceModel)), app.Dd().Body(
					app.Text(priceName(l, p.Model)),
					app.If(p.Estimate, func() app.UI { return app.Span().Class("badge est").Title(p.Assumption.In(l)).Text(t(words.Estimate)) }),
				)),
				app.Div().Body(app.Dt().Text(perHourLabel(l, p.VMs)), app.Dd().Class("pick-hour").Text(words.Dollars(p.USDPerHour))),
				app.Div().Body(app.Dt().Text(t(words.PerMonth)), app.Dd().Class("pick-month").Text(words.Dollars(p.USDPerMonth))),
				app.Div().Body(app.Dt().Text(t(words.ProjectMonths, words.I(p.BilledMonths))), app.Dd().Class("pick-total").Text(words.Dollars(p.USDTotal))),
			),
			c.work(),
			app.If(len(p.Throughput.Basis) > 0 && p.Throughput.PerVM > 0, func() app.UI {
				return app.P().Class("hint throughput-basis").Text(t(words.ThroughputBasis, words.WT(p.Throughput.Basis)))
			}),
			app.If(len(p.Mix) > 0, func() app.UI { return app.P().Class("mix").Text(t(words.MixedPlanLine, words.WT(p.Mix))) }),
			app.If(p.Estimate, func() app.UI { return app.P().Class("assumption").Text(t(words.EstimateLine, words.WT(p.Assumption))) }),
			app.Range(p.Adjustments).Slice(func(i int) app.UI { return app.P().Class("adjustment").Text(p.Adjustments[i].In(l)) }),
			app.If(len(p.Path) > 0, func() app.UI {
				return app.Details().Class("pick-path").Body(
					app.Summary().Text(t(words.DecisionPath)),
					app.Ol().Body(app.Range(p.Path).Slice(func(i int) app.UI {
						h := p.Path[i]
						return app.Li().DataSet("rule", h.Rule).Body(app.Strong().Text(h.Stage+": "), app.Text(h.Effect.In(l)))
					})),
				)
			}),
			app.Details().Class("pick-why").Body(
				app.Summary().Text(t(words.WhyThisPick)),
				app.Ul().Body(app.Range(p.Reasons).Slice(func(i int) app.UI { return app.Li().Text(p.Reasons[i].In(l)) })),
				app.If(len(p.Alternatives) > 0, func() app.UI {
					return app.Table().Class("alts").Body(
						app.THead().Body(app.Tr().Body(app.Th().Text(t(words.OtherPriceModels)), app.Th().Text(t(words.PerMonth)), app.Th().Text(t(words.Project)))),
						app.TBody().Body(app.Range(p.Alternatives).Slice(func(i int) app.UI {
							alt := p.Alternatives[i]
							name := priceName(l, alt.Model)
							if alt.Estimate {
								name = t(words.WithEstimate, words.S(name))
							}
							return app.Tr().Body(app.Td().Text(name), app.Td().Text(words.Dollars(alt.USDPerMonth)), app.Td().Text(words.Dollars(alt.USDTotal)))
						})),
					)
				}),
				app.P().Class("units").Text(unitLine(l, p.Unit)),
				app.P().Class("source").Text(t(words.PriceSource, words.WT(p.Source))),
			),
			app.If(c.Catalog != nil, func() app.UI {
				return &deployPanel{Lang: l, Answers: c.Answers, Pick: p, Catalog: c.Catalog}
			}),
		)
}

// work shows what the plan bills and delivers, when the engine says: billed
// VM-hours, how long the work takes and one VM's throughput. Nothing when it
// gives none of them.
func (c *pickCard) work() app.UI {
	p, l := c.Pick, c.Lang
	var items []app.UI
	if p.BilledHours > 0 {
		items = append(items, app.Div().Body(app.Dt().Text(words.T(l, words.Billed)), app.Dd().Class("pick-billed").Text(words.T(l, words.VMHours, words.Approx(p.BilledHours)))))
	}
	if p.FinishesInHours > 0 {
		items = append(items, app.Div().Body(app.Dt().Text(words.T(l, words.FinishesIn)), app.Dd().Class("pick-finishes").Text(words.Duration(l, p.FinishesInHours))))
	}
	if t := p.Throughput; t.PerVM > 0 {
		items = append(items, app.Div().Body(app.Dt().Text(words.T(l, words.ThroughputPerVM)), app.Dd().Class("pick-throughput").Title(t.Basis.In(l)).Text(words.Rough(t.PerVM)+" "+unitFor(t.PerVM, t.Unit))))
	}
	if len(items) == 0 {
		return nil
	}
	return app.Dl().Class("pick-cost pick-work").Body(items...)
}

// breakable lets a long size name wrap after its underscores on a phone
// without changing the text a person copies.
func breakable(name string) []app.UI {
	parts := strings.SplitAfter(name, "_")
	out := make([]app.UI, 0, 2*len(parts))
	for i, part := range parts {
		if i > 0 {
			out = append(out, app.Wbr())
		}
		out = append(out, app.Text(part))
	}
	return out
}

// unitLine compares unlike sizes by what an hour buys.
func unitLine(l words.Lang, u advisor.UnitCosts) string {
	parts := []string{words.T(l, words.PerGPUHour, words.USDFixed(u.PerGPUHour, 2)), words.T(l, words.PerGBHour, words.USDFixed(u.PerGBHour, 4))}
	if u.PerTFLOPHour > 0 {
		parts = append(parts, words.T(l, words.PerTFLOPHour, words.USDFixed(u.PerTFLOPHour, 4)))
	}
	return words.T(l, words.UnitCosts, words.S(strings.Join(parts, " · ")))
}

// perHourLabel says whose hour the price is: with several VMs, the whole
// fleet's, not one VM's.
func perHourLabel(l words.Lang, vms int) string {
	if vms > 1 {
		return words.T(l, words.PerHourAll, words.I(vms))
	}
	return words.T(l, words.PerHour)
}

// unitFor makes a plural unit singular for one: "1 seat", not "1 seats";
// rates ("tokens/s") stay as they are.
func unitFor(v float64, unit string) string {
	if words.Rough(v) == "1" && !strings.Contains(unit, "/") {
		return strings.TrimSuffix(unit, "s")
	}
	return unit
}
