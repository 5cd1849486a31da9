//go:build !wasm

package e2e

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A shared link carries the quote of its answer (docs/quote.md): web/boot.js
// shows it before app.wasm arrives, the app's answer replaces it, and a
// quote that does not hold any more, or cannot be read, gets a notice.

// quoteQuery is the link the quote tests start from.
const quoteQuery = "v=1&task=finetune&params=13&method=qlora&spot=1"

// heldSite serves the site with app.wasm held back until release is
// called: the page stays as it is before the wasm arrives for as long as
// a test looks at it, as on a slow network.
func heldSite(t *testing.T) (base string, release func()) {
	t.Helper()
	site := siteHandler(siteDir(t))
	held := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			select {
			case <-held:
			case <-r.Context().Done():
				return
			}
		}
		site.ServeHTTP(w, r)
	}))
	var once sync.Once
	release = func() { once.Do(func() { close(held) }) }
	t.Cleanup(srv.Close)
	t.Cleanup(release)
	return srv.URL, release
}

// cliShareLink is the CLI's share_link for a query.
func cliShareLink(t *testing.T, query string) string {
	t.Helper()
	out, err := exec.Command(buildCLI(t), "-day", time.Now().UTC().Format("2006-01-02"), query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var r struct {
		ShareLink string `json:"share_link"`
	}
	if err := json.Unmarshal(out, &r); err != nil || !strings.HasPrefix(r.ShareLink, "?") || !strings.Contains(r.ShareLink, "&quote=1~") {
		t.Fatalf("advise %s: share_link %q (%v)", query, r.ShareLink, err)
	}
	return r.ShareLink
}

// quoteFields splits the quote of a link.
func quoteFields(t *testing.T, link string) []string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Split(u.Query().Get("quote"), "~")
	if len(f) != 8 {
		t.Fatalf("the quote of %s has %d fields", link, len(f))
	}
	return f
}

// TestQuoteShownBeforeTheWasm opens the link the CLI writes for an answer
// with app.wasm held back: the greyed pre-rendered page, a progress bar and
// the quote, in the link's language, are on screen; once the wasm runs, its
// answer replaces the quote without a notice (nothing changed), and the
// page's own link is the CLI's.
func TestQuoteShownBeforeTheWasm(t *testing.T) {
	link := cliShareLink(t, quoteQuery)
	f := quoteFields(t, link)
	for _, tc := range []struct{ lang, asOf, hour string }{
		{"en", "As quoted on " + f[7] + ", checking against today's catalog…", "Per hour"},
		{"zh", f[7] + " 的报价，正在与今日的目录核对…", "每小时"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			base, release := heldSite(t)
			b := newBrowser(t, base)
			open := link
			if tc.lang == "zh" { // on a phone
				open = strings.Replace(link, "&quote=", "&lang=zh&quote=", 1)
				b.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			}
			b.do("navigating to "+open, chromedp.Navigate(base+"/"+open))
			b.waitFor("the quote", `document.getElementById('link-quote') !== null`, waitTimeout)
			text := eval[string](b, `document.getElementById('link-quote').textContent`)
			for _, want := range []string{tc.asOf, f[1], f[3], tc.hour} {
				if !strings.Contains(text, want) {
					b.fatalf("the quote lacks %q:\n%s", want, text)
				}
			}
			if !eval[bool](b, `document.documentElement.classList.contains('booting') && document.getElementById('app-progress') !== null &&
				getComputedStyle(document.querySelector('#wizard > header')).opacity < 1 && getComputedStyle(document.getElementById('link-quote')).opacity == 1`) {
				b.fatalf("the page is not greyed under the quote and a progress bar")
			}
			if eval[bool](b, `document.querySelector('#wizard[data-early], #wizard[data-client]') !== null`) {
				b.fatalf("the app ran although app.wasm was held back")
			}
			png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
			if err != nil {
				b.fatalf("a screenshot: %v", err)
			}
			b.saveAs("quote-before-wasm-"+tc.lang, png)
			// The bar follows the bytes of app.wasm as they come.
			eval[bool](b, `window.maxProgress = 0, new MutationObserver(() => {
				const p = document.getElementById('app-progress');
				if (p) window.maxProgress = Math.max(window.maxProgress, p.value);
			}).observe(document.getElementById('app-progress'), { attributes: true }), true`)
			release()
			b.waitFor(`#wizard[data-ready="1"]`, `document.querySelector('#wizard[data-ready="1"]') !== null`, readyTimeout)
			if p := eval[float64](b, `window.maxProgress`); p < 0.999 {
				b.fatalf("the progress bar reached %.3f, not the end of app.wasm", p)
			}
			if eval[bool](b, `document.getElementById('link-quote') !== null || document.documentElement.classList.contains('booting')`) {
				b.fatalf("the quote or the grey stays after the answer")
			}
			for _, n := range b.notices() {
				if strings.HasPrefix(n, "quote:") || strings.Contains(n, "quote=") {
					b.fatalf("a notice on the page's own quote: %s", n)
				}
			}
			if got := b.picks(); len(got) == 0 || got[0].Size != f[1] {
				b.fatalf("the first pick is %+v, the quote's %s", got, f[1])
			}
			b.waitFor("the link written back", `document.getElementById('share-url').value.includes('&quote=')`, waitTimeout)
			share := eval[string](b, `document.getElementById('share-url').value`)
			if !strings.HasSuffix(share, "/"+open) {
				b.fatalf("the page's link %s is not the CLI's %s", share, open)
			}
			if errs := b.errorsSoFar(); len(errs) > 0 {
				b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
			}
		})
	}
}

