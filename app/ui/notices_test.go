//go:build !js

package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
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

// TestNearbyChoices: an answer of mainland China alone offers the nearby
// global regions as buttons, in the page's language, and nothing else
// does; a region is never chosen for the person.
func TestNearbyChoices(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ad := advisor.New(c)
	advise := func(regions ...string) []advisor.Notice {
		a := advisor.Defaults(advisor.Inference)
		a.Regions = regions
		return ad.Advise(a, advisor.Options{Day: "2026-12-02"}).Notices
	}
	for l, want := range map[words.Lang]string{words.En: "Use East Asia (Hong Kong) instead", words.Zh: "改用东亚（香港）"} {
		html := render(t, nearbyChoices(l, c, advise("china")))
		for _, name := range advisor.AzureChinaNearby() {
			if !strings.Contains(html, `id="use-region-`+name+`"`) {
				t.Errorf("%s: no button for %s:\n%s", l.Tag(), name, html)
			}
		}
		if !strings.Contains(html, want) {
			t.Errorf("%s: no %q:\n%s", l.Tag(), want, html)
		}
	}
	for _, regions := range [][]string{{"westeurope"}, {"china", "eastasia"}, {"mars"}} {
		if u := nearbyChoices(words.En, c, advise(regions...)); u != nil {
			t.Errorf("%v: nearby regions offered: %s", regions, render(t, u))
		}
	}
}
