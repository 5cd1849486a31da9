//go:build !wasm

// Command benchweb measures how long a share link takes to show its top
// pick, against a go-app hello world built from the same go-app version with
// the same flags and served the same way (make bench-web):
//
//	go run ./tools/benchweb [-app dist] [-runs 5] [-query 'v=1&task=inference'] [-out out/bench-web.txt]
//
// It builds the hello world (tools/benchweb/hello), pre-renders its page and
// compresses it as tools/site does the app, then serves both sites with
// tools/serve in three ways: no compressed copies (raw), gzip copies only,
// and gzip and Brotli copies (br). Headless Chromium loads each site in a
// fresh browser context (empty cache, no service worker), interleaved: one
// round of every site and mode, -runs times, after a warm-up round that is
// not counted. It prints medians: the time from navigation to the hello
// world's text and to the app's top pick on screen (painted: the end of the
// first animation frame after they are in the page), their ratio, the wasm sizes, and the app's
// start step by step from the performance marks that web/boot.js,
// wasm/main.go and app/ui put on the timeline.
//
// Then, as on a mid-range phone over slow 4G (a 390×844 mobile viewport,
// the CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up and 150 ms RTT, as
// Chromium emulates them), served with Brotli, -phone-runs times: the time
// until the link's quote (its top pick as quoted, shown by web/boot.js
// before app.wasm arrives, docs/quote.md) is on screen, and until the
// answer is, against the hello world's text.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/catalog"
	"github.com/azure-gpu-advisor/advisor/tools/benchweb/hello"
	"github.com/azure-gpu-advisor/advisor/tools/internal/files"
	"github.com/azure-gpu-advisor/advisor/tools/internal/precompress"
)

func main() {
	var c config
	flag.StringVar(&c.app, "app", "dist", "the app's built site (make build)")
	flag.IntVar(&c.runs, "runs", 5, "measured runs per site and mode")
	flag.IntVar(&c.phoneRuns, "phone-runs", 3, "measured runs per site on the emulated phone over slow 4G (0: none)")
	flag.StringVar(&c.query, "query", defaultQuery, "the share link's query")
	flag.StringVar(&c.out, "out", "out/bench-web.txt", "report file (also printed)")
	flag.StringVar(&c.work, "work", "out/bench-web", "working folder (replaced)")
	flag.IntVar(&c.brotli, "brotli", precompress.Default.BrotliQuality, "Brotli quality of the hello world's .br copies; use the app's (make build: BROTLI)")
	flag.StringVar(&c.chromium, "chromium", "", "Chromium to run (default: chromium on the PATH)")
	flag.Parse()
	if flag.NArg() > 0 || c.runs < 1 || c.phoneRuns < 0 {
		fmt.Fprintln(os.Stderr, "benchweb: see -h")
		os.Exit(2)
	}
	if err := run(c); err != nil {
		fmt.Fprintln(os.Stderr, "benchweb:", err)
		os.Exit(1)
	}
}

// defaultQuery is the link the page writes for the inference defaults (all
// regions): the heaviest default re-rank.
const defaultQuery = "v=1&task=inference"

type config struct {
	app, query, out, work, chromium string
	runs, phoneRuns, brotli         int
}

// modes are the ways both sites are served: which precompressed copies the
// server has.
var modes = []struct {
	name string
	keep func(name string) bool // which files of the site the mode serves
}{
	{"raw", func(n string) bool { return !strings.HasSuffix(n, ".gz") && !strings.HasSuffix(n, ".br") }},
	{"gzip", func(n string) bool { return !strings.HasSuffix(n, ".br") }},
	{"br", func(string) bool { return true }},
}

// site is one of the two pages measured.
type site struct {
	name string
	dir  string // built site
	path string // what to open: "/" or the share link
	// shown is true once the page shows its answer, rendered by the wasm;
	// first is true at the wasm's first render; quote, once the link's
	// quote is in the page (the app on the phone).
	shown, first, quote string
	urls                map[string]string // mode -> base URL
}

