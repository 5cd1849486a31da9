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
	// Deploy and Catalog, when set (the top pick), add the Deploy panel of
	// the top pick of the answer the rest of the page shows (see rest).
	Deploy  *rest
	Catalog *catalog.Catalog
	// Cur and Rate: amounts also in the link's currency (results.Cur).
	Cur  string
	Rate float64
}

func (c *pickCard) Render() app.UI {
	p, l := c.Pick, c.Lang
	li := el("li", "class="+cardClass(p))
	for _, a := range pickData(p) {
		li = li.Attr(a[0], a[1])
	}
	var badge, deploy app.UI
	if b := c.badge(); b != "" {
		badge = textEl("span", "class=badge warn", b)
	}
	if d := c.Deploy; d != nil {
		deploy = &deployPanel{Lang: d.Lang, Answers: d.Answers, Pick: d.Result.Recommendations[0], Catalog: c.Catalog}
	}
	return withBody(li,
		wrap("div", "class=pick-head",
			textEl("span", "class=rank", strconv.Itoa(p.Rank)),
			c.title(new(static)).ui(),
			badge,
			compareTick(l, p.Size, c.Compared, c.CompareFull),
		),
		// What changes with the answers is text in one element, so the
		// details and the Deploy panel below keep their places (go-app
		// pairs children by position) and are updated, not rebuilt.
		c.body(new(static), c.hardware()).ui(),
		// The details and their summaries are go-app's, so that they stay
		// open while the answers change; what they hold is text. The card
		// speaks to the buyer; the engineer's terms, figures and decision
		// path are one toggle away.
		details("class=pick-why", l.T(words.WhyThisPick), c.why(new(static)).ui()),
		details("class=pick-detail", l.T(words.EngineerDetail), c.detail(new(static)).ui()),
		deploy,
	)
}

// cardClass is a pick card's class: an estimated price is marked.
func cardClass(p advisor.Pick) string {
	if p.Estimate {
		return "pick card estimate"
	}
	return "pick card"
}

