package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/chart"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// charts answers at a glance what the top pick costs under each price model
// over the project, and when a commitment pays off against pay-as-you-go.
// Each chart is inline SVG (app/chart) labelled by its title, with its
// figures as a table under it for screen readers and anyone who wants them.
type charts struct {
	app.Compo
	Lang  words.Lang
	Pick  advisor.Pick
	Hours float64 // the answered hours a month
}

// lineClass is each price model's line class on the break-even chart.
var lineClass = map[advisor.PricePref]string{advisor.PAYG: "payg", advisor.RI1: "ri1", advisor.RI3: "ri3", advisor.SP1: "sp1", advisor.SP3: "sp3"}

func (c *charts) Render() app.UI {
	l, p := c.Lang, c.Pick
	t := func(id words.ID, args ...words.Arg) string { return words.T(l, id, args...) }
	costs := projectCosts(p)
	bars := chart.Bars{ID: "cost-chart", Title: t(words.ChartCostTitle, words.S(p.Size)), Desc: t(words.ChartCostDesc), EstimateLabel: t(words.Estimate)}
	for _, x := range costs {
		name := costName(l, x)
		if x.Model == p.Model && x.Mix.String() == p.Mix.String() {
			name = t(words.ChartChosen, words.S(name))
		}
		bars.Bars = append(bars.Bars, chart.Bar{Label: name, Value: x.USDTotal, Text: words.Dollars(x.USDTotal), Estimate: x.Estimate,
			Chosen: x.Model == p.Model && x.Mix.String() == p.Mix.String()})
	}
	return app.Section().ID("charts").Class("card charts").Aria("labelledby", "charts-heading").Body(
		app.H2().ID("charts-heading").Text(t(words.ChartsHeading)),
		app.Figure().Class("chart-figure").Body(
			app.Raw(bars.SVG()),
			app.Details().Class("chart-table").Body(
				app.Summary().Text(t(words.ChartAsTable)),
				app.Table().ID("cost-table").Class("alts").Body(
					app.Caption().Class("visually-hidden").Text(bars.Title),
					app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(t(words.PriceModel)), app.Th().Scope("col").Text(t(words.PerMonth)), app.Th().Scope("col").Text(t(words.ProjectMonths, words.I(p.BilledMonths))))),
					app.TBody().Body(app.Range(costs).Slice(func(i int) app.UI {
						x := costs[i]
						return app.Tr().DataSet("model", string(x.Model)).DataSet("usd-total", words.Cents(x.USDTotal)).Body(
							app.Th().Scope("row").Text(bars.Bars[i].Label+estimateMark(l, x.Estimate)),
							app.Td().Text(words.Dollars(x.USDPerMonth)),
							app.Td().Text(words.Dollars(x.USDTotal)),
						)
					})),
				),
			),
		),
		c.breakEven(),
	)
}

