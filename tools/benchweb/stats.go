package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
)

// median of the values; NaN-free input assumed. Even counts take the mean
// of the middle two. An empty input gives -1 (shown as "n/a").
func median(vs []float64) float64 {
	if len(vs) == 0 {
		return -1
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// percentile is the nearest-rank p-th percentile (0 < p ≤ 100) of the
// values, -1 for none.
func percentile(vs []float64, p float64) float64 {
	if len(vs) == 0 {
		return -1
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	k := int(math.Ceil(p / 100 * float64(len(s))))
	return s[min(max(k, 1), len(s))-1]
}

// ratio formats a/b as "1.23×", or "n/a" when either is missing.
func ratio(a, b float64) string {
	if a < 0 || b <= 0 {
		return "n/a"
	}
	return strconv.FormatFloat(a/b, 'f', 2, 64) + "×"
}

// ms formats a duration in milliseconds, "n/a" when missing (negative).
func ms(v float64) string {
	if v < 0 {
		return "n/a"
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

// bytesN formats a byte count with thousands separators.
func bytesN(n int64) string {
	if n < 0 {
		return "n/a"
	}
	s := strconv.FormatInt(n, 10)
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// span is b-a when both marks were seen, else -1.
func span(a, b float64) float64 {
	if a < 0 || b < 0 {
		return -1
	}
	return b - a
}

// row lays out a table row: the first cell left-aligned in 40 columns, the
// others right-aligned in 12.
func row(cells ...string) string {
	widths := []int{40}
	var out string
	for i, c := range cells {
		w := 12
		if i < len(widths) {
			w = widths[i]
		}
		if i == 0 {
			out += fmt.Sprintf("%-*s", w, c)
			continue
		}
		out += fmt.Sprintf("%*s", w, c)
	}
	return out
}

// roundRatios are the round-by-round ratios a[i]/b[i] of two sites'
// times (each round loads both back to back), leaving out a round whose
// pair is missing.
func roundRatios(a, b []float64) []float64 {
	var rs []float64
	for i := range min(len(a), len(b)) {
		if a[i] >= 0 && b[i] > 0 {
			rs = append(rs, a[i]/b[i])
		}
	}
	return rs
}

// spread is the range of round-by-round ratios, as "0.97–1.48×": how far
// one round's interference moves the ratio that the medians give. "n/a"
// when there are none.
func spread(rs []float64) string {
	if len(rs) == 0 {
		return "n/a"
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	return f(slices.Min(rs)) + "–" + f(slices.Max(rs)) + "×"
}
