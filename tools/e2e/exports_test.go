//go:build !wasm

package e2e

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The usual answer of issue 25's walk-through: a served 70B model for a
// customer in Europe, some answers given and the rest the defaults.
const handoutLink = "/?v=1&task=inference&model=llama-3.1-70b&conc=16&tps=400&hours=400&months=12&region=westeurope,northeurope"

// TestExportsCarryTheWorkload: the print view and the plain-text summary
// list every answer that shaped the result, the defaults marked as assumed,
// and the plain text has no Markdown escapes.
func TestExportsCarryTheWorkload(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	grantClipboard(t, b, base)
	b.open(handoutLink)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	rows := eval[[]string](b, `[...document.querySelectorAll('.print-answers > div')].map(d => d.textContent)`)
	want := map[string]string{
		"Model":               "Llama 3.1 / 3.3 70B",
		"Precision":           "BF16 (the default)",
		"Context length":      "4,096 tokens (the default)",
		"Concurrent requests": "16 requests",
		"Target throughput":   "400 tokens/s",
		"GPU software stack":  "CUDA (the default)",
		"Confidential VM":     "✗ (the default)",
		"Allowed regions":     "westeurope, northeurope", // as chosen, in the link's order
		"The work tolerates":  "✗ (the default)",
		"Operating system":    "Linux (the default)",
	}
	for label, value := range want {
		found := false
		for _, r := range rows {
			found = found || strings.HasPrefix(r, label) && strings.HasSuffix(r, value)
		}
		if !found {
			t.Errorf("the print view has no %q row ending %q: %q", label, value, rows)
		}
	}
	for _, r := range rows {
		if strings.HasPrefix(r, "Seats") || strings.HasPrefix(r, "Epochs") {
			t.Errorf("a serving answer lists %q", r)
		}
	}

	// Copy as plain text: the same answers, no Markdown marks or escapes.
	top := b.picks()[0].Size
	b.click("#copy-plain")
	b.waitFor("#copy-plain to say it copied", `/Copied/.test(document.getElementById('copy-plain').innerText)`, waitTimeout)
	ctx, cancel := context.WithTimeout(b.ctx, 3*time.Second)
	defer cancel()
	clip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Skipf("clipboard not readable here: %v", err)
	}
	for _, w := range []string{"- Precision: BF16 (the default)", "- Target throughput: 400 tokens/s", top} {
		if !strings.Contains(clip, w) {
			t.Errorf("the plain text lacks %q:\n%s", w, clip)
		}
	}
	if strings.Contains(clip, `\_`) || strings.Contains(clip, "**") || strings.Contains(clip, "## ") || strings.Contains(clip, "|---") {
		t.Errorf("the plain text has Markdown in it:\n%s", clip)
	}
}

// pdfPageRE finds a PDF's page objects (not the /Pages tree).
var pdfPageRE = regexp.MustCompile(`/Type\s*/Page[^s]`)

// TestPrintHandout: paper is a handout of two to three pages (A4 and US
// Letter) for the usual answer: the top pick's reasons and decision path
// printed, no toggle left closed, no compare ticks, the checklist on a page
// of its own.
func TestPrintHandout(t *testing.T) {
	site := serve(t, siteDir(t))
	for _, lang := range []string{"en", "zh"} {
		t.Run(lang, func(t *testing.T) { printHandout(t, site, lang) })
	}
}

func printHandout(t *testing.T, site, lang string) {
	b := newBrowser(t, site)
	b.open(handoutLink + "&lang=" + lang)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		b.fatalf("emulating print: %v", err)
	}
	// Every details shown on paper shows what it holds, and its summary
	// has no disclosure marker: a toggle nobody can click.
	if dead := eval[[]string](b, `[...document.querySelectorAll('details')].filter(d => d.offsetParent !== null).filter(d => {
		const body = [...d.children].filter(c => c.tagName !== 'SUMMARY');
		const s = d.querySelector(':scope > summary');
		return body.some(c => c.offsetHeight === 0 && c.textContent.trim() !== '') || (s && s.offsetParent !== null && getComputedStyle(s).listStyleType !== 'none');
	}).map(d => d.className || d.id || d.outerHTML.slice(0, 80))`); len(dead) > 0 {
		t.Errorf("printed, these toggles hide what they hold or show a marker: %q", dead)
	}
	for _, sel := range []string{".pick:first-child .pick-why li", ".pick:first-child .pick-detail .pick-path li"} {
		if !eval[bool](b, `(e => !!e && e.offsetHeight > 0)(document.querySelector('`+sel+`'))`) {
			t.Errorf("printed, %s is not shown", sel)
		}
	}
	if n := eval[int](b, `[...document.querySelectorAll('.compare-tick')].filter(e => e.offsetParent !== null).length`); n > 0 {
		t.Errorf("printed, %d compare ticks show", n)
	}
	if got := eval[string](b, `getComputedStyle(document.getElementById('checklist')).breakBefore`); got != "page" {
		t.Errorf("printed, the checklist breaks %q before it, want a page", got)
	}
	for _, paper := range []struct {
		name string
		w, h float64
	}{{"letter", 8.5, 11}, {"a4", 8.27, 11.69}} {
		res, err := chromedp.Call(b.ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: paper.w, PaperHeight: paper.h})
		if err != nil {
			b.fatalf("printing to PDF: %v", err)
		}
		n := len(pdfPageRE.FindAll(res.Data, -1))
		file := filepath.Join(outDir(t), "handout-"+lang+"-"+paper.name+".pdf")
		if err := os.WriteFile(file, res.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %s: %d pages (%s)", b.since(), paper.name, n, file)
		if n < 2 || n > 3 {
			t.Errorf("on %s the handout is %d pages, want two to three", paper.name, n)
		}
	}
}

