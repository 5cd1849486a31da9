//go:build !wasm

package e2e

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/azure-gpu-advisor/advisor/tools/internal/files"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestNoJavaScript opens a share link with JavaScript off: the page cannot
// read the link, so it shows no figures (they would be the default
// answer's, for a question nobody asked) and says the answer needs
// JavaScript; the pre-rendered page stays readable (no loader over it) and
// its share field holds no "http:///?…".
func TestNoJavaScript(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	if _, err := chromedp.Call(b.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatalf("disabling JavaScript: %v", err)
	}
	b.do("navigating with JavaScript off", chromedp.Navigate(b.base+"/?v=1&task=render&seats=3"))
	time.Sleep(500 * time.Millisecond) // nothing runs; let the styles apply
	png := b.snap("no-js")
	b.saveAs("no-js", png)

	if eval[bool](b, `document.documentElement.classList.contains('js')`) {
		b.fatalf("<html> has the class js although no script ran")
	}
	if d := eval[string](b, `(e => e ? getComputedStyle(e).display : 'absent')(document.getElementById('app-wasm-loader'))`); d != "none" && d != "absent" {
		b.fatalf("the loader is displayed (%s) without JavaScript: it covers the page", d)
	}
	if n := eval[int](b, `document.querySelectorAll('#picks .pick').length`); n == 0 {
		b.fatalf("no pick on the pre-rendered page: nothing left to hide")
	}
	// Neither the default answers nor their figures show.
	if shown := eval[[]string](b, `[...document.querySelectorAll('#picks .pick, #sizing, #notices, #questions')].filter(e => e.offsetParent !== null).map(e => e.id || e.className)`); len(shown) > 0 {
		b.fatalf("the default answer shows without JavaScript: %v", shown)
	}
	if msg := eval[string](b, `(e => e && e.offsetParent !== null ? e.innerText : '')(document.querySelector('.noscript'))`); !strings.Contains(msg, "needs JavaScript") {
		b.fatalf("no visible notice that the answer needs JavaScript (got %q)", msg)
	}
	if v := eval[string](b, `(e => e ? e.value : '')(document.getElementById('share-url'))`); strings.Contains(v, ":///") {
		b.fatalf("the share field reads %q", v)
	}
}

// TestWithoutWasm opens a share link with ?wasm=false, as go-app allows
// (and as a crawler gets it): no wasm runs; the page is the pre-rendered
// one, readable, with the link's answers in words in place of the default
// answer's figures.
func TestWithoutWasm(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.do("navigating", chromedp.Navigate(b.base+"/?v=1&task=render&seats=3&wasm=false"))
	b.waitFor("the link's answers in words", `(e => !!e && e.offsetParent !== null)(document.getElementById('link-answers'))`, readyTimeout)
	if eval[bool](b, `!!document.querySelector('#wizard[data-client="1"], #wizard[data-early], #wizard noscript:not([data-default-answers])')`) {
		b.fatalf("the wasm ran with ?wasm=false, or part of the page other than the default answers is still in a <noscript>")
	}
	if got := eval[string](b, `document.getElementById('link-answers').innerText`); !strings.Contains(got, "Rendering") || !strings.Contains(got, "3") {
		b.fatalf("the link's answers in words lack the task or the seats:\n%s", got)
	}
	if n := eval[int](b, `[...document.querySelectorAll('#picks .pick')].filter(e => e.offsetParent !== null).length`); n != 0 {
		b.fatalf("%d default picks shown for a link that was not read", n)
	}
	if v, u := eval[string](b, `document.getElementById('share-url').value`), b.location(); v != u {
		b.fatalf("the share field reads %q, not the page's address %q", v, u)
	}
	if n := wasmRequests(b); n != 0 {
		b.fatalf("app.wasm was requested %d times for a page that runs no wasm", n)
	}
}

