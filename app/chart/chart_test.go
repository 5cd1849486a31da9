package chart

import (
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"
)

// node is a parsed SVG element, enough to check what a person would see.
type node struct {
	name  string
	attrs map[string]string
	text  string
}

// parse reads an SVG as XML (a chart that is not well formed fails here) and
// lists its elements in document order.
func parse(t *testing.T, svg string) []node {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(svg))
	var out []node
	var open []int
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well formed: %v\n%s", err, svg)
		}
		switch v := tok.(type) {
		case xml.StartElement:
			n := node{name: v.Name.Local, attrs: map[string]string{}}
			for _, a := range v.Attr {
				n.attrs[a.Name.Local] = a.Value
			}
			out = append(out, n)
			open = append(open, len(out)-1)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(v)
			}
		}
	}
	if strings.Contains(svg, "style=") {
		t.Error("a style attribute; colours belong in classes")
	}
	return out
}

func find(ns []node, pred func(node) bool) []node {
	var out []node
	for _, n := range ns {
		if pred(n) {
			out = append(out, n)
		}
	}
	return out
}

func num(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%q is no number", s)
	}
	return v
}

func TestBarsAreLabelledProportionalAndHatched(t *testing.T) {
	svg := Bars{ID: "cost", Title: "Project cost <by model>", Desc: "one bar each", EstimateLabel: "estimate", Bars: []Bar{
		{Label: "Pay-as-you-go", Value: 1000, Text: "$1,000"},
		{Label: "1-year reservation", Value: 500, Text: "$500", Estimate: true, Chosen: true},
	}}.SVG()
	ns := parse(t, svg)
	if ns[0].name != "svg" || ns[0].attrs["role"] != "img" || ns[0].attrs["aria-labelledby"] != "cost-title cost-desc" {
		t.Fatalf("root %+v: want an img labelled by its title and desc", ns[0])
	}
	if ti := find(ns, func(n node) bool { return n.name == "title" && n.attrs["id"] == "cost-title" }); len(ti) != 1 || ti[0].text != "Project cost <by model>" {
		t.Errorf("title %+v", ti)
	}
	bars := find(ns, func(n node) bool {
		return n.name == "rect" && strings.HasPrefix(n.attrs["class"], "bar") && n.attrs["x"] == "220"
	})
	if len(bars) != 2 {
		t.Fatalf("%d bars, want 2", len(bars))
	}
	if w0, w1 := num(t, bars[0].attrs["width"]), num(t, bars[1].attrs["width"]); w1*2 != w0 {
		t.Errorf("bar widths %v and %v: half the cost should be half the bar", w0, w1)
	}
	if got := bars[1].attrs["fill"]; got != "url(#cost-hatch)" {
		t.Errorf("the estimate's fill is %q, want the hatch pattern", got)
	}
	if got := bars[0].attrs["fill"]; strings.Contains(got, "hatch") {
		t.Errorf("a sourced price is hatched: %q", got)
	}
	if p := find(ns, func(n node) bool { return n.name == "pattern" && n.attrs["id"] == "cost-hatch" }); len(p) != 1 {
		t.Error("no hatch pattern")
	}
	if l := find(ns, func(n node) bool { return n.name == "text" && n.attrs["class"] == "legend-text" }); len(l) != 1 || l[0].text != "estimate" {
		t.Errorf("legend %+v, want one saying estimate", l)
	}
	if v := find(ns, func(n node) bool { return n.name == "text" && n.attrs["class"] == "value" }); len(v) != 2 || v[1].text != "$500" {
		t.Errorf("values %+v", v)
	}
}

func TestBarsWithoutEstimatesHaveNoLegend(t *testing.T) {
	ns := parse(t, Bars{ID: "c", EstimateLabel: "estimate", Bars: []Bar{{Label: "PAYG", Value: 1, Text: "$1"}}}.SVG())
	if l := find(ns, func(n node) bool { return n.attrs["class"] == "legend-text" }); len(l) != 0 {
		t.Error("a legend for estimates with no estimate")
	}
}

