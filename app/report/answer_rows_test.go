package report_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestAnswerRowsByTask: the exports list the answers each task uses, and
// mark an answer as assumed when it reads as the task's default (a batch
// render's own window and duration; a given budget or geography never).
func TestAnswerRowsByTask(t *testing.T) {
	for q, want := range map[string]string{
		"v=1&task=render&rmode=batch&frames=500":                  "task=Rendering & VDI|frames=500|fmin=10 min/frame*|hours=730 h/month*|months=1 month*|price=Cheapest (auto)*|spot=✗*|os=Linux*|region=Anywhere*|stack=CUDA*|cvm=✗*",
		"v=1&task=hpc&budget=5000&geo=Europe&multinode=yes&cvm=1": "task=HPC & simulation|bound=FP64 vector (stencils, CFD)*|gpuh=1,000 A100 GPU-hours*|nodes=1 VM*|hours=300 h/month*|months=3 months*|budget=$5,000|price=Cheapest (auto)*|spot=✗*|os=Linux*|geo=Europe|multinode=Yes|stack=CUDA*|cvm=✓",
		"v=1&task=train&params=1&epochs=2&kv=fp8&tps=100":         "task=Training|model=1 B params*|prec=BF16*|method=Full*|ctx=2,048 tokens*|tokens=20 B tokens*|epochs=2|hours=300 h/month*|months=2 months*|price=Cheapest (auto)*|spot=✗*|os=Linux*|region=Anywhere*|stack=CUDA*|cvm=✗*",
	} {
		r := advise(t, q)
		var got []string
		for _, row := range report.AnswerRows(words.En, r.Answers) {
			s := row.Key + "=" + row.Value
			if row.Assumed {
				s += "*"
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "|"); g != want {
			t.Errorf("%s:\n got %s\nwant %s", q, g, want)
		}
	}
}
