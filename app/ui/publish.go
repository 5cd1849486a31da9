package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Publishing an answer: the rest of the page catches up with it once the
// browser has painted the picks, and then the link is written.

// rest is what the rest of the page shows: the why-not list, the charts,
// the exports, the checklist, the Deploy panel, the print view and the
// footer (and a shared link's questions, the first time). The header, the
// notices, the sizing and the pick cards show each answer at once; the rest
// catches up once they are painted, so that a change reaches the screen
// without waiting for the whole page. Until then its parts are built from
// the same values: go-app leaves its components alone (fields unchanged)
// and finds the same tree in the others, so that nothing of it is redrawn.
type rest struct {
	Lang    words.Lang
	Result  advisor.Result
	Answers advisor.Answers
}

// publishing is what catchUp does with the link: nothing, replace the
// history entry, or push a new one.
type publishing uint8

const (
	keepLink publishing = iota
	replaceLink
	pushLink
)

// later has the rest of the page catch up with the answer, and the link
// written as p says, once the answer is painted; at once off the browser.
// Several changes before that paint are caught up with once, the link
// pushed if any of them pushes.
func (w *wizard) later(ctx app.Context, p publishing) {
	w.publishing = max(w.publishing, p)
	if !app.IsClient {
		w.catchUp(ctx)
		return
	}
	if w.behind {
		return
	}
	w.behind = true
	ctx.Defer(func(ctx app.Context) { afterPaint(func() { ctx.Dispatch(w.catchUp) }) })
}

// catchUp shows the answer in the rest of the page, with the checklist that
// advise left for later, and writes the link.
func (w *wizard) catchUp(ctx app.Context) {
	w.behind = false
	if w.adv != nil && w.result.Checklist == nil {
		w.result.Checklist = w.adv.Checklist(w.result)
	}
	w.rest = &rest{Lang: w.answers.lang(), Result: w.result, Answers: w.answers.state.Answers}
	if p := w.publishing; p != keepLink {
		w.publishing = keepLink
		w.publish(ctx, p == pushLink)
	}
}

// afterPaint calls f once the browser has painted what is in the page: a
// task queued from the next animation frame runs after that frame's paint.
// (Called from the animation frame itself, f would delay the paint: go-app
// renders a dispatched update at once, and the first answer would reach
// the screen with the whole page.) The frame's callback is web/boot.js's
// afterPaint, so that no Go runs in the frame; without boot.js it is Go's.
func afterPaint(f func()) {
	var frame, task app.Func
	task = app.FuncOf(func(app.Value, []app.Value) any {
		task.Release()
		f()
		return nil
	})
	if js := app.Window().Get("afterPaint"); js.Truthy() {
		app.Window().Call("afterPaint", task)
		return
	}
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", task, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}

// publish writes the answers as understood into the URL and the document.
func (w *wizard) publish(ctx app.Context, push bool) {
	u := *ctx.Page().URL()
	u.RawQuery = share.Encode(w.answers.state)
	u.Fragment = ""
	w.answers.history.write(ctx, &u, push)
	// The pre-rendered page has no host to link to: no "http:///?…".
	w.link = ""
	if u.Host != "" {
		w.link = u.String()
	}
	w.setDocumentLang()
	setDocumentPresent(w.answers.state.Present)
}
