package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// answered is the wizard that AnswerFirst advised with, until the route
// hands it to go-app.
var answered *wizard

// AnswerFirst shows a shared link's answer before go-app starts: it reads
// the link, advises, writes the answer (the header's brand, the notices,
// the sizing and the top pick's card) into the page as text, and returns once
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
	if view, _ := queryValue(u.RawQuery, "view"); !queryHas(u.RawQuery, "task") || view != "" || strings.Trim(strings.TrimPrefix(u.Path, app.Getenv("GOAPP_ROOT_PREFIX")), "/") != "" {
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
	var m static
	// The controls are here so that nothing moves when go-app's page
	// takes this one's place.
	brand(m.el("header", "class=top"), l)
	m.el("div", "class=lang-picker|role=group").attr("aria-label", l.T(words.Language)).attr("inert", "inert")
	for _, c := range languages {
		m.textEl("button", "type=button|class=chip|lang="+c.lang.Tag()+"|aria-pressed="+strconv.FormatBool(c.lang == l), c.name)
	}
	m.end("div").el("div", "class=share|inert=inert")
	m.el("input", "type=text|readonly=readonly").attr("aria-label", l.T(words.ShareLink)).textEl("button", "class=btn primary", l.T(words.CopyLink))
	m.end("div").end("header")
	m.el("main", "class=layout").textEl("button", "type=button|class=btn secondary questions-toggle|inert=inert", l.T(words.ShowQuestions))
	m.el("section", "id=questions|class=questions").end("section")
	m.el("section", "class=answers").attr("aria-label", l.T(words.Recommendation))
	m.el("div", "id=notices|role=status")
	// As notices.ui shows them; the summaries open on the rest with go-app's page.
	shown, _ := advisor.CapNotices(w.notices, advisor.MaxNoticesShown)
	for _, n := range shown {
		m.notice(l, n)
	}
	m.end("div")
	if s := (&sizingBar{Lang: l, Sizing: r.Sizing}); r.Sizing.GPUMemoryGB > 0 {
		s.figures(m.el("div", "id=sizing|class=card sizing").textEl("h2", "", l.T(words.WorkloadNeeds)), s.summary())
		if len(r.Sizing.Assumed) > 0 { // as sizingBar.ui shows it
			m.textEl("p", "id=sizing-assumed|class=assumption", r.Sizing.Assumed.In(l))
		}
		s.assumptions(m.el("details", "").textEl("summary", "", l.T(words.HowSized))).end("details").end("div")
	}
	m.el("div", "class=results").textEl("h2", "", l.T(words.Recommendations))
	if len(r.Recommendations) == 0 {
		m.textEl("p", "class=empty", l.T(words.NoFit))
	}
	// The top pick only: the other cards, below it, come with go-app's
	// page, and the first frame lays out and paints less.
	m.el("ol", "id=picks|class=picks")
	for _, p := range r.Recommendations[:min(1, len(r.Recommendations))] {
		c := &pickCard{Lang: l, Pick: p}
		m.el("li", "class="+cardClass(p))
		for _, a := range pickData(p) {
			m.attr(a[0], a[1])
		}
		c.title(m.el("div", "class=pick-head").textEl("span", "class=rank", strconv.Itoa(p.Rank)))
		if b := c.badge(); b != "" {
			m.textEl("span", "class=badge warn", b)
		}
		m.el("label", "class=compare-tick|inert=inert").el("input", "type=checkbox").text(" " + l.T(words.CompareTick)).end("label")
		c.body(m.end("div"), c.hardware())
		// The reasons and the engineer's detail are closed: their summaries
		// keep the card's height, and go-app's page brings what they hold.
		m.el("details", "class=pick-why").textEl("summary", "", l.T(words.WhyThisPick)).end("details")
		m.el("details", "class=pick-detail").textEl("summary", "", l.T(words.EngineerDetail)).end("details")
		m.end("li")
	}
	return m.end("ol").end("div").end("section").end("main").String()
}
