package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/qr"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// csvFile and catalogCSVFile are the names the CSVs download as.
const (
	csvFile        = "azure-gpu-recommendation.csv"
	catalogCSVFile = "azure-gpu-catalog.csv"
)

// downloadCSV hands the browser a CSV file made here, from a Blob URL, so
// nothing is fetched; the text starts with a byte-order mark so that Excel
// reads it as UTF-8.
func downloadCSV(ctx app.Context, name, text string) {
	win := app.Window()
	blob := win.Get("Blob").New([]any{text}, map[string]any{"type": "text/csv;charset=utf-8"})
	href := win.Get("URL").Call("createObjectURL", blob)
	doc := win.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", href)
	a.Set("download", name)
	a.Set("hidden", true)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser has the file once the click is handled; the URL can go.
	ctx.After(time.Second, func(ctx app.Context) { win.Get("URL").Call("revokeObjectURL", href) })
}

// onPrint opens the browser's print dialog: the print stylesheet shows the
// answers, the link and its QR code, and hides the questions.
func onPrint(ctx app.Context, e app.Event) { app.Window().Call("print") }

// printView is what only paper shows: the customer's answers, the share
// link and a QR code of it, so someone on the call opens it on a phone.
//
// The QR code is drawn a moment after the link changed, not with the
// answer: encoding it took more of an answer change's time than the
// engine. Until it is drawn for the link shown, no code is shown (never
// one of an earlier link).
type printView struct {
	app.Compo
	Lang    words.Lang
	Answers advisor.Answers
	Link    string

	qrFor, qrSVG string // the QR code drawn, for qrFor (link and title)
	drawing      bool   // a drawing is scheduled
}

// qrDelay is how long after a change of the link its QR code is drawn.
const qrDelay = 150 * time.Millisecond

func (p *printView) OnMount(ctx app.Context)  { p.schedule(ctx) }
func (p *printView) OnUpdate(ctx app.Context) { p.schedule(ctx) }

func (p *printView) qrKey() string { return p.Link + "\x00" + words.T(p.Lang, words.QRTitle) }

// schedule draws the QR code of the link after qrDelay, once for a run of
// changes.
func (p *printView) schedule(ctx app.Context) {
	if p.drawing || p.qrFor == p.qrKey() || p.Link == "" {
		return
	}
	p.drawing = true
	ctx.After(qrDelay, func(app.Context) { p.drawing = false; p.draw() })
}

// draw draws the QR code of the link.
func (p *printView) draw() {
	p.qrFor, p.qrSVG = p.qrKey(), ""
	if c, ok := qr.Encode(p.Link); ok {
		p.qrSVG = c.SVG("qr-title", words.T(p.Lang, words.QRTitle))
	}
}

func (p *printView) Render() app.UI {
	l := p.Lang
	rows := report.AnswerRows(l, p.Answers)
	code, codeFor := "<div></div>", "" // the code (a picture), and the link it reads
	if p.qrFor == p.qrKey() && p.qrSVG != "" {
		code, codeFor = p.qrSVG, p.Link
	}
	var m static // the answers and the link take no input
	m.el("div", "").textEl("h2", "id=print-answers", l.T(words.YourAnswers)).el("dl", "class=print-answers")
	for _, r := range rows {
		m.el("div", "").textEl("dt", "", r.Label).el("dd", "").text(r.Value)
		if r.Assumed {
			m.textEl("span", "class=assumed", " "+l.T(words.AssumedDefault))
		}
		m.end("dd").end("div")
	}
	m.end("dl").textEl("h2", "", l.T(words.OpenOnPhone)).textEl("p", "id=print-link|class=print-link", p.Link)
	m.textEl("p", "class=hint", l.T(words.QRHint)).end("div")
	var qr app.UI
	if p.Link != "" {
		qr = el("div", "id=print-qr|class=print-qr").Attr("data-link", codeFor).Body(picture(code))
	}
	return wrap("section", "id=print-view|class=print-only card|aria-labelledby=print-answers",
		wrap("div", "class=print-grid", m.ui(), qr),
	)
}
