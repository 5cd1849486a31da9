package advisor

import (
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// meant is a value not understood, quoted as typed, with the suggestions
// when there are any: "infrence" (did you mean inference?).
func meant(v string, sg []string) words.Arg {
	shown := words.Quote(v)
	if len(sg) == 0 {
		return shown
	}
	alts := make([]words.Arg, len(sg))
	for j, x := range sg {
		alts[j] = words.S(x)
	}
	return words.W(words.DidYouMean, shown, words.List(alts...))
}

// suggest offers the closest known names for a name not understood.
func (ix *regionIndex) suggest(typed string) []string {
	ix.build()
	return closest(regionKey(typed), ix.all, 4)
}

// closest are the names fewest edits from k (at most three of them): names
// of the same script (Latin for Latin, Han for Han), at most two edits and
// 1/part of their letters away; none when no name is that close. Answers'
// values take a third ("fp7" → fp8); places a quarter ("westeurop" →
// westeurope, but never "china" → chile, "munich" → zurich, 新德里 (New
// Delhi) → 马德里 (Madrid), nor 上海 → 东亚: a place a few letters or one
// character from another is another place).
func closest(k string, names []string, part int) []string {
	const far = 3 // edits beyond which a name is no suggestion
	best, bestD := []string(nil), far
	for _, cand := range names {
		if han(cand) != han(k) || latin(cand) != latin(k) {
			continue
		}
		d := editDistanceCapped(k, cand, far)
		if part*d > max(utf8.RuneCountInString(k), utf8.RuneCountInString(cand)) {
			continue
		}
		switch {
		case d < bestD:
			best, bestD = []string{cand}, d
		case d == bestD && d < far && len(best) < 3:
			best = append(best, cand)
		}
	}
	return best
}

// han tells whether s holds a Han character (CJK unified ideographs and
// their extensions).
func han(s string) bool {
	for _, r := range s {
		if r >= 0x3400 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF || r >= 0x20000 && r <= 0x3FFFF {
			return true
		}
	}
	return false
}

// latin tells whether s holds a Latin letter.
func latin(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return true
		}
	}
	return false
}

// editDistanceCapped is the Levenshtein distance, or limit when it is larger.
func editDistanceCapped(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin >= limit {
			return limit
		}
		prev, cur = cur, prev
	}
	return min(prev[len(rb)], limit)
}
