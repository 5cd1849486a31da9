//go:build !wasm

package e2e

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// salesCall is issue 10's customer call: QLoRA on a 70B model for two
// months, $5,000 a month, data in the EU, PyTorch on CUDA.
const salesCall = "v=1&task=finetune&model=llama-3.1-70b&method=qlora&months=2&budget=5000&region=eu&stack=cuda&fw=pytorch"

// checkDifferences checks every row of the compare table: a row is marked
// as differing (attribute, ≠ and words for screen readers) exactly when its
// cells differ.
const checkDifferences = `(() => {
	const bad = [];
	let marked = 0;
	for (const tr of document.querySelectorAll('#compare tbody tr')) {
		const cells = [...tr.querySelectorAll('td')].map(td => td.innerText.trim());
		const differs = cells.some(c => c !== cells[0]);
		const th = tr.querySelector('th');
		const flagged = tr.getAttribute('data-differs') === '1';
		const told = /≠/.test(th.innerText) && th.querySelector('.visually-hidden') !== null;
		if (differs !== flagged || differs !== told) bad.push(tr.getAttribute('data-row') + ': differs ' + differs + ', marked ' + flagged + ', told ' + told);
		if (flagged) marked++;
	}
	return bad.length ? bad.join('; ') : 'ok ' + marked;
})()`

// noSideways fails when the page scrolls sideways at the current width.
func (b *browser) noSideways(where string) {
	b.t.Helper()
	if w, iw := eval[int](b, `document.documentElement.scrollWidth`), eval[int](b, `innerWidth`); w > iw {
		b.t.Errorf("%s: the page is %d px wide in a %d px window: it scrolls sideways", where, w, iw)
	}
}

// viewShots opens a view's link in each language at desktop and phone
// widths, each in its own browser (on a busy machine one takes half a
// minute to start), checks that the page does not scroll sideways, runs
// axe-core and keeps the screenshot.
func viewShots(t *testing.T, base, name, link, ready string) {
	t.Helper()
	src := axeSource(t)
	for _, lang := range []string{"en", "zh"} {
		for _, width := range []int64{1280, 390} {
			device := "desktop"
			if width < 600 {
				device = "phone"
			}
			t.Run(lang+"-"+device, func(t *testing.T) {
				b := newBrowser(t, base)
				b.do("the window size", chromedp.EmulateViewport(width, 844, chromedp.EmulateMobile))
				b.open(link + "&lang=" + lang)
				b.waitFor(name, ready, waitTimeout)
				time.Sleep(300 * time.Millisecond)
				where := fmt.Sprintf("%s %s %d px", name, lang, width)
				b.noSideways(where)
				if vs := evalAxe(b, src); len(vs) > 0 {
					t.Errorf("%s: axe-core found %d critical or serious violations:%s", where, len(vs), describeViolations(vs))
				} else {
					t.Logf("%s: %s: no critical or serious axe violation", b.since(), where)
				}
				b.saveAs(fmt.Sprintf("%s-%s-%s", name, lang, device), b.snap(name+"-"+lang+"-"+device))
			})
		}
	}
}

// TestCompareView ticks two picks, opens the comparison, walks Back and
// Forward, then opens a compare link with a size that does not fit.
func TestCompareView(t *testing.T) {
	base := serve(t, siteDir(t))
	var sizes []string
	t.Run("tick, compare, Back and Forward", func(t *testing.T) { sizes = compareFromPicks(t, base) })
	if len(sizes) < 2 {
		t.Fatal("no two picks to compare")
	}
	t.Run("screenshots and axe", func(t *testing.T) {
		viewShots(t, base, "compare", "/?"+salesCall+"&view=compare&sizes="+strings.Join(sizes, ","),
			`document.querySelectorAll('#compare thead th[data-size]').length === 2`)
	})
	t.Run("a size that does not fit", func(t *testing.T) { compareRejected(t, base, sizes[0]) })
}

