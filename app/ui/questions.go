package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// questions are the wizard's four steps: the stepper, the step being asked
// and the step buttons. On a phone they fold away behind a toggle: a shared
// link opens on its answer, a fresh visit on the questions.
type questions struct{ open bool }

// toggle is the button that shows or hides the questions on a phone, and
// the class of the page's main element that does it.
func (q *questions) toggle(l words.Lang) (layout string, button app.UI) {
	layout, label := "layout", words.ShowQuestions
	if q.open {
		layout, label = "layout q-open", words.HideQuestions
	}
	return layout, el("button", "type=button|id=questions-toggle|class=btn secondary questions-toggle|aria-controls=questions").
		Aria("expanded", q.open).Text(l.T(label)).OnClick(q.onToggle)
}

func (q *questions) onToggle(ctx app.Context, e app.Event) { q.open = !q.open }

// ui is the stepper, the step being asked and the step buttons, for the
// answers in st (the result's, with a shape being typed).
func (q *questions) ui(l words.Lang, st share.State, cat *catalog.Catalog, canUndo bool) app.UI {
	var back, next app.UI
	if st.Step > 1 {
		back = stepButton("id=back|class=btn secondary", st.Step-1).Text(l.T(words.Back))
	}
	if st.Step < 4 {
		next = stepButton("id=next|class=btn primary", st.Step+1).Text(l.T(words.Next))
	}
	return wrap("div", "class=questions-body",
		stepper(l, st.Step),
		stepView(l, st.Step, &st.Answers, cat),
		wrap("div", "class=step-nav",
			back,
			el("button", "id=undo|class=btn secondary undo|type=button").
				Title(l.T(words.UndoTitle)).
				Attr("disabled", !canUndo).Text(l.T(words.Undo)).OnClick(send(actionUndo, nil)),
			el("button", "id=start-over|class=btn secondary|type=button").
				Title(l.T(words.StartOverTitle)).Text(l.T(words.StartOver)).OnClick(send(actionStartOver, nil)),
			next,
		),
	)
}

// stepHeadings are the steps' headings, in order.
var stepHeadings = []words.ID{words.HeadingTask, words.HeadingBudget, words.HeadingData, words.HeadingEcosystem}

// stepView is the step being asked: its heading, then its fields; step 1
// has the presets and the task cards before them.
func stepView(l words.Lang, step int, a *advisor.Answers, cat *catalog.Catalog) app.UI {
	var presets, cards app.UI
	var fields []app.UI
	switch step {
	case 2:
		fields = budgetStep(l, a)
	case 3:
		fields = dataStep(l, a, cat)
	case 4:
		fields = stepFields(l, a, ecosystemFields)
	default:
		step, presets, cards, fields = 1, presetButtons(l, taskPresets, presetKey), taskCardsUI(l, a), stepFields(l, a, taskFields)
	}
	// Moving to a step focuses its heading (tabindex -1 lets a script focus
	// it without putting it in the Tab order), so a screen reader announces
	// the new step and the page scrolls to it.
	return wrap("div", "class=step-body",
		textEl("h2", "id="+stepHeadingID+"|tabindex=-1", l.T(stepHeadings[step-1])),
		presets,
		cards,
		wrap("div", "class=fields", fields...),
	)
}

// stepButton is a button, with fixed attributes, that opens step.
func stepButton(attrs string, step int) app.HTMLElem {
	return el("button", attrs).OnClick(send(actionStep, step), app.EventScope(step))
}
