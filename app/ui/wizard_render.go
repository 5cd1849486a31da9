package ui

import (
	"strings"
	"time"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/markup"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (w *wizard) Render() app.UI {
	l := w.lang()
	if w.loadErr != "" {
		return wrap("main", "id=wizard|class=fatal",
			textEl("h1", "", "Azure GPU Advisor"),
			textEl("p", "", words.T(l, words.CatalogLoadFailed, words.S(w.loadErr))),
		)
	}
	if v := w.viewPage(); v != nil {
		return v
	}
	r := w.rest // nil: the first render in the browser
	ready, client := "", ""
	if w.client {
		client = "1"
		if r != nil && !w.behind {
			ready = "1"
		}
	}
	a := w.state.Answers // the result's answers, with a shape being typed
	page, layout, toggle := "page", "layout", words.ShowQuestions
	if w.state.Present {
		page += " presenting"
	}
	if w.questionsOpen {
		layout, toggle = "layout q-open", words.HideQuestions
	}
	// A fresh visit asks first; a shared link answers first, and the rest
	// follows the picks, with the questions. (A nil part is left out: plain
	// ifs rather than app.If, whose closures are functions in the wasm.)
	var questions, print, bar, chart, exports, list, foot, update, line app.UI
	if w.updateReady {
		update = w.updatePrompt(l)
	}
	if r != nil || w.questionsOpen {
		questions = w.questions(a)
	}
	if w.state.Present && r != nil {
		// Presenter mode leads with the answer: the questions fold into
		// one line of the answers that shaped it.
		var vals []string
		for _, row := range report.AnswerRows(l, r.Answers) {
			vals = append(vals, row.Value)
		}
		line = textEl("p", "id=answers-line|class=answers-line", strings.Join(vals, " · "))
	}
	if r != nil {
		print = &printView{Lang: r.Lang, Answers: r.Answers, Link: w.link} // paper only, with a QR code to draw
		bar, exports = w.viewsBar(), w.exports(r)
		if len(r.Result.Recommendations) > 0 {
			chart = &charts{Lang: r.Lang, Pick: r.Result.Recommendations[0], Hours: r.Answers.HoursPerMonth}
		}
		list = &checklist{Lang: r.Lang, Items: r.Result.Checklist, Ticks: w.ticks}
		foot = &footer{Lang: r.Lang, CatalogDate: r.Result.CatalogDate, Catalog: w.cat}
	}
	return wrap("div", "id=wizard|class="+page+"|data-ready="+ready+"|data-client="+client+"|data-lang="+l.Tag(),
		el("a", "href=#recommendations|class=skip-link").Text(l.T(words.SkipToPicks)).OnClick(onSkip),
		textEl("p", "id=live|class=visually-hidden|role=status", w.liveText(l)),
		(&header{Lang: l, CatalogDate: w.result.CatalogDate, Link: w.link, Present: w.state.Present, Copied: w.linkCopied, OnCopy: w.copyLink}).ui(),
		update,
		app.Raw(`<noscript><p class="noscript">`+markup.Escape(l.T(words.NoScript))+`</p></noscript>`),
		wrap("main", "class="+layout,
			line,
			el("button", "type=button|id=questions-toggle|class=btn secondary questions-toggle").
				Aria("expanded", w.questionsOpen).Aria("controls", "questions").Text(l.T(toggle)).OnClick(w.onQuestionsToggle),
			el("section", "id=questions|class=questions").Aria("label", l.T(words.Questions)).Body(questions),
			el("section", "class=answers").Aria("label", l.T(words.Recommendation)).Body(
				print,
				(&notices{Lang: l, Items: w.result.Notices}).ui(),
				(&sizingBar{Lang: l, Sizing: w.result.Sizing, Task: string(a.Task)}).ui(),
				(&results{Lang: l, Picks: w.result.Recommendations, Compared: w.state.View.Sizes, Rest: r, Catalog: w.cat,
					Cur: w.state.View.Cur, Rate: w.state.View.Rate}).ui(),
				bar, chart, exports, list,
			),
		),
		foot,
	)
}

// questions is the step being asked, between the stepper and the step
// buttons.
func (w *wizard) questions(a advisor.Answers) app.UI {
	l := w.lang()
	var back, next app.UI
	if w.state.Step > 1 {
		back = el("button", "id=back|class=btn secondary").Text(l.T(words.Back)).OnClick(w.goTo(w.state.Step-1), app.EventScope(w.state.Step-1))
	}
	if w.state.Step < 4 {
		next = el("button", "id=next|class=btn primary").Text(l.T(words.Next)).OnClick(w.goTo(w.state.Step+1), app.EventScope(w.state.Step+1))
	}
	return wrap("div", "class=questions-body",
		stepper(l, w.state.Step),
		w.stepView(a),
		wrap("div", "class=step-nav",
			back,
			el("button", "id=undo|class=btn secondary undo|type=button").
				Title(l.T(words.UndoTitle)).
				Attr("disabled", !w.history.canUndo()).Text(l.T(words.Undo)).OnClick(w.onUndoClick),
			el("button", "id=start-over|class=btn secondary|type=button").
				Title(l.T(words.StartOverTitle)).Text(l.T(words.StartOver)).OnClick(w.onStartOverClick),
			next,
		),
	)
}

