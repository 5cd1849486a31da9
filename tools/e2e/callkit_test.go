//go:build !wasm

package e2e

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// The customer call of issue 10: an always-on-ish inference service for a
// year, where commitments are worth asking about.
const callLink = "/?v=1&task=inference&params=8&hours=300&months=12"

// axeClean fails the test on any critical or serious axe violation.
func (b *browser) axeClean(where string) {
	b.t.Helper()
	if vs := evalAxe(b, axeSource(b.t)); len(vs) > 0 {
		b.saveAs(fileName(b.t)+"-a11y", b.snap("a11y"))
		b.t.Errorf("%s: axe-core found %d critical or serious violations:%s", where, len(vs), describeViolations(vs))
	} else {
		b.t.Logf("%s: %s: no critical or serious axe violation", b.since(), where)
	}
}

// shot saves a screenshot of one element as out/e2e/<name>.png.
func (b *browser) shot(name, sel string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	if err != nil {
		b.fatalf("screenshot of %s: %v", sel, err)
	}
	b.saveAs(name, png)
}

// TestCharts opens a share link in both languages: the top pick's cost under
// each price model and the break-even chart render as labelled SVG, with the
// same figures as their tables and the engine's break-even hours.
func TestCharts(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, lang := range []string{"en", "zh"} {
		b.open(callLink + "&lang=" + lang)
		b.waitFor("the cost chart", `document.querySelector('svg#cost-chart') !== null && document.querySelector('svg#breakeven-chart') !== null`, waitTimeout)
		size := eval[string](b, `document.querySelector('#picks .pick').getAttribute('data-size')`)
		// Each chart is an image named by its own title and description.
		for _, id := range []string{"cost-chart", "breakeven-chart"} {
			label := eval[string](b, fmt.Sprintf(`(s => s.getAttribute('role') + '|' + s.getAttribute('aria-labelledby').split(' ').map(i => document.getElementById(i).textContent).join('|'))(document.getElementById(%q))`, id))
			if !strings.HasPrefix(label, "img|") || !strings.Contains(label, size) {
				b.fatalf("%s %s: role and labels %q, want an img titled with the top pick %s", lang, id, label, size)
			}
		}
		// The bars say what the table says, and estimates are hatched.
		type row struct {
			Label, Text string
			Hatched     bool
		}
		bars := eval[[]row](b, `[...document.querySelectorAll('#cost-chart g.row')].map(g => ({
			label: g.querySelector('.label').textContent, text: g.querySelector('.value').textContent,
			hatched: /hatch/.test(g.querySelector('rect').getAttribute('fill'))}))`)
		rows := eval[[]row](b, `[...document.querySelectorAll('#cost-table tbody tr')].map(r => ({
			label: r.cells[0].textContent, text: r.cells[2].textContent, hatched: false}))`)
		if len(bars) < 2 || len(bars) != len(rows) {
			b.fatalf("%s: %d bars and %d table rows, want the same number (at least 2)", lang, len(bars), len(rows))
		}
		estimates := 0
		for i := range bars {
			if !strings.HasPrefix(rows[i].Label, bars[i].Label) || bars[i].Text != rows[i].Text {
				b.fatalf("%s: bar %d says %s %s, the table %s %s", lang, i, bars[i].Label, bars[i].Text, rows[i].Label, rows[i].Text)
			}
			if bars[i].Hatched {
				estimates++
			}
		}
		legend := eval[string](b, `(e => e ? e.textContent : '')(document.querySelector('#cost-chart .legend-text'))`)
		if want := map[string]string{"en": "estimate", "zh": "估算"}[lang]; estimates > 0 && legend != want {
			b.fatalf("%s: %d hatched bars but the legend says %q, want %q", lang, estimates, legend, want)
		}
		// Break-even: each commitment's marker is where 730 h × its rate
		// equals pay-as-you-go, as the table's hourly rates give it.
		type rate struct {
			Hour  string `json:"hour"`
			Cross string `json:"cross"`
		}
		rates := eval[[]rate](b, `[...document.querySelectorAll('#breakeven-table tbody tr')].map(r => ({hour: r.cells[1].textContent, cross: r.cells[3].textContent}))`)
		marks := eval[[]string](b, `[...document.querySelectorAll('#breakeven-chart .cross-text')].map(e => e.textContent)`)
		says := eval[string](b, `document.getElementById('pays-off').innerText`)
		if len(rates) < 2 {
			b.fatalf("%s: break-even table has %d rows", lang, len(rates))
		}
		payg := dollars(t, rates[0].Hour)
		for _, r := range rates[1:] {
			c := dollars(t, r.Hour)
			h := 730 * c / payg
			if h >= 730 {
				continue
			}
			// The table shows hourly rates to the cent: allow for that
			// rounding, and one hour for rounding the hours up.
			tol := 730*(0.005/payg+c*0.005/(payg*payg)) + 1
			cross := firstNumber(r.Cross)
			if math.Abs(cross-h) > tol || !strings.Contains(says, strconv.Itoa(int(cross))) || !contains(marks, r.Cross) {
				b.fatalf("%s: rate %s against %s pays off at %.1f h (± %.1f); table %q, markers %q, text %q", lang, r.Hour, rates[0].Hour, h, tol, r.Cross, marks, says)
			}
		}
		if you := eval[string](b, `document.querySelector('#breakeven-chart .you-text').textContent`); !strings.Contains(you, "300") {
			b.fatalf("%s: the customer's hours are marked %q, want 300", lang, you)
		}
		t.Logf("%s: %s: %d bars (%d estimates), break-even %q", b.since(), lang, len(bars), estimates, says)
		b.shot("charts-"+lang, "#charts")
	}
	b.do("opening every details", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('#charts details').forEach(d => d.open = true)`))
	b.axeClean("charts with their tables open")
}

var numRE = regexp.MustCompile(`[0-9][0-9,]*(\.[0-9]+)?`)

// dollars reads "$1,234.56" as a number.
func dollars(t *testing.T, s string) float64 {
	t.Helper()
	m := numRE.FindString(s)
	v, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64)
	if err != nil {
		t.Fatalf("%q holds no amount", s)
	}
	return v
}

// firstNumber reads the first number of a text ("292 h", "292 小时").
func firstNumber(s string) float64 {
	v, _ := strconv.ParseFloat(strings.ReplaceAll(numRE.FindString(s), ",", ""), 64)
	return v
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestExportsAndQR downloads the CSV as a person does and checks it against
// the cards to the cent and the link; then prints: the print view shows the
// answers, the link, and a QR code that decodes back to the link.
func TestExportsAndQR(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	dir := t.TempDir()
	events := true
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &events}); err != nil {
		t.Fatalf("allowing downloads: %v", err)
	}
	b.open(callLink + "&spot=1&region=westeurope,northeurope")
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	picks := b.picks()
	link := b.location()

	b.click("#download-csv")
	file := filepath.Join(dir, "azure-gpu-recommendation.csv")
	var body []byte
	for deadline := time.Now().Add(waitTimeout); ; time.Sleep(100 * time.Millisecond) {
		if data, err := os.ReadFile(file); err == nil && len(data) > 0 {
			body = data
			break
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(dir)
			b.fatalf("no %s after clicking Download CSV (the folder holds %v)", file, entries)
		}
	}
	body = bytes.TrimPrefix(body, []byte("\ufeff"))
	r := csv.NewReader(bytes.NewReader(body))
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		b.fatalf("the CSV does not parse: %v\n%s", err, body)
	}
	var head []string
	var rows [][]string
	gotLink := ""
	for _, rec := range recs {
		switch {
		case len(rec) == 2 && rec[0] == "Link":
			gotLink = rec[1]
		case len(rec) > 0 && rec[0] == "Rank":
			head = rec
		case head != nil && len(rec) == len(head):
			rows = append(rows, rec)
		}
	}
	if gotLink != link {
		b.fatalf("the CSV's link is %q, the page's %q", gotLink, link)
	}
	col := func(name string) int {
		for i, h := range head {
			if h == name {
				return i
			}
		}
		b.fatalf("the CSV has no column %q: %q", name, head)
		return -1
	}
	if len(rows) != len(picks) {
		b.fatalf("the CSV has %d rows, the page %d picks", len(rows), len(picks))
	}
	for i, p := range picks {
		got := pick{Size: rows[i][col("Size")], Region: rows[i][col("Region")], Hour: rows[i][col("Chosen USD per hour")],
			Month: rows[i][col("Chosen USD per month")], Total: rows[i][col("Chosen USD project total")]}
		if got.Size != p.Size || got.Region != p.Region || got.Hour != p.Hour || got.Month != p.Month || got.Total != p.Total {
			b.fatalf("CSV row %d: %s %s $%s/h $%s/mo $%s; the card: %s", i+1, got.Size, got.Region, got.Hour, got.Month, got.Total, p)
		}
	}
	// Every price model the top card's chart shows is a column, to the cent.
	models := eval[[]struct {
		Model string `json:"model"`
		Total string `json:"total"`
	}](b, `[...document.querySelectorAll('#cost-table tbody tr')].map(r => ({model: r.getAttribute('data-model'), total: r.getAttribute('data-usd-total')}))`)
	names := map[string]string{"payg": "Pay-as-you-go", "spot": "Spot", "ri1": "1-year reservation", "ri3": "3-year reservation", "sp1": "1-year savings plan", "sp3": "3-year savings plan"}
	checked := 0
	for _, m := range models {
		if name, ok := names[m.Model]; ok {
			if got := rows[0][col(name+" USD project total")]; got != m.Total {
				b.fatalf("CSV %s project total %s, the chart's table %s", name, got, m.Total)
			}
			checked++
		}
	}
	t.Logf("%s: the CSV's %d rows and %d price-model columns match the page to the cent", b.since(), len(rows), checked)

	// Paper, in both languages.
	for _, lang := range []string{"en", "zh"} {
		b.open(callLink + "&spot=1&region=westeurope,northeurope&lang=" + lang)
		b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
		link := b.location()
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			b.fatalf("emulating print: %v", err)
		}
		if got := eval[string](b, `[getComputedStyle(document.getElementById('print-view')).display, getComputedStyle(document.querySelector('.questions')).display].join(' ')`); got != "block none" {
			b.fatalf("%s: printed, the print view and the questions are displayed %q, want block none", lang, got)
		}
		if got := eval[string](b, `document.getElementById('print-link').textContent`); got != link {
			b.fatalf("%s: the printed link is %q, want %q", lang, got, link)
		}
		if n := eval[int](b, `document.querySelectorAll('.print-answers dt').length`); n < 4 {
			b.fatalf("%s: the print view lists %d answers", lang, n)
		}
		// The code is drawn a moment after the link settles.
		b.waitFor("the QR code of the link", `(q => !!q && q.dataset.link === location.href && !!q.querySelector('svg path'))(document.getElementById('print-qr'))`, waitTimeout)
		path := eval[string](b, `document.querySelector('#print-qr svg path').getAttribute('d')`)
		box := eval[string](b, `document.querySelector('#print-qr svg').getAttribute('viewBox')`)
		if got := decodeQR(t, path, box); got != link {
			b.fatalf("%s: the printed QR code reads %q, want the link %q", lang, got, link)
		}
		t.Logf("%s: %s: the printed QR code decodes to the link", b.since(), lang)
		b.saveAs("print-"+lang, b.snap("print-"+lang))
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
			b.fatalf("back to the screen: %v", err)
		}
	}
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors: %q", errs)
	}
}

var runRE = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`)

// decodeQR draws the page's QR path (one "M x y h n v1 h-n z" per run of
// dark modules) on white, four pixels a module, and reads it with ZXing.
func decodeQR(t *testing.T, path, viewBox string) string {
	t.Helper()
	f := strings.Fields(viewBox)
	if len(f) != 4 {
		t.Fatalf("viewBox %q", viewBox)
	}
	n, _ := strconv.Atoi(f[2])
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, m := range runRE.FindAllStringSubmatch(path, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		for px := x * scale; px < (x+w)*scale; px++ {
			for py := y * scale; py < (y+1)*scale; py++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_CHARACTER_SET: "UTF-8"})
	if err != nil {
		t.Fatalf("the QR code does not decode: %v", err)
	}
	return res.GetText()
}

// TestPresenter checks the presenter's comforts: a share link on a phone
// opens on the top pick with the questions a tap away (desktop unchanged),
// presenter mode grows the page and stays in the link, and the keyboard
// shortcuts move between steps without taking keys from fields.
func TestPresenter(t *testing.T) {
	site := serve(t, siteDir(t))
	t.Run("phone", func(t *testing.T) {
		b := newBrowser(t, site)
		b.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
		b.open(callLink)
		b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
		time.Sleep(200 * time.Millisecond)
		// The top pick's monthly cost is on the first screen.
		if got := eval[string](b, `(r => Math.round(r.top) + ' ' + Math.round(r.bottom))(document.querySelector('#picks .pick .pick-month').getBoundingClientRect())`); !aboveFold(got, 844) {
			b.fatalf("on a phone the top pick's monthly cost is at %s px, below the 844 px screen", got)
		}
		if eval[bool](b, `document.querySelector('.questions').offsetParent !== null`) {
			b.fatalf("on a phone the questions show before the answer")
		}
		b.saveAs("presenter-phone-answer-first", b.snap("phone"))
		b.click("#questions-toggle")
		b.waitFor("the questions after a tap", `document.querySelector('.questions').offsetParent !== null && document.getElementById('questions-toggle').getAttribute('aria-expanded') === 'true'`, waitTimeout)
		b.axeClean("phone, questions open")

		// A desktop: nothing changes, no toggle.
		b.do("a desktop", chromedp.EmulateViewport(1280, 720))
		time.Sleep(200 * time.Millisecond)
		if got := eval[string](b, `getComputedStyle(document.getElementById('questions-toggle')).display + ' ' + (document.querySelector('.questions').offsetParent !== null)`); got != "none true" {
			b.fatalf("on a desktop the toggle and questions are %q, want the questions shown and no toggle", got)
		}
	})

	t.Run("mode", func(t *testing.T) {
		b := newBrowser(t, site)
		b.do("a shared screen", chromedp.EmulateViewport(1280, 720))
		b.open(callLink)
		b.click("#presenter")
		b.waitFor("present=1 in the link", queryIs("present", "1"), waitTimeout)
		if got := eval[string](b, `getComputedStyle(document.documentElement).fontSize`); got != "20px" {
			b.fatalf("presenter mode's root font size is %s, want 20px (125%%)", got)
		}
		// Kept through a new answer and a reload of the link; presenter
		// mode folds the questions, a click away (issue 25).
		b.click("#questions-toggle")
		b.goStep(2, "#next", "hours")
		b.typeInto("hours", "400")
		b.waitFor("hours=400 with present=1", queryIs("hours", "400", "present", "1"), waitTimeout)
		b.open(strings.TrimPrefix(b.location(), b.base))
		b.waitFor("presenter mode after a reload", `document.documentElement.classList.contains('present') && document.getElementById('presenter').getAttribute('aria-pressed') === 'true'`, waitTimeout)
		if top := eval[int](b, `Math.round(document.querySelector('#picks .pick').getBoundingClientRect().top)`); top >= 720 {
			b.t.Errorf("in presenter mode at 1280×720 the top pick starts at %d px, off the shared screen", top)
		}
		b.axeClean("presenter mode")
		for _, lang := range []string{"en", "zh"} {
			b.open(callLink + "&present=1&lang=" + lang)
			b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
			png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
			if err != nil {
				b.fatalf("screenshot: %v", err)
			}
			b.saveAs("presenter-"+lang, png)
		}
	})

	t.Run("shortcuts", func(t *testing.T) {
		b := newBrowser(t, site)
		b.open(callLink)
		b.do("focus on the page", chromedp.Evaluate[chromedp.Void](`document.activeElement && document.activeElement.blur()`))
		step := func() string {
			return eval[string](b, `(e => e ? e.id : '')(document.querySelector('.stepper [aria-current="step"]'))`)
		}
		// ] and [ move a step, a digit jumps to one.
		for _, k := range []struct{ key, want string }{{"]", "step-2"}, {"]", "step-3"}, {"[", "step-2"}, {"4", "step-4"}, {"1", "step-1"}} {
			b.press(k.key)
			b.waitFor(k.key+" to open "+k.want, fmt.Sprintf(`(e => !!e && e.id === %q)(document.querySelector('.stepper [aria-current="step"]'))`, k.want), waitTimeout)
		}
		// None of them while typing in a field.
		b.do("focus in a field", chromedp.Focus(chromedp.ID("share-url")))
		b.press("]")
		b.press("2")
		time.Sleep(300 * time.Millisecond)
		if got := step(); got != "step-1" {
			b.fatalf("] and 2 typed in a field moved to %s", got)
		}
		b.do("focus on the page", chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
		b.press("p")
		b.waitFor("p to turn presenter mode on", queryIs("present", "1")+` && document.documentElement.classList.contains('present')`, waitTimeout)
		// ? opens the list, Escape closes it, and so does the button.
		b.press("?")
		b.waitFor("the shortcuts popover", `document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		if n := eval[int](b, `document.querySelectorAll('#shortcuts kbd').length`); n < 5 {
			b.fatalf("the shortcuts popover lists %d keys", n)
		}
		b.shot("presenter-shortcuts", "#shortcuts")
		b.axeClean("shortcuts popover open")
		b.press(kb.Escape)
		b.waitFor("Escape to close the popover", `!document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		b.click("#shortcuts-button")
		b.waitFor("the button to open the popover", `document.getElementById('shortcuts').matches(':popover-open')`, waitTimeout)
		if errs := b.errorsSoFar(); len(errs) > 0 {
			b.fatalf("the page reported errors: %q", errs)
		}
	})
}

// aboveFold reads "top bottom" and tells whether both are on a screen of
// height h.
func aboveFold(topBottom string, h int) bool {
	var top, bottom int
	if _, err := fmt.Sscan(topBottom, &top, &bottom); err != nil {
		return false
	}
	return top >= 0 && bottom <= h
}
