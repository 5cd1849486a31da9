package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// dataStep is step 3: data size, multi-node and where the VMs may run.
type dataStep struct {
	Lang        words.Lang
	Answers     advisor.Answers
	Geographies []catalog.Geography
}

func (s *dataStep) ui() app.UI {
	a, l := s.Answers, s.Lang
	geos := []option{{"", l.T(words.Anywhere)}}
	for _, g := range s.Geographies {
		geos = append(geos, option{g.Name, words.Geography(l, g.Name)})
	}
	chosen := map[string]bool{}
	for _, r := range a.Regions {
		chosen[r] = true
	}
	groups := make([]app.UI, len(advisor.RegionGroups))
	for i, g := range advisor.RegionGroups {
		groups[i] = el("button", "type=button|class=chip|id=region-group-"+g.Key).Text(groupName(l, g)).
			OnClick(set("region", g.Key), app.EventScope("region-group", g.Key))
	}
	// The picker: a checkbox per region, by geography.
	picker := []app.UI{textEl("summary", "", l.T(words.PickRegions))}
	for _, g := range s.Geographies {
		boxes := []app.UI{textEl("legend", "", words.Geography(l, g.Name))}
		for _, r := range g.Regions {
			boxes = append(boxes, wrap("label", "class=region",
				input("type=checkbox|value="+r.Name).Attr("checked", chosen[r.Name]).
					OnChange(toggleRegion(a.Regions, r.Name), app.EventScope(r.Name, strings.Join(a.Regions, ","))),
				app.Text(" "+words.RegionName(l, r.Name, r.DisplayName)),
			))
		}
		picker = append(picker, wrap("fieldset", "", boxes...))
	}
	return wrap("div", "class=step-body",
		stepHeading(l.T(words.HeadingData)),
		wrap("div", "class=fields",
			dataSpec.field(l, a.DataTB),
			selectField(l, "multinode", words.Multinode, words.MultinodeHint, string(a.Multinode),
				opts(l, []choice{{"auto", words.MultinodeAuto, ""}, {"no", words.MultinodeNo, ""}, {"yes", words.MultinodeYes, ""}})),
			selectField(l, "geo", words.Geo, words.GeoHint, a.Geo, geos),
			wrap("div", "class=field wide",
				textEl("label", "for=region", l.T(words.Regions)),
				input("id=region|type=text").Attr("placeholder", l.T(words.RegionsPlaceholder)).
					Attr("value", strings.Join(a.Regions, ", ")).Aria("describedby", "region-hint").
					OnChange(setFromValue("region"), app.EventScope("region")),
				codeEl("p", "class=hint|id=region-hint", l.T(words.RegionsHint)),
				el("div", "class=presets|role=group").Aria("label", l.T(words.RegionGroups)).Body(groups...),
				wrap("details", "class=region-picker", picker...),
			),
		),
	)
}

// groupNames are the region groups' names; a group the page does not know
// reads as the engine names it.
var groupNames = []words.Named{
	{Key: "eu", ID: words.GroupEU}, {Key: "europe", ID: words.GroupEurope}, {Key: "us", ID: words.GroupUS}, {Key: "uk", ID: words.GroupUK},
	{Key: "switzerland", ID: words.GroupSwitzerland}, {Key: "apac", ID: words.GroupAPAC},
}

func groupName(l words.Lang, g advisor.RegionGroup) string {
	if id, ok := words.Find(groupNames, g.Key); ok {
		return words.T(l, id)
	}
	return g.Name
}

// toggleRegion adds or removes a region from the allowed list.
func toggleRegion(current []string, name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		var out []string
		found := false
		for _, r := range current {
			if r == name {
				found = true
				continue
			}
			out = append(out, r)
		}
		if !found {
			out = append(out, name)
		}
		ctx.NewActionWithValue(actionSet, setting{Key: "region", Value: strings.Join(out, ",")})
	}
}
