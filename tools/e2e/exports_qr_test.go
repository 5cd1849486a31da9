//go:build !wasm

package e2e

import (
	"bytes"
	"encoding/csv"
	"image"
	"image/color"
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
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

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
