package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// notices lists what the person should read first.
type notices struct {
	app.Compo
	Items []advisor.Notice
}

func (n *notices) Render() app.UI {
	return app.Div().ID("notices").Attr("role", "status").Body(
		app.Range(n.Items).Slice(func(i int) app.UI {
			it := n.Items[i]
			return app.P().Class("notice notice-"+it.Code).DataSet("code", it.Code).Text(it.Text)
		}),
	)
}
