package share

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// readNum reads a number for f, whole or not, and notes what it changes. A
// number read as 0 is noted later, by answered, when the task is known.
func readNum(f *field, v string, whole bool, d *decoder) (float64, bool) {
	key := f.key
	num, scale := v, 1.0
	if n := len(v) - 1; n > 0 && (key == "params" || key == "tokens") {
		// Counts in billions: "70b" is 70 and "1t" a trillion, as model cards write them.
		switch v[n] {
		case 'b', 'B':
			num = v[:n]
		case 't', 'T':
			num, scale = v[:n], 1000
		}
	}
	n, why, ok := parseNum(num)
	n *= scale
	switch {
	case !ok:
	case n < 0:
		why, ok = words.WhyNegative, false
	case n > maxNum:
		why, ok = words.WhyTooLarge, false
	}
	if !ok {
		d.ignored(key, v, why)
		return 0, false
	}
	r, changed, change := n, false, words.ID(0)
	switch {
	case whole && math.Round(n) != n:
		r, changed, change = math.Round(n), true, words.WhyWhole
	case n != 0 && n < 0x1p-1022 /* subnormal */, n == 0 && nonzero(v):
		r, changed, change = 0, true, words.WhyTooSmall
	}
	if r == 0 {
		d.zeros = append(d.zeros, zero{q: f.q, raw: v, changed: changed, why: change})
		return 0, true // -0 too
	}
	if changed {
		d.note(words.LinkReadAs, words.S(key), quote(v), words.S(fmtNum(r)), words.W(change))
	}
	return r, true
}

// nonzero reports whether a decimal number has a digit other than 0 before
// its exponent: "1e-400" does, though it reads as 0.
func nonzero(v string) bool {
	if i := strings.IndexAny(v, "eE"); i >= 0 {
		v = v[:i]
	}
	return strings.ContainsAny(v, "123456789")
}

// regions reads the comma list of region names.
func regions(key, v string, d *decoder) []string {
	var out []string
	for _, r := range strings.Split(v, ",") {
		r = strings.TrimSpace(r)
		switch {
		case r == "":
		case len(r) > MaxValue:
			d.note(words.LinkRegionTooLong, quote(r), words.S(key), words.S(strconv.Itoa(MaxValue)))
		default:
			out = append(out, r)
		}
	}
	return out
}

// zhTags are the language tags read as "zh": Simplified Chinese, which the
// page writes.
var zhTags = []string{"zh", "zh-cn", "zh-hans", "zh-hans-cn", "zh-sg", "zh-hans-sg"}

// lang maps a language tag to "en" or "zh", or "" when it is neither.
func lang(v string) string {
	v = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(v)), "_", "-")
	switch {
	case v == "" || v == "en" || strings.HasPrefix(v, "en-"):
		return "en"
	case slices.Contains(zhTags, v):
		return "zh"
	}
	return ""
}

// parseNum reads a decimal number, or says why it cannot.
func parseNum(v string) (f float64, why words.ID, ok bool) {
	if v == "" {
		return 0, words.WhyNoValue, false
	}
	if !decimal(v) {
		return 0, words.WhyNotNumber, false
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, words.WhyTooLarge, false
	}
	return f, 0, true
}

// decimal reports whether s is a decimal number: an optional sign, digits with
// an optional decimal point, and an optional exponent.
func decimal(s string) bool {
	i, digits := 0, 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		digits++
	}
	if i < len(s) && s[i] == '.' {
		for i++; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			exp++
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(s)
}

// query returns the query part of a link: what follows the "?" of a URL or
// path. A fragment that holds answers ("#region=westeurope", or a hand-made
// "https://host/#v=1&…") is read as more of the query, so no answer (least of
// all a region) is dropped unseen; an anchor or a browser's text fragment
// ("#:~:text=…") is not.
func query(s string) string {
	s = strings.TrimSpace(s)
	if q, frag, ok := strings.Cut(s, "#"); ok {
		s = q
		if strings.Contains(frag, "=") && !strings.HasPrefix(frag, ":~:") {
			s += "&" + frag
		}
	}
	lower := strings.ToLower(s)
	if strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") {
		i := strings.IndexByte(s, '?')
		if i < 0 {
			if i = strings.IndexByte(s, '&'); i < 0 {
				return ""
			}
		}
		return s[i+1:]
	}
	// "?v=1&..." or "/app/?v=1&...": a "?" before any "=" or "&".
	if i := strings.IndexByte(s, '?'); i >= 0 && !strings.ContainsAny(s[:i], "=&") {
		return s[i+1:]
	}
	return s
}

// repair undoes what mail and chat programs do to a link: HTML e-mail
// writes each & as &amp; (every key then starts with "amp;"), and chat
// programs take the sentence's closing ) . > " or ' into the link. It returns
// the link and what it removed, quoted. Encode never ends a link with one of
// these, so a canonical link is never "repaired".
func repair(q string) (string, []words.Arg) {
	var fixed []words.Arg
	if strings.Contains(q, "&amp;") || strings.HasPrefix(q, "amp;") {
		for strings.Contains(q, "&amp;") { // &amp;amp; when escaped twice
			q = strings.ReplaceAll(q, "&amp;", "&")
		}
		q = strings.TrimPrefix(q, "amp;")
		fixed = append(fixed, quote("&amp;"))
	}
	if t := strings.TrimRight(q, `).>"'`); t != q {
		fixed = append(fixed, quote(q[len(t):]))
		q = t
	}
	return q, fixed
}

// fmtNum prints a number in the shortest form that reads back exactly.
func fmtNum(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if len(s) > maxFixed {
		s = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return s
}

// quote quotes a value for a notice as the link wrote it, shortened to
// maxShown bytes.
func quote(v string) words.Arg {
	if len(v) > maxShown {
		cut := maxShown
		for cut > 0 && !utf8.RuneStart(v[cut]) {
			cut--
		}
		return words.Quote(v[:cut] + "…")
	}
	return words.Quote(v)
}
