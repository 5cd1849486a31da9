package share

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestDecodeRepairsLinksFromTheWild: links as HTML e-mail and chat programs
// deliver them read as the link that was sent, with one notice saying
// "repaired" in both languages.
func TestDecodeRepairsLinksFromTheWild(t *testing.T) {
	for _, tc := range []struct {
		in, removed string
		task        advisor.Task
		params      float64
	}{
		{"?v=1&amp;task=finetune&amp;params=13", `"&amp;"`, advisor.Finetune, 13},
		{"https://example.com/?v=1&amp;amp;task=train&amp;amp;params=7", `"&amp;"`, advisor.Train, 7},
		{"v=1&task=pretrain&params=70)", `")"`, advisor.Pretrain, 70},
		{"https://example.com/?v=1&task=finetune&params=13.", `"."`, advisor.Finetune, 13},
		{`v=1&task=train&params=8">`, `"\">"`, advisor.Train, 8},
		{"v=1&amp;task=finetune&amp;params=13'", `"&amp;", "'"`, advisor.Finetune, 13},
	} {
		st, notes := Decode(tc.in)
		eq(t, tc.in+" task", st.Answers.Task, tc.task)
		eq(t, tc.in+" params", st.Answers.ParamsB, tc.params)
		if len(notes) != 1 {
			t.Errorf("%s: notices %v, want one saying it was repaired", tc.in, notes)
			continue
		}
		en, zh := notes[0].Text.In(words.En), notes[0].Text.In(words.Zh)
		if !strings.Contains(en, "Repaired") || !strings.Contains(zh, "已修复") {
			t.Errorf("%s: notice %q / %q does not say repaired", tc.in, en, zh)
		}
		for _, r := range strings.Split(tc.removed, ", ") {
			if !strings.Contains(en, r) {
				t.Errorf("%s: notice %q does not quote %s", tc.in, en, r)
			}
		}
	}
	// A canonical link is never taken for a mangled one, even when a value
	// ends with a full stop.
	st := State{Lang: "en", Step: 1, View: View{Name: ViewCatalog, Query: "a100."}}
	link := Encode(st)
	if got, notes := Decode(link); len(notes) != 0 || got.View.Query != "a100." {
		t.Errorf("Decode(%q) = query %q, notices %v", link, got.View.Query, notes)
	}
}

// TestBillionsAndTrillions: params and tokens are counts in billions; a b
// suffix is billions and a t suffix a trillion, either case, without notice.
func TestBillionsAndTrillions(t *testing.T) {
	for in, want := range map[string]float64{"params=1T": 1000, "params=1t": 1000, "params=70b": 70, "params=70B": 70,
		"params=1.5t": 1500, "tokens=2t": 2000} {
		st, notes := Decode("v=1&task=pretrain&" + in)
		got := st.Answers.ParamsB
		if strings.HasPrefix(in, "tokens") {
			got = st.Answers.TokensB
		}
		if got != want || len(notes) != 0 {
			t.Errorf("%s = %v with notices %v, want %v", in, got, notes, want)
		}
	}
	for _, in := range []string{"params=t", "params=1tb", "hours=5t", "params=1x"} {
		if _, notes := Decode("v=1&" + in); len(notes) == 0 {
			t.Errorf("%s read without a notice", in)
		}
	}
}
