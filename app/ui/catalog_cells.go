package ui

import (
	"slices"
	"strconv"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// headerCell is a column's heading: a button that sorts by it, ascending
// first, then descending; aria-sort says the order in force (sort, as
// advisor.Browse takes it).
func headerCell(l words.Lang, col column, sort string) app.UI {
	next, order, mark := col.key, "", ""
	switch sort {
	case col.key:
		next, order, mark = "-"+col.key, "ascending", " ▲"
	case "-" + col.key:
		order, mark = "descending", " ▼"
	}
	cls := ""
	if col.num {
		cls = "num"
	}
	// An empty class or aria-sort is left out.
	return el("th", "scope=col|class="+cls+"|data-col="+col.key+"|aria-sort="+order).Body(
		setButton("type=button|class=sort|id=sort-"+col.key, "sort", next).Body(app.Text(words.T(l, col.label)), textEl("span", "aria-hidden=true", mark)),
	)
}

// row is one size in one region, in the columns shown.
func (c *catalogView) row(o advisor.Offer) app.UI {
	s := o.Size
	var badge app.UI
	if st := s.Lifecycle.StatusOn(c.day); st != catalog.GA {
		badge = textEl("span", "class=badge life "+string(st), lifecycleText(c.Lang, catalog.Lifecycle{Status: st, Date: s.Lifecycle.Date}))
	}
	cells := []app.UI{
		wrap("th", "scope=row|class=size-cell",
			setButton("type=button|class=link-btn", "detail", s.Name).Aria("expanded", c.View.Detail == s.Name).
				Body(breakable(s.Name)...),
			badge,
		),
	}
	h := advisor.HardwareOf(*s)
	for _, col := range catalogColumns[1:] {
		if c.View.Shows(col.key) {
			cells = append(cells, c.cell(o, &h, col.key))
		}
	}
	cells = append(cells, wrap("td", "", c.compareButton(s.Name)))
	return el("tr", "").Attr("data-size", s.Name).Attr("data-region", o.Region.Name).Attr("data-payg", words.Cents(o.USD[0])).Body(cells...)
}

// cell is an offer's cell in a column other than the size, h its size's
// hardware: one switch, not a function per column (each would be code in
// the wasm); a plain figure is the engine's (advisor.Figure), the GPUs and
// InfiniBand are written as a comparison writes them (spec). A price cell
// holds the price at place i of the offer, what names it (the best
// commitment's term), and the amount in the link's currency.
func (c *catalogView) cell(o advisor.Offer, h *advisor.Hardware, key string) app.UI {
	l, s := c.Lang, o.Size
	i, v, ok := 0, 0.0, false
	var term app.UI
	switch key {
	case "gpu":
		return textEl("td", "", spec(l, key, h))
	case "region":
		return textEl("td", "", words.RegionName(l, o.Region.Name, o.Region.DisplayName))
	case "gpus":
		return numCell(s.GPUs.Num > 0, words.Fraction(h.GPUsPerVM))
	case "ib":
		return numCell(true, spec(l, key, h))
	case advisor.Commit:
		if v, i, ok = o.BestCommitment(); ok {
			term = textEl("small", "class=term", l.T(commitTerms[i-4]))
		}
	default:
		if i = slices.Index(catalog.PriceModels, catalog.PriceModel(key)); i >= 0 {
			v, ok = o.Price(catalog.PriceModels[i])
		}
	}
	if ok {
		var conv app.UI
		if s := words.Converted(l, v, c.View.Cur, c.View.Rate); s != "" {
			conv = textEl("small", "class=conv", s)
		}
		return wrap("td", "class=num", app.Text(hourly(l, o, i, v)), term, conv)
	}
	f := advisor.Figure(&o, key)
	if key == "net" {
		f /= 1000 // Mbps as Gbps
	}
	return numCell(f > 0, words.Number(f))
}

// currencyNote says that amounts in the link's currency are converted at
// the rate it gives, and that Azure bills at its own rates; nil without one.
func currencyNote(l words.Lang, cur string, rate float64) app.UI {
	if cur == "" || rate <= 0 {
		return nil
	}
	return textEl("p", "class=notice currency-note", l.T(words.CurrencyNote, words.S(cur), words.S(strconv.FormatFloat(rate, 'f', -1, 64))))
}

// compareButton adds a size to the comparison, or takes it out.
func (c *catalogView) compareButton(size string) app.UI {
	l := c.Lang
	// Ticked, or not and disabled when as many sizes as can be compared are.
	pressed, disabled, mark, title := "false", "false", "", ""
	switch {
	case slices.Contains(c.View.Sizes, size):
		pressed, mark = "true", "✓ "
	case len(c.View.Sizes) >= advisor.MaxCompared:
		disabled, title = "true", words.T(l, words.CompareFull, words.I(advisor.MaxCompared))
	}
	return el("button", "type=button|class=chip add-compare|aria-pressed="+pressed+"|disabled="+disabled).Attr("title", title).
		Aria("label", words.T(l, words.AddToCompareLabel, words.S(size))).
		OnClick(send(actionCompare, size), app.EventScope(size)).
		Body(textEl("span", "aria-hidden=true", mark), app.Text(words.T(l, words.AddToCompare)))
}

func numCell(ok bool, v string) app.UI { return textEl("td", "class=num", orDash(ok, v)) }

// hourly is the price at place i of an offer, per hour: cents, or tenths
// of a cent below $1; marked "(estimate)" when it comes from an undated
// capture, no fact of today's market.
func hourly(l words.Lang, o advisor.Offer, i int, v float64) string {
	digits := 2
	if v < 1 {
		digits = 3
	}
	s := "$" + words.Fixed(v, digits)
	if o.Undated&(1<<i) != 0 {
		return l.T(words.WithEstimate, words.S(s))
	}
	return s
}
