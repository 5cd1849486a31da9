package share

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// Batch rendering's keys (issue 22): rmode, frames and fmin.

// batch is a normalized batch render with changes.
func batch(f func(a *advisor.Answers)) advisor.Answers {
	a := advisor.ModeDefaults(advisor.Batch)
	f(&a)
	a, _ = advisor.Normalize(a, nil)
	return a
}

func TestRoundTripBatchRender(t *testing.T) {
	cases := []State{
		{Answers: batch(func(a *advisor.Answers) {})},
		{Lang: "zh", Step: 2, Answers: batch(func(a *advisor.Answers) {
			a.Frames, a.FrameMinutes, a.HoursPerMonth, a.Months, a.Interruptible = 2400, 12.5, 168, 1, true
			a.Regions, a.OS, a.HybridBenefit = []string{"westeurope"}, advisor.Windows, true
		})},
		{Answers: batch(func(a *advisor.Answers) { a.Frames, a.FrameMinutes, a.Price = 1, 0.01, advisor.Spot })},
		{Answers: batch(func(a *advisor.Answers) { a.Frames, a.FrameMinutes = 10000000, 10080 })},
	}
	for _, s := range cases {
		t.Run(Encode(s), func(t *testing.T) {
			if s.Answers.RenderMode != advisor.Batch {
				t.Fatalf("the case is not a batch render: %+v", s.Answers)
			}
			roundTrip(t, s)
		})
	}
}

// TestBatchRenderKeys: a batch render writes its job and not the seats',
// and a seats link writes neither the mode nor the job.
func TestBatchRenderKeys(t *testing.T) {
	link := Encode(State{Answers: batch(func(a *advisor.Answers) { a.Seats, a.Load = 25, advisor.Heavy })})
	for _, want := range []string{"&rmode=batch&frames=1000&fmin=10&", "&hours=730&", "&months=1&", "&os=linux&"} {
		if !strings.Contains(link, want) {
			t.Errorf("%s lacks %s", link, want)
		}
	}
	if strings.Contains(link, "seats=") || strings.Contains(link, "load=") {
		t.Errorf("%s writes the seats' keys", link)
	}
	seats, _ := advisor.Normalize(advisor.Answers{Task: advisor.Render, RenderMode: advisor.Interactive, Frames: 5, FrameMinutes: 3}, nil)
	if l := Encode(State{Answers: seats}); strings.Contains(l, "rmode") || strings.Contains(l, "frames") || strings.Contains(l, "fmin") {
		t.Errorf("a seats link writes a batch key: %s", l)
	}
	raw := advisor.Answers{Task: advisor.Render, RenderMode: advisor.Interactive, Seats: 3}
	if l := Encode(State{Answers: raw}); strings.Contains(l, "rmode") {
		t.Errorf("rmode=seats is written; a link without rmode is seats: %s", l)
	}
}

// TestOldRenderLinks: a render link from before batch rendering reads as
// interactive seats, as it always did, and is written back unchanged.
func TestOldRenderLinks(t *testing.T) {
	for _, old := range []string{
		"v=1&task=render&seats=20&load=heavy&hours=220&months=12&spot=0&price=auto&os=windows&ahb=0&devtest=0&data=0.1&multinode=auto&stack=cuda&fw=pytorch&deploy=vm",
		"v=1&task=render&seats=3&load=light&hours=100&months=6&spot=1&price=payg&os=linux&devtest=0&data=0.1&multinode=auto&stack=any&fw=pytorch&deploy=vmss",
	} {
		st, notes := Decode(old)
		if len(notes) > 0 {
			t.Errorf("%s: notices %v", old, notes)
		}
		a, _ := advisor.Normalize(st.Answers, nil)
		if a.RenderMode != "" || a.Frames != 0 || a.FrameMinutes != 0 {
			t.Errorf("%s reads as mode %q, %d frames, %v min", old, a.RenderMode, a.Frames, a.FrameMinutes)
		}
		if got := Encode(State{Answers: a}); got != old {
			t.Errorf("re-encoded\n %s\nwant\n %s", got, old)
		}
		// rmode=seats says the same as no rmode.
		explicit, _ := Decode(old + "&rmode=seats")
		b, _ := advisor.Normalize(explicit.Answers, nil)
		if b.RenderMode != a.RenderMode || Encode(State{Answers: b}) != old {
			t.Errorf("rmode=seats differs from no rmode: %+v", b)
		}
	}
}

// TestBatchRenderBadValues: a bad mode, frame count or frame time gets a
// notice quoting it and a safe default, never a silent wrong number.
func TestBatchRenderBadValues(t *testing.T) {
	cases := []struct {
		link, note string
		frames     int
		fmin       float64
		mode       advisor.RenderMode
	}{
		{"rmode=farm&frames=50", `"farm"`, 0, 0, ""},
		{"rmode=batch&frames=abc", `frames="abc"`, 1000, 10, advisor.Batch},
		{"rmode=batch&frames=2.5", `frames="2.5"`, 3, 10, advisor.Batch},
		{"rmode=batch&fmin=-4", `fmin="-4"`, 1000, 10, advisor.Batch},
		{"rmode=batch&frames=0", `frames="0"`, 1000, 10, advisor.Batch},
		{"rmode=batch&frames=1e8", "10,000,000", 10000000, 10, advisor.Batch},
		{"rmode=batch&fmin=0.001", "using 0.01", 1000, 0.01, advisor.Batch}, // the least, as 99999 reads as the most
		{"rmode=batch&fmin=99999", "10,080", 1000, 10080, advisor.Batch},
		{"rmode=", `rmode=""`, 0, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.link, func(t *testing.T) {
			st, notes := Decode("v=1&task=render&" + c.link)
			a, more := advisor.Normalize(st.Answers, nil)
			notes = append(notes, more...)
			said := false
			for _, n := range notes {
				said = said || strings.Contains(n.Text.String(), c.note)
			}
			if !said {
				t.Errorf("no notice says %s: %v", c.note, notes)
			}
			eq(t, "RenderMode", a.RenderMode, c.mode)
			eq(t, "Frames", a.Frames, c.frames)
			eq(t, "FrameMinutes", a.FrameMinutes, c.fmin)
		})
	}
}