// TestSkipLinkAndLiveRegion: the first Tab reaches a skip link that moves
// the focus to the recommendations, and after a change a polite live region
// says the new top pick and its price.
func TestSkipLinkAndLiveRegion(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open(handoutLink)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	b.do("focus on the page", chromedp.Evaluate[chromedp.Void](`document.activeElement && document.activeElement.blur()`))
	b.press(kb.Tab)
	if got := eval[string](b, `(e => e.className + ' ' + (e.getBoundingClientRect().top >= 0))(document.activeElement)`); got != "skip-link true" {
		b.fatalf("the first Tab focuses %q, want the skip link in view", got)
	}
	b.press(kb.Enter)
	b.waitFor("the focus on the recommendations", `document.activeElement && document.activeElement.id === 'recommendations'`, waitTimeout)
	if got := b.location(); strings.Contains(got, "#") {
		t.Errorf("the skip link changed the link to %q", got)
	}
	live := `(e => e.getAttribute('role') + ' ' + e.textContent)(document.getElementById('live'))`
	before := eval[string](b, live)
	p := b.picks()[0]
	if !strings.HasPrefix(before, "status Top pick: "+p.Size+" in ") {
		t.Errorf("the live region says %q, want the top pick %s", before, p.Size)
	}
	b.choose("prec", "int4")
	b.waitFor("prec=int4", queryIs("prec", "int4"), waitTimeout)
	b.waitFor("the live region to change", live+` !== `+jsString(before), waitTimeout)
	p = b.picks()[0]
	after := eval[string](b, live)
	if month := eval[string](b, `document.querySelector('#picks .pick .pick-month').textContent`); !strings.Contains(after, p.Size) || !strings.Contains(after, month) {
		t.Errorf("after a change the live region says %q, want %s at %s", after, p.Size, month)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`).Replace(s) + "'"
}

// TestPresenterLeadsWithThePick: presenter mode at 1280×800 folds the
// questions into one line and shows the top pick's price and the savings
// line above the fold; on a phone no chart text is under 11 px and every
// button is at least 44 px tall.
func TestPresenterLeadsWithThePick(t *testing.T) {
	site := serve(t, siteDir(t))
	b := newBrowser(t, site)
	b.do("a shared screen", chromedp.EmulateViewport(1280, 800))
	b.open("/?v=1&task=inference&params=8&months=12&present=1") // around the clock: a commitment saves
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	time.Sleep(200 * time.Millisecond)
	if got := eval[string](b, `(r => Math.round(r.top) + ' ' + Math.round(r.bottom))(document.querySelector('#picks .pick .pick-month').getBoundingClientRect())`); !aboveFold(got, 800) {
		b.fatalf("in presenter mode the top pick's monthly cost is at %s px, below the 800 px screen", got)
	}
	if got := eval[string](b, `(r => Math.round(r.top) + ' ' + Math.round(r.bottom))(document.querySelector('#picks .pick .pick-saves').getBoundingClientRect())`); !aboveFold(got, 800) {
		t.Errorf("in presenter mode the savings line is at %s px, below the fold", got)
	}
	if eval[bool](b, `document.querySelector('.questions').offsetParent !== null`) || !eval[bool](b, `document.getElementById('answers-line').offsetParent !== null`) {
		t.Errorf("presenter mode shows the questions, or no line of answers")
	}
	b.saveAs("presenter-1280x800", b.snap("presenter"))
	b.click("#questions-toggle")
	b.waitFor("the questions a click away", `document.querySelector('.questions').offsetParent !== null`, waitTimeout)

	p := newBrowser(t, site)
	p.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.open(callLink)
	p.waitFor("the charts", `document.getElementById('charts') !== null`, waitTimeout)
	if small := eval[[]string](p, `[...document.querySelectorAll('#charts *')].filter(e => e.offsetParent !== null || e.getBoundingClientRect().width > 0)
		.filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim() !== ''))
		.filter(e => { const r = e.getBoundingClientRect(); if (r.width === 0) return false;
			const px = e instanceof SVGElement ? parseFloat(getComputedStyle(e).fontSize) * (e.ownerSVGElement || e).getScreenCTM().a : parseFloat(getComputedStyle(e).fontSize);
			return px < 11; }).map(e => e.textContent.trim().slice(0, 30))`); len(small) > 0 {
		t.Errorf("on a phone the charts have text under 11 px: %q", small)
	}
	if !eval[bool](p, `document.getElementById('cost-table').offsetHeight > 0`) {
		t.Errorf("on a phone the cost chart's figures table is not shown")
	}
	if low := eval[[]string](p, `[...document.querySelectorAll('button, summary, select, .skip-link')].filter(e => e.offsetParent !== null && e.getBoundingClientRect().height > 0 && e.getBoundingClientRect().height < 43.5)
		.map(e => (e.id || e.className || e.tagName) + ' ' + Math.round(e.getBoundingClientRect().height))`); len(low) > 0 {
		t.Errorf("on a phone these tap targets are under 44 px: %q", low)
	}
}
