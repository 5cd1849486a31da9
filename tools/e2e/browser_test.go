//go:build !wasm

// Package e2e drives the built static site in headless Chromium. The tests
// run only when E2E_DIST names the built site (make test sets it); with it
// set, a missing Chromium or axe-core is a failure. Screenshots go to
// out/e2e/.
package e2e

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// browser is one headless Chromium with one tab on the test site, and what
// the tab reported: requests, failed responses, console errors, exceptions.
type browser struct {
	t     *testing.T
	ctx   context.Context
	base  string
	start time.Time
	shots []shot
	// unclickable lists the selectors already reported as out of reach.
	unclickable map[string]bool

	mu         sync.Mutex
	requests   []string
	badStatus  []string
	consoleErr []string
	exceptions []string
}

var allocatorFlags = []chromedp.ExecAllocatorOption{
	chromedp.Headless,
	chromedp.NoSandbox,
	chromedp.DisableGPU,
	chromedp.NoFirstRun,
	chromedp.NoDefaultBrowserCheck,
	chromedp.Flag("disable-dev-shm-usage", true),
	chromedp.Flag("disable-quic", true),
	chromedp.Flag("disable-background-networking", true),
	chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true),
	chromedp.WindowSize(1280, 800),
}

// newBrowser starts Chromium with a fresh profile. Everything it does is
// bounded by testTimeout. On failure, every screenshot taken so far and one
// of the final state are written to out/e2e/<test>-<step>.png.
func newBrowser(t *testing.T, base string) *browser {
	t.Helper()
	exe := chromiumPath(t)
	clearShots(t)
	profile := t.TempDir() // removed after the browser has exited (cleanups run last-in first-out)

	root, cancelRoot := context.WithTimeout(context.Background(), testTimeout)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], allocatorFlags...)
	opts = append(opts, chromedp.ExecPath(exe), chromedp.UserDataDir(profile))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(root, opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	b := &browser{t: t, ctx: ctx, base: base, start: time.Now()}
	t.Cleanup(func() {
		if t.Failed() {
			b.saveShots()
		}
		cancelTab()
		cancelAlloc()
		cancelRoot()
	})

	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("starting %s: %v", exe, err)
	}
	b.listen(ctx)
	t.Logf("%s: browser started", b.since())
	return b
}

// listen records what a tab reports, for assertions and failure messages.
func (b *browser) listen(ctx context.Context) {
	err := chromedp.Listen(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			b.requests = append(b.requests, ev.Request.URL)
		case *network.EventResponseReceived:
			if ev.Response.Status >= 400 {
				b.badStatus = append(b.badStatus, fmt.Sprintf("%d %s", ev.Response.Status, ev.Response.URL))
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				b.consoleErr = append(b.consoleErr, consoleText(ev))
			}
		case *runtime.EventExceptionThrown:
			b.exceptions = append(b.exceptions, exceptionText(ev))
		}
	})
	if err != nil {
		b.t.Fatalf("listening to the tab: %v", err)
	}
}

func consoleText(ev *runtime.EventConsoleAPICalled) string {
	var parts []string
	for _, a := range ev.Args {
		switch {
		case a.Description != "":
			parts = append(parts, a.Description)
		case len(a.Value) > 0:
			parts = append(parts, strings.Trim(string(a.Value), `"`))
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return "console." + string(ev.Type) + ": " + strings.Join(parts, " ")
}

func exceptionText(ev *runtime.EventExceptionThrown) string {
	d := ev.ExceptionDetails
	if d == nil {
		return "exception"
	}
	s := d.Text
	if d.Exception != nil && d.Exception.Description != "" {
		s += " " + d.Exception.Description
	}
	return fmt.Sprintf("%s (%s:%d:%d)", s, d.URL, d.LineNumber+1, d.ColumnNumber+1)
}

// report is what the tab said, for failure messages.
func (b *browser) report() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var sb strings.Builder
	for _, s := range b.exceptions {
		sb.WriteString("\n  exception: " + s)
	}
	for _, s := range b.consoleErr {
		sb.WriteString("\n  " + s)
	}
	for _, s := range b.badStatus {
		sb.WriteString("\n  response: " + s)
	}
	return sb.String()
}

func (b *browser) since() string {
	return time.Since(b.start).Round(10 * time.Millisecond).String()
}

// fatalf fails the test with what the tab reported; the cleanup saves the
// screenshots.
func (b *browser) fatalf(format string, args ...any) {
	b.t.Helper()
	b.snap("failure")
	b.t.Fatalf("%s: "+format+"%s", append(append([]any{b.since()}, args...), b.report())...)
}

func (b *browser) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, waitTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression and decodes its value.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript predicate until it is truthy.
func (b *browser) waitFor(what, expr string, timeout time.Duration) {
	b.t.Helper()
	poll := func(d time.Duration) error {
		_, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](expr,
			chromedp.WithPollingTimeout(d), chromedp.WithPollingInterval(50*time.Millisecond)))
		return err
	}
	start := time.Now()
	err := poll(timeout)
	if err != nil && strings.Contains(err.Error(), "Cannot find context with specified id") && time.Since(start) < timeout {
		// The document was replaced while the poll ran (a navigation that
		// had not settled): poll the new one for the time left.
		b.t.Logf("%s: %s: the document changed while waiting; waiting on the new one", b.since(), what)
		err = poll(timeout - time.Since(start))
	}
	if err != nil {
		b.fatalf("waiting for %s: %v", what, err)
	}
}

