//go:build !wasm

package e2e

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// retiredToday are the sizes retired on the page's day.
func retiredToday(t *testing.T) map[string]bool {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	day := time.Now().UTC().Format("2006-01-02")
	for _, s := range c.Sizes {
		if s.Lifecycle.StatusOn(day) == catalog.Retired {
			out[s.Name] = true
		}
	}
	if len(out) == 0 {
		t.Fatal("no retired size in the catalog: the test shows nothing")
	}
	return out
}

// priceColumnsShown says, for each price column's heading and the first
// row's cell under it, whether it lies inside the window and inside the
// table's scroll box as the page opens (no sideways scrolling to see it).
const priceColumnsShown = `(() => {
	const box = document.querySelector('#catalog .table-scroll').getBoundingClientRect();
	const heads = [...document.querySelectorAll('#catalog thead th')];
	const row = document.querySelector('#catalog tbody tr');
	const out = [];
	for (const col of ['payg-linux', 'spot-linux', 'commit']) {
		const i = heads.findIndex(th => th.getAttribute('data-col') === col);
		if (i < 0) { out.push(col + ': no column'); continue; }
		for (const [what, e] of [['heading', heads[i]], ['first cell', row.children[i]]]) {
			const r = e.getBoundingClientRect();
			if (r.width === 0 || r.left < 0 || r.right > innerWidth || r.right > box.right + 0.5 || r.bottom > innerHeight + scrollY + 2000)
				out.push(col + ' ' + what + ' at ' + Math.round(r.left) + '–' + Math.round(r.right) + ' px, window ' + innerWidth + ', box to ' + Math.round(box.right));
		}
	}
	return out.join('; ') || 'ok';
})()`

