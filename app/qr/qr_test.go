package qr

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// picture renders a code as a phone's camera would see a print: black on
// white, scale pixels a module, a four-module quiet zone.
func picture(c *Code, scale int) image.Image {
	n := (c.Size() + 8) * scale
	img := image.NewGray(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			mx, my := x/scale-4, y/scale-4
			v := uint8(255)
			if mx >= 0 && my >= 0 && mx < c.Size() && my < c.Size() && c.Dark(mx, my) {
				v = 0
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	return img
}

// read decodes a picture with ZXing's QR reader (its Go port), finding the
// code in the image as a scanner does.
func read(t *testing.T, img image.Image) string { return decode(t, img, false) }

// decode reads a picture; pure reads the modules straight off an upright,
// unskewed picture, which tests the layout and not ZXing's code finder.
func decode(t *testing.T, img image.Image, pure bool) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_CHARACTER_SET: "UTF-8"}
	if pure {
		hints[gozxing.DecodeHintType_PURE_BARCODE] = true
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		t.Fatalf("the QR code does not decode: %v", err)
	}
	return res.GetText()
}

func TestDecodesBackToTheLink(t *testing.T) {
	for _, tc := range []struct{ scenario, text string }{
		{"share link", "https://advisor.example.org/?v=1&task=finetune&model=llama-3.1-70b&prec=bf16&method=qlora&hours=200&months=2&budget=5000&region=eu&stack=cuda&fw=pytorch&lang=zh"},
		{"short", "https://x.org/"},
		{"UTF-8", "区域=欧洲 & région"},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			c, ok := Encode(tc.text)
			if !ok {
				t.Fatal("not encoded")
			}
			if got := read(t, picture(c, 4)); got != tc.text {
				t.Errorf("decoded %q, want %q", got, tc.text)
			}
		})
	}
}

// Every version's block layout and alignment patterns: the longest text
// each version holds decodes back, and one byte more takes the next version.
func TestEveryVersion(t *testing.T) {
	for ver := 1; ver <= 40; ver++ {
		n := (8*dataCodewords(ver) - 4 - countBits(ver)) / 8
		text := strings.Repeat("azure-gpu-advisor/?v=1&", n/23+1)[:n]
		c, ok := Encode(text)
		if !ok || c.Size() != ver*4+17 {
			t.Fatalf("%d bytes: got size %v, want version %d", n, c, ver)
		}
		if got := decode(t, picture(c, 1), true); got != text {
			t.Fatalf("version %d: decoded %q, want %q", ver, got, text)
		}
		if ver < 40 {
			if c, _ := Encode(text + "x"); c.Size() != (ver+1)*4+17 {
				t.Errorf("%d bytes: size %d, want version %d", n+1, c.Size(), ver+1)
			}
		}
	}
	if _, ok := Encode(strings.Repeat("x", 2332)); ok {
		t.Error("2,332 bytes encoded; version 40 at level M holds 2,331")
	}
}

func TestSVG(t *testing.T) {
	c, _ := Encode("https://x.org/?a=1&b=<2>")
	svg := c.SVG("qr-title", `Link "x" & <y>`)
	for _, want := range []string{`<svg xmlns="http://www.w3.org/2000/svg"`, `aria-labelledby="qr-title"`, `<title id="qr-title">Link &#34;x&#34; &amp; &lt;y&gt;</title>`, `viewBox="0 0 33 33"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %s:\n%s", want, svg)
		}
	}
	if strings.Contains(svg, "style=") {
		t.Error("SVG has a style attribute; the page's CSP is kept simple without them")
	}
}
