package ui

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// parseError says, in words a person reads next to the field, why a text is
// not a number: a message of app/words, rendered in the page's language.
type parseError struct {
	id   words.ID
	args []words.Arg
}

func (e parseError) Error() string { return e.in(words.En) }

// in is the message in a language.
func (e parseError) in(l words.Lang) string { return words.T(l, e.id, e.args...) }

func newParseError(id words.ID, args ...words.Arg) parseError { return parseError{id, args} }

// Whole numbers: plain digits, or digits grouped by threes with commas or
// spaces (one kind per number), then an optional decimal part or exponent.
var (
	plainNumberRE   = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)
	groupedNumberRE = regexp.MustCompile(`^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$|^[+-]?\d{1,3}( \d{3})+(\.\d*)?$`)
	decimalCommaRE  = regexp.MustCompile(`^\d+,\d{1,2}$`)
)

// parseAmount reads a number as people type it: "5000", "5,000", "5 000",
// "５０００" (full-width), "5k" (thousands), "1.5M" (millions), "1e3", and
// as Chinese writes large numbers: "５千" (5,000), "1.5万" (15,000), "3千万"
// (30 million), "2亿" (200 million), with ，and 。 as comma and point. Units
// names what may stand before or after the number and means nothing more
// ("$", "h", "TB", "美元"), matched without regard to case; a unit wins over
// a multiplier of the same letter, so "7B" for a size in billions is 7.
//
// It never returns a prefix of what was typed: "5x" is an error, not 5.
// The empty text is 0 with no error; whether that may stand is the caller's
// business.
func parseAmount(s string, units ...string) (float64, error) {
	v, _, err := parseAmountZh(s, units...)
	return v, err
}

// zhMagnitudes are the Chinese words for powers of ten a number may end
// with; they multiply, as 千万 is ten million.
var zhMagnitudes = map[rune]float64{'十': 10, '百': 100, '千': 1e3, '万': 1e4, '萬': 1e4, '亿': 1e8, '億': 1e8}

// parseAmountZh is parseAmount that also says whether the number ended with
// a Chinese magnitude ("70亿"): then it is a whole count, not a count of the
// field's unit (a model of 70亿 parameters is 7 B).
func parseAmountZh(s string, units ...string) (v float64, magnitude bool, err error) {
	typed := strings.TrimSpace(s)
	s = strings.TrimSpace(halfWidth(s))
	if s == "" {
		return 0, false, nil
	}
	s = trimUnits(s, units)
	mult := 1.0
	for {
		r, size := utf8.DecodeLastRuneInString(s)
		m, ok := zhMagnitudes[r]
		if !ok || size == len(s) {
			break
		}
		mult, magnitude, s = mult*m, true, strings.TrimSpace(s[:len(s)-size])
	}
	switch {
	case magnitude: // no k or M after 万
	case strings.HasSuffix(s, "k"), strings.HasSuffix(s, "K"):
		mult, s = 1e3, strings.TrimSpace(s[:len(s)-1])
	case strings.HasSuffix(s, "M"):
		mult, s = 1e6, strings.TrimSpace(s[:len(s)-1])
	}
	switch {
	case plainNumberRE.MatchString(s):
	case groupedNumberRE.MatchString(s):
		s = strings.ReplaceAll(strings.ReplaceAll(s, ",", ""), " ", "") // not a strings.Replacer: smaller wasm
	case decimalCommaRE.MatchString(s):
		return 0, false, newParseError(words.DecimalComma, words.S(quoteTyped(typed)), words.S(strings.Replace(s, ",", ".", 1)))
	case strings.HasSuffix(s, "m"):
		return 0, false, newParseError(words.MillionsM, words.S(quoteTyped(typed)), words.S(strings.TrimSuffix(s, "m")))
	default:
		return 0, false, newParseError(words.NotNumber, words.S(quoteTyped(typed)))
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f*mult, 0) {
		return 0, false, newParseError(words.NotNumber, words.S(quoteTyped(typed)))
	}
	return f * mult, magnitude, nil
}

// halfWidth turns full-width digits, signs and letters (as an IME types
// them) into ASCII, and every kind of space into a plain one.
func halfWidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '！' && r <= '～': // U+FF01..U+FF5E mirror ASCII 0x21..0x7E
			return r - '！' + '!'
		case r == '，' || r == '、':
			return ','
		case r == '。':
			return '.'
		case unicode.IsSpace(r) || r == '\u202f' || r == '\u00a0' || r == '\u2009':
			return ' '
		}
		return r
	}, s)
}

// trimUnits removes one unit before and one after the number.
func trimUnits(s string, units []string) string {
	for _, u := range units {
		if len(u) <= len(s) && strings.EqualFold(s[len(s)-len(u):], u) {
			s = strings.TrimSpace(s[:len(s)-len(u)])
			break
		}
	}
	for _, u := range units {
		if len(u) <= len(s) && strings.EqualFold(s[:len(u)], u) && !unicode.IsLetter(rune(u[0])) {
			s = strings.TrimSpace(s[len(u):])
			break
		}
	}
	return s
}

// quoteTyped quotes what was typed for a message, shortened if long.
func quoteTyped(s string) string {
	if r := []rune(s); len(r) > 24 {
		s = string(r[:23]) + "…"
	}
	return "“" + s + "”"
}
