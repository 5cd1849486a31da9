package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/markup"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// The views beside the wizard: the compare view and the catalog view. They
// live in the link (share.View) with the answers, so Back and Forward walk
// through them as through the answers, and a link opens them.

// actionCompare carries a size name to tick or untick for comparison.
const actionCompare = "wizard/compare"

// viewTitleID is the heading a view opens on: the focus moves there.
const viewTitleID = "view-title"

// handleViews registers the views' actions.
func (w *wizard) handleViews(ctx app.Context) {
	ctx.Handle(actionCompare, w.onCompareTick)
}

// setView applies a setting of a view key (view, sizes, q, sort, …), and
// reports whether the key was one. Filters and ticks change the view, not
// the answers: the advisor is not asked again.
func (w *wizard) setView(ctx app.Context, s setting) bool {
	if s.Key == "filters" { // the shopping filters too (issue 25)
		w.state.View.MinMemPerGPU, w.state.View.Retired = 0, false
	}
	switch s.Key {
	case "view", "sizes", "q", "sort", "vendor", "gpu", "mem", "maxph", "detail", "in":
	case "filters": // clear them
		v := &w.state.View
		v.Query, v.Vendor, v.GPU, v.MinMemGB, v.MaxUSDPerHour, v.Region = "", "", "", 0, 0, ""
		w.viewChanged(ctx, true)
		return true
	default:
		if !share.IsShopKey(s.Key) {
			return false
		}
	}
	before := w.state.View.Name
	v := s.Value
	if v == unset {
		v = ""
	}
	share.SetView(&w.state.View, s.Key, v)
	// Typing in the search box replaces the entry; every other change of
	// view is a step Back can undo.
	w.viewChanged(ctx, s.Key != "q")
	if s.Key == "view" && w.state.View.Name != before {
		ctx.Defer(focusViewTitle)
	}
	if s.Key == "detail" && w.state.View.Detail != "" {
		ctx.Defer(func(ctx app.Context) { focusByID(ctx, "size-detail-title") })
	}
	return true
}

// onCompareTick ticks or unticks a size for comparison, at most
// advisor.MaxCompared of them.
func (w *wizard) onCompareTick(ctx app.Context, a app.Action) {
	size, ok := a.Value.(string)
	if !ok {
		return
	}
	sizes := w.state.View.Sizes
	if i := indexOf(sizes, size); i >= 0 {
		sizes = append(append([]string(nil), sizes[:i]...), sizes[i+1:]...)
	} else if len(sizes) < advisor.MaxCompared {
		sizes = append(append([]string(nil), sizes...), size)
	}
	share.SetView(&w.state.View, "sizes", strings.Join(sizes, ","))
	w.viewChanged(ctx, false)
}

// viewChanged works out the comparison and writes the link.
func (w *wizard) viewChanged(ctx app.Context, push bool) {
	w.compareNow()
	w.publish(ctx, push)
}

// compareNow compares the ticked sizes when the compare view shows.
func (w *wizard) compareNow() {
	if w.adv == nil || w.state.View.Name != share.ViewCompare {
		w.cmp = advisor.Comparison{}
		return
	}
	day := today()
	w.cmp = w.adv.Compare(w.state.Answers, w.state.View.Sizes, advisor.Options{Day: day})
}

// viewPage is the whole page when a view other than the wizard shows, else nil.
func (w *wizard) viewPage() app.UI {
	name := w.state.View.Name
	if name != share.ViewCompare && name != share.ViewCatalog {
		return nil
	}
	l := w.lang()
	ready := ""
	if w.client {
		ready = "1"
	}
	var body app.UI
	if name == share.ViewCompare {
		body = (&compareView{Lang: l, Cmp: w.cmp, Catalog: w.cat}).ui()
	} else {
		body = &catalogView{Lang: l, Cat: w.cat, View: w.state.View, Answers: w.state.Answers.Regions, Link: w.link}
	}
	return wrap("div", "id=wizard|class=page|data-ready="+ready+"|data-lang="+l.Tag()+"|data-view="+name,
		(&header{Lang: l, CatalogDate: w.result.CatalogDate, Link: w.link, Copied: w.linkCopied, OnCopy: w.copyLink}).ui(),
		app.Raw(`<noscript><p class="noscript">`+markup.Escape(words.T(l, words.NoScript))+`</p></noscript>`),
		wrap("main", "class=view",
			(&notices{Lang: l, Items: w.linkNote}).ui(),
			w.viewsBar(),
			body,
		),
		&footer{Lang: l, CatalogDate: w.result.CatalogDate, Catalog: w.cat},
	)
}

// viewsBar moves between the results, the comparison and the catalog.
func (w *wizard) viewsBar() app.UI {
	l, v := w.lang(), w.state.View
	n := len(v.Sizes)
	var results, compare, oneMore, browse app.UI
	if v.Name != "" {
		results = viewButton("results", l.T(words.BackToResults), "")
	}
	if v.Name != share.ViewCompare && n > 0 {
		compare = viewButton(share.ViewCompare, l.T(words.CompareOpen, words.I(n)), share.ViewCompare).Attr("disabled", n < 2)
		if n == 1 {
			oneMore = textEl("span", "class=hint", l.T(words.CompareOneMore))
		}
	}
	if v.Name != share.ViewCatalog {
		browse = viewButton(share.ViewCatalog, l.T(words.BrowseCatalog), share.ViewCatalog)
	}
	return el("nav", "class=views-bar").Aria("label", l.T(words.ViewsNav)).Body(results, compare, oneMore, browse)
}

// viewButton is the views bar's button #to-<name>, which opens a view (""
// for the results).
func viewButton(name, label, view string) app.HTMLElem {
	return el("button", "type=button|id=to-"+name+"|class=btn secondary").Text(label).
		OnClick(set("view", view), app.EventScope(name))
}

// compareTick is a pick's "Compare" box.
func compareTick(l words.Lang, size string, ticked, full bool) app.UI {
	id := "compare-" + size
	title := ""
	if full && !ticked {
		title = words.T(l, words.CompareFull, words.I(advisor.MaxCompared))
	}
	return el("label", "class=compare-tick|for="+id).Title(title).Body(
		input("type=checkbox|id="+id).Attr("checked", ticked).Attr("disabled", full && !ticked).
			OnChange(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionCompare, size) }, app.EventScope(size)),
		app.Text(" "+words.T(l, words.CompareTick)),
	)
}

func focusViewTitle(ctx app.Context) {
	focusByID(ctx, viewTitleID)
	if app.IsClient {
		app.Window().Call("scrollTo", 0, 0)
	}
}

func focusByID(ctx app.Context, id string) {
	if !app.IsClient {
		return
	}
	if h := app.Window().GetElementByID(id); h.Truthy() {
		h.Call("focus", map[string]any{"preventScroll": true})
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