func run(c config) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	if _, err := os.Stat(filepath.Join(c.app, "web", "app.wasm")); err != nil {
		return fmt.Errorf("no built app in %s (make build): %w", c.app, err)
	}
	if err := os.RemoveAll(c.work); err != nil {
		return err
	}
	if err := os.MkdirAll(c.work, 0o755); err != nil {
		return err
	}
	log := func(format string, args ...any) { fmt.Fprintf(os.Stderr, "benchweb: "+format+"\n", args...) }

	log("building the hello world and tools/serve")
	helloWasm := filepath.Join(c.work, "hello.wasm")
	serveBin := filepath.Join(c.work, "serve")
	if err := goBuild(ctx, helloWasm, "./tools/benchweb/hello/wasm", "GOOS=js", "GOARCH=wasm"); err != nil {
		return err
	}
	if err := goBuild(ctx, serveBin, "./tools/serve"); err != nil {
		return err
	}
	helloDir := filepath.Join(c.work, "hello")
	if err := generateHello(helloDir, helloWasm, c.app, precompress.Options{BrotliQuality: c.brotli}); err != nil {
		return fmt.Errorf("the hello world's site: %w", err)
	}

	sites := []*site{
		{name: "hello world", dir: helloDir, path: "/",
			shown: `(e => !!e && e.textContent === ` + jsString(hello.Text) + `)(document.getElementById('hello'))`},
		{name: "app", dir: c.app, path: "/?" + c.query,
			// The answer is on screen when the wasm has written it: before
			// go-app starts (ui.AnswerFirst, data-early) or in go-app's page
			// (data-client), which is in place, interactive, at "first".
			first: `document.querySelector('#wizard[data-client="1"]') !== null`,
			shown: `document.querySelector('#wizard:is([data-client="1"],[data-early="1"]) #picks .pick[data-size]') !== null`},
	}
	for _, s := range sites {
		s.urls = map[string]string{}
		for _, m := range modes {
			dir := filepath.Join(c.work, "sites", strings.ReplaceAll(s.name, " ", "-")+"-"+m.name)
			if err := linkTree(s.dir, dir, m.keep); err != nil {
				return err
			}
			u, stop, err := startServer(ctx, serveBin, dir)
			if err != nil {
				return err
			}
			defer stop()
			s.urls[m.name] = u
		}
	}

	b, err := startBrowser(ctx, c.chromium)
	if err != nil {
		return err
	}
	defer b.stop()

	loadBefore := loadAverage()
	results := map[string][]measure{} // site/mode -> runs
	for round := 0; round <= c.runs; round++ {
		order := sites
		if round%2 == 1 { // alternate which site goes first
			order = []*site{sites[1], sites[0]}
		}
		for _, m := range modes {
			for _, s := range order {
				r, err := b.measure(ctx, s.urls[m.name]+strings.TrimPrefix(s.path, "/"), s, false)
				if err != nil {
					return fmt.Errorf("%s (%s), round %d: %w", s.name, m.name, round, err)
				}
				if round == 0 {
					continue // warm-up
				}
				key := s.name + "/" + m.name
				results[key] = append(results[key], r)
				log("round %d/%d %-5s %-11s %6.0f ms  %s", round, c.runs, m.name, s.name, r.Painted, r.Pick)
			}
		}
	}

	// The phone: the link as the page writes it, with its quote.
	phone := map[string][]measure{}
	unthrottled := 0
	if c.phoneRuns > 0 {
		link, err := quotedLink(c.query)
		if err != nil {
			return err
		}
		app := *sites[1]
		app.path, app.quote = "/"+link, `document.getElementById('link-quote') !== null`
		for round := 0; round <= c.phoneRuns; round++ {
			for _, s := range []*site{sites[0], &app} {
				var r measure
				for try := 0; ; try++ {
					r, err = b.measure(ctx, s.urls["br"]+strings.TrimPrefix(s.path, "/"), s, true)
					if err != nil {
						return fmt.Errorf("%s on the phone, round %d: %w", s.name, round, err)
					}
					if throttled(r) {
						break
					}
					unthrottled++
					log("phone round %d/%d %-11s not a phone's run (app.wasm %.0f B in %.0f ms, answer at %.0f ms)", round, c.phoneRuns, s.name, r.WasmBytes, r.WasmEnd-r.WasmStart, r.Painted)
					if try == 2 {
						break
					}
				}
				if round == 0 || !throttled(r) {
					continue // a warm-up, or a run the emulated network did not time: not a phone's figure
				}
				phone[s.name] = append(phone[s.name], r)
				log("phone round %d/%d %-11s quote %6.0f ms, answer %6.0f ms", round, c.phoneRuns, s.name, r.QuotePainted, r.Painted)
			}
		}
	}

	log("input → results: %d changes of the project's months after %d to warm up", inputRuns, inputWarmUp)
	latencies, err := b.inputLatency(ctx, sites[1].urls["br"]+"?"+c.query+"&step=2")
	if err != nil {
		return fmt.Errorf("input → results: %w", err)
	}

	sizes, err := wasmSizes(sites)
	if err != nil {
		return err
	}
	var rep strings.Builder
	report(&rep, c, b.version, sizes, results)
	if c.phoneRuns > 0 {
		phoneReport(&rep, c, phone, unthrottled)
	}
	fmt.Fprintf(&rep, "\ninput → updated top pick on screen (the project's months changed and committed, %d times, in the page opened on step 2; goal p95 ≤ 50 ms)\n", inputRuns)
	fmt.Fprintf(&rep, "p50 %s ms, p95 %s ms, max %s ms\n\n", ms(percentile(latencies, 50)), ms(percentile(latencies, 95)), ms(percentile(latencies, 100)))
	// Other work on the machine slows the app (more CPU) more than the hello
	// world: the load says how far to trust a run.
	fmt.Fprintf(&rep, "load average (1 min) before the runs %s, after %s\n", loadBefore, loadAverage())
	if err := os.MkdirAll(filepath.Dir(c.out), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(c.out, []byte(rep.String()), 0o644); err != nil {
		return err
	}
	fmt.Print(rep.String())
	return nil
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// goBuild builds a package with the app's flags.
func goBuild(ctx context.Context, out, pkg string, env ...string) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, pkg)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build %s: %w", pkg, err)
	}
	return nil
}

