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
	done := 0
	for _, it := range c.Items {
		if c.Ticks[it.ID] {
			done++
		}
	}
	return el("section", "id=checklist|class=card checklist").Body(
		app.Elem("h2").Text(words.T(c.Lang, words.ChecklistHeading, words.I(done), words.I(len(c.Items)))),
		app.Elem("ul").Body(app.Range(c.Items).Slice(func(i int) app.UI {
			it := c.Items[i]
			id := "check-" + it.ID
			class := ""
			if c.Ticks[it.ID] {
				class = "done"
			}
			return app.Elem("li").Class(class).Body(
				app.ElemSelfClosing("input").Attr("type", "checkbox").ID(id).DataSet("id", it.ID).Attr("checked", c.Ticks[it.ID]).
					OnChange(func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(actionTick, it.ID) }, app.EventScope(it.ID)),
				app.Elem("label").Attr("for", id).Body(
					el("span", "class=item").Text(it.Text.In(c.Lang)),
					el("span", "class=why").Text(it.Why.In(c.Lang)),
				),
			)
		})),
	)
}
