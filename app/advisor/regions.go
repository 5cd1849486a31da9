package advisor

import (
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Data residency fails closed: a region answer names regions or groups of
// regions, every name is understood or reported, and when none is understood
// nothing is recommended outside what the person asked for.

// RegionGroup is a named set of regions people mean when they say "EU" or "US".
type RegionGroup struct {
	// Key is the canonical name, e.g. "eu".
	Key string `json:"key"`
	// Name is the group as people say it, e.g. "EU/EEA".
	Name string `json:"name"`
	// Names are other ways to say it, in English and Chinese.
	Names []string `json:"names"`
	// geographies are the catalog geographies (countries) it holds.
	geographies []string
	// groups are catalog geography groups it holds whole.
	groups []string
}

// euEEA are the EEA's members as Azure geographies: first the 27 EU member
// states (https://european-union.europa.eu/principles-countries-history/eu-countries_en).
// Azure labels North Europe (Ireland) and West Europe (the Netherlands) with
// the geography "Europe" (azure-regions.csv, physicalLocation), both in the
// EU. The catalog's regions in them: Austria East, Belgium Central, Denmark
// East, France Central and South, Germany North and West Central, Italy
// North, North Europe, Poland Central, Spain Central, Sweden Central and
// West Europe (https://learn.microsoft.com/en-us/azure/reliability/regions-list).
var euEEA = [...]string{"Austria", "Belgium", "Bulgaria", "Croatia", "Cyprus", "Czechia", "Denmark", "Estonia", "Finland",
	"France", "Germany", "Greece", "Hungary", "Ireland", "Italy", "Latvia", "Lithuania", "Luxembourg", "Malta", "Netherlands",
	"Poland", "Portugal", "Romania", "Slovakia", "Slovenia", "Spain", "Sweden", "Europe",
	// Then the EEA's three members outside the EU, Norway, Iceland and
	// Liechtenstein (the EEA Agreement, https://www.efta.int/eea): of them
	// only Norway has Azure regions (Norway East in Oslo, Norway West in
	// Stavanger).
	"Norway", "Iceland", "Liechtenstein"}

// euMembers are the 27 EU member states: euEEA without its last three.
var euMembers = euEEA[:len(euEEA)-3]

// RegionGroups are the groups a region answer may name.
var RegionGroups = []RegionGroup{
	// "eu", "european union" and 欧盟 have read as EU/EEA since the first
	// links: they keep that meaning, so an old link allows what it did.
	{Key: "eu", Name: "EU/EEA", Names: []string{"eu", "eea", "eu/eea", "eueea", "european union", "欧盟", "欧洲经济区"}, geographies: euEEA[:]},
	{Key: "euonly", Name: "EU only", Names: []string{"eu27", "仅欧盟", "仅限欧盟"}, geographies: euMembers},
	{Key: "europe", Name: "Europe", Names: []string{"europe", "欧洲"}, groups: []string{"Europe", "UK"}},
	{Key: "us", Name: "United States", Names: []string{"us", "usa", "united states", "america", "美国"}, groups: []string{"US"}},
	{Key: "uk", Name: "United Kingdom", Names: []string{"uk", "gb", "united kingdom", "britain", "英国"}, groups: []string{"UK"}},
	{Key: "switzerland", Name: "Switzerland", Names: []string{"switzerland", "ch", "swiss", "瑞士"}, geographies: []string{"Switzerland"}},
	{Key: "apac", Name: "Asia Pacific", Names: []string{"apac", "asia pacific", "asia", "亚太", "亚太地区", "亚洲"}, groups: []string{"Asia Pacific"}},
}

// allNames are every name of the group: its key, its name and the others.
func (g *RegionGroup) allNames() []string { return append([]string{g.Key, g.Name}, g.Names...) }

// zhGeographies are countries and areas in Chinese, to the catalog's geography.
// A list rather than a map: data in the wasm, no code run at start.
var zhGeographies = [...][2]string{
	{"德国", "Germany"}, {"法国", "France"}, {"意大利", "Italy"}, {"西班牙", "Spain"}, {"瑞典", "Sweden"},
	{"挪威", "Norway"}, {"波兰", "Poland"}, {"奥地利", "Austria"}, {"比利时", "Belgium"}, {"丹麦", "Denmark"},
	{"日本", "Japan"}, {"韩国", "Korea"}, {"澳大利亚", "Australia"}, {"印度", "India"}, {"加拿大", "Canada"},
	{"巴西", "Brazil"}, {"南非", "South Africa"}, {"阿联酋", "UAE"}, {"卡塔尔", "Qatar"}, {"以色列", "Israel"},
	{"墨西哥", "Mexico"}, {"智利", "Chile"}, {"新西兰", "New Zealand"}, {"马来西亚", "Malaysia"}, {"印度尼西亚", "Indonesia"},
}

// regionKey folds a typed name for matching: lower case, full-width forms
// folded, the portal's area prefix ("(Europe) West Europe") dropped, and
// spaces, hyphens, underscores and dots (also 。 and ·) dropped.
func regionKey(s string) string {
	if folded(s) {
		return s // an ARM name, as most are: nothing to fold, nothing to copy
	}
	s = strings.ToLower(strings.TrimSpace(s))
	if strings.HasPrefix(s, "(") {
		if _, rest, ok := strings.Cut(s, ")"); ok {
			s = rest
		}
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r >= '！' && r <= '～' { // full-width ASCII
			r -= 0xFEE0
		}
		if r >= 0xE0 && r <= 0xFF { // Latin-1 accents: "Gävle", "Querétaro" as typed without them
			r = rune(latin1[r-0xE0])
		}
		if unicode.IsSpace(r) || r == '-' || r == '_' || r == '.' || r == '　' || r == '。' || r == '·' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// latin1 are the letters à–ÿ without their accents (÷ read as /).
const latin1 = "aaaaaaaceeeeiiiidnooooo/ouuuuyty"

// folded tells whether s is its own key: lower-case ASCII letters and
// digits only.
func folded(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// morePlaces are places people name that Microsoft's region list does not
// (its physicalLocation is the country for Norway and Israel): {place, ARM
// name or catalog geography}. Norway East is in Oslo and Norway West in
// Stavanger (azure-regions.csv: 59.91 N 10.75 E
// and 58.97 N 5.73 E); a capital or largest city of a country whose
// regions lie elsewhere in it reads as the country, whose borders data
// residency is about.
var morePlaces = [...][2]string{
	{"oslo", "norwayeast"}, {"stavanger", "norwaywest"}, {"telaviv", "Israel"}, {"stockholm", "Sweden"}, {"washingtondc", "United States"},
}

// regionIndex resolves names to regions, one per advisor. Its tables are
// built on first need: answers that name no region, or regions by their ARM
// names only (what the page's links carry), never need them. Building them
// is a large part of a shared link's first answer in the browser, most of it
// code run for the first time.
type regionIndex struct {
	c      *catalog.Catalog
	once   sync.Once
	byKey  map[string][]string // a name's key → regions
	groups map[string][]string // a group or country name's key → regions
	all    []string            // region and group names, for suggestions
}

// build fills the tables, once.
func (ix *regionIndex) build() { ix.once.Do(ix.fill) }

// addKey adds regions to the name's key in m.
func addKey(m map[string][]string, name string, regions ...string) {
	if k := regionKey(name); k != "" {
		m[k] = append(m[k], regions...)
	}
}

func (ix *regionIndex) fill() {
	c := ix.c
	ix.byKey, ix.groups = map[string][]string{}, map[string][]string{}
	// canSuggest makes a name one that a name not understood may be told it means.
	canSuggest := func(name string) { ix.all = append(ix.all, name) }
	byGeo, byGroup := map[string][]string{}, map[string][]string{}
	for _, r := range c.Regions {
		canSuggest(r.Name)
		addKey(ix.byKey, r.Name, r.Name)
		addKey(ix.byKey, r.DisplayName, r.Name)
		for _, a := range r.Aliases {
			addKey(ix.byKey, a, r.Name)
		}
		// Where Microsoft's region list places it: "Frankfurt", "Tokyo,
		// Saitama", "Querétaro State" (read without "State"). A place of
		// several regions ("Virginia", "Canberra") is all of them.
		for _, p := range strings.Split(strings.ReplaceAll(r.Location, " State", ""), ", ") {
			if k := regionKey(p); k != "" && p != r.Geography {
				addKey(ix.byKey, k, r.Name)
				canSuggest(k)
			}
		}
		byGeo[r.Geography] = append(byGeo[r.Geography], r.Name)
		byGroup[r.GeographyGroup] = append(byGroup[r.GeographyGroup], r.Name)
	}
	// Places Microsoft's list gives only as the country, and old names of
	// its cities: the region, or all of the country's.
	for _, p := range morePlaces {
		rs := byGeo[p[1]]
		if _, ok := c.RegionIndex(p[1]); ok {
			rs = []string{p[1]}
		}
		if len(rs) > 0 {
			addKey(ix.byKey, p[0], rs...)
			canSuggest(p[0])
		}
	}
	for name, zh := range words.RegionNamesZh() {
		if _, ok := c.RegionIndex(name); ok {
			addKey(ix.byKey, zh, name)
			canSuggest(regionKey(zh))
		}
	}
	// Places in Chinese ("法兰克福", "香港"): the regions of the name they
	// stand for, as read above.
	for _, p := range words.PlacesZh() {
		if regions := ix.byKey[regionKey(p[0])]; len(regions) > 0 {
			addKey(ix.byKey, p[1], regions...)
			canSuggest(p[1])
		}
	}
	// Groups and countries win over single-region aliases ("europe" is the
	// continent, not West Europe).
	for _, g := range RegionGroups {
		var members []string
		for _, geo := range g.geographies {
			members = append(members, byGeo[geo]...)
		}
		for _, grp := range g.groups {
			members = append(members, byGroup[grp]...)
		}
		canSuggest(g.Key)
		for _, n := range g.allNames() {
			addKey(ix.groups, n, members...)
		}
	}
	for geo, members := range byGeo {
		if geo != "Europe" && geo != "Asia Pacific" { // Azure's area labels, not countries
			addKey(ix.groups, geo, members...)
			canSuggest(regionKey(geo))
		}
	}
	for _, zg := range zhGeographies {
		if members := byGeo[zg[1]]; len(members) > 0 {
			addKey(ix.groups, zg[0], members...)
			canSuggest(zg[0])
		}
	}
	// The catalog's geography groups, as the page's step 3 names them in
	// either language ("Middle East", "中东"), where no name above is the same.
	for grp, members := range byGroup {
		for _, n := range []string{grp, words.Geography(words.Zh, grp)} {
			if k := regionKey(n); k != "" && ix.groups[k] == nil {
				ix.groups[k] = append([]string(nil), members...)
			}
		}
	}
	for k, v := range ix.groups {
		ix.groups[k] = uniqSorted(v)
	}
	ix.all = uniqSorted(ix.all)
}

// splitRegions splits a region answer on commas, semicolons, slashes between
// names and Chinese list punctuation.
func splitRegions(in []string) []string {
	var out []string
	for _, s := range in {
		out = append(out, strings.FieldsFunc(s, func(r rune) bool {
			return r == ',' || r == ';' || r == '，' || r == '、' || r == '；' || r == '\n'
		})...)
	}
	return out
}

// resolve turns the typed names into regions: each name is a group, a
// country, a region's ARM name, display name, alias or place, mainland China
// (china: served by Azure China, not by this catalog), or not understood.
func (ix *regionIndex) resolve(typed []string) (regions, unknown, china []string) {
	names := splitRegions(typed)
	if arm, ok := ix.armNames(names); ok {
		return uniqSorted(arm), nil, nil
	}
	ix.build()
	for _, t := range names {
		k := regionKey(t)
		if k == "" {
			continue
		}
		r, ok := ix.groups[k] // a group or a country before a region's own names
		if !ok {
			r, ok = ix.byKey[k]
		}
		if ok {
			regions = append(regions, r...)
			continue
		}
		to := &unknown // not understood, unless it is mainland China
		if azureChina(k) {
			to = &china
		}
		*to = append(*to, strings.TrimSpace(t))
	}
	return uniqSorted(regions), unknown, china
}

// armNames are the names when every one is a region's ARM name as the
// catalog writes it, each of which the tables resolve to itself alone
// (TestARMNamesResolveToThemselves); ok is false otherwise.
func (ix *regionIndex) armNames(names []string) (arm []string, ok bool) {
	for _, n := range names {
		if _, found := ix.c.RegionIndex(n); !found {
			return nil, false
		}
	}
	return names, true
}

// explain quotes names not understood, as typed, with suggestions, at most
// maxNamed of them.
func (ix *regionIndex) explain(typedNames []string) words.Arg {
	return names(typedNames, maxNamed, func(n string) words.Arg { return meant(n, ix.suggest(n)) })
}

func uniqSorted(in []string) []string {
	sort.Strings(in)
	out := in[:0]
	for i, s := range in {
		if i == 0 || s != in[i-1] {
			out = append(out, s)
		}
	}
	return out
}
