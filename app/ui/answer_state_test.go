//go:build !js

package ui

import (
	"net/url"
	"testing"
)

// Back, Forward, Undo and Start over bring other answers, not another
// language or presenter mode: those are the page's, not answers. Nor do
// they keep the first link's notices or its quote: a fresh start compared
// with what the link quoted would say a price had changed.
func TestAnswersKeepLanguageAndPresenterMode(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		change   func(a *answers)
		step     int
		task     string
	}{
		{"restore", func(a *answers) { a.restore(mustURL(t, "/?v=1&task=render&step=3&lang=en")) }, 3, "render"},
		{"restore without a step", func(a *answers) { a.restore(mustURL(t, "/?v=1&task=hpc")) }, 1, "hpc"},
		{"start over", func(a *answers) { a.load("") }, 1, ""}, // no task: the advisor's default
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			var a answers
			a.read(mustURL(t, "/?v=1&task=finetune&step=2&present=1&params=abc&quote=1~Standard_NC24ads_A100_v4~1~eastus~payg~3.67~2679~2026-08-22"))
			if len(a.notes) == 0 {
				t.Fatal("params=abc gave no notice")
			}
			if a.quoted == "" {
				t.Fatal("the link's quote was not read")
			}
			a.state.Lang = "zh" // switched after the link was read
			tc.change(&a)
			if got, want := a.state.Lang, "zh"; got != want {
				t.Errorf("language %q, want %q", got, want)
			}
			if got, want := a.state.Present, true; got != want {
				t.Errorf("presenter mode %v, want %v", got, want)
			}
			if got, want := a.state.Step, tc.step; got != want {
				t.Errorf("step %d, want %d", got, want)
			}
			if got, want := string(a.state.Answers.Task), tc.task; got != want {
				t.Errorf("task %q, want %q", got, want)
			}
			if len(a.notes) != 0 {
				t.Errorf("the first link's notices stayed: %v", a.notes)
			}
			if a.quoted != "" {
				t.Errorf("the first link's quote stayed: %q", a.quoted)
			}
		})
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
