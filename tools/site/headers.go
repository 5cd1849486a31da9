package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The security headers of the site, defined once here and written three
// ways: a <meta> Content-Security-Policy in every page, a _headers file
// (Netlify, Cloudflare Pages; tools/serve reads it too) and a
// staticwebapp.config.json (Azure Static Web Apps).

// policy is the Content-Security-Policy. The page runs only the site's own
// scripts ('wasm-unsafe-eval' lets them compile app.wasm; any inline script
// is allowed by its hash, never by 'unsafe-inline'), fetches only from the
// site, and may not be framed (header only: browsers ignore frame-ancestors
// in a <meta>).
//
// go-app writes the sizing bar's widths as style attributes, hence
// style-src-attr 'unsafe-inline'; style sheets and <style> elements still
// come from the site only.
func policy(scriptHashes []string, header bool) string {
	script := append([]string{"'self'", "'wasm-unsafe-eval'"}, scriptHashes...)
	directives := []string{
		"default-src 'self'",
		"script-src " + strings.Join(script, " "),
		"style-src 'self'",
		"style-src-attr 'unsafe-inline'",
		"img-src 'self'",
		"font-src 'self'",
		"connect-src 'self'",
		"worker-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'none'",
	}
	if header {
		directives = append(directives, "frame-ancestors 'none'")
	}
	return strings.Join(directives, "; ")
}

// securityHeaders are the response headers every file of the site gets.
func securityHeaders(scriptHashes []string) [][2]string {
	return [][2]string{
		{"Content-Security-Policy", policy(scriptHashes, true)},
		{"Referrer-Policy", "no-referrer"},
		{"Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()"},
		{"X-Content-Type-Options", "nosniff"},
	}
}

var (
	scriptRE  = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)
	srcAttrRE = regexp.MustCompile(`(?i)(^|\s)src\s*=`)
	charsetRE = regexp.MustCompile(`(?i)<meta charset="[^"]*">`)
	// go-app pre-renders a false boolean attribute as attr="false", which
	// the browser reads as true: every checklist box would show ticked on
	// the page that people see before (or without) the wasm.
	falseAttrRE = regexp.MustCompile(`\s(checked|selected|disabled|readonly|required|multiple|hidden|open|autofocus)="false"`)
)

// inlineScriptHashes returns the CSP hashes ('sha256-…') of the inline
// scripts of a page, as the browser computes them: over the exact text
// between the tags.
func inlineScriptHashes(page []byte) []string {
	var hashes []string
	for _, m := range scriptRE.FindAllSubmatch(page, -1) {
		if srcAttrRE.Match(m[1]) {
			continue
		}
		sum := sha256.Sum256(m[2])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return hashes
}

// securePages puts a Content-Security-Policy <meta> first in the <head> of
// every page under out, right after the charset, so that it governs every
// resource the page loads, drops the boolean attributes that go-app
// wrote as "false" and puts the pre-rendered page in a <noscript>
// (coverPrerender). It returns the hashes of all inline scripts, for the
// header.
func securePages(out string) ([]string, error) {
	var pages []string
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".html") {
			pages = append(pages, p)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	var all []string
	for _, p := range pages {
		page, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		page = falseAttrRE.ReplaceAll(page, nil)
		if page, err = coverPrerender(page); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if page, err = pngFavicon(page); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		hashes := inlineScriptHashes(page)
		loc := charsetRE.FindIndex(page)
		if loc == nil {
			return nil, fmt.Errorf("%s: no <meta charset> to put the Content-Security-Policy after", p)
		}
		meta := fmt.Sprintf(`<meta http-equiv="Content-Security-Policy" content="%s">`, policy(hashes, false))
		page = slices.Concat(page[:loc[1]], []byte("\n    "+meta), page[loc[1]:])
		if err := os.WriteFile(p, page, 0o644); err != nil {
			return nil, err
		}
		for _, h := range hashes {
			if !slices.Contains(all, h) {
				all = append(all, h)
			}
		}
	}
	slices.Sort(all)
	return all, nil
}

// writeHostConfigs writes the security headers for static hosts:
// _headers for Netlify and Cloudflare Pages (and tools/serve), and
// staticwebapp.config.json for Azure Static Web Apps, which also needs the
// .wasm MIME type and the fallback of every page path to index.html.
func writeHostConfigs(out, base string, scriptHashes []string) error {
	hdrs := securityHeaders(scriptHashes)

	var b bytes.Buffer
	b.WriteString("# Security headers for Netlify and Cloudflare Pages; tools/serve sends them too.\n" +
		"# Generated by tools/site: edit tools/site/headers.go, not this file.\n" +
		"# The .br and .gz files beside app.wasm and the scripts are for servers that send a\n" +
		"# precompressed copy (tools/serve); hosts that compress on their own ignore them.\n/*\n")
	for _, kv := range hdrs {
		fmt.Fprintf(&b, "  %s: %s\n", kv[0], kv[1])
	}
	if err := os.WriteFile(filepath.Join(out, "_headers"), b.Bytes(), 0o644); err != nil {
		return err
	}

	prefix := "/"
	if base != "" {
		prefix = "/" + base + "/"
	}
	global := map[string]string{}
	for _, kv := range hdrs {
		global[kv[0]] = kv[1]
	}
	swa := struct {
		GlobalHeaders      map[string]string `json:"globalHeaders"`
		MimeTypes          map[string]string `json:"mimeTypes"`
		NavigationFallback struct {
			Rewrite string   `json:"rewrite"`
			Exclude []string `json:"exclude"`
		} `json:"navigationFallback"`
	}{
		GlobalHeaders: global,
		MimeTypes: map[string]string{
			".wasm":        "application/wasm",
			".webmanifest": "application/manifest+json",
		},
	}
	swa.NavigationFallback.Rewrite = prefix + "index.html"
	// Files are never rewritten to the page: a missing app.wasm must be a
	// 404, not HTML that the browser then fails to compile.
	swa.NavigationFallback.Exclude = []string{prefix + "web/*", "*.{js,css,json,webmanifest,wasm,gz,br,png,svg,ico,txt,xml}"}
	j, err := json.MarshalIndent(swa, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "staticwebapp.config.json"), append(j, '\n'), 0o644)
}

