package words

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// TestRulesCarryTheSameFigures renders every message of block 2 (the
// decision tree) with a distinct number for each argument, so that rare
// ones no answer reaches are checked too: the Chinese has Chinese in it
// (unless it is only its arguments, "{0}；{1}") and the same figures as the
// English, its own and the arguments'.
func TestRulesCarryTheSameFigures(t *testing.T) {
	digits := regexp.MustCompile(`[0-9]+`)
	set := func(s string) []string {
		d := digits.FindAllString(s, -1)
		slices.Sort(d)
		return slices.Compact(d)
	}
	args := make([]Arg, 10)
	for i := range args {
		args[i] = I(901 + i)
	}
	for id := ID(rulesBase); id < endRules; id++ {
		e, _ := lookup(id)
		en, zh := T(En, id, args...), T(Zh, id, args...)
		words := strings.Trim(placeholderRE.ReplaceAllString(e.zh, ""), "；; ")
		if words != "" && !strings.ContainsFunc(zh, func(r rune) bool { return unicode.Is(unicode.Han, r) }) && zh != "Spot" {
			t.Errorf("message %d: no Chinese in %q", id, zh)
		}
		if de, dz := set(en), set(zh); !slices.Equal(de, dz) {
			t.Errorf("message %d: figures differ:\n en %v %q\n zh %v %q", id, de, en, dz, zh)
		}
	}
}
