//go:build js && wasm

package perfmark

import "syscall/js"

var marked = map[string]bool{}

func first(name string) {
	if marked[name] {
		return
	}
	marked[name] = true
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", name)
	}
}
