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
// column each, the money rows first. A row whose values differ is marked
// with a ≠ before its name and "(differs)" for screen readers; in a money
// row the lowest figure of the sizes that fit is the marked cell.
type compareView struct {
	Lang words.Lang
	Cmp  advisor.Comparison
	// Catalog is what the deploy panels write their commands from.
	Catalog *catalog.Catalog
}

// compareRow is one line of the table: a label and a cell per size.
type compareRow struct {
	key   string // data-row, for the tests and the stylesheet
	label string
	cells []compareCell
}

// compareCell is a size's value in a row, the line under it ("" for none)
// and, in a money row, whether it is the lowest figure.
type compareCell struct {
	_           incomparable
	value, note string
	best        bool
}

func (c *compareView) ui() app.UI {
	l, sizes := c.Lang, c.Cmp.Sizes
	rows := compareRows(l, sizes)
	// A nil part is left out (plain ifs: app.If's closures are functions
	// in the wasm).
	var needTwo, table, deploy app.UI
	if len(sizes) < 2 {
		needTwo = textEl("p", "class=empty", l.T(words.CompareNeedTwo))
	}
	if len(sizes) > 0 && c.Catalog != nil {
		deploy = c.deployPanels()
	}
	if len(sizes) > 0 {
		head := []app.UI{el("td", "")}
		for _, s := range sizes {
			// Remove sets the link's sizes to the others. The list is the
			// handler's scope: go-app keeps a handler whose scope has not
			// changed, and one that kept an older list would bring back a
			// size taken out since.
			var keep []string
			for _, o := range sizes {
				if o.Size != s.Size {
					keep = append(keep, o.Size)
				}
			}
			rest := strings.Join(keep, ",")
			head = append(head, el("th", "scope=col").Attr("data-size", s.Size).Body(
				wrap("span", "class=col-size", breakable(s.Size)...),
				textEl("span", "class=col-series", s.Series),
				setButton("type=button|class=link-btn remove", "sizes", rest).Aria("label", l.T(words.RemoveSizeLabel, words.S(s.Size))).
					Text(l.T(words.RemoveSize)),
			))
		}
		body := make([]app.UI, len(rows))
		for i, r := range rows {
			body[i] = rowUI(l, r)
		}
		table = scrollTable(l.T(words.CompareCaption), el("table", "class=compare-table").Attr("data-sizes", len(sizes)), head, body)
	}
	return wrap("section", "id=compare|class=view-body card|aria-labelledby="+viewTitleID,
		textEl("h2", "id="+viewTitleID+"|tabindex=-1", l.T(words.CompareTitle)),
		needTwo,
		textEl("p", "class=hint", l.T(words.CompareIntro)),
		table,
		deploy,
	)
}

// scrollTable is a view's table with its header row and rows, in a region
// that scrolls sideways on a narrow screen (and by keyboard), which its
// caption names; the caption is for screen readers, the view's heading
// says it to the eye.
func scrollTable(caption string, table app.HTMLElem, head, rows []app.UI) app.UI {
	return labelled("div", "class=table-scroll|tabindex=0|role=region", caption,
		table.Body(
			textEl("caption", "class=visually-hidden", caption),
			wrap("thead", "", wrap("tr", "", head...)),
			wrap("tbody", "", rows...),
		),
	)
}

// deployPanels are a Deploy panel for each size that fits the answers, for
// its plan as compared (region, VM count, price model); a size that does
// not fit gets a line saying so instead.
func (c *compareView) deployPanels() app.UI {
	l, sizes := c.Lang, c.Cmp.Sizes
	parts := []app.UI{
		textEl("h3", "id=compare-deploy-title", l.T(words.CompareDeployTitle)),
		textEl("p", "class=hint", l.T(words.CompareDeployIntro)),
	}
	for i, s := range sizes {
		if p, ok := s.AsPick(); ok {
			parts = append(parts, &deployPanel{Lang: l, Answers: c.Cmp.Answers, Pick: p, Catalog: c.Catalog,
				Key: "deploy-" + strconv.Itoa(i+1), Title: l.T(words.DeploySize, words.S(s.Size))})
		} else {
			parts = append(parts, el("p", "class=hint no-deploy").Attr("data-size", s.Size).Text(l.T(words.CompareNoDeploy, words.S(s.Size))))
		}
	}
	return wrap("section", "id=compare-deploy|class=compare-deploy|aria-labelledby=compare-deploy-title", parts...)
}

