//go:build !wasm

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeSource returns axe-core's axe.min.js: $E2E_AXE, or what `make axe`
// put under out/.
func axeSource(t *testing.T) string {
	t.Helper()
	p := os.Getenv("E2E_AXE")
	if p == "" {
		found, _ := filepath.Glob(filepath.Join(filepath.Dir(outDir(t)), "axe-core-*", "axe.min.js"))
		if len(found) == 0 {
			t.Fatal("axe-core is missing: run `make axe` (npm pack axe-core into out/) or set E2E_AXE to axe.min.js")
		}
		p = found[len(found)-1]
	}
	src, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("reading axe-core: %v", err)
	}
	return string(src)
}

// axeViolation is one failed axe rule with the nodes that fail it.
type axeViolation struct {
	ID      string `json:"id"`
	Impact  string `json:"impact"`
	Help    string `json:"help"`
	HelpURL string `json:"helpUrl"`
	Nodes   []struct {
		Target  []any  `json:"target"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// evalAwait is eval for a promise.
func evalAwait[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

func describeViolations(vs []axeViolation) string {
	var sb strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&sb, "\n  %s (%s): %s — %s, %d nodes", v.ID, v.Impact, v.Help, v.HelpURL, len(v.Nodes))
		for i, n := range v.Nodes {
			if i == 8 {
				fmt.Fprintf(&sb, "\n    … %d more", len(v.Nodes)-i)
				break
			}
			fmt.Fprintf(&sb, "\n    %v: %s", n.Target, strings.ReplaceAll(n.Summary, "\n", " "))
		}
	}
	return sb.String()
}

// TestAccessibility runs axe-core on the four steps and the results, at
// desktop and phone widths, and fails on any critical or serious violation.
func TestAccessibility(t *testing.T) {
	src := axeSource(t)
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, width := range []int64{1280, 390} {
		b.do(fmt.Sprintf("a %d px viewport", width), chromedp.EmulateViewport(width, 844))
		b.open("/?v=1&task=finetune&params=13&hours=200&spot=1")
		b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
		if width < 600 { // a shared link on a phone opens on the answer: the questions are a tap away
			b.click("#questions-toggle")
		}
		for i, input := range []string{"params", "hours", "region", "stack"} {
			step := i + 1
			b.click(fmt.Sprintf("#step-%d", step))
			b.waitFor(fmt.Sprintf("step %d (#%s)", step, input), fmt.Sprintf(`document.getElementById(%q) !== null && document.querySelector('#step-%d[aria-current="step"]') !== null`, input, step), waitTimeout)
			time.Sleep(200 * time.Millisecond)
			where := fmt.Sprintf("%d px, step %d", width, step)
			if vs := evalAxe(b, src); len(vs) > 0 {
				b.saveAs(fmt.Sprintf("a11y-%d-step-%d", width, step), b.snap("a11y"))
				t.Errorf("%s: axe-core found %d critical or serious violations:%s", where, len(vs), describeViolations(vs))
			} else {
				t.Logf("%s: %s: no critical or serious axe violation", b.since(), where)
			}
		}
		// The results with every details open: decision paths, rejected
		// sizes, the sources.
		b.do("opening every details", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('details').forEach(d => d.open = true)`))
		time.Sleep(200 * time.Millisecond)
		where := fmt.Sprintf("%d px, results with details open", width)
		if vs := evalAxe(b, src); len(vs) > 0 {
			b.saveAs(fmt.Sprintf("a11y-%d-results", width), b.snap("a11y"))
			t.Errorf("%s: axe-core found %d critical or serious violations:%s", where, len(vs), describeViolations(vs))
		} else {
			t.Logf("%s: %s: no critical or serious axe violation", b.since(), where)
		}
	}
}

// evalAxe injects axe-core (once per page) and returns its critical and
// serious violations on the whole page against WCAG 2.1 A and AA and axe's
// best practices.
func evalAxe(b *browser, src string) []axeViolation {
	b.t.Helper()
	if !eval[bool](b, `typeof window.axe !== 'undefined'`) {
		b.do("injecting axe-core", chromedp.Evaluate[chromedp.Void](src))
	}
	return evalAwait[[]axeViolation](b, `axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}, resultTypes: ['violations']})
		.then(r => r.violations.filter(v => v.impact === 'critical' || v.impact === 'serious'))`)
}

// press sends one key (a kb constant or a character) to the focused element.
func (b *browser) press(key string, opts ...chromedp.KeyOption) {
	b.t.Helper()
	b.do("pressing "+fmt.Sprintf("%q", key), chromedp.KeyEvent(key, opts...))
}