// generateHello writes the hello world's site as tools/site writes the
// app's: go-app's pages and scripts, web/app.wasm with its length for the
// progress bar, the .gz and .br copies, and the app's own _headers, so that
// tools/serve sends both the same security headers.
func generateHello(out, wasm, appDir string, o precompress.Options) error {
	info, err := os.Stat(wasm)
	if err != nil {
		return err
	}
	hello.Register()
	h := &app.Handler{
		Name:              "Hello",
		Title:             "Hello",
		Icon:              app.Icon{Default: "/web/icon-192.png", SVG: "/web/icon.svg"}, // go-app's default is on another site
		WasmContentLength: fmt.Sprint(info.Size()),
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	for src, dst := range map[string]string{
		wasm:                                     "web/app.wasm",
		filepath.Join(appDir, "web", "icon.svg"): "web/icon.svg",
		filepath.Join(appDir, "web", "icon-192.png"): "web/icon-192.png",
		filepath.Join(appDir, "_headers"):            "_headers",
	} {
		if err := files.Copy(src, filepath.Join(out, dst)); err != nil {
			return err
		}
	}
	_, err = precompress.Dir(out, o)
	return err
}

// linkTree makes dst a copy of src's files that keep accepts, as hard links
// (copies where links fail).
func linkTree(src, dst string, keep func(string) bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() || !keep(d.Name()) {
			return nil
		}
		if os.Link(p, target) == nil {
			return nil
		}
		return files.Copy(p, target)
	})
}

