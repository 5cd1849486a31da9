package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/tools/internal/precompress"
)

func TestInlineScriptHashes(t *testing.T) {
	page := []byte(`<head><script defer src="/app.js"></script><script>alert(1)</script>` +
		`<SCRIPT type="module">
 x()
</SCRIPT></head>`)
	got := inlineScriptHashes(page)
	// echo -n 'alert(1)' | openssl sha256 -binary | base64
	want := []string{"'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", "'sha256-5ZVbgwc6KHZoHZwoDqQTuvO8/G0CWeUV6cg+LEYzb6A='"}
	if len(got) != 2 || got[0] != want[0] {
		t.Fatalf("hashes %q, want %q first and one more", got, want[0])
	}
}

func TestPolicy(t *testing.T) {
	meta := policy([]string{"'sha256-abc='"}, false)
	header := policy([]string{"'sha256-abc='"}, true)
	for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='", "connect-src 'self'", "worker-src 'self'", "base-uri 'none'", "form-action 'none'"} {
		if !strings.Contains(meta, want) || !strings.Contains(header, want) {
			t.Errorf("policy lacks %q:\n  meta   %s\n  header %s", want, meta, header)
		}
	}
	if strings.Contains(meta, "frame-ancestors") {
		t.Errorf("the <meta> policy has frame-ancestors, which browsers ignore there: %s", meta)
	}
	if !strings.Contains(header, "frame-ancestors 'none'") {
		t.Errorf("the header policy lacks frame-ancestors 'none': %s", header)
	}
	if regexp.MustCompile(`script-src[^;]*'unsafe-(inline|eval)'`).MatchString(header) {
		t.Errorf("scripts allowed inline or eval: %s", header)
	}
}

// TestRunWritesHeaders generates the site with a stand-in wasm and checks
// the CSP <meta>, _headers and staticwebapp.config.json.
func TestCoverPrerenderRefusesAnUnknownShape(t *testing.T) {
	for _, page := range []string{
		`<html><head></head></html>`,
		`<html><body><div id="wizard"><p>x</p></div></body></html>`,
		`<html><body><div id="wizard"><p>x</p></div><p>more</p><aside id="app-wasm-loader"></aside></body></html>`,
		`<html><body><div id="wizard"><noscript class="n"><p>x</p></noscript></div><aside id="app-wasm-loader"></aside></body></html>`,
	} {
		if _, err := coverPrerender([]byte(page)); err == nil {
			t.Errorf("coverPrerender accepted %s", page)
		}
	}
	got, err := coverPrerender([]byte(`<body>
  <main id="wizard" class="x"><noscript><p>b</p></noscript><div><p>a</p></div></main>
  <aside class="goapp-app-info" id="app-wasm-loader"></aside></body>`))
	if want := `<main id="wizard" class="x"><noscript><p>b</p><div><p>a</p></div></noscript></main>`; err != nil || !strings.Contains(string(got), want) {
		t.Errorf("coverPrerender = %s, %v; want it to hold %s", got, err, want)
	}
	got, err = coverPrerender([]byte(`<body>
  <div id="wizard"><header>h</header><main class="layout"><p>a</p></main><footer>f</footer></div>
  <aside class="goapp-app-info" id="app-wasm-loader"></aside></body>`))
	if want := `<div id="wizard"><noscript><header>h</header></noscript><noscript data-default-answers><main class="layout"><p>a</p></main></noscript><noscript><footer>f</footer></noscript></div>`; err != nil || !strings.Contains(string(got), want) {
		t.Errorf("coverPrerender = %s, %v; want it to hold %s", got, err, want)
	}
}

// generate writes the site, with a stand-in wasm, into a temporary folder,
// and returns the folder.
// fakeWasm is the app.wasm generate builds the site with.
const fakeWasm = "\x00asm\x01\x00\x00\x00"