// TestWasmFetchedOnce opens a share link as a visitor does: web/boot.js
// starts app.wasm's download from the page's head, and go-app's own fetch
// takes that download over rather than starting a second one.
func TestWasmFetchedOnce(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&model=llama-3.1-8b")
	if n := wasmRequests(b); n != 1 {
		b.fatalf("app.wasm was requested %d times, want once (the preload, taken over by go-app's fetch)", n)
	}
	if !eval[bool](b, `!!document.querySelector('link[rel="preload"][as="fetch"][href$="/web/app.wasm"]')`) {
		b.fatalf("no preload of app.wasm in the page's head")
	}
}

// wasmRequests counts the page's requests for app.wasm so far.
func wasmRequests(b *browser) int {
	n := 0
	for _, u := range b.requestsSoFar() {
		if strings.HasSuffix(u, "/web/app.wasm") {
			n++
		}
	}
	return n
}

// TestLinkWhenWasmBlocked blocks app.wasm (as an extension or a proxy does)
// and opens a share link: the start-up error says so and lists the link's
// answers in words, in place of the default answer's figures, which stay
// hidden, and in the page's language.
func TestLinkWhenWasmBlocked(t *testing.T) {
	for _, tc := range []struct{ lang, task, title string }{{"en", "Fine-tuning", "The answers in this link"}, {"zh", "微调", "此链接中的回答"}} {
		t.Run(tc.lang, func(t *testing.T) {
			b := newBrowser(t, serve(t, siteDir(t)))
			if err := chromedp.Listen(b.ctx, func(ev any) {
				if e, ok := ev.(*fetch.EventRequestPaused); ok {
					go chromedp.Call(b.ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: e.RequestID, ErrorReason: network.ErrorReasonBlockedByClient})
				}
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(b.ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*app.wasm*"}}}); err != nil {
				t.Fatalf("blocking app.wasm: %v", err)
			}
			b.do("navigating", chromedp.Navigate(b.base+"/?v=1&task=finetune&params=13&region=westeurope&unsure=tokens&lang="+tc.lang))
			b.waitFor("the start-up error", `(e => !!e && e.offsetParent !== null)(document.getElementById('app-load-error'))`, readyTimeout)
			b.saveAs("wasm-blocked-"+tc.lang, b.snap("wasm-blocked"))
			got := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('#app-load-error #link-answers'))`)
			for _, want := range []string{tc.title, tc.task, "13", "westeurope"} {
				if !strings.Contains(got, want) {
					b.fatalf("the link's answers in words lack %q:\n%s", want, got)
				}
			}
			if shown := eval[[]string](b, `[...document.querySelectorAll('#picks .pick, #sizing, #questions')].filter(e => e.offsetParent !== null).map(e => e.id || e.className)`); len(shown) > 0 {
				b.fatalf("the default answer's figures show beside the link's answers: %v", shown)
			}
			if v := eval[string](b, `document.getElementById('share-url').value`); strings.Contains(v, ":///") || !strings.Contains(v, "params=13") {
				b.fatalf("the share field reads %q", v)
			}
		})
	}
}

// TestWasmMissing serves a site without app.wasm: the page says it could not
// start and offers a Reload button, instead of a loader that never ends.
func TestWasmMissing(t *testing.T) {
	dir := copySite(t, siteDir(t))
	for _, f := range []string{"app.wasm", "app.wasm.gz"} {
		if err := os.Remove(filepath.Join(dir, "web", f)); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	loadFailure(t, dir, "wasm-missing", "could not be downloaded")
}

// TestWasmTruncated serves half of app.wasm: the same message, not a raw
// CompileError under "Loading… 100%".
func TestWasmTruncated(t *testing.T) {
	dir := copySite(t, siteDir(t))
	p := filepath.Join(dir, "web", "app.wasm")
	body, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, body[:len(body)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(p + ".gz")
	loadFailure(t, dir, "wasm-truncated", "damaged or incomplete")
}

// loadFailure opens a broken site and checks the error message and its
// Reload button, which reloads the page.
func loadFailure(t *testing.T, dir, name, reason string) {
	t.Helper()
	b := newBrowser(t, serve(t, dir))
	b.do("navigating", chromedp.Navigate(b.base+"/?v=1&task=render"))
	b.waitFor("the start-up error (#app-load-error)", `(e => !!e && e.offsetParent !== null)(document.getElementById('app-load-error'))`, readyTimeout)
	msg := eval[string](b, `document.getElementById('app-load-error').innerText`)
	png := b.snap(name)
	b.saveAs(name, png)
	if !strings.Contains(msg, "could not start") || !strings.Contains(msg, reason) || !strings.Contains(msg, "The answers in this link") {
		b.fatalf("the message does not say that the app could not start, why (%q) and what the link asks:\n%s", reason, msg)
	}
	if eval[bool](b, `document.getElementById('app-wasm-loader') !== null`) {
		b.fatalf("the loader is still on the page beside the error")
	}
	// The pre-rendered page is out of its <noscript>, but not the default
	// answers: the link asked another question.
	if eval[bool](b, `!!document.querySelector('#wizard noscript:not([data-default-answers])') || document.querySelector('#wizard > header .brand') === null`) {
		b.fatalf("the pre-rendered page is not shown")
	}
	if n := eval[int](b, `[...document.querySelectorAll('#picks .pick')].filter(e => e.offsetParent !== null).length`); n != 0 {
		b.fatalf("%d default picks shown beside the link's answers", n)
	}
	if !eval[bool](b, `document.activeElement && document.activeElement.id === 'app-reload'`) {
		b.t.Errorf("the Reload button does not have the focus")
	}
	t.Logf("%s: %s", b.since(), strings.ReplaceAll(msg, "\n", " | "))

	// Reload reloads: the marker set on this page is gone, the message back.
	b.do("marking the page", chromedp.Evaluate[chromedp.Void](`window.beforeReload = true`))
	b.click("#app-reload")
	deadline := time.Now().Add(readyTimeout)
	for {
		// Evaluations fail while the page navigates: try again.
		ctx, cancel := context.WithTimeout(b.ctx, 2*time.Second)
		again, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!window.beforeReload && document.getElementById('app-load-error') !== null`))
		cancel()
		if err == nil && again {
			break
		}
		if time.Now().After(deadline) {
			b.fatalf("Reload did not reload the page and show the message again (last error %v)", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("%s: Reload reloaded the page", b.since())
}

// copySite copies a built site into a temporary folder that a test may
// break.
func copySite(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "dist")
	err := files.CopyTree(src, dst, nil)
	if err != nil {
		t.Fatalf("copying the site: %v", err)
	}
	return dst
}

// TestContentSecurityPolicy serves the site with tools/serve (the CSP
// header and the <meta>), opens a share link, answers through the wizard,
// and checks that the browser reported no policy violation.
func TestContentSecurityPolicy(t *testing.T) {
	base := serveTool(t, siteDir(t))
	b := newBrowser(t, base)
	violations := watchCSP(t, b)

	resp, err := chromedp.Run(b.ctx, chromedp.NavigateResponse(b.base+"/?v=1&task=finetune&params=13&method=qlora&hours=200&spot=1&region=westeurope"))
	if err != nil {
		t.Fatalf("navigating: %v", err)
	}
	csp, _ := resp.Headers["Content-Security-Policy"].(string)
	for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "frame-ancestors 'none'", "base-uri 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("the page's Content-Security-Policy header lacks %q: %q", want, csp)
		}
	}
	if rp, _ := resp.Headers["Referrer-Policy"].(string); rp != "no-referrer" {
		t.Errorf("Referrer-Policy %q", rp)
	}
	if pp, _ := resp.Headers["Permissions-Policy"].(string); pp == "" {
		t.Errorf("no Permissions-Policy header")
	}
	b.waitFor(`#wizard[data-ready="1"] (the wasm running)`, `document.querySelector('#wizard[data-ready="1"]') !== null`, readyTimeout)
	b.waitFor("the share link's pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	if v := eval[string](b, `document.getElementById('params').value`); v != "13" {
		b.fatalf("#params is %q, want 13 from the link", v)
	}
	b.click("#task-render")
	b.waitFor("task=render", queryIs("task", "render"), waitTimeout)
	b.goStep(2, "#next", "hours")
	b.goStep(3, "#next", "region")
	b.goStep(4, "#next", "stack")
	b.click("#copy-link")
	b.do("opening every details", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('details').forEach(d => d.open = true)`))
	time.Sleep(time.Second) // late requests: service worker, manifest, icons
	if v := violations(); len(v) > 0 {
		b.fatalf("Content-Security-Policy violations:\n  %s", strings.Join(v, "\n  "))
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
	t.Logf("%s: no CSP violation; policy %s", b.since(), csp)
}

// watchCSP records the policy violations of the tab: the page's
// securitypolicyviolation events and the browser's log entries about the
// policy. It returns a function that reports them so far.
func watchCSP(t *testing.T, b *browser) func() []string {
	t.Helper()
	const listen = `addEventListener('securitypolicyviolation', e => (window.cspViolations = window.cspViolations || []).push(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber), true)`
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: listen}); err != nil {
		t.Fatalf("adding the CSP listener: %v", err)
	}
	if _, err := chromedp.Call(b.ctx, cdplog.Enable, cdp.Empty{}); err != nil {
		t.Fatalf("enabling the log: %v", err)
	}
	var logged []string
	err := chromedp.Listen(b.ctx, func(ev any) {
		if e, ok := ev.(*cdplog.EventEntryAdded); ok && e.Entry != nil && strings.Contains(e.Entry.Text, "Content Security Policy") {
			b.mu.Lock()
			logged = append(logged, "log: "+e.Entry.Text)
			b.mu.Unlock()
		}
	})
	if err != nil {
		t.Fatalf("listening to the log: %v", err)
	}
	return func() []string {
		b.t.Helper()
		var v []string
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		defer cancel()
		if got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.cspViolations || []`)); err == nil {
			v = got
		}
		b.mu.Lock()
		defer b.mu.Unlock()
		return append(v, logged...)
	}
}

