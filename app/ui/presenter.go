package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Presenter mode: larger text and higher contrast for screen
// sharing. It is the link's present=1 and nothing else, so the answers keep
// it (share.State.Present), and these functions show it.

// presenterControls are the header's presenter toggle and the shortcuts
// button with its popover (the browser's own popover: Escape and a click
// outside close it, and focus returns to the button).
func presenterControls(l words.Lang, present bool) app.UI {
	on := "1"
	if present {
		on = "0"
	}
	// The popover is text: the browser opens and closes it, and nothing in
	// it is Go's to handle.
	var pop static
	pop.el("div", "id="+shortcutsID+"|class=shortcuts card|popover=auto|role=dialog|aria-labelledby=shortcuts-title").
		textEl("h2", "id=shortcuts-title", l.T(words.ShortcutsTitle)).el("dl", "")
	for _, s := range shortcutKeys {
		pop.el("div", "").el("dt", "")
		for j, k := range s.keys {
			if j > 0 {
				pop.text(" ")
			}
			pop.textEl("kbd", "", k)
		}
		pop.end("dt").textEl("dd", "", l.T(s.what)).end("div")
	}
	pop.end("dl").textEl("p", "class=hint", l.T(words.ShortcutsNote)).
		textEl("button", "type=button|class=btn secondary|popovertarget="+shortcutsID+"|popovertargetaction=hide", l.T(words.Close)).end("div")
	return wrap("div", "class=presenter-controls",
		setButton("type=button|id=presenter|class=chip", "present", on).Aria("pressed", present).Attr("title", l.T(words.PresenterHint)).
			Text(l.T(words.Presenter)),
		textEl("button", "type=button|id=shortcuts-button|class=chip|popovertarget="+shortcutsID+"|aria-keyshortcuts=?", "? "+l.T(words.Shortcuts)),
		pop.ui(),
	)
}

// answersLine is what presenter mode leads with: the questions fold into
// one line of the answers that shaped the answer.
func answersLine(l words.Lang, a advisor.Answers) app.UI {
	var vals []string
	for _, row := range report.AnswerRows(l, a) {
		vals = append(vals, row.Value)
	}
	return textEl("p", "id=answers-line|class=answers-line", strings.Join(vals, " · "))
}

// setDocumentPresent puts presenter mode on <html>, so that every rem of
// the stylesheet grows with it.
func setDocumentPresent(on bool) {
	if !app.IsClient {
		return
	}
	if cl := app.Window().Get("document").Get("documentElement").Get("classList"); cl.Truthy() {
		cl.Call("toggle", "present", on)
	}
}
