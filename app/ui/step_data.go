package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// dataFields are step 3's fields before where the VMs may run.
var dataFields = []stepField{
	{key: "data", num: &dataSpec},
	{key: "multinode", label: words.Multinode, hint: words.MultinodeHint,
		choices: []choice{{"auto", words.MultinodeAuto, ""}, {"no", words.MultinodeNo, ""}, {"yes", words.MultinodeYes, ""}}},
}

// dataStep is step 3's fields: data size, multi-node, and the geography
// and the regions the VMs may run in.
func dataStep(l words.Lang, a *advisor.Answers, cat *catalog.Catalog) []app.UI {
	geos := []option{{Value: "", Label: l.T(words.Anywhere)}}
	known := a.Geo == ""
	for _, g := range cat.Geographies() {
		geos = append(geos, option{Value: g.Name, Label: words.Geography(l, g.Name)})
		known = known || g.Name == a.Geo
	}
	if !known { // a group, a country or a name not understood, from a link: shown as given
		geos = append(geos, option{Value: a.Geo, Label: a.Geo})
	}
	return append(stepFields(l, a, dataFields),
		selectField(l, "geo", words.Geo, words.GeoHint, a.Geo, geos),
		regionField(l, a, cat),
	)
}

// regionField is the regions the VMs may run in: typed as names and
// groups, or picked as groups and as regions.
func regionField(l words.Lang, a *advisor.Answers, cat *catalog.Catalog) app.UI {
	// The regions the answer allows, for the boxes: the groups and names as
	// given live in the field and the link.
	allowed, unknown := advisor.ResolveRegions(cat, a.Regions)
	// The groups, as toggles: a chosen group is pressed, with how many
	// regions it holds today; a click on it takes it out again.
	groups := make([]app.UI, len(advisor.RegionGroups))
	var summary []string
	for i, g := range advisor.RegionGroups {
		on, value := indexOf(a.Regions, g.Key) >= 0, g.Key
		if on {
			value = strings.Join(without(a.Regions, g.Key), ",")
			members, _ := advisor.ResolveRegions(cat, []string{g.Key})
			summary = append(summary, l.T(words.GroupSummary, words.S(groupName(l, g)), words.I(len(members))))
		}
		groups[i] = setButton("type=button|class=chip|id=region-group-"+g.Key, "region", value).Attr("aria-pressed", on).
			Text(groupName(l, g))
	}
	// The picker: a checkbox per region, by geography.
	picker := []app.UI{textEl("summary", "", l.T(words.PickRegions))}
	for _, g := range cat.Geographies() {
		boxes := []app.UI{textEl("legend", "", words.Geography(l, g.Name))}
		for _, r := range g.Regions {
			boxes = append(boxes, wrap("label", "class=region",
				input("type=checkbox").Attr("value", r.Name).Attr("checked", indexOf(allowed, r.Name) >= 0).
					OnChange(set("region", toggleRegion(a.Regions, allowed, unknown, r.Name)), app.EventScope(r.Name, strings.Join(a.Regions, ","))),
				app.Text(" "+words.RegionName(l, r.Name, r.DisplayName)),
			))
		}
		picker = append(picker, wrap("fieldset", "", boxes...))
	}
	return wrap("div", "class=field wide",
		textEl("label", "for=region", l.T(words.Regions)),
		input("id=region|type=text|aria-describedby=region-hint").Attr("placeholder", l.T(words.RegionsPlaceholder)).
			Attr("value", strings.Join(a.Regions, ", ")).
			OnChange(setFromValue("region"), app.EventScope("region")),
		codeEl("p", "class=hint|id=region-hint", l.T(words.RegionsHint)),
		labelled("div", "class=presets|role=group", l.T(words.RegionGroups), groups...),
		textEl("p", "class=hint|id=region-summary|role=status", strings.Join(summary, "; ")),
		wrap("details", "class=region-picker", picker...),
	)
}

// groupNames are the region groups' names; a group the page does not know
// reads as the engine names it.
var groupNames = []words.Named{
	{Key: "eu", ID: words.GroupEU}, {Key: "euonly", ID: words.GroupEUOnly}, {Key: "europe", ID: words.GroupEurope}, {Key: "us", ID: words.GroupUS}, {Key: "uk", ID: words.GroupUK},
	{Key: "switzerland", ID: words.GroupSwitzerland}, {Key: "apac", ID: words.GroupAPAC},
}

func groupName(l words.Lang, g advisor.RegionGroup) string {
	if id, ok := words.Find(groupNames, g.Key); ok {
		return words.T(l, id)
	}
	return g.Name
}

// toggleRegion is the regions with a region added or removed. A box
// unticked inside a group or a country turns it into its regions less that
// one (and the names not understood, which stay): the person chose regions
// one by one from there on.
func toggleRegion(tokens, allowed, unknown []string, name string) string {
	var out []string
	switch {
	case indexOf(tokens, name) >= 0:
		out = without(tokens, name)
	case indexOf(allowed, name) >= 0:
		out = append(without(allowed, name), unknown...)
	default:
		out = append(without(tokens, name), name)
	}
	return strings.Join(out, ",")
}

// without is a copy of list without s.
func without(list []string, s string) []string {
	var out []string
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}