// serveTool builds tools/serve and serves dir with it on a free loopback
// port, so that the test sees the headers it sends.
func serveTool(t *testing.T, dir string) string {
	t.Helper()
	base, _ := startServe(t, buildServe(t), dir, "127.0.0.1:0")
	return base
}

// buildServe builds tools/serve into the test's temporary folder.
func buildServe(t *testing.T) string {
	t.Helper()
	goCmd, err := goTool()
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(t.TempDir(), "serve")
	if out, err := exec.Command(goCmd, "build", "-o", exe, "github.com/azure-gpu-advisor/advisor/tools/serve").CombinedOutput(); err != nil {
		t.Fatalf("building tools/serve: %v\n%s", err, out)
	}
	return exe
}

// startServe runs tools/serve (exe) on dir at addr and returns its base URL
// and a function that stops it (also called at the test's end).
func startServe(t *testing.T, exe, dir, addr string) (string, func()) {
	t.Helper()
	cmd := exec.Command(exe, "-dir", dir, "-addr", addr)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting tools/serve: %v", err)
	}
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cmd.Process.Kill()
			cmd.Wait()
		})
	}
	t.Cleanup(stop)
	line := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if _, u, ok := strings.Cut(sc.Text(), ": http://"); ok {
				line <- "http://" + strings.TrimSuffix(u, "/")
			}
		}
		close(line)
	}()
	select {
	case u, ok := <-line:
		if !ok {
			t.Fatal("tools/serve exited without printing its address")
		}
		return u, stop
	case <-time.After(10 * time.Second):
		t.Fatal("tools/serve printed no address within 10 s")
	}
	return "", stop
}
