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

// tableSources are the sources that feed a whole table of the catalog rather
// than rows that cite them by ID: the size specifications, the regions and
// the quota families. Each counts when its table holds something.
var tableSources = map[string]func(c *catalog.Catalog) bool{
	"msdocs": func(c *catalog.Catalog) bool {
		for _, s := range c.Sizes {
			if s.SpecsKnown {
				return true
			}
		}
		return false
	},
	"regions": func(c *catalog.Catalog) bool { return len(c.Regions) > 0 },
	"quota": func(c *catalog.Catalog) bool {
		for _, s := range c.Sizes {
			if s.QuotaFamily != "" {
				return true
			}
		}
		return false
	},
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
		if has, ok := tableSources[s.ID]; cited[s.ID] || ok && has(c) {
			out = append(out, s)
		}
	}
	return out
}
