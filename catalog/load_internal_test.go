package catalog

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkLoad is what Load does once per page: the index over the
// generated lists (nothing is decoded or validated).
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := load(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCivilReadsAsTimeParse: the dates the engine reads without time.Parse
// read as time.Parse reads them, valid or not, padded or not, and every
// text time.Parse refuses, civil refuses.
func TestCivilReadsAsTimeParse(t *testing.T) {
	var in []string
	for _, y := range []string{"0000", "1900", "2000", "2024", "2026", "2100"} {
		for m := 0; m <= 13; m++ {
			for d := 0; d <= 32; d++ {
				in = append(in, fmt.Sprintf("%s-%d-%d", y, m, d), fmt.Sprintf("%s-%02d-%02d", y, m, d), fmt.Sprintf("%s-%d-%02d", y, m, d))
			}
		}
	}
	in = append(in, "", "2026", "2026-1", "2026-01-", "2026-1-1x", "2026-001-1", "2026-1-001", "+202-1-1", "-202-01-01", "2026-+1-1",
		"2026-1-+1", "2026/01/01", "２０２６-1-1", "20261-1-1", " 2026-1-1", "2026-1-1 ", "2026-1--1", "2026--1-1", "2026-1-1-1")
	for _, s := range in {
		for _, layout := range []string{"2006-1-2", DateLayout} {
			got, ok := civil(s, layout == DateLayout)
			want, err := time.Parse(layout, s)
			if ok != (err == nil) || !got.Equal(want) {
				t.Errorf("civil(%q) with %s = %v, %v; time.Parse: %v, %v", s, layout, got, ok, want, err)
			}
		}
		_, err := time.Parse(DateLayout, s)
		if _, got := ParseDate(s); (got == nil) != (err == nil) {
			t.Errorf("ParseDate(%q): %v; time.Parse: %v", s, got, err)
		}
	}
}
