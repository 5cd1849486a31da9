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
	// Cur and Rate are the link's currency and its rate per US dollar, for
	// amounts shown beside the dollars; "" and 0 without.
	Cur  string
	Rate float64
}

func (r *results) ui() app.UI {
	var empty, whyNot app.UI
	if len(r.Picks) == 0 {
		empty = textEl("p", "class=empty", words.T(r.Lang, words.NoFit))
	}
	if rest := r.Rest; rest != nil && len(rest.Result.Rejected) > 0 {
		// Open when nothing fits: then the reasons are the answer. The
		// details stays go-app's, so that it stays open while the answers
		// change; the reasons, each series not picked and why, are text.
		var m static
		m.el("ul", "")
		for _, x := range rest.Result.Rejected {
			m.el("li", "").textEl("strong", "", x.Series).el("span", "").code(" — " + x.Why.In(rest.Lang)).end("span").end("li")
		}
		whyNot = el("details", "id=why-not|class=card").Attr("open", len(rest.Result.Recommendations) == 0).Body(
			textEl("summary", "", words.T(rest.Lang, words.WhyNotOthers)),
			m.end("ul").ui(),
		)
	}
	cards := make([]app.UI, len(r.Picks))
	for i, p := range r.Picks {
		card := &pickCard{Lang: r.Lang, Pick: p, Compared: indexOf(r.Compared, p.Size) >= 0, CompareFull: len(r.Compared) >= advisor.MaxCompared, Cur: r.Cur, Rate: r.Rate}
		if i == 0 && r.Rest != nil && len(r.Rest.Result.Recommendations) > 0 {
			card.Deploy, card.Catalog = r.Rest, r.Catalog
		}
		cards[i] = card
	}
	return wrap("div", "class=results",
		textEl("h2", "id=recommendations|tabindex=-1", words.T(r.Lang, words.Recommendations)),
		empty,
		currencyNote(r.Lang, r.Cur, r.Rate),
		wrap("ol", "id=picks|class=picks", cards...),
		whyNot,
	)
}
