package advisor_test

import (
	"math"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// Batch rendering (issue 22): frames × minutes per frame on whole GPUs,
// billed by the work, Spot allowed, queued.

func init() {
	scenarios = append(scenarios,
		// 240 frames of 6 minutes on the reference A10 by tomorrow (24 h):
		// 24 A10 GPU-hours. One A10 just makes it (240 × 6 min = 24 h); a T4
		// (8.1 of the A10's 31.2 FP32 TFLOPS) takes 23.1 min a frame, so four
		// of them; a 120-TFLOPS RTX PRO 6000 does it in 6.2 h.
		struct {
			name  string
			check func(t *testing.T, r advisor.Result)
		}{"render-batch-small-job", func(t *testing.T, r advisor.Result) {
			batchPlans(t, r, 24)
			top := r.Recommendations[0]
			if !strings.Contains(top.GPUModel, "RTX PRO 6000") || top.VMs != 1 || math.Abs(top.FinishesInHours-6.24) > 0.01 {
				t.Errorf("top %s × %d finishing in %v h, want one RTX PRO 6000 in 6.24 h", top.Size, top.VMs, top.FinishesInHours)
			}
			for _, p := range r.Recommendations {
				if p.Size == "Standard_NC4as_T4_v3" && p.VMs != 4 {
					t.Errorf("NC4as_T4_v3 × %d, want 4 (62 frames each in the window)", p.VMs)
				}
			}
		}},
		// 50,000 frames of 30 minutes (25,000 A10 GPU-hours) in two weeks
		// with Spot allowed: the deadline sets the VM count, and auto may
		// choose Spot, as an evicted frame is rendered again.
		struct {
			name  string
			check func(t *testing.T, r advisor.Result)
		}{"render-batch-large-job-spot", func(t *testing.T, r advisor.Result) {
			batchPlans(t, r, 336)
			spot := false
			for _, p := range r.Recommendations {
				spot = spot || p.Model == advisor.Spot
				if p.VMs < 2 {
					t.Errorf("%s × %d cannot render 25,000 A10 GPU-hours in 336 h", p.Size, p.VMs)
				}
			}
			if !spot {
				t.Error("no pick on Spot: a batch render's frames retry, so auto may choose Spot")
			}
			if noticeSays(r, "desktops") {
				t.Errorf("a desktop's Spot warning on a render farm: %v", r.Notices)
			}
			// Evicted frames are rendered again: the cost counts none.
			if r.Recommendations[0].Model == advisor.Spot {
				hasNotice(t, r, "spot-redo")
			}
		}},
	)
}

// batchPlans checks every pick of a batch render: whole render-class GPUs,
// finished inside the window, billed for the work's hours on every VM, and
// a queue (never Azure Virtual Desktop) in the checklist.
func batchPlans(t *testing.T, r advisor.Result, window float64) {
	t.Helper()
	for _, p := range r.Recommendations {
		if per := p.GPUsTotal / float64(p.VMs); per < 1 || per != math.Trunc(per) || p.Vendor != "NVIDIA" {
			t.Errorf("%s: %s %s GPUs per VM; batch frames run on whole NVIDIA GPUs", p.Size, p.GPUsPerVM, p.Vendor)
		}
		if p.FinishesInHours <= 0 || p.FinishesInHours > window+1e-9 {
			t.Errorf("%s finishes in %v h, window %v h", p.Size, p.FinishesInHours, window)
		}
		if p.Model != advisor.Mixed && math.Abs(p.BilledHours-float64(p.VMs)*p.FinishesInHours) > 0.01*p.BilledHours {
			t.Errorf("%s bills %v h for %d VMs × %v h of work", p.Size, p.BilledHours, p.VMs, p.FinishesInHours)
		}
		if p.Throughput.Unit != "frames/h" || p.Throughput.PerVM <= 0 {
			t.Errorf("%s throughput %+v, want frames/h", p.Size, p.Throughput)
		}
	}
	ids := map[string]bool{}
	for _, it := range r.Checklist {
		ids[it.ID] = true
	}
	if !ids["queue"] || ids["avd"] || ids["licence"] && strings.Contains(r.Checklist[0].Text.String(), "Virtual Desktop") {
		t.Errorf("checklist %v: want the queue, no Azure Virtual Desktop", ids)
	}
}

// TestBatchRenderRejects: the batch-render-gpu rule names why a part of a
// GPU, a desktop-only size and a compute GPU without RT cores are out, and
// leaves the desktops' sizes to their own rules on a seats link.
func TestBatchRenderRejects(t *testing.T) {
	want := map[string]string{
		"Standard_NV12ads_A10_v5":  "part of a GPU",
		"Standard_NG32ads_V620_v1": "desktops only",
		"Standard_NC24ads_A100_v4": "RT cores",
		"Standard_NC40ads_H100_v5": "RT cores",
	}
	sizes := []string{"Standard_NV12ads_A10_v5", "Standard_NG32ads_V620_v1", "Standard_NC24ads_A100_v4", "Standard_NC40ads_H100_v5"}
	_, cmp := compareOn(t, "v=1&task=render&rmode=batch&stack=any", sizes...)
	for _, c := range cmp.Sizes {
		if c.Rule != "batch-render-gpu" || !strings.Contains(c.Why.String(), want[c.Size]) {
			t.Errorf("%s: rule %q, %q; want batch-render-gpu saying %q", c.Size, c.Rule, c.Why, want[c.Size])
		}
	}
	_, cmp = compareOn(t, "v=1&task=render&stack=any", sizes...)
	for _, c := range cmp.Sizes {
		if c.Rule == "batch-render-gpu" {
			t.Errorf("%s rejected for batch rendering on a seats link", c.Size)
		}
	}
}

// TestBatchRenderScales: the same job over a shorter window takes more VMs
// and never ends past the window; twice the frames cost about twice as much.
func TestBatchRenderScales(t *testing.T) {
	long := advise(t, "v=1&task=render&rmode=batch&frames=2000&fmin=15&hours=730&months=1&region=eastus&price=payg")
	short := advise(t, "v=1&task=render&rmode=batch&frames=2000&fmin=15&hours=24&months=1&region=eastus&price=payg")
	double := advise(t, "v=1&task=render&rmode=batch&frames=4000&fmin=15&hours=730&months=2&region=eastus&price=payg")
	batchPlans(t, long, 730)
	batchPlans(t, short, 24)
	vms := func(r advisor.Result, size string) (int, float64) {
		for _, p := range r.Recommendations {
			if p.Size == size {
				return p.VMs, p.USDTotal
			}
		}
		return 0, 0
	}
	for _, p := range long.Recommendations {
		n, _ := vms(short, p.Size)
		if n != 0 && n <= p.VMs {
			t.Errorf("%s: %d VMs in 24 h, %d in 730 h", p.Size, n, p.VMs)
		}
		if _, usd := vms(double, p.Size); usd != 0 && math.Abs(usd/p.USDTotal-2) > 0.02 {
			t.Errorf("%s: twice the frames cost %.2f×", p.Size, usd/p.USDTotal)
		}
	}
}
