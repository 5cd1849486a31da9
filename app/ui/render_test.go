//go:build !js

package ui

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Batch rendering in step 1 (issue 22).

func TestTaskStepRenderMode(t *testing.T) {
	seats, _ := advisor.Normalize(advisor.Defaults(advisor.Render), nil)
	batch, _ := advisor.Normalize(advisor.ModeDefaults(advisor.Batch), nil)
	for _, tc := range []struct {
		scenario  string
		answers   advisor.Answers
		want, not []string
	}{
		{"seats", seats, []string{`id="rmode"`, `id="seats"`, `id="load"`, "Batch frames"}, []string{`id="frames"`, `id="fmin"`}},
		{"batch", batch, []string{`id="rmode"`, `id="frames"`, `value="1,000"`, `id="fmin"`, "min/frame", "Standard_NV36ads_A10_v5"}, []string{`id="seats"`, `id="load"`}},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			html := render(t, stepView(words.En, 1, &tc.answers, nil))
			mode := string(tc.answers.RenderMode)
			if mode == "" {
				mode = unset // seats is the option that sets nothing
			}
			if !selected(html, mode) {
				t.Errorf("the mode select does not show %q as chosen", mode)
			}
			for _, w := range tc.want {
				if !strings.Contains(html, w) {
					t.Errorf("step 1 lacks %s", w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(html, w) {
					t.Errorf("step 1 shows %s, which this mode does not use", w)
				}
			}
		})
	}
}

// TestRenderModeSwitch: choosing batch frames moves the answers still at
// the desktops' defaults to a render farm's, keeps the person's own, and
// back again.
func TestRenderModeSwitch(t *testing.T) {
	st := normalized(t, "v=1&task=render&seats=20&hours=100")
	got := withSetting(st, "rmode", "batch")
	if got.RenderMode != advisor.Batch || got.HoursPerMonth != 100 || got.Months != 1 || got.OS != advisor.Linux || got.Deploy != advisor.VMSS {
		t.Errorf("batch: mode %q, %v h, %d months, %s, %s; want batch, the person's 100 h, 1 month, linux, vmss",
			got.RenderMode, got.HoursPerMonth, got.Months, got.OS, got.Deploy)
	}
	st.Answers, _ = advisor.Normalize(got, nil)
	back := withSetting(st, "rmode", "")
	if back.RenderMode != "" || back.Months != 12 || back.OS != advisor.Windows || back.Deploy != advisor.VM || back.HoursPerMonth != 100 {
		t.Errorf("back to seats: %+v", back)
	}
}
