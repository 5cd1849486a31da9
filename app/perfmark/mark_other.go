//go:build !(js && wasm)

package perfmark

func first(string) {}
