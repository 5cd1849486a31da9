package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// header shows the product, the catalog date and the share link.
type header struct {
	app.Compo
	CatalogDate string
	Link        string
	copied      bool
}

func (h *header) Render() app.UI {
	label := "Copy link"
	if h.copied {
		label = "Copied ✓"
	}
	return app.Header().Class("top").Body(
		app.Div().Class("brand").Body(
			// Decorative: the heading beside it says the name. go-app drops an
			// empty alt, so the image is taken out of the accessibility tree.
			app.Img().Src("/web/icon.svg").Attr("role", "presentation").Aria("hidden", "true").Width(36).Height(36),
			app.Div().Body(
				app.H1().Text("Azure GPU Advisor"),
				app.P().Class("tagline").Text("Answer four questions; get the Azure GPU VM, its cost and a checklist."),
			),
		),
		app.Div().Class("share").Body(
			app.Label().For("share-url").Class("visually-hidden").Text("Share link"),
			app.Input().ID("share-url").Type("text").ReadOnly(true).Value(h.Link).Aria("label", "Share link"),
			app.Button().ID("copy-link").Class("btn primary").Text(label).OnClick(h.onCopy),
		),
	)
}

func (h *header) onCopy(ctx app.Context, e app.Event) {
	h.copied = true
	if app.IsClient {
		if cb := app.Window().Get("navigator").Get("clipboard"); cb.Truthy() {
			cb.Call("writeText", h.Link)
		}
	}
	ctx.After(2*time.Second, func(ctx app.Context) { h.copied = false })
}
