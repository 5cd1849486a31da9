//go:build js && wasm

// Command wasm is the browser side of the hello world (see package hello).
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/tools/benchweb/hello"
)

func main() {
	hello.Register()
	app.RunWhenOnBrowser()
}