// compareFromPicks ticks the first two picks and compares them; it returns them.
func compareFromPicks(t *testing.T, base string) []string {
	b := newBrowser(t, base)
	b.open("/?" + salesCall)
	b.waitFor("two picks", `document.querySelectorAll('#picks .pick').length >= 2`, waitTimeout)
	sizes := eval[[]string](b, `[...document.querySelectorAll('#picks .pick')].slice(0, 2).map(e => e.getAttribute('data-size'))`)
	if sizes[0] == sizes[1] {
		t.Fatalf("the first two picks are one size: %v", sizes)
	}
	for _, s := range sizes {
		b.click(fmt.Sprintf(`#picks input[type=checkbox][id="compare-%s"]`, s))
	}
	want := strings.Join(sizes, ",")
	b.waitFor("sizes="+want+" in the URL", queryIs("sizes", want), waitTimeout)
	b.click("#to-compare")
	b.waitFor("the compare view with both sizes", fmt.Sprintf(`(ths => ths.length === 2 && ths[0].getAttribute('data-size') === %q && ths[1].getAttribute('data-size') === %q)([...document.querySelectorAll('#compare thead th[data-size]')])`, sizes[0], sizes[1]), waitTimeout)
	b.waitFor("view=compare in the URL", queryIs("view", "compare", "sizes", want), waitTimeout)
	if got := eval[string](b, checkDifferences); !strings.HasPrefix(got, "ok ") || got == "ok 0" {
		t.Errorf("the differences are not marked as they should be: %s", got)
	} else {
		t.Logf("%s: %s rows differ", b.since(), strings.TrimPrefix(got, "ok "))
	}
	if fits := eval[string](b, `[...document.querySelectorAll('#compare tr[data-row="fits"] td')].map(td => td.innerText).join(' | ')`); strings.Count(fits, "✓") != 2 {
		t.Errorf("both picks should fit the answers: %s", fits)
	}
	// The pick card's cost is the comparison's, to the cent shown: the
	// project's for a job billed by the work (its card shows no month), else
	// the month's.
	cost := func(row string) string {
		return eval[string](b, fmt.Sprintf(`document.querySelector('#compare tr[data-row=%q] td').innerText`, row))
	}
	month, project := cost("plan-month"), cost("plan-project")

	b.do("going Back", chromedp.Evaluate[chromedp.Void](`history.back()`))
	b.waitFor("the results after Back", `document.querySelector('#picks .pick') !== null && document.getElementById('compare') === null`, waitTimeout)
	figure, want := ".pick-month", month
	if eval[bool](b, `document.querySelector('#picks .pick .pick-work-cost') !== null`) {
		figure, want = ".pick-work-cost", project
	}
	if got := eval[string](b, fmt.Sprintf(`document.querySelector('#picks .pick %s').innerText`, figure)); got != want {
		t.Errorf("the first pick's %s is %s, the comparison says %s", figure, got, want)
	}
	b.do("going Forward", chromedp.Evaluate[chromedp.Void](`history.forward()`))
	b.waitFor("the comparison after Forward", `document.querySelectorAll('#compare thead th[data-size]').length === 2`, waitTimeout)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
	return sizes
}

