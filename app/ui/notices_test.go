//go:build !js

package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestNoticesCapped: a link with a thousand unknown keys shows a few notices
// and a summary, and the notices about the answer, as text, never as HTML.
func TestNoticesCapped(t *testing.T) {
	var items []advisor.Notice
	for i := range 1017 + 5 {
		items = append(items, advisor.Notice{Code: "ignored", Text: words.M(words.LinkUnknownKey, words.S(strconv.Quote(fmt.Sprint("k", i))))})
	}
	items = append(items, advisor.Notice{Code: "over-budget", Text: words.As("No size fits the budget.")},
		advisor.Notice{Code: "ignored", Text: words.M(words.LinkUnknownKey, words.S(`"<img src=x onerror=alert(1)>"`))})
	html := render(t, (&notices{Items: items}).ui())
	if n := strings.Count(html, `class="notice `); n > advisor.MaxNoticesShown {
		t.Errorf("%d notices shown, want at most %d", n, advisor.MaxNoticesShown)
	}
	for _, want := range []string{"…and 1,017 more unknown keys.", "No size fits the budget.", `data-code="over-budget"`} {
		if !strings.Contains(html, want) {
			t.Errorf("notices lack %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "<img") {
		t.Error("a notice was rendered as HTML")
	}
}
