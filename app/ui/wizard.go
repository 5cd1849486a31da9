package ui

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Actions that move answers from the inputs to the wizard.
const (
	// actionSet carries a setting: one share-link key and its new value,
	// or a whole share-link query that replaces the answers (presetKey).
	actionSet = "wizard/set"
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
type setting struct {
	_          incomparable
	Key, Value string
}

// presetKey is the setting whose value is a whole share-link query, a
// preset that replaces the answers.
const presetKey = "preset"

// wizard is the page. Its parts keep their own state: the answers with the
// link's notices and the history, the questions, the views beside the
// wizard and the keyboard shortcuts. The wizard ties them together: it runs
// go-app's lifecycle, asks the advisor (wizard_actions.go), has the rest of
// the page catch up with each answer and writes the link (publish.go), and
// hands its children what they show (wizard_render.go).
type wizard struct {
	app.Compo

	cat     *catalog.Catalog
	adv     *advisor.Advisor
	sources []catalog.Source // the catalog's sources the footer names
	loadErr string
	// client is true in the browser: the answer is the page's own.
	client bool

	answers answers        // the answers, the link's notices, Back and Undo (answer_state.go)
	result  advisor.Result // the advisor's answer to them
	// notices are what the page says of them: the link's, what changed
	// since its quote, then the advisor's.
	notices []advisor.Notice
	// early is the query of the link whose answer OnInit worked out before
	// the first render, until OnNav: for the same link OnNav only writes
	// it back, without advising again (early.go).
	early     *string
	questions questions       // the steps, folded away on a phone (questions.go)
	views     views           // the compare and catalog views (views.go)
	keys      shortcuts       // the keyboard shortcuts (shortcuts.go)
	ticks     map[string]bool // the checklist's ticked items

	// rest is the answer the rest of the page shows, nil until the first
	// answer has been painted (see catchUp).
	rest *rest
	// behind is true from an answer until the rest of the page shows it;
	// publishing is what catchUp then does with the link.
	behind     bool
	publishing publishing
	link       string // the link as last written; "" without a host

	// updateReady is true once a new version is installed (OnAppUpdate),
	// with its catalog date when its page names one.
	updateReady bool
	updateDate  string

	// copied is the ID of the Copy button (the link's, the summary's)
	// whose text was just copied: it says "Copied" for 2 s (copyText).
	copied string
}

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
	w.cat, w.adv, w.sources = c, advisor.New(c), citedSources(c)
	w.ticks = map[string]bool{}
	if !app.IsClient {
		// The server's page is whole at once (the answer comes with OnNav).
		w.rest = &rest{Lang: w.answers.lang()}
		return
	}
	// The link is read and advised on before the first render, so that the
	// page is not built once without its answer.
	u := app.Window().URL()
	w.client = true
	w.readLink(u)
	w.advise()
	w.early = &u.RawQuery
}

// OnMount registers the actions and marks the page as running in the browser,
// which the browser tests wait for.
func (w *wizard) OnMount(ctx app.Context) {
	w.client = app.IsClient
	if w.client && w.rest == nil {
		w.later(ctx, keepLink)
	}
	for _, name := range [...]string{actionSet, actionStep, actionTick, actionUndo, actionStartOver, actionCompare} {
		ctx.Handle(name, w.onAction)
	}
	w.answers.history.listen(ctx, w.onPopState)
	w.keys.listen(ctx, &w.answers.state)
}

// OnDismount gives the browser's Back and Forward back to go-app.
func (w *wizard) OnDismount() {
	w.answers.history.stop()
	w.keys.stop()
}

// OnNav reads the answers from the link. A link without a language speaks
// the browser's (navigator.language), and then says so itself.
func (w *wizard) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	early := w.early != nil && *w.early == u.RawQuery
	w.early = nil
	if early && w.adv != nil {
		// OnInit has advised on this very link: write it back only, with
		// the rest of the page once the answer is on screen.
		w.later(ctx, replaceLink)
		return
	}
	w.readLink(u)
	w.recompute(ctx, false)
}

// readLink reads the answers from a link. A shared link opens on its
// answer on a phone; a fresh visit on the questions.
func (w *wizard) readLink(u *url.URL) {
	w.answers.read(u)
	w.questions.open = !queryHas(u.RawQuery, "task")
}

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
					w.answers.notes = noteNoChinese(w.answers.notes, err)
					w.recompute(ctx, false)
					return
				}
				w.onLang(ctx, tag)
			})
		})
		return
	}
	w.answers.state.Lang = l.Key()
	w.recompute(ctx, false)
}

// setDocumentLang makes <html lang>, the title and the description say the
// page's language.
func (w *wizard) setDocumentLang() {
	if !app.IsClient {
		return
	}
	l, doc := w.answers.lang(), app.Window().Get("document")
	if root := doc.Get("documentElement"); root.Truthy() && root.Get("lang").String() != l.Tag() {
		root.Set("lang", l.Tag())
		doc.Set("title", words.T(l, words.PageTitle))
		if meta := doc.Call("querySelector", `meta[name="description"]`); meta.Truthy() {
			meta.Call("setAttribute", "content", words.T(l, words.PageDescription))
		}
	}
}
