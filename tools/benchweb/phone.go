//go:build !wasm

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

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

// phoneRounds loads the link with its quote and the hello world as on the
// phone, c.phoneRuns times after a warm-up: the runs by site, and how many
// runs the emulated network did not time.
func phoneRounds(ctx context.Context, b *browser, c config, sites []*site, log func(string, ...any)) (map[string][]measure, int, error) {
	phone := map[string][]measure{}
	unthrottled := 0
	if c.phoneRuns == 0 {
		return phone, 0, nil
	}
	link, err := quotedLink(c.query)
	if err != nil {
		return nil, 0, err
	}
	app := *sites[1]
	app.path, app.quote = "/"+link, `document.getElementById('link-quote') !== null`
	for round := 0; round <= c.phoneRuns; round++ {
		for _, s := range []*site{sites[0], &app} {
			br, err := os.Stat(filepath.Join(s.dir, "web", "app.wasm.br"))
			if err != nil {
				return nil, 0, err
			}
			var r measure
			for try := 0; ; try++ {
				r, err = b.measure(ctx, s.urls["br"]+strings.TrimPrefix(s.path, "/"), s, true)
				if err != nil {
					return nil, 0, fmt.Errorf("%s on the phone, round %d: %w", s.name, round, err)
				}
				if throttled(r, br.Size()) {
					break
				}
				unthrottled++
				log("phone round %d/%d %-11s not a phone's run (app.wasm %.0f B in %.0f ms, answer at %.0f ms)", round, c.phoneRuns, s.name, r.WasmBytes, r.WasmEnd-r.WasmStart, r.Painted)
				if try == 2 {
					break
				}
			}
			if round == 0 || !throttled(r, br.Size()) {
				continue // a warm-up, or a run the emulated network did not time: not a phone's figure
			}
			phone[s.name] = append(phone[s.name], r)
			log("phone round %d/%d %-11s quote %6.0f ms, answer %6.0f ms", round, c.phoneRuns, s.name, r.QuotePainted, r.Painted)
		}
	}
	return phone, unthrottled, nil
}

// throttled says whether a phone run is one: its app.wasm came over the
// emulated network (at least nine tenths of the Brotli file's brBytes, in
// at least nine tenths of the time the emulated bandwidth allows: not a
// service worker's cache nor a revalidated copy), and the answer was
// painted after it (the wasm's, not the pre-rendered page's text). Any
// other run is measured again, and left out after three tries.
func throttled(m measure, brBytes int64) bool {
	return m.WasmBytes >= 0.9*float64(brBytes) && m.WasmEnd-m.WasmStart >= 0.9*1000*m.WasmBytes/phoneDownBytes && m.Painted >= m.WasmEnd
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
