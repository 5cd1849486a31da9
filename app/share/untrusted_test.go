package share

import (
	"reflect"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// A link is untrusted input: whatever it holds, Decode reads a state whose
// link, Encode, decodes to the same state without a notice, and encodes
// to itself.
func FuzzDecode(f *testing.F) {
	for _, c := range decodeCases {
		f.Add(c.in)
	}
	for _, task := range advisor.Tasks {
		a, _ := advisor.Normalize(advisor.Defaults(task), nil)
		f.Add(Encode(State{Answers: a, Lang: "zh", Step: 2}))
	}
	f.Add("params=1e-320&hours=-0&budget=-5&tokens=1e300&geo=%E2%80%83x%E2%80%83&region=%C4%B0,%FF")
	f.Add("task=inference&model=LLAMA-2-13B&kv=fp8&tps=1e-9&layers=-3&kvh=1e10&hdim=0.5&cvm=1&arm=1&containers=1&lockin=1")
	f.Add("task=hpc&bound=&gpuh=-0&vidh=5&fp64=0&task=transcode")
	f.Add("task=foo&kv=FP8&tps=7&epochs=3&tokens=1")
	f.Add("task=train&epochs=1e308&tokens=.5&model=%20qwen2.5-7b%20")
	for _, seed := range viewSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, x string) {
		s1, _ := Decode(x)
		link := Encode(s1)
		if Encode(s1) != link {
			t.Fatalf("Encode is not deterministic for %q", x)
		}
		if len(link) > MaxInput {
			return // only reachable from raw bytes that the canonical form escapes
		}
		s2, notes := Decode(link)
		if len(notes) > 0 {
			t.Fatalf("Decode(Encode(Decode(%q))) = Decode(%q): notices %+v", x, link, notes)
		}
		if want := written(s1); !reflect.DeepEqual(s2, want) {
			t.Fatalf("Decode(%q)\n got %#v\nwant %#v", link, s2, want)
		}
		if again := Encode(s2); again != link {
			t.Fatalf("not idempotent: %q then %q", link, again)
		}
	})
}

// TestNeverASilentWrongNumber: a value that is read as another value, or that
// Normalize silently replaces, gets exactly one notice that quotes it as
// written; a value read as written gets none.
func TestNeverASilentWrongNumber(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // the one notice; "" for none
	}{
		{"task=finetune&months=0", `Read months="0" as not answered: using the task's default.`},
		{"months=0&task=render", `Read months="0" as not answered: using the task's default.`}, // task after the number
		{"task=hpc&nodes=0", `Read nodes="0" as not answered: using the task's default.`},
		{"task=transcode&nodes=0", ""}, // 0 is transcoding's default: read as written
		{"task=inference&budget=0", ""},
		{"task=inference&base=0&tps=0&layers=0", ""},
		{"task=inference&seats=0", ""}, // seats do not apply to inference
		{"task=finetune&conc=0", ""},   // nor conc to fine-tuning
		{"task=finetune&tokens=0", `Read tokens="0" as not answered`},
		{"task=pretrain&params=0.0", `Read params="0.0" as not answered`},
		{"task=inference&model=llama-3.1-8b&params=0", ""}, // the preset names the size
		{"task=inference&hours=-0", `Read hours="-0" as not answered`},
		{"task=render&seats=0.4", `Read seats="0.4" as 0 (a whole number is needed), which means not answered: using the task's default.`},
		{"budget=1e-320", `Read budget="1e-320" as 0: too small.`},
		{"budget=1e-400", `Read budget="1e-400" as 0: too small.`},
		{"task=inference&data=1e-320", `Read data="1e-320" as 0 (too small), which means not answered`},
		{"ctx=2.5e9", `Ignored ctx="2.5e9": too large.`},
		{"budget=1e300", `Ignored budget="1e300": too large.`},
		{"hours=1e300", `Ignored hours="1e300": too large.`},
		{"task=pretrain&tokens=5e6", `Read tokens="5e6" as 1000000: the most this tool plans for.`},
		{"task=pretrain&tokens=1e6", ""},
		{"nodes=-2", `Ignored nodes="-2": negative.`},
		{"budget=-5", `Ignored budget="-5": negative.`},
		{"task=render&seats=13.5", `Read seats="13.5" as 14: a whole number is needed.`},
		{"task=render&seats=1e3", ""},
		{"hours=200.5&budget=0.01", ""},
	} {
		st, notes := valueNotes(c.in)
		if c.want == "" {
			if len(notes) > 0 {
				t.Errorf("Decode(%q): unexpected notices %+v", c.in, notes)
			}
		} else if len(notes) != 1 || !strings.Contains(notes[0].Text.String(), c.want) {
			t.Errorf("Decode(%q) = %+v, want one notice with %q", c.in, notes, c.want)
		}
		// Normalize adds no second notice about the same value.
		if _, more := advisor.Normalize(st.Answers, nil); c.want != "" && len(more) > 0 {
			t.Errorf("Decode(%q) then Normalize: a second notice %+v", c.in, more)
		}
	}
}
