package ui

import (
	"errors"
	"math"
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

func newParseError(id words.ID, args ...words.Arg) *parseError { return &parseError{id, args} }

// isPlainNumber: [+-]digits[.digits][e[+-]digits], with digits on at least
// one side of the point: what strconv.ParseFloat reads (too large or not),
// written with nothing else ("Inf", "NaN", "0x1p3" and "1_000" are not).
func isPlainNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return (err == nil || errors.Is(err, strconv.ErrRange)) && strings.Trim(s, "+-.eE0123456789") == ""
}

// isGroupedNumber: [+-], one to three digits, then groups of three after
// commas or after spaces (one kind per number), then [.digits].
func isGroupedNumber(s string) bool {
	s = unsigned(s)
	n := digits(s)
	if n < 1 || n > 3 || n == len(s) || (s[n] != ',' && s[n] != ' ') {
		return false
	}
	sep, groups := s[n], 0
	for s = s[n:]; len(s) >= 4 && s[0] == sep && digits(s[1:4]) == 3; s = s[4:] {
		groups++
	}
	if s != "" && s[0] == '.' {
		s = s[1+digits(s[1:]):]
	}
	return groups > 0 && s == ""
}

// isDecimalComma: digits, a comma, one or two digits ("1,5" meant as 1.5).
func isDecimalComma(s string) bool {
	n := digits(s)
	if n == 0 || n == len(s) || s[n] != ',' {
		return false
	}
	m := digits(s[n+1:])
	return (m == 1 || m == 2) && n+1+m == len(s)
}

// digits is how many ASCII digits s starts with.
func digits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// unsigned is s without one leading sign.
func unsigned(s string) string {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		return s[1:]
	}
	return s
}

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
	if err != nil {
		return v, err
	}
	return v, nil // not err: a nil *parseError is not a nil error
}

// zhMagnitude is the power of ten a Chinese word a number may end with
// stands for (they multiply, as 千万 is ten million), or 0.
func zhMagnitude(r rune) float64 {
	switch r {
	case '十':
		return 10
	case '百':
		return 100
	case '千':
		return 1e3
	case '万', '萬':
		return 1e4
	case '亿', '億':
		return 1e8
	}
	return 0
}

// parseAmountZh is parseAmount that also says whether the number ended with
// a Chinese magnitude ("70亿"): then it is a whole count, not a count of the
// field's unit (a model of 70亿 parameters is 7 B).
func parseAmountZh(s string, units ...string) (v float64, magnitude bool, err *parseError) {
	typed := words.S(quoteTyped(strings.TrimSpace(s))) // for the messages
	s = strings.TrimSpace(halfWidth(s))
	if s == "" {
		return 0, false, nil
	}
	s = trimUnits(s, units)
	mult := 1.0
	for {
		r, size := utf8.DecodeLastRuneInString(s)
		m := zhMagnitude(r)
		if m == 0 || size == len(s) {
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
	case isPlainNumber(s):
	case isGroupedNumber(s):
		s = strings.ReplaceAll(strings.ReplaceAll(s, ",", ""), " ", "")
	case isDecimalComma(s):
		return 0, false, newParseError(words.DecimalComma, typed, words.S(strings.Replace(s, ",", ".", 1)))
	case strings.HasSuffix(s, "m"):
		return 0, false, newParseError(words.MillionsM, typed, words.S(strings.TrimSuffix(s, "m")))
	default:
		return 0, false, newParseError(words.NotNumber, typed)
	}
	f, bad := strconv.ParseFloat(s, 64)
	if bad != nil || math.IsNaN(f) || math.IsInf(f*mult, 0) {
		return 0, false, newParseError(words.NotNumber, typed)
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