// A Windows commitment bills its compute every hour and its licence for
// the hours run: its line rises from its fixed month, and the marker sits
// where it meets pay-as-you-go (4 × 730 ÷ (10 − 2) = 365 h).
func TestBreakEvenCommitmentWithALicence(t *testing.T) {
	ns := parse(t, BreakEven{ID: "be", Lines: []Line{
		{Label: "Pay-as-you-go", Class: "payg", PerHour: 10},
		{Label: "1-year reservation", Class: "ri1", Fixed: 4 * 730, PerHour: 2, Cross: 365, CrossText: "365 h"},
	}}.SVG())
	lines := find(ns, func(n node) bool { return n.name == "line" && strings.HasPrefix(n.attrs["class"], "ln ") })
	circles := find(ns, func(n node) bool { return n.name == "circle" })
	if len(lines) != 2 || len(circles) != 1 {
		t.Fatalf("%d lines, %d markers; want 2 and 1", len(lines), len(circles))
	}
	payg, ri1 := lines[0], lines[1]
	at := func(l node, hours float64) float64 {
		return num(t, l.attrs["y1"]) + (num(t, l.attrs["y2"])-num(t, l.attrs["y1"]))*hours/730
	}
	if ri1.attrs["y1"] == ri1.attrs["y2"] {
		t.Error("the commitment's line is flat: its licence for the hours run is left out")
	}
	if cy := num(t, circles[0].attrs["cy"]); abs(cy-at(payg, 365)) > 0.1 || abs(cy-at(ri1, 365)) > 0.1 {
		t.Errorf("marker at y %v; the lines are at %v and %v at 365 h", cy, at(payg, 365), at(ri1, 365))
	}
}

func TestBreakEvenCrossesWherePricesMeet(t *testing.T) {
	svg := BreakEven{ID: "be", Title: "When does it pay off?", Desc: "d", XLabel: "Hours a month", YLabel: "USD a month",
		Hours: 300, HoursText: "you: 300 h", Money: func(v float64) string { return "$" + strconv.FormatFloat(v, 'f', 0, 64) },
		Lines: []Line{
			{Label: "Pay-as-you-go", Class: "payg", PerHour: 10},
			{Label: "1-year reservation", Class: "ri1", Fixed: 6 * 730, Cross: 438, CrossText: "438 h"},
			{Label: "3-year reservation", Class: "ri3", Fixed: 4 * 730, Cross: 292, CrossText: "292 h"},
		}}.SVG()
	ns := parse(t, svg)
	lines := find(ns, func(n node) bool { return n.name == "line" && strings.HasPrefix(n.attrs["class"], "ln ") })
	if len(lines) != 3 {
		t.Fatalf("%d price lines, want 3", len(lines))
	}
	// Pay-as-you-go rises from $0; a commitment is flat.
	payg, ri1 := lines[0], lines[1]
	if payg.attrs["y1"] == payg.attrs["y2"] || ri1.attrs["y1"] != ri1.attrs["y2"] {
		t.Errorf("pay-as-you-go %v, 1-year %v: want a rising line and a flat one", payg.attrs, ri1.attrs)
	}
	// The marker sits where pay-as-you-go reaches the 1-year line's height.
	x0, x1 := num(t, payg.attrs["x1"]), num(t, payg.attrs["x2"])
	y0, y1 := num(t, payg.attrs["y1"]), num(t, payg.attrs["y2"])
	circles := find(ns, func(n node) bool { return n.name == "circle" })
	if len(circles) != 2 {
		t.Fatalf("%d crossing markers, want 2", len(circles))
	}
	cx, cy := num(t, circles[0].attrs["cx"]), num(t, circles[0].attrs["cy"])
	if want := x0 + (x1-x0)*438/730; abs(cx-want) > 0.1 {
		t.Errorf("1-year marker at x %v, want %v", cx, want)
	}
	if want := y0 + (y1-y0)*438/730; abs(cy-want) > 0.1 || abs(cy-num(t, ri1.attrs["y1"])) > 0.1 {
		t.Errorf("1-year marker at y %v, want on both lines (%v)", cy, want)
	}
	texts := map[string]bool{}
	for _, n := range find(ns, func(n node) bool { return n.name == "text" }) {
		texts[n.text] = true
	}
	for _, want := range []string{"438 h", "292 h", "you: 300 h", "Hours a month", "USD a month", "730", "$0"} {
		if !texts[want] {
			t.Errorf("no text %q", want)
		}
	}
}

func TestNiceStep(t *testing.T) {
	for in, want := range map[float64]float64{0.7: 1, 1800: 2000, 2300: 2500, 4100: 5000, 9000: 10000, 0: 1} {
		if got := niceStep(in); got != want {
			t.Errorf("niceStep(%v) = %v, want %v", in, got, want)
		}
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
