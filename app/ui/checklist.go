package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// checklist is the tailored pre-deployment checklist. Ticks stay in the page;
// nothing is sent anywhere.
type checklist struct {
	app.Compo
	Lang  words.Lang
	Items []advisor.Item
	Ticks map[string]bool
}

func (c *checklist) Render() app.UI {
	done, items := 0, make([]app.UI, len(c.Items))
	for i, it := range c.Items {
		id := "check-" + it.ID
		class := ""
		if c.Ticks[it.ID] {
			class = "done"
			done++
		}
		items[i] = wrap("li", "class="+class,
			input("type=checkbox|id="+id+"|data-id="+it.ID).Attr("checked", c.Ticks[it.ID]).
				OnChange(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionTick, it.ID) }, app.EventScope(it.ID)),
			wrap("label", "for="+id,
				codeEl("span", "class=item", it.Text.In(c.Lang)),
				codeEl("span", "class=why", it.Why.In(c.Lang)),
			),
		)
	}
	return wrap("section", "id=checklist|class=card checklist",
		textEl("h2", "", words.T(c.Lang, words.ChecklistHeading, words.I(done), words.I(len(c.Items)))),
		wrap("ul", "", items...),
	)
}
