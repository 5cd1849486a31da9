//go:build js && wasm

// Command wasm is the browser side of Azure GPU Advisor: it registers the
// routes and hands the page to go-app.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/ui"
)

func main() {
	ui.Register()
	app.RunWhenOnBrowser()
}
