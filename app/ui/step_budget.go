package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// budgetStep is step 2: how long, how much, and how it is paid for.
type budgetStep struct {
	Lang    words.Lang
	Answers advisor.Answers
}

func (s *budgetStep) ui() app.UI {
	a, l := s.Answers, s.Lang
	fields := []app.UI{
		presetButtons(l, []option{{"730", l.T(words.Preset247)}, {"220", l.T(words.PresetOffice)}, {"100", l.T(words.PresetOccasional)}}, "hours"),
		hoursField(l, a),
		baseSpec.field(l, float64(a.BaseVMs)),
		monthsSpec.field(l, float64(a.Months)),
		budgetSpec.field(l, a.BudgetUSD),
		toggleField("spot", "spot", l.T(words.SpotLabel), spotHint(l, a), a.Interruptible, "1", "0"),
		selectField(l, "price", words.PriceModel, words.PriceModelHint, string(a.Price), priceOptions(l)),
		selectField(l, "os", words.OS, words.OSHint, string(a.OS), []option{{"linux", "Linux"}, {"windows", "Windows"}}),
	}
	if a.OS == advisor.Windows {
		fields = append(fields, checkField(l, "ahb", words.HybridBenefit, words.HybridBenefitHint, a.HybridBenefit))
	}
	fields = append(fields, checkField(l, "devtest", words.DevTest, words.DevTestHint, a.DevTest))
	return wrap("div", "class=step-body",
		stepHeading(l.T(words.HeadingBudget)),
		wrap("div", "class=fields", fields...),
	)
}

// hoursField is the hours a month: for a task billed by its work, a
// deadline window, and it says so.
func hoursField(l words.Lang, a advisor.Answers) *numberField {
	f := hoursSpec.field(l, a.HoursPerMonth)
	if a.Is(advisor.WorkBound) {
		f.Label, f.Hint = l.T(words.HoursWindow), l.T(words.HoursWindowHint)
	}
	return f
}

// spotHint explains the interruption question; with Spot as the price model
// it says that the model already implies it, as the box stays the person's
// own answer for the other price models.
func spotHint(l words.Lang, a advisor.Answers) string {
	if a.Price == advisor.Spot && !a.Interruptible {
		return words.T(l, words.SpotImpliedHint)
	}
	return words.T(l, words.SpotHint)
}
