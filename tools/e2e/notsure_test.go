//go:build !wasm

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// sizingNeedJS is what the sizing card says the workload needs.
const sizingNeedJS = `(e => e ? e.innerText : '')(document.querySelector('#sizing .need'))`

// TestAnswersNotGiven checks the answers a person did not give: "Other
// (size only)" after a named model keeps its attention shape (the need does
// not jump), "I'm not sure" keeps the default, says it is assumed and stays
// in the link, and Start over, from the keyboard, clears every answer.
func TestAnswersNotGiven(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))

	b.open("/?v=1&task=inference&model=llama-3.1-70b&ctx=8192&conc=16")
	b.waitFor("the sizing", `document.querySelector('#sizing .need') !== null`, waitTimeout)
	need := eval[string](b, sizingNeedJS)
	b.choose("model", "-") // Other (size only)
	b.waitFor("the shape fields", `(e => !!e && e.value === '80')(document.getElementById('layers'))`, waitTimeout)
	if got := eval[string](b, `['params', 'kvh', 'hdim'].map(k => document.getElementById(k).value).join(' ')`); got != "70.6 8 128" {
		b.fatalf("Other after Llama 3.1 70B shows params, KV heads, head dims %q, want 70.6 8 128", got)
	}
	b.waitFor("model out of the link", `!new URLSearchParams(location.search).has('model')`, waitTimeout)
	if got := eval[string](b, sizingNeedJS); got != need {
		b.fatalf("Other changed the need from %q to %q", need, got)
	}

	// I'm not sure of the training tokens.
	b.open("/?v=1&task=finetune&params=13&tokens=5")
	b.click("#unsure-tokens")
	b.waitFor("unsure=tokens in the link", queryIs("unsure", "tokens"), waitTimeout)
	b.waitFor("the default tokens", `document.getElementById('tokens').value === '0.02'`, waitTimeout)
	if !eval[bool](b, `(e => !!e && e.innerText.includes('Assumed, as you were not sure: 0.02 B training tokens'))(document.getElementById('sizing-assumed'))`) {
		b.fatalf("the sizing card does not say the tokens are assumed:\n%s", eval[string](b, `document.getElementById('sizing').innerText`))
	}
	b.saveAs("not-sure", b.snap("not-sure"))
	b.open(strings.TrimPrefix(b.location(), b.base))
	if !eval[bool](b, `document.getElementById('unsure-tokens').checked`) {
		b.fatalf("the link lost \"I'm not sure\": %s", b.location())
	}
	b.typeInto("tokens", "7")
	b.waitFor("tokens=7 and sure", `(q => q.get('tokens') === '7' && !q.has('unsure'))(new URLSearchParams(location.search))`, waitTimeout)

	// Start over, from the keyboard, in Chinese too.
	for _, lang := range []struct{ tag, label string }{{"en", "Start over"}, {"zh", "重新开始"}} {
		b.open("/?v=1&task=finetune&params=13&unsure=epochs&region=westeurope&x=1&lang=" + lang.tag)
		if got := eval[string](b, `document.getElementById('start-over').innerText.trim()`); got != lang.label {
			b.fatalf("the Start over button reads %q in %s", got, lang.tag)
		}
		b.tabTo("#start-over", false, 120)
		b.press(kb.Enter)
		b.waitFor("the default answers", queryIs("task", "inference", "model", "llama-3.1-8b"), waitTimeout)
		u := b.location()
		for _, gone := range []string{"params=13", "unsure", "westeurope", "x=1"} {
			if strings.Contains(u, gone) {
				b.fatalf("Start over left %s in the link: %s", gone, u)
			}
		}
		if lang.tag == "zh" && !strings.Contains(u, "lang=zh") {
			b.fatalf("Start over lost the language: %s", u)
		}
		for _, n := range b.notices() {
			if strings.HasPrefix(n, "ignored:") {
				b.fatalf("Start over left the link's notices: %v", b.notices())
			}
		}
	}
}
