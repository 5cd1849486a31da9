package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// dataStep is step 3: data size, multi-node and where the VMs may run.
type dataStep struct {
	app.Compo
	Answers     advisor.Answers
	Geographies []catalog.Geography
}

func (s *dataStep) Render() app.UI {
	a := s.Answers
	geos := []option{{"", "Anywhere"}}
	for _, g := range s.Geographies {
		geos = append(geos, option{g.Name, g.Name})
	}
	chosen := map[string]bool{}
	for _, r := range a.Regions {
		chosen[r] = true
	}
	return app.Div().Class("step-body").Body(
		stepHeading("3. Data and network"),
		app.Div().Class("fields").Body(
			&numberField{Key: "data", Label: "Dataset size", Unit: "TB", Hint: "TB-scale data prefers sizes with local NVMe.", Value: a.DataTB, Min: 0.0001, Max: 100000, Units: []string{"TB"}},
			selectField("multinode", "Several VMs together", "Multi-node work needs InfiniBand sizes.", string(a.Multinode),
				[]option{{"auto", "If the work needs it"}, {"no", "No, one VM"}, {"yes", "Yes"}}),
			selectField("geo", "Users or data are in", "Picks the cheapest region in that geography.", a.Geo, geos),
			app.Div().Class("field wide").Body(
				app.Label().For("region").Text("Allowed regions (data residency)"),
				app.Input().ID("region").Type("text").Placeholder("e.g. EU, or westeurope, northeurope").
					Value(strings.Join(a.Regions, ", ")).Aria("describedby", "region-hint").
					OnChange(func(ctx app.Context, e app.Event) {
						ctx.NewActionWithValue(actionSet, setting{Key: "region", Value: ctx.JSSrc().Get("value").String()})
					}, app.EventScope("region")),
				app.P().Class("hint").ID("region-hint").Text("Azure names (westeurope), display names (West Europe), countries or groups, separated by commas. A name that is not understood is never replaced by other regions. Empty: any region in the geography."),
				app.Div().Class("presets").Attr("role", "group").Aria("label", "Region groups").Body(
					app.Range(advisor.RegionGroups).Slice(func(i int) app.UI {
						g := advisor.RegionGroups[i]
						return app.Button().Type("button").Class("chip").ID("region-group-"+g.Key).Text(g.Name).
							OnClick(func(ctx app.Context, e app.Event) {
								ctx.NewActionWithValue(actionSet, setting{Key: "region", Value: g.Key})
							}, app.EventScope("region-group", g.Key))
					}),
				),
				app.Details().Class("region-picker").Body(
					app.Summary().Text("Pick regions by geography"),
					app.Range(s.Geographies).Slice(func(i int) app.UI {
						g := s.Geographies[i]
						return app.FieldSet().Body(
							app.Legend().Text(g.Name),
							app.Range(g.Regions).Slice(func(j int) app.UI {
								r := g.Regions[j]
								return app.Label().Class("region").Body(
									app.Input().Type("checkbox").Value(r.Name).Checked(chosen[r.Name]).
										OnChange(toggleRegion(a.Regions, r.Name), app.EventScope(r.Name, strings.Join(a.Regions, ","))),
									app.Text(" "+r.DisplayName),
								)
							}),
						)
					}),
				),
			),
		),
	)
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