// hardware is the line of the size's CPUs, memory, disk and network.
func (c *pickCard) hardware() string {
	p, l := c.Pick, c.Lang
	hw := []string{strconv.Itoa(p.VCPUs) + " vCPU", words.T(l, words.RAM, words.N(p.MemoryGiB))}
	// The disk and the network as a comparison writes them; none is left out.
	for _, k := range [...]string{"disk", "network"} {
		if v := spec(l, k, &p.Hardware); v != dash {
			hw = append(hw, v)
		}
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
	return strings.Join(hw, " · ")
}

// badge is the size's lifecycle (preview, retiring) when it is not
// generally available; "" when it is.
func (c *pickCard) badge() string {
	if st := string(c.Pick.Lifecycle.Status); st != "ga" {
		return words.Lifecycle(c.Lang, st)
	}
	return ""
}

// pickData are the data attributes of a pick's card, which the browser
// tests and make bench-web read: the size, where and how it is paid for,
// and its costs to the cent.
func pickData(p advisor.Pick) [6][2]string {
	return [6][2]string{{"data-size", p.Size}, {"data-region", p.Region}, {"data-model", string(p.Model)},
		{"data-usd-hour", words.Cents(p.USDPerHour)}, {"data-usd-month", words.Cents(p.USDPerMonth)}, {"data-usd-total", words.Cents(p.USDTotal)}}
}

// title is the size's name (breakable as breakable makes it) and its GPUs.
func (c *pickCard) title(m *static) *static {
	p := c.Pick
	m.el("div", "").el("h3", "class=pick-size")
	for i, part := range strings.SplitAfter(p.Size, "_") {
		if i > 0 {
			m.el("wbr", "")
		}
		m.text(part)
	}
	m.end("h3")
	m.textEl("p", "class=pick-gpu", words.T(c.Lang, words.GPULine, words.S(p.Series), words.S(words.Fraction(p.GPUsPerVM)), words.S(p.GPUModel), words.N(p.GPUMemoryGB)))
	return m.end("div")
}

// body is the hardware line, the costs, the work, and the lines the engine
// adds: a mixed plan, an estimate's assumption and the adjustments.
func (c *pickCard) body(m *static, hw string) *static {
	p, l := c.Pick, c.Lang
	m.el("div", "class=pick-body").textEl("p", "class=pick-hw", hw)
	c.costs(m)
	if p.Rank == 1 {
		// The savings line, which presenter mode shows on the card (the
		// stylesheet): the reason the engine gives for the plan's price.
		for _, r := range p.Reasons {
			if r.Has(words.ReasonSaves) || r.Has(words.ReasonSavesEstimate) {
				m.textEl("p", "class=pick-saves", r.In(l))
			}
		}
	}
	if p.BilledHours > 0 || p.FinishesInHours > 0 || p.Throughput.PerVM > 0 {
		c.work(m)
	}
	if len(p.Mix) > 0 {
		m.textEl("p", "class=mix", words.T(l, words.MixedPlanLine, words.WT(p.Mix)))
	}
	if p.Estimate {
		m.textEl("p", "class=assumption", words.T(l, words.EstimateLine, words.WT(p.Assumption)))
	}
	for _, a := range p.Adjustments {
		m.textEl("p", "class=adjustment", a.In(l))
	}
	return m.end("div")
}

// costs is where the pick runs, under which price model, and what it costs
// an hour, a month and for the whole project.
func (c *pickCard) costs(m *static) {
	p, l := c.Pick, c.Lang
	m.el("dl", "class=pick-cost")
	figure(m, l, words.Where, "", words.RegionName(l, p.Region, p.RegionName)+" · "+l.T(words.CountVMs, words.I(p.VMs)))
	m.el("div", "").textEl("dt", "", l.T(words.PriceModel)).el("dd", "").text(priceName(l, p.Model))
	if p.Estimate {
		m.el("span", "class=badge est").attr("title", p.Assumption.In(l)).text(l.T(words.Estimate)).end("span")
	}
	m.end("dd").end("div")
	c.money(m, perHourLabel(l, p.VMs), "pick-hour", p.USDPerHour)
	if p.WorkBilled() {
		// Work-bound and paid as it runs: the bill is the work's, and a
		// month of a job of a few hours would read as less than an hour.
		c.money(m, l.T(words.WorkCost), "pick-work-cost", p.USDTotal)
		figure(m, l, words.WorkTakes, "pick-finishes", words.Duration(l, p.FinishesInHours))
	} else {
		c.money(m, l.T(words.PerMonth), "pick-month", p.USDPerMonth)
		c.money(m, l.T(words.ProjectMonths, words.I(p.BilledMonths)), "pick-total", p.USDTotal)
	}
	m.end("dl")
}

// money is a figure in US dollars and, with the link's currency, the
// amount converted beside it, in an element of its own: the dollars stay
// the figure's first text.
func (c *pickCard) money(m *static, label, class string, usd float64) {
	m.el("div", "").textEl("dt", "", label).el("dd", "class="+class).text(words.Dollars(usd))
	if s := words.Converted(c.Lang, usd, c.Cur, c.Rate); s != "" {
		m.textEl("span", "class=conv", s)
	}
	m.end("dd").end("div")
}

// figure writes one figure of a description list: its label, worded in l,
// and its value.
func figure(m *static, l words.Lang, label words.ID, class, value string) {
	m.el("div", "").textEl("dt", "", l.T(label)).textEl("dd", "class="+class, value).end("div")
}

// work shows, in a buyer's words, what the plan bills and delivers when
// the engine says: the hours paid for, how long the work takes and what
// one VM does (the card shows it only when the engine gives one of them).
func (c *pickCard) work(m *static) {
	p, l := c.Pick, c.Lang
	m.el("dl", "class=pick-cost pick-work")
	if p.BilledHours > 0 {
		hours := words.DurationHours
		if p.VMs > 1 {
			hours = words.PaidHoursVMs
		}
		figure(m, l, words.PaidHours, "pick-billed", words.T(l, hours, words.Approx(p.BilledHours), words.I(p.VMs)))
	}
	if p.FinishesInHours > 0 && !p.WorkBilled() {
		figure(m, l, words.FinishesIn, "pick-finishes", words.Duration(l, p.FinishesInHours))
	}
	if t := p.Throughput; t.PerVM > 0 {
		// A rate of floating-point work or of memory read says what it
		// is; the units people count (tokens, streams, seats, frames) stay.
		does := rate(l, t.PerVM, t.Unit)
		switch {
		case strings.HasSuffix(t.Unit, "TFLOPS"):
			does = words.T(l, words.CalcRate, words.Approx(t.PerVM))
		case t.Unit == "TB/s":
			does = words.T(l, words.ReadRate, words.Approx(t.PerVM))
		}
		figure(m, l, words.OneVMDoes, "pick-throughput", does)
	}
	m.end("dl")
}

// detail is the engineer's view of the pick: the billed VM-hours and the
// throughput per VM in its unit, the throughput's basis, the unit costs
// and the decision path rule by rule.
func (c *pickCard) detail(m *static) *static {
	p, l, t := c.Pick, c.Lang, c.Pick.Throughput
	m.el("div", "")
	if p.BilledHours > 0 || t.PerVM > 0 {
		m.el("dl", "class=pick-cost pick-work")
		if p.BilledHours > 0 {
			figure(m, l, words.Billed, "", words.T(l, words.VMHours, words.Approx(p.BilledHours)))
		}
		if t.PerVM > 0 {
			figure(m, l, words.ThroughputPerVM, "", rate(l, t.PerVM, t.Unit))
		}
		m.end("dl")
	}
	if len(t.Basis) > 0 && t.PerVM > 0 {
		m.textEl("p", "class=hint throughput-basis", words.T(l, words.ThroughputBasis, words.WT(t.Basis)))
	}
	m.textEl("p", "class=units", unitLine(l, p.Unit))
	if len(p.Path) > 0 {
		m.textEl("h4", "", l.T(words.DecisionPath)).el("ol", "class=pick-path")
		for _, h := range p.Path {
			m.el("li", "").attr("data-rule", h.Rule).textEl("code", "", h.Rule).text(" · ").
				textEl("strong", "", words.Stage(l, string(h.Stage))+l.T(words.LabelColon)).text(h.Effect.In(l)).end("li")
		}
		m.end("ol")
	}
	return m.end("div")
}

// why is the reasons, the pick under the other price models and the
// price's source. The reason that gives unit costs is left to the
// engineer's detail, which has them all.
func (c *pickCard) why(m *static) *static {
	p, l := c.Pick, c.Lang
	m.el("div", "class=why-body").el("ul", "")
	for _, r := range p.Reasons {
		if !r.Has(words.ReasonUnit) {
			m.textEl("li", "", r.In(l))
		}
	}
	m.end("ul")
	if len(p.Alternatives) > 0 {
		m.el("table", "class=alts").el("thead", "")
		row(m, "th", l.T(words.OtherPriceModels), l.T(words.PerMonth), l.T(words.Project))
		m.end("thead").el("tbody", "")
		for _, alt := range p.Alternatives {
			row(m, "td", withEstimate(l, priceName(l, alt.Model), alt.Estimate), perMonth(p.FinishesInHours, alt.Model, alt.USDPerMonth), words.Dollars(alt.USDTotal))
		}
		m.end("tbody").end("table")
	}
	m.textEl("p", "class=source", l.T(words.PriceSource, words.WT(p.Source)))
	return m.end("div")
}

// perMonth is a cost's month, or "—" for one billed by the work (a month
// of a job of a few hours would read as less than its hour).
func perMonth(finishes float64, m advisor.PricePref, usd float64) string {
	if advisor.WorkBills(finishes, m) {
		return "—"
	}
	return words.Dollars(usd)
}

// row writes a table row of cells (td or th).
func row(m *static, cell string, texts ...string) {
	m.el("tr", "")
	for _, s := range texts {
		m.textEl(cell, "", s)
	}
	m.end("tr")
}

// breakable lets a long size name wrap after its underscores on a phone
// without changing the text a person copies.
func breakable(name string) []app.UI {
	parts := strings.SplitAfter(name, "_")
	out := make([]app.UI, 0, 2*len(parts))
	for i, part := range parts {
		if i > 0 {
			out = append(out, wbr())
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
	id := words.PerHour
	if vms > 1 {
		id = words.PerHourAll
	}
	return words.T(l, id, words.I(vms))
}

// rate is a throughput and its unit in the language, singular for one in
// English: "1 seat", not "1 seats"; rates ("tokens/s") stay plural.
func rate(l words.Lang, v float64, unit string) string {
	n := words.Rough(v)
	if s := words.ThroughputUnit(l, unit, v); s != unit || l == words.Zh {
		return n + " " + s
	}
	if n == "1" && !strings.Contains(unit, "/") {
		unit = strings.TrimSuffix(unit, "s")
	}
	return n + " " + unit
}
