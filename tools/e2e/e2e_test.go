//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// firstSizeMonthJS is the first card's size and monthly cost.
const firstSizeMonthJS = `(e => e ? e.getAttribute('data-size') + ' ' + e.getAttribute('data-usd-month') : '')(document.querySelector('#picks .pick'))`

// queryIs is a JavaScript predicate: the page's query has these values.
func queryIs(kv ...string) string {
	var conds []string
	for i := 0; i+1 < len(kv); i += 2 {
		conds = append(conds, fmt.Sprintf(`q.get(%q) === %q`, kv[i], kv[i+1]))
	}
	return `(q => ` + strings.Join(conds, " && ") + `)(new URLSearchParams(location.search))`
}

// TestWalkThrough answers the four steps as a person would and checks what
// the page shows after each answer.
func TestWalkThrough(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/")

	// Step 1: fine-tune a 13B model of its own: "Other" in the model list
	// opens the size.
	b.click("#task-finetune")
	b.waitFor("task=finetune in the URL and #model", queryIs("task", "finetune")+` && document.getElementById('model') !== null`, waitTimeout)
	b.choose("model", "-") // "-" is app/ui's value of an option that sets nothing
	b.waitFor("#params after choosing Other, and no model in the URL",
		`document.getElementById('params') !== null && !new URLSearchParams(location.search).has('model')`, waitTimeout)
	// The shape fields take the places of other number fields: they come up
	// with the shape of the model chosen before (Llama 3.1 8B, issue 24),
	// not with the text those fields had.
	if v := eval[string](b, `['layers', 'kvh', 'hdim'].map(id => document.getElementById(id).value).join(' ')`); v != "32 8 128" {
		b.fatalf("the attention-shape fields show %q, want Llama 3.1 8B's 32 8 128", v)
	}
	b.waitFor("a pick for the fine-tune defaults", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	before := eval[string](b, firstSizeMonthJS)
	// A value that is not a number is refused next to the field, and the
	// answer stands.
	b.typeInto("params", "abc")
	b.waitFor("the error next to #params", `(e => !!e && /not a number/.test(e.innerText))(document.getElementById('params-error'))`, waitTimeout)
	if got := eval[string](b, firstSizeMonthJS); got != before {
		b.fatalf("a refused value changed the first pick: %s -> %s", before, got)
	}
	b.typeInto("params", "13")
	b.waitFor("the error to go", `document.getElementById('params-error') === null`, waitTimeout)
	b.waitFor("the first pick to change after params=13 (was "+before+")",
		fmt.Sprintf(`(s => s !== '' && s !== %q)(%s)`, before, firstSizeMonthJS), waitTimeout)
	b.waitFor("params=13 in the URL", queryIs("task", "finetune", "params", "13"), waitTimeout)
	if u := b.location(); !strings.Contains(u, "task=finetune") || !strings.Contains(u, "params=13") {
		b.fatalf("URL %s lacks task=finetune and params=13", u)
	}
	b.typeInto("epochs", "2")
	b.waitFor("epochs=2 in the URL", queryIs("params", "13", "epochs", "2"), waitTimeout)
	t.Logf("%s: step 1: first pick %s -> %s", b.since(), before, eval[string](b, firstSizeMonthJS))
	b.saveAs("step-1", b.snap("step-1"))

	// Step 2: 200 hours a month, Spot allowed.
	b.goStep(2, "#next", "hours")
	b.typeInto("hours", "200")
	b.waitFor("hours=200 in the URL", queryIs("hours", "200"), waitTimeout)
	b.click("#spot")
	b.waitFor("a pick with data-model=spot", `[...document.querySelectorAll('#picks .pick')].some(e => e.getAttribute('data-model') === 'spot')`, waitTimeout)
	if !eval[bool](b, `document.getElementById('spot').checked`) {
		b.fatalf("#spot is not checked after the click")
	}
	b.waitFor("the checklist to cover Spot eviction", `/30 seconds/.test(document.getElementById('checklist').innerText)`, waitTimeout)
	t.Logf("%s: step 2: picks %v", b.since(), b.picks())
	b.saveAs("step-2", b.snap("step-2"))

	// Step 3: only West Europe.
	b.goStep(3, "#next", "region")
	b.typeInto("region", "westeurope")
	b.waitFor("every pick in westeurope",
		`(p => p.length > 0 && p.every(e => e.getAttribute('data-region') === 'westeurope'))([...document.querySelectorAll('#picks .pick[data-region]')])`, waitTimeout)
	for _, p := range b.picks() {
		if p.Region != "westeurope" {
			b.fatalf("pick %s is not in westeurope", p)
		}
	}
	t.Logf("%s: step 3: picks %v", b.since(), b.picks())
	b.saveAs("step-3", b.snap("step-3"))
	phone := b.phoneShot() // results with picks, 390 px wide

	// Step 4: ROCm. QLoRA/LoRA on ROCm may have no fit: then a notice says so.
	b.goStep(4, "#next", "stack")
	b.choose("stack", "rocm")
	b.waitFor("stack=rocm in the URL", queryIs("stack", "rocm"), waitTimeout)
	b.waitFor("AMD picks only, or no pick and a notice", `(() => {
		const picks = [...document.querySelectorAll('#picks .pick')];
		if (picks.length === 0) return document.querySelectorAll('#notices .notice').length > 0;
		return picks.every(e => /AMD|MI300X|Radeon|Instinct/i.test(e.innerText));
	})()`, waitTimeout)
	picks := b.picks()
	t.Logf("%s: step 4: %d picks %v, notices %q", b.since(), len(picks), picks, b.notices())
	b.saveAs("step-4", b.snap("step-4"))

	// Back to step 1: the answer is still there.
	b.goStep(3, "#back", "region")
	if v := eval[string](b, `document.getElementById('region').value`); !strings.Contains(v, "westeurope") {
		b.fatalf("#region is %q after going back", v)
	}
	b.goStep(2, "#back", "hours")
	b.goStep(1, "#back", "params")
	if v := eval[string](b, `document.getElementById('params').value`); v != "13" {
		b.fatalf("#params is %q after going back, want 13", v)
	}

	// Tick the first checklist item.
	id := eval[string](b, `(e => e ? e.getAttribute('data-id') : '')(document.querySelector('#checklist input[type=checkbox]'))`)
	if id == "" {
		b.fatalf("no checklist box (#checklist input[type=checkbox])")
	}
	b.click(fmt.Sprintf(`#checklist input[type=checkbox][data-id=%q]`, id))
	b.waitFor("checklist box "+id+" checked",
		fmt.Sprintf(`(e => e && e.checked)(document.querySelector('#checklist input[type=checkbox][data-id=%q]'))`, id), waitTimeout)
	b.waitFor("the checklist count to say one is done", `/\(1\/\d+\)/.test(document.querySelector('#checklist h2').innerText)`, waitTimeout)
	t.Logf("%s: checklist %q ticked", b.since(), id)
	b.saveAs("phone-results", phone)
}

// TestWorkBoundAnswers opens a link with a model preset and a throughput
// target: the fields show them, the first card shows what the CLI says the
// plan bills and delivers, and the inference and HPC answers reach the URL.
func TestWorkBoundAnswers(t *testing.T) {
	dist := siteDir(t)
	base := serve(t, dist)
	advise := buildCLI(t)
	b := newBrowser(t, base)
	const query = "v=1&task=inference&model=llama-2-13b&tps=500"
	want := cliWork(t, advise, time.Now().UTC().Format("2006-01-02"), query)
	b.open("/?" + query)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	if v := eval[string](b, `document.getElementById('model').value`); v != "llama-2-13b" {
		b.fatalf("#model is %q, want llama-2-13b", v)
	}
	if v := eval[string](b, `document.getElementById('tps').value`); v != "500" {
		b.fatalf("#tps is %q, want 500", v)
	}
	if eval[bool](b, `document.getElementById('params') !== null`) {
		b.fatalf("#params shows although a model preset is chosen")
	}
	card := eval[string](b, `document.querySelector('#picks .pick').innerText`)
	if billed := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('#picks .pick .pick-billed'))`); want.billed && !strings.Contains(billed, "hours") {
		b.fatalf("the CLI bills VM-hours but the first card does not say the hours paid for:\n%s", card)
	}
	if want.throughput && !strings.Contains(card, "tokens/s") {
		b.fatalf("the CLI gives a throughput per VM but the first card does not:\n%s", card)
	}
	// The engineer's terms are one toggle away, closed until pressed.
	if strings.Contains(card, "VM-hours") {
		b.fatalf("the first card shows VM-hours before its engineer's detail opens:\n%s", card)
	}
	b.click("#picks .pick .pick-detail summary")
	b.waitFor("the engineer's detail to open", `(d => !!d && d.open)(document.querySelector('#picks .pick .pick-detail'))`, waitTimeout)
	detail := eval[string](b, `document.querySelector('#picks .pick .pick-detail').innerText`)
	if want.billed && !strings.Contains(detail, "VM-hours") || want.throughput && !strings.Contains(detail, "tokens/s") {
		b.fatalf("the engineer's detail lacks the billed VM-hours or the throughput per VM:\n%s", detail)
	}
	if want.path && eval[int](b, `document.querySelectorAll('#picks .pick .pick-detail .pick-path li').length`) == 0 {
		b.fatalf("the engineer's detail has no decision path:\n%s", detail)
	}
	b.saveAs("work-bound-step-1", b.snap("inference"))

	b.click("#kv")
	b.waitFor("kv=fp8 in the URL", queryIs("kv", "fp8", "tps", "500"), waitTimeout)
	b.click("#kv")
	b.waitFor("kv gone from the URL", `!new URLSearchParams(location.search).has('kv')`, waitTimeout)

	b.click("#task-hpc")
	b.waitFor("#bound and #gpuh", `document.getElementById('bound') !== null && document.getElementById('gpuh') !== null`, waitTimeout)
	b.choose("bound", "bandwidth")
	b.waitFor("bound=bandwidth and fp64=0 in the URL", queryIs("task", "hpc", "bound", "bandwidth", "fp64", "0"), waitTimeout)
	b.typeInto("gpuh", "5000")
	b.waitFor("gpuh=5000 in the URL", queryIs("gpuh", "5000"), waitTimeout)
	b.saveAs("work-bound-hpc", b.snap("hpc"))

	b.click("#step-4")
	b.waitFor("step 4 (#cvm, #arm)", `document.getElementById('cvm') !== null && document.getElementById('arm') !== null`, waitTimeout)
	b.click("#arm")
	b.waitFor("arm=1 in the URL", queryIs("arm", "1"), waitTimeout)
	b.saveAs("work-bound-step-4", b.snap("step-4"))
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}

// work is which work figures the CLI's first recommendation has.
type work struct{ billed, throughput, path bool }

func cliWork(t *testing.T, advise, day, query string) work {
	t.Helper()
	out, err := exec.Command(advise, "-day", day, query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var res struct {
		Recommendations []struct {
			BilledHours float64 `json:"billed_hours"`
			Throughput  struct {
				PerVM float64 `json:"per_vm"`
			} `json:"throughput"`
			Path []json.RawMessage `json:"decision_path"`
		} `json:"recommendations"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Recommendations) == 0 {
		t.Fatalf("advise %s: %v (or no recommendation)", query, err)
	}
	r := res.Recommendations[0]
	w := work{r.BilledHours > 0, r.Throughput.PerVM > 0, len(r.Path) > 0}
	t.Logf("CLI first pick: %+v", w)
	return w
}

