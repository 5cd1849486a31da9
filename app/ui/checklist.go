package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// checklist is the tailored pre-deployment checklist, with the items ticked
// (the wizard's ticks, which actionTick turns). Ticks stay in the page;
// nothing is sent anywhere.
func checklist(l words.Lang, list []advisor.Item, ticks map[string]bool) app.UI {
	done, items := 0, make([]app.UI, len(list))
	for i, it := range list {
		id := "check-" + it.ID
		class := ""
		if ticks[it.ID] {
			class = "done"
			done++
		}
		items[i] = wrap("li", "class="+class,
			input("type=checkbox|id="+id+"|data-id="+it.ID).Attr("checked", ticks[it.ID]).
				OnChange(send(actionTick, it.ID), app.EventScope(it.ID)),
			wrap("label", "for="+id,
				codeEl("span", "class=item", it.Text.In(l)),
				codeEl("span", "class=why", it.Why.In(l)),
			),
		)
	}
	return wrap("section", "id=checklist|class=card checklist",
		textEl("h2", "", words.T(l, words.ChecklistHeading, words.I(done), words.I(len(list)))),
		wrap("ul", "", items...),
	)
}
