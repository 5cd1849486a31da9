package advisor

import (
	"slices"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// blockResidency: a region or geography not understood allows no region,
// even beside names that are understood ("West Europe, Germny" is not West
// Europe alone: the person meant a second place, and a guess would move
// their data). Nothing is recommended until the name is fixed or removed.
func blockResidency(a *Answers, notes *[]Notice, ix *regionIndex) {
	if len(a.Regions) == 0 {
		addNotice(notes, "region-not-understood", words.RegionsNoneUnderstood, ix.explain(a.RegionsNotUnderstood))
	} else {
		addNotice(notes, "region-not-understood", words.RegionsSomeNotUnderstood, ix.explain(a.RegionsNotUnderstood), names(a.Regions, 6, regionArg))
	}
	(*notes)[len(*notes)-1].Impact = Blocks
	a.Regions = nil
}

// RegionTokens is a region answer as the person gave it, one token per
// name, for the page's field and the link: a group or a country stays a
// group ("eu", "germany"), so a region that joins it later joins the link
// too; the name of one region becomes its ARM name ("West Europe",
// "西欧" → westeurope); a name not understood stays as typed, so that it
// keeps blocking the answer wherever the link is opened. Tokens are lower
// case, as a link writes them; repeated tokens count once.
func RegionTokens(c *catalog.Catalog, typed []string) []string {
	names := splitRegions(typed)
	if len(names) == 0 || c == nil {
		return nil
	}
	ix := regionIndexOf(c)
	out := make([]string, 0, len(names))
	for _, t := range names {
		t = strings.ToLower(strings.TrimSpace(t))
		k := regionKey(t)
		if k == "" {
			continue
		}
		if _, ok := c.Region(t); !ok {
			ix.build()
			if g := groupKey(k); g != "" {
				t = g
			} else if r := ix.byKey[k]; ix.groups[k] == nil && one(r) {
				t = r[0]
			}
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// groupKey is the key of the RegionGroup a name's key names, or "".
func groupKey(k string) string {
	for _, g := range RegionGroups {
		for _, n := range g.allNames() {
			if regionKey(n) == k {
				return g.Key
			}
		}
	}
	return ""
}

// one tells whether a list names one region (perhaps more than once: a
// region's name and display name fold to the same key).
func one(regions []string) bool {
	for _, r := range regions {
		if r != regions[0] {
			return false
		}
	}
	return len(regions) > 0
}

// regionArg is a region in a sentence: its ARM name in English, the
// portal's name with the ARM name in Chinese.
func regionArg(arm string) words.Arg { return words.Region(arm, arm) }