// startServer runs tools/serve on a free loopback port and returns its URL.
func startServer(ctx context.Context, bin, dir string) (string, func(), error) {
	cmd := exec.CommandContext(ctx, bin, "-dir", dir, "-addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	_, u, ok := strings.Cut(strings.TrimSpace(line), ": ")
	if err != nil || !ok || !strings.HasPrefix(u, "http://") {
		stop()
		return "", nil, fmt.Errorf("tools/serve on %s said %q: %v", dir, line, err)
	}
	go io.Copy(io.Discard, stdout)
	return u, stop, nil
}

type browser struct {
	ctx     context.Context
	stop    func()
	version string
}

func startBrowser(ctx context.Context, exe string) (*browser, error) {
	if exe == "" {
		for _, name := range []string{"chromium", "chromium-browser"} {
			if p, err := exec.LookPath(name); err == nil {
				exe = p
				break
			}
		}
	}
	if exe == "" {
		return nil, errors.New("cannot find Chromium: run make chromium, or give -chromium")
	}
	profile, err := os.MkdirTemp("", "benchweb-profile-")
	if err != nil {
		return nil, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.UserDataDir(profile),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 800),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	b := &browser{ctx: bctx, stop: func() {
		cancelBrowser()
		cancelAlloc()
		os.RemoveAll(profile)
	}}
	if err := chromedp.Do(bctx); err != nil { // starts the browser
		b.stop()
		return nil, fmt.Errorf("starting %s: %w", exe, err)
	}
	if v, err := chromedp.CallBrowser(bctx, cdpbrowser.GetVersion, cdp.Empty{}); err == nil {
		b.version = v.Product
	}
	return b, nil
}

// measure is one page load: times in ms since the navigation started.
type measure struct {
	First, Shown, Frame, Painted float64 // go-app's first render, answer in the page, the next frame, that frame painted
	Quote, QuotePainted          float64 // the link's quote in the page, and painted (-1: not shown)
	HTMLEnd                      float64
	WasmStart, WasmEnd           float64
	WasmBytes                    float64 // bytes transferred for app.wasm
	Marks                        map[string]float64
	Pick                         string
}

// observer is put in the page before its own scripts: it notes when the
// answer first appears, the animation frame after that, and when that
// frame has been painted.
//
// The animation frame's callbacks run before that frame's style, layout and
// paint, so the answer is painted when the frame's rendering task ends: a
// task of the highest priority posted from the callback runs right after it,
// before whatever the page queued (the app's go-app start, for one).
const observer = `(() => {
  const b = window.__bench = {first: -1, shown: -1, frame: -1, painted: -1, quote: -1, quotePainted: -1};
  const first = () => FIRST, shown = () => SHOWN, quote = () => QUOTE;
  const painted = set => requestAnimationFrame(() => scheduler.postTask(set, {priority: 'user-blocking'}));
  const check = () => {
    if (b.first < 0 && first()) b.first = performance.now();
    if (b.quote < 0 && quote()) {
      b.quote = performance.now();
      painted(() => { b.quotePainted = performance.now(); });
    }
    if (b.shown < 0 && shown()) {
      b.shown = performance.now();
      requestAnimationFrame(() => {
        b.frame = performance.now();
        scheduler.postTask(() => { b.painted = performance.now(); }, {priority: 'user-blocking'});
      });
    }
    if (b.first >= 0 && b.shown >= 0) obs.disconnect();
  };
  const obs = new MutationObserver(check);
  obs.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
})();`

// markNames are the marks of the app's start, in order.
var markNames = []string{"wasm-instantiate", "wasm-ready", "go-run", "go-main", "app-init", "catalog-loaded", "advise", "advised"}

const collect = `JSON.stringify((() => {
  const mark = n => { const e = performance.getEntriesByName(n, 'mark')[0]; return e ? e.startTime : -1; };
  const nav = performance.getEntriesByType('navigation')[0];
  const w = performance.getEntriesByType('resource').find(e => /\/app\.wasm$/.test(e.name));
  const pick = document.querySelector('#picks .pick');
  return {
    First: __bench.first, Shown: __bench.shown, Frame: __bench.frame, Painted: __bench.painted,
    Quote: __bench.quote, QuotePainted: __bench.quotePainted,
    HTMLEnd: nav ? nav.responseEnd : -1,
    WasmStart: w ? w.startTime : -1, WasmEnd: w ? w.responseEnd : -1, WasmBytes: w ? w.transferSize : -1,
    Marks: Object.fromEntries(MARKS.map(n => [n, mark(n)])),
    Pick: pick ? [pick.dataset.size, pick.dataset.region, pick.dataset.model, pick.dataset.usdMonth].join(' ') : '',
  };
})())`

func (b *browser) measure(ctx context.Context, url string, s *site, phone bool) (measure, error) {
	first, quote := s.first, s.quote
	if first == "" {
		first = s.shown
	}
	if quote == "" {
		quote = "false"
	}
	script := strings.NewReplacer("FIRST", first, "SHOWN", s.shown, "QUOTE", quote).Replace(observer)
	marks, _ := json.Marshal(markNames)
	tab, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	tab, cancelTimeout := context.WithTimeout(tab, 90*time.Second)
	defer cancelTimeout()
	var m measure
	if _, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		return m, err
	}
	if phone {
		if err := emulatePhone(tab); err != nil {
			return m, err
		}
	}
	err := chromedp.Do(tab,
		chromedp.Navigate(url),
		chromedp.Poll[chromedp.Void](`window.__bench && window.__bench.painted >= 0 && window.__bench.first >= 0 && (window.__bench.quote < 0 || window.__bench.quotePainted >= 0)`, chromedp.WithPollingTimeout(75*time.Second)),
	)
	if err != nil {
		return m, fmt.Errorf("%s: %w", url, err)
	}
	raw, err := chromedp.Run(tab, chromedp.Evaluate[string](strings.Replace(collect, "MARKS", string(marks), 1)))
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		return m, err
	}
	return m, nil
}

