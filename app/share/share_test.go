package share

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

const example = "?v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&region=eastus,westeurope&stack=cuda&os=linux"

type decodeCase struct {
	name  string
	in    string
	want  func(t *testing.T, s State)
	notes []string // each must appear in some notice; nil: no notice at all
	count int      // exact number of notices when > 0
}

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

var decodeCases = []decodeCase{
	{name: "example link", in: example, want: func(t *testing.T, s State) {
		a := s.Answers
		eq(t, "Task", a.Task, advisor.Finetune)
		eq(t, "ParamsB", a.ParamsB, 13)
		eq(t, "Precision", a.Precision, advisor.BF16)
		eq(t, "Method", a.Method, advisor.QLoRA)
		eq(t, "HoursPerMonth", a.HoursPerMonth, 200)
		eq(t, "Months", a.Months, 2)
		eq(t, "Interruptible", a.Interruptible, true)
		if !reflect.DeepEqual(a.Regions, []string{"eastus", "westeurope"}) {
			t.Errorf("Regions = %q", a.Regions)
		}
		eq(t, "Stack", a.Stack, advisor.CUDA)
		eq(t, "OS", a.OS, advisor.Linux)
		// Everything else is unanswered.
		eq(t, "Context", a.Context, 0)
		eq(t, "Price", a.Price, "")
		eq(t, "Geo", a.Geo, "")
		eq(t, "Lang", s.Lang, "en")
		eq(t, "Step", s.Step, 1)
	}},
	{name: "whole URL", in: "https://example.test/app/?v=1&task=render&seats=20&os=windows&ahb=1", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Render)
		eq(t, "Seats", s.Answers.Seats, 20)
		eq(t, "OS", s.Answers.OS, advisor.Windows)
		eq(t, "HybridBenefit", s.Answers.HybridBenefit, true)
	}},
	// A fragment that holds answers is read with the query: a hand-edited
	// link never loses one unseen, least of all its regions.
	{name: "URL with fragment", in: "HTTP://example.test/?task=render&seats=3#step=2", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Render)
		eq(t, "Seats", s.Answers.Seats, 3)
		eq(t, "Step", s.Step, 2)
	}},
	{name: "answers after # instead of ?", in: "https://example.test/app/#v=1&task=inference&region=swedencentral", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Inference)
		if !reflect.DeepEqual(s.Answers.Regions, []string{"swedencentral"}) {
			t.Errorf("Regions = %q, want swedencentral", s.Answers.Regions)
		}
	}},
	{name: "anchor and text fragment", in: "https://example.test/?task=render&seats=3#:~:text=step=2", want: func(t *testing.T, s State) {
		eq(t, "Seats", s.Answers.Seats, 3)
		eq(t, "Step", s.Step, 1)
	}},
	{name: "path and query", in: "/app/?v=1&task=transcode&conc=32", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Transcode)
		eq(t, "Concurrency", s.Answers.Concurrency, 32)
	}},
	{name: "URL without query", in: "https://example.test/app/", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, "")
	}},
	{name: "missing v", in: "task=hpc&nodes=4", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.HPC)
		eq(t, "Nodes", s.Answers.Nodes, 4)
		eq(t, "FP64 (HPC default)", s.Answers.FP64, true)
	}},
	{name: "hpc fp64=0", in: "v=1&task=hpc&fp64=0", want: func(t *testing.T, s State) {
		eq(t, "FP64", s.Answers.FP64, false)
	}},
	{name: "v=2", in: "v=2&task=render", notes: []string{"This link is version 2; read as version 1."}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Render)
	}},
	{name: "v=x", in: "v=x&task=render", notes: []string{`This link is version "x"; read as version 1.`}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Render)
	}},
	{name: "unknown key", in: "v=1&foo=bar&task=hpc&foo=baz", notes: []string{`Ignored unknown key "foo".`}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.HPC)
	}},
	{name: "params=abc", in: "v=1&params=abc", notes: []string{`Ignored params="abc": not a number.`}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "ParamsB", s.Answers.ParamsB, 0)
	}},
	{name: "params=NaN", in: "v=1&params=NaN&tokens=-Inf&data=1e400", count: 3,
		notes: []string{`Ignored params="NaN": not a number.`, `Ignored tokens="-Inf": not a number.`, `Ignored data="1e400": too large.`},
		want: func(t *testing.T, s State) {
			eq(t, "ParamsB", s.Answers.ParamsB, 0)
			eq(t, "TokensB", s.Answers.TokensB, 0)
			eq(t, "DataTB", s.Answers.DataTB, 0)
		}},
	{name: "params empty, hex, separators", in: "params=&budget=0x10&data=1_000&ctx", count: 4,
		notes: []string{`Ignored params="": no value.`, `Ignored budget="0x10": not a number.`, `Ignored data="1_000": not a number.`, `Ignored ctx="": no value.`}},
	{name: "number forms", in: "params= 13.5 &ctx=1e3&budget=.5&data=5.&tokens=+2E2", want: func(t *testing.T, s State) {
		eq(t, "ParamsB", s.Answers.ParamsB, 13.5)
		eq(t, "Context", s.Answers.Context, 1000)
		eq(t, "BudgetUSD", s.Answers.BudgetUSD, 0.5)
		eq(t, "DataTB", s.Answers.DataTB, 5)
		eq(t, "TokensB", s.Answers.TokensB, 200)
	}},
	{name: "hours=1e9", in: "v=1&hours=1e9", want: func(t *testing.T, s State) {
		eq(t, "HoursPerMonth", s.Answers.HoursPerMonth, 1e9)
		n, _ := advisor.Normalize(s.Answers, nil)
		eq(t, "normalized HoursPerMonth", n.HoursPerMonth, 744)
	}},
	{name: "whole numbers", in: "seats=13.5&conc=1e30&nodes=-2&ctx=1e9", count: 3,
		notes: []string{`Read seats="13.5" as 14: a whole number is needed.`, `Ignored conc="1e30": too large.`, `Ignored nodes="-2": negative.`},
		want: func(t *testing.T, s State) {
			eq(t, "Seats", s.Answers.Seats, 14)
			eq(t, "Concurrency", s.Answers.Concurrency, 0)
			eq(t, "Nodes", s.Answers.Nodes, 0)
			eq(t, "Context", s.Answers.Context, 1000000000) // Normalize clamps it, with a notice
		}},
	{name: "work-bound keys", in: "v=1&task=finetune&model=Llama-3.1-70B&tokens=0.5&epochs=3&cvm=1&arm=yes", want: func(t *testing.T, s State) {
		a := s.Answers
		eq(t, "Model", a.Model, "llama-3.1-70b")
		eq(t, "TokensB", a.TokensB, 0.5)
		eq(t, "Epochs", a.Epochs, 3)
		eq(t, "Confidential", a.Confidential, true)
		eq(t, "Arm64", a.Arm64, true)
	}},
	{name: "inference keys", in: "task=inference&params=20&layers=48&kvh=8&hdim=128&kv=FP8&tps=1e3", want: func(t *testing.T, s State) {
		a := s.Answers
		eq(t, "Model", a.Model, "")
		eq(t, "Layers", a.Layers, 48)
		eq(t, "KVHeads", a.KVHeads, 8)
		eq(t, "HeadDim", a.HeadDim, 128)
		eq(t, "KVCache", a.KVCache, advisor.FP8)
		eq(t, "TargetTPS", a.TargetTPS, 1000)
	}},
	{name: "hpc and transcode keys", in: "task=hpc&bound=FP64-Tensor&gpuh=5000.5&vidh=20", want: func(t *testing.T, s State) {
		eq(t, "HPCBound", s.Answers.HPCBound, "fp64-tensor")
		eq(t, "RefGPUHours", s.Answers.RefGPUHours, 5000.5)
		eq(t, "VideoHours", s.Answers.VideoHours, 20)
	}},
	{name: "bad work-bound values", in: "model=&layers=1.5&kvh=x&tps=fast&epochs=&gpuh=1e999&cvm=maybe&arm=2", count: 8,
		notes: []string{`Ignored model="": no value.`, `Read layers="1.5" as 2: a whole number is needed.`, `Ignored kvh="x": not a number.`,
			`Ignored tps="fast": not a number.`, `Ignored epochs="": no value.`, `Ignored gpuh="1e999": too large.`, `Ignored cvm="maybe": not 0 or 1.`, `Ignored arm="2": not 0 or 1.`},
		want: func(t *testing.T, s State) {
			eq(t, "Layers", s.Answers.Layers, 2)
			eq(t, "KVHeads", s.Answers.KVHeads, 0)
			eq(t, "TargetTPS", s.Answers.TargetTPS, 0)
			eq(t, "RefGPUHours", s.Answers.RefGPUHours, 0)
			eq(t, "Confidential", s.Answers.Confidential, false)
		}},
	{name: "unknown model and bound passed through", in: "task=inference&model=gpt-9&bound=tensor", want: func(t *testing.T, s State) {
		eq(t, "Model", s.Answers.Model, "gpt-9") // Normalize reports it
		eq(t, "HPCBound", s.Answers.HPCBound, "tensor")
		n, notes := advisor.Normalize(s.Answers, nil)
		eq(t, "normalized Model", n.Model, "")
		if len(notes) == 0 {
			t.Error("Normalize said nothing about model=gpt-9")
		}
	}},
	{name: "spot=maybe", in: "v=1&spot=maybe", notes: []string{`Ignored spot="maybe": not 0 or 1.`}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "Interruptible", s.Answers.Interruptible, false)
	}},
	{name: "booleans", in: "spot=yes&devtest=TRUE&ahb=No&fp64=false", want: func(t *testing.T, s State) {
		eq(t, "Interruptible", s.Answers.Interruptible, true)
		eq(t, "DevTest", s.Answers.DevTest, true)
		eq(t, "HybridBenefit", s.Answers.HybridBenefit, false)
		eq(t, "FP64", s.Answers.FP64, false)
	}},
	{name: "duplicated key", in: "v=1&task=render&seats=4&task=hpc", notes: []string{`Ignored repeated key task="hpc": the first task is used.`}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "Task", s.Answers.Task, advisor.Render)
		}},
	{name: "duplicated key, other case", in: "TASK=render&task=hpc", notes: []string{`repeated key task="hpc"`}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "Task", s.Answers.Task, advisor.Render)
		}},
	{name: "region list", in: "v=1&region=EastUS, westeurope,,", want: func(t *testing.T, s State) {
		if !reflect.DeepEqual(s.Answers.Regions, []string{"eastus", "westeurope"}) {
			t.Errorf("Regions = %q", s.Answers.Regions)
		}
	}},
	{name: "region with escaped commas", in: "region=eastus%2Cwesteurope%2C", want: func(t *testing.T, s State) {
		if !reflect.DeepEqual(s.Answers.Regions, []string{"eastus", "westeurope"}) {
			t.Errorf("Regions = %q", s.Answers.Regions)
		}
	}},
	{name: "empty region", in: "region=,,", want: func(t *testing.T, s State) {
		if s.Answers.Regions != nil {
			t.Errorf("Regions = %q, want nil", s.Answers.Regions)
		}
	}},
	{name: "enums lower-cased, unknown passed through", in: "task=FineTune&prec=FP4&os=Windows&price=%20RI3%20", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, advisor.Finetune)
		eq(t, "Precision", s.Answers.Precision, "fp4") // Normalize reports it
		eq(t, "OS", s.Answers.OS, advisor.Windows)
		eq(t, "Price", s.Answers.Price, advisor.RI3)
	}},
	{name: "geo keeps its case", in: "geo=Asia+Pacific&stack=ROCm", want: func(t *testing.T, s State) {
		eq(t, "Geo", s.Answers.Geo, "Asia Pacific")
		eq(t, "Stack", s.Answers.Stack, advisor.ROCm)
	}},
	{name: "lang=zh-CN", in: "v=1&lang=zh-CN", want: func(t *testing.T, s State) {
		eq(t, "Lang", s.Lang, "zh")
	}},
	{name: "lang=zh-Hans", in: "lang=zh-Hans", want: func(t *testing.T, s State) {
		eq(t, "Lang", s.Lang, "zh")
	}},
	{name: "lang=fr", in: "lang=fr", notes: []string{`Ignored lang="fr": not en or zh; showing English.`}, count: 1, want: func(t *testing.T, s State) {
		eq(t, "Lang", s.Lang, "en")
	}},
	{name: "step=9", in: "v=1&step=9", notes: []string{`Ignored step="9": not a step from 1 to 4; showing step 1.`}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "Step", s.Step, 1)
		}},
	{name: "step=3", in: "step=3", want: func(t *testing.T, s State) {
		eq(t, "Step", s.Step, 3)
	}},
	{name: "empty string", in: "", want: func(t *testing.T, s State) {
		if !reflect.DeepEqual(s, State{Lang: "en", Step: 1}) {
			t.Errorf("State = %+v", s)
		}
	}},
	{name: "only a question mark", in: " ? ", want: func(t *testing.T, s State) {
		eq(t, "Task", s.Answers.Task, "")
	}},
	{name: "garbage", in: "%%%", notes: []string{`Ignored "%%%": malformed escape`}, count: 1},
	{name: "malformed escape in a value", in: "params=1%zz&task=hpc", notes: []string{`Ignored params="1%zz": malformed escape`}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "ParamsB", s.Answers.ParamsB, 0)
			eq(t, "Task", s.Answers.Task, advisor.HPC)
		}},
	{name: "no key", in: "=5&&task=hpc", notes: []string{`Ignored "=5": no key.`}, count: 1},
	{name: "empty enum and geo", in: "task=&geo=", count: 2, notes: []string{`Ignored task="": no value.`, `Ignored geo="": no value.`}},
	{name: "value too long", in: "task=render&geo=" + strings.Repeat("x", 300), notes: []string{`Ignored geo="xxxx`, "longer than 256 bytes"}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "Geo", s.Answers.Geo, "")
			eq(t, "Task", s.Answers.Task, advisor.Render)
		}},
	{name: "region name too long", in: "region=eastus," + strings.Repeat("y", 300), notes: []string{`Ignored the region "yyy`, "in region: longer than 256 bytes"}, count: 1,
		want: func(t *testing.T, s State) {
			if !reflect.DeepEqual(s.Answers.Regions, []string{"eastus"}) {
				t.Errorf("Regions = %q", s.Answers.Regions)
			}
		}},
	{name: "10 kB value", in: "v=1&task=render&geo=" + strings.Repeat("x", 10240), notes: []string{"longer than 4096 bytes"}, count: 1,
		want: func(t *testing.T, s State) {
			eq(t, "Task", s.Answers.Task, advisor.Render)
			eq(t, "Geo", s.Answers.Geo, "") // the pair cut in two is dropped
		}},
	{name: "10 kB of one letter", in: strings.Repeat("a", 10240), notes: []string{"longer than 4096 bytes", `Ignored unknown key "aaaa`}, count: 2},
	{name: "10 kB of keys", in: tenKBOfKeys(), notes: []string{"longer than 4096 bytes", `Ignored unknown key "k0".`, `Ignored unknown key "k598".`}, count: 600,
		want: func(t *testing.T, s State) {
			eq(t, "Task", s.Answers.Task, advisor.HPC)
		}},
}

