package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog/order"
)

// MaxNoticesShown is about how many notices the page and the Markdown summary
// show: a hostile or sloppy link must never bury the answer under them.
const MaxNoticesShown = 8

// noticeKind is a group of notices that CapNotices may sum up.
type noticeKind int

const (
	keepKind   noticeKind = iota // about the answer itself (budget, fit, Spot…): always shown
	keyKind                      // an unknown key in the link
	regionKind                   // an unknown region
	valueKind                    // a value not read as written (bad, clamped, rounded, repeated)
	linkKind                     // any other problem with the link
	kinds
)

// moreOf is how a summary names the hidden notices of a kind.
var moreOf = [kinds]words.ID{
	keyKind:    words.MoreKeys,
	regionKind: words.MoreRegions,
	valueKind:  words.MoreValues,
	linkKind:   words.MoreLink,
}

// priority orders the kinds the link's notices are shown in, when not all are.
var priority = [kinds]int{valueKind: 0, regionKind: 1, linkKind: 2, keyKind: 3}

// kindOf groups a notice by its code and, for the link's notices (share.Decode
// and Normalize), by its message.
func kindOf(n Notice) noticeKind {
	if n.Code != "ignored" && n.Code != "clamped" {
		return keepKind
	}
	if len(n.Text) > 0 {
		for _, k := range linkKinds {
			if k.id == n.Text[0].ID {
				return k.kind
			}
		}
	}
	if n.Code == "clamped" {
		return valueKind
	}
	return linkKind
}

// linkKinds are the kinds of share.Decode's messages that are not problems
// with the link as a whole.
var linkKinds = []struct {
	id   words.ID
	kind noticeKind
}{
	{words.LinkUnknownKey, keyKind},
	{words.LinkRegionTooLong, regionKind},
	{words.LinkRepeatedKey, valueKind},
	{words.LinkIgnored, valueKind},
	{words.LinkZeroDefault, valueKind},
	{words.LinkZeroWhyDefault, valueKind},
	{words.LinkZeroWhy, valueKind},
	{words.LinkReadAs, valueKind},
	{words.LinkCapped, valueKind},
}

// CapNotices returns the notices to show, in the order to show them: by
// what they change (Impact: what blocks the answer, then the task, the model,
// the precision, the regions), then as they came. With more than limit, it
// shows about limit: every notice about the answer itself, then as many of
// the link's notices as fit (by impact, then values not read as written
// before unknown keys), and for those left out one summary a kind (code
// "more"), e.g. "…and 1,017 more unknown regions."; hidden are those left
// out, in the same order. It is pure: the page, the Markdown summary and the
// command line show the same notices.
func CapNotices(notes []Notice, limit int) (shown, hidden []Notice) {
	idx := make([]int, len(notes))
	for i := range idx {
		idx[i] = i
	}
	byImpact(notes, idx, false)
	if len(notes) <= limit {
		return noticesAt(notes, idx), nil
	}
	keep := 0 // notices about the answer itself: all shown
	var link []int
	for _, i := range idx {
		if kindOf(notes[i]) == keepKind {
			keep++
		} else {
			link = append(link, i)
		}
	}
	// Of the same impact, values not read as written matter most to the
	// answer, unknown keys least.
	byImpact(notes, link, true)
	room := limit - keep
	// Show the first cut of the link's notices: as many as leave room for one
	// summary per kind of the rest.
	cut := min(len(link), max(room, 0))
	var more [kinds]int
	for ; ; cut-- {
		more = [kinds]int{}
		groups := 0
		for _, i := range link[cut:] {
			k := kindOf(notes[i])
			if more[k] == 0 {
				groups++
			}
			more[k]++
		}
		if cut+groups <= room || cut == 0 {
			break
		}
	}
	out := make([]bool, len(notes)) // by index: left out
	for _, i := range link[cut:] {
		out[i] = true
	}
	shown = make([]Notice, 0, limit)
	for _, i := range idx {
		if !out[i] {
			shown = append(shown, notes[i])
		}
	}
	for k := keyKind; k < kinds; k++ {
		if n := more[k]; n > 0 {
			addNotice(&shown, "more", moreOf[k], words.I(n))
		}
	}
	return shown, noticesAt(notes, link[cut:])
}

// byImpact sorts the indexes of notes by impact, greatest first, then, if
// byKind, by the priority of their kinds, then by index: notes in the order
// they came.
func byImpact(notes []Notice, idx []int, byKind bool) {
	order.Slice(len(idx), func(x, y int) bool {
		a, b := notes[idx[x]], notes[idx[y]]
		if a.Impact != b.Impact {
			return a.Impact > b.Impact
		}
		if pa, pb := priority[kindOf(a)], priority[kindOf(b)]; byKind && pa != pb {
			return pa < pb
		}
		return idx[x] < idx[y]
	}, func(x, y int) { idx[x], idx[y] = idx[y], idx[x] })
}

// noticesAt is the notes at idx, in that order.
func noticesAt(notes []Notice, idx []int) []Notice {
	out := make([]Notice, len(idx))
	for i, j := range idx {
		out[i] = notes[j]
	}
	return out
}
