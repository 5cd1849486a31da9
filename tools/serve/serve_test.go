package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// site writes a small site like the one tools/site generates, plus a secret
// file beside it that must never be served.
func site(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	dir := filepath.Join(base, "dist")
	files := map[string]string{
		"index.html":       "<!doctype html><title>index</title>",
		"about.html":       "<!doctype html><title>about</title>",
		"app.js":           "console.log(1)",
		"app-worker.js":    "self.addEventListener('fetch', () => {})",
		"web/app.wasm":     "\x00asm\x01\x00\x00\x00 plain",
		"web/app.css":      "body{}",
		"web/icon.svg":     "<svg/>",
		"../secret.txt":    "secret",
		"web/sub/index.md": "no index.html here",
		"_headers": "# security headers\n/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n  Referrer-Policy: no-referrer\n" +
			"  Permissions-Policy: camera=()\n  X-Content-Type-Options: nosniff\n\n/web/*\n  X-Web: 1\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write([]byte(files["web/app.wasm"]))
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm.gz"), gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// A link out of the site must not be followed.
	if err := os.Symlink(filepath.Join(base, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir
}

type result struct {
	code int
	hdr  http.Header
	body string
}

func get(t *testing.T, h http.Handler, target string, hdr map[string]string) result {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	return result{rec.Code, rec.Result().Header, string(body)}
}

func TestWasmMIME(t *testing.T) {
	h := newHandler(site(t))
	r := get(t, h, "/web/app.wasm", nil)
	if r.code != http.StatusOK {
		t.Fatalf("status %d", r.code)
	}
	if ct := r.hdr.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type = %q, want application/wasm", ct)
	}
	if ce := r.hdr.Get("Content-Encoding"); ce != "" {
		t.Errorf("Content-Encoding = %q without Accept-Encoding", ce)
	}
	if r.hdr.Get("Cache-Control") != "no-cache" {
		t.Errorf("Cache-Control = %q", r.hdr.Get("Cache-Control"))
	}
}

func TestGzipNegotiation(t *testing.T) {
	h := newHandler(site(t))
	for _, tc := range []struct {
		accept string
		gzip   bool
	}{
		{"gzip, deflate, br", true},
		{"br;q=1.0, gzip;q=0.5", true},
		{"*", true},
		{"gzip;q=0", false},
		{"gzip; q=0.000", false},
		{"deflate, br", false},
		{"", false},
	} {
		r := get(t, h, "/web/app.wasm", map[string]string{"Accept-Encoding": tc.accept})
		if r.code != http.StatusOK {
			t.Fatalf("%q: status %d", tc.accept, r.code)
		}
		if ct := r.hdr.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("%q: Content-Type = %q", tc.accept, ct)
		}
		if r.hdr.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: Vary = %q", tc.accept, r.hdr.Get("Vary"))
		}
		gotGzip := r.hdr.Get("Content-Encoding") == "gzip"
		if gotGzip != tc.gzip {
			t.Errorf("%q: gzip = %v, want %v", tc.accept, gotGzip, tc.gzip)
			continue
		}
		body := r.body
		if gotGzip {
			zr, err := gzip.NewReader(bytes.NewReader([]byte(r.body)))
			if err != nil {
				t.Fatalf("%q: %v", tc.accept, err)
			}
			b, _ := io.ReadAll(zr)
			body = string(b)
		}
		if body != "\x00asm\x01\x00\x00\x00 plain" {
			t.Errorf("%q: body %q", tc.accept, body)
		}
	}
	// No .gz beside the file: served plain even to gzip clients.
	r := get(t, h, "/app.js", map[string]string{"Accept-Encoding": "gzip"})
	if r.hdr.Get("Content-Encoding") != "" || r.body != "console.log(1)" {
		t.Errorf("app.js: encoding %q body %q", r.hdr.Get("Content-Encoding"), r.body)
	}
}

