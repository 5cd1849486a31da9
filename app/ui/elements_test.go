package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestOneElementType keeps the page on go-app's one generic element type.
// go-app has a Go type per HTML tag, each with a hundred or so methods, and
// the wasm carries every method of every tag type the page uses: writing
// app.Elem("div") instead of app.Div() (and Attr("type", …) instead of
// Type(…), which sets the same attribute) keeps those methods out of the
// wasm. A call of any go-app function that is not
// listed here fails the test: add it if it is not an element of its own.
func TestOneElementType(t *testing.T) {
	allowed := map[string]bool{
		"Elem": true, "ElemSelfClosing": true, "Raw": true, "Text": true, "If": true, "Range": true,
		"Window": true, "EventScope": true, "FuncOf": true, "HTMLString": true, "RunWhenOnBrowser": true,
		"Route": true, "NewTestEngine": true, "Getenv": true,
	}
	call := regexp.MustCompile(`\bapp\.([A-Z][A-Za-z0-9]*)\(`)
	files, _ := filepath.Glob("*.go")
	main, _ := filepath.Glob("../../wasm/*.go")
	checked := 0
	for _, f := range append(files, main...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			for _, m := range call.FindAllStringSubmatch(line, -1) {
				if !allowed[m[1]] {
					t.Errorf("%s:%d: app.%s(…): write app.Elem(%q) (or ElemSelfClosing) and set its attributes with Attr", f, i+1, m[1], strings.ToLower(m[1]))
				}
			}
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d files checked", checked)
	}
}