// open loads a page of the site and waits until the wasm has rendered it:
// only the client sets data-ready="1", the pre-rendered HTML does not.
func (b *browser) open(pathAndQuery string) {
	b.t.Helper()
	b.do("navigating to "+pathAndQuery, chromedp.Navigate(b.base+pathAndQuery))
	b.waitFor(`#wizard[data-ready="1"] (the wasm running)`, `document.querySelector('#wizard[data-ready="1"]') !== null`, readyTimeout)
	b.t.Logf("%s: %s ready", b.since(), pathAndQuery)
}

// click clicks the element that a CSS selector finds with the mouse, as a
// person does, after checking that a person could: once scrolled into view,
// its centre must be inside the viewport and not under another element.
// When it is not, the test fails (with a screenshot of the viewport), and the
// element is clicked from JavaScript so that the rest of the test still runs.
func (b *browser) click(sel string) {
	b.t.Helper()
	b.do("waiting for "+sel, chromedp.WaitVisible(chromedp.CSS(sel)))
	why := eval[string](b, fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		e.scrollIntoView({block: 'center', inline: 'center'});
		const r = e.getBoundingClientRect();
		const x = r.left + r.width / 2, y = r.top + r.height / 2;
		if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
			return 'its centre (' + Math.round(x) + ', ' + Math.round(y) + ') stays outside the ' + innerWidth + 'x' + innerHeight +
				' viewport after scrolling it into view (scrollY ' + Math.round(scrollY) + ' of ' + (document.documentElement.scrollHeight - innerHeight) + ')';
		}
		const h = document.elementFromPoint(x, y);
		if (h === e || e.contains(h)) return '';
		return 'its centre is covered by ' + (h ? h.tagName.toLowerCase() + (h.id ? '#' + h.id : '') + (h.className ? '.' + String(h.className).trim().split(/\s+/).join('.') : '') : 'nothing');
	})()`, sel))
	if why == "" {
		b.do("clicking "+sel, chromedp.Click(chromedp.CSS(sel)))
		return
	}
	if !b.unclickable[sel] {
		if b.unclickable == nil {
			b.unclickable = map[string]bool{}
		}
		b.unclickable[sel] = true
		name := strings.Trim(nonWordRE.ReplaceAllString(sel, "-"), "-")
		if png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot()); err == nil {
			b.saveAs(fileName(b.t)+"-unclickable-"+name, png)
		}
		b.t.Errorf("%s: a person cannot click %s: %s; clicked from JavaScript to go on", b.since(), sel, why)
	}
	b.do("clicking "+sel+" from JavaScript", chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).click()`, sel)))
}

var nonWordRE = regexp.MustCompile(`[^A-Za-z0-9]+`)

// typeInto replaces the text of an input as a person does: select what is
// there, type over it, then Tab away (which fires change).
func (b *browser) typeInto(id, text string) {
	b.t.Helper()
	b.do("typing into #"+id,
		chromedp.WaitVisible(chromedp.ID(id)),
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(e => { e.focus(); e.select(); })(document.getElementById(%q))`, id)),
		chromedp.SendKeys(chromedp.ID(id), text),
		chromedp.SendKeys(chromedp.ID(id), "\t"),
	)
}

// choose picks an option of a select as a person does with the mouse: the
// value changes, then input and change fire.
func (b *browser) choose(id, value string) {
	b.t.Helper()
	ok := eval[bool](b, fmt.Sprintf(`(() => {
		const e = document.getElementById(%q);
		if (!e || ![...e.options].some(o => o.value === %q)) return false;
		e.focus();
		e.value = %q;
		e.dispatchEvent(new Event('input', {bubbles: true}));
		e.dispatchEvent(new Event('change', {bubbles: true}));
		return true;
	})()`, id, value, value))
	if !ok {
		b.fatalf("#%s has no option %q", id, value)
	}
}

// pick is what a result card shows in its attributes and text.
type pick struct {
	Size   string `json:"size"`
	Region string `json:"region"`
	Model  string `json:"model"`
	Hour   string `json:"hour"`
	Month  string `json:"month"`
	Total  string `json:"total"`
	Text   string `json:"text"`
}

func (p pick) String() string {
	return fmt.Sprintf("%s %s %s $%s/h $%s/mo $%s", p.Size, p.Region, p.Model, p.Hour, p.Month, p.Total)
}

const picksJS = `[...document.querySelectorAll('#picks .pick')].map(e => ({
	size: e.getAttribute('data-size'), region: e.getAttribute('data-region'), model: e.getAttribute('data-model'),
	hour: e.getAttribute('data-usd-hour'), month: e.getAttribute('data-usd-month'), total: e.getAttribute('data-usd-total'),
	text: e.innerText }))`

func (b *browser) picks() []pick {
	b.t.Helper()
	return eval[[]pick](b, picksJS)
}

// notices returns the text of every notice with its data-code.
func (b *browser) notices() []string {
	b.t.Helper()
	return eval[[]string](b, `[...document.querySelectorAll('#notices .notice')].map(e => (e.getAttribute('data-code') || '') + ': ' + e.innerText)`)
}

func (b *browser) location() string {
	b.t.Helper()
	u, err := chromedp.Run(b.ctx, chromedp.Location())
	if err != nil {
		b.fatalf("reading the location: %v", err)
	}
	return u
}

// errorsSoFar returns the exceptions and console errors the tab reported.
func (b *browser) errorsSoFar() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append(append([]string(nil), b.exceptions...), b.consoleErr...)
}

func (b *browser) requestsSoFar() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.requests...)
}
