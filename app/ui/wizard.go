package ui

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/markup"
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
		for _, row := range advisor.AnswerRows(l, r.Answers) {
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
	text := advisor.Markdown(r.Result, r.Lang)
	if which == copiedPlain {
		text = advisor.PlainText(r.Result, r.Lang)
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
