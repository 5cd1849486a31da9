package main

import (
	"bytes"
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

// TestParse reads a hand-made module: one imported function, two defined
// ones with names, and their body sizes.
func TestParse(t *testing.T) {
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

	m, err := parse(b.Bytes())
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