// loaderRE finds the start tag of go-app's loader, which follows the page's
// root element in the <body> of every page go-app generates (go-app writes
// attributes in no fixed order).
var loaderRE = regexp.MustCompile(`<aside\b[^>]*\sid="app-wasm-loader"`)

// linkRE finds a <link> tag; go-app writes its attributes in no fixed
// order.
var linkRE = regexp.MustCompile(`<link\b[^>]*>`)

// pngFavicon192 is the favicon link that takes the place of go-app's, which
// it writes from Handler.Icon.SVG.
const pngFavicon192 = `<link rel="icon" type="image/png" sizes="192x192" href="/web/icon-192.png">`

// isSVGFavicon reports whether a <link> tag is the SVG favicon.
func isSVGFavicon(tag []byte) bool {
	return bytes.Contains(tag, []byte(` rel="icon"`)) && bytes.Contains(tag, []byte(` href="/web/icon.svg"`))
}

// pngFavicon makes the page's favicon the PNG icon. Chromium decodes a
// favicon on the page's main thread, and an SVG one as a document of its own:
// two of them took that thread's time while the wasm started and the first
// answer was painted. The install manifest keeps the SVG icon.
func pngFavicon(page []byte) ([]byte, error) {
	n := 0
	page = linkRE.ReplaceAllFunc(page, func(tag []byte) []byte {
		if !isSVGFavicon(tag) {
			return tag
		}
		n++
		return []byte(pngFavicon192)
	})
	if n != 1 {
		return nil, fmt.Errorf("%d SVG favicon links (rel=icon, href=/web/icon.svg), want 1 to make the PNG icon", n)
	}
	return page, nil
}

// coverPrerender puts the content of the page's root element (the
// pre-rendered wizard or view, the <body>'s first element) in a
// <noscript>. Without JavaScript it is the page, as before. With
// JavaScript, go-app's loader covers it until the wasm writes the answer
// or go-app mounts its own page, so the browser need not lay out some
// thousand elements that nobody sees, and go-app's deferred app.js, which
// starts app.wasm's download once the page is parsed, runs about 0.2 s
// sooner on a shared link. web/boot.js puts the content back when the wasm
// does not run (a failed start, a crawler, ?wasm=false): the figures the
// page then shows, with the notice that they are for the default answers.
// The root element itself stays: go-app replaces it, and the early answer
// (app/ui.AnswerFirst) is written into it.
func coverPrerender(page []byte) ([]byte, error) {
	s := string(page)
	body := strings.Index(s, "<body")
	if body < 0 {
		return nil, errors.New("no <body>")
	}
	open := strings.Index(s[body+1:], "<")
	if open < 0 {
		return nil, errors.New("no element in the <body>")
	}
	open += body + 1
	name := s[open+1:]
	name = name[:strings.IndexAny(name+" >", " >")]
	start := strings.Index(s[open:], ">") + open + 1
	at := loaderRE.FindStringIndex(s)
	if at == nil {
		return nil, errors.New(`no go-app loader (<aside id="app-wasm-loader">) after the page`)
	}
	loader := at[0]
	end := strings.LastIndex(s[:loader], "</"+name+">")
	if end < start || strings.TrimSpace(s[end+len("</"+name+">"):loader]) != "" {
		return nil, fmt.Errorf("the <body>'s first element <%s> does not end right before go-app's loader", name)
	}
	// A <noscript> ends at the first </noscript>: the notice that the page
	// shows the default answers, in its own <noscript>, goes in the outer
	// one as it is, and shows wherever the content does.
	// go-app writes every element of the page with an end tag (app/ui has
	// one element type): a void element's (</input>, </wbr>) is dropped,
	// so that the page is valid HTML.
	inner := strings.NewReplacer("<noscript>", "", "</noscript>", "", "</input>", "", "</wbr>", "").Replace(s[start:end])
	if strings.Contains(inner, "<noscript") {
		return nil, errors.New("a <noscript> with attributes in the pre-rendered page")
	}
	return []byte(s[:start] + splitDefaultAnswers(inner) + s[end:]), nil
}

// splitDefaultAnswers writes the pre-rendered content in <noscript>s: its
// <main> (the default questions and answers) in one of its own, marked
// data-default-answers, between the rest. Without JavaScript they read as
// one page. web/boot.js leaves that one shut for a link with answers: the
// page would hide the default answers anyway, and the browser need not
// parse and build most of the page while it compiles app.wasm.
func splitDefaultAnswers(inner string) string {
	open := mainRE.FindStringIndex(inner)
	end := strings.Index(inner, "</main>")
	if open == nil || end < open[0] {
		return "<noscript>" + inner + "</noscript>"
	}
	end += len("</main>")
	return "<noscript>" + inner[:open[0]] + "</noscript><noscript data-default-answers>" + inner[open[0]:end] +
		"</noscript><noscript>" + inner[end:] + "</noscript>"
}

var mainRE = regexp.MustCompile(`<main[\s>]`)