// exports are the buttons that copy the summary, download the CSV and open
// the print view.
func (w *wizard) exports(r *rest) app.UI {
	return wrap("div", "class=exports",
		wrap("div", "class=export",
			el("button", "id=copy-summary|class=btn secondary").Text(w.copyLabel(r.Lang, copiedMarkdown, words.CopySummary)).OnClick(w.onCopySummary),
			el("button", "type=button|id=copy-plain|class=btn secondary").Text(w.copyLabel(r.Lang, copiedPlain, words.CopyPlain)).OnClick(w.onCopyPlain),
			textEl("span", "class=hint", r.Lang.T(words.SummaryHint)+" "+r.Lang.T(words.CopyPlainHint)),
		),
		wrap("div", "class=export",
			el("button", "type=button|id=download-csv|class=btn secondary").Attr("disabled", len(r.Result.Recommendations) == 0).
				Text(r.Lang.T(words.DownloadCSV)).OnClick(w.onDownloadCSV),
			el("button", "type=button|id=print|class=btn secondary").Text(r.Lang.T(words.PrintView)).OnClick(w.onPrint),
			textEl("span", "class=hint", r.Lang.T(words.DownloadCSVHint)),
		),
	)
}

func (w *wizard) stepView(a advisor.Answers) app.UI {
	l := w.lang()
	switch w.state.Step {
	case 2:
		return (&budgetStep{Lang: l, Answers: a}).ui()
	case 3:
		return (&dataStep{Lang: l, Answers: a, Geographies: w.cat.Geographies(), Cat: w.cat}).ui()
	case 4:
		return (&ecosystemStep{Lang: l, Answers: a}).ui()
	default:
		return (&taskStep{Lang: l, Answers: a}).ui()
	}
}

func (w *wizard) onUndoClick(ctx app.Context, e app.Event) { ctx.NewAction(actionUndo) }

func (w *wizard) onStartOverClick(ctx app.Context, e app.Event) { ctx.NewAction(actionStartOver) }

// onQuestionsToggle shows or hides the questions on a phone.
func (w *wizard) onQuestionsToggle(ctx app.Context, e app.Event) { w.questionsOpen = !w.questionsOpen }

func (w *wizard) goTo(step int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionStep, step)
	}
}

// What was just copied (wizard.copied).
const (
	copiedMarkdown uint8 = 1 + iota
	copiedPlain
)

// copyLabel is a copy button's label: its own, or Copied just after.
func (w *wizard) copyLabel(l words.Lang, which uint8, id words.ID) string {
	if w.copied == which {
		return words.T(l, words.Copied)
	}
	return words.T(l, id)
}

// onCopySummary puts the whole answer as Markdown on the clipboard, with the
// share link so the reader can open it.
func (w *wizard) onCopySummary(ctx app.Context, e app.Event) { w.copySummary(ctx, copiedMarkdown) }

// onCopyPlain puts the same summary on the clipboard as plain text.
func (w *wizard) onCopyPlain(ctx app.Context, e app.Event) { w.copySummary(ctx, copiedPlain) }

func (w *wizard) copySummary(ctx app.Context, which uint8) {
	r := w.rest // the answer the exports show, which the link says
	if r == nil {
		return
	}
	text := report.Markdown(r.Result, r.Lang)
	if which == copiedPlain {
		text = report.PlainText(r.Result, r.Lang)
	}
	text += "\n" + words.T(r.Lang, words.OpenIt, words.S(w.link)) + "\n"
	if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
		cb.Call("writeText", text)
	}
	w.copied = which
	ctx.After(2*time.Second, func(ctx app.Context) { w.copied = 0 })
}

// liveText is what the polite live region says after a change: the top
// pick and its price, or that nothing fits.
func (w *wizard) liveText(l words.Lang) string {
	if !w.client {
		return "" // nothing to announce before the answer is the page's own
	}
	if len(w.result.Recommendations) == 0 {
		return l.T(words.NoFit)
	}
	p := w.result.Recommendations[0]
	return l.T(words.LiveTopPick, words.S(p.Size), words.S(words.RegionName(l, p.Region, p.RegionName)), words.S(words.Dollars(p.USDPerMonth)))
}

// onSkip moves the focus to the recommendations' heading, which scrolls to
// it: a skip link handled here, not by go-app's navigation (which would
// read the link again for a fragment).
func onSkip(ctx app.Context, e app.Event) {
	e.PreventDefault()
	e.Call("stopPropagation")
	if h := app.Window().GetElementByID("recommendations"); h.Truthy() {
		h.Call("focus")
	}
}
