package ui

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// answerHistory keeps the answers in the browser's history: one entry per
// change of answers, so that Back and Forward (and Undo, which is Back)
// walk through them. Each entry's state holds its place among the wizard's
// own entries, which tells Undo whether there is anything to go back to.
//
// go-app answers popstate by navigating, and a new query on the same path
// rebuilds the page component (ticks and all); an entry it did not push
// itself (ours: the one the page opened with) it ignores altogether. The
// wizard takes popstate over while it is mounted and reads the answers
// from the entry's URL itself.
type answerHistory struct {
	_       incomparable
	index   int // this entry's place; 0: the entry the page opened with
	onPop   app.Func
	prevPop app.Value
}

// historyKey names the index in history.state.
const historyKey = "advisorAnswers"

// listen reads the place of the current entry (a reload keeps it) and
// restores the answers of every entry Back or Forward reaches.
func (h *answerHistory) listen(ctx app.Context, restore func(app.Context, *url.URL)) {
	if !app.IsClient {
		return
	}
	if i, ok := entryIndex(app.Window().Get("history").Get("state")); ok {
		h.index = i
	}
	h.prevPop = app.Window().Get("onpopstate")
	h.onPop = app.FuncOf(func(this app.Value, args []app.Value) any {
		i, ok := -1, false
		if len(args) > 0 {
			i, ok = entryIndex(args[0].Get("state"))
		}
		ctx.Dispatch(func(ctx app.Context) {
			if ok { // an entry that is not ours (a #fragment) keeps the place
				h.index = i
			}
			restore(ctx, app.Window().URL())
		})
		return nil
	})
	app.Window().Set("onpopstate", h.onPop)
}

// stop hands popstate back to go-app.
func (h *answerHistory) stop() {
	if h.onPop == nil {
		return
	}
	app.Window().Set("onpopstate", h.prevPop)
	h.onPop.Release()
	h.onPop = nil
}

// write adds an entry for new answers (push), and otherwise rewrites the
// current one: a step, the first render, a restore, the same answers.
func (h *answerHistory) write(ctx app.Context, u *url.URL, push bool) {
	if !app.IsClient {
		ctx.Page().ReplaceURL(u)
		return
	}
	method := "replaceState"
	if push && u.RawQuery != app.Window().URL().RawQuery {
		h.index++
		method = "pushState"
	}
	app.Window().Get("history").Call(method, map[string]any{historyKey: h.index}, "", u.String())
}

// canUndo says whether there are earlier answers of this visit to go back to.
func (h *answerHistory) canUndo() bool { return h.index > 0 }

// back goes to the previous answers, as the browser's Back does.
func (h *answerHistory) back() {
	if h.canUndo() {
		app.Window().Get("history").Call("back")
	}
}

// entryIndex is the place an entry's state holds, if the entry is ours.
func entryIndex(state app.Value) (int, bool) {
	if !state.Truthy() {
		return 0, false
	}
	if i := state.Get(historyKey); app.Window().Get("Number").Call("isInteger", i).Bool() {
		return i.Int(), true
	}
	return 0, false
}

// focusStepHeading moves the focus to the heading of the step just opened
// and scrolls it into view: the page (or the questions' own scroll box)
// otherwise stays where the last step was read, and a screen reader would
// not say that anything changed.
func focusStepHeading(ctx app.Context) {
	if h := focusByID(stepHeadingID); h.Truthy() {
		h.Call("scrollIntoView", map[string]any{"block": "start"})
	}
}