// rowUI is a row, marked when its values differ.
func rowUI(l words.Lang, r compareRow) app.UI {
	differs := false
	for _, c := range r.cells[1:] {
		if c.value != r.cells[0].value {
			differs = true
		}
	}
	flag := ""
	var mark, said app.UI
	if differs {
		flag = "1"
		mark = textEl("span", "class=diff-mark|aria-hidden=true", "≠ ")
		said = textEl("span", "class=visually-hidden", " "+words.T(l, words.Differs))
	}
	cells := []app.UI{wrap("th", "scope=row", mark, app.Text(r.label), said)}
	for _, c := range r.cells {
		var note app.UI
		if c.note != "" {
			note = textEl("span", "class=cell-note", c.note)
		}
		td := el("td", "")
		if differs && c.best {
			// Said by the stylesheet (::after), so the cell's own text
			// stays the figure.
			td = el("td", "class=best").Attr("data-best", words.T(l, words.CompareBest))
		}
		cells = append(cells, td.Body(app.Text(c.value), note))
	}
	return wrap("tr", "data-row="+r.key+"|data-differs="+flag, cells...)
}

const dash = "—"

// compareRows are the table's rows: fit, hardware, where and how many, the
// work, unit costs and every price model's month and project. A row is its
// key: cell writes a size's value for it (one function, not a closure per
// row: each closure is a function of its own in the wasm).
func compareRows(l words.Lang, sizes []advisor.Compared) []compareRow {
	var rows []compareRow
	for _, k := range compareKeys {
		r := newCompareRow(l, sizes, k.key, l.T(k.label))
		shown := !k.optional
		for _, c := range r.cells {
			shown = shown || c.value != dash
		}
		if !shown {
			continue
		}
		rows = append(rows, r)
		if k.key != "plan" {
			continue
		}
		// The plan's month and project, then those of every price model
		// a size is offered under; a commitment's label says it bills its
		// whole term.
		for _, m := range moneyKeys {
			name, offered := words.W(words.RowPlan), m == "plan"
			if !offered {
				name = words.S(priceName(l, m))
				if m != advisor.PAYG && m != advisor.Spot {
					name = words.W(words.CompareTerm, name)
				}
				for _, s := range sizes {
					_, ok := s.CostOf(m)
					offered = offered || ok
				}
			}
			if offered {
				rows = append(rows, newCompareRow(l, sizes, string(m)+"-month", l.T(words.RowModelMonth, name)),
					newCompareRow(l, sizes, string(m)+"-project", l.T(words.RowModelProject, name)))
			}
		}
	}
	return rows
}

// newCompareRow is the row key, with each size's cell, the line under it
// (in the fit's row, the rule that rejected it; in the region's, that it is
// priced as one VM, for reference) and, in a money row, which cells hold
// the lowest figure of the sizes that fit.
func newCompareRow(l words.Lang, sizes []advisor.Compared, key, label string) compareRow {
	r := compareRow{key: key, label: label, cells: make([]compareCell, len(sizes))}
	low, n := 0.0, 0
	for i, s := range sizes {
		c := &r.cells[i]
		c.value = cell(l, key, s)
		switch {
		case key == "fits" && s.Rule != "":
			c.note = l.T(words.RejectedByRule, words.S(s.Rule))
		case key == "region" && s.OneVM:
			c.note = l.T(words.OneVMNote)
		}
		if v, ok := amount(key, s); ok && s.Fits {
			if n == 0 || v < low {
				low = v
			}
			n++
		}
	}
	for i, s := range sizes {
		v, ok := amount(key, s)
		r.cells[i].best = n > 1 && ok && s.Fits && v == low
	}
	return r
}

// amount is a size's dollars in a money row, where less is better; ok is
// false in another row and for a size without the figure.
func amount(key string, s advisor.Compared) (float64, bool) {
	switch key {
	case "plan-month":
		return s.Plan.USDPerMonth, s.Priced
	case "plan-project":
		return s.Plan.USDTotal, s.Priced
	case "per-gpu-hour":
		return s.Unit.PerGPUHour, s.Unit.PerGPUHour > 0
	case "per-gb-hour":
		return s.Unit.PerGBHour, s.Unit.PerGBHour > 0
	case "per-tflops-hour":
		return s.Unit.PerTFLOPHour, s.Unit.PerTFLOPHour > 0
	}
	m, part, _ := strings.Cut(key, "-")
	if part != "month" && part != "project" {
		return 0, false
	}
	c, ok := s.CostOf(advisor.PricePref(m))
	if part == "project" {
		return c.USDTotal, ok
	}
	return c.USDPerMonth, ok
}

// compareKeys are the rows, money first, with their labels. The plan's
// and the price models' month and project rows follow the plan's
// (compareRows). An optional row shows when a size has a figure for it.
var compareKeys = []struct {
	key      string
	label    words.ID
	optional bool
}{
	{key: "fits", label: words.RowFits}, {key: "region", label: words.RowRegion}, {key: "vms", label: words.RowVMs}, {key: "plan", label: words.RowPlan},
	{key: "per-gpu-hour", label: words.RowPerGPUHour}, {key: "per-gb-hour", label: words.RowPerGBHour}, {key: "per-tflops-hour", label: words.RowPerTFLOPHour},
	{key: "gpu", label: words.RowGPU}, {key: "gpu-memory", label: words.RowGPUMemory},
	{key: "cpu", label: words.RowCPU}, {key: "disk", label: words.RowDisk}, {key: "network", label: words.RowNetwork},
	{key: "infiniband", label: words.RowInfiniBand}, {key: "nvlink", label: words.RowNVLink}, {key: "lifecycle", label: words.RowLifecycle},
	{key: "work", label: words.RowWork, optional: true}, {key: "throughput", label: words.ThroughputPerVM, optional: true},
}

