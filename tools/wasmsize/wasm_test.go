package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestPkgOf(t *testing.T) {
	for sym, want := range map[string]string{
		"runtime.mallocgc":      "runtime",
		"net_http.__Client_.Do": "net_http",
		"github.com_azure_gpu_advisor_advisor_catalog.__Catalog_.Validate": "github.com_azure_gpu_advisor_advisor_catalog",
		"golang.org_x_text_language.Parse":                                 "golang.org_x_text_language",
		"type_.eq.main.T":                                                  "type_",
		"go:buildid":                                                       "go:buildid",
		"":                                                                 "(unnamed)",
	} {
		if got := pkgOf(sym); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", sym, got, want)
		}
	}
}

// handMade is a module with one imported function and two defined ones,
// named runtime.a and main.main, of 3 and 5 bytes.
func handMade() []byte {
	var b bytes.Buffer
	b.WriteString("\x00asm\x01\x00\x00\x00")
	section := func(id byte, body []byte) {
		b.WriteByte(id)
		b.WriteByte(byte(len(body)))
		b.Write(body)
	}
	str := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	// import "go"."debug" as function of type 0
	section(2, append(append(append([]byte{1}, str("go")...), str("debug")...), 0, 0))
	// code: two bodies of 3 and 5 bytes
	section(10, []byte{2, 3, 0, 0, 0x0b, 5, 0, 0, 0, 0, 0x0b})
	// name section, function names: index 1 and 2 (0 is the import)
	names := []byte{2, 1}
	names = append(names, str("runtime.a")...)
	names = append(names, 2)
	names = append(names, str("main.main")...)
	sub := append([]byte{1, byte(len(names))}, names...)
	section(0, append(str("name"), sub...))
	return b.Bytes()
}

// TestParse reads the hand-made module: its import, names and body sizes.
func TestParse(t *testing.T) {
	m, err := parse(handMade())
	if err != nil {
		t.Fatal(err)
	}
	if m.imports != 1 || len(m.bodies) != 2 || m.bodies[0] != 3 || m.bodies[1] != 5 {
		t.Fatalf("imports %d, bodies %v", m.imports, m.bodies)
	}
	pkgs, total := byPackage(m)
	if total != 8 || len(pkgs) != 2 || pkgs[0].name != "main" || pkgs[0].size != 5 || pkgs[1].name != "runtime" {
		t.Errorf("by package: %+v (total %d)", pkgs, total)
	}
	if _, err := parse([]byte("\x00asm\x01\x00\x00\x00\x0a\x05\x01")); err == nil {
		t.Error("a truncated section parsed")
	}
}

// TestOptimised names the functions a trace says V8 optimised, in order, up
// to the function given, and leaves out the baseline compiles.
func TestOptimised(t *testing.T) {
	m, err := parse(handMade())
	if err != nil {
		t.Fatal(err)
	}
	trace := `Compiled function 0x1#1 using Liftoff, took 12 μs and 100 bytes; bodysize 3 codesize 40
Compiled function 0x1#1 using TurboFan, took 2 ms and 900 bytes; bodysize 3 codesize 30 name wasm-function#1
<html>not a trace line</html>
Compiled function 0x1#2 using Liftoff, took 7 μs and 100 bytes; bodysize 5 codesize 60
Compiled function 0x1#2 using Turboshaft, took 40 μs and 100 bytes; bodysize 5 codesize 50 name wasm-function#2
`
	var out bytes.Buffer
	if err := optimised(&out, m, strings.NewReader(trace), ""); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, "2000 µs       3 B  runtime.a\n") || !strings.Contains(got, "40 µs       5 B  main.main\n") || !strings.HasSuffix(got, "2 functions optimised, 2040 µs of compile\n") {
		t.Errorf("optimised:\n%s", got)
	}
	out.Reset()
	if err := optimised(&out, m, strings.NewReader(trace), "main.main"); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); strings.Contains(got, "main.main") || !strings.HasSuffix(got, "1 functions optimised, 2000 µs of compile\n") {
		t.Errorf("optimised until main.main:\n%s", got)
	}
}
