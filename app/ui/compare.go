package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// compareView shows two to four sizes side by side for the answers, one
// column each. A row whose values differ is marked: a tinted background,
// a ≠ before its name, and "(differs)" for screen readers.
type compareView struct {
	Lang words.Lang
	Cmp  advisor.Comparison
	// Catalog is what the deploy panels write their commands from.
	Catalog *catalog.Catalog
}

// compareRow is one line of the table: a label and a value per size.
type compareRow struct {
	key   string // data-row, for the tests and the stylesheet
	label string
	cells []string
	notes []string // a line under a value, per size ("" for none)
}

func (c *compareView) ui() app.UI {
	l, sizes := c.Lang, c.Cmp.Sizes
	t := l.T
	rows := compareRows(l, sizes)
	// A nil part is left out (plain ifs: app.If's closures are functions
	// in the wasm).
	var needTwo, table, deploy app.UI
	if len(sizes) < 2 {
		needTwo = el("p", "class=empty").Text(t(words.CompareNeedTwo))
	}
	if len(sizes) > 0 && c.Catalog != nil {
		deploy = c.deployPanels()
	}
	if len(sizes) > 0 {
		head := []app.UI{app.Elem("td")}
		for _, s := range sizes {
			head = append(head, el("th", "scope=col").DataSet("size", s.Size).Body(
				el("span", "class=col-size").Body(breakable(s.Size)...),
				el("span", "class=col-series").Text(s.Series),
				el("button", "type=button|class=link-btn remove").Aria("label", t(words.RemoveSizeLabel, words.S(s.Size))).
					Text(t(words.RemoveSize)).OnClick(removeSize(sizes, s.Size), app.EventScope(s.Size)),
			))
		}
		body := make([]app.UI, len(rows))
		for i, r := range rows {
			body[i] = rowUI(l, r)
		}
		table = el("div", "class=table-scroll|tabindex=0|role=region").Aria("label", t(words.CompareCaption)).Body(
			el("table", "class=compare-table").DataSet("sizes", len(sizes)).Body(
				el("caption", "class=visually-hidden").Text(t(words.CompareCaption)),
				app.Elem("thead").Body(app.Elem("tr").Body(head...)),
				app.Elem("tbody").Body(body...),
			),
		)
	}
	return el("section", "id=compare|class=view-body card").Aria("labelledby", viewTitleID).Body(
		app.Elem("h2").ID(viewTitleID).TabIndex(-1).Text(t(words.CompareTitle)),
		needTwo,
		el("p", "class=hint").Text(t(words.CompareIntro)),
		table,
		deploy,
	)
}

// deployPanels are a Deploy panel for each size that fits the answers, for
// its plan as compared (region, VM count, price model); a size that does
// not fit gets a line saying so instead.
func (c *compareView) deployPanels() app.UI {
	l, sizes := c.Lang, c.Cmp.Sizes
	t := l.T
	parts := []app.UI{
		el("h3", "id=compare-deploy-title").Text(t(words.CompareDeployTitle)),
		el("p", "class=hint").Text(t(words.CompareDeployIntro)),
	}
	for i, s := range sizes {
		if p, ok := s.AsPick(); ok {
			parts = append(parts, &deployPanel{Lang: l, Answers: c.Cmp.Answers, Pick: p, Catalog: c.Catalog,
				Key: "deploy-" + strconv.Itoa(i+1), Title: t(words.DeploySize, words.S(s.Size))})
		} else {
			parts = append(parts, el("p", "class=hint no-deploy").DataSet("size", s.Size).Text(t(words.CompareNoDeploy, words.S(s.Size))))
		}
	}
	return el("section", "id=compare-deploy|class=compare-deploy|aria-labelledby=compare-deploy-title").Body(parts...)
}

// rowUI is a row, marked when its values differ.
func rowUI(l words.Lang, r compareRow) app.UI {
	differs := false
	for _, v := range r.cells[1:] {
		if v != r.cells[0] {
			differs = true
		}
	}
	cls, flag := "", ""
	var mark, said app.UI
	if differs {
		cls, flag = "differs", "1"
		mark = el("span", "class=diff-mark|aria-hidden=true").Text("≠ ")
		said = el("span", "class=visually-hidden").Text(" " + words.T(l, words.Differs))
	}
	cells := []app.UI{el("th", "scope=row").Body(mark, app.Text(r.label), said)}
	for i, cell := range r.cells {
		var note app.UI
		if i < len(r.notes) && r.notes[i] != "" {
			note = el("span", "class=cell-note").Text(r.notes[i])
		}
		cells = append(cells, app.Elem("td").Body(app.Text(cell), note))
	}
	return app.Elem("tr").Class(cls).DataSet("row", r.key).DataSet("differs", flag).Body(cells...)
}

