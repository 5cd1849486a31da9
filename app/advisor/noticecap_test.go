package advisor_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// hostileLink carries 1,000+ bad regions or unknown keys, within the bytes
// share.Decode reads.
func hostileLink(regions, keys int) string {
	var b strings.Builder
	b.WriteString("v=1&task=inference&months=0&budget=1")
	if regions > 0 {
		b.WriteString("&region=")
	}
	for i := range regions {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(int64(i), 36)) // "0" to "sm": no region has such a name
	}
	for i := range keys {
		fmt.Fprintf(&b, "&%s", strconv.FormatInt(int64(36*36+i), 36)) // "100" to "rrr": a digit, so no key of the link format
	}
	return b.String()
}

func TestCapNoticesHostileLinks(t *testing.T) {
	for _, tc := range []struct {
		name         string
		link         string
		want         []string
		minLinkNotes int
	}{
		{"1,030 bad regions and 200 unknown keys", hostileLink(1030, 200),
			[]string{"Regions or geographies not understood", "and 99", `Ignored unknown key "100".`, "more unknown keys."}, 200},
		{"1,000 unknown keys", hostileLink(0, 1000),
			[]string{`Ignored unknown key "100".`, "…and 99", "more unknown keys."}, 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.link) > share.MaxInput {
				t.Fatalf("link of %d bytes: Decode would cut it", len(tc.link))
			}
			_, decoded := share.Decode(tc.link)
			if len(decoded) < tc.minLinkNotes {
				t.Fatalf("Decode gave %d notices, want at least %d", len(decoded), tc.minLinkNotes)
			}
			r := advise(t, tc.link)
			got, hidden := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown)
			if len(got) > advisor.MaxNoticesShown {
				t.Errorf("%d notices shown, want at most %d: %v", len(got), advisor.MaxNoticesShown, got)
			}
			text := fmt.Sprint(got)
			for _, want := range append(tc.want, `Read months="0" as not answered`) {
				if !strings.Contains(text, want) {
					t.Errorf("shown notices lack %q: %.3000s", want, text)
				}
			}
			// The notices about the answer itself always show.
			for _, n := range r.Notices {
				if n.Code != "ignored" && n.Code != "clamped" && !strings.Contains(text, n.Text.String()) {
					t.Errorf("the %s notice was hidden", n.Code)
				}
			}
			// Every notice is either shown or counted in a summary.
			counted := 0
			for _, n := range got {
				var k int
				if _, err := fmt.Sscanf(strings.ReplaceAll(n.Text.String(), ",", ""), "…and %d more", &k); err == nil {
					counted += k
				} else {
					counted++
				}
			}
			if more := counted - (len(got) - countMore(got)); more != len(hidden) {
				t.Errorf("%d notices summed up, %d hidden", more, len(hidden))
			}
			if counted != len(r.Notices) {
				t.Errorf("shown and summed up: %d, want %d", counted, len(r.Notices))
			}
			// The Markdown summary shows the same few.
			if md := advisor.Markdown(r, words.En); strings.Count(md, "**Note:**") != len(got) {
				t.Errorf("Markdown shows %d notes, want %d", strings.Count(md, "**Note:**"), len(got))
			}
		})
	}
}

func countMore(notes []advisor.Notice) int {
	n := 0
	for _, x := range notes {
		if x.Code == "more" {
			n++
		}
	}
	return n
}

