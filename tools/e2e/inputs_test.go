//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Inputs typed by people: never a silent wrong number (issue 8).

// inputShows is a JavaScript predicate: the input with this ID shows this text.
func inputShows(id, text string) string {
	return fmt.Sprintf(`(e => !!e && e.value === %q)(document.getElementById(%q))`, text, id)
}

// textOfID is the text of the element with this ID, or "" when there is none.
func textOfID(b *browser, id string) string {
	b.t.Helper()
	return eval[string](b, fmt.Sprintf(`(e => e ? e.innerText : '')(document.getElementById(%q))`, id))
}

// urlKey returns one key of the page's query.
func urlKey(b *browser, key string) string {
	b.t.Helper()
	return eval[string](b, fmt.Sprintf(`new URLSearchParams(location.search).get(%q) || ''`, key))
}

// pressKey sends keys to the focused element, as a keyboard does.
func (b *browser) pressKey(what, keys string) {
	b.t.Helper()
	b.do("pressing "+what, chromedp.KeyEvent(keys))
}

// TestTypedNumbers types budgets and hours as people write them: the answer
// is the whole number typed, a number out of range is clamped with the
// reason at the field, and a text that is not a number is refused there
// while the last answer stands.
func TestTypedNumbers(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&step=2")

	b.typeInto("budget", "5k")
	b.waitFor("budget=5000 in the URL", queryIs("budget", "5000"), waitTimeout)
	b.waitFor("#budget showing 5,000", inputShows("budget", "5,000"), waitTimeout)
	if err := textOfID(b, "budget-error"); err != "" {
		b.fatalf("5k refused: %s", err)
	}

	b.typeInto("hours", "８００") // full-width digits, as a Japanese or Chinese IME types them
	b.waitFor("hours=744 in the URL", queryIs("hours", "744"), waitTimeout)
	b.waitFor("#hours showing 744", inputShows("hours", "744"), waitTimeout)
	b.waitFor("the clamp message at #hours", `(e => !!e && /744 h is the most in a month/.test(e.innerText))(document.getElementById('hours-note'))`, waitTimeout)
	t.Logf("%s: hours 800 -> %q", b.since(), textOfID(b, "hours-note"))
	b.saveAs("inputs-clamped", b.snap("clamped"))

	b.typeInto("months", "1000")
	b.waitFor("months=120 in the URL", queryIs("months", "120"), waitTimeout)
	b.waitFor("the clamp message at #months", `(e => !!e && /120 months/.test(e.innerText))(document.getElementById('months-note'))`, waitTimeout)

	// A text that is not a number: the error at the field, the answer stands.
	before := eval[string](b, firstPickJS)
	b.typeInto("hours", "80x")
	b.waitFor("the error at #hours", `(e => !!e && /not a number/.test(e.innerText) && /744/.test(e.innerText))(document.getElementById('hours-error'))`, waitTimeout)
	if got := urlKey(b, "hours"); got != "744" {
		b.fatalf("after 80x the URL says hours=%s, want the last answer 744", got)
	}
	if got := eval[string](b, `document.getElementById('hours').getAttribute('aria-invalid')`); got != "true" {
		b.fatalf("#hours aria-invalid=%q after 80x", got)
	}
	if got := eval[string](b, firstPickJS); got != before {
		b.fatalf("a refused entry changed the first pick: %s -> %s", before, got)
	}
	t.Logf("%s: 80x -> %q", b.since(), textOfID(b, "hours-error"))
	b.saveAs("inputs-refused", b.snap("refused"))

	// Grouped and with its unit.
	b.typeInto("hours", "200 h")
	b.waitFor("hours=200 in the URL", queryIs("hours", "200", "budget", "5000", "months", "120"), waitTimeout)
	b.waitFor("the error to go", `document.getElementById('hours-error') === null`, waitTimeout)
	b.typeInto("budget", "$12 500")
	b.waitFor("budget=12500 in the URL", queryIs("budget", "12500"), waitTimeout)
	b.waitFor("#budget showing 12,500", inputShows("budget", "12,500"), waitTimeout)
}

