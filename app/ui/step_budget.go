package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// budgetStep is step 2: how long, how much, and how it is paid for.
type budgetStep struct {
	app.Compo
	Answers advisor.Answers
}

func (s *budgetStep) Render() app.UI {
	a := s.Answers
	fields := []app.UI{
		presetButtons([]option{{"730", "24/7 (730 h)"}, {"220", "Office hours (220 h)"}, {"100", "Occasional (100 h)"}}, "hours"),
		&numberField{Key: "hours", Label: "GPU hours per month", Unit: "h/month", Hint: "730 = always on; 220 = office hours; 100 = occasional.", Value: a.HoursPerMonth, Min: 1, Max: 744, MaxNote: "744 h is the most in a month", Units: []string{"h/month", "hours", "h"}},
		&numberField{Key: "base", Label: "Always-on VMs", Unit: "VMs", Hint: "VMs that run 24/7 (the baseline); the rest run the hours above. Lets a mixed plan reserve just the baseline.", Value: float64(a.BaseVMs), Min: 0, Max: 1000, Whole: true, Optional: true, Units: []string{"VMs"}},
		&numberField{Key: "months", Label: "Duration", Unit: "months", Hint: "Reservations pay off only over their 1- or 3-year term.", Value: float64(a.Months), Min: 1, Max: 120, MaxNote: "120 months (10 years) is the most this tool plans for", Whole: true, Units: []string{"months", "month", "mo"}},
		&numberField{Key: "budget", Label: "Monthly budget", Unit: "USD", Hint: "Optional cap; empty means no cap.", Value: a.BudgetUSD, Min: 0, Max: 1e9, Optional: true, Units: []string{"$", "usd", "/month", "/mo"}},
		checkField("spot", "The work tolerates interruption (Spot)", spotHint(a), a.Interruptible),
		selectField("price", "Price model", "Auto compares every model over the whole project.", string(a.Price), priceOptions()),
		selectField("os", "Operating system", "Windows adds a licence to the hourly price.", string(a.OS), []option{{"linux", "Linux"}, {"windows", "Windows"}}),
	}
	if a.OS == advisor.Windows {
		fields = append(fields, checkField("ahb", "Azure Hybrid Benefit", "Windows Server licences with Software Assurance: billed at the Linux rate.", a.HybridBenefit))
	}
	fields = append(fields, checkField("devtest", "Dev/Test subscription", "Visual Studio subscribers, non-production: Windows at the Linux rate.", a.DevTest))
	return app.Div().Class("step-body").Body(
		stepHeading("2. Budget and duration"),
		app.Div().Class("fields").Body(fields...),
	)
}

// spotHint explains the interruption question; with Spot as the price model
// it says that the model already implies it, as the box stays the person's
// own answer for the other price models.
func spotHint(a advisor.Answers) string {
	if a.Price == advisor.Spot && !a.Interruptible {
		return "Spot prices assume the work tolerates interruption, whatever this box says; the box still counts for the other price models."
	}
	return "Spot is 60–90% cheaper but evicts with 30 seconds' notice: fine for batch jobs and hyper-parameter search."
}
