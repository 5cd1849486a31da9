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

	"github.com/azure-gpu-advisor/advisor/catalog"
)

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
