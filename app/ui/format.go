package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// usd prints dollars the way people read them: $1,234 or $3.67 below $100.
func usd(v float64) string {
	if v < 100 {
		return "$" + strconv.FormatFloat(v, 'f', 2, 64)
	}
	return "$" + thousands(fmt.Sprintf("%.0f", v))
}

// thousands puts commas in a string of digits.
func thousands(s string) string {
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return b.String()
}

// num prints a number without needless decimals: 7, 0.5, 1,234.
func num(v float64) string {
	if v >= 1000 && v == float64(int64(v)) {
		return thousands(strconv.FormatInt(int64(v), 10))
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// cents is the exact figure the browser tests compare with the CLI.
func cents(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

// storage prints GiB as GiB or TiB.
func storage(gib int) string {
	if gib >= 1024 {
		return strconv.FormatFloat(math.Round(float64(gib)/1024*10)/10, 'f', -1, 64) + " TiB"
	}
	return num(float64(gib)) + " GiB"
}

// network prints Mbps as Gbps.
func network(mbps int) string {
	return num(float64(mbps)/1000) + " Gbps"
}

// priceOptions are the price-model choices of step 2.
func priceOptions() []option {
	out := []option{{string(advisor.Auto), "Cheapest (auto)"}}
	for _, m := range advisor.PricePrefs[1:] {
		out = append(out, option{string(m), advisor.ModelName(m)})
	}
	return out
}

// plural prints a count with its noun: "1 GPU", "½ GPU", "⅙ GPU", "8 GPUs".
func plural(n float64, noun string) string {
	if n > 1 {
		noun += "s"
	}
	return count(n) + " " + noun
}

// count prints a count that may be a part of one (a GPU shared between
// VMs): whole numbers as num does, fractions as a person writes them: ½, ⅙,
// 1⅓, or 1/7 where Unicode has no glyph; anything else to two decimals.
// Never 0.16666666666666666.
func count(v float64) string {
	if v == math.Trunc(v) || v < 0 {
		return num(v)
	}
	for den := 2; den <= 12; den++ {
		n := math.Round(v * float64(den))
		if math.Abs(v*float64(den)-n) > 1e-6 {
			continue
		}
		whole, part := int(n)/den, int(n)%den
		f := fractionGlyphs[[2]int{part, den}]
		if f == "" {
			f = strconv.Itoa(part) + "/" + strconv.Itoa(den)
			if whole > 0 {
				f = " " + f
			}
		}
		if whole > 0 {
			return thousands(strconv.Itoa(whole)) + f
		}
		return f
	}
	return approx(v)
}

// fractionGlyphs are the vulgar fractions Unicode has, in lowest terms.
var fractionGlyphs = map[[2]int]string{
	{1, 2}: "½", {1, 3}: "⅓", {2, 3}: "⅔", {1, 4}: "¼", {3, 4}: "¾",
	{1, 5}: "⅕", {2, 5}: "⅖", {3, 5}: "⅗", {4, 5}: "⅘",
	{1, 6}: "⅙", {5, 6}: "⅚", {1, 8}: "⅛", {3, 8}: "⅜", {5, 8}: "⅝", {7, 8}: "⅞",
}

// fraction prints the catalog's "1/6" (a GPU count as text) as count does.
func fraction(s string) string {
	n, d, ok := strings.Cut(s, "/")
	if !ok {
		return s
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(n))
	b, err2 := strconv.Atoi(strings.TrimSpace(d))
	if err1 != nil || err2 != nil || b <= 0 {
		return s
	}
	return count(float64(a) / float64(b))
}

// approx prints a computed figure to about three significant digits:
// 8,760, 412, 37.5, 1.25.
func approx(v float64) string {
	switch a := math.Abs(v); {
	case a >= 100:
		return num(math.Round(v))
	case a >= 10:
		return num(math.Round(v*10) / 10)
	default:
		return num(math.Round(v*100) / 100)
	}
}

// duration prints hours of work as hours, or as days above 48 hours.
func duration(hours float64) string {
	if hours > 48 {
		return approx(hours/24) + " days"
	}
	if hours == 1 {
		return "1 hour"
	}
	return approx(hours) + " hours"
}
