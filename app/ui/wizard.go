package ui

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Actions that move answers from the inputs to the wizard.
const (
	// actionSet carries a setting: one share-link key and its new value.
	actionSet = "wizard/set"
	// actionPreset carries a whole share-link query that replaces the answers.
	actionPreset = "wizard/preset"
	// actionStep carries the step to show (1 to 4).
	actionStep = "wizard/step"
	// actionTick carries a checklist item ID to tick or untick.
	actionTick = "wizard/tick"
	// actionUndo goes back to the answers before the last change.
	actionUndo = "wizard/undo"
	// actionStartOver clears every answer: the defaults, as on a fresh visit.
	actionStartOver = "wizard/start-over"
)

// setting is the value of actionSet.
type setting struct{ Key, Value string }

// wizard is the page: it owns the answers, asks the advisor, keeps the URL in
// step with the answers, and hands its children what they show.
type wizard struct {
	app.Compo

	cat      *catalog.Catalog
	adv      *advisor.Advisor
	loadErr  string
	state    share.State
	linkNote []advisor.Notice // what the link had that could not be used
	quoted   string           // what the link quoted, until the person takes over
	result   advisor.Result
	ticks    map[string]bool
	client   bool
	link     string
	copied   uint8 // the summary (copiedMarkdown) or its plain text (copiedPlain) was just copied
	// updateReady is true once a new version is installed (OnAppUpdate),
	// with its catalog date when its page names one.
	updateReady bool
	updateDate  string
	// linkCopied is true for 2 s after the share link was copied.
	linkCopied bool
	history    answerHistory
	keys       keyboard
	// questionsOpen shows the questions on a phone, where a shared link
	// opens on the answer.
	questionsOpen bool
	cmp           advisor.Comparison // the compare view's sizes (views.go)
	// early is the query of the link whose answer OnInit worked out
	// before the first render (when earlyOK); OnNav for the same link only
	// writes it back, without advising again.
	early   string
	earlyOK bool
	// rest is the answer the rest of the page shows, nil until the first
	// answer has been painted (see catchUp).
	rest *rest
	// behind is true from an answer until the rest of the page shows it;
	// publishing is what catchUp then does with the link.
	behind     bool
	publishing publishing
}

// rest is what the rest of the page shows: the why-not list, the charts,
// the exports, the checklist, the Deploy panel, the print view and the
// footer (and a shared link's questions, the first time). The header, the
// notices, the sizing and the pick cards show each answer at once; the rest
// catches up once they are painted, so that a change reaches the screen
// without waiting for the whole page. Its components are handed the same
// values until then, which go-app finds unchanged and leaves alone.
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

func newWizard() *wizard { return &wizard{} }

// OnInit loads the embedded catalog once per page. The wizard that showed
// a shared link's answer before go-app started (AnswerFirst) has done it.
func (w *wizard) OnInit() {
	if w.cat != nil || w.loadErr != "" {
		return
	}
	perfmark.First("app-init")
	c, err := catalog.Load()
	perfmark.First("catalog-loaded")
	if err != nil {
		w.loadErr = err.Error()
		return
	}
	w.cat, w.adv = c, advisor.New(c)
	w.ticks = map[string]bool{}
	if !app.IsClient {
		// The server's page is whole at once (the answer comes with OnNav).
		w.rest = &rest{Lang: w.lang()}
		return
	}
	// The link is read and advised on before the first render, so that the
	// page is not built once without its answer.
	u := app.Window().URL()
	w.client = true
	w.readLink(u)
	w.advise()
	w.early, w.earlyOK = u.RawQuery, true
}