// goStep moves to step n with a navigation button (#next or #back), as a
// person does, and waits for the step's input. When the button does not
// lead there, the test fails, and the stepper's #step-n is used to go on.
func (b *browser) goStep(n int, button, input string) {
	b.t.Helper()
	arrived := fmt.Sprintf(`document.getElementById(%q) !== null && document.querySelector('#step-%d[aria-current="step"]') !== null`, input, n)
	b.click(button)
	_, err := chromedp.Run(b.ctx, chromedp.Poll[chromedp.Void](arrived,
		chromedp.WithPollingTimeout(5*time.Second), chromedp.WithPollingInterval(50*time.Millisecond)))
	if err == nil {
		return
	}
	shown := eval[string](b, `(e => e ? e.id : 'none')(document.querySelector('.stepper [aria-current="step"]'))`)
	png := b.snap(fmt.Sprintf("%s-to-step-%d", strings.TrimPrefix(button, "#"), n))
	b.saveAs(fmt.Sprintf("%s-%s-to-step-%d", fileName(b.t), strings.TrimPrefix(button, "#"), n), png)
	b.t.Errorf("%s: clicking %s did not open step %d (#%s); the current step is %s. Going on with #step-%d.",
		b.since(), button, n, input, shown, n)
	b.click(fmt.Sprintf("#step-%d", n))
	b.waitFor(fmt.Sprintf("step %d (#%s) from the stepper", n, input), arrived, waitTimeout)
}

