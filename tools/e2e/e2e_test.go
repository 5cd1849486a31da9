//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// firstSizeMonthJS is the first card's size and monthly cost.
const firstSizeMonthJS = `(e => e ? e.getAttribute('data-size') + ' ' + e.getAttribute('data-usd-month') : '')(document.querySelector('#picks .pick'))`

// queryIs is a JavaScript predicate: the page's query has these values.
func queryIs(kv ...string) string {
	var conds []string
	for i := 0; i+1 < len(kv); i += 2 {
		conds = append(conds, fmt.Sprintf(`q.get(%q) === %q`, kv[i], kv[i+1]))
	}
	return `(q => ` + strings.Join(conds, " && ") + `)(new URLSearchParams(location.search))`
}

// TestWalkThrough answers the four steps as a person would and checks what
// the page shows after each answer.
func TestWalkThrough(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/")

	// Step 1: fine-tune a 13B model of its own: "Other" in the model list
	// opens the size.
	b.click("#task-finetune")
	b.waitFor("task=finetune in the URL and #model", queryIs("task", "finetune")+` && document.getElementById('model') !== null`, waitTimeout)
	b.choose("model", "-") // "-" is app/ui's value of an option that sets nothing
	b.waitFor("#params after choosing Other, and no model in the URL",
		`document.getElementById('params') !== null && !new URLSearchParams(location.search).has('model')`, waitTimeout)
	// The shape fields take the places of other number fields: they come up
	// with the shape of the model chosen before (Llama 3.1 8B, issue 24),
	// not with the text those fields had.
	if v := eval[string](b, `['layers', 'kvh', 'hdim'].map(id => document.getElementById(id).value).join(' ')`); v != "32 8 128" {
		b.fatalf("the attention-shape fields show %q, want Llama 3.1 8B's 32 8 128", v)
	}
	b.waitFor("a pick for the fine-tune defaults", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	before := eval[string](b, firstSizeMonthJS)
	// A value that is not a number is refused next to the field, and the
	// answer stands.
	b.typeInto("params", "abc")
	b.waitFor("the error next to #params", `(e => !!e && /not a number/.test(e.innerText))(document.getElementById('params-error'))`, waitTimeout)
	if got := eval[string](b, firstSizeMonthJS); got != before {
		b.fatalf("a refused value changed the first pick: %s -> %s", before, got)
	}
	b.typeInto("params", "13")
	b.waitFor("the error to go", `document.getElementById('params-error') === null`, waitTimeout)
	b.waitFor("the first pick to change after params=13 (was "+before+")",
		fmt.Sprintf(`(s => s !== '' && s !== %q)(%s)`, before, firstSizeMonthJS), waitTimeout)
	b.waitFor("params=13 in the URL", queryIs("task", "finetune", "params", "13"), waitTimeout)
	if u := b.location(); !strings.Contains(u, "task=finetune") || !strings.Contains(u, "params=13") {
		b.fatalf("URL %s lacks task=finetune and params=13", u)
	}
	b.typeInto("epochs", "2")
	b.waitFor("epochs=2 in the URL", queryIs("params", "13", "epochs", "2"), waitTimeout)
	t.Logf("%s: step 1: first pick %s -> %s", b.since(), before, eval[string](b, firstSizeMonthJS))
	b.saveAs("step-1", b.snap("step-1"))

	// Step 2: 200 hours a month, Spot allowed.
	b.goStep(2, "#next", "hours")
	b.typeInto("hours", "200")
	b.waitFor("hours=200 in the URL", queryIs("hours", "200"), waitTimeout)
	b.click("#spot")
	b.waitFor("a pick with data-model=spot", `[...document.querySelectorAll('#picks .pick')].some(e => e.getAttribute('data-model') === 'spot')`, waitTimeout)
	if !eval[bool](b, `document.getElementById('spot').checked`) {
		b.fatalf("#spot is not checked after the click")
	}
	b.waitFor("the checklist to cover Spot eviction", `/30 seconds/.test(document.getElementById('checklist').innerText)`, waitTimeout)
	t.Logf("%s: step 2: picks %v", b.since(), b.picks())
	b.saveAs("step-2", b.snap("step-2"))

	// Step 3: only West Europe.
	b.goStep(3, "#next", "region")
	b.typeInto("region", "westeurope")
	b.waitFor("every pick in westeurope",
		`(p => p.length > 0 && p.every(e => e.getAttribute('data-region') === 'westeurope'))([...document.querySelectorAll('#picks .pick[data-region]')])`, waitTimeout)
	for _, p := range b.picks() {
		if p.Region != "westeurope" {
			b.fatalf("pick %s is not in westeurope", p)
		}
	}
	t.Logf("%s: step 3: picks %v", b.since(), b.picks())
	b.saveAs("step-3", b.snap("step-3"))
	phone := b.phoneShot() // results with picks, 390 px wide

	// Step 4: ROCm. QLoRA/LoRA on ROCm may have no fit: then a notice says so.
	b.goStep(4, "#next", "stack")
	b.choose("stack", "rocm")
	b.waitFor("stack=rocm in the URL", queryIs("stack", "rocm"), waitTimeout)
	b.waitFor("AMD picks only, or no pick and a notice", `(() => {
		const picks = [...document.querySelectorAll('#picks .pick')];
		if (picks.length === 0) return document.querySelectorAll('#notices .notice').length > 0;
		return picks.every(e => /AMD|MI300X|Radeon|Instinct/i.test(e.innerText));
	})()`, waitTimeout)
	picks := b.picks()
	t.Logf("%s: step 4: %d picks %v, notices %q", b.since(), len(picks), picks, b.notices())
	b.saveAs("step-4", b.snap("step-4"))

	// Back to step 1: the answer is still there.
	b.goStep(3, "#back", "region")
	if v := eval[string](b, `document.getElementById('region').value`); !strings.Contains(v, "westeurope") {
		b.fatalf("#region is %q after going back", v)
	}
	b.goStep(2, "#back", "hours")
	b.goStep(1, "#back", "params")
	if v := eval[string](b, `document.getElementById('params').value`); v != "13" {
		b.fatalf("#params is %q after going back, want 13", v)
	}

	// Tick the first checklist item.
	id := eval[string](b, `(e => e ? e.getAttribute('data-id') : '')(document.querySelector('#checklist input[type=checkbox]'))`)
	if id == "" {
		b.fatalf("no checklist box (#checklist input[type=checkbox])")
	}
	b.click(fmt.Sprintf(`#checklist input[type=checkbox][data-id=%q]`, id))
	b.waitFor("checklist box "+id+" checked",
		fmt.Sprintf(`(e => e && e.checked)(document.querySelector('#checklist input[type=checkbox][data-id=%q]'))`, id), waitTimeout)
	b.waitFor("the checklist count to say one is done", `/\(1\/\d+\)/.test(document.querySelector('#checklist h2').innerText)`, waitTimeout)
	t.Logf("%s: checklist %q ticked", b.since(), id)
	b.saveAs("phone-results", phone)
}

// goStep moves to step n with a navigation button (#next or #back), as a
// person does, and waits for the step's input. When the button does not
// lead there, the test fails, and the stepper's #step-n is used to go on.
func (b *browser) goStep(n int, button, input string) {
	b.t.Helper()
	arrived := fmt.Sprintf(`document.getElementById(%q) !== null && document.querySelector('#step-%d[aria-current="step"]') !== null`, input, n)
	b.click(button)
	_, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](arrived,
		chromedp.WithPollingTimeout(5*time.Second), chromedp.WithPollingInterval(50*time.Millisecond)))
	if err == nil {
		return
	}
	shown := eval[string](b, `(e => e ? e.id : 'none')(document.querySelector('.stepper [aria-current="step"]'))`)
	png := b.snap(fmt.Sprintf("%s-to-step-%d", strings.TrimPrefix(button, "#"), n))
	b.saveAs(fmt.Sprintf("%s-%s-to-step-%d", fileName(b.t), strings.TrimPrefix(button, "#"), n), png)
	b.t.Errorf("%s: clicking %s did not open step %d (#%s); the current step is %s. Going on with #step-%d.",
		b.since(), button, n, input, shown, n)
	b.click(fmt.Sprintf("#step-%d", n))
	b.waitFor(fmt.Sprintf("step %d (#%s) from the stepper", n, input), arrived, waitTimeout)
}

