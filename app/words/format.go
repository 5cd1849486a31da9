package words

import (
	"math"
	"strconv"
	"strings"
)

// Number prints a number without needless decimals and with thousand
// separators: 7, 0.5, 1,234, 1,234,567.
func Number(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return group(strconv.FormatInt(int64(v), 10))
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if len(s) > 21 { // 1e-300 is not 300 zeros: four significant digits and the exponent
		return strconv.FormatFloat(v, 'g', 4, 64)
	}
	if strings.Contains(s, ".") { // a whole number past 1e15 stays as it is
		return group(s)
	}
	return s
}

// Rough prints a computed figure to about three significant digits: 8,760,
// 412, 37.5, 1.25.
func Rough(v float64) string {
	switch a := math.Abs(v); {
	case a >= 100:
		return Number(math.Round(v))
	case a >= 10:
		return Number(math.Round(v*10) / 10)
	default:
		return Number(math.Round(v*100) / 100)
	}
}

// Dollars prints dollars the way people read them: $1,234, or $3.67 below
// $100.
func Dollars(v float64) string {
	if v < 100 {
		return "$" + fixed(v, 2)
	}
	return "$" + group(fixed(v, 0))
}

// Converted prints an amount of US dollars in another currency at the rate
// a person gave (units per US dollar), labelled as converted at that rate:
// "≈ 3.62 EUR at 0.92/USD". The only place a converted amount is written;
// "" without a currency or rate.
func Converted(l Lang, usd float64, cur string, rate float64) string {
	if cur == "" || rate <= 0 {
		return ""
	}
	v, prec := usd*rate, 0
	switch {
	case v < 1:
		prec = 3
	case v < 100:
		prec = 2
	}
	return T(l, ConvertedAmount, S(Fixed(v, prec)), S(cur), S(strconv.FormatFloat(rate, 'f', -1, 64)))
}

// Fixed prints a number with prec decimals and thousand separators.
func Fixed(v float64, prec int) string { return group(fixed(v, prec)) }

// Cents is the exact figure machines compare: 3212.00.
func Cents(v float64) string { return fixed(v, 2) }

func fixed(v float64, prec int) string { return strconv.FormatFloat(v, 'f', prec, 64) }

// group puts commas between groups of three digits in the whole part of an
// optionally signed decimal number: -1234.5678 is -1,234.5678.
func group(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole := strings.IndexByte(s, '.') // the whole part's length
	if whole < 0 {
		whole = len(s)
	}
	if whole <= 3 {
		return sign + s
	}
	var b strings.Builder
	b.WriteString(sign)
	for i := 0; i < len(s); i++ {
		if i > 0 && i < whole && (whole-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Part prints a count that may be a part of one (a GPU shared between VMs):
// whole numbers as Number does, fractions as a person writes them: ½, ⅙,
// 1⅓, or 1/7 where Unicode has no glyph; anything else to two decimals.
// Never 0.16666666666666666.
func Part(v float64) string {
	if v == math.Trunc(v) || v < 0 {
		return Number(v)
	}
	for den := 2; den <= 12; den++ {
		n := math.Round(v * float64(den))
		if math.Abs(v*float64(den)-n) > 1e-6 {
			continue
		}
		whole, part := int(n)/den, int(n)%den
		f := glyph(part, den)
		if f == "" {
			f = strconv.Itoa(part) + "/" + strconv.Itoa(den)
			if whole > 0 {
				f = " " + f
			}
		}
		if whole > 0 {
			return group(strconv.Itoa(whole)) + f
		}
		return f
	}
	return Rough(v)
}

// glyphs are the vulgar fractions Unicode has, in lowest terms: a table,
// not a map literal, whose init would be code in the wasm.
var glyphs = []struct {
	num, den int
	s        string
}{
	{1, 2, "½"}, {1, 3, "⅓"}, {2, 3, "⅔"}, {1, 4, "¼"}, {3, 4, "¾"},
	{1, 5, "⅕"}, {2, 5, "⅖"}, {3, 5, "⅗"}, {4, 5, "⅘"},
	{1, 6, "⅙"}, {5, 6, "⅚"}, {1, 8, "⅛"}, {3, 8, "⅜"}, {5, 8, "⅝"}, {7, 8, "⅞"},
}

// glyph is the vulgar fraction num/den, or "" when Unicode has none.
func glyph(num, den int) string {
	for _, g := range glyphs {
		if g.num == num && g.den == den {
			return g.s
		}
	}
	return ""
}

// Fraction prints the catalog's "1/6" (a GPU count as text) as Part does;
// anything else as it is.
func Fraction(s string) string {
	n, d, ok := strings.Cut(s, "/")
	if !ok {
		return s
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(n))
	b, err2 := strconv.Atoi(strings.TrimSpace(d))
	if err1 != nil || err2 != nil || b <= 0 {
		return s
	}
	return Part(float64(a) / float64(b))
}

// Duration prints hours of work as hours, or as days above 48 hours.
func Duration(l Lang, hours float64) string {
	if hours > 48 {
		return T(l, DurationDays, Approx(hours/24))
	}
	return T(l, DurationHours, Approx(hours))
}