func tenKBOfKeys() string {
	var b strings.Builder
	b.WriteString("task=hpc")
	for i := 0; b.Len() < 10240; i++ {
		fmt.Fprintf(&b, "&k%d=1", i)
	}
	return b.String()
}

// valueNotes are a link's notices on how its values read, without those
// that a key belongs to another task (TestKeyOfAnotherTask): the cases
// below give keys of several tasks at once.
func valueNotes(in string) (State, []advisor.Notice) {
	s, notes := Decode(in)
	return s, slices.DeleteFunc(notes, func(n advisor.Notice) bool { return n.Text.Has(words.LinkNotAsked) })
}

// TestKeyOfAnotherTask: a hand-written key the link's task does not use
// is said, not silently dropped; the page's own links never write one.
func TestKeyOfAnotherTask(t *testing.T) {
	for in, want := range map[string]string{
		"task=pretrain&params=70&nodes=150":    "Ignored nodes: large-scale pre-training does not use it.",
		"task=inference&seats=4":               "Ignored seats: inference serving does not use it.",
		"params=8&frames=100":                  "Ignored frames: inference serving does not use it.",
		"task=render&rmode=batch&seats=3":      "Ignored seats: rendering / virtual workstations does not use it.",
		"task=pretrain&epochs=2":               "", // PretrainOnePass says it
		"task=finetune&epochs=2&method=lora":   "",
		"task=hpc&gpuh=100&nodes=4&bound=fp32": "",
	} {
		_, notes := Decode(in)
		var said []string
		for _, n := range notes {
			if n.Text.Has(words.LinkNotAsked) {
				said = append(said, n.Text.In(words.En))
			}
		}
		if want == "" && len(said) > 0 || want != "" && (len(said) != 1 || said[0] != want) {
			t.Errorf("Decode(%q) says %q, want %q", in, said, want)
		}
	}
	st := State{Answers: advisor.Answers{Task: advisor.Pretrain, Seats: 4, Nodes: 3}}
	if _, notes := Decode(Encode(st)); len(notes) > 0 {
		t.Errorf("the page's own link of kept answers has notices: %v", notes)
	}
}

