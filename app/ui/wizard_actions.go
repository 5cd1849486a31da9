package ui

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/share"
)

// The wizard's actions: each changes a part, then the wizard asks the
// advisor again (recompute) or, for a view, only writes the link.

// onAction handles every action the wizard registers.
func (w *wizard) onAction(ctx app.Context, a app.Action) {
	switch a.Name {
	case actionSet:
		if s, ok := a.Value.(setting); ok {
			w.onSet(ctx, s)
		}
	case actionStep:
		if n, ok := a.Value.(int); ok && n >= 1 && n <= 4 {
			w.answers.state.Step = n
			w.recompute(ctx, false)
			ctx.Defer(focusStepHeading)
		}
	case actionTick:
		if id, ok := a.Value.(string); ok {
			w.ticks[id] = !w.ticks[id]
		}
	case actionUndo:
		// Back to the answers before the last change, as the browser's
		// Back does; the history entry it reaches brings them (restore).
		w.answers.history.back()
	case actionStartOver:
		// A fresh visit's answers, at step 1, without the link's answers,
		// its notices or the ticks; the language and presenter mode stay
		// (they are not answers). Undo and Back return to the answers before.
		w.answers.load("")
		w.ticks, w.questions.open = map[string]bool{}, true
		w.recompute(ctx, true)
		ctx.Defer(focusStepHeading)
	case actionCompare:
		if size, ok := a.Value.(string); ok {
			w.onCompareTick(ctx, size)
		}
	}
}

func (w *wizard) onSet(ctx app.Context, s setting) {
	st := &w.answers.state
	if s.Key == "lang" {
		w.onLang(ctx, s.Value)
		return
	}
	if s.Key == "present" { // presenter mode; the link keeps it, in place
		st.Present = s.Value == "1"
		w.recompute(ctx, false)
		return
	}
	if ok, push := setView(ctx, &st.View, s); ok {
		w.viewChanged(ctx, push)
		return
	}
	switch s.Key {
	case "task":
		st.Answers = withTask(st.Answers, advisor.Task(s.Value))
	case presetKey:
		st.Answers = withPreset(*st, s.Value)
	default:
		st.Answers = withSetting(*st, s.Key, s.Value)
	}
	w.answers.notes, w.answers.quoted = nil, "" // the person has taken over from the link
	w.recompute(ctx, true)
}

// onCompareTick ticks or unticks a size for comparison, at most
// advisor.MaxCompared of them.
func (w *wizard) onCompareTick(ctx app.Context, size string) {
	sizes := w.answers.state.View.Sizes
	if i := indexOf(sizes, size); i >= 0 {
		sizes = append(append([]string(nil), sizes[:i]...), sizes[i+1:]...)
	} else if len(sizes) < advisor.MaxCompared {
		sizes = append(append([]string(nil), sizes...), size)
	}
	share.SetView(&w.answers.state.View, "sizes", strings.Join(sizes, ","))
	w.viewChanged(ctx, false)
}

// onPopState shows the answers of the history entry that Back, Forward or
// Undo reached.
func (w *wizard) onPopState(ctx app.Context, u *url.URL) {
	w.answers.restore(u)
	w.recompute(ctx, false)
}

// viewChanged works out the comparison and writes the link.
func (w *wizard) viewChanged(ctx app.Context, push bool) {
	w.views.compare(w.adv, w.answers.state)
	w.publish(ctx, push)
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
	w.result = w.adv.Advise(w.answers.state.Answers, advisor.Options{Day: day, LaterChecklist: app.IsClient})
	perfmark.First("advised")
	w.views.compare(w.adv, w.answers.state)
	w.notices = append(append(append([]advisor.Notice(nil), w.answers.notes...), share.QuoteChanges(w.answers.quoted, w.result)...), w.result.Notices...)
	// As understood, so the link says what is shown; regions as given; with
	// the top pick's quote.
	w.answers.state = share.Answered(w.cat, w.answers.state, w.result)
}
