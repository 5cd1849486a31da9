// Package chart draws the page's charts as inline SVG from data: a bar chart
// of a pick's cost under each price model and a break-even chart of monthly
// cost against hours a month. The caller words every label (app/words); this
// package only places them. Each chart is labelled by its <title> and <desc>
// for screen readers, asks for nothing over the network, and carries no style
// attribute: colours and dashes come from classes in web/app.css, with
// presentation attributes as the fallback.
//
// The package is pure: it imports nothing of go-app or syscall/js, so it
// tests on the host and costs the wasm only strconv and strings.
package chart

import (
	"math"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/markup"
)

// incomparable, as a record's first field (a zero-size last field takes
// padding), makes the record a type that == does not take: the compiler
// writes an equality function for every struct type == takes, which the
// browser would download for records that nothing compares whole.
type incomparable [0]func()

// Bar is one price model's cost.
type Bar struct {
	_ incomparable
	// Label names the price model.
	Label string
	// Value is the cost, US dollars; Text is how the page writes it.
	Value float64
	Text  string
	// Estimate draws the bar hatched: no source gives the price.
	Estimate bool
	// Chosen marks the plan the recommendation uses.
	Chosen bool
}

// Bars is a horizontal bar chart, one bar per price model.
type Bars struct {
	// ID prefixes the ids of the title, description and hatch pattern.
	ID string
	// Title and Desc label the chart for screen readers (and as a tooltip).
	Title, Desc string
	// EstimateLabel is the legend's word for a hatched bar.
	EstimateLabel string
	Bars          []Bar
}

const (
	width   = 640
	barRow  = 30
	barH    = 18
	labelW  = 220
	valueW  = 100
	legendH = 26
)

