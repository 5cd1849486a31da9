package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/markup"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// answered is the wizard that AnswerFirst advised with, until the route
// hands it to go-app.
var answered *wizard

// AnswerFirst shows a shared link's answer before go-app starts: it reads
// the link, advises, writes the answer (the header's brand, the notices,
// the sizing and the top pick's card) into the page as markup, and returns once
// the browser has painted it. go-app then mounts the interactive page in
// its place, from the same wizard, without advising again. A sales engineer
// reads the answer while the page wires itself up (about 0.4 s: most of it
// V8 compiling go-app's code on first call).
//
// A fresh visit asks its questions first, and a link to the compare or
// catalog view opens on that view: both are left to go-app.
func AnswerFirst() {
	if !app.IsClient {
		return
	}
	u := app.Window().URL()
	if q := u.Query(); !q.Has("task") || q.Get("view") != "" || strings.Trim(strings.TrimPrefix(u.Path, app.Getenv("GOAPP_ROOT_PREFIX")), "/") != "" {
		return
	}
	page := app.Window().GetElementByID("wizard")
	if !page.Truthy() {
		return
	}
	w := newWizard()
	w.OnInit()
	if w.adv == nil {
		return
	}
	answered = w
	page.Set("innerHTML", w.answerMarkup())
	page.Call("setAttribute", "data-lang", w.answers.lang().Tag())
	if w.answers.state.Present {
		page.Call("setAttribute", "class", "page presenting")
	}
	page.Call("setAttribute", "data-early", "1")
	perfmark.First("answer-first")
	painted := make(chan struct{})
	afterPaint(func() { close(painted) })
	<-painted
	// web/boot.js has given a Chinese page its lang and title before
	// this; the rest waits for the paint (each function run for the first
	// time is compiled then, in the browser).
	w.setDocumentLang()
}

// answerMarkup is the page AnswerFirst shows: what go-app's first render
// of a shared link holds (see wizard.Render), its controls inert until
// go-app wires them.
func (w *wizard) answerMarkup() string {
	l, r := w.answers.lang(), w.result
	var m markup.Builder
	// The controls are here so that nothing moves when go-app's page
	// takes this one's place.
	m.Open("header", "class", "top").Markup(brand(l))
	m.Open("div", "class", "lang-picker", "role", "group", "aria-label", l.T(words.Language), "inert", "inert")
	for _, c := range languages {
		m.Open("button", "type", "button", "class", "chip", "lang", c.lang.Tag(), "aria-pressed", strconv.FormatBool(c.lang == l)).Text(c.name).Close("button")
	}
	m.Close("div").Open("div", "class", "share", "inert", "inert")
	m.Open("input", "type", "text", "readonly", "readonly", "aria-label", l.T(words.ShareLink)).Elem("button", "btn primary", l.T(words.CopyLink))
	m.Close("div").Close("header")
	m.Open("main", "class", "layout").Open("button", "type", "button", "class", "btn secondary questions-toggle", "inert", "inert").Text(l.T(words.ShowQuestions)).Close("button")
	m.Open("section", "id", "questions", "class", "questions").Close("section")
	m.Open("section", "class", "answers", "aria-label", l.T(words.Recommendation))
	m.Open("div", "id", "notices", "role", "status")
	// As notices.ui shows them; the summaries open on the rest with go-app's page.
	shown, _ := advisor.CapNotices(w.notices, advisor.MaxNoticesShown)
	for _, n := range shown {
		if n.Impact == advisor.Blocks {
			m.Open("p", "class", "notice notice-error notice-"+n.Code, "data-code", n.Code, "role", "alert")
		} else {
			m.Open("p", "class", "notice notice-"+n.Code, "data-code", n.Code)
		}
		m.Code(n.Text.In(l)).Close("p")
	}
	m.Close("div")
	if s := (&sizingBar{Lang: l, Sizing: r.Sizing}); r.Sizing.GPUMemoryGB > 0 {
		m.Open("div", "id", "sizing", "class", "card sizing").Elem("h2", "", l.T(words.WorkloadNeeds)).Markup(s.figures(s.summary()))
		m.Open("details").Elem("summary", "", l.T(words.HowSized)).Markup(s.assumptions()).Close("details").Close("div")
	}
	m.Open("div", "class", "results").Elem("h2", "", l.T(words.Recommendations))
	if len(r.Recommendations) == 0 {
		m.Elem("p", "empty", l.T(words.NoFit))
	}
	// The top pick only: the other cards, below it, come with go-app's
	// page, and the first frame lays out and paints less.
	m.Open("ol", "id", "picks", "class", "picks")
	for _, p := range r.Recommendations[:min(1, len(r.Recommendations))] {
		c := &pickCard{Lang: l, Pick: p}
		d := pickData(p)
		m.Open("li", "class", cardClass(p), d[0][0], d[0][1], d[1][0], d[1][1], d[2][0], d[2][1], d[3][0], d[3][1], d[4][0], d[4][1], d[5][0], d[5][1])
		m.Open("div", "class", "pick-head").Elem("span", "rank", strconv.Itoa(p.Rank)).Markup(c.title())
		if b := c.badge(); b != "" {
			m.Elem("span", "badge warn", b)
		}
		m.Open("label", "class", "compare-tick", "inert", "inert").Open("input", "type", "checkbox").Text(" " + l.T(words.CompareTick)).Close("label")
		m.Close("div").Markup(c.body(c.hardware()))
		// The reasons and the engineer's detail are closed: their summaries
		// keep the card's height, and go-app's page brings what they hold.
		m.Open("details", "class", "pick-why").Elem("summary", "", l.T(words.WhyThisPick)).Close("details")
		m.Open("details", "class", "pick-detail").Elem("summary", "", l.T(words.EngineerDetail)).Close("details")
		m.Close("li")
	}
	return m.Close("ol").Close("div").Close("section").Close("main").String()
}
