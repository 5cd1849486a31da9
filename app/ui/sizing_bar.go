package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// sizingBar shows the GPU memory need as a stacked bar with a legend.
type sizingBar struct {
	app.Compo
	Lang   words.Lang
	Sizing advisor.SizingResult
	Task   string
}

func (s *sizingBar) Render() app.UI {
	sz, l := s.Sizing, s.Lang
	total := sz.GPUMemoryGB
	summary := words.T(l, words.NeedGPUMemory, words.N(total))
	if sz.PerSeatGB > 0 {
		summary = words.T(l, words.NeedGPUMemorySeat, words.N(sz.PerSeatGB))
	}
	if sz.VMs > 0 && sz.PerSeatGB == 0 {
		summary = words.T(l, words.TopPick, words.S(summary),
			words.S(words.T(l, words.CountGPUs, words.Count(sz.GPUs))), words.S(words.T(l, words.CountVMs, words.I(sz.VMs))))
	}
	return app.Elem("div").ID("sizing").Class("card sizing").Body(
		app.Elem("h2").Text(words.T(l, words.WorkloadNeeds)),
		app.Elem("p").Class("need").Text(summary),
		app.Elem("div").ID("sizing-bar").Class("bar").Attr("role", "img").Aria("label", summary).Body(
			app.Range(sz.Breakdown).Slice(func(i int) app.UI {
				p := sz.Breakdown[i]
				w := 0.0
				if total > 0 {
					w = p.GB / total * 100
				}
				return app.Elem("span").Class("seg seg-"+p.Name).Style("width", strconv.FormatFloat(w, 'f', 2, 64)+"%").Title(words.MemoryPart(l, p.Name) + ": " + words.Number(p.GB) + " GB")
			}),
		),
		app.Elem("ul").Class("legend").Body(
			app.Range(sz.Breakdown).Slice(func(i int) app.UI {
				p := sz.Breakdown[i]
				return app.Elem("li").Body(app.Elem("span").Class("dot seg-"+p.Name), app.Text(words.MemoryPart(l, p.Name)+" "+words.Number(p.GB)+" GB"))
			}),
		),
		app.Elem("details").Body(
			app.Elem("summary").Text(words.T(l, words.HowSized)),
			app.Elem("ul").Body(app.Range(sz.Assumptions).Slice(func(i int) app.UI { return app.Elem("li").Text(sz.Assumptions[i].In(l)) })),
		),
	)
}
