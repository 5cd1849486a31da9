package ui

import (
	"reflect"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// catalogView lists every GPU size in every region that prices it, with
// filters, sortable columns and a size's detail. It shows catalogPage rows
// at a time: the whole catalog is near 1,500 rows, and a page that draws
// them all answers a keystroke slowly on a phone.
type catalogView struct {
	app.Compo
	Lang words.Lang
	// Cat is the catalog; View the link's filters (its region filter is its
	// own: it never changes an answer), order, ticked sizes and open
	// detail; Answers the answers' regions as given, which the region filter
	// follows until another is chosen.
	Cat     *catalog.Catalog
	View    share.View
	Answers []string
	// Link is the page's share link, for the CSV's header.
	Link string

	shown int            // rows shown
	of    advisor.Browse // the query the rows shown belong to
	day   string         // today, for the sizes' lifecycle
}

// catalogPage is how many rows a page shows, and "Show more" adds.
const catalogPage = 100

// column is one column of the table.
type column struct {
	key   string // advisor.SortColumns name
	label words.ID
	num   bool // a figure: right-aligned
}

// catalogColumns are advisor.SortColumns with their headings: the first
// advisor.DefaultColumns are shown unless the link picks others (share.View.Cols).
var catalogColumns = []column{
	{"size", words.ColSize, false}, {"gpu", words.ColGPUsModel, false}, {"memgpu", words.ColMemPerGPU, true},
	{"region", words.ColRegion, false}, {string(catalog.PAYGLinux), words.ColPAYGLinux, true},
	{string(catalog.SpotLinux), words.ColSpotLinux, true}, {advisor.Commit, words.ColCommit, true},
	{"gpus", words.ColGPUs, true}, {"mem", words.ColMem, true}, {"vcpus", words.ColVCPUs, true},
	{"ram", words.ColRAM, true}, {"nvme", words.ColNVMe, true}, {"net", words.ColNet, true}, {"ib", words.ColIB, true},
	{string(catalog.PAYGWindows), words.ColPAYGWindows, true}, {string(catalog.SpotWindows), words.ColSpotWindows, true},
	{string(catalog.RI1Y), words.ColRI1, true}, {string(catalog.RI3Y), words.ColRI3, true},
	{string(catalog.SP1Y), words.ColSP1, true}, {string(catalog.SP3Y), words.ColSP3, true},
}

// commitTerms name the commitment models, in catalog.PriceModels order from RI1Y.
var commitTerms = [...]words.ID{words.PriceRI1, words.PriceRI3, words.PriceSP1, words.PriceSP3}

// memgpuSpec is the filter on memory per GPU, beside memSpec's per VM.
var memgpuSpec = numSpec{key: "memgpu", label: words.FilterMemPerGPU, unitText: "GB", hintless: true, min: 0, max: 1e6, optional: true, units: []string{"GB"}}

// query is what the view lists: its filters in the regions, read today.
func (c *catalogView) query() advisor.Browse {
	if c.day == "" {
		c.day = today()
	}
	return c.View.Shop(c.View.CatalogRegions(c.Answers), c.day)
}

// OnUpdate goes back to the first page when the query changes.
func (c *catalogView) OnUpdate(ctx app.Context) {
	if q := c.query(); !reflect.DeepEqual(q, c.of) {
		c.of, c.shown = q, catalogPage
	}
}

func (c *catalogView) Render() app.UI {
	l, v := c.Lang, c.View
	q := c.query()
	rows, unknown := advisor.BrowseOffers(c.Cat, q)
	shown := min(max(c.shown, catalogPage), len(rows))
	sort := v.Sort
	if sort == "" {
		sort = advisor.DefaultSortFor(q.Regions)
	}
	count := l.T(words.RowCount, words.I(len(rows)))
	if shown < len(rows) {
		count += " " + l.T(words.ShowingFirst, words.I(shown))
	}
	// A nil part is left out (plain ifs: app.If's closures are functions
	// in the wasm).
	var detail, csv, csvHint, warn, empty, table, more app.UI
	if v.Detail != "" {
		detail = c.detail(v.Detail)
	}
	if len(unknown) > 0 {
		warn = textEl("p", "class=notice warn", l.T(words.RegionsUnknown, words.S(strings.Join(unknown, ", "))))
	}
	if len(rows) == 0 {
		empty = textEl("p", "class=empty", l.T(words.NoRows))
	} else {
		csv = button("type=button|id=catalog-csv|class=btn secondary|aria-describedby=catalog-csv-hint", l.T(words.CatalogCSV, words.I(len(rows))), c.onCSV)
		csvHint = textEl("p", "id=catalog-csv-hint|class=hint", l.T(words.CatalogCSVHint))
		head := make([]app.UI, 0, len(catalogColumns)+1)
		for _, col := range catalogColumns {
			if col.key == "size" || v.Shows(col.key) {
				head = append(head, headerCell(l, col, sort))
			}
		}
		head = append(head, textEl("th", "scope=col", l.T(words.ColCompare)))
		body := make([]app.UI, shown)
		for i := range body {
			body[i] = c.row(rows[i])
		}
		table = scrollTable(l.T(words.CatalogCaption), el("table", "class=catalog-table"), head, body)
	}
	if shown < len(rows) {
		more = button("type=button|id=show-more|class=btn secondary", l.T(words.ShowMore, words.I(min(catalogPage, len(rows)-shown))), c.onMore)
	}
	return wrap("section", "id=catalog|class=view-body card|aria-labelledby="+viewTitleID,
		textEl("h2", "id="+viewTitleID+"|tabindex=-1", l.T(words.CatalogTitle)),
		textEl("p", "class=hint", l.T(words.CatalogIntro)),
		c.filters(),
		currencyNote(l, v.Cur, v.Rate),
		detail,
		wrap("div", "class=row-count-bar",
			el("p", "id=row-count|class=row-count|aria-live=polite").Attr("data-rows", len(rows)).Text(count),
			csv, csvHint,
		),
		warn, empty, table, more,
	)
}

// onCSV downloads every row the view lists (not only those shown), in its
// order, as report.WriteBrowseCSV writes them.
func (c *catalogView) onCSV(ctx app.Context, e app.Event) {
	q := c.query()
	rows, _ := advisor.BrowseOffers(c.Cat, q)
	var b strings.Builder
	b.WriteString("\ufeff")
	if err := report.WriteBrowseCSV(&b, c.Cat, q, rows, c.Link, c.Lang); err != nil {
		return
	}
	downloadCSV(ctx, catalogCSVFile, b.String())
}

func (c *catalogView) onMore(ctx app.Context, e app.Event) {
	c.shown = max(c.shown, catalogPage) + catalogPage
}

// filters are the catalog's filters; each change is a step of the link.
func (c *catalogView) filters() app.UI {
	l, v := c.Lang, c.View
	region, regionOpts := c.regionOptions()
	vendors := opts(l, []choice{{"", words.AnyValue, ""}, {"nvidia", 0, "NVIDIA"}, {"amd", 0, "AMD"}})
	gpus := vendors[:1:1] // Any, then the models
	for _, m := range advisor.GPUModels(c.Cat) {
		gpus = append(gpus, option{Value: m, Label: m})
	}
	return labelled("div", "class=filters|role=search", l.T(words.Filters),
		wrap("div", "class=fields filter-fields",
			selectField(l, "in", words.FilterRegion, noHint, region, regionOpts),
			selectField(l, "vendor", words.FilterVendor, noHint, strings.ToLower(v.Vendor), vendors),
			selectField(l, "gpu", words.FilterGPU, noHint, v.GPU, gpus),
			memSpec.field(l, v.MinMemGB),
			memgpuSpec.field(l, v.MinMemPerGPU),
			maxphSpec.field(l, v.MaxUSDPerHour),
			wrap("div", "class=field",
				textEl("label", "for=catalog-q", l.T(words.FilterText)),
				input("id=catalog-q|type=search").Attr("value", v.Query).Attr("placeholder", l.T(words.FilterTextHint)).
					OnInput(setFromValue("q")),
			),
		),
		checkField(l, "retired", words.ShowRetired, noHint, v.Retired),
		c.columnPicker(),
		// Clearing the filters lets the region filter follow the answers again.
		button("type=button|id=clear-filters|class=btn secondary", l.T(words.ClearFilters), set("filters", "")),
	)
}

// regionOptions are the region filter's choices: the answers' regions
// (when they name any), every region, the groups and the regions; and the
// one chosen. The filter is the view's own (share.View.Region).
func (c *catalogView) regionOptions() (string, []option) {
	l := c.Lang
	all := ""
	var opts []option
	if len(c.Answers) > 0 {
		label := strings.Join(c.Answers, ", ")
		if len(label) > 60 {
			label = label[:57] + "…"
		}
		opts, all = []option{{Value: "", Label: words.T(l, words.YourRegions, words.S(label))}}, share.AllRegions
	}
	opts = append(opts, option{Value: all, Label: words.T(l, words.AllRegions)})
	for _, g := range advisor.RegionGroups {
		opts = append(opts, option{Value: g.Key, Label: groupName(l, g)})
	}
	for _, geo := range c.Cat.Geographies() {
		for _, r := range geo.Regions {
			opts = append(opts, option{Value: r.Name, Label: words.RegionName(l, r.Name, r.DisplayName)})
		}
	}
	chosen := c.View.Region
	if chosen == share.AllRegions && all == "" {
		chosen = ""
	}
	known := chosen == ""
	for _, o := range opts {
		known = known || o.Value == chosen
	}
	if !known {
		opts = append(opts, option{Value: chosen, Label: chosen}) // a list from a link, shown as given
	}
	return chosen, opts
}

// detailFacts are what a size's detail says of its hardware: the
// comparison's rows (spec), with InfiniBand as the catalog's column writes it.
var detailFacts = []struct {
	key   string
	label words.ID
}{
	{"gpu", words.RowGPU}, {"gpu-memory", words.RowGPUMemory}, {"cpu", words.RowCPU}, {"disk", words.RowDisk},
	{"network", words.RowNetwork}, {"ib", words.RowInfiniBand}, {"nvlink", words.RowNVLink}, {"lifecycle", words.RowLifecycle},
}

// detail is everything the catalog says about one size.
func (c *catalogView) detail(name string) app.UI {
	l := c.Lang
	d, ok := advisor.DetailOf(c.Cat, name)
	if !ok {
		return nil
	}
	s := d.Size
	// What the detail shows is read only: one block of text under the
	// controls (as go-app elements it costs more wasm).
	var m static
	m.el("div", "class=detail-body").el("dl", "class=pick-cost detail-facts")
	h := advisor.HardwareOf(s)
	for _, f := range detailFacts {
		figure(&m, l, f.label, "", spec(l, f.key, &h))
	}
	m.end("dl").el("ul", "class=detail-notes").textEl("li", "", l.T(words.DetailSeries, words.S(s.Series)))
	q := advisor.QuotaOf(s, c.Cat) // the checklist's and the Deploy panel's form
	// A note shows when what it is about is known.
	for _, n := range []struct {
		about string
		id    words.ID
		arg   words.Arg
	}{
		{q.API, words.DetailQuota, q.Words()},
		{s.SpecSource, words.DetailSpecSource, words.S(s.SpecSource)},
		{s.SpecsUnknown, words.DetailSpecsUnknown, words.S(s.SpecsUnknown)},
		{s.Lifecycle.Source, words.DetailLifecycleSource, words.S(s.Lifecycle.Source)},
	} {
		if n.about != "" {
			m.textEl("li", "", l.T(n.id, n.arg))
		}
	}
	regions := l.T(words.DetailRegions, words.I(len(d.Offers)))
	m.end("ul").textEl("h4", "", regions)
	m.el("div", "class=table-scroll|tabindex=0|role=region").attr("aria-label", regions)
	m.el("table", "class=catalog-table detail-prices").el("thead", "").el("tr", "").textEl("th", "scope=col", l.T(words.ColRegion))
	for _, pm := range catalog.PriceModels {
		for _, col := range catalogColumns {
			if col.key == string(pm) {
				m.textEl("th", "scope=col|class=num", l.T(col.label))
			}
		}
	}
	m.end("tr").end("thead").el("tbody", "")
	for _, o := range d.Offers {
		m.el("tr", "").textEl("th", "scope=row", words.RegionName(l, o.Region.Name, o.Region.DisplayName))
		for i, model := range catalog.PriceModels {
			v, ok := o.Price(model)
			m.textEl("td", "class=num", orDash(ok, hourly(l, o, i, v)))
		}
		m.end("tr")
	}
	m.end("tbody").end("table").end("div").textEl("h4", "", l.T(words.DetailPriceSources)).el("ul", "class=detail-sources")
	for _, src := range d.Sources {
		m.el("li", "").textEl("strong", "", src.Title).text(" — " + src.Origin + " (" + src.AsOf + ")").end("li")
	}
	m.end("ul").end("div")
	return el("section", "id=size-detail|class=size-detail|aria-labelledby=size-detail-title").Attr("data-size", s.Name).Body(
		wrap("div", "class=detail-head",
			wrap("h3", "id=size-detail-title|tabindex=-1", breakable(s.Name)...),
			c.compareButton(s.Name),
			button("type=button|id=detail-close|class=btn secondary", l.T(words.DetailClose), set("detail", "")),
		),
		m.ui(),
	)
}

// columnPicker ticks the columns shown (the size always is); the link
// keeps them as cols, and the default as nothing. A details element and
// check boxes: the keyboard opens, moves and ticks with no script of ours.
// One handler on the fieldset hears every box's change.
func (c *catalogView) columnPicker() app.UI {
	l, v := c.Lang, c.View
	boxes := []app.UI{textEl("legend", "class=visually-hidden", l.T(words.Columns))}
	for _, col := range catalogColumns[1:] {
		boxes = append(boxes, wrap("div", "class=field check",
			input("type=checkbox|id=col-"+col.key+"|value="+col.key).Attr("checked", v.Shows(col.key)),
			textEl("label", "for=col-"+col.key, l.T(col.label)),
		))
	}
	return details("id=columns|class=column-picker", l.T(words.Columns),
		el("fieldset", "class=column-boxes").On("change", c.onColumn).Body(boxes...))
}

// onColumn shows the column whose box changed, or hides it: the columns
// shown with that one flipped, in display order.
func (c *catalogView) onColumn(ctx app.Context, e app.Event) {
	key := e.Get("target").Get("value").String()
	cols, def := "size", true
	for i, col := range catalogColumns[1:] {
		on := c.View.Shows(col.key) != (col.key == key)
		if on {
			cols += "," + col.key
		}
		def = def && on == (i+1 < advisor.DefaultColumns)
	}
	if def {
		cols = ""
	}
	ctx.NewActionWithValue(actionSet, setting{Key: "cols", Value: cols})
}