// TestEncodingNegotiation: with a Brotli and a gzip copy beside the file,
// the client's Accept-Encoding chooses, Brotli winning ties.
func TestEncodingNegotiation(t *testing.T) {
	dir := site(t)
	const wasm = "\x00asm\x01\x00\x00\x00 plain"
	var br bytes.Buffer
	bw := brotli.NewWriter(&br)
	bw.Write([]byte(wasm))
	bw.Close()
	if err := os.WriteFile(filepath.Join(dir, "web", "app.wasm.br"), br.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// A page with a Brotli copy only.
	if err := os.WriteFile(filepath.Join(dir, "index.html.br"), brotliOf(t, "<!doctype html><title>index</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := newHandler(dir)
	for _, tc := range []struct {
		target, accept, want string // want: the Content-Encoding, "" for none
	}{
		{"/web/app.wasm", "gzip, deflate, br, zstd", "br"}, // Chromium's header
		{"/web/app.wasm", "br", "br"},
		{"/web/app.wasm", "gzip", "gzip"},
		{"/web/app.wasm", "x-gzip", "gzip"},
		{"/web/app.wasm", "deflate, gzip;q=1.0, *;q=0.5", "gzip"},
		{"/web/app.wasm", "br;q=0.5, gzip", "gzip"},
		{"/web/app.wasm", "br;q=0.8, gzip;q=0.8", "br"},
		{"/web/app.wasm", "*", "br"},
		{"/web/app.wasm", "br;q=0, *", "gzip"},
		{"/web/app.wasm", "br;q=0, gzip;q=0", ""},
		{"/web/app.wasm", "BR;Q=1", "br"},
		{"/web/app.wasm", "br;q=abc, gzip", "gzip"},
		{"/web/app.wasm", "identity", ""},
		{"/web/app.wasm", "", ""},
		{"/", "gzip, deflate, br", "br"},
		{"/?v=1&task=render", "br", "br"},
		{"/", "gzip", ""}, // no gzip copy of the page
	} {
		name := tc.target + " with " + strconv.Quote(tc.accept)
		r := get(t, h, tc.target, map[string]string{"Accept-Encoding": tc.accept})
		if r.code != http.StatusOK {
			t.Fatalf("%s: status %d", name, r.code)
		}
		if got := r.hdr.Get("Content-Encoding"); got != tc.want {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, tc.want)
			continue
		}
		if got := r.hdr.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary %q, want Accept-Encoding", name, got)
		}
		wantType, wantBody := "application/wasm", wasm
		if tc.target != "/web/app.wasm" {
			wantType, wantBody = "text/html; charset=utf-8", "<!doctype html><title>index</title>"
		}
		if got := r.hdr.Get("Content-Type"); got != wantType {
			t.Errorf("%s: Content-Type %q, want %q", name, got, wantType)
		}
		if got := decode(t, tc.want, r.body); got != wantBody {
			t.Errorf("%s: body decodes to %q", name, got)
		}
		if got, want := r.hdr.Get("Content-Length"), strconv.Itoa(len(r.body)); got != want {
			t.Errorf("%s: Content-Length %s for %s bytes sent", name, got, want)
		}
	}
	// A range of a compressed copy is a range of the copy's bytes.
	r := get(t, h, "/web/app.wasm", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-3"})
	if r.code != http.StatusPartialContent || r.body != string(br.Bytes()[:4]) || r.hdr.Get("Content-Encoding") != "br" {
		t.Errorf("range of the Brotli copy: %d %q %q", r.code, r.hdr.Get("Content-Encoding"), r.body)
	}
}

func brotliOf(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	bw := brotli.NewWriter(&b)
	bw.Write([]byte(s))
	if err := bw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func decode(t *testing.T, coding, body string) string {
	t.Helper()
	var r io.Reader = strings.NewReader(body)
	switch coding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", coding, err)
	}
	return string(b)
}

func TestIndexForRootWithQuery(t *testing.T) {
	h := newHandler(site(t))
	for _, target := range []string{"/", "/?v=1&task=render", "/?v=7&task=bogus&params=abc&zzz=1", "/index.html?x=1"} {
		r := get(t, h, target, nil)
		if r.code != http.StatusOK {
			t.Fatalf("%s: status %d", target, r.code)
		}
		if r.body != "<!doctype html><title>index</title>" {
			t.Errorf("%s: body %q", target, r.body)
		}
		if ct := r.hdr.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("%s: Content-Type %q", target, ct)
		}
		if cc := r.hdr.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: Cache-Control %q", target, cc)
		}
	}
	if r := get(t, h, "/about", nil); r.code != http.StatusOK || r.body != "<!doctype html><title>about</title>" {
		t.Errorf("/about: %d %q", r.code, r.body)
	}
	for _, js := range []string{"/app.js", "/app-worker.js"} {
		r := get(t, h, js, nil)
		if r.hdr.Get("Cache-Control") != "no-cache" || r.hdr.Get("Content-Type") != "text/javascript; charset=utf-8" {
			t.Errorf("%s: Cache-Control %q Content-Type %q", js, r.hdr.Get("Cache-Control"), r.hdr.Get("Content-Type"))
		}
	}
}

func TestTraversalRefused(t *testing.T) {
	h := newHandler(site(t))
	for _, target := range []string{
		"/../secret.txt",
		"/web/../../secret.txt",
		"/..%2fsecret.txt",
		"/web/..%2F..%2Fsecret.txt",
		"/web%5c..%5c..%5csecret.txt",
	} {
		r := get(t, h, target, nil)
		if r.code != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", target, r.code)
		}
		if r.body == "secret" {
			t.Errorf("%s: leaked the file", target)
		}
	}
	// A symbolic link that leads out of the folder is not followed.
	if r := get(t, h, "/link.txt", nil); r.code != http.StatusNotFound || r.body == "secret" {
		t.Errorf("/link.txt: %d %q", r.code, r.body)
	}
}

func TestNotFound(t *testing.T) {
	h := newHandler(site(t))
	for _, target := range []string{"/missing.js", "/web/nope.png", "/web/sub/", "/nothing"} {
		if r := get(t, h, target, nil); r.code != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", target, r.code)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d", rec.Code)
	}
}

func TestSiteURL(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:8080": "http://127.0.0.1:8080/",
		"0.0.0.0:9000":   "http://127.0.0.1:9000/",
		"[::]:8080":      "http://127.0.0.1:8080/",
		"[::1]:8080":     "http://[::1]:8080/",
	} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := siteURL(a); got != want {
			t.Errorf("siteURL(%s) = %s, want %s", addr, got, want)
		}
	}
}