// focused describes the focused element: its id, or its tag and text.
const focusedJS = `(e => !e || e === document.body ? 'body' : (e.id ? '#' + e.id : e.tagName.toLowerCase() + ':' + (e.innerText || '').trim().slice(0, 30)))(document.activeElement)`

// tabTo presses Tab (or Shift+Tab) until the element that a CSS selector
// finds has the focus, as a keyboard user does; it fails after max presses.
func (b *browser) tabTo(sel string, back bool, max int) {
	b.t.Helper()
	var opts []chromedp.KeyOption
	if back {
		opts = append(opts, chromedp.KeyModifiers(chromedp.ModifierShift))
	}
	var path []string
	for i := 0; i < max; i++ {
		if eval[bool](b, fmt.Sprintf(`(e => !!e && document.activeElement === e)(document.querySelector(%q))`, sel)) {
			if !eval[bool](b, `(e => { const s = getComputedStyle(e); return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 || s.boxShadow !== 'none'; })(document.activeElement)`) {
				b.t.Errorf("%s has the focus but shows no focus ring", sel)
			}
			return
		}
		b.press(kb.Tab, opts...)
		path = append(path, eval[string](b, focusedJS))
	}
	b.fatalf("%d presses of Tab (shift %v) did not reach %s; focus went through:\n  %s", max, back, sel, strings.Join(path, " → "))
}

// TestKeyboardOnly walks the wizard without the mouse: Tab and Shift+Tab to
// move, Enter and Space to press, arrow keys in a select, typing in fields,
// through the four steps to the checklist under the results.
func TestKeyboardOnly(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/")
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)

	// Step 1: the rendering task, with Enter.
	b.tabTo("#task-render", false, 60)
	b.press(kb.Enter)
	b.waitFor("task=render after Enter", queryIs("task", "render"), waitTimeout)

	// Next with Space.
	b.tabTo("#next", false, 80)
	b.press(" ")
	b.waitFor("step 2", `document.querySelector('#step-2[aria-current="step"]') !== null && document.getElementById('hours') !== null`, waitTimeout)

	// Step 2: type the hours, Tab away.
	b.tabTo("#hours", false, 80)
	b.do("selecting the hours", chromedp.Evaluate[chromedp.Void](`document.getElementById('hours').select()`))
	b.press("120")
	b.press(kb.Tab)
	b.waitFor("hours=120 in the URL", queryIs("hours", "120"), waitTimeout)
	b.tabTo("#next", false, 80)
	b.press(kb.Enter)
	b.waitFor("step 3", `document.querySelector('#step-3[aria-current="step"]') !== null && document.getElementById('region') !== null`, waitTimeout)

	// Back with Shift+Tab and Enter, then forward again.
	b.tabTo("#back", true, 80)
	b.press(kb.Enter)
	b.waitFor("step 2 again", `document.querySelector('#step-2[aria-current="step"]') !== null`, waitTimeout)
	b.tabTo("#next", false, 80)
	b.press(kb.Enter)
	b.waitFor("step 3 again", `document.querySelector('#step-3[aria-current="step"]') !== null`, waitTimeout)
	b.tabTo("#next", false, 80)
	b.press(kb.Enter)
	b.waitFor("step 4", `document.querySelector('#step-4[aria-current="step"]') !== null && document.getElementById('stack') !== null`, waitTimeout)

	// Step 4: the next software stack with the arrow key, chosen with Enter
	// (app/ui applies a select's choice on Enter, not at every arrow).
	before := eval[string](b, `document.getElementById('stack').value`)
	b.tabTo("#stack", false, 80)
	b.press(kb.ArrowDown)
	b.press(kb.Enter)
	b.waitFor("the stack to change from "+before, fmt.Sprintf(`(v => v !== %q && new URLSearchParams(location.search).get('stack') === v)(document.getElementById('stack').value)`, before), waitTimeout)
	t.Logf("%s: stack %s → %s with ArrowDown and Enter", b.since(), before, eval[string](b, `document.getElementById('stack').value`))

	// The results: tick the first checklist item with Space.
	b.tabTo("#checklist input[type=checkbox]", false, 200)
	b.press(" ")
	b.waitFor("the first checklist box ticked", `document.querySelector('#checklist input[type=checkbox]').checked`, waitTimeout)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
	b.saveAs("keyboard-only", b.snap("keyboard"))
}
