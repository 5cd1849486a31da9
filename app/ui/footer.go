package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// footer names the data behind the answer: every source that gave the
// catalog a figure (citedSources, worked out once with the catalog), with
// its date.
func footer(l words.Lang, catalogDate string, sources []catalog.Source) app.UI {
	var date, list static
	date.el("p", "").text(words.T(l, words.PricesAsOf)).el("strong", "id=catalog-date").text(catalogDate).end("strong").
		text(words.T(l, words.PricesNote)).end("p")
	list.el("ul", "id=data-sources")
	for _, s := range sources {
		// A source is a citation: its title, origin, licence and date
		// stay as the source writes them, marked as English.
		list.el("li", "").attr("data-source", s.ID).attr("lang", "en").textEl("strong", "", s.Title).
			text(" — " + s.Origin + " (" + s.License + "; " + s.AsOf + ")").end("li")
	}
	// The details stays a go-app element, so that it stays open while
	// answers change; what it holds is text.
	return wrap("footer", "class=sources",
		date.ui(),
		details("", words.T(l, words.DataSources), list.end("ul").ui()),
	)
}

// tableSource says whether source id feeds a whole table of the catalog
// rather than rows that cite it by ID (the size specifications, the regions
// and the quota families), and whether that table holds something: such a
// source counts when it does. (A switch, not a map of functions: no
// start-up code and no closures in the wasm.)
func tableSource(c *catalog.Catalog, id string) (table, holds bool) {
	switch id {
	case "msdocs":
		for _, s := range c.Sizes {
			if s.SpecsKnown {
				return true, true
			}
		}
	case "regions":
		return true, len(c.Regions) > 0
	case "quota":
		for _, s := range c.Sizes {
			if s.QuotaFamily != "" {
				return true, true
			}
		}
	default:
		return false, false
	}
	return true, false
}

// citedSources lists, in the catalog's order, the sources that contributed
// at least one figure: those a price cites, and the table sources whose
// table is not empty. A source the build holds no row from (the live Retail
// Prices API before `make prices` has run) is not claimed.
func citedSources(c *catalog.Catalog) []catalog.Source {
	if c == nil {
		return nil
	}
	cited := map[string]bool{}
	for _, p := range c.Prices {
		cited[p.Source] = true
	}
	var out []catalog.Source
	for _, s := range c.Sources {
		if _, holds := tableSource(c, s.ID); cited[s.ID] || holds {
			out = append(out, s)
		}
	}
	return out
}
