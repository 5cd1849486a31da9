// Package hello is the go-app hello world that make bench-web measures the
// app against: the same go-app version (this module's), the same build flags
// and the same server. Its text is rendered by the wasm only, so the time to
// see it is the time go-app itself takes to start. Its browser side is
// ./wasm; tools/benchweb pre-renders its page.
package hello

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Text is what the page shows once the wasm runs.
const Text = "Hello World!"

// page shows Text once the wasm runs; the pre-rendered page has none.
type page struct{ app.Compo }

func (h *page) Render() app.UI {
	if !app.IsClient {
		return app.H1().ID("hello")
	}
	return app.H1().ID("hello").Text(Text)
}

// Register registers the route, in the wasm and in the process that
// pre-renders the page.
func Register() {
	app.Route("/", func() app.Composer { return &page{} })
}
