//go:build !js

package ui

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// The charts of a pick priced under every model: both charts, titled with
// the size, the chosen plan marked, the break-even sentence for a commitment
// and its tables.
func TestChartsRender(t *testing.T) {
	p := advisor.Pick{Hardware: advisor.Hardware{Size: "Standard_NC24ads_A100_v4"}, VMs: 1,
		Cost: advisor.Cost{Model: advisor.PAYG, USDPerHour: 4, USDPerMonth: 1200, USDTotal: 14400, BilledMonths: 12},
		Alternatives: []advisor.Cost{
			{Model: advisor.RI1, USDPerHour: 2.4, USDPerMonth: 1752, USDTotal: 21024, BilledMonths: 12, Estimate: true},
			{Model: advisor.SP3, USDPerHour: 4.4, USDPerMonth: 3212, USDTotal: 115632, BilledMonths: 36},
		}}
	for _, tc := range []struct {
		lang  words.Lang
		wants []string
	}{
		{words.En, []string{`id="cost-chart"`, `id="breakeven-chart"`, "Standard_NC24ads_A100_v4: project cost", "Pay-as-you-go (chosen)",
			"A 1-year reservation pays off above 438 h a month.", "A 3-year savings plan costs more than pay-as-you-go even around the clock.",
			`url(#cost-chart-hatch)`, `id="cost-table"`, `id="breakeven-table"`, `data-usd-total="21024.00"`, "you: 300 h"}},
		{words.Zh, []string{"即用即付（已选）", "每月运行超过 438 小时，1 年预留实例比即用即付更省钱。", "当前：300 小时"}},
	} {
		html := render(t, charts(tc.lang, p, 300))
		for _, want := range tc.wants {
			if !strings.Contains(html, want) {
				t.Errorf("%v charts lack %q", tc.lang.Key(), want)
			}
		}
	}
	// A legacy GPU is never committed: no break-even chart to draw.
	legacy := p
	legacy.Alternatives = nil
	if html := render(t, charts(words.En, legacy, 300)); strings.Contains(html, "breakeven-chart") {
		t.Error("a break-even chart with nothing to break even against")
	}
}

func TestPrintViewShowsAnswersLinkAndQR(t *testing.T) {
	const link = "https://advisor.example/?v=1&task=render&seats=12"
	a, _ := advisor.Normalize(advisor.Answers{Task: advisor.Render, Seats: 12, BudgetUSD: 5000, Regions: []string{"westeurope"}}, nil)
	pv := &printView{Lang: words.En, Answers: a, Link: link}
	if html := render(t, pv); strings.Contains(html, "<svg") {
		t.Error("a QR code before one was drawn for the link")
	}
	pv = &printView{Lang: words.En, Answers: a, Link: link}
	pv.draw()
	html := render(t, pv)
	for _, want := range []string{"Your answers", "Rendering &amp; VDI", ">12<", "$5,000", "westeurope", `id="print-link"`, "v=1&amp;task=render&amp;seats=12",
		`<svg xmlns="http://www.w3.org/2000/svg" class="qr"`, "QR code of the share link"} {
		if !strings.Contains(html, want) {
			t.Errorf("print view lacks %q", want)
		}
	}
	inf, _ := advisor.Normalize(advisor.Answers{Task: advisor.Inference}, nil)
	for _, r := range report.AnswerRows(words.En, inf) {
		if r.Label == words.T(words.En, words.Seats) {
			t.Errorf("an inference answer lists seats: %q", r.Value)
		}
	}
}
