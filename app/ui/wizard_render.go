package ui

import (
	"strings"
	"time"

	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func (w *wizard) Render() app.UI {
	l := w.answers.lang()
	if w.loadErr != "" {
		return wrap("main", "id=wizard|class=fatal",
			textEl("h1", "", "Azure GPU Advisor"),
			textEl("p", "", words.T(l, words.CatalogLoadFailed, words.S(w.loadErr))),
		)
	}
	if v := w.viewPage(l); v != nil {
		return v
	}
	st, r := w.answers.state, w.rest // r nil: the first render in the browser
	ready, client := "", ""
	if w.client {
		client = "1"
		if r != nil && !w.behind {
			ready = "1"
		}
	}
	page := "page"
	if st.Present {
		page += " presenting"
	}
	layout, toggle := w.questions.toggle(l)
	// A fresh visit asks first; a shared link answers first, and the rest
	// follows the picks, with the questions. (A nil part is left out: plain
	// ifs rather than app.If, whose closures are functions in the wasm.)
	var asked, line, update, foot app.UI
	if r != nil || w.questions.open {
		asked = w.questions.ui(l, st, w.cat, w.answers.history.canUndo())
	}
	if st.Present && r != nil {
		line = answersLine(l, r.Answers)
	}
	if w.updateReady {
		update = w.updatePrompt(l)
	}
	if r != nil {
		foot = footer(r.Lang, r.Result.CatalogDate, w.sources)
	}
	return wrap("div", "id=wizard|class="+page+"|data-ready="+ready+"|data-client="+client+"|data-lang="+l.Tag(),
		el("a", "href=#recommendations|class=skip-link").Text(l.T(words.SkipToPicks)).OnClick(onSkip),
		textEl("p", "id=live|class=visually-hidden|role=status", w.liveText(l)),
		w.header(l),
		update,
		noscript(l),
		wrap("main", "class="+layout,
			line,
			toggle,
			labelled("section", "id=questions|class=questions", l.T(words.Questions), asked),
			w.answer(l, st, r),
		),
		foot,
	)
}

// answer is the answer's section: the notices, the sizing and the picks
// show each answer at once, the rest r once it has caught up.
func (w *wizard) answer(l words.Lang, st share.State, r *rest) app.UI {
	var print, bar, chart, exports, list app.UI
	if r != nil {
		print = &printView{Lang: r.Lang, Answers: r.Answers, Link: w.link} // paper only, with a QR code to draw
		bar, exports = viewsBar(l, st.View), w.exports(r)
		if len(r.Result.Recommendations) > 0 {
			chart = charts(r.Lang, r.Result.Recommendations[0], r.Answers.HoursPerMonth)
		}
		list = checklist(r.Lang, r.Result.Checklist, w.ticks)
	}
	return labelled("section", "class=answers", l.T(words.Recommendation),
		print,
		(&notices{Lang: l, Items: w.notices}).ui(),
		(&sizingBar{Lang: l, Sizing: w.result.Sizing, Task: string(st.Answers.Task)}).ui(),
		(&results{Lang: l, Picks: w.result.Recommendations, Compared: st.View.Sizes, Rest: r, Catalog: w.cat,
			Cur: st.View.Cur, Rate: st.View.Rate}).ui(),
		bar, chart, exports, list,
	)
}

// viewPage is the whole page when a view other than the wizard shows, else nil.
func (w *wizard) viewPage(l words.Lang) app.UI {
	st := w.answers.state
	name := st.View.Name
	if name != share.ViewCompare && name != share.ViewCatalog {
		return nil
	}
	ready := ""
	if w.client {
		ready = "1"
	}
	var body app.UI
	if name == share.ViewCompare {
		body = (&compareView{Lang: l, Cmp: w.views.cmp, Catalog: w.cat}).ui()
	} else {
		body = &catalogView{Lang: l, Cat: w.cat, View: st.View, Answers: st.Answers.Regions, Link: w.link}
	}
	return wrap("div", "id=wizard|class=page|data-ready="+ready+"|data-lang="+l.Tag()+"|data-view="+name,
		w.header(l),
		noscript(l),
		wrap("main", "class=view",
			(&notices{Lang: l, Items: w.answers.notes}).ui(),
			viewsBar(l, st.View),
			body,
		),
		footer(l, w.result.CatalogDate, w.sources),
	)
}

// exports are the buttons that copy the summary, download the CSV and open
// the print view.
func (w *wizard) exports(r *rest) app.UI {
	return wrap("div", "class=exports",
		wrap("div", "class=export",
			button("id=copy-summary|class=btn secondary", copyLabel(r.Lang, w.copied, "copy-summary", words.CopySummary), w.onExport),
			button("type=button|id=copy-plain|class=btn secondary", copyLabel(r.Lang, w.copied, "copy-plain", words.CopyPlain), w.onExport),
			textEl("span", "class=hint", r.Lang.T(words.SummaryHint)+" "+r.Lang.T(words.CopyPlainHint)),
		),
		wrap("div", "class=export",
			el("button", "type=button|id=download-csv|class=btn secondary").Attr("disabled", len(r.Result.Recommendations) == 0).
				Text(r.Lang.T(words.DownloadCSV)).OnClick(w.onExport),
			button("type=button|id=print|class=btn secondary", r.Lang.T(words.PrintView), onPrint),
			textEl("span", "class=hint", r.Lang.T(words.DownloadCSVHint)),
		),
	)
}

// copyText puts text on the clipboard, and has *copied name the Copy
// button id for 2 s, so that it says "Copied" (copyLabel). The page's Copy
// buttons all work so: the link's, the summary's and a Deploy panel's.
func copyText(ctx app.Context, copied *string, id, text string) {
	if app.IsClient {
		if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
			cb.Call("writeText", text)
		}
	}
	*copied = id
	ctx.After(2*time.Second, func(ctx app.Context) {
		if *copied == id {
			*copied = ""
		}
	})
}

// copyLabel is the label of the Copy button id: its own, or Copied just
// after it copied.
func copyLabel(l words.Lang, copied, id string, label words.ID) string {
	if copied == id {
		label = words.Copied
	}
	return words.T(l, label)
}

// onExport does what the button clicked (its id) names: copy the share
// link, or the whole answer as Markdown (copy-summary) or plain text
// (copy-plain) with the share link so the reader can open it; or download
// the recommendations as CSV (download-csv, report.WriteCSV: the answers
// and the link in header lines, every price model as columns, cells
// guarded against formula injection).
func (w *wizard) onExport(ctx app.Context, e app.Event) {
	id, text := ctx.JSSrc().Get("id").String(), w.link
	if id != "copy-link" {
		r := w.rest // the answer the exports show, which the link says
		if r == nil {
			return
		}
		if id == "download-csv" {
			var b strings.Builder
			b.WriteString("\ufeff")
			if err := report.WriteCSV(&b, r.Result, w.link, r.Lang); err == nil {
				downloadCSV(ctx, csvFile, b.String())
			}
			return
		}
		summary := report.Markdown
		if id == "copy-plain" {
			summary = report.PlainText
		}
		text = summary(r.Result, r.Lang) + "\n" + words.T(r.Lang, words.OpenIt, words.S(w.link)) + "\n"
	}
	copyText(ctx, &w.copied, id, text)
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
