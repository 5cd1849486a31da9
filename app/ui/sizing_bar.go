package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
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
	// Which answers the person was not sure of, in view: what they were
	// taken to be is part of the answer. nil is left out.
	var assumed app.UI
	if len(s.Sizing.Assumed) > 0 {
		assumed = textEl("p", "id=sizing-assumed|class=assumption", s.Sizing.Assumed.In(l))
	}
	// The figures are text (one node for go-app to place); the details
	// stay go-app's, so that they stay open while the answers change.
	return wrap("div", "id=sizing|class=card sizing",
		textEl("h2", "", words.T(l, words.WorkloadNeeds)),
		s.figures(new(static), s.summary()).ui(),
		assumed,
		details("", words.T(l, words.HowSized), s.assumptions(new(static)).ui()),
	)
}

// summary is the need in a sentence: the GPU memory, per seat for VDI, and
// the top pick's GPUs and VMs.
func (s *sizingBar) summary() string {
	sz, l := s.Sizing, s.Lang
	need, gb := words.NeedGPUMemory, sz.GPUMemoryGB
	if sz.PerSeatGB > 0 {
		need, gb = words.NeedGPUMemorySeat, sz.PerSeatGB
	}
	summary := words.T(l, need, words.N(gb))
	if sz.VMs > 0 && sz.PerSeatGB == 0 {
		summary = words.T(l, words.TopPick, words.S(summary),
			words.S(words.T(l, words.CountGPUs, words.Count(sz.GPUs))), words.S(words.T(l, words.CountVMs, words.I(sz.VMs))))
	}
	return summary
}

// figures are the need in a sentence, the bar and its legend.
func (s *sizingBar) figures(m *static, summary string) *static {
	sz, l := s.Sizing, s.Lang
	m.el("div", "").textEl("p", "class=need", summary)
	m.el("div", "id=sizing-bar|class=bar|role=img").attr("aria-label", summary)
	for _, p := range sz.Breakdown {
		w := 0.0
		if sz.GPUMemoryGB > 0 {
			w = p.GB / sz.GPUMemoryGB * 100
		}
		m.el("span", "class=seg seg-"+p.Name+"|style=width: "+strconv.FormatFloat(w, 'f', 2, 64)+"%").attr("title", words.MemoryPart(l, p.Name)+": "+words.Number(p.GB)+" GB").end("span")
	}
	m.end("div").el("ul", "class=legend")
	for _, p := range sz.Breakdown {
		m.el("li", "").el("span", "class=dot seg-"+p.Name).end("span").text(words.MemoryPart(l, p.Name) + " " + words.Number(p.GB) + " GB").end("li")
	}
	return m.end("ul").end("div")
}

// assumptions are how the need was worked out.
func (s *sizingBar) assumptions(m *static) *static {
	m.el("ul", "")
	for _, a := range s.Sizing.Assumptions {
		m.textEl("li", "", a.In(s.Lang))
	}
	return m.end("ul")
}
