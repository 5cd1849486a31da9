package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// streamingLoader makes go-app's app.js hand app.wasm's response to the
// browser's compiler as the network delivers it. go-app's fetchWithProgress
// reads the body in a script, to count the bytes for its progress bar, and
// passes a stream of its own to WebAssembly.instantiateStreaming: Chromium
// then feeds the compiler from the main thread, and the compile finishes
// later after the download than with the response itself (a
// Response.clone() read for the count is as slow). web/boot.js counts the
// bytes for its own progress bar as they pass through a TransformStream on
// their way to the compiler (its counted), and gives up waiting after 45 s.
func streamingLoader(out string) error {
	p := filepath.Join(out, "app.js")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	js, err := patchLoader(string(b))
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return os.WriteFile(p, []byte(js), 0o644)
}

// loaderFetch is what fetchWithProgress becomes.
const loaderFetch = `async function fetchWithProgress(url, progess) {
  // Azure GPU Advisor (tools/site/loader.go): the response as the network
  // delivers it, which the browser compiles off the main thread.
  return fetch(url);
}
`

// patchLoader replaces go-app's fetchWithProgress in app.js; an app.js
// without it (another go-app version) is an error, never a silent no-op.
func patchLoader(js string) (string, error) {
	const head = "async function fetchWithProgress(url, progess) {\n"
	i := strings.Index(js, head)
	if i < 0 || strings.Count(js, head) != 1 {
		return "", fmt.Errorf("go-app's fetchWithProgress is not there once: update tools/site/loader.go for this go-app version")
	}
	end := strings.Index(js[i:], "\n}\n")
	if end < 0 {
		return "", fmt.Errorf("go-app's fetchWithProgress has no end")
	}
	return js[:i] + loaderFetch + js[i+end+3:], nil
}