func generate(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	wasm := filepath.Join(dir, "app.wasm")
	if err := os.WriteFile(wasm, []byte(fakeWasm), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "dist")
	if err := run(out, "", wasm, filepath.Join("..", "..", "web"), precompress.Options{BrotliQuality: 5}, io.Discard); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRunWritesHeaders(t *testing.T) {
	out := generate(t)

	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	head := string(page[:strings.Index(string(page), "</head>")])
	csp := strings.Index(head, `<meta http-equiv="Content-Security-Policy"`)
	if csp < 0 {
		t.Fatal("index.html has no Content-Security-Policy <meta>")
	}
	for _, tag := range []string{"<link", "<script"} {
		if i := strings.Index(head, tag); i >= 0 && i < csp {
			t.Errorf("a %s comes before the Content-Security-Policy <meta>: it would not be governed by it", tag)
		}
	}
	if strings.Contains(string(page), `="false"`) && regexp.MustCompile(`\schecked="false"`).Match(page) {
		t.Error(`index.html has checked="false", which the browser reads as checked`)
	}
	if !strings.Contains(head, `src="/web/boot.js"`) {
		t.Error("index.html does not load /web/boot.js")
	}
	// The favicon is the PNG: an SVG one costs the main thread a document of
	// its own while the app starts.
	if !strings.Contains(head, pngFavicon192) || slices.ContainsFunc(linkRE.FindAllString(head, -1), func(tag string) bool { return isSVGFavicon([]byte(tag)) }) {
		t.Errorf("index.html's favicon is not the PNG icon:\n%s", head)
	}

	// The pre-rendered page is in a <noscript>: readers without JavaScript
	// read it; with it, web/boot.js shows it greyed while app.wasm loads.
	body := string(page[strings.Index(string(page), "<body>"):])
	root := regexp.MustCompile(`^<body>\s*<div\b[^>]*\sid="wizard"[^>]*><noscript>`)
	if !root.MatchString(body) {
		t.Errorf("the page's root element does not hold its content in a <noscript>:\n%.300s", body)
	}
	if i, j := strings.Index(body, "</noscript></div>"), loaderRE.FindStringIndex(body); i < 0 || j == nil || j[0] < i || strings.TrimSpace(body[i+len("</noscript></div>"):j[0]]) != "" {
		t.Errorf("the <noscript> does not close with the root element, right before go-app's loader")
	}
	if !strings.Contains(body, `id="picks"`) || !strings.Contains(body, `class="noscript"`) {
		t.Error("the pre-rendered page has no picks, or no notice that they are for the default answers")
	}
	// A <noscript> ends at the first </noscript>: there are three, the
	// default questions and answers in the middle one, for web/boot.js to
	// leave shut on a link with answers.
	// Void elements have no end tag (go-app writes one for each element).
	if strings.Contains(body, "</input>") || strings.Contains(body, "</wbr>") || !strings.Contains(body, "<input") {
		t.Error("the pre-rendered page ends a void element (</input>, </wbr>), or has no <input> to check")
	}
	if n := strings.Count(body, "</noscript>"); n != 3 || !regexp.MustCompile(`<noscript data-default-answers>\s*<main\b[^>]*class="layout[^"]*"[\s\S]*?id="picks"[\s\S]*?</main>\s*</noscript><noscript>`).MatchString(body) {
		t.Errorf("the page has %d <noscript>s, want 3, the middle one (data-default-answers) with the <main> and its picks", n)
	}

	// The Chinese wording is published beside the page, and the service
	// worker keeps it for offline use.
	// Under a name of its version's own, which boot.js fetches.
	zhName := words.ChineseFile()
	if zh, err := os.ReadFile(filepath.Join(out, "web", zhName)); err != nil || string(zh) != words.ChineseText() || len(zh) == 0 {
		t.Errorf("web/%s is not the Chinese wording (%v)", zhName, err)
	}
	if _, err := os.Stat(filepath.Join(out, "web", "zh.txt")); err == nil {
		t.Error("web/zh.txt is published: a cache may hand it to the next version")
	}
	if boot, err := os.ReadFile(filepath.Join(out, "web", "boot.js")); err != nil || !strings.Contains(string(boot), `new URL("`+zhName+`"`) {
		t.Errorf("web/boot.js does not fetch %s (%v)", zhName, err)
	}
	// The words of a link's quote, from the message tables, and the size of
	// app.wasm for the progress bar are written into boot.js.
	if boot, err := os.ReadFile(filepath.Join(out, "web", "boot.js")); err != nil {
		t.Error(err)
	} else {
		js := string(boot)
		for _, want := range []string{
			strconv.Quote(words.T(words.En, words.QuoteAsOf, words.S("{0}"))),
			strconv.Quote(words.T(words.Zh, words.QuoteAsOf, words.S("{0}"))),
			`"ri3":` + strconv.Quote(words.T(words.Zh, words.PriceRI3)),
			`"mixed":` + strconv.Quote(words.T(words.En, words.PriceMixed)),
			"const wasmBytes = " + strconv.Itoa(len(fakeWasm)) + ";",
		} {
			if !strings.Contains(js, want) {
				t.Errorf("web/boot.js lacks %s", want)
			}
		}
		if strings.Contains(js, "tools/site */") {
			t.Error("web/boot.js keeps a slot for tools/site unfilled")
		}
	}
	if worker, err := os.ReadFile(filepath.Join(out, "app-worker.js")); err != nil || !strings.Contains(string(worker), `"/web/`+zhName+`"`) || !strings.Contains(string(worker), `cache: "no-cache"`) {
		t.Errorf("the service worker does not cache /web/%s, revalidated (%v)", zhName, err)
	}
	if !strings.Contains(head, `<meta name="catalog-date" content="20`) {
		t.Error("the page does not name its catalog date for the update prompt")
	}

	hdrs, err := os.ReadFile(filepath.Join(out, "_headers"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"/*\n", "  Content-Security-Policy: default-src 'self';", "frame-ancestors 'none'", "  Referrer-Policy: no-referrer\n", "  Permissions-Policy: "} {
		if !strings.Contains(string(hdrs), want) {
			t.Errorf("_headers lacks %q:\n%s", want, hdrs)
		}
	}

	raw, err := os.ReadFile(filepath.Join(out, "staticwebapp.config.json"))
	if err != nil {
		t.Fatal(err)
	}
	var swa struct {
		GlobalHeaders      map[string]string `json:"globalHeaders"`
		MimeTypes          map[string]string `json:"mimeTypes"`
		NavigationFallback struct {
			Rewrite string   `json:"rewrite"`
			Exclude []string `json:"exclude"`
		} `json:"navigationFallback"`
	}
	if err := json.Unmarshal(raw, &swa); err != nil {
		t.Fatalf("staticwebapp.config.json: %v", err)
	}
	if swa.MimeTypes[".wasm"] != "application/wasm" {
		t.Errorf(".wasm MIME type %q", swa.MimeTypes[".wasm"])
	}
	if swa.NavigationFallback.Rewrite != "/index.html" {
		t.Errorf("navigation fallback %q", swa.NavigationFallback.Rewrite)
	}
	for _, name := range []string{"Content-Security-Policy", "Referrer-Policy", "Permissions-Policy"} {
		if swa.GlobalHeaders[name] == "" || !strings.Contains(string(hdrs), name+": "+swa.GlobalHeaders[name]+"\n") {
			t.Errorf("%s differs between _headers and staticwebapp.config.json", name)
		}
	}
	// The compressed copies are files: never rewritten to the page.
	if ex := strings.Join(swa.NavigationFallback.Exclude, " "); !strings.Contains(ex, ",gz,") || !strings.Contains(ex, ",br,") {
		t.Errorf("the navigation fallback does not exclude .gz and .br: %s", ex)
	}
	// The page and go-app's scripts get gzip and Brotli copies, made after
	// the Content-Security-Policy went in.
	for _, name := range []string{"index.html", "app.js", "wasm_exec.js"} {
		p := filepath.Join(out, name)
		want, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		br, err := os.ReadFile(p + ".br")
		if err != nil {
			t.Errorf("%s has no Brotli copy: %v", name, err)
			continue
		}
		if got, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); !bytes.Equal(got, want) {
			t.Errorf("%s.br does not decode to %s", name, name)
		}
		if _, err := os.Stat(p + ".gz"); err != nil {
			t.Errorf("%s has no gzip copy: %v", name, err)
		}
	}
}

// TestPNGFaviconInAnyOrder finds go-app's SVG favicon link whatever the order
// of its attributes (go-app writes them in no fixed order), and refuses a
// page with none or two.
func TestPNGFaviconInAnyOrder(t *testing.T) {
	for _, link := range []string{`<link rel="icon" href="/web/icon.svg">`, `<link href="/web/icon.svg" rel="icon">`} {
		got, err := pngFavicon([]byte(`<head><link rel="manifest" href="/manifest.webmanifest">` + link + `</head>`))
		if err != nil {
			t.Errorf("%s: %v", link, err)
			continue
		}
		if want := `<head><link rel="manifest" href="/manifest.webmanifest">` + pngFavicon192 + `</head>`; string(got) != want {
			t.Errorf("%s: got %s, want %s", link, got, want)
		}
	}
	for _, page := range []string{`<head></head>`, `<head><link rel="icon" href="/web/icon.svg"><link href="/web/icon.svg" rel="icon"></head>`} {
		if _, err := pngFavicon([]byte(page)); err == nil {
			t.Errorf("%s: no error, want one", page)
		}
	}
}

// TestTypeScale: web/app.css sets font sizes from its type scale only (the
// .fs-* classes and 1rem; em and % scale what they are in), and web/boot.js's
// hidden sample lays out every size of it, so that the first answer finds
// its fonts resolved (a size of its own costs the frame a round trip to the
// browser process).
func TestTypeScale(t *testing.T) {
	css, err := os.ReadFile(filepath.Join("..", "..", "web", "app.css"))
	if err != nil {
		t.Fatal(err)
	}
	boot, err := os.ReadFile(filepath.Join("..", "..", "web", "boot.js"))
	if err != nil {
		t.Fatal(err)
	}
	scale := map[string]bool{"1rem": true}
	for _, m := range regexp.MustCompile(`\.fs-([a-z]+) \{ font-size: ([0-9.]+rem); \}`).FindAllSubmatch(css, -1) {
		scale[string(m[2])] = true
		if !bytes.Contains(boot, []byte(`"`+string(m[1])+`"`)) {
			t.Errorf("web/boot.js's font sample lacks the size .fs-%s", m[1])
		}
	}
	if len(scale) < 4 {
		t.Fatalf("web/app.css's type scale has %d sizes: the .fs-* classes are missing", len(scale))
	}
	for _, m := range regexp.MustCompile(`font-size: *([^;}!]+)`).FindAllSubmatch(css, -1) {
		v := strings.TrimSpace(string(m[1]))
		relative := strings.HasSuffix(v, "%") || strings.HasSuffix(v, "em") && !strings.HasSuffix(v, "rem")
		if !scale[v] && !relative {
			t.Errorf("web/app.css sets font-size: %s, which is not in the type scale %v", v, scale)
		}
	}
}

// The site's app.js hands app.wasm's response to the compiler untouched:
// go-app's byte-counting stream is gone, and an app.js without the function
// to replace (another go-app version) stops the build.
func TestStreamingLoader(t *testing.T) {
	out := generate(t)
	js, err := os.ReadFile(filepath.Join(out, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), loaderFetch) || strings.Contains(string(js), "getReader") || strings.Contains(string(js), "new ReadableStream") {
		t.Error("app.js still reads app.wasm's body in a script")
	}
	if !strings.Contains(string(js), "instantiateStreaming(\n      fetchWithProgress(") {
		t.Error("go-app's loader no longer compiles what fetchWithProgress returns: check tools/site/loader.go")
	}
	if _, err := patchLoader("function goappInitWebAssembly() {}\n"); err == nil {
		t.Error("an app.js without fetchWithProgress was patched")
	}
}

// TestLinkWords: every answer key of the link has a label in both
// languages, written into the site's boot.js in place of its mark, and the
// pre-rendered share field names no host it does not know ("http:///?…").
func TestLinkWords(t *testing.T) {
	labels := map[string]bool{}
	for _, n := range linkLabels {
		labels[n.Key] = true
	}
	for _, k := range share.AnswerKeys() {
		if !labels[k] {
			t.Errorf("the link's key %q has no label for web/boot.js", k)
		}
	}
	out := generate(t)
	boot, err := os.ReadFile(filepath.Join(out, "web", "boot.js"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(boot), linkWordsMark) || !strings.Contains(string(boot), `"tokens":"训练 token 数"`) && !strings.Contains(string(boot), `"title":"此链接中的回答`) {
		t.Errorf("boot.js lacks the link's labels:\n%.600s", boot)
	}
	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(page), `http:///`) {
		t.Errorf("the pre-rendered page links to http:///")
	}
}