func TestDecode(t *testing.T) {
	for _, c := range decodeCases {
		t.Run(c.name, func(t *testing.T) {
			s, notes := valueNotes(c.in)
			if c.want != nil {
				c.want(t, s)
			}
			if c.notes == nil && len(notes) > 0 {
				t.Errorf("unexpected notices: %+v", notes)
			}
			if c.count > 0 && len(notes) != c.count {
				t.Errorf("%d notices, want %d: %.2000v", len(notes), c.count, notes)
			}
			for _, w := range c.notes {
				found := false
				for _, n := range notes {
					found = found || strings.Contains(n.Text.String(), w)
				}
				if !found {
					t.Errorf("no notice contains %q; notices: %+v", w, notes)
				}
			}
			for _, n := range notes {
				if n.Code != "ignored" {
					t.Errorf("notice code %q, want ignored: %q", n.Code, n.Text)
				}
			}
		})
	}
}

// TestEncodeGolden pins the canonical form: it is a public contract.
func TestEncodeGolden(t *testing.T) {
	s, _ := Decode(example)
	eq(t, "Encode(example)", Encode(s),
		"v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&os=linux&devtest=0&region=eastus,westeurope&stack=cuda")

	a, _ := advisor.Normalize(advisor.Defaults(advisor.Finetune), nil)
	eq(t, "Encode(finetune defaults)", Encode(State{Answers: a}),
		"v=1&task=finetune&model=llama-3.1-8b&params=8.03&prec=bf16&method=lora&ctx=4096&tokens=0.02&epochs=3&hours=200&months=1&spot=0&price=auto&os=linux&devtest=0&data=0.1&multinode=auto&stack=cuda&fw=pytorch&deploy=vm")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.Render), nil)
	a.Geo, a.Regions, a.BudgetUSD, a.HybridBenefit = "Asia Pacific", []string{"japaneast", "koreacentral"}, 999.5, true
	eq(t, "Encode(render)", Encode(State{Answers: a, Lang: "zh", Step: 4}),
		"v=1&task=render&seats=10&load=medium&hours=220&months=12&spot=0&budget=999.5&price=auto&os=windows&ahb=1&devtest=0&data=0.1&multinode=auto&geo=Asia+Pacific&region=japaneast,koreacentral&stack=cuda&fw=pytorch&deploy=vm&lang=zh&step=4")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.HPC), nil)
	eq(t, "Encode(hpc)", Encode(State{Answers: a, Lang: "en", Step: 1}),
		"v=1&task=hpc&fp64=1&bound=fp64&nodes=1&gpuh=1000&hours=300&months=3&spot=0&price=auto&os=linux&devtest=0&data=0.1&multinode=auto&stack=cuda&fw=other&deploy=vm")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.Pretrain), nil)
	a.TokensB = 15000
	eq(t, "Encode(pretrain)", Encode(State{Answers: a}),
		"v=1&task=pretrain&params=70&prec=bf16&ctx=4096&tokens=15000&hours=730&months=3&spot=0&price=auto&os=linux&devtest=0&data=20&multinode=auto&stack=cuda&fw=pytorch&deploy=vmss")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.Inference), nil)
	a.KVCache, a.TargetTPS, a.Confidential, a.Arm64 = advisor.FP8, 500, true, true
	eq(t, "Encode(inference)", Encode(State{Answers: a}),
		"v=1&task=inference&model=llama-3.1-8b&params=8.03&prec=bf16&kv=fp8&ctx=4096&conc=8&tps=500&hours=730&months=12&spot=0&price=auto&os=linux&devtest=0&data=0.1&multinode=auto&stack=cuda&fw=pytorch&deploy=vm&cvm=1&arm=1")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.Train), nil)
	a.ParamsB, a.Layers, a.KVHeads, a.HeadDim, a.TokensB, a.Epochs = 1.5, 24, 8, 64, 30, 2.5
	eq(t, "Encode(train, own shape)", Encode(State{Answers: a}),
		"v=1&task=train&params=1.5&layers=24&kvh=8&hdim=64&prec=bf16&method=full&ctx=2048&tokens=30&epochs=2.5&hours=300&months=2&spot=0&price=auto&os=linux&devtest=0&data=1&multinode=auto&stack=cuda&fw=pytorch&deploy=vm")

	a, _ = advisor.Normalize(advisor.Defaults(advisor.Transcode), nil)
	a.VideoHours, a.Nodes = 2500, 2
	eq(t, "Encode(transcode)", Encode(State{Answers: a}),
		"v=1&task=transcode&conc=16&nodes=2&vidh=2500&hours=730&months=12&spot=0&price=auto&os=linux&devtest=0&data=0.1&multinode=auto&stack=cuda&fw=other&deploy=vmss")

	eq(t, "Encode(State{})", Encode(State{}), "v=1&spot=0&devtest=0")
	eq(t, "fmtNum(1e-300)", fmtNum(1e-300), "1e-300")
	eq(t, "fmtNum(1e9)", fmtNum(1e9), "1000000000")
	eq(t, "fmtNum(0.1)", fmtNum(0.1), "0.1")
}

