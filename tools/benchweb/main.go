//go:build !wasm

// Command benchweb measures how long a share link takes to show its top
// pick, against a go-app hello world built from the same go-app version with
// the same flags and served the same way (make bench-web):
//
//	go run ./tools/benchweb [-app dist] [-runs 9] [-query 'v=1&task=inference'] [-out out/bench-web.txt]
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
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/azure-gpu-advisor/advisor/tools/benchweb/hello"
	"github.com/azure-gpu-advisor/advisor/tools/internal/precompress"
	"github.com/azure-gpu-advisor/advisor/tools/internal/wasmdata"
)

func main() {
	var c config
	flag.StringVar(&c.app, "app", "dist", "the app's built site (make build)")
	flag.IntVar(&c.runs, "runs", 9, "measured runs per site and mode")
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
	// Packed as make build packs the page's (tools/wasmpack), so that the
	// two compare as built.
	if err := wasmdata.PackFile(helloWasm); err != nil {
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
	results, err := rounds(ctx, b, c, sites, log)
	if err != nil {
		return err
	}

	// The phone: the link as the page writes it, with its quote.
	phone, unthrottled, err := phoneRounds(ctx, b, c, sites, log)
	if err != nil {
		return err
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

// rounds loads every site in every mode c.runs times after a warm-up round,
// alternating which site goes first: the runs by site/mode.
func rounds(ctx context.Context, b *browser, c config, sites []*site, log func(string, ...any)) (map[string][]measure, error) {
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
					return nil, fmt.Errorf("%s (%s), round %d: %w", s.name, m.name, round, err)
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
	return results, nil
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
