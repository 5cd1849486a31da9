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
	top, more, _ := strings.Cut(html, "<details")
	if n := strings.Count(top, "<p") + 1; n > advisor.MaxNoticesShown {
		t.Errorf("%d notices shown, want at most %d", n, advisor.MaxNoticesShown)
	}
	// The summary opens on the hidden notices, as many as make sense.
	if !strings.Contains(more, "<summary>") || !strings.Contains(more, `&#34;k20&#34;`) || strings.Count(more, "<p") != maxHiddenListed+1 {
		t.Errorf("the summary does not open on the hidden notices:\n%.2000s", more)
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

// TestNoticeBlocksIsAnError: a notice that blocks the answer is an alert,
// styled as an error; the others are not.
func TestNoticeBlocksIsAnError(t *testing.T) {
	html := render(t, (&notices{Items: []advisor.Notice{
		{Code: "ignored", Text: words.As("Read seats as 2.")},
		{Code: "region-not-understood", Text: words.As("Regions not understood."), Impact: advisor.Blocks},
	}}).ui())
	blocking, other, _ := strings.Cut(html, "Regions not understood.")
	if !strings.Contains(other, "Read seats") {
		t.Errorf("the blocking notice does not come first:\n%s", html)
	}
	if !strings.Contains(blocking, `role="alert"`) || !strings.Contains(blocking, "notice-error") {
		t.Errorf("the blocking notice is no alert:\n%s", html)
	}
	if strings.Count(html, `role="alert"`) != 1 || strings.Count(html, "notice-error") != 1 {
		t.Errorf("a notice that does not block is an error:\n%s", html)
	}
}
