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
)

// The customer call of issue 10: an always-on-ish inference service for a
// year, where commitments are worth asking about.
const callLink = "/?v=1&task=inference&params=8&hours=300&months=12"

// axeClean fails the test on any critical or serious axe violation.
func (b *browser) axeClean(where string) {
	b.t.Helper()
	if vs := evalAxe(b, axeSource(b.t)); len(vs) > 0 {
		b.saveAs(fileName(b.t)+"-a11y", b.snap("a11y"))
		b.t.Errorf("%s: axe-core found %d critical or serious violations:%s", where, len(vs), describeViolations(vs))
	} else {
		b.t.Logf("%s: %s: no critical or serious axe violation", b.since(), where)
	}
}

// shot saves a screenshot of one element as out/e2e/<name>.png.
func (b *browser) shot(name, sel string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	if err != nil {
		b.fatalf("screenshot of %s: %v", sel, err)
	}
	b.saveAs(name, png)
}

// TestCharts opens a share link in both languages: the top pick's cost under
// each price model and the break-even chart render as labelled SVG, with the
// same figures as their tables and the engine's break-even hours.
func TestCharts(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, lang := range []string{"en", "zh"} {
		b.open(callLink + "&lang=" + lang)
		b.waitFor("the cost chart", `document.querySelector('svg#cost-chart') !== null && document.querySelector('svg#breakeven-chart') !== null`, waitTimeout)
		size := eval[string](b, `document.querySelector('#picks .pick').getAttribute('data-size')`)
		// Each chart is an image named by its own title and description.
		for _, id := range []string{"cost-chart", "breakeven-chart"} {
			label := eval[string](b, fmt.Sprintf(`(s => s.getAttribute('role') + '|' + s.getAttribute('aria-labelledby').split(' ').map(i => document.getElementById(i).textContent).join('|'))(document.getElementById(%q))`, id))
			if !strings.HasPrefix(label, "img|") || !strings.Contains(label, size) {
				b.fatalf("%s %s: role and labels %q, want an img titled with the top pick %s", lang, id, label, size)
			}
		}
		// The bars say what the table says, and estimates are hatched.
		type row struct {
			Label, Text string
			Hatched     bool
		}
		bars := eval[[]row](b, `[...document.querySelectorAll('#cost-chart g.row')].map(g => ({
			label: g.querySelector('.label').textContent, text: g.querySelector('.value').textContent,
			hatched: /hatch/.test(g.querySelector('rect').getAttribute('fill'))}))`)
		rows := eval[[]row](b, `[...document.querySelectorAll('#cost-table tbody tr')].map(r => ({
			label: r.cells[0].textContent, text: r.cells[2].textContent, hatched: false}))`)
		if len(bars) < 2 || len(bars) != len(rows) {
			b.fatalf("%s: %d bars and %d table rows, want the same number (at least 2)", lang, len(bars), len(rows))
		}
		estimates := 0
		for i := range bars {
			if !strings.HasPrefix(rows[i].Label, bars[i].Label) || bars[i].Text != rows[i].Text {
				b.fatalf("%s: bar %d says %s %s, the table %s %s", lang, i, bars[i].Label, bars[i].Text, rows[i].Label, rows[i].Text)
			}
			if bars[i].Hatched {
				estimates++
			}
		}
		legend := eval[string](b, `(e => e ? e.textContent : '')(document.querySelector('#cost-chart .legend-text'))`)
		if want := map[string]string{"en": "estimate", "zh": "估算"}[lang]; estimates > 0 && legend != want {
			b.fatalf("%s: %d hatched bars but the legend says %q, want %q", lang, estimates, legend, want)
		}
		// Break-even: each commitment's marker is where 730 h × its rate
		// equals pay-as-you-go, as the table's hourly rates give it.
		type rate struct {
			Hour  string `json:"hour"`
			Cross string `json:"cross"`
		}
		rates := eval[[]rate](b, `[...document.querySelectorAll('#breakeven-table tbody tr')].map(r => ({hour: r.cells[1].textContent, cross: r.cells[3].textContent}))`)
		marks := eval[[]string](b, `[...document.querySelectorAll('#breakeven-chart .cross-text')].map(e => e.textContent)`)
		says := eval[string](b, `document.getElementById('pays-off').innerText`)
		if len(rates) < 2 {
			b.fatalf("%s: break-even table has %d rows", lang, len(rates))
		}
		payg := dollars(t, rates[0].Hour)
		for _, r := range rates[1:] {
			c := dollars(t, r.Hour)
			h := 730 * c / payg
			if h >= 730 {
				continue
			}
			// The table shows hourly rates to the cent: allow for that
			// rounding, and one hour for rounding the hours up.
			tol := 730*(0.005/payg+c*0.005/(payg*payg)) + 1
			cross := firstNumber(r.Cross)
			if math.Abs(cross-h) > tol || !strings.Contains(says, strconv.Itoa(int(cross))) || !contains(marks, r.Cross) {
				b.fatalf("%s: rate %s against %s pays off at %.1f h (± %.1f); table %q, markers %q, text %q", lang, r.Hour, rates[0].Hour, h, tol, r.Cross, marks, says)
			}
		}
		if you := eval[string](b, `document.querySelector('#breakeven-chart .you-text').textContent`); !strings.Contains(you, "300") {
			b.fatalf("%s: the customer's hours are marked %q, want 300", lang, you)
		}
		t.Logf("%s: %s: %d bars (%d estimates), break-even %q", b.since(), lang, len(bars), estimates, says)
		b.shot("charts-"+lang, "#charts")
	}
	b.do("opening every details", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('#charts details').forEach(d => d.open = true)`))
	b.axeClean("charts with their tables open")
}

var numRE = regexp.MustCompile(`[0-9][0-9,]*(\.[0-9]+)?`)

// dollars reads "$1,234.56" as a number.
func dollars(t *testing.T, s string) float64 {
	t.Helper()
	m := numRE.FindString(s)
	v, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64)
	if err != nil {
		t.Fatalf("%q holds no amount", s)
	}
	return v
}

// firstNumber reads the first number of a text ("292 h", "292 小时").
func firstNumber(s string) float64 {
	v, _ := strconv.ParseFloat(strings.ReplaceAll(numRE.FindString(s), ",", ""), 64)
	return v
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestPresenter checks the presenter's comforts: a share link on a phone
// opens on the top pick with the questions a tap away (desktop unchanged),
// presenter mode grows the page and stays in the link, and the keyboard
// shortcuts move between steps without taking keys from fields.
func TestPresenter(t *testing.T) {
	site := serve(t, siteDir(t))
	t.Run("phone", func(t *testing.T) {
		b := newBrowser(t, site)
		b.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
		b.open(callLink)
		b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
		time.Sleep(200 * time.Millisecond)
		// The top pick's monthly cost is on the first screen.
		if got := eval[string](b, `(r => Math.round(r.top) + ' ' + Math.round(r.bottom))(document.querySelector('#picks .pick .pick-month').getBoundingClientRect())`); !aboveFold(got, 844) {
			b.fatalf("on a phone the top pick's monthly cost is at %s px, below the 844 px screen", got)
		}
		if eval[bool](b, `document.querySelector('.questions').offsetParent !== null`) {
			b.fatalf("on a phone the questions show before the answer")
		}
		b.saveAs("presenter-phone-answer-first", b.snap("phone"))
		b.click("#questions-toggle")
		b.waitFor("the questions after a tap", `document.querySelector('.questions').offsetParent !== null && document.getElementById('questions-toggle').getAttribute('aria-expanded') === 'true'`, waitTimeout)
		b.axeClean("phone, questions open")

		// A desktop: nothing changes, no toggle.
		b.do("a desktop", chromedp.EmulateViewport(1280, 720))
		time.Sleep(200 * time.Millisecond)
		if got := eval[string](b, `getComputedStyle(document.getElementById('questions-toggle')).display + ' ' + (document.querySelector('.questions').offsetParent !== null)`); got != "none true" {
			b.fatalf("on a desktop the toggle and questions are %q, want the questions shown and no toggle", got)
		}
	})

	t.Run("mode", func(t *testing.T) {
		b := newBrowser(t, site)
		b.do("a shared screen", chromedp.EmulateViewport(1280, 720))
		b.open(callLink)
		b.click("#presenter")
		b.waitFor("present=1 in the link", queryIs("present", "1"), waitTimeout)
		if got := eval[string](b, `getComputedStyle(document.documentElement).fontSize`); got != "20px" {
			b.fatalf("presenter mode's root font size is %s, want 20px (125%%)", got)
		}
		// Kept through a new answer and a reload of the link; presenter
		// mode folds the questions, a click away (issue 25).
		b.click("#questions-toggle")
		b.goStep(2, "#next", "hours")
		b.typeInto("hours", "400")
		b.waitFor("hours=400 with present=1", queryIs("hours", "400", "present", "1"), waitTimeout)
		b.open(strings.TrimPrefix(b.location(), b.base))
		b.waitFor("presenter mode after a reload", `document.documentElement.classList.contains('present') && document.getElementById('presenter').getAttribute('aria-pressed') === 'true'`, waitTimeout)
		if top := eval[int](b, `Math.round(document.querySelector('#picks .pick').getBoundingClientRect().top)`); top >= 720 {
			b.t.Errorf("in presenter mode at 1280×720 the top pick starts at %d px, off the shared screen", top)
		}
		b.axeClean("presenter mode")
		for _, lang := range []string{"en", "zh"} {
			b.open(callLink + "&present=1&lang=" + lang)
			b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
			png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
			if err != nil {
				b.fatalf("screenshot: %v", err)
			}
			b.saveAs("presenter-"+lang, png)
		}
	})

	t.Run("shortcuts", func(t *testing.T) {
		b := newBrowser(t, site)
		b.open(callLink)
		b.do("focus on the page", chromedp.Evaluate[chromedp.Void](`document.activeElement && document.activeElement.blur()`))
		step := func() string {
			return eval[string](b, `(e => e ? e.id : '')(document.querySelector('.stepper [aria-current="step"]'))`)
		}
		// ] and [ move a step, a digit jumps to one.
		for _, k := range []struct{ key, want string }{{"]", "step-2"}, {"]", "step-3"}, {"[", "step-2"}, {"4", "step-4"}, {"1", "step-1"}} {
			b.press(k.key)
			b.waitFor(k.key+" to open "+k.want, fmt.Sprintf(`(e => !!e && e.id === %q)(document.querySelector('.stepper [aria-current="step"]'))`, k.want), waitTimeout)
		}
		// None of them while typing in a field.
		b.do("focus in a field", chromedp.Focus(chromedp.ID("share-url")))
		b.press("]")
		b.press("2")
		time.Sleep(300 * time.Millisecond)
		if got := step(); got != "step-1" {
			b.fatalf("] and 2 typed in a field moved to %s", got)
		}
		b.do("focus on the page", chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
		b.press("p")
		b.waitFor("p to turn presenter mode on", queryIs("present", "1")+` && document.documentElement.classList.contains('present')`, waitTimeout)
		// ? opens the list, Escape closes it, and so does the button.
		b.press("?")
		b.waitFor("the shortcuts popover", `document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		if n := eval[int](b, `document.querySelectorAll('#shortcuts kbd').length`); n < 5 {
			b.fatalf("the shortcuts popover lists %d keys", n)
		}
		b.shot("presenter-shortcuts", "#shortcuts")
		b.axeClean("shortcuts popover open")
		b.press(kb.Escape)
		b.waitFor("Escape to close the popover", `!document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		b.click("#shortcuts-button")
		b.waitFor("the button to open the popover", `document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		if errs := b.errorsSoFar(); len(errs) > 0 {
			b.fatalf("the page reported errors: %q", errs)
		}
	})
}

// aboveFold reads "top bottom" and tells whether both are on a screen of
// height h.
func aboveFold(topBottom string, h int) bool {
	var top, bottom int
	if _, err := fmt.Sscan(topBottom, &top, &bottom); err != nil {
		return false
	}
	return top >= 0 && bottom <= h
}
