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

// CapNotices returns at most about limit notices to show, in their order: every
// notice about the answer itself (over budget, no fit, Spot…), then as many of
// the link's notices as fit (values not read as written first, unknown keys
// last), and for those left out one summary a kind, e.g.
// "…and 1,017 more unknown regions." It is pure: the page, the Markdown summary
// and the command line show the same notices. With limit notices or fewer, it
// returns notes unchanged.
func CapNotices(notes []Notice, limit int) []Notice {
	if len(notes) <= limit {
		return notes
	}
	var keep, link []int
	for i, n := range notes {
		if kindOf(n) == keepKind {
			keep = append(keep, i)
		} else {
			link = append(link, i)
		}
	}
	// Values not read as written matter most to the answer, unknown keys least.
	order.Stable(len(link), func(x, y int) bool { return priority[kindOf(notes[link[x]])] < priority[kindOf(notes[link[y]])] },
		func(x, y int) { link[x], link[y] = link[y], link[x] })
	room := limit - len(keep)
	// Show the first cut of the link's notices: as many as leave room for one
	// summary per kind of the rest.
	cut := min(len(link), max(room, 0))
	var hidden [kinds]int
	for ; ; cut-- {
		hidden = [kinds]int{}
		groups := 0
		for _, i := range link[cut:] {
			k := kindOf(notes[i])
			if hidden[k] == 0 {
				groups++
			}
			hidden[k]++
		}
		if cut+groups <= room || cut == 0 {
			break
		}
	}
	shown := map[int]bool{}
	for _, i := range keep {
		shown[i] = true
	}
	for _, i := range link[:cut] {
		shown[i] = true
	}
	out := make([]Notice, 0, limit)
	for i, n := range notes {
		if shown[i] {
			out = append(out, n)
		}
	}
	for k := keyKind; k < kinds; k++ {
		if n := hidden[k]; n > 0 {
			out = append(out, Notice{Code: "ignored", Text: words.M(moreOf[k], words.I(n))})
		}
	}
	return out
}
