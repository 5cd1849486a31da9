package ui

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/chart"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// charts answers at a glance what the top pick p costs under each price
// model over the project, and when a commitment pays off against
// pay-as-you-go at the answered hours a month.
// Each chart is an SVG picture (app/chart) labelled by its title, with its
// figures as a table under it for screen readers and anyone who wants them.
func charts(l words.Lang, p advisor.Pick, hours float64) app.UI {
	costs := projectCosts(p)
	bars := chart.Bars{ID: "cost-chart", Title: words.T(l, words.ChartCostTitle, words.S(p.Size)), Desc: words.T(l, words.ChartCostDesc), EstimateLabel: words.T(l, words.Estimate)}
	var table static
	figureTable(&table, "cost-table", bars.Title, words.T(l, words.PriceModel), words.T(l, words.PerMonth), words.T(l, words.ProjectMonths, words.I(p.BilledMonths)))
	for _, x := range costs {
		name := priceName(l, x.Model)
		chosen := x.Model == p.Model && x.Mix.String() == p.Mix.String()
		if chosen {
			name = words.T(l, words.ChartChosen, words.S(name))
		}
		total := words.Dollars(x.USDTotal)
		bars.Bars = append(bars.Bars, chart.Bar{Label: name, Value: x.USDTotal, Text: total, Estimate: x.Estimate, Chosen: chosen})
		// The row's price model and project total (to the cent), as data
		// attributes: the browser tests read the money from them.
		table.el("tr", "").attr("data-model", string(x.Model)).attr("data-usd-total", words.Cents(x.USDTotal)).
			textEl("th", "scope=row", name+estimateMark(l, x.Estimate)).textEl("td", "", perMonth(p.FinishesInHours, x.Model, x.USDPerMonth)).textEl("td", "", total).end("tr")
	}
	return wrap("section", "id=charts|class=card charts|aria-labelledby=charts-heading",
		textEl("h2", "id=charts-heading", words.T(l, words.ChartsHeading)),
		wrap("figure", "class=chart-figure", picture(bars.SVG()), figureDetails(l, &table)),
		breakEven(l, p, hours),
	)
}

// breakEven draws monthly cost against hours a month for pay-as-you-go and
// each commitment, and says where each commitment starts to pay off. Nothing
// when the pick has no commitment to compare (legacy GPUs are never
// committed).
func breakEven(l words.Lang, p advisor.Pick, hours float64) app.UI {
	var shown []advisor.Rate // pay-as-you-go first, then the commitments
	for _, r := range advisor.Rates(p) {
		if r.Model != advisor.Spot {
			shown = append(shown, r)
		}
	}
	if len(shown) < 2 || shown[0].Model != advisor.PAYG {
		return nil
	}
	payg := shown[0].USDPerHour
	be := chart.BreakEven{ID: "breakeven-chart", Title: words.T(l, words.ChartBreakEvenTitle, words.S(p.Size)), Desc: words.T(l, words.ChartBreakEvenDesc, words.N(hours)),
		XLabel: words.T(l, words.ChartHoursAxis), YLabel: words.T(l, words.ChartMonthAxis), Hours: hours, HoursText: words.T(l, words.ChartYourHours, words.N(hours)),
		Money: axisDollars}
	var legend, notes, table static
	legend.el("ul", "class=chart-legend|aria-hidden=true")
	notes.el("ul", "id=pays-off|class=pays-off")
	figureTable(&table, "breakeven-table", be.Title, words.T(l, words.PriceModel), perHourLabel(l, p.VMs), words.T(l, words.ChartAtYourHours, words.N(hours)), words.T(l, words.ChartBreakEven))
	for i, r := range shown {
		name := priceName(l, r.Model)
		// The line's class is the model's key (payg, ri1…), which
		// web/app.css colours. Pay-as-you-go bills the hours run; a
		// commitment its compute every hour of the month, and a Windows
		// licence for the hours run (it covers compute only).
		line, cross := chart.Line{Label: name, Class: string(r.Model), PerHour: r.USDPerHour}, "—"
		if i > 0 {
			line.Fixed, line.PerHour = (r.USDPerHour-r.Licence)*advisor.HoursPerMonth, r.Licence
			if h, ok := advisor.BreakEvenHours(r.USDPerHour-r.Licence, payg-r.Licence); ok {
				// Rounded up to a whole hour: above it, the commitment is cheaper.
				n := words.I(int(math.Ceil(h)))
				cross = words.T(l, words.ChartHoursShort, n)
				line.Cross, line.CrossText = h, cross
				notes.textEl("li", "", words.T(l, words.PaysOffAbove, words.S(lowerFirst(l, name)), n))
			} else {
				notes.textEl("li", "", words.T(l, words.NeverPaysOff, words.S(lowerFirst(l, name))))
			}
		}
		month := line.Fixed + line.PerHour*hours
		be.Lines = append(be.Lines, line)
		name += estimateMark(l, r.Estimate)
		legend.el("li", "").textEl("span", "class=swatch ln-"+line.Class, "").text(name).end("li")
		table.el("tr", "").textEl("th", "scope=row", name).textEl("td", "", words.Dollars(r.USDPerHour)).textEl("td", "", words.Dollars(month)).textEl("td", "", cross).end("tr")
	}
	return wrap("figure", "class=chart-figure",
		picture(be.SVG()),
		legend.end("ul").ui(),
		notes.end("ul").ui(),
		figureDetails(l, &table),
	)
}

// figureTable starts a chart's figures as a table, with its caption and
// head; the caller writes a row per figure, its first cell naming it, and
// figureDetails places it.
func figureTable(m *static, id, caption string, head ...string) {
	m.el("table", "id="+id+"|class=alts").textEl("caption", "class=visually-hidden", caption).el("thead", "").el("tr", "")
	for _, h := range head {
		m.textEl("th", "scope=col", h)
	}
	m.end("tr").end("thead").el("tbody", "")
}

// figureDetails ends a figure table and places it in a details under its
// chart. The details stays a go-app element, so that it stays open while
// answers change; the table is text.
func figureDetails(l words.Lang, m *static) app.UI {
	return details("class=chart-table", words.T(l, words.ChartAsTable), m.end("tbody").end("table").ui())
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

// estimateMark says "(estimate)" after a price no source gives.
func estimateMark(l words.Lang, est bool) string {
	if !est {
		return ""
	}
	return words.T(l, words.WithEstimate, words.S(""))
}

// lowerFirst puts an English price model's name inside a sentence ("a
// 1-year reservation", "a pay-as-you-go"); Chinese has no case.
func lowerFirst(l words.Lang, s string) string {
	if l == words.Zh || s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