// TestPriceListKeepsInterruptionApart walks the price list with the arrow
// keys past Spot: nothing is applied until the choice is made, and neither
// browsing nor choosing Spot ticks "tolerates interruption".
func TestPriceListKeepsInterruptionApart(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=finetune&step=2")
	if eval[bool](b, `document.getElementById('spot').checked`) || urlKey(b, "spot") != "0" {
		b.fatalf("the test needs spot unticked to start with")
	}
	entries := eval[int](b, `history.length`)
	b.do("focusing #price", chromedp.Focus(chromedp.ID("price")))
	// Count the change events: Chromium fires one per arrow on a closed
	// list, which is what the page must not take as a choice.
	b.do("counting change events", chromedp.Evaluate[chromedp.Void](`(e => { window.priceChanges = 0; e.addEventListener('change', () => window.priceChanges++); })(document.getElementById('price'))`))
	for i := 0; i < 3; i++ { // auto -> payg -> spot -> ri1
		b.pressKey("ArrowDown", kb.ArrowDown)
		b.waitFor(fmt.Sprintf("the list to show option %d", i+2), fmt.Sprintf(`document.getElementById('price').selectedIndex === %d`, i+1), waitTimeout)
		if got := urlKey(b, "price"); got != "auto" {
			b.fatalf("browsing the list applied price=%s", got)
		}
		if eval[bool](b, `document.getElementById('spot').checked`) {
			b.fatalf("browsing the list ticked #spot")
		}
	}
	shown := eval[string](b, `document.getElementById('price').value`)
	t.Logf("%s: three arrows fired %d change events; the list shows %s", b.since(), eval[int](b, `window.priceChanges`), shown)
	b.pressKey("Tab", kb.Tab) // leaving the list makes the choice
	b.waitFor("price="+shown+" in the URL", queryIs("price", shown, "spot", "0"), waitTimeout)
	if eval[bool](b, `document.getElementById('spot').checked`) {
		b.fatalf("choosing %s ticked #spot", shown)
	}
	if got := eval[int](b, `history.length`); got != entries+1 {
		b.fatalf("browsing three options then choosing one made %d history entries, want 1", got-entries)
	}

	// Spot itself: priced as interruptible, but the box stays the person's.
	b.choose("price", "spot")
	b.waitFor("price=spot in the URL", queryIs("price", "spot"), waitTimeout)
	b.waitFor("a Spot pick", `[...document.querySelectorAll('#picks .pick')].some(e => e.getAttribute('data-model') === 'spot')`, waitTimeout)
	if eval[bool](b, `document.getElementById('spot').checked`) || urlKey(b, "spot") != "0" {
		b.fatalf("choosing Spot ticked #spot (spot=%s)", urlKey(b, "spot"))
	}
	if hint := textOfID(b, "spot-hint"); !strings.Contains(hint, "Spot prices assume") {
		b.fatalf("#spot-hint does not say what Spot implies: %q", hint)
	}
	b.saveAs("inputs-price-spot", b.snap("spot"))
	b.choose("price", "auto")
	b.waitFor("price=auto in the URL", queryIs("price", "auto", "spot", "0"), waitTimeout)
	b.waitFor("no Spot pick under auto", `(p => p.length > 0 && p.every(e => e.getAttribute('data-model') !== 'spot'))([...document.querySelectorAll('#picks .pick')])`, waitTimeout)
}

// TestTaskSwitchKeepsAnswers switches task and clicks a preset: answers the
// new task also uses stay, and a preset sets only what it names.
func TestTaskSwitchKeepsAnswers(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=finetune&params=13&method=qlora&hours=120&months=6&budget=5000&region=westeurope")
	b.waitFor("#params showing 13", inputShows("params", "13"), waitTimeout)

	b.click("#task-train")
	b.waitFor("task=train with the fine-tune answers kept",
		queryIs("task", "train", "params", "13", "method", "qlora", "hours", "120", "months", "6", "budget", "5000", "region", "westeurope"), waitTimeout)
	b.waitFor("#params still 13 and #method still qlora", inputShows("params", "13")+` && document.getElementById('method').value === 'qlora'`, waitTimeout)

	b.click("#task-inference")
	b.waitFor("task=inference with the shared answers kept",
		queryIs("task", "inference", "params", "13", "hours", "120", "months", "6", "budget", "5000", "region", "westeurope"), waitTimeout)
	if eval[bool](b, `document.getElementById('method') !== null`) {
		b.fatalf("#method shows for inference")
	}

	b.click(`.presets .chip:first-of-type`) // "7B chat bot": task, size, precision, context, concurrency, hours, months
	b.waitFor("the preset's answers with budget and region kept",
		queryIs("task", "inference", "params", "7", "hours", "730", "months", "6", "budget", "5000", "region", "westeurope"), waitTimeout)
	b.waitFor("#params showing 7", inputShows("params", "7"), waitTimeout)
	b.saveAs("inputs-after-preset", b.snap("preset"))
}