// TestCatalogShop (issue 25) opens the catalog for West Europe as a buyer
// does at 1280×800: no retired size, eight columns with the prices in view,
// sorted by price; the column picker works from the keyboard and its choice
// survives the link; retired sizes come back on demand, after the others.
func TestCatalogShop(t *testing.T) {
	retired := retiredToday(t)
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&view=catalog&region=westeurope")
	b.waitFor("the catalog table", `document.querySelector('#catalog tbody tr') !== null`, waitTimeout)

	sizes := eval[[]string](b, `[...document.querySelectorAll('#catalog tbody tr')].map(tr => tr.getAttribute('data-size'))`)
	for _, s := range sizes {
		if retired[s] {
			t.Errorf("the retired %s is listed by default", s)
		}
	}
	if n := eval[int](b, `document.querySelectorAll('#catalog tbody .badge.life.retired').length`); n > 0 {
		t.Errorf("%d retired badges by default", n)
	}
	cols := eval[[]string](b, `[...document.querySelectorAll('#catalog thead th')].map(th => th.getAttribute('data-col') || 'compare')`)
	if want := "size gpu memgpu region payg-linux spot-linux commit compare"; strings.Join(cols, " ") != want {
		t.Errorf("the columns are %q, want %q", cols, want)
	}
	if got := eval[string](b, priceColumnsShown); got != "ok" {
		t.Errorf("price columns out of view at 1280×800: %s", got)
	}
	if order := eval[string](b, `document.querySelector('#catalog th[data-col="payg-linux"]').getAttribute('aria-sort') || ''`); order != "ascending" {
		t.Errorf("a region's catalog opens sorted %q by pay-as-you-go, want ascending", order)
	}
	prices := eval[[]float64](b, paygOrder)
	for i := 1; i < len(prices); i++ {
		if prices[i] > 0 && (prices[i-1] == 0 || prices[i-1] > prices[i]) {
			t.Fatalf("rows %d and %d read $%v then $%v", i-1, i, prices[i-1], prices[i])
		}
	}
	b.shot("catalog-shop-1280", "#catalog")

	// The column picker from the keyboard: open it, tick vCPUs with Space.
	b.tabTo("#columns summary", false, 40)
	b.press(kb.Enter)
	b.waitFor("the column picker open", `document.getElementById('columns').open`, waitTimeout)
	b.axeClean("the catalog with its column picker open")
	b.tabTo("#col-vcpus", false, 20)
	b.press(" ")
	withVCPUs := "size,gpu,memgpu,region,payg-linux,spot-linux,commit,vcpus"
	b.waitFor("cols in the URL", queryIs("cols", withVCPUs), waitTimeout)
	b.waitFor("a vCPUs column", `document.querySelector('#catalog thead th[data-col="vcpus"]') !== null`, waitTimeout)
	if !eval[bool](b, `document.activeElement === document.getElementById('col-vcpus')`) {
		t.Errorf("the focus left the box it ticked: %s", eval[string](b, focusedJS))
	}
	// The link keeps the choice: a fresh load shows the same columns.
	b.open("/" + b.location()[strings.Index(b.location(), "?"):])
	b.waitFor("the vCPUs column after a reload", `document.querySelector('#catalog thead th[data-col="vcpus"]') !== null && document.getElementById('col-vcpus').checked`, waitTimeout)
	if n := eval[int](b, `document.querySelectorAll('#catalog thead th').length`); n != 9 {
		t.Errorf("%d columns after the reload, want 9", n)
	}
	b.click("#columns summary")
	b.click("#col-vcpus")
	b.waitFor("the default columns, and no cols in the URL", `!new URLSearchParams(location.search).has('cols') && document.querySelectorAll('#catalog thead th').length === 8`, waitTimeout)

	// Retired sizes on demand: badged, after every other.
	b.click("#retired")
	b.waitFor("retired=1 in the URL", queryIs("retired", "1"), waitTimeout)
	b.click("#sort-size")
	b.waitFor("sort=size", queryIs("sort", "size"), waitTimeout)
	for eval[bool](b, `document.getElementById('show-more') !== null`) {
		b.click("#show-more")
		time.Sleep(100 * time.Millisecond)
	}
	rows := eval[[][2]string](b, `[...document.querySelectorAll('#catalog tbody tr')].map(tr => [tr.getAttribute('data-size'), tr.querySelector('.badge.life.retired') ? 'retired' : ''])`)
	seen := false
	n := 0
	for i, r := range rows {
		if retired[r[0]] != (r[1] == "retired") {
			t.Errorf("%s: retired %v, badge %q", r[0], retired[r[0]], r[1])
		}
		if r[1] == "retired" {
			seen = true
			n++
		} else if seen {
			t.Fatalf("row %d, %s, comes after a retired size", i, r[0])
		}
	}
	if n == 0 {
		t.Error("no retired size listed with retired=1")
	}
	t.Logf("%s: %d rows, the last %d retired", b.since(), len(rows), n)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// converted reads "≈ 3.62 EUR at 0.92/USD".
var converted = regexp.MustCompile(`^≈ ([\d,.]+) EUR at 0\.92/USD$`)

// TestCurrencyLink (issue 25) opens a quote with cur=EUR&rate=0.92: each
// amount of the top pick keeps its dollars and shows euros beside them,
// labelled with the rate, the note says Azure bills at its own rates, and
// the catalog does the same; a bad rate is said and leaves dollars alone.
func TestCurrencyLink(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	b.open("/?" + salesCall + "&cur=EUR&rate=0.92")
	b.waitFor("the top pick", `document.querySelector('#picks .pick .pick-hour') !== null`, waitTimeout)
	amounts := 0
	for _, id := range []string{"pick-hour", "pick-month", "pick-total", "pick-work-cost"} {
		got := eval[[2]string](b, fmt.Sprintf(`(dd => dd ? [dd.firstChild.textContent, (dd.querySelector('.conv') || {}).textContent || ''] : ['', ''])(document.querySelector('#picks .pick .%s'))`, id))
		if got[0] == "" {
			continue // a work-billed pick has a work cost, not a month
		}
		amounts++
		usd, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimPrefix(got[0], "$"), ",", ""), 64)
		m := converted.FindStringSubmatch(got[1])
		if err != nil || !strings.HasPrefix(got[0], "$") || m == nil {
			t.Errorf("%s reads %q and %q: want dollars, then euros at the rate", id, got[0], got[1])
			continue
		}
		eur, _ := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
		if math.Abs(eur-usd*0.92) > math.Max(0.01, usd*0.92*0.005) {
			t.Errorf("%s: %s is not %v × 0.92", id, got[1], usd)
		}
	}
	if amounts < 2 {
		t.Errorf("%d amounts on the top pick", amounts)
	}
	note := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('.results .currency-note'))`)
	if !strings.Contains(note, "1 USD = 0.92 EUR") || !strings.Contains(note, "Azure bills in your billing currency") {
		t.Errorf("the currency note reads %q", note)
	}
	b.click("#to-catalog")
	b.waitFor("the catalog in euros", `document.querySelector('#catalog tbody td .conv') !== null && document.querySelector('#catalog .currency-note') !== null`, waitTimeout)
	if !strings.Contains(b.location(), "cur=EUR&rate=0.92") {
		t.Errorf("the catalog's link lost the currency: %s", b.location())
	}

	// In Chinese: the catalog with its columns and the currency, no English.
	b.open("/?" + salesCall + "&lang=zh&view=catalog&retired=1&cur=EUR&rate=0.92")
	b.waitFor("the Chinese catalog", `document.querySelector('#catalog tbody td .conv') !== null`, waitTimeout)
	b.do("opening the column picker", chromedp.Evaluate[chromedp.Void](`document.getElementById('columns').open = true`))
	found := map[string]string{}
	englishOnPage(b, "the Chinese catalog in euros", found)
	for f, where := range found {
		t.Errorf("English on the Chinese page, %s: %s", where, f)
	}
	if conv := eval[string](b, `document.querySelector('#catalog tbody td .conv').textContent`); !strings.Contains(conv, "换算") {
		t.Errorf("the Chinese converted amount reads %q", conv)
	}

	b.open("/?" + salesCall + "&cur=EUR&rate=-2")
	b.waitFor("the top pick", `document.querySelector('#picks .pick .pick-hour') !== null`, waitTimeout)
	if n := eval[int](b, `document.querySelectorAll('.conv, .currency-note').length`); n > 0 {
		t.Errorf("a bad rate still converts (%d elements)", n)
	}
	if text := strings.Join(b.notices(), "\n"); !strings.Contains(text, `rate="-2"`) {
		t.Errorf("no notice for rate=-2: %s", text)
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		t.Errorf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}
