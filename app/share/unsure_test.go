package share

import (
	"reflect"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestUnsureRoundTrips: every set of answers a person may be unsure of,
// for every task, goes into the link and back with the same answers; the
// answers a task does not ask are dropped, and an unknown name is noted.
func TestUnsureRoundTrips(t *testing.T) {
	for _, task := range advisor.Tasks {
		for u := advisor.Unsure(0); u < 16; u++ {
			a := advisor.Defaults(task)
			a.Context, a.TokensB, a.Unsure = 777, 3, u
			switch task { // the answers each task's link holds
			case advisor.Inference:
				a.Concurrency = 9
			case advisor.Finetune, advisor.Train:
				a.Epochs = 2
			}
			want, _ := advisor.Normalize(a, nil)
			if task == advisor.Render || task == advisor.HPC || task == advisor.Transcode {
				if want.Unsure != 0 {
					t.Errorf("%s asks no workload answer a person may be unsure of, yet keeps unsure %04b", task, want.Unsure)
				}
				continue
			}
			link := Encode(State{Answers: want})
			st, notes := Decode(link)
			got, _ := advisor.Normalize(st.Answers, nil)
			if len(notes) > 0 || !reflect.DeepEqual(got, want) {
				t.Errorf("%s unsure %04b: %s reads back %+v (notes %v), want %+v", task, u, link, got, notes, want)
			}
			if want.Unsure != 0 != strings.Contains(link, "unsure=") {
				t.Errorf("%s unsure %04b: link %s", task, u, link)
			}
		}
	}
	_, notes := Decode("v=1&task=finetune&unsure=tokens,maybe")
	if len(notes) != 1 || !strings.Contains(notes[0].Text.String(), `"maybe"`) {
		t.Errorf("an unknown name is not noted: %v", notes)
	}
}