// inputRuns changes of an answer are timed, after inputWarmUp untimed ones.
const inputRuns, inputWarmUp = 40, 5

// changeMonths sets the project's months to 6 and 24 in turn, as a person
// types and leaves the field, and resolves with the milliseconds from the
// change to the end of the frame that painted the changed top pick (6 months: pay as you go;
// 24: a one-year reservation). Each change starts from a settled page (the
// rest of the page has caught up with the last answer, data-ready="1"), as
// a person's next entry does.
const changeMonths = `(async n => {
  const field = document.getElementById('months');
  const pick = () => document.querySelector('#picks .pick');
  const seen = p => p ? [p.dataset.size, p.dataset.model, p.dataset.usdMonth, p.dataset.usdTotal].join(' ') : '';
  const settled = () => new Promise(resolve => {
    const check = () => document.querySelector('#wizard[data-ready="1"]') ? setTimeout(resolve, 50) : requestAnimationFrame(check);
    check();
  });
  const out = [];
  for (let i = 0; i < n; i++) {
    await settled();
    const before = seen(pick());
    const updated = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the top pick did not change')), 10000);
      const obs = new MutationObserver(() => {
        const p = pick();
        if (p && seen(p) !== before) {
          obs.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => scheduler.postTask(() => resolve(performance.now()), {priority: 'user-blocking'}));
        }
      });
      obs.observe(document.getElementById('wizard'), {subtree: true, childList: true, attributes: true, attributeFilter: ['data-size', 'data-model', 'data-usd-month', 'data-usd-total']});
    });
    const t0 = performance.now();
    field.value = field.value === '6' ? '24' : '6';
    field.dispatchEvent(new Event('input', {bubbles: true}));
    field.dispatchEvent(new Event('change', {bubbles: true}));
    out.push((await updated) - t0);
  }
  return JSON.stringify(out);
})(N)`

