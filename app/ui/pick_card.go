package ui

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// pickCard is one recommendation: the size, its hardware, where, how many,
// what it costs under the chosen price model, and why.
type pickCard struct {
	app.Compo
	Pick advisor.Pick
}

func (c *pickCard) Render() app.UI {
	p := c.Pick
	hw := []string{fmt.Sprintf("%d vCPU", p.VCPUs), num(p.MemoryGiB) + " GiB RAM"}
	if p.NVMeGiB > 0 {
		hw = append(hw, storage(p.NVMeGiB)+" NVMe")
	} else if p.TempDiskGiB > 0 {
		hw = append(hw, storage(p.TempDiskGiB)+" temp disk")
	}
	if p.NetworkMbps > 0 {
		hw = append(hw, network(p.NetworkMbps))
	}
	if p.InfiniBand {
		ib := "InfiniBand"
		if p.InfiniBandGbps > 0 {
			ib += fmt.Sprintf(" %d Gb/s/GPU", p.InfiniBandGbps)
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
	vms := plural(float64(p.VMs), "VM")
	return app.Li().Class("pick card"+est).
		DataSet("size", p.Size).DataSet("region", p.Region).DataSet("model", string(p.Model)).
		DataSet("usd-hour", cents(p.USDPerHour)).DataSet("usd-month", cents(p.USDPerMonth)).DataSet("usd-total", cents(p.USDTotal)).
		Body(
			app.Div().Class("pick-head").Body(
				app.Span().Class("rank").Text(p.Rank),
				app.Div().Body(
					app.H3().Class("pick-size").Body(breakable(p.Size)...),
					app.P().Class("pick-gpu").Text(fmt.Sprintf("%s · %s × %s · %s GB GPU memory", p.Series, fraction(p.GPUsPerVM), p.GPUModel, num(p.GPUMemoryGB))),
				),
				app.If(string(p.Lifecycle.Status) != "ga", func() app.UI {
					return app.Span().Class("badge warn").Text(string(p.Lifecycle.Status))
				}),
			),
			app.P().Class("pick-hw").Text(strings.Join(hw, " · ")),
			app.Dl().Class("pick-cost").Body(
				app.Div().Body(app.Dt().Text("Where"), app.Dd().Text(p.RegionName+" · "+vms)),
				app.Div().Body(app.Dt().Text("Price model"), app.Dd().Body(
					app.Text(advisor.ModelName(p.Model)),
					app.If(p.Estimate, func() app.UI { return app.Span().Class("badge est").Title(p.Assumption).Text("estimate") }),
				)),
				app.Div().Body(app.Dt().Text(perHourLabel(p.VMs)), app.Dd().Class("pick-hour").Text(usd(p.USDPerHour))),
				app.Div().Body(app.Dt().Text("Per month"), app.Dd().Class("pick-month").Text(usd(p.USDPerMonth))),
				app.Div().Body(app.Dt().Text(fmt.Sprintf("Project (%d mo)", p.BilledMonths)), app.Dd().Class("pick-total").Text(usd(p.USDTotal))),
			),
			c.work(),
			app.If(p.Throughput.Basis != "" && p.Throughput.PerVM > 0, func() app.UI {
				return app.P().Class("hint throughput-basis").Text("Throughput: " + p.Throughput.Basis)
			}),
			app.If(p.Mix != "", func() app.UI { return app.P().Class("mix").Text("Mixed plan: " + p.Mix + ".") }),
			app.If(p.Estimate, func() app.UI { return app.P().Class("assumption").Text("Estimate: " + p.Assumption) }),
			app.Range(p.Adjustments).Slice(func(i int) app.UI { return app.P().Class("adjustment").Text(p.Adjustments[i]) }),
			app.If(len(p.Path) > 0, func() app.UI {
				return app.Details().Class("pick-path").Body(
					app.Summary().Text("Decision path"),
					app.Ol().Body(app.Range(p.Path).Slice(func(i int) app.UI {
						h := p.Path[i]
						return app.Li().DataSet("rule", h.Rule).Body(app.Strong().Text(h.Stage+": "), app.Text(h.Effect))
					})),
				)
			}),
			app.Details().Class("pick-why").Body(
				app.Summary().Text("Why this pick"),
				app.Ul().Body(app.Range(p.Reasons).Slice(func(i int) app.UI { return app.Li().Text(p.Reasons[i]) })),
				app.If(len(p.Alternatives) > 0, func() app.UI {
					return app.Table().Class("alts").Body(
						app.THead().Body(app.Tr().Body(app.Th().Text("Other price models"), app.Th().Text("Per month"), app.Th().Text("Project"))),
						app.TBody().Body(app.Range(p.Alternatives).Slice(func(i int) app.UI {
							alt := p.Alternatives[i]
							name := advisor.ModelName(alt.Model)
							if alt.Estimate {
								name += " (estimate)"
							}
							return app.Tr().Body(app.Td().Text(name), app.Td().Text(usd(alt.USDPerMonth)), app.Td().Text(usd(alt.USDTotal)))
						})),
					)
				}),
				app.P().Class("units").Text(unitLine(p.Unit)),
				app.P().Class("source").Text("Price source: "+p.Source),
			),
		)
}

// work shows what the plan bills and delivers, when the engine says: billed
// VM-hours, how long the work takes and one VM's throughput. Nothing when it
// gives none of them.
func (c *pickCard) work() app.UI {
	p := c.Pick
	var items []app.UI
	if p.BilledHours > 0 {
		items = append(items, app.Div().Body(app.Dt().Text("Billed"), app.Dd().Class("pick-billed").Text(approx(p.BilledHours)+" VM-hours")))
	}
	if p.FinishesInHours > 0 {
		items = append(items, app.Div().Body(app.Dt().Text("Finishes in"), app.Dd().Class("pick-finishes").Text(duration(p.FinishesInHours))))
	}
	if t := p.Throughput; t.PerVM > 0 {
		items = append(items, app.Div().Body(app.Dt().Text("Throughput per VM"), app.Dd().Class("pick-throughput").Title(t.Basis).Text(approx(t.PerVM)+" "+unitFor(t.PerVM, t.Unit))))
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
func unitLine(u advisor.UnitCosts) string {
	parts := []string{fmt.Sprintf("$%.2f per GPU-hour", u.PerGPUHour), fmt.Sprintf("$%.4f per GB of GPU memory-hour", u.PerGBHour)}
	if u.PerTFLOPHour > 0 {
		parts = append(parts, fmt.Sprintf("$%.4f per dense TFLOPS-hour", u.PerTFLOPHour))
	}
	return "Unit costs: " + strings.Join(parts, " · ")
}

// perHourLabel says whose hour the price is: with several VMs, the whole
// fleet's, not one VM's.
func perHourLabel(vms int) string {
	if vms > 1 {
		return fmt.Sprintf("Per hour, all %d VMs", vms)
	}
	return "Per hour"
}

// unitFor makes a plural unit singular for one: "1 seat", not "1 seats";
// rates ("tokens/s") stay as they are.
func unitFor(v float64, unit string) string {
	if approx(v) == "1" && !strings.Contains(unit, "/") {
		return strings.TrimSuffix(unit, "s")
	}
	return unit
}
