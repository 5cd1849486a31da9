//go:build !wasm

package e2e

import (
	"strings"
	"testing"
)

// TestLinksFromTheWild opens links as HTML e-mail and chat programs deliver
// them: the page answers the link that was sent, says it repaired it, and
// the address bar holds the repaired link.
func TestLinksFromTheWild(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, link := range []string{"/?v=1&amp;task=finetune&amp;params=13", "/?v=1&task=finetune&params=13)."} {
		b.open(link)
		b.waitFor("the repaired notice", `[...document.querySelectorAll('#notices .notice')].some(e => e.innerText.includes('Repaired this link'))`, waitTimeout)
		b.waitFor("task=finetune in the URL", queryIs("task", "finetune"), waitTimeout)
		if u := b.location(); strings.Contains(u, "amp;") || !strings.Contains(u, "params=13&") && !strings.HasSuffix(u, "params=13") {
			t.Errorf("%s: the address bar holds %s", link, u)
		}
	}
}

// TestMistypedModelBlocks opens a link whose model is a typo: nothing is
// sized or picked, the notice suggests the right name, and the link keeps
// the name as typed until it is fixed.
func TestMistypedModelBlocks(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&model=llama3.1-70b")
	b.waitFor("the did-you-mean notice", `[...document.querySelectorAll('#notices .notice')].some(e => e.innerText.includes('did you mean llama-3.1-70b'))`, waitTimeout)
	if n := eval[int](b, `document.querySelectorAll('#picks .pick').length`); n != 0 {
		t.Errorf("%d picks for a model not understood", n)
	}
	if eval[bool](b, `(e => !!e && e.innerText.trim() !== '')(document.querySelector('#sizing'))`) {
		t.Errorf("a model not understood is sized: %s", eval[string](b, `document.querySelector('#sizing').innerText`))
	}
	if got := eval[string](b, `(e => e ? e.options[e.selectedIndex].text : '')(document.querySelector('select#model'))`); got != `"llama3.1-70b"` {
		t.Errorf("the model field shows %q, want the name as typed", got)
	}
	if u := b.location(); !strings.Contains(u, "model=llama3.1-70b") {
		t.Errorf("the link lost the model as typed: %s", u)
	}
}