// SVG draws the chart.
func (c Bars) SVG() string {
	most, est := 0.0, false
	for _, bar := range c.Bars {
		most, est = max(most, bar.Value), est || bar.Estimate
	}
	var b svgBuilder
	top := 6
	if est {
		top = legendH + 4
	}
	h := top + len(c.Bars)*barRow + 6
	b.open(c.ID, "chart chart-bars", width, h, c.Title, c.Desc)
	hatch := markup.Escape(c.ID + "-hatch")
	b.WriteString(`<defs><pattern id="` + hatch + `" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)">` +
		`<rect width="7" height="7" class="hatch-bg" fill="#fff4ce"/><line x1="0" y1="0" x2="0" y2="7" class="hatch-line" stroke="#8a6d00" stroke-width="3"/></pattern></defs>`)
	if est {
		x := width - 8 - textWidth(c.EstimateLabel, 12)
		b.WriteString(`<g class="legend"><rect x="` + strconv.Itoa(x-24) + `" y="5" width="18" height="14" fill="url(#` + hatch + `)" class="bar est" stroke="#8a6d00"/>`)
		b.text(float64(x), 16, ` class="legend-text"`, c.EstimateLabel)
		b.WriteString(`</g>`)
	}
	span := float64(width - labelW - valueW)
	for i, bar := range c.Bars {
		y := top + i*barRow
		w := 0.0
		if most > 0 {
			w = max(1, span*bar.Value/most)
		}
		cls, fill := "bar", `fill="#0078d4"`
		if bar.Estimate {
			cls, fill = "bar est", `fill="url(#`+hatch+`)" stroke="#8a6d00"`
		}
		label := "label"
		if bar.Chosen {
			cls, label = cls+" chosen", label+" chosen"
		}
		mid := y + barRow/2 + 4
		b.WriteString(`<g class="row">`)
		b.text(labelW-8, float64(mid), ` text-anchor="end" class="`+label+`"`, bar.Label)
		b.WriteString(`<rect x="` + strconv.Itoa(labelW) + `" y="` + strconv.Itoa(y+(barRow-barH)/2) + `" width="` + ftoa(w) + `" height="` + strconv.Itoa(barH) + `" class="` + cls + `" ` + fill + `/>`)
		b.text(labelW+w+6, float64(mid), ` class="value"`, bar.Text)
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// Line is one price model on the break-even chart.
type Line struct {
	_ incomparable
	// Label names the price model (the page's legend repeats it).
	Label string
	// Class is the line's class, e.g. "payg" or "ri1": its colour and dashes.
	Class string
	// Fixed is what the month bills, used or not (a commitment's hours),
	// and PerHour what each hour run adds (pay-as-you-go, or the Windows
	// licence beside a commitment), for all the plan's VMs, US dollars.
	Fixed, PerHour float64
	// Cross is the hours a month where the line meets pay-as-you-go, and
	// CrossText how the chart labels it; 0 draws no marker.
	Cross     float64
	CrossText string
}

// at is the line's month at hours a month.
func (l Line) at(hours float64) float64 { return l.Fixed + l.PerHour*hours }

// BreakEven is monthly cost against hours a month, 0 to 730.
type BreakEven struct {
	ID, Title, Desc string
	// XLabel and YLabel name the axes.
	XLabel, YLabel string
	// Hours is the customer's hours a month, marked with HoursText.
	Hours     float64
	HoursText string
	Lines     []Line
	// Money writes an axis tick in dollars.
	Money func(float64) string
}

// MonthHours is the x axis' end: Azure's 730 hours of a month.
const MonthHours = 730

// SVG draws the chart.
func (c BreakEven) SVG() string {
	const (
		h            = 330
		left, right  = 84, 16
		top, bottom  = 22, 48
		plotW, plotH = width - left - right, h - top - bottom
	)
	most := 0.0
	for _, l := range c.Lines {
		most = max(most, l.at(MonthHours))
	}
	step := niceStep(most / 4)
	yMax := max(step, math.Ceil(most*1.04/step)*step)
	x := func(hours float64) float64 { return left + plotW*hours/MonthHours }
	y := func(usd float64) float64 { return top + plotH - plotH*usd/yMax }

	var b svgBuilder
	b.open(c.ID, "chart chart-breakeven", width, h, c.Title, c.Desc)
	b.WriteString(`<g class="grid">`)
	for v := 0.0; v <= yMax+step/2; v += step {
		yv := y(v)
		b.line("", left, left+plotW, yv, yv, ` stroke="#d9e1ea"/>`)
		label := ""
		if c.Money != nil {
			label = c.Money(v)
		}
		b.text(left-6, yv+4, ` text-anchor="end" class="tick"`, label)
	}
	// Ticks every 100 h to 600, then the month's 730 (700 would crowd it).
	for hh := 0; hh <= 600; hh += 100 {
		xx := x(float64(hh))
		b.line("", xx, xx, top+plotH, top+plotH+4, ` stroke="#56677a"/>`)
		b.text(xx, top+plotH+17, ` text-anchor="middle" class="tick"`, strconv.Itoa(hh))
	}
	b.text(left+plotW, top+plotH+17, ` text-anchor="middle" class="tick"`, strconv.Itoa(MonthHours))
	b.WriteString(`</g>`)
	b.line(` class="axis"`, left, left+plotW, top+plotH, top+plotH, ` stroke="#3b4d61"/>`)
	b.line(` class="axis"`, left, left, top, top+plotH, ` stroke="#3b4d61"/>`)
	b.text(left+plotW/2, h-8, ` text-anchor="middle" class="axis-label"`, c.XLabel)
	b.text(14, top+plotH/2, ` text-anchor="middle" class="axis-label" transform="rotate(-90 14 `+strconv.Itoa(top+plotH/2)+`)"`, c.YLabel)

	if c.Hours > 0 {
		hx := x(min(c.Hours, MonthHours))
		anchor := "start"
		if c.Hours > MonthHours*0.75 {
			anchor = "end"
		}
		b.WriteString(`<g class="you">`)
		b.line("", hx, hx, top, top+plotH, ` stroke="#0b1f33" stroke-dasharray="2 3"/>`)
		b.text(hx, top-6, ` text-anchor="`+anchor+`" class="you-text"`, c.HoursText)
		b.WriteString(`</g>`)
	}
	for _, l := range c.Lines {
		y0, y1 := y(l.Fixed), y(l.at(MonthHours))
		b.line(` class="ln ln-`+markup.Escape(l.Class)+`"`, left, left+plotW, y0, y1, ` stroke="#0078d4" stroke-width="2.5"><title>`+markup.Escape(l.Label)+`</title></line>`)
	}
	for _, l := range c.Lines {
		if l.Cross <= 0 || l.Cross >= MonthHours {
			continue
		}
		// The label sits just above its own flat line, right of the point,
		// where no other commitment's point can be (they meet
		// pay-as-you-go at other heights).
		cx, cy := x(l.Cross), y(l.at(l.Cross))
		b.WriteString(`<g class="cross cross-` + markup.Escape(l.Class) + `"><circle cx="` + ftoa(cx) + `" cy="` + ftoa(cy) + `" r="4.5" fill="#fff" stroke="#0b1f33" stroke-width="2"/>`)
		b.text(cx+8, cy-6, ` class="cross-text" stroke="#fff" stroke-width="3" paint-order="stroke"`, l.CrossText)
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// niceStep rounds a step up to 1, 2, 2.5 or 5 times a power of ten.
func niceStep(v float64) float64 {
	if !(v > 0) || math.IsInf(v, 0) {
		return 1
	}
	p := 1.0
	for p*10 <= v {
		p *= 10
	}
	for p > v {
		p /= 10
	}
	for _, m := range []float64{1, 2, 2.5, 5} {
		if v <= m*p {
			return m * p
		}
	}
	return 10 * p
}

type svgBuilder struct{ strings.Builder }

// open starts an <svg> labelled by its <title> and <desc>.
func (b *svgBuilder) open(id, class string, w, h int, title, desc string) {
	t, d := markup.Escape(id+"-title"), markup.Escape(id+"-desc")
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" id="` + markup.Escape(id) + `" class="` + class + `" viewBox="0 0 ` + strconv.Itoa(w) + " " + strconv.Itoa(h) +
		`" role="img" aria-labelledby="` + t + " " + d + `" font-size="12">`)
	b.WriteString(`<title id="` + t + `">` + markup.Escape(title) + `</title><desc id="` + d + `">` + markup.Escape(desc) + `</desc>`)
}

// line writes a <line> from (x1, y1) to (x2, y2): attrs come before the
// coordinates, end after them, and end closes the element.
func (b *svgBuilder) line(attrs string, x1, x2, y1, y2 float64, end string) {
	b.WriteString(`<line` + attrs + ` x1="` + ftoa(x1) + `" x2="` + ftoa(x2) + `" y1="` + ftoa(y1) + `" y2="` + ftoa(y2) + `"` + end)
}

// text writes a <text> at (x, y) with more attributes, escaping s.
func (b *svgBuilder) text(x, y float64, attrs, s string) {
	b.WriteString(`<text x="` + ftoa(x) + `" y="` + ftoa(y) + `"` + attrs + `>` + markup.Escape(s) + `</text>`)
}

// textWidth guesses a text's width at a font size: CJK characters are
// about one em wide, others about 0.6 em.
func textWidth(s string, size int) int {
	w := 0.0
	for _, r := range s {
		if r >= 0x2E80 {
			w += float64(size)
		} else {
			w += 0.6 * float64(size)
		}
	}
	return int(w)
}

func ftoa(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }
