//go:build !wasm

package e2e

import (
	"strings"
	"testing"
)

// TestWorkBoundCard: a fine-tune is billed by its work. Its card shows the
// cost of the work and the hours it takes, with no "per month" line (a job
// of two hours would have a month cheaper than its hour), and step 2 calls
// the hours a deadline window, in English and in Chinese (issue 22).
func TestWorkBoundCard(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, c := range []struct{ lang, window string }{{"en", "deadline window"}, {"zh", "完成期限"}} {
		b.open("/?v=1&task=finetune&params=7&method=lora&lang=" + c.lang)
		b.waitFor("the work's cost on the top pick", `document.querySelector('#picks .pick .pick-work-cost') !== null`, waitTimeout)
		card := `document.querySelector('#picks .pick')`
		cost := eval[string](b, card+`.querySelector('.pick-work-cost').innerText`)
		total := eval[string](b, card+`.getAttribute('data-usd-total')`)
		takes := eval[string](b, card+`.querySelector('.pick-finishes').innerText`)
		if !strings.HasPrefix(cost, "$") || total == "" || takes == "" {
			b.fatalf("%s: the card's work costs %q (total %s) and takes %q", c.lang, cost, total, takes)
		}
		if n := eval[int](b, card+`.querySelectorAll('.pick-month').length`); n != 0 {
			b.fatalf("%s: a work-bound card shows %d per-month lines", c.lang, n)
		}
		b.saveAs("work-bound-card-"+c.lang, b.snap("work-bound-card-"+c.lang))
		b.click("#step-2")
		b.waitFor("step 2's hours field", `document.getElementById('hours-hint') !== null`, waitTimeout)
		if hint := eval[string](b, `document.getElementById('hours-hint').innerText + ' ' + document.querySelector('label[for="hours"]').innerText`); !strings.Contains(hint, c.window) {
			b.fatalf("%s: step 2's hours do not say they are a deadline window: %q", c.lang, hint)
		}
	}
}
