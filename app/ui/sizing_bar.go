package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// sizingBar shows the GPU memory need as a stacked bar with a legend.
type sizingBar struct {
	app.Compo
	Sizing advisor.SizingResult
	Task   string
}

func (s *sizingBar) Render() app.UI {
	sz := s.Sizing
	total := sz.GPUMemoryGB
	summary := fmt.Sprintf("%s GB of GPU memory", num(total))
	if sz.PerSeatGB > 0 {
		summary = fmt.Sprintf("%s GB of GPU memory per seat", num(sz.PerSeatGB))
	}
	if sz.VMs > 0 && sz.PerSeatGB == 0 {
		summary += fmt.Sprintf(" · top pick: %s in %s", plural(sz.GPUs, "GPU"), plural(float64(sz.VMs), "VM"))
	}
	return app.Div().ID("sizing").Class("card sizing").Body(
		app.H2().Text("What the workload needs"),
		app.P().Class("need").Text(summary),
		app.Div().ID("sizing-bar").Class("bar").Attr("role", "img").Aria("label", summary).Body(
			app.Range(sz.Breakdown).Slice(func(i int) app.UI {
				p := sz.Breakdown[i]
				w := 0.0
				if total > 0 {
					w = p.GB / total * 100
				}
				return app.Span().Class("seg seg-"+p.Name).Style("width", fmt.Sprintf("%.2f%%", w)).Title(fmt.Sprintf("%s: %s GB", p.Name, num(p.GB)))
			}),
		),
		app.Ul().Class("legend").Body(
			app.Range(sz.Breakdown).Slice(func(i int) app.UI {
				p := sz.Breakdown[i]
				return app.Li().Body(app.Span().Class("dot seg-"+p.Name), app.Text(fmt.Sprintf("%s %s GB", p.Name, num(p.GB))))
			}),
		),
		app.Details().Body(
			app.Summary().Text("How this was sized"),
			app.Ul().Body(app.Range(sz.Assumptions).Slice(func(i int) app.UI { return app.Li().Text(sz.Assumptions[i]) })),
		),
	)
}
