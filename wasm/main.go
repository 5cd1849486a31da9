//go:build js && wasm

// Command wasm is the browser side of Azure GPU Advisor: it registers the
// routes and hands the page to go-app.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/perfmark"
	"github.com/azure-gpu-advisor/advisor/app/ui"
)

func main() {
	// The Go runtime and every package's init have run (make bench-web
	// reads the marks).
	perfmark.First("go-main")
	ui.Register()
	// A page that speaks Chinese reads its wording first (web/zh.txt).
	ui.LoadChinese()
	// A shared link's answer is on screen before go-app starts.
	ui.AnswerFirst()
	app.RunWhenOnBrowser()
}
