package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
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

// views are the compare and catalog views' own state: the comparison of
// the sizes ticked, worked out when the compare view shows.
type views struct{ cmp advisor.Comparison }

// compare compares the ticked sizes when the compare view shows.
func (vs *views) compare(adv *advisor.Advisor, st share.State) {
	if adv == nil || st.View.Name != share.ViewCompare {
		vs.cmp = advisor.Comparison{}
		return
	}
	day := today()
	vs.cmp = adv.Compare(st.Answers, st.View.Sizes, advisor.Options{Day: day})
}

// setView applies a setting of a view key (view, sizes, q, sort, …) to v,
// and reports whether the key was one and whether the change is a step
// Back can undo. Filters and ticks change the view, not the answers: the
// advisor is not asked again.
func setView(ctx app.Context, v *share.View, s setting) (ok, push bool) {
	if s.Key == "filters" { // Clear filters: every filter, the shopping ones too
		v.Query, v.Vendor, v.GPU, v.MinMemGB, v.MaxUSDPerHour, v.Region = "", "", "", 0, 0, ""
		v.MinMemPerGPU, v.Retired = 0, false
		return true, true
	}
	if !share.IsViewKey(s.Key) {
		return false, false
	}
	before := v.Name
	value := s.Value
	if value == unset {
		value = ""
	}
	share.SetView(v, s.Key, value)
	if s.Key == "view" && v.Name != before {
		ctx.Defer(focusViewTitle)
	}
	if s.Key == "detail" && v.Detail != "" {
		ctx.Defer(func(ctx app.Context) { focusByID("size-detail-title") })
	}
	// Typing in the search box replaces the entry; every other change of
	// view is a step Back can undo.
	return true, s.Key != "q"
}

// noscript says, to a browser that runs no scripts, that the page needs
// them.
func noscript(l words.Lang) app.UI {
	return new(static).el("noscript", "").textEl("p", "class=noscript", l.T(words.NoScript)).end("noscript").ui()
}

// viewsBar moves between the results, the comparison and the catalog.
func viewsBar(l words.Lang, v share.View) app.UI {
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
	return labelled("nav", "class=views-bar", l.T(words.ViewsNav), results, compare, oneMore, browse)
}

// viewButton is the views bar's button #to-<name>, which opens a view (""
// for the results).
func viewButton(name, label, view string) app.HTMLElem {
	return setButton("type=button|id=to-"+name+"|class=btn secondary", "view", view).Text(label)
}

// compareTick is a pick's "Compare" box.
func compareTick(l words.Lang, size string, ticked, full bool) app.UI {
	id := "compare-" + size
	title := ""
	if full && !ticked {
		title = words.T(l, words.CompareFull, words.I(advisor.MaxCompared))
	}
	return el("label", "class=compare-tick").Attr("for", id).Attr("title", title).Body(
		input("type=checkbox").Attr("id", id).Attr("checked", ticked).Attr("disabled", full && !ticked).
			OnChange(send(actionCompare, size), app.EventScope(size)),
		app.Text(" "+words.T(l, words.CompareTick)),
	)
}

func focusViewTitle(ctx app.Context) {
	focusByID(viewTitleID)
	if app.IsClient {
		app.Window().Call("scrollTo", 0, 0)
	}
}

// focusByID moves the focus to the element id without scrolling to it,
// and returns the element (not Truthy when the page has none).
func focusByID(id string) app.Value {
	h := app.Window().GetElementByID(id)
	if h.Truthy() {
		h.Call("focus", map[string]any{"preventScroll": true})
	}
	return h
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
