package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// budgetFields are step 2's fields after the hours.
var budgetFields = []stepField{
	{key: "base", num: &baseSpec},
	{key: "months", num: &monthsSpec},
	{key: "budget", num: &budgetSpec},
	{key: "spot", label: words.SpotLabel, hint: words.SpotHint},         // or SpotImpliedHint (choiceField)
	{key: "price", label: words.PriceModel, hint: words.PriceModelHint}, // options: priceOptions
	{key: "os", label: words.OS, hint: words.OSHint, choices: []choice{{"linux", 0, "Linux"}, {"windows", 0, "Windows"}}},
	{key: "ahb", windows: true, label: words.HybridBenefit, hint: words.HybridBenefitHint},
	{key: "devtest", label: words.DevTest, hint: words.DevTestHint},
}

// budgetStep is step 2's fields: how long, how much, and how it is paid for.
func budgetStep(l words.Lang, a *advisor.Answers) []app.UI {
	// The hours a month: for a task billed by its work, a deadline window,
	// and it says so.
	hours := hoursSpec.field(l, a.HoursPerMonth)
	if a.Is(advisor.WorkBound) {
		hours.Label, hours.Hint = l.T(words.HoursWindow), l.T(words.HoursWindowHint)
	}
	fields := []app.UI{
		presetButtons(l, []choice{{"730", words.Preset247, ""}, {"220", words.PresetOffice, ""}, {"100", words.PresetOccasional, ""}}, "hours"),
		hours,
	}
	return append(fields, stepFields(l, a, budgetFields)...)
}