// breakEven draws monthly cost against hours a month for pay-as-you-go and
// each commitment, and says where each commitment starts to pay off. Nothing
// when the pick has no commitment to compare (legacy GPUs are never
// committed).
func (c *charts) breakEven() app.UI {
	l, p := c.Lang, c.Pick
	t := func(id words.ID, args ...words.Arg) string { return words.T(l, id, args...) }
	rates := advisor.Rates(p)
	var payg advisor.Rate
	var commits []advisor.Rate
	for _, r := range rates {
		switch r.Model {
		case advisor.PAYG:
			payg = r
		case advisor.RI1, advisor.RI3, advisor.SP1, advisor.SP3:
			commits = append(commits, r)
		}
	}
	if payg.USDPerHour <= 0 || len(commits) == 0 {
		return nil
	}
	hours := c.Hours
	be := chart.BreakEven{ID: "breakeven-chart", Title: t(words.ChartBreakEvenTitle, words.S(p.Size)), Desc: t(words.ChartBreakEvenDesc, words.N(hours)),
		XLabel: t(words.ChartHoursAxis), YLabel: t(words.ChartMonthAxis), Hours: hours, HoursText: t(words.ChartYourHours, words.N(hours)),
		Money: axisDollars}
	shown := append([]advisor.Rate{payg}, commits...)
	var notes []string
	for _, r := range shown {
		line := chart.Line{Label: priceName(l, r.Model), Class: lineClass[r.Model], PerHour: r.USDPerHour, Flat: r.Model != advisor.PAYG}
		if line.Flat {
			if h, ok := advisor.BreakEvenHours(r.USDPerHour, payg.USDPerHour); ok {
				line.Cross, line.CrossText = h, t(words.ChartHoursShort, words.I(roundHours(h)))
				notes = append(notes, t(words.PaysOffAbove, words.S(lowerFirst(l, priceName(l, r.Model))), words.I(roundHours(h))))
			} else {
				notes = append(notes, t(words.NeverPaysOff, words.S(lowerFirst(l, priceName(l, r.Model)))))
			}
		}
		be.Lines = append(be.Lines, line)
	}
	return app.Figure().Class("chart-figure").Body(
		app.Raw(be.SVG()),
		app.Ul().Class("chart-legend").Aria("hidden", "true").Body(app.Range(shown).Slice(func(i int) app.UI {
			r := shown[i]
			return app.Li().Body(app.Span().Class("swatch ln-"+lineClass[r.Model]), app.Text(priceName(l, r.Model)+estimateMark(l, r.Estimate)))
		})),
		app.Ul().ID("pays-off").Class("pays-off").Body(app.Range(notes).Slice(func(i int) app.UI { return app.Li().Text(notes[i]) })),
		app.Details().Class("chart-table").Body(
			app.Summary().Text(t(words.ChartAsTable)),
			app.Table().ID("breakeven-table").Class("alts").Body(
				app.Caption().Class("visually-hidden").Text(be.Title),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(t(words.PriceModel)),
					app.Th().Scope("col").Text(perHourLabel(l, p.VMs)),
					app.Th().Scope("col").Text(t(words.ChartAtYourHours, words.N(hours))),
					app.Th().Scope("col").Text(t(words.ChartBreakEven)),
				)),
				app.TBody().Body(app.Range(shown).Slice(func(i int) app.UI {
					r := shown[i]
					month := r.USDPerHour * advisor.HoursPerMonth
					if r.Model == advisor.PAYG {
						month = r.USDPerHour * hours
					}
					cross := "—"
					if h, ok := advisor.BreakEvenHours(r.USDPerHour, payg.USDPerHour); ok && r.Model != advisor.PAYG {
						cross = t(words.ChartHoursShort, words.I(roundHours(h)))
					}
					return app.Tr().Body(
						app.Th().Scope("row").Text(priceName(l, r.Model)+estimateMark(l, r.Estimate)),
						app.Td().Text(words.Dollars(r.USDPerHour)),
						app.Td().Text(words.Dollars(month)),
						app.Td().Text(cross),
					)
				})),
			),
		),
	)
}

// projectCosts are the pick's costs under each plain price model, in the
// order pay-as-you-go, Spot, reservations, savings plans, and the chosen
// plan when it is a mixed one.
func projectCosts(p advisor.Pick) []advisor.Cost {
	all := append([]advisor.Cost{p.Cost}, p.Alternatives...)
	var out []advisor.Cost
	for _, m := range []advisor.PricePref{advisor.PAYG, advisor.Spot, advisor.RI1, advisor.RI3, advisor.SP1, advisor.SP3} {
		for _, x := range all {
			if x.Model == m && x.Mix == nil {
				out = append(out, x)
				break
			}
		}
	}
	if p.Mix != nil {
		out = append(out, p.Cost)
	}
	return out
}

// axisDollars writes an axis tick: $0, not $0.00.
func axisDollars(v float64) string {
	if v == 0 {
		return "$0"
	}
	return words.Dollars(v)
}

// costName names a cost's price model.
func costName(l words.Lang, c advisor.Cost) string { return priceName(l, c.Model) }

// estimateMark says "(estimate)" after a price no source gives.
func estimateMark(l words.Lang, est bool) string {
	if !est {
		return ""
	}
	return words.T(l, words.WithEstimate, words.S(""))
}

// roundHours rounds a break-even point up to a whole hour: above it, the
// commitment is cheaper.
func roundHours(h float64) int {
	n := int(h)
	if float64(n) < h {
		n++
	}
	return n
}

// lowerFirst puts an English price model's name inside a sentence ("a
// 1-year reservation", "a pay-as-you-go"); Chinese has no case.
func lowerFirst(l words.Lang, s string) string {
	if l == words.Zh || s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