// removeSize takes a size out of the comparison.
func removeSize(sizes []advisor.Compared, name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		var keep []string
		for _, s := range sizes {
			if s.Size != name {
				keep = append(keep, s.Size)
			}
		}
		ctx.NewActionWithValue(actionSet, setting{Key: "sizes", Value: strings.Join(keep, ",")})
	}
}

const dash = "—"

// compareRows are the table's rows: fit, hardware, where and how many, the
// work, unit costs and every price model's month and project.
func compareRows(l words.Lang, sizes []advisor.Compared) []compareRow {
	t := l.T
	n := len(sizes)
	row := func(key string, label string, f func(s advisor.Compared) string) compareRow {
		return newRow(sizes, key, label, f)
	}
	some := func(f func(s advisor.Compared) bool) bool { return someSize(sizes, f) }
	fits := row("fits", t(words.RowFits), func(s advisor.Compared) string {
		if s.Fits {
			return "✓ " + t(words.FitsYes)
		}
		return "✗ " + t(words.FitsNo, words.WT(s.Why))
	})
	fits.notes = make([]string, n)
	for i, s := range sizes {
		if s.Rule != "" {
			fits.notes[i] = t(words.RejectedByRule, words.S(s.Rule))
		}
	}
	rows := []compareRow{fits,
		row("gpu", t(words.RowGPU), func(s advisor.Compared) string {
			if s.GPUModel == "" {
				return dash
			}
			return words.Fraction(s.GPUsPerVM) + " × " + s.GPUModel
		}),
		row("gpu-memory", t(words.RowGPUMemory), func(s advisor.Compared) string { return orDash(s.GPUMemoryGB > 0, words.Number(s.GPUMemoryGB)+" GB") }),
		row("cpu", t(words.RowCPU), func(s advisor.Compared) string {
			return orDash(s.VCPUs > 0, strconv.Itoa(s.VCPUs)+" vCPU · "+words.Number(s.MemoryGiB)+" GiB")
		}),
		row("disk", t(words.RowDisk), func(s advisor.Compared) string {
			switch {
			case s.NVMeGiB > 0:
				return storage(s.NVMeGiB) + " NVMe"
			case s.TempDiskGiB > 0:
				return t(words.TempDisk, words.S(storage(s.TempDiskGiB)))
			}
			return dash
		}),
		row("network", t(words.RowNetwork), func(s advisor.Compared) string { return orDash(s.NetworkMbps > 0, network(s.NetworkMbps)) }),
		row("infiniband", t(words.RowInfiniBand), func(s advisor.Compared) string {
			switch {
			case s.InfiniBandGbps > 0:
				return t(words.IBPerGPU, words.I(s.InfiniBandGbps))
			case s.InfiniBand:
				return t(words.Yes)
			}
			return t(words.No)
		}),
		row("nvlink", t(words.RowNVLink), func(s advisor.Compared) string { return yesNo(l, s.NVLink) }),
		row("lifecycle", t(words.RowLifecycle), func(s advisor.Compared) string { return lifecycleText(l, s.Lifecycle) }),
	}
	region := row("region", t(words.RowRegion), func(s advisor.Compared) string {
		if !s.Priced {
			return t(words.NotPriced)
		}
		return words.RegionName(l, s.Region, s.RegionName)
	})
	region.notes = make([]string, n)
	for i, s := range sizes {
		if s.OneVM {
			region.notes[i] = t(words.OneVMNote)
		}
	}
	rows = append(rows, region,
		row("vms", t(words.RowVMs), func(s advisor.Compared) string { return orDash(s.Priced, words.Number(float64(s.VMs))) }))
	if some(func(s advisor.Compared) bool { return s.FinishesInHours > 0 }) {
		rows = append(rows, row("work", t(words.RowWork), func(s advisor.Compared) string {
			return orDash(s.FinishesInHours > 0, words.Duration(l, s.FinishesInHours))
		}))
	}
	if some(func(s advisor.Compared) bool { return s.Fits && s.Throughput.PerVM > 0 }) {
		rows = append(rows, row("throughput", t(words.ThroughputPerVM), func(s advisor.Compared) string {
			if !s.Fits || s.Throughput.PerVM <= 0 {
				return dash
			}
			return words.Rough(s.Throughput.PerVM) + " " + unitFor(l, s.Throughput.PerVM, s.Throughput.Unit)
		}))
	}
	plan := t(words.RowPlan)
	rows = append(rows,
		row("plan", plan, func(s advisor.Compared) string {
			if !s.Priced {
				return dash
			}
			return withEstimate(l, priceName(l, s.Plan.Model), s.Plan.Estimate)
		}),
		row("plan-month", t(words.RowModelMonth, words.S(plan)), func(s advisor.Compared) string { return orDash(s.Priced, words.Dollars(s.Plan.USDPerMonth)) }),
		row("plan-project", t(words.RowModelProject, words.S(plan)), func(s advisor.Compared) string { return orDash(s.Priced, words.Dollars(s.Plan.USDTotal)) }),
		row("per-gpu-hour", t(words.RowPerGPUHour), func(s advisor.Compared) string {
			return orDash(s.Unit.PerGPUHour > 0, "$"+words.Fixed(s.Unit.PerGPUHour, 2))
		}),
		row("per-gb-hour", t(words.RowPerGBHour), func(s advisor.Compared) string {
			return orDash(s.Unit.PerGBHour > 0, "$"+words.Fixed(s.Unit.PerGBHour, 4))
		}),
		row("per-tflops-hour", t(words.RowPerTFLOPHour), func(s advisor.Compared) string {
			return orDash(s.Unit.PerTFLOPHour > 0, "$"+words.Fixed(s.Unit.PerTFLOPHour, 4))
		}),
	)
	for _, m := range []advisor.PricePref{advisor.PAYG, advisor.Spot, advisor.RI1, advisor.RI3, advisor.SP1, advisor.SP3} {
		if !some(func(s advisor.Compared) bool { _, ok := s.CostOf(m); return ok }) {
			continue
		}
		name := priceName(l, m)
		cost := func(f func(advisor.Cost) float64) func(s advisor.Compared) string {
			return func(s advisor.Compared) string {
				c, ok := s.CostOf(m)
				if !ok {
					return t(words.NotOffered)
				}
				return withEstimate(l, words.Dollars(f(c)), c.Estimate)
			}
		}
		rows = append(rows,
			row(string(m)+"-month", t(words.RowModelMonth, words.S(name)), cost(func(c advisor.Cost) float64 { return c.USDPerMonth })),
			row(string(m)+"-project", t(words.RowModelProject, words.S(name)), cost(func(c advisor.Cost) float64 { return c.USDTotal })),
		)
	}
	return rows
}