// OnMount registers the actions and marks the page as running in the browser,
// which the browser tests wait for.
func (w *wizard) OnMount(ctx app.Context) {
	w.client = app.IsClient
	if w.client && w.rest == nil {
		w.later(ctx, keepLink)
	}
	ctx.Handle(actionSet, w.onSet)
	ctx.Handle(actionPreset, w.onPreset)
	ctx.Handle(actionStep, w.onStep)
	ctx.Handle(actionTick, w.onTick)
	ctx.Handle(actionUndo, w.onUndo)
	ctx.Handle(actionStartOver, w.onStartOver)
	w.handleViews(ctx)
	w.history.listen(ctx, w.onPopState)
	w.keys.listen(ctx, w.onShortcut)
}

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
	w.rest = &rest{Lang: w.lang(), Result: w.result, Answers: w.state.Answers}
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

// OnDismount gives the browser's Back and Forward back to go-app.
func (w *wizard) OnDismount() {
	w.history.stop()
	w.keys.stop()
}

// OnNav reads the answers from the link. A link without a language speaks
// the browser's (navigator.language), and then says so itself.
func (w *wizard) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	early := w.earlyOK && w.early == u.RawQuery
	w.early, w.earlyOK = "", false
	if early && w.adv != nil {
		// OnInit has advised on this very link: write it back only, with
		// the rest of the page once the answer is on screen.
		w.later(ctx, replaceLink)
		return
	}
	w.readLink(u)
	w.recompute(ctx, false)
}

// readLink reads the answers from a link. The language is settled before
// the first advise: a second one would advise from the answers as
// understood and lose what the link had that could not be read.
func (w *wizard) readLink(u *url.URL) {
	w.state, w.linkNote = linkState(u)
	w.quoted = w.state.Quote
	// A shared link opens on its answer on a phone; a fresh visit on the
	// questions.
	w.questionsOpen = !u.Query().Has("task")
	if w.lang() == words.Zh && !words.HasChinese() {
		w.state.Lang = words.En.Key()
		w.linkNote = noteNoChinese(w.linkNote, chineseErr)
	}
	if w.state.Step < 1 {
		w.state.Step = 1
	}
}

// onPopState shows the answers of the history entry that Back, Forward or
// Undo reached, in the language the page speaks now: the language is not an
// answer, and going back does not undo a switch.
func (w *wizard) onPopState(ctx app.Context, u *url.URL) {
	lang, present := w.state.Lang, w.state.Present
	w.state, w.linkNote = share.Decode(u.RawQuery)
	w.quoted = w.state.Quote
	w.state.Lang, w.state.Present = lang, present
	w.settle(ctx)
}

func (w *wizard) settle(ctx app.Context) {
	if w.state.Step < 1 {
		w.state.Step = 1
	}
	w.recompute(ctx, false)
}

// lang is the language the page speaks.
func (w *wizard) lang() words.Lang { return words.Pick(w.state.Lang) }

// onLang switches the language: every answer and the result stay, the link
// keeps the language in place (no new history entry) and <html lang>
// follows, for screen readers and the browser's own translation offer.
//
// Chinese is fetched the first time it is picked; the page stays in
// English, with a notice, when it cannot be.
func (w *wizard) onLang(ctx app.Context, tag string) {
	l := words.Pick(tag)
	if l == words.Zh && !words.HasChinese() {
		ctx.Async(func() {
			text, err := fetchChinese()
			ctx.Dispatch(func(ctx app.Context) {
				if err == nil {
					err = words.SetChinese(text)
				}
				if err != nil {
					w.linkNote = noteNoChinese(w.linkNote, err)
					w.recompute(ctx, false)
					return
				}
				w.onLang(ctx, tag)
			})
		})
		return
	}
	w.state.Lang = l.Key()
	w.recompute(ctx, false)
}

// setDocumentLang makes <html lang>, the title and the description say the
// page's language.
func (w *wizard) setDocumentLang() {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	if root := doc.Get("documentElement"); root.Truthy() && root.Get("lang").String() != w.lang().Tag() {
		root.Set("lang", w.lang().Tag())
		doc.Set("title", words.T(w.lang(), words.PageTitle))
		if meta := doc.Call("querySelector", `meta[name="description"]`); meta.Truthy() {
			meta.Call("setAttribute", "content", words.T(w.lang(), words.PageDescription))
		}
	}
}
