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
// el("div", …) (app.Elem) instead of app.Div() (and Attr("type", …) instead
// of Type(…), which sets the same attribute) keeps those methods out of the
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
					t.Errorf("%s:%d: app.%s(…): write el(%q, \"k=v|…\") (elements.go) and set what varies with Attr", f, i+1, m[1], strings.ToLower(m[1]))
				}
			}
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d files checked", checked)
	}
}

// TestElementsInOneFile: elements.go is the one place that makes an element
// (app.Elem, app.ElemSelfClosing) or lets text in as HTML (app.Raw); every
// other file writes the page with its functions.
func TestElementsInOneFile(t *testing.T) {
	made := regexp.MustCompile(`\bapp\.(Elem|ElemSelfClosing|Raw)\(`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if f == "elements.go" || strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if m := made.FindString(line); m != "" {
				t.Errorf("%s:%d: %s…): write the element with el or static (elements.go)", f, i+1, m)
			}
		}
	}
}

// TestStaticEscapesValues plants what a hand-edited link could carry: the
// text static writes must keep it text, in element text and in attribute
// values.
func TestStaticEscapesValues(t *testing.T) {
	planted := `"><script>alert('x')</script>&`
	var m static
	m.el("li", "").attr("data-rule", planted).attr("title", "").textEl("strong", "", planted).text(planted).end("li")
	want := `<li data-rule="&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">` +
		`<strong>&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</strong>` +
		`&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</li>`
	if got := m.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestStaticWritesWhatElWrites: the attribute string reads the same in
// both; an attribute with no value is left out; an element left open for
// attributes is ended by what follows it; <input> and <wbr> take no end.
func TestStaticWritesWhatElWrites(t *testing.T) {
	var m static
	m.el("div", "class=a b|role=img|style=width: 5%").el("input", "type=checkbox").text("x").el("wbr", "").el("p", "class=").end("p").end("div")
	if got, want := m.String(), `<div class="a b" role="img" style="width: 5%"><input type="checkbox">x<wbr><p></p></div>`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	var open static
	if got, want := open.el("section", "id=s").String(), `<section id="s">`; got != want {
		t.Errorf("a start tag left open: %s, want %s", got, want)
	}
}

// TestStaticCodeMarksCode: `…` becomes <code>, escaped like any text.
func TestStaticCodeMarksCode(t *testing.T) {
	var m static
	if got, want := m.code("运行 `a <b>` 验证").String(), "运行 <code>a &lt;b&gt;</code> 验证"; got != want {
		t.Errorf("code: %q, want %q", got, want)
	}
	var plain static
	if got := plain.code("no code <here>").String(); got != "no code &lt;here&gt;" {
		t.Errorf("code without marks: %q", got)
	}
}
