//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

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