// compareRejected opens a link with a size too small for the model: it is
// compared, and says which rule turns it down; an unknown size is noted.
func compareRejected(t *testing.T, base, pick string) {
	b := newBrowser(t, base)
	const small = "Standard_NV36ads_A10_v5"
	b.open("/?" + salesCall + "&view=compare&sizes=" + pick + "," + small + ",Standard_Nope")
	b.waitFor("two sizes compared", `document.querySelectorAll('#compare thead th[data-size]').length === 2`, waitTimeout)
	fits := eval[string](b, `document.querySelectorAll('#compare tr[data-row="fits"] td')[1].innerText`)
	if !strings.Contains(fits, "✗") || !strings.Contains(fits, "Rule: ") {
		t.Errorf("%s should not fit and name its rule: %q", small, fits)
	}
	if n := b.notices(); !strings.Contains(strings.Join(n, " "), "Standard_Nope") {
		t.Errorf("no notice names the unknown size Standard_Nope: %q", n)
	}
	b.saveAs("compare-rejected", b.snap("compare-rejected"))
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// pricedIn counts the sizes the catalog prices in a region.
func pricedIn(t *testing.T, region string) int {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	retired := retiredToday(t) // hidden by default (issue 25)
	for _, p := range c.Prices {
		if p.Region == region && !retired[p.Size] {
			seen[p.Size] = true
		}
	}
	return len(seen)
}

// paygOrder is the rows' Linux pay-as-you-go prices, in page order.
const paygOrder = `[...document.querySelectorAll('#catalog tbody tr[data-payg]')].map(tr => parseFloat(tr.getAttribute('data-payg')))`

// TestCatalogView opens the catalog for West Europe: every size priced
// there and not retired is listed, the columns sort both ways, a filter narrows the list,
// a size opens its detail and two rows go to the comparison.
func TestCatalogView(t *testing.T) {
	base := serve(t, siteDir(t))
	want := pricedIn(t, "westeurope")
	t.Run("West Europe: count, sort, filter, detail, compare", func(t *testing.T) { catalogWestEurope(t, base, want) })
	t.Run("screenshots and axe", func(t *testing.T) {
		viewShots(t, base, "catalog", "/?v=1&view=catalog&region=westeurope&sort=payg-linux&sizes=Standard_NC40ads_H100_v5&detail=Standard_NC40ads_H100_v5",
			`document.querySelector('#size-detail tbody tr') !== null && document.querySelector('#catalog tbody tr') !== null`)
	})
	t.Run("the whole catalog, 100 rows at a time", func(t *testing.T) { catalogWhole(t, base) })
}

func catalogWestEurope(t *testing.T, base string, want int) {
	b := newBrowser(t, base)
	b.open("/?v=1&view=catalog&region=westeurope&sort=size")
	b.waitFor("the catalog table", `document.querySelector('#catalog tbody tr') !== null`, waitTimeout)
	if got := eval[int](b, `+document.getElementById('row-count').getAttribute('data-rows')`); got != want {
		t.Errorf("West Europe lists %d rows; the catalog prices %d sizes there", got, want)
	}
	shown := eval[int](b, `document.querySelectorAll('#catalog tbody tr').length`)
	if shown != min(want, 100) {
		t.Errorf("%d rows shown of %d", shown, want)
	}
	if other := eval[int](b, `[...document.querySelectorAll('#catalog tbody tr')].filter(tr => tr.getAttribute('data-region') !== 'westeurope').length`); other > 0 {
		t.Errorf("%d rows outside West Europe", other)
	}

	// Sorting by pay-as-you-go: ascending, then descending; rows without
	// the price come last.
	for _, tc := range []struct{ sort, order string }{{"payg-linux", "ascending"}, {"-payg-linux", "descending"}} {
		b.click("#sort-payg-linux")
		b.waitFor("sort="+tc.sort+" in the URL", queryIs("sort", tc.sort), waitTimeout)
		b.waitFor("aria-sort="+tc.order, fmt.Sprintf(`document.querySelector('#catalog th[data-col="payg-linux"]').getAttribute('aria-sort') === %q`, tc.order), waitTimeout)
		prices := eval[[]float64](b, paygOrder)
		for i := 1; i < len(prices); i++ {
			a, p := prices[i-1], prices[i]
			if p == 0 {
				continue
			}
			if a == 0 || (tc.order == "ascending" && a > p) || (tc.order == "descending" && a < p) {
				t.Fatalf("sorted %s, rows %d and %d read $%v then $%v", tc.order, i-1, i, a, p)
			}
		}
		t.Logf("%s: sorted %s: first $%v, last $%v", b.since(), tc.order, prices[0], prices[len(prices)-1])
	}
	b.do("going Back", chromedp.Evaluate[chromedp.Void](`history.back()`))
	b.waitFor("ascending again after Back", queryIs("sort", "payg-linux")+` && document.querySelector('#catalog th[data-col="payg-linux"]').getAttribute('aria-sort') === 'ascending'`, waitTimeout)

	// Free text narrows the list.
	b.typeInto("catalog-q", "h100")
	b.waitFor("q=h100 in the URL", queryIs("q", "h100"), waitTimeout)
	b.waitFor("only H100 rows", `(rows => rows.length > 0 && rows.every(tr => /H100/i.test(tr.innerText)))([...document.querySelectorAll('#catalog tbody tr')])`, waitTimeout)

	// A size's detail: its regions and sources.
	size := eval[string](b, `document.querySelector('#catalog tbody tr').getAttribute('data-size')`)
	b.click(`#catalog tbody tr th button`)
	b.waitFor("the detail of "+size, fmt.Sprintf(`(d => !!d && d.getAttribute('data-size') === %q && d.querySelectorAll('tbody tr').length > 0 && d.querySelectorAll('.detail-sources li').length > 0)(document.getElementById('size-detail'))`, size), waitTimeout)
	b.waitFor("detail= in the URL", queryIs("detail", size), waitTimeout)

	// Two rows to the comparison.
	b.click("#detail-close")
	b.waitFor("the detail closed", `document.getElementById('size-detail') === null`, waitTimeout)
	b.typeInto("catalog-q", "\b")
	b.waitFor("every row again", fmt.Sprintf(`+document.getElementById('row-count').getAttribute('data-rows') === %d`, want), waitTimeout)
	pair := eval[[]string](b, `(() => { const out = []; for (const tr of document.querySelectorAll('#catalog tbody tr')) { const s = tr.getAttribute('data-size'); if (!out.includes(s)) out.push(s); if (out.length === 2) break; } return out; })()`)
	for _, s := range pair {
		b.click(fmt.Sprintf(`#catalog tbody tr[data-size=%q] .add-compare`, s))
		b.waitFor(s+" in the comparison", fmt.Sprintf(`new URLSearchParams(location.search).get('sizes')?.split(',').includes(%q)`, s), waitTimeout)
	}
	b.click("#to-compare")
	b.waitFor("both sizes compared", fmt.Sprintf(`[...document.querySelectorAll('#compare thead th[data-size]')].map(th => th.getAttribute('data-size')).join(',') === %q`, strings.Join(pair, ",")), waitTimeout)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

func catalogWhole(t *testing.T, base string) {
	b := newBrowser(t, base)

	// The whole catalog pages by 100 rows.
	all := len(func() []string {
		c, _ := catalog.Load()
		seen := map[string]bool{}
		retired := retiredToday(t)
		var out []string
		for _, p := range c.Prices {
			if k := p.Size + " " + p.Region; !seen[k] && !retired[p.Size] {
				seen[k] = true
				out = append(out, k)
			}
		}
		return out
	}())
	b.open("/?v=1&view=catalog")
	b.waitFor("the whole catalog", fmt.Sprintf(`+document.getElementById('row-count').getAttribute('data-rows') === %d && document.querySelectorAll('#catalog tbody tr').length === 100`, all), waitTimeout)
	b.click("#show-more")
	b.waitFor("200 rows", `document.querySelectorAll('#catalog tbody tr').length === 200`, waitTimeout)
	b.noSideways("the whole catalog, 1280 px")
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// download clicks a button that downloads a file and returns the file's
// bytes, as the browser saved them, without the byte-order mark.
func (b *browser) download(button, name string) []byte {
	b.t.Helper()
	dir := b.t.TempDir()
	events := true
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &events}); err != nil {
		b.fatalf("allowing downloads: %v", err)
	}
	b.click(button)
	file := filepath.Join(dir, name)
	for deadline := time.Now().Add(waitTimeout); ; time.Sleep(100 * time.Millisecond) {
		if data, err := os.ReadFile(file); err == nil && len(data) > 0 {
			return bytes.TrimPrefix(data, []byte("\ufeff"))
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(dir)
			b.fatalf("no %s after clicking %s (the folder holds %v)", file, button, entries)
		}
	}
}

// catalogCSV reads the catalog view's CSV: its header lines (label → the
// rest of the line) and its table, the head first.
func catalogCSV(b *browser, body []byte) (map[string]string, [][]string) {
	b.t.Helper()
	r := csv.NewReader(bytes.NewReader(body))
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		b.fatalf("the CSV does not parse: %v\n%s", err, body)
	}
	head := map[string]string{}
	for i, rec := range recs {
		if len(rec) > 2 && rec[0] == "Size" {
			return head, recs[i:]
		}
		if len(rec) >= 2 {
			head[rec[0]] = strings.Join(rec[1:], " ")
		}
	}
	b.fatalf("the CSV has no table head:\n%s", body)
	return nil, nil
}

