//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

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
