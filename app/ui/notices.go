package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// notices lists what the person should read first: at most about
// advisor.MaxNoticesShown, the rest summed up by kind (advisor.CapNotices), so
// that a hostile or sloppy link never buries the answer. The texts go in as
// text nodes, never as HTML.
type notices struct {
	Lang  words.Lang
	Items []advisor.Notice
}

func (n *notices) ui() app.UI {
	items := advisor.CapNotices(n.Items, advisor.MaxNoticesShown)
	ps := make([]app.UI, len(items))
	for i, it := range items {
		ps[i] = textEl("p", "class=notice notice-"+it.Code+"|data-code="+it.Code, it.Text.In(n.Lang))
	}
	return wrap("div", "id=notices|role=status", ps...)
}

// azureChinaNotices are the answer's notices that a region answer names
// mainland China, for the views that show the link's notices only.
func azureChinaNotices(items []advisor.Notice) (out []advisor.Notice) {
	for _, n := range items {
		if n.Code == "azure-china" {
			out = append(out, n)
		}
	}
	return out
}

// nearbyChoices are the global regions near mainland China as buttons, when
// the answer names mainland China alone (Azure China, which the catalog does
// not hold): a region is used only when the person clicks it, never for
// them. nil otherwise.
func nearbyChoices(l words.Lang, cat *catalog.Catalog, items []advisor.Notice) app.UI {
	for _, n := range items {
		if n.Code != "azure-china" || !n.Text.Has(words.AzureChinaNothing) || cat == nil {
			continue
		}
		var buttons []app.UI
		for _, name := range advisor.AzureChinaNearby() {
			if r, ok := cat.Region(name); ok {
				buttons = append(buttons, el("button", "type=button|class=chip|id=use-region-"+name).
					Text(l.T(words.UseRegion, advisor.RegionAt(r))).
					OnClick(set("region", name), app.EventScope("use-region", name)))
			}
		}
		return el("div", "id=nearby-regions|class=presets|role=group").Aria("label", l.T(words.NearbyRegions)).Body(buttons...)
	}
	return nil
}