// inputLatency opens the link once it is fully in (data-ready) and times
// inputRuns changes of an answer.
func (b *browser) inputLatency(ctx context.Context, url string) ([]float64, error) {
	tab, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	tab, cancelTimeout := context.WithTimeout(tab, 5*time.Minute)
	defer cancelTimeout()
	if err := chromedp.Do(tab,
		chromedp.Navigate(url),
		chromedp.Poll[chromedp.Void](`document.querySelector('#wizard[data-ready="1"] #months') !== null`, chromedp.WithPollingTimeout(60*time.Second)),
	); err != nil {
		return nil, err
	}
	run := func(n int) ([]float64, error) {
		raw, err := chromedp.Run(tab, chromedp.Evaluate[string](strings.Replace(changeMonths, "(N)", "("+strconv.Itoa(n)+")", 1), chromedp.EvalAwaitPromise))
		if err != nil {
			return nil, err
		}
		var out []float64
		return out, json.Unmarshal([]byte(raw), &out)
	}
	if _, err := run(inputWarmUp); err != nil {
		return nil, err
	}
	return run(inputRuns)
}

type sizes struct{ raw, gz, br int64 }

func wasmSizes(sites []*site) (map[string]sizes, error) {
	out := map[string]sizes{}
	for _, s := range sites {
		var z sizes
		for ext, p := range map[string]*int64{"": &z.raw, ".gz": &z.gz, ".br": &z.br} {
			info, err := os.Stat(filepath.Join(s.dir, "web", "app.wasm"+ext))
			if err != nil {
				*p = -1
				continue
			}
			*p = info.Size()
		}
		out[s.name] = z
	}
	return out, nil
}

