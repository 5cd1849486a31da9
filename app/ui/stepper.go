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
		num := strconv.Itoa(n)
		attrs := "id=step-" + num + "|class=step"
		if n == step {
			attrs += " current|aria-current=step"
		} else if n < step {
			attrs += " done"
		}
		items[i] = wrap("li", "", stepButton(attrs, n).Body(
			textEl("span", "class=num", num),
			textEl("span", "class=title", words.T(l, title)),
		))
	}
	return labelled("nav", "class=stepper", words.T(l, words.Steps), wrap("ol", "", items...))
}