// moneyKeys are what the comparison has a month's and a project's row for:
// the plan, then each price model.
var moneyKeys = []advisor.PricePref{"plan", advisor.PAYG, advisor.Spot, advisor.RI1, advisor.RI3, advisor.SP1, advisor.SP3}

// cell is a size's value in the row key (see compareRows).
func cell(l words.Lang, key string, s advisor.Compared) string {
	switch key {
	case "fits":
		mark, fits := "✗ ", words.FitsNo
		if s.Fits {
			mark, fits = "✓ ", words.FitsYes
		}
		return mark + l.T(fits, words.WT(s.Why))
	case "region":
		if !s.Priced {
			return l.T(words.NotPriced)
		}
		return words.RegionName(l, s.Region, s.RegionName)
	case "vms":
		return orDash(s.Priced, words.Number(float64(s.VMs)))
	case "work":
		return orDash(s.FinishesInHours > 0, words.Duration(l, s.FinishesInHours))
	case "throughput":
		if !s.Fits || s.Throughput.PerVM <= 0 {
			return dash
		}
		return rate(l, s.Throughput.PerVM, s.Throughput.Unit)
	case "plan":
		if !s.Priced {
			return dash
		}
		return withEstimate(l, priceName(l, s.Plan.Model), s.Plan.Estimate)
	}
	if v := spec(l, key, &s.Hardware); v != "" {
		return v
	}
	// A money row: its dollars are amount's.
	v, ok := amount(key, s)
	switch key {
	case "plan-month", "plan-project":
		return orDash(ok, words.Dollars(v))
	case "per-gpu-hour":
		return orDash(ok, "$"+words.Fixed(v, 2))
	case "per-gb-hour", "per-tflops-hour":
		return orDash(ok, "$"+words.Fixed(v, 4))
	}
	// A price model's month or project: "payg-month", "ri1-project".
	m, _, _ := strings.Cut(key, "-")
	c, _ := s.CostOf(advisor.PricePref(m))
	if !ok {
		return l.T(words.NotOffered)
	}
	return withEstimate(l, words.Dollars(v), c.Estimate)
}

// spec is a size's hardware in a comparison's row (key), which a size's
// detail in the catalog lists too; "" for a row of another kind.
// "ib" is InfiniBand as the catalog's column writes it, under a heading
// that gives the unit.
func spec(l words.Lang, key string, h *advisor.Hardware) string {
	switch key {
	case "gpu":
		return orDash(h.GPUModel != "", words.Fraction(h.GPUsPerVM)+" × "+h.GPUModel)
	case "gpu-memory":
		return orDash(h.GPUMemoryGB > 0, words.Number(h.GPUMemoryGB)+" GB")
	case "cpu":
		return orDash(h.VCPUs > 0, strconv.Itoa(h.VCPUs)+" vCPU · "+words.Number(h.MemoryGiB)+" GiB")
	case "disk":
		switch {
		case h.NVMeGiB > 0:
			return storage(h.NVMeGiB) + " NVMe"
		case h.TempDiskGiB > 0:
			return l.T(words.TempDisk, words.S(storage(h.TempDiskGiB)))
		}
		return dash
	case "network":
		return orDash(h.NetworkMbps > 0, words.Number(float64(h.NetworkMbps)/1000)+" Gbps")
	case "infiniband", "ib":
		if h.InfiniBandGbps > 0 && key == "ib" {
			return strconv.Itoa(h.InfiniBandGbps)
		}
		ib := words.No
		switch {
		case h.InfiniBandGbps > 0:
			ib = words.IBPerGPU
		case h.InfiniBand:
			ib = words.Yes
		}
		return l.T(ib, words.I(h.InfiniBandGbps))
	case "nvlink":
		nvlink := words.No
		if h.NVLink {
			nvlink = words.Yes
		}
		return l.T(nvlink)
	case "lifecycle":
		return lifecycleText(l, h.Lifecycle)
	}
	return ""
}

func orDash(ok bool, v string) string {
	if !ok {
		return dash
	}
	return v
}

func withEstimate(l words.Lang, v string, est bool) string {
	if est {
		return words.T(l, words.WithEstimate, words.S(v))
	}
	return v
}

// lifecycleText says where a size is in its life; the messages of a
// retiring and a retired size say the date.
func lifecycleText(l words.Lang, lc catalog.Lifecycle) string {
	id := words.ViewLifeGA
	switch lc.Status {
	case catalog.Preview:
		id = words.ViewLifePreview
	case catalog.Retiring:
		id = words.ViewLifeRetiring
	case catalog.Retired:
		id = words.ViewLifeRetired
	}
	return words.T(l, id, words.S(lc.Date))
}
