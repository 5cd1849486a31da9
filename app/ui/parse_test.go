package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

func TestParseAmount(t *testing.T) {
	for _, tc := range []struct {
		scenario, in string
		units        []string
		want         float64
		err          string // part of the message; "" for none
	}{
		{"plain", "5000", nil, 5000, ""},
		{"thousands with k", "5k", nil, 5000, ""},
		{"capital K", "5K", nil, 5000, ""},
		{"millions with M", "1.5M", nil, 1.5e6, ""},
		{"space before the multiplier", "2 k", nil, 2000, ""},
		{"commas by threes", "5,000", nil, 5000, ""},
		{"commas and decimals", "1,234,567.5", nil, 1234567.5, ""},
		{"spaces by threes", "5 000", nil, 5000, ""},
		{"no-break space by threes", "5\u00a0000", nil, 5000, ""},
		{"full-width digits", "５０００", nil, 5000, ""},
		{"full-width with ideographic comma", "５，０００", nil, 5000, ""},
		{"full-width space", "\u3000７\u3000", nil, 7, ""},
		{"dollar after", "5000$", []string{"$", "usd"}, 5000, ""},
		{"dollar before with k", "$5k", []string{"$", "usd"}, 5000, ""},
		{"USD after", "250 usd", []string{"$", "usd"}, 250, ""},
		{"hours", "200h", []string{"h/month", "hours", "h"}, 200, ""},
		{"hours spelt", "200 hours", []string{"h/month", "hours", "h"}, 200, ""},
		{"a unit letter is not a multiplier", "7B", []string{"b"}, 7, ""},
		{"decimal", "0.5", nil, 0.5, ""},
		{"a point being typed", "1.", nil, 1, ""},
		{"leading point", ".25", nil, 0.25, ""},
		{"exponent", "1e3", nil, 1000, ""},
		{"negative", "-5", nil, -5, ""},
		{"empty", "  ", nil, 0, ""},
		{"letters after digits are no prefix", "5x", nil, 0, "not a number"},
		{"words", "abc", nil, 0, "not a number"},
		{"unit of another field", "200h", nil, 0, "not a number"},
		{"percent", "50%", nil, 0, "not a number"},
		{"bad grouping", "50,00", nil, 0, "not a number"},
		{"mixed grouping", "1,000 000", nil, 0, "not a number"},
		{"decimal comma", "1,5", nil, 0, "with a point (1.5)"},
		{"small m", "1.5m", nil, 0, "capital M (1.5M)"},
		{"NaN", "NaN", nil, 0, "not a number"},
		{"Inf", "Inf", nil, 0, "not a number"},
		{"hexadecimal", "0x10", nil, 0, "not a number"},
		{"underscores", "1_000", nil, 0, "not a number"},
		{"two numbers", "5 5", nil, 0, "not a number"},
		{"overflow", "1e308k", nil, 0, "not a number"},
		{"Chinese thousands", "５千", nil, 5000, ""},
		{"Chinese ten thousands", "1.5万", nil, 15000, ""},
		{"full-width point and 万", "１．５万", nil, 15000, ""},
		{"ideographic full stop as the point", "1。5万", nil, 15000, ""},
		{"ten million", "3千万", nil, 3e7, ""},
		{"hundred million", "2亿", nil, 2e8, ""},
		{"traditional 萬", "3萬", nil, 30000, ""},
		{"万 then a unit", "1.5万美元", []string{"美元", "$"}, 15000, ""},
		{"full-width comma by threes", "１２，０００", nil, 12000, ""},
		{"Chinese unit after", "200小时", []string{"小时/月", "小时"}, 200, ""},
		{"full-width decimal comma", "１，５", nil, 0, "with a point (1.5)"},
		{"a magnitude alone", "万", nil, 0, "not a number"},
		{"k after 万", "5k万", nil, 0, "not a number"},
		{"words in Chinese", "五千", nil, 0, "not a number"},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			got, err := parseAmount(tc.in, tc.units...)
			if tc.err == "" {
				if err != nil {
					t.Fatalf("parseAmount(%q) failed: %v; want %v", tc.in, err, tc.want)
				}
				if got != tc.want {
					t.Fatalf("parseAmount(%q) = %v, want %v", tc.in, got, tc.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("parseAmount(%q) = %v, %v; want an error saying %q", tc.in, got, err, tc.err)
			}
		})
	}
}

