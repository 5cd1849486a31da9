package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// results shows the ranked picks and why notable series were not picked.
type results struct {
	Lang  words.Lang
	Picks []advisor.Pick
	// Compared are the sizes ticked for comparison.
	Compared []string
	// Rest, when set, adds the why-not list and the top pick's Deploy
	// panel, from the answer the rest of the page shows (see rest).
	Rest    *rest
	Catalog *catalog.Catalog
}

func (r *results) ui() app.UI {
	var empty, whyNot app.UI
	if len(r.Picks) == 0 {
		empty = el("p", "class=empty").Text(words.T(r.Lang, words.NoFit))
	}
	if rest := r.Rest; rest != nil && len(rest.Result.Rejected) > 0 {
		// Open when nothing fits: then the reasons are the answer.
		whyNot = el("details", "id=why-not|class=card").Attr("open", len(rest.Result.Recommendations) == 0).Body(
			app.Elem("summary").Text(words.T(rest.Lang, words.WhyNotOthers)),
			app.Elem("ul").Body(app.Range(rest.Result.Rejected).Slice(func(i int) app.UI {
				x := rest.Result.Rejected[i]
				return app.Elem("li").Body(app.Elem("strong").Text(x.Series), app.Text(" — "+x.Why.In(rest.Lang)))
			})),
		)
	}
	return el("div", "class=results").Body(
		app.Elem("h2").Text(words.T(r.Lang, words.Recommendations)),
		empty,
		el("ol", "id=picks|class=picks").Body(
			app.Range(r.Picks).Slice(func(i int) app.UI {
				card := &pickCard{Lang: r.Lang, Pick: r.Picks[i], Compared: indexOf(r.Compared, r.Picks[i].Size) >= 0, CompareFull: len(r.Compared) >= advisor.MaxCompared}
				if i == 0 && r.Rest != nil && len(r.Rest.Result.Recommendations) > 0 {
					card.Deploy, card.Catalog = r.Rest, r.Catalog
				}
				return card
			}),
		),
		whyNot,
	)
}