// TestEncodeKeysPerTask: what each task writes. Every answer is set, so any
// key that does not apply to the task would show.
func TestEncodeKeysPerTask(t *testing.T) {
	common := "hours base months spot budget price os devtest data multinode geo region stack fw deploy containers lockin cvm arm"
	want := map[advisor.Task]string{
		advisor.Inference: "model params layers kvh hdim prec kv ctx conc tps",
		advisor.Finetune:  "model params layers kvh hdim prec method ctx tokens epochs",
		advisor.Train:     "model params layers kvh hdim prec method ctx tokens epochs",
		advisor.Pretrain:  "model params layers kvh hdim prec ctx tokens",
		advisor.Render:    "seats load",
		advisor.HPC:       "fp64 bound nodes gpuh",
		advisor.Transcode: "conc nodes vidh",
		"":                "model params layers kvh hdim prec kv ctx conc tps", // read as inference
		"bogus":           "model params layers kvh hdim prec kv ctx conc tps",
	}
	for task, keys := range want {
		a := advisor.Answers{Task: task, ParamsB: 13, Precision: advisor.BF16, Method: advisor.LoRA, Context: 4096, Concurrency: 8,
			Model: "llama-3.1-8b", Layers: 32, KVHeads: 8, HeadDim: 128, KVCache: advisor.FP8, TargetTPS: 100, TokensB: 1, Epochs: 2,
			HPCBound: "fp64", RefGPUHours: 10, VideoHours: 10, Confidential: true, Arm64: true, Seats: 3, Load: advisor.Heavy, FP64: true,
			Nodes: 2, HoursPerMonth: 100, BaseVMs: 1, Months: 2, Interruptible: true, BudgetUSD: 100, Price: advisor.PAYG, OS: advisor.Linux,
			DevTest: true, DataTB: 1, Multinode: advisor.MultiAuto, Geo: "Europe", Regions: []string{"westeurope"}, Stack: advisor.CUDA,
			Framework: advisor.PyTorch, Deploy: advisor.VM, Containers: true, LockIn: true}
		var got []string
		for _, pair := range strings.Split(Encode(State{Answers: a}), "&") {
			if k, _, _ := strings.Cut(pair, "="); k != "v" && k != "task" {
				got = append(got, k)
			}
		}
		wantKeys := strings.Fields(keys + " " + common)
		if !reflect.DeepEqual(got, wantKeys) {
			t.Errorf("task %q writes\n %v\nwant\n %v", task, got, wantKeys)
		}
		for _, k := range wantKeys {
			if !Applies(task, k) {
				t.Errorf("Applies(%q, %q) = false", task, k)
			}
		}
		for _, f := range advisor.Questions {
			if k := f.Key; !Applies(task, k) && strings.Contains(" "+keys+" "+common+" ", " "+k+" ") {
				t.Errorf("Applies(%q, %q) = false, but it is written", task, k)
			}
		}
	}
	if Applies(advisor.Finetune, "conc") || Applies(advisor.Inference, "seats") || Applies(advisor.Render, "nosuchkey") {
		t.Error("Applies says yes to a key of another task")
	}
}
