package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// footer names the data behind the answer: every source with its date.
type footer struct {
	app.Compo
	CatalogDate string
	Sources     []catalog.Source
}

func (f *footer) Render() app.UI {
	return app.Footer().Class("sources").Body(
		app.P().Body(
			app.Text("Prices as of "),
			app.Strong().ID("catalog-date").Text(f.CatalogDate),
			app.Text(" (USD, retail list prices). Estimates are marked and say how they were made. Check final prices in the Azure pricing calculator."),
		),
		app.Details().Body(
			app.Summary().Text("Data sources"),
			app.Ul().Body(app.Range(f.Sources).Slice(func(i int) app.UI {
				s := f.Sources[i]
				return app.Li().Body(
					app.Strong().Text(s.Title), app.Text(" — "+s.Origin+" ("+s.License+"; "+s.AsOf+")"),
				)
			})),
		),
	)
}
