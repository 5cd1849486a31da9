package share

import (
	"strings"
	"testing"
)

// Presenter mode rides in the link, written only when on, and survives a
// round trip with the answers.
func TestPresentKey(t *testing.T) {
	for _, tc := range []struct {
		scenario, link string
		want           bool
		notes          int
	}{
		{"on", "v=1&task=render&present=1", true, 0},
		{"off", "v=1&task=render&present=0", false, 0},
		{"absent", "v=1&task=render", false, 0},
		{"bad value", "v=1&task=render&present=maybe", false, 1},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			st, notes := Decode(tc.link)
			if st.Present != tc.want || len(notes) != tc.notes {
				t.Fatalf("Decode(%q): present %v with %d notices, want %v with %d", tc.link, st.Present, len(notes), tc.want, tc.notes)
			}
			enc := Encode(st)
			if got := strings.Contains(enc, "present=1"); got != tc.want {
				t.Errorf("Encode wrote %q: present=1 there is %v, want %v", enc, got, tc.want)
			}
			if back, _ := Decode(enc); back.Present != tc.want || back.Answers.Task != st.Answers.Task {
				t.Errorf("round trip of %q lost presenter mode or the task", enc)
			}
		})
	}
}