// TestCatalogCSV downloads the catalog view's CSV as a person does: it holds
// every row the view lists (not only the 100 shown), in the view's order,
// the link, and the first row's price to the cent; then the whole catalog,
// far more than one page of rows.
func TestCatalogCSV(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&view=catalog&region=westeurope&sort=payg-linux")
	b.waitFor("the catalog table", `document.querySelector('#catalog tbody tr') !== null`, waitTimeout)
	rows := eval[int](b, `+document.getElementById('row-count').getAttribute('data-rows')`)
	first := eval[[]string](b, `((tr, i) => [tr.getAttribute('data-size'), tr.getAttribute('data-region'), tr.getAttribute('data-payg'), tr.children[i].innerText])(document.querySelector('#catalog tbody tr'), [...document.querySelectorAll('#catalog thead th')].findIndex(th => th.getAttribute('data-col') === 'payg-linux'))`)
	link := b.location()

	head, table := catalogCSV(b, b.download("#catalog-csv", "azure-gpu-catalog.csv"))
	if len(table)-1 != rows {
		t.Errorf("the CSV has %d rows, the view %d", len(table)-1, rows)
	}
	if head["Link"] != link || head["Regions"] != "westeurope" || head["Sort"] != "payg-linux ascending" {
		t.Errorf("the CSV's header lines do not say the view: %q (the page is at %s)", head, link)
	}
	cols := table[0]
	if len(table) < 2 || len(cols) < 13 || cols[12] != "Pay-as-you-go Linux USD per hour" {
		b.fatalf("the CSV's table: head %q, %d rows", cols, len(table)-1)
	}
	row := table[1]
	if row[0] != first[0] || row[2] != first[1] {
		t.Errorf("the CSV's first row is %s in %s, the table's %s in %s", row[0], row[2], first[0], first[1])
	}
	price, err := strconv.ParseFloat(row[12], 64)
	want, _ := strconv.ParseFloat(first[2], 64)
	shown, _ := strconv.ParseFloat(strings.TrimPrefix(strings.ReplaceAll(first[3], ",", ""), "$"), 64)
	if err != nil || math.Round(price*100) != math.Round(want*100) || math.Abs(price-shown) > 0.005 {
		t.Errorf("the CSV's first price is %q; the table shows %s (%s to the cent)", row[12], first[3], first[2])
	}
	t.Logf("%s: West Europe: %d rows in the CSV and the view; first %s at $%s/h", b.since(), rows, row[0], row[12])

	// The whole catalog: every row, not only the first page.
	b.open("/?v=1&view=catalog")
	b.waitFor("the whole catalog", `document.querySelectorAll('#catalog tbody tr').length === 100`, waitTimeout)
	all := eval[int](b, `+document.getElementById('row-count').getAttribute('data-rows')`)
	if _, table := catalogCSV(b, b.download("#catalog-csv", "azure-gpu-catalog.csv")); len(table)-1 != all || all <= 100 {
		t.Errorf("the whole catalog: the CSV has %d rows, the view %d", len(table)-1, all)
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// TestCompareDeploy compares two sizes that fit and one that does not: the
// two get a Deploy panel each, opened from the keyboard, whose create
// command names its size; the third gets none. Screenshots in both
// languages with the panels open, and axe finds nothing serious.
func TestCompareDeploy(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	b.open("/?" + salesCall)
	b.waitFor("two picks", `document.querySelectorAll('#picks .pick').length >= 2`, waitTimeout)
	sizes := eval[[]string](b, `[...document.querySelectorAll('#picks .pick')].slice(0, 2).map(e => e.getAttribute('data-size'))`)
	const small = "Standard_NV36ads_A10_v5" // too small for a 70B model
	link := "/?" + salesCall + "&view=compare&sizes=" + strings.Join(sizes, ",") + "," + small
	src := axeSource(t)
	for _, lang := range []string{"en", "zh"} {
		if lang != "en" {
			b = newBrowser(t, base)
		}
		b.open(link + "&lang=" + lang)
		b.waitFor("three sizes compared", `document.querySelectorAll('#compare thead th[data-size]').length === 3`, waitTimeout)
		got := eval[[]string](b, `[...document.querySelectorAll('#compare-deploy details.deploy-panel')].map(d => d.getAttribute('data-size'))`)
		if strings.Join(got, ",") != strings.Join(sizes, ",") {
			b.fatalf("%s: the Deploy panels are for %q; want one for each size that fits, %q", lang, got, sizes)
		}
		if n := eval[int](b, fmt.Sprintf(`document.querySelectorAll('#compare-deploy .no-deploy[data-size=%q]').length`, small)); n != 1 {
			t.Errorf("%s: %s does not fit, yet no line says it gets no deploy commands", lang, small)
		}
		for i, size := range sizes {
			id := fmt.Sprintf("#deploy-%d", i+1)
			b.do("focusing "+id+"'s summary", chromedp.Focus(chromedp.CSS(id+" > summary")))
			b.press(kb.Enter)
			b.waitFor(id+" open", `document.querySelector('`+id+`[open]') !== null`, waitTimeout)
			create := eval[string](b, `document.querySelector('`+id+`-create pre').innerText`)
			if !strings.Contains(create, "az vm create") && !strings.Contains(create, "az vmss create") || !strings.Contains(create, "--size "+size) {
				t.Errorf("%s: %s's create step does not create %s:\n%s", lang, id, size, create)
			}
			if bicep := eval[string](b, `document.querySelector('`+id+`-bicep-file pre').innerText`); !strings.Contains(bicep, "'"+size+"'") {
				t.Errorf("%s: %s's Bicep does not name %s", lang, id, size)
			}
		}
		if dup := eval[string](b, `(ids => ids.filter((x, i) => ids.indexOf(x) !== i).join(' '))([...document.querySelectorAll('[id]')].map(e => e.id))`); dup != "" {
			t.Errorf("%s: IDs used twice: %s", lang, dup)
		}
		if vs := evalAxe(b, src); len(vs) > 0 {
			t.Errorf("%s: axe-core found %d critical or serious violations with the panels open:%s", lang, len(vs), describeViolations(vs))
		}
		b.noSideways("compare with deploy panels, " + lang)
		b.saveAs("compare-deploy-"+lang, b.snap("compare-deploy-"+lang))
		if errs := b.errorsSoFar(); len(errs) > 0 {
			t.Errorf("%s: the page reported errors:\n  %s", lang, strings.Join(errs, "\n  "))
		}
	}
}