// newRow and someSize stay out of line: inlined, each of the rows would
// carry its own copy of the loop in the wasm.
//
//go:noinline
func newRow(sizes []advisor.Compared, key, label string, f func(s advisor.Compared) string) compareRow {
	r := compareRow{key: key, label: label, cells: make([]string, len(sizes))}
	for i, s := range sizes {
		r.cells[i] = f(s)
	}
	return r
}

//go:noinline
func someSize(sizes []advisor.Compared, f func(s advisor.Compared) bool) bool {
	for _, s := range sizes {
		if f(s) {
			return true
		}
	}
	return false
}

func orDash(ok bool, v string) string {
	if !ok {
		return dash
	}
	return v
}

func yesNo(l words.Lang, v bool) string {
	if v {
		return words.T(l, words.Yes)
	}
	return words.T(l, words.No)
}

func withEstimate(l words.Lang, v string, est bool) string {
	if est {
		return words.T(l, words.WithEstimate, words.S(v))
	}
	return v
}

// lifecycleText says where a size is in its life.
func lifecycleText(l words.Lang, lc catalog.Lifecycle) string {
	switch lc.Status {
	case catalog.Preview:
		return words.T(l, words.ViewLifePreview)
	case catalog.Retiring:
		return words.T(l, words.ViewLifeRetiring, words.S(lc.Date))
	case catalog.Retired:
		return words.T(l, words.ViewLifeRetired, words.S(lc.Date))
	}
	return words.T(l, words.ViewLifeGA)
}
