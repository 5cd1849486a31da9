package share

import (
	"net/url"
	"reflect"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestSetReadsAsALink: Set gives the answers and the notices that opening
// the answers' link with the key set to the value gives, for answers as a
// link or the advisor leaves them (what the page holds).
func TestSetReadsAsALink(t *testing.T) {
	links := []string{
		"", "task=finetune&params=13&method=qlora&epochs=2&unsure=ctx,tokens&spot=1&region=westeurope,eu",
		"task=pretrain&model=llama-3.1-70b&tokens=1t", "task=inference&model=gpt-9&kv=fp8&tps=500&unsure=conc",
		"task=render&seats=20&load=heavy&os=windows&ahb=1", "task=render&rmode=batch&frames=2400&fmin=20",
		"task=hpc&bound=bandwidth&gpuh=5000&nodes=4", "task=hpc&fp64=0", "task=transcode&conc=32&nodes=4&vidh=900&budget=5000&geo=Europe",
		"task=inference&params=13&layers=40&kvh=8&hdim=128&containers=1&cvm=1&arm=1&lockin=1&base=2",
	}
	values := []string{"", "0", "7", "13.5", "-1", "abc", "1e-400", "70b", "2.5", "batch", "seats", "fp8", "qlora", "YES", "0",
		"windows", "eu,westeurope", "tokens,ctx,nope", "hpc", "render", "transcode", "bandwidth", "2e9"}
	for _, link := range links {
		st, _ := Decode(link)
		read, _ := advisor.Normalize(st.Answers, nil)
		for _, a := range []advisor.Answers{st.Answers, read} {
			for _, q := range advisor.Questions {
				for _, v := range values {
					want, wantNotes := openWith(a, q.Key, v)
					got := a
					gotNotes := Set(&got, q.Key, v)
					if !reflect.DeepEqual(got, want) {
						t.Errorf("%s, %s=%q: Set gives\n %+v\nthe link\n %+v", link, q.Key, v, got, want)
					}
					if g, w := texts(gotNotes), texts(wantNotes); !reflect.DeepEqual(g, w) {
						t.Errorf("%s, %s=%q: Set says %q, the link %q", link, q.Key, v, g, w)
					}
				}
			}
		}
	}
}

// openWith is what opening a's link with key set to value gives: "" leaves
// the key out.
func openWith(a advisor.Answers, key, value string) (advisor.Answers, []advisor.Notice) {
	q, _ := url.ParseQuery(Encode(State{Answers: a}))
	if value == "" {
		q.Del(key)
	} else {
		q.Set(key, value)
	}
	// A key of another task is said by a link only: the page sets the
	// answers of the task it shows.
	st, notes := valueNotes(q.Encode())
	return st.Answers, notes
}

func texts(notes []advisor.Notice) []string {
	var out []string
	for _, n := range notes {
		out = append(out, n.Text.In(words.En))
	}
	return out
}