// TestHistoryWalksAnswers changes answers, then walks back and forward with
// the browser's history and with Undo: each step shows earlier answers in
// the fields and the URL.
func TestHistoryWalksAnswers(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&step=2")
	b.waitFor("#undo disabled before any change", `document.getElementById('undo').disabled`, waitTimeout)
	hours0, months0 := urlKey(b, "hours"), urlKey(b, "months")

	b.typeInto("hours", "200")
	b.waitFor("hours=200", queryIs("hours", "200"), waitTimeout)
	b.typeInto("months", "6")
	b.waitFor("months=6", queryIs("hours", "200", "months", "6"), waitTimeout)
	b.waitFor("#undo enabled", `!document.getElementById('undo').disabled`, waitTimeout)

	b.do("going back", chromedp.Evaluate[chromedp.Void](`history.back()`))
	b.waitFor("months="+months0+" again, hours still 200", queryIs("hours", "200", "months", months0)+` && `+inputShows("months", months0)+` && `+inputShows("hours", "200"), waitTimeout)
	b.do("going back", chromedp.Evaluate[chromedp.Void](`history.back()`))
	b.waitFor("hours="+hours0+" again", queryIs("hours", hours0, "months", months0)+` && `+inputShows("hours", hours0), waitTimeout)
	b.waitFor("#undo disabled at the first answers", `document.getElementById('undo').disabled`, waitTimeout)
	b.do("going forward", chromedp.Evaluate[chromedp.Void](`history.forward()`))
	b.waitFor("hours=200 again", queryIs("hours", "200", "months", months0)+` && `+inputShows("hours", "200"), waitTimeout)
	b.do("going forward", chromedp.Evaluate[chromedp.Void](`history.forward()`))
	b.waitFor("months=6 again", queryIs("hours", "200", "months", "6")+` && `+inputShows("months", "6"), waitTimeout)

	// Undo: the button in the wizard.
	b.click("#undo")
	b.waitFor("Undo to bring back months="+months0, queryIs("hours", "200", "months", months0)+` && `+inputShows("months", months0), waitTimeout)
	b.click("#undo")
	b.waitFor("Undo to bring back hours="+hours0, queryIs("hours", hours0)+` && `+inputShows("hours", hours0), waitTimeout)

	// A task switch is a change of answers like any other.
	b.click("#step-1")
	b.waitFor("step 1", `document.getElementById('task-render') !== null`, waitTimeout)
	b.click("#task-render")
	b.waitFor("task=render", queryIs("task", "render"), waitTimeout)
	b.click("#undo")
	b.waitFor("Undo to bring back inference", queryIs("task", "inference")+` && document.querySelector('#task-inference[aria-pressed="true"]') !== null`, waitTimeout)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// TestNextFocusesStepHeading goes through the steps with Next: each time the
// focus is on the new step's heading and the heading is on screen.
func TestNextFocusesStepHeading(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=finetune")
	for step := 2; step <= 4; step++ {
		b.click("#next") // scrolls the button into view first, as a person would
		b.waitFor(fmt.Sprintf("the focus on step %d's heading", step),
			fmt.Sprintf(`(e => !!e && e.id === 'step-heading' && e.innerText.startsWith('%d.'))(document.activeElement)`, step), waitTimeout)
		why := eval[string](b, `(() => {
			const h = document.getElementById('step-heading');
			const r = h.getBoundingClientRect();
			if (r.top < -1 || r.bottom > innerHeight + 1) return 'the heading is at ' + Math.round(r.top) + ' px of a ' + innerHeight + ' px window';
			const box = h.closest('.questions').getBoundingClientRect();
			if (r.top < box.top - 1 || r.bottom > box.bottom + 1) return 'the heading is outside the questions box (' + Math.round(r.top) + ' vs ' + Math.round(box.top) + '..' + Math.round(box.bottom) + ')';
			return '';
		})()`)
		if why != "" {
			png, _ := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
			b.saveAs(fmt.Sprintf("inputs-step-%d-heading", step), png)
			b.fatalf("step %d: %s", step, why)
		}
	}
	png, _ := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	b.saveAs("inputs-step-4-viewport", png)
}

// TestFleetHourAndFractions opens desktops for three people: the hour of a
// multi-VM pick says it is the whole fleet's, and a shared GPU prints as a
// fraction, never as 0.1666….
func TestFleetHourAndFractions(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=render&seats=3&load=light&os=linux")
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	card := eval[string](b, `document.querySelector('#picks .pick').innerText`)
	if !strings.Contains(strings.ToLower(card), "per hour, all 3 vms") {
		b.fatalf("the first card (3 VMs) does not say whose hour it prices:\n%s", card)
	}
	page := eval[string](b, `document.body.innerText`)
	if strings.Contains(page, "0.16666") || strings.Contains(page, "0.33333") || strings.Contains(page, "0.0833") {
		b.fatalf("a fraction of a GPU is printed as a long decimal:\n%s", page)
	}
	t.Logf("%s: %s | %s", b.since(), eval[string](b, `document.querySelector('#picks .pick .pick-gpu').innerText`), textOfID(b, "sizing"))
	b.saveAs("inputs-fleet", b.snap("fleet"))
}