// A field counted in billions reads a number with a Chinese magnitude as a
// plain count: a model of 70亿 parameters is 7 B; 2000万 tokens are 0.02 B.
func TestNumberFieldReadsChineseMagnitudes(t *testing.T) {
	params, tokens, hours := paramsSpec.field(words.Zh, 0), tokensSpec.field(words.Zh, 0), hoursSpec.field(words.Zh, 0)
	for _, tc := range []struct {
		f    *numberField
		in   string
		want float64
	}{
		{params, "70亿", 7}, {params, "70亿参数", 7}, {params, "７０", 70}, {params, "7B", 7}, {params, "1.5千亿", 150}, {params, "1T", 1000}, {params, "1t", 1000}, {params, "１.５Ｔ", 1500}, {tokens, "2t", 2000},
		{tokens, "2000万", 0.02}, {tokens, "20亿 token", 2},
		{hours, "２００小时", 200},
	} {
		v, _, err := tc.f.read(tc.in)
		if err != nil || v != tc.want {
			t.Errorf("%s: read(%q) = %v, %v; want %v", tc.f.Spec.key, tc.in, v, err, tc.want)
		}
	}
	for _, in := range []string{"5t", "t"} { // a trillion only for counts in billions
		if v, _, err := hours.read(in); err == nil {
			t.Errorf("hours: read(%q) = %v, want an error", in, v)
		}
	}
	if v, _, err := params.read("t"); err == nil {
		t.Errorf("params: read(%q) = %v, want an error", "t", v)
	}
}

// TestNumberShapesMatchTheirPatterns checks the hand-written matchers (no
// regexp compiled at start-up) against the patterns they stand for, on every
// string of up to five characters over the characters that matter.
func TestNumberShapesMatchTheirPatterns(t *testing.T) {
	shapes := []struct {
		name string
		is   func(string) bool
		re   *regexp.Regexp
	}{
		{"plain", isPlainNumber, regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)},
		{"grouped", isGroupedNumber, regexp.MustCompile(`^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$|^[+-]?\d{1,3}( \d{3})+(\.\d*)?$`)},
		{"decimal comma", isDecimalComma, regexp.MustCompile(`^\d+,\d{1,2}$`)},
	}
	const alphabet = "12,. +-e"
	var walk func(prefix string, n int)
	checked := 0
	walk = func(s string, n int) {
		for _, sh := range shapes {
			if got, want := sh.is(s), sh.re.MatchString(s); got != want {
				t.Errorf("%s(%q) = %v, the pattern says %v", sh.name, s, got, want)
			}
		}
		checked++
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			walk(s+string(c), n-1)
		}
	}
	walk("", 5)
	for _, s := range []string{"1,234", "12,345,678.5", "1 234 567", "1,234 567", "1234,567", ".5e-3", "1e", "+.e1", "123,4567", "12,34", "1,234."} {
		walk(s, 0)
	}
	// Groups of three need runs of at least seven characters.
	for _, s := range []string{"1,000,000", "1 000 000.25", "-999,999"} {
		if !isGroupedNumber(s) {
			t.Errorf("isGroupedNumber(%q) = false", s)
		}
	}
	t.Logf("%d strings checked", checked)
}

// A field takes no value the engine would clamp: its bounds are the
// question table's (advisor.Questions), or narrower where the page asks
// less (at least one VM, where 0 means "as the work needs").
func TestFieldBoundsAreTheTables(t *testing.T) {
	for _, s := range []*numSpec{&seatsSpec, &framesSpec, &fminSpec, &gpuhSpec, &nodesSpec, &vidhSpec, &streamsSpec, &startSpec,
		&paramsSpec, &ctxSpec, &concSpec, &tpsSpec, &tokensSpec, &ptokensSpec, &epochsSpec, &hoursSpec, &baseSpec, &monthsSpec,
		&budgetSpec, &dataSpec} {
		q := advisor.QuestionOf(s.key)
		if q.Key == "" {
			t.Errorf("%s: no question holds the key", s.key)
			continue
		}
		if s.max != q.Max || s.min < q.Min || s.min > q.Max {
			t.Errorf("%s: the field takes %v to %v; the engine's table %v to %v", s.key, s.min, s.max, q.Min, q.Max)
		}
	}
}