// phoneShot is a full-page screenshot of the page 390 px wide, as on a
// phone; the viewport is restored afterwards.
func (b *browser) phoneShot() []byte {
	b.t.Helper()
	b.do("emulating a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	time.Sleep(300 * time.Millisecond) // let the layout settle
	if w := eval[int](b, `document.documentElement.scrollWidth`); w > 390 {
		b.t.Errorf("at 390 px the page is %d px wide: it scrolls sideways", w)
	}
	png := b.snap("phone")
	// ResetViewport leaves this Chromium at 390 px after EmulateMobile: set
	// the window's own size back.
	b.do("restoring the viewport", chromedp.EmulateViewport(1280, 800))
	return png
}

// TestNoExternalRequestsNoErrors loads the page and answers a little: every
// request goes to the test server, and the page throws and logs no error.
func TestNoExternalRequestsNoErrors(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	b.open("/?v=1&task=inference")
	b.click("#task-train")
	b.waitFor("task=train", queryIs("task", "train"), waitTimeout)
	b.click("#task-render")
	b.waitFor("task=render", queryIs("task", "render"), waitTimeout)
	b.goStep(2, "#next", "hours")
	b.click("#step-4")
	b.waitFor("step 4 (#stack)", `document.getElementById('stack') !== null`, waitTimeout)
	b.click("#step-1")
	b.waitFor("step 1 (#params or the task cards)", `document.getElementById('task-render') !== null`, waitTimeout)
	// Give late requests (service worker, icons, manifest) a moment.
	time.Sleep(time.Second)

	reqs := b.requestsSoFar()
	if len(reqs) == 0 {
		b.fatalf("no request seen: the listener is not working")
	}
	var external []string
	for _, u := range reqs {
		switch {
		case strings.HasPrefix(u, base+"/"), u == base,
			strings.HasPrefix(u, "data:"), strings.HasPrefix(u, "blob:"), strings.HasPrefix(u, "chrome-extension:"):
		default:
			external = append(external, u)
		}
	}
	if len(external) > 0 {
		b.fatalf("requests left the site:\n  %s", strings.Join(external, "\n  "))
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
	b.mu.Lock()
	bad := append([]string(nil), b.badStatus...)
	b.mu.Unlock()
	if len(bad) > 0 {
		b.fatalf("responses with an error status:\n  %s", strings.Join(bad, "\n  "))
	}
	t.Logf("%s: %d requests, all to %s; no error", b.since(), len(reqs), base)
}