// TestQuoteChangedPrice opens a link whose quote has another price an hour
// than today's catalog: the page says so, and its own link quotes today's.
func TestQuoteChangedPrice(t *testing.T) {
	link := cliShareLink(t, quoteQuery)
	f := quoteFields(t, link)
	f[5] = "3.94"
	forged := link[:strings.Index(link, "&quote=")] + "&quote=" + strings.Join(f, "~")
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/" + forged)
	want := "Quoted at $3.94/h, "
	found := false
	for _, n := range b.notices() {
		found = found || strings.HasPrefix(n, "quote: ") && strings.Contains(n, want) && strings.Contains(n, "with the "+f[7]+" catalog; today $")
	}
	if !found {
		b.fatalf("no notice %q…: %q", want, b.notices())
	}
	b.waitFor("the link written back", `document.getElementById('share-url').value.includes('&quote=')`, waitTimeout)
	if share := eval[string](b, `document.getElementById('share-url').value`); !strings.HasSuffix(share, "/"+link) {
		b.fatalf("the page's link %s does not quote today's answer %s", share, link)
	}
}

// TestQuoteForged opens links whose quote carries markup, or is cut short:
// before the wasm, boot.js shows it as text in a notice that it is
// ignored, and no element of it; the app then says the same.
func TestQuoteForged(t *testing.T) {
	link := cliShareLink(t, quoteQuery)
	stem := link[:strings.Index(link, "&quote=")]
	f := quoteFields(t, link)
	f[1] = `<img src=x onerror="window.pwned=1">`
	for name, q := range map[string]string{
		"markup": url.QueryEscape(strings.Join(f, "~")),
		"broken": "1~" + quoteFields(t, link)[1] + "~1~eastus",
	} {
		t.Run(name, func(t *testing.T) {
			base, release := heldSite(t)
			b := newBrowser(t, base)
			b.do("navigating", chromedp.Navigate(base+"/"+stem+"&quote="+q))
			b.waitFor("the notice that the quote is ignored", `document.getElementById('link-quote-ignored') !== null`, waitTimeout)
			text := eval[string](b, `document.getElementById('link-quote-ignored').innerText`)
			if !strings.HasPrefix(text, "Ignored quote=") || !strings.Contains(text, "not a quote this page can read") || name == "markup" && !strings.Contains(text, "<img src=x onerror=") {
				b.fatalf("the notice reads %q", text)
			}
			if eval[bool](b, `document.getElementById('link-quote') !== null || document.querySelector('#wizard img[onerror]') !== null`) {
				b.fatalf("the forged quote is shown as a quote, or as markup")
			}
			release()
			b.waitFor(`#wizard[data-ready="1"]`, `document.querySelector('#wizard[data-ready="1"]') !== null`, readyTimeout)
			found := false
			for _, n := range b.notices() {
				found = found || strings.HasPrefix(n, "ignored: Ignored quote=") && strings.Contains(n, "not a quote this page can read")
			}
			if !found {
				b.fatalf("the app does not say the quote is ignored: %q", b.notices())
			}
			if eval[bool](b, `window.pwned !== undefined || document.querySelector('img[onerror]') !== null`) {
				b.fatalf("the forged quote ran as markup")
			}
			if got := b.picks(); len(got) == 0 || got[0].Size != quoteFields(t, link)[1] {
				b.fatalf("the forged quote changed the answer: %+v", got)
			}
		})
	}
}

// TestBootOnAFreshVisit: a visit without a link shows the pre-rendered
// page greyed with the progress bar, no quote, until go-app's page takes
// its place.
func TestBootOnAFreshVisit(t *testing.T) {
	base, release := heldSite(t)
	b := newBrowser(t, base)
	b.do("navigating to /", chromedp.Navigate(base+"/"))
	b.waitFor("the greyed page", `document.documentElement.classList.contains('booting') && document.getElementById('app-progress') !== null`, waitTimeout)
	if eval[bool](b, `document.querySelector('#link-quote, #link-quote-ignored') !== null || document.querySelector('#wizard > header') === null`) {
		b.fatalf("a quote without a link, or no pre-rendered page")
	}
	release()
	b.waitFor(`#wizard[data-ready="1"]`, `document.querySelector('#wizard[data-ready="1"]') !== null`, readyTimeout)
	if eval[bool](b, `document.documentElement.classList.contains('booting') || document.getElementById('wizard').hasAttribute('inert')`) {
		b.fatalf("the page stays greyed or inert after go-app's page is in place")
	}
}
