//go:build !wasm

package e2e

import (
	"strings"
	"testing"
)

// TestSizingNotices: an unnamed 70 B model says, in English and in Chinese,
// that it is sized as grouped-query attention and points to the model
// list; a mixture of experts' first pick says what its batch reads and
// the tensor-parallel degree its copy runs on.
func TestSizingNotices(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	notice := `[...document.querySelectorAll('#notices .notice')].filter(e => e.getAttribute('data-code') === 'unnamed-model-gqa').map(e => e.innerText).join('')`
	for _, tc := range []struct{ lang, want1, want2 string }{
		{"en", "grouped-query attention", "Model list"},
		{"zh", "分组查询注意力", "“模型”列表"},
	} {
		b.open("/?v=1&lang=" + tc.lang + "&task=inference&params=70&prec=bf16&ctx=8192&conc=32")
		b.waitFor("the unnamed-model notice in "+tc.lang, notice+` !== ''`, waitTimeout)
		if got := eval[string](b, notice); !strings.Contains(got, tc.want1) || !strings.Contains(got, tc.want2) {
			t.Errorf("%s: notice %q, want %q and %q", tc.lang, got, tc.want1, tc.want2)
		}
	}
	// The basis is in the closed engineer's detail, which innerText skips.
	basis := `(document.querySelector('#picks .pick .throughput-basis') || {textContent: ''}).textContent`
	for _, tc := range []struct{ lang, moe, tp string }{
		{"en", "A mixture of experts", "replica of 8 GPUs"},
		{"zh", "混合专家模型", "8 块 GPU"},
	} {
		b.open("/?v=1&lang=" + tc.lang + "&task=inference&model=mixtral-8x22b&conc=32&tps=800")
		b.waitFor("the first pick's basis in "+tc.lang, basis+` !== ''`, waitTimeout)
		if got := eval[string](b, basis); !strings.Contains(got, tc.moe) || !strings.Contains(got, tc.tp) {
			t.Errorf("%s: first pick's basis %q, want %q and %q", tc.lang, got, tc.moe, tc.tp)
		}
	}
}
