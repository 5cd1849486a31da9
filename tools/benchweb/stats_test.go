package main

import "testing"

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{7}, 7},
		{nil, -1},
	} {
		in := append([]float64(nil), tc.in...)
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
		for i := range in {
			if in[i] != tc.in[i] {
				t.Errorf("median reordered its input: %v", tc.in)
			}
		}
	}
}

func TestFormatting(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{ratio(1600, 770), "2.08×"},
		{ratio(2416839, 1881134), "1.28×"},
		{ratio(-1, 770), "n/a"},
		{ratio(10, 0), "n/a"},
		{ms(1234.56), "1235"},
		{ms(-1), "n/a"},
		{bytesN(2416839), "2,416,839"},
		{bytesN(999), "999"},
		{bytesN(1000), "1,000"},
		{bytesN(-1), "n/a"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	if got := span(10, 25); got != 15 {
		t.Errorf("span(10, 25) = %v", got)
	}
	if got := span(-1, 25); got != -1 {
		t.Errorf("span(-1, 25) = %v, want -1 (a mark not seen)", got)
	}
}

func TestPercentile(t *testing.T) {
	vs := []float64{9, 1, 8, 2, 7, 3, 6, 4, 5, 10}
	for _, tc := range []struct{ p, want float64 }{{50, 5}, {95, 10}, {90, 9}, {10, 1}, {100, 10}} {
		if got := percentile(vs, tc.p); got != tc.want {
			t.Errorf("percentile(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
	if got := percentile(nil, 95); got != -1 {
		t.Errorf("percentile(nil) = %v, want -1", got)
	}
}

func TestSpread(t *testing.T) {
	if got := spread(roundRatios([]float64{1200, 1000, 900}, []float64{1000, 1000, 1000})); got != "0.90–1.20×" {
		t.Errorf("spread = %q, want 0.90–1.20×", got)
	}
	if got := spread(roundRatios([]float64{-1, 1100}, []float64{1000, 1000, 1000})); got != "1.10–1.10×" {
		t.Errorf("spread with a missing value = %q, want 1.10–1.10×", got)
	}
	if got := spread(roundRatios(nil, []float64{1000})); got != "n/a" {
		t.Errorf("spread of nothing = %q, want n/a", got)
	}
}

// TestThrottled keeps as a phone's run only one whose wasm came whole over
// the emulated network, before its answer was painted.
func TestThrottled(t *testing.T) {
	const br = 1_300_000
	slow := 1000 * br / phoneDownBytes // ms the emulated network takes for the file
	for _, c := range []struct {
		name string
		m    measure
		want bool
	}{
		{"over the network", measure{WasmBytes: br + 300, WasmStart: 100, WasmEnd: 100 + slow, Painted: 200 + slow}, true},
		{"a revalidated copy", measure{WasmBytes: 300, WasmStart: 100, WasmEnd: 150, Painted: 2000}, false},
		{"faster than the network allows", measure{WasmBytes: br, WasmStart: 100, WasmEnd: 100 + slow/2, Painted: 200 + slow}, false},
		{"painted before the wasm came", measure{WasmBytes: br, WasmStart: 100, WasmEnd: 100 + slow, Painted: 50 + slow}, false},
		{"no wasm", measure{Painted: 2000}, false},
	} {
		if got := throttled(c.m, br); got != c.want {
			t.Errorf("%s: throttled = %v, want %v", c.name, got, c.want)
		}
	}
}