// report writes the figures: sizes, times and the app's start.
func report(w io.Writer, c config, chromium string, sz map[string]sizes, res map[string][]measure) {
	med := func(key string, f func(measure) float64) float64 {
		var vs []float64
		for _, m := range res[key] {
			if v := f(m); v >= 0 {
				vs = append(vs, v)
			}
		}
		return median(vs)
	}
	fmt.Fprintf(w, "make bench-web, %s\n", time.Now().UTC().Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(w, "machine: %s, %d cores, %s/%s; %s; go-app %s\n", cpuModel(), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, chromium, goAppVersion())
	fmt.Fprintf(w, "%d interleaved runs per site and mode after a warm-up round, medians; loopback, tools/serve, fresh browser context per run\n", c.runs)
	fmt.Fprintf(w, "app: /?%s, built by make build    hello world: tools/benchweb/hello, same go-app, -trimpath -ldflags='-s -w' (the app's own flags differ only for its own packages)\n\n", c.query)

	h, a := sz["hello world"], sz["app"]
	fmt.Fprintln(w, "wasm bytes")
	fmt.Fprintln(w, row("", "raw", "gzip -9", "brotli"))
	fmt.Fprintln(w, row("hello world", bytesN(h.raw), bytesN(h.gz), bytesN(h.br)))
	fmt.Fprintln(w, row("app", bytesN(a.raw), bytesN(a.gz), bytesN(a.br)))
	fmt.Fprintln(w, row("app / hello world (goal: gzip ≤ 1.25×)", ratio(float64(a.raw), float64(h.raw)), ratio(float64(a.gz), float64(h.gz)), ratio(float64(a.br), float64(h.br))))
	fmt.Fprintln(w)

	fmt.Fprintln(w, "ms from navigation to the answer on screen (hello world: its text; app: the link's top pick); goal app/hello ≤ 1.3×")
	fmt.Fprintln(w, row("served", "hello world", "app", "app/hello", "", "round by round"))
	frame := func(m measure) float64 { return m.Frame }
	painted := func(m measure) float64 { return m.Painted }
	all := func(key string) (vs []float64) {
		for _, m := range res[key] {
			vs = append(vs, m.Painted)
		}
		return vs
	}
	for _, m := range modes {
		hv, av := med("hello world/"+m.name, painted), med("app/"+m.name, painted)
		fmt.Fprintln(w, row(m.name, ms(hv), ms(av), ratio(av, hv), "", spread(all("app/"+m.name), all("hello world/"+m.name))))
	}
	fmt.Fprintln(w)

	fmt.Fprintln(w, "the app's start, medians in ms: each step's end since navigation, and its own length")
	header := []string{"step"}
	for _, m := range modes {
		header = append(header, m.name+" at", "took")
	}
	fmt.Fprintln(w, row6(header...))
	mark := func(n string) func(measure) float64 { return func(m measure) float64 { return m.Marks[n] } }
	steps := []struct {
		name     string
		at, took func(measure) float64
	}{
		{"page (HTML) received", func(m measure) float64 { return m.HTMLEnd }, func(m measure) float64 { return m.HTMLEnd }},
		{"wasm fetch", func(m measure) float64 { return m.WasmEnd }, func(m measure) float64 { return span(m.WasmStart, m.WasmEnd) }},
		{"compile+instantiate (call to end)", mark("wasm-ready"), func(m measure) float64 { return span(m.Marks["wasm-instantiate"], m.Marks["wasm-ready"]) }},
		{"  of which after the download", mark("wasm-ready"), func(m measure) float64 { return span(m.WasmEnd, m.Marks["wasm-ready"]) }},
		{"Go init (runtime, package inits)", mark("go-main"), func(m measure) float64 { return span(m.Marks["go-run"], m.Marks["go-main"]) }},
		{"to the page's init", mark("app-init"), func(m measure) float64 { return span(m.Marks["go-main"], m.Marks["app-init"]) }},
		{"catalog load", mark("catalog-loaded"), func(m measure) float64 { return span(m.Marks["app-init"], m.Marks["catalog-loaded"]) }},
		{"read the link", mark("advise"), func(m measure) float64 { return span(m.Marks["catalog-loaded"], m.Marks["advise"]) }},
		{"first advise", mark("advised"), func(m measure) float64 { return span(m.Marks["advise"], m.Marks["advised"]) }},
		{"first render (top pick in the page)", func(m measure) float64 { return m.Shown }, func(m measure) float64 { return span(m.Marks["advised"], m.Shown) }},
		{"to the next frame", frame, func(m measure) float64 { return span(m.Shown, m.Frame) }},
		{"that frame painted: top pick on screen", painted, func(m measure) float64 { return span(m.Frame, m.Painted) }},
		{"go-app's page in place (interactive)", func(m measure) float64 { return m.First }, func(m measure) float64 { return span(m.Shown, m.First) }},
	}
	for _, st := range steps {
		cells := []string{st.name}
		for _, m := range modes {
			key := "app/" + m.name
			cells = append(cells, ms(med(key, st.at)), ms(med(key, st.took)))
		}
		fmt.Fprintln(w, row6(cells...))
	}
	cells := []string{"wasm bytes transferred"}
	for _, m := range modes {
		cells = append(cells, bytesN(int64(med("app/"+m.name, func(m measure) float64 { return m.WasmBytes }))), "")
	}
	fmt.Fprintln(w, row6(cells...))
	if rs := res["app/br"]; len(rs) > 0 {
		fmt.Fprintf(w, "\ntop pick shown: %s\n", rs[len(rs)-1].Pick)
	}
}

func row6(cells ...string) string {
	out := fmt.Sprintf("%-37s", cells[0])
	for _, c := range cells[1:] {
		out += fmt.Sprintf("%9s", c)
	}
	return out
}

// loadAverage is the 1-minute load average, "?" where unknown.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func goAppVersion() string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", "github.com/maxence-charriere/go-app/v10").Output()
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}

// The phone of the phone runs: a mid-range one over slow 4G, as Chromium's
// DevTools emulate it (their "Slow 4G": 1.6 Mbit/s down, 750 kbit/s up,
// 150 ms RTT; a CPU 4× slower than this machine's).
const (
	phoneCPUSlowdown = 4
	phoneLatencyMs   = 150
	phoneDownBytes   = 1.6e6 / 8
	phoneUpBytes     = 750e3 / 8
)

