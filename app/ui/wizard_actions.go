package ui

import (
	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (w *wizard) onSet(ctx app.Context, a app.Action) {
	s, ok := a.Value.(setting)
	if !ok {
		return
	}
	if s.Key == "lang" {
		w.onLang(ctx, s.Value)
		return
	}
	if s.Key == "present" {
		w.setPresent(ctx, s.Value == "1")
		return
	}
	if w.setView(ctx, s) {
		return
	}
	if s.Key == "task" {
		w.state.Answers = withTask(w.state.Answers, advisor.Task(s.Value))
	} else {
		w.state.Answers = withSetting(w.state, s.Key, s.Value)
	}
	w.linkNote, w.quoted = nil, "" // the person has taken over from the link
	w.recompute(ctx, true)
}

func (w *wizard) onPreset(ctx app.Context, a app.Action) {
	q, ok := a.Value.(string)
	if !ok {
		return
	}
	w.state.Answers, w.linkNote, w.quoted = withPreset(w.state, q), nil, ""
	w.recompute(ctx, true)
}

func (w *wizard) onUndo(ctx app.Context, a app.Action) { w.history.back() }

// onStartOver goes back to a fresh visit's answers, at step 1, and clears
// the link's answers, its notices and the ticks; the language and
// presenter mode stay (they are not answers). Undo and Back return to the
// answers before.
func (w *wizard) onStartOver(ctx app.Context, a app.Action) {
	lang, present := w.state.Lang, w.state.Present
	w.state, w.linkNote = share.Decode("")
	w.state.Lang, w.state.Present = lang, present
	w.ticks, w.questionsOpen = map[string]bool{}, true
	w.recompute(ctx, true)
	ctx.Defer(focusStepHeading)
}

func (w *wizard) onStep(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok && n >= 1 && n <= 4 {
		w.state.Step = n
		w.recompute(ctx, false)
		ctx.Defer(focusStepHeading)
	}
}

func (w *wizard) onTick(ctx app.Context, a app.Action) {
	if id, ok := a.Value.(string); ok {
		w.ticks[id] = !w.ticks[id]
	}
}

// recompute asks the advisor, and once the picks are painted writes the
// answers as understood into the URL: a new history entry for a change of
// answers (push), the same entry for anything else (a step, the page's
// first render, Back and Forward).
func (w *wizard) recompute(ctx app.Context, push bool) {
	if w.adv == nil {
		return
	}
	w.advise()
	p := replaceLink
	if push {
		p = pushLink
	}
	w.later(ctx, p)
}

// advise asks the advisor about the answers and keeps the answers as
// understood, so the link says what is shown.
func (w *wizard) advise() {
	if w.adv == nil {
		return
	}
	day := today()
	perfmark.First("advise")
	// The picks come first: the checklist comes with the rest (catchUp).
	w.result = w.adv.Advise(w.state.Answers, advisor.Options{Day: day, LaterChecklist: app.IsClient})
	perfmark.First("advised")
	w.compareNow()
	w.result.Notices = append(append(append([]advisor.Notice(nil), w.linkNote...), share.QuoteChanges(w.quoted, w.result)...), w.result.Notices...)
	// As understood, so the link says what is shown; regions as given; with
	// the top pick's quote.
	w.state = share.Answered(w.cat, w.state, w.result)
}

// publish writes the answers as understood into the URL and the document.
func (w *wizard) publish(ctx app.Context, push bool) {
	u := *ctx.Page().URL()
	u.RawQuery = share.Encode(w.state)
	u.Fragment = ""
	if push {
		w.history.push(ctx, &u)
	} else {
		w.history.replace(ctx, &u)
	}
	// The pre-rendered page has no host to link to: no "http:///?…".
	w.link = ""
	if u.Host != "" {
		w.link = u.String()
	}
	w.setDocumentLang()
	w.setDocumentPresent()
}