func TestCapNotices(t *testing.T) {
	n := func(code string, id words.ID, args ...words.Arg) advisor.Notice {
		return advisor.Notice{Code: code, Text: words.M(id, args...)}
	}
	q := func(s string) words.Arg { return words.S(strconv.Quote(s)) }
	answer := func(s string) advisor.Notice {
		return advisor.Notice{Code: "spot-implies-interruptible", Text: words.As(s)}
	}
	few := []advisor.Notice{n("ignored", words.LinkUnknownKey, q("a")), answer("Over budget.")}
	if got, hidden := advisor.CapNotices(few, 8); len(got) != 2 || got[0].Text.String() != few[0].Text.String() || hidden != nil {
		t.Errorf("a short list changed: %v", got)
	}
	var many []advisor.Notice
	many = append(many, n("ignored", words.LinkVersion, words.S("2"), words.S("1")))
	for i := range 1017 + 4 {
		many = append(many, n("ignored", words.LinkRegionTooLong, q(fmt.Sprint("x", i)), words.S("region"), words.S("256")))
	}
	many = append(many, n("clamped", words.AboveUsing, words.W(words.WhatMonths), words.W(words.ValMonths, words.N(500)), words.W(words.ValMonths, words.N(120))))
	many = append(many, n("ignored", words.LinkIgnored, words.S("params"), q("abc"), words.W(words.WhyNotNumber)),
		n("ignored", words.LinkReadAs, words.S("seats"), q("1.5"), words.S("2"), words.W(words.WhyWhole)))
	many = append(many, answer("Spot was asked for."))
	got, _ := advisor.CapNotices(many, 8)
	var texts []string
	for _, x := range got {
		texts = append(texts, x.Text.String())
	}
	want := []string{ // values first, then regions; the rest summed up by kind
		`Ignored the region "x0" in region: longer than 256 bytes.`,
		`Ignored the region "x1" in region: longer than 256 bytes.`,
		"Duration 500 months is above the 120 months this tool plans for: using 120 months.",
		`Ignored params="abc": not a number.`,
		`Read seats="1.5" as 2: a whole number is needed.`,
		"Spot was asked for.",
		"…and 1,019 more regions not read.",
		"…and 1 more problem with the link.",
	}
	if strings.Join(texts, "\n") != strings.Join(want, "\n") {
		t.Errorf("CapNotices =\n%s\nwant\n%s", strings.Join(texts, "\n"), strings.Join(want, "\n"))
	}
	// The summaries speak the page's language too.
	if got, want := got[6].Text.In(words.Zh), "……另有 1,019 个区域未读取。"; got != want {
		t.Errorf("the summary in Chinese = %q, want %q", got, want)
	}
	// Notices about the answer are never hidden, even when they alone exceed the cap.
	var onAnswer []advisor.Notice
	for i := range 10 {
		onAnswer = append(onAnswer, advisor.Notice{Code: "no-fit", Text: words.As(fmt.Sprint("no fit ", i))})
	}
	onAnswer = append(onAnswer, n("ignored", words.LinkUnknownKey, q("z")))
	got, _ = advisor.CapNotices(onAnswer, 8)
	if len(got) != 11 || got[10].Text.String() != "…and 1 more unknown key." {
		t.Errorf("CapNotices with 10 answer notices = %v", got)
	}
}

// TestNoticesByImpact: under the cap, the notices that change the answer
// come first and are never summed up (issue 24: task=infrence silently
// became inference and prec=fp7 BF16 behind "…and 2 more problems"); a
// notice that blocks the answer comes before all.
func TestNoticesByImpact(t *testing.T) {
	link := "v=1&months=0&hours=1.5&seats=1.5&conc=2.5&nodes=1.5&x=1&y=2&z=3&w=4&budget=abc&data=%FF&task=infrence&prec=fp7&region=westeurope,westeurop&model=llama3.1-70b"
	r := advise(t, link)
	got, hidden := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown)
	if len(hidden) == 0 {
		t.Fatalf("the link has %d notices, none hidden: make it longer", len(r.Notices))
	}
	var texts []string
	for _, n := range got {
		texts = append(texts, n.Text.String())
	}
	want := []struct {
		impact advisor.Impact
		text   string
	}{
		{advisor.Blocks, `model "llama3.1-70b"`},
		{advisor.Blocks, `"westeurop"`}, // a region typo blocks even beside a region understood
		{advisor.ChangesTask, `"infrence"`},
		{advisor.ChangesPrecision, `"fp7"`},
	}
	for i, w := range want {
		if i >= len(got) || got[i].Impact != w.impact || !strings.Contains(texts[i], w.text) {
			t.Errorf("notice %d is not the %v one about %s:\n%s", i, w.impact, w.text, strings.Join(texts, "\n"))
		}
	}
	for _, n := range hidden {
		if n.Impact != advisor.Minor {
			t.Errorf("hidden behind the summary: %s", n.Text)
		}
	}
	// Without the cap, the order is the same.
	all, _ := advisor.CapNotices(r.Notices, len(r.Notices))
	for i := 1; i < len(all); i++ {
		if all[i].Impact > all[i-1].Impact {
			t.Errorf("%q (impact %d) after %q (impact %d)", all[i].Text, all[i].Impact, all[i-1].Text, all[i-1].Impact)
		}
	}
}