// emulatePhone makes a tab that phone, before it navigates. The page's
// requests bypass service workers: go-app's worker, registered at once by
// the hello world, downloads app.wasm itself, outside the tab's emulated
// network, and claims the page, whose own download then came from its
// cache in a second; on a phone both downloads share the slow link.
func emulatePhone(tab context.Context) error {
	if _, err := chromedp.Call(tab, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		return err
	}
	if err := chromedp.Do(tab, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile)); err != nil {
		return err
	}
	if _, err := chromedp.Call(tab, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: phoneCPUSlowdown}); err != nil {
		return err
	}
	_, err := chromedp.Call(tab, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Latency: phoneLatencyMs, DownloadThroughput: phoneDownBytes, UploadThroughput: phoneUpBytes}},
	})
	return err
}

// quotedLink is the share link the page writes for a query: the answers as
// the engine understood them and its top pick's quote (as the CLI's
// share_link).
func quotedLink(query string) (string, error) {
	c, err := catalog.Load()
	if err != nil {
		return "", err
	}
	st, _ := share.Decode(query)
	r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: time.Now().UTC().Format("2006-01-02")})
	st = share.Answered(c, st, r)
	if st.Quote == "" {
		return "", fmt.Errorf("%s has no top pick to quote", query)
	}
	return "?" + share.Encode(st), nil
}

// throttled says whether a phone run is one: its app.wasm came over the
// emulated network (its bytes took at least nine tenths of the time the
// emulated bandwidth allows, not a service worker's cache), and the answer
// was painted after it (the wasm's, not the pre-rendered page's text). Any
// other run is measured again, and left out after three tries.
func throttled(m measure) bool {
	return m.WasmBytes > 0 && m.WasmEnd-m.WasmStart >= 0.9*1000*m.WasmBytes/phoneDownBytes && m.Painted >= m.WasmEnd
}

// phoneReport writes the phone's figures.
func phoneReport(w io.Writer, c config, res map[string][]measure, unthrottled int) {
	med := func(key string, f func(measure) float64) float64 {
		var vs []float64
		for _, m := range res[key] {
			if v := f(m); v >= 0 {
				vs = append(vs, v)
			}
		}
		return median(vs)
	}
	quote := func(m measure) float64 { return m.QuotePainted }
	painted := func(m measure) float64 { return m.Painted }
	fmt.Fprintf(w, "\na phone over slow 4G: %d×%d mobile viewport, CPU %d× slower, %.1f Mbit/s down, %.0f kbit/s up, %d ms RTT (Chromium's emulation); served with br;\n",
		390, 844, phoneCPUSlowdown, phoneDownBytes*8/1e6, phoneUpBytes*8/1e3, phoneLatencyMs)
	fmt.Fprintf(w, "the app's link as the page writes it, with its quote; %d runs per site after a warm-up, medians\n", c.phoneRuns)
	hv, av, qv := med("hello world", painted), med("app", painted), med("app", quote)
	fmt.Fprintln(w, row("", "hello world", "app", "app/hello", "goal"))
	fmt.Fprintln(w, row("quoted pick on screen (ms)", "", ms(qv), "", "≤ 1500"))
	fmt.Fprintln(w, row("answer on screen (ms)", ms(hv), ms(av), ratio(av, hv), "≤ 1.3×"))
	var qs, as, hs []string
	for _, m := range res["app"] {
		qs, as = append(qs, ms(m.QuotePainted)), append(as, ms(m.Painted))
	}
	for _, m := range res["hello world"] {
		hs = append(hs, ms(m.Painted))
	}
	fmt.Fprintf(w, "round by round: quote %s; answer %s; hello world %s\n", strings.Join(qs, " "), strings.Join(as, " "), strings.Join(hs, " "))
	if unthrottled > 0 {
		fmt.Fprintf(w, "measured again: %d runs whose app.wasm did not come over the emulated network or whose answer was painted before it; a run still so after three tries is left out\n", unthrottled)
	}
}
