package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

var stepTitles = []words.ID{words.StepTask, words.StepBudget, words.StepData, words.StepEcosystem}

// stepper shows the four steps, step the current one; any step can be
// opened at any time.
func stepper(l words.Lang, step int) app.UI {
	items := make([]app.UI, len(stepTitles))
	for i, title := range stepTitles {
		n := i + 1
		cls := "step"
		if n == step {
			cls += " current"
		} else if n < step {
			cls += " done"
		}
		b := stepButton("id=step-"+strconv.Itoa(n)+"|class="+cls, n).Body(
			textEl("span", "class=num", strconv.Itoa(n)),
			textEl("span", "class=title", words.T(l, title)),
		)
		if n == step {
			b = b.Aria("current", "step")
		}
		items[i] = wrap("li", "", b)
	}
	return el("nav", "class=stepper").Aria("label", words.T(l, words.Steps)).Body(wrap("ol", "", items...))
}
