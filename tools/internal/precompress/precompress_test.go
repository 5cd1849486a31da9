package precompress

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestDir(t *testing.T) {
	dir := t.TempDir()
	text := strings.Repeat("function hello() { return 'hello, world'; }\n", 100)
	files := map[string]string{
		"app.js":        text,
		"web/app.wasm":  "\x00asm\x01\x00\x00\x00" + text,
		"web/small.css": "body{}", // under MinSize
		"web/icon.png":  text,     // not text
		"web/app.js.br": "stale",  // a copy of a copy is never made
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Dir(dir, Options{BrotliQuality: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("compressed %d files, want app.js and web/app.wasm: %+v", len(got), got)
	}
	for _, name := range []string{"app.js", "web/app.wasm"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		want := files[name]
		gz, err := os.ReadFile(p + ".gz")
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := io.ReadAll(zr); string(b) != want {
			t.Errorf("%s.gz does not decode to the file", name)
		}
		br, err := os.ReadFile(p + ".br")
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); string(b) != want {
			t.Errorf("%s.br does not decode to the file", name)
		}
		if len(br) >= len(want) || len(gz) >= len(want) {
			t.Errorf("%s: copies of %d and %d bytes for %d", name, len(gz), len(br), len(want))
		}
	}
	for _, name := range []string{"web/small.css.gz", "web/icon.png.br", "web/app.js.br.gz"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s was written", name)
		}
	}
}
