package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/markup"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// sizingBar shows the GPU memory need as a stacked bar with a legend.
type sizingBar struct {
	Lang   words.Lang
	Sizing advisor.SizingResult
	Task   string
}

func (s *sizingBar) ui() app.UI {
	l := s.Lang
	if s.Sizing.GPUMemoryGB == 0 { // nothing sized: a notice says what to fix
		return el("div", "id=sizing")
	}
	// The figures are markup (one node for go-app to place); the details
	// stay go-app's, so that they stay open while the answers change.
	return wrap("div", "id=sizing|class=card sizing",
		textEl("h2", "", words.T(l, words.WorkloadNeeds)),
		app.Raw(s.figures(s.summary())),
		s.assumed(),
		wrap("details", "",
			textEl("summary", "", words.T(l, words.HowSized)),
			app.Raw(s.assumptions()),
		),
	)
}

// summary is the need in a sentence: the GPU memory, per seat for VDI, and
// the top pick's GPUs and VMs.
func (s *sizingBar) summary() string {
	sz, l := s.Sizing, s.Lang
	summary := words.T(l, words.NeedGPUMemory, words.N(sz.GPUMemoryGB))
	if sz.PerSeatGB > 0 {
		summary = words.T(l, words.NeedGPUMemorySeat, words.N(sz.PerSeatGB))
	}
	if sz.VMs > 0 && sz.PerSeatGB == 0 {
		summary = words.T(l, words.TopPick, words.S(summary),
			words.S(words.T(l, words.CountGPUs, words.Count(sz.GPUs))), words.S(words.T(l, words.CountVMs, words.I(sz.VMs))))
	}
	return summary
}

// figures are the need in a sentence, the bar and its legend.
func (s *sizingBar) figures(summary string) string {
	sz, l := s.Sizing, s.Lang
	var m markup.Builder
	m.Open("div").Elem("p", "need", summary)
	m.Open("div", "id", "sizing-bar", "class", "bar", "role", "img", "aria-label", summary)
	for _, p := range sz.Breakdown {
		w := 0.0
		if sz.GPUMemoryGB > 0 {
			w = p.GB / sz.GPUMemoryGB * 100
		}
		m.Open("span", "class", "seg seg-"+p.Name, "style", "width: "+strconv.FormatFloat(w, 'f', 2, 64)+"%", "title", words.MemoryPart(l, p.Name)+": "+words.Number(p.GB)+" GB").Close("span")
	}
	m.Close("div").Open("ul", "class", "legend")
	for _, p := range sz.Breakdown {
		m.Open("li").Open("span", "class", "dot seg-"+p.Name).Close("span").Text(words.MemoryPart(l, p.Name) + " " + words.Number(p.GB) + " GB").Close("li")
	}
	return m.Close("ul").Close("div").String()
}

// assumptions are how the need was worked out.
func (s *sizingBar) assumptions() string {
	var m markup.Builder
	m.Open("ul")
	for _, a := range s.Sizing.Assumptions {
		m.Elem("li", "", a.In(s.Lang))
	}
	return m.Close("ul").String()
}

// assumed says which answers the person was not sure of, in view: what
// they were taken to be is part of the answer.
func (s *sizingBar) assumed() app.UI {
	if len(s.Sizing.Assumed) == 0 {
		return nil
	}
	return textEl("p", "id=sizing-assumed|class=assumption", s.Sizing.Assumed.In(s.Lang))
}