// phoneShot is a full-page screenshot of the page 390 px wide, as on a
// phone; the viewport is restored afterwards.
func (b *browser) phoneShot() []byte {
	b.t.Helper()
	b.do("emulating a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	time.Sleep(300 * time.Millisecond) // let the layout settle
	if w := eval[int](b, `document.documentElement.scrollWidth`); w > 390 {
		b.t.Errorf("at 390 px the page is %d px wide: it scrolls sideways", w)
	}
	png := b.snap("phone")
	// ResetViewport leaves this Chromium at 390 px after EmulateMobile: set
	// the window's own size back.
	b.do("restoring the viewport", chromedp.EmulateViewport(1280, 800))
	return png
}

// cliPick is the CLI's first recommendation.
type cliPick struct {
	Size        string  `json:"size"`
	Region      string  `json:"region"`
	PriceModel  string  `json:"price_model"`
	USDPerHour  float64 `json:"usd_per_hour"`
	USDPerMonth float64 `json:"usd_per_month"`
	USDTotal    float64 `json:"usd_total"`
}

// TestShareLinkMatchesCLI opens share links and checks that the first card
// is the CLI's first recommendation, to the cent.
func TestShareLinkMatchesCLI(t *testing.T) {
	dist := siteDir(t)
	base := serve(t, dist)
	advise := buildCLI(t)
	b := newBrowser(t, base)
	day := time.Now().UTC().Format("2006-01-02")

	for _, query := range []string{
		"v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&region=eastus,westeurope&stack=cuda&os=linux",
		"v=1&task=render&seats=20&load=heavy&os=windows&geo=Europe",
		"v=1&task=pretrain&params=70&months=3",
	} {
		t.Run(shortName(query), func(t *testing.T) {
			want := cliFirst(t, advise, day, query)
			// A fresh browser context: no cache, no service worker, no state.
			tab, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
			defer cancel()
			tb := &browser{t: t, ctx: tab, base: base, start: b.start}
			t.Cleanup(func() {
				if t.Failed() {
					tb.saveShots()
				}
			})
			if err := chromedp.Do(tab); err != nil {
				t.Fatalf("new browser context: %v", err)
			}
			tb.listen(tab)
			tb.open("/?" + query)
			tb.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
			got := tb.picks()[0]
			got.Text = ""
			if got != want {
				tb.snap("mismatch")
				t.Errorf("%s:\n  page %s\n  CLI  %s", query, got, want)
				return
			}
			t.Logf("%s: %s: %s", tb.since(), query, got)
		})
	}
}

// cliFirst runs the CLI on a query and returns its first recommendation as
// the page should show it.
func cliFirst(t *testing.T, advise, day, query string) pick {
	t.Helper()
	out, err := exec.Command(advise, "-day", day, query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var res struct {
		Recommendations []cliPick `json:"recommendations"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	if len(res.Recommendations) == 0 {
		t.Fatalf("advise %s: no recommendation", query)
	}
	r := res.Recommendations[0]
	return pick{
		Size: r.Size, Region: r.Region, Model: r.PriceModel,
		Hour: fmt.Sprintf("%.2f", r.USDPerHour), Month: fmt.Sprintf("%.2f", r.USDPerMonth), Total: fmt.Sprintf("%.2f", r.USDTotal),
	}
}

// buildCLI builds tools/advise once into a temporary folder.
func buildCLI(t *testing.T) string {
	t.Helper()
	goCmd, err := goTool()
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(t.TempDir(), "advise")
	cmd := exec.Command(goCmd, "build", "-o", exe, "github.com/azure-gpu-advisor/advisor/tools/advise")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building tools/advise: %v\n%s", err, out)
	}
	return exe
}

func shortName(query string) string {
	q, _ := url.ParseQuery(query)
	return nonWordRE.ReplaceAllString(q.Get("task"), "-")
}

// TestMalformedLink opens a link with a wrong version, an unknown task, a
// bad number, an unknown key and an unknown region: the page says what it
// ignored and still works.
func TestMalformedLink(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=7&task=bogus&params=abc&zzz=1&region=mars,westeurope")
	b.waitFor("notices", `document.querySelectorAll('#notices .notice').length > 0`, waitTimeout)
	notices := b.notices()
	all := strings.Join(notices, "\n")
	for _, word := range []string{"params", "zzz", "mars"} {
		if !strings.Contains(all, word) {
			b.fatalf("no notice mentions %q; notices:\n%s", word, all)
		}
	}
	t.Logf("%s: notices %q", b.since(), notices)
	// A region not understood blocks the answer, even beside one that is
	// (issue 24); without it, the rest of the bad link still answers.
	if picks := b.picks(); len(picks) != 0 {
		b.fatalf("%d picks beside the region mars: %v", len(picks), picks)
	}
	b.open("/?v=7&task=bogus&params=abc&zzz=1&region=westeurope")
	b.waitFor("picks despite the bad link", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	before := eval[string](b, firstPickJS)
	b.snap("malformed")

	b.click("#task-render")
	b.waitFor("the first pick to change after choosing render (was "+before+")",
		fmt.Sprintf(`(s => s !== '' && s !== %q)(%s)`, before, firstPickJS), waitTimeout)
	b.waitFor("task=render in the URL", queryIs("task", "render"), waitTimeout)
	t.Logf("%s: render: %s", b.since(), eval[string](b, firstPickJS))
}

// firstPickJS is the first card's attributes in one string.
const firstPickJS = `(e => e ? ['data-size', 'data-region', 'data-model', 'data-usd-hour', 'data-usd-month', 'data-usd-total'].map(a => e.getAttribute(a)).join(' ') : '')(document.querySelector('#picks .pick'))`

// TestNoExternalRequestsNoErrors loads the page and answers a little: every
// request goes to the test server, and the page throws and logs no error.
func TestNoExternalRequestsNoErrors(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	b.open("/?v=1&task=inference")
	b.click("#task-train")
	b.waitFor("task=train", queryIs("task", "train"), waitTimeout)
	b.click("#task-render")
	b.waitFor("task=render", queryIs("task", "render"), waitTimeout)
	b.goStep(2, "#next", "hours")
	b.click("#step-4")
	b.waitFor("step 4 (#stack)", `document.getElementById('stack') !== null`, waitTimeout)
	b.click("#step-1")
	b.waitFor("step 1 (#params or the task cards)", `document.getElementById('task-render') !== null`, waitTimeout)
	// Give late requests (service worker, icons, manifest) a moment.
	time.Sleep(time.Second)

	reqs := b.requestsSoFar()
	if len(reqs) == 0 {
		b.fatalf("no request seen: the listener is not working")
	}
	var external []string
	for _, u := range reqs {
		switch {
		case strings.HasPrefix(u, base+"/"), u == base,
			strings.HasPrefix(u, "data:"), strings.HasPrefix(u, "blob:"), strings.HasPrefix(u, "chrome-extension:"):
		default:
			external = append(external, u)
		}
	}
	if len(external) > 0 {
		b.fatalf("requests left the site:\n  %s", strings.Join(external, "\n  "))
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
	b.mu.Lock()
	bad := append([]string(nil), b.badStatus...)
	b.mu.Unlock()
	if len(bad) > 0 {
		b.fatalf("responses with an error status:\n  %s", strings.Join(bad, "\n  "))
	}
	t.Logf("%s: %d requests, all to %s; no error", b.since(), len(reqs), base)
}

// TestCopyLink clicks "Copy link": the share field holds the page's URL.
func TestCopyLink(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	grantClipboard(t, b, base)
	b.open("/?v=1&task=finetune&params=13")
	b.click("#task-inference")
	b.waitFor("task=inference", queryIs("task", "inference"), waitTimeout)
	b.click("#copy-link")
	b.waitFor("#share-url equal to location.href", `(e => e && e.value !== '' && e.value === location.href)(document.getElementById('share-url'))`, waitTimeout)
	share := eval[string](b, `document.getElementById('share-url').value`)
	if href := eval[string](b, `location.href`); share != href {
		b.fatalf("#share-url %q, location.href %q", share, href)
	}
	if !strings.HasPrefix(share, base+"/?") || !strings.Contains(share, "task=inference") {
		b.fatalf("#share-url %q is not a link to this site with task=inference", share)
	}
	// The clipboard, when the headless browser lets the test read it.
	ctx, cancel := context.WithTimeout(b.ctx, 3*time.Second)
	defer cancel()
	if clip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); err == nil {
		if clip != share {
			t.Errorf("clipboard holds %q, want %q", clip, share)
		}
	} else {
		t.Logf("clipboard not readable here: %v", err)
	}
	t.Logf("%s: share link %s", b.since(), share)

	// The summary for a ticket: Markdown with the top pick and the link.
	top := b.picks()[0].Size
	b.click("#copy-summary")
	b.waitFor("#copy-summary to say it copied", `/Copied/.test(document.getElementById('copy-summary').innerText)`, waitTimeout)
	ctx2, cancel2 := context.WithTimeout(b.ctx, 3*time.Second)
	defer cancel2()
	if clip, err := chromedp.Run(ctx2, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); err == nil {
		if !strings.HasPrefix(clip, "# Azure GPU recommendation") || !strings.Contains(clip, top) || !strings.Contains(clip, share) {
			t.Errorf("summary on the clipboard lacks the title, the top pick %s or the link:\n%s", top, clip)
		}
	} else {
		t.Logf("clipboard not readable here: %v", err)
	}
}

// TestShareLinkOpensOffline visits the site once, so that the service worker
// caches it, stops the server, and opens a share link: the page must come
// from the cache and answer the link's own question, in English and in
// Chinese.
func TestShareLinkOpensOffline(t *testing.T) {
	srv := httptest.NewServer(siteHandler(siteDir(t)))
	t.Cleanup(srv.Close)
	b := newBrowser(t, srv.URL)
	b.open("/")
	b.waitFor("the service worker to control the page", `!!(navigator.serviceWorker && navigator.serviceWorker.controller)`, readyTimeout)
	// Its install reads and stores the whole site: it waits for the page to
	// be in place rather than compete with the wasm's start.
	if !eval[bool](b, `(m => !!m && !!m.detail && m.detail.inPlace)(performance.getEntriesByName("sw-register")[0])`) {
		t.Error("the service worker was registered before the page was in place (#wizard data-ready=1)")
	}

	srv.CloseClientConnections()
	srv.Close()
	b.open("/?v=1&task=render&seats=3&load=light&os=linux")
	b.waitFor("a VDI pick from the cached site", `(e => !!e && /^Standard_N[VG]/.test(e.getAttribute('data-size')))(document.querySelector('#picks .pick'))`, waitTimeout)
	if u := b.location(); !strings.Contains(u, "task=render") || !strings.Contains(u, "seats=3") {
		t.Errorf("offline page lost the link's answers: %s", u)
	}
	t.Logf("%s: offline share link answered with %v", b.since(), b.picks()[0])

	// The Chinese wording, fetched only by a page that speaks Chinese, is
	// in the cache too.
	b.open("/?v=1&lang=zh&task=render&seats=3&load=light&os=linux")
	b.waitFor("a Chinese page from the cached site", `document.documentElement.lang === 'zh-Hans' && document.querySelector('#step-heading').innerText === '1. GPU 用来做什么？'`, waitTimeout)
}

// grantClipboard lets the page at base read and write the clipboard without
// a prompt; where the browser refuses, the clipboard is not checked.
func grantClipboard(t *testing.T, b *browser, base string) {
	t.Helper()
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		_, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name, AllowWithoutSanitization: true},
			Setting:    cdpbrowser.PermissionSettingGranted,
			Origin:     base,
		})
		if err != nil {
			t.Logf("granting %s: %v (the clipboard is then not checked)", name, err)
		}
	}
}
