package share

import (
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// randomAnswers are answers to every question, whatever the task: a key the
// engine reads for a task and the link leaves out shows as a difference.
// Region answers mix ARM names, display names, groups, countries and names
// not understood.
func randomAnswers(rng *rand.Rand, task advisor.Task) advisor.Answers {
	pick := func(n int) int { return rng.Intn(n) }
	num := func(vals ...float64) float64 { return vals[pick(len(vals))] }
	a := advisor.Defaults(task)
	models := []string{"", "", "llama-3.1-8b", "llama-3.1-70b", "mixtral-8x7b", "qwen2.5-7b", "llama3.1-70b"}
	a.Model = models[pick(len(models))]
	a.ParamsB = num(0, 0.5, 7, 13, 70, 405)
	if pick(4) == 0 {
		a.Layers, a.KVHeads, a.HeadDim = 48, 8, 128
	}
	a.Precision = advisor.Precisions[pick(len(advisor.Precisions))]
	a.Method = advisor.Methods[pick(len(advisor.Methods))]
	a.Context = int(num(0, 2048, 8192, 32768))
	a.Concurrency = int(num(0, 1, 16, 200))
	a.KVCache = []advisor.Precision{"", advisor.FP8}[pick(2)]
	a.TargetTPS = num(0, 0, 500, 4000)
	a.TokensB = num(0, 0.5, 20, 2000)
	a.Epochs = num(0, 1, 2.5, 5)
	a.HPCBound = append([]string{""}, advisor.HPCBounds...)[pick(len(advisor.HPCBounds)+1)]
	a.RefGPUHours = num(0, 100, 25000)
	a.VideoHours = num(0, 10, 5000)
	a.Seats = int(num(0, 1, 25))
	a.Load = advisor.Loads[pick(len(advisor.Loads))]
	a.FP64 = pick(2) == 0
	a.Nodes = int(num(0, 1, 4))
	if pick(3) == 0 {
		a.RenderMode, a.Frames, a.FrameMinutes = advisor.Batch, int(num(100, 5000)), num(1, 12.5)
	}
	a.HoursPerMonth = num(0, 40, 200, 730)
	a.BaseVMs = int(num(0, 0, 1, 3))
	a.Months = int(num(0, 1, 6, 36))
	a.Interruptible = pick(3) == 0
	a.BudgetUSD = num(0, 0, 500, 20000)
	a.Price = advisor.PricePrefs[pick(len(advisor.PricePrefs))]
	a.OS = []advisor.OS{advisor.Linux, advisor.Windows}[pick(2)]
	a.HybridBenefit, a.DevTest = pick(2) == 0, pick(4) == 0
	a.DataTB = num(0, 0.5, 20)
	a.Multinode = []advisor.Multinode{advisor.MultiAuto, advisor.MultiNo, advisor.MultiYes}[pick(3)]
	a.Geo = []string{"", "", "Europe", "US", "eu", "Eurpe"}[pick(6)]
	regions := [][]string{nil, nil, {"eastus"}, {"westeurope", "northeurope"}, {"eu"}, {"euonly"}, {"West Europe"},
		{"West Europe", "Germny"}, {"westeurop"}, {"germany", "switzerland"}, {"us", "westeurope"}, {"西欧"}}
	a.Regions = regions[pick(len(regions))]
	a.Stack = []advisor.Stack{advisor.CUDA, advisor.ROCm, advisor.Any}[pick(3)]
	a.Confidential, a.Arm64, a.Containers, a.LockIn = pick(6) == 0, pick(6) == 0, pick(2) == 0, pick(3) == 0
	return a
}

// TestEveryAnswerRoundTrips: for random answers to every question of every
// task, the link the page writes (the answers as the advisor understood
// them, region tokens as given) opens at the same answers and the same top
// pick; and that link, encoded again, is the same link.
func TestEveryAnswerRoundTrips(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	adv := advisor.New(c)
	opt := advisor.Options{Day: "2026-12-03", MaxPicks: 1, LaterChecklist: true}
	rng := rand.New(rand.NewSource(24))
	for _, task := range advisor.Tasks {
		for i := 0; i < 100; i++ {
			typed := randomAnswers(rng, task)
			first := adv.Advise(typed, opt)
			st := State{Answers: Understood(c, typed, first.Answers)}
			link := Encode(st)
			got, notes := Decode(link)
			for _, n := range notes {
				if n.Code == "ignored" {
					t.Errorf("%s: %s", link, n.Text)
				}
			}
			again := adv.Advise(got.Answers, opt)
			if w, g := digest(first), digest(again); w != g {
				t.Errorf("%s task: the link %s opens at %s, not %s", task, link, differ(g, w), differ(w, g))
				continue
			}
			if l2 := Encode(State{Answers: Understood(c, got.Answers, again.Answers)}); l2 != link {
				t.Errorf("the link %s is written again as %s", link, l2)
			}
		}
	}
}

// digest is what a link must keep: the answers as understood that apply to
// the task (the others are not the link's to keep), the sizing and the top
// pick.
func digest(r advisor.Result) string {
	a := r.Answers
	bit := job(&a)
	for i := range advisor.Questions {
		f := &advisor.Questions[i]
		if applies(bit, f.Key) && (f.Key != "ahb" || a.OS == advisor.Windows) {
			continue
		}
		p := reflect.ValueOf(a.Answer(f)).Elem()
		p.Set(reflect.Zero(p.Type()))
	}
	for i, n := range a.RegionsNotUnderstood {
		a.RegionsNotUnderstood[i] = strings.ToLower(n) // as a link writes a region
	}
	r.Answers = a
	top := "no pick"
	if len(r.Recommendations) > 0 {
		p := r.Recommendations[0]
		b, _ := json.Marshal([]any{p.Size, p.Region, p.VMs, p.USDPerMonth, p.USDTotal})
		top = string(b)
	}
	b, _ := json.Marshal([]any{r.Answers, r.Sizing})
	return string(b) + "\n" + top
}

// TestOldLinksOpenAsBefore: the links the README and docs/ show still read
// as the answers they always did; a group in a link stays the group.
func TestOldLinksOpenAsBefore(t *testing.T) {
	c, _ := catalog.Load()
	for _, tc := range []struct{ link, regions string }{
		{"?v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&region=eastus,westeurope&stack=cuda&os=linux", "eastus,westeurope"},
		{"?v=1&task=finetune&params=13&region=eu", "austriaeast,belgiumcentral,denmarkeast,francecentral,francesouth,germanynorth,germanywestcentral,italynorth,northeurope,norwayeast,norwaywest,polandcentral,spaincentral,swedencentral,westeurope"},
		{"?v=1&task=inference&region=%E6%AC%A7%E7%9B%9F", "austriaeast,belgiumcentral,denmarkeast,francecentral,francesouth,germanynorth,germanywestcentral,italynorth,northeurope,norwayeast,norwaywest,polandcentral,spaincentral,swedencentral,westeurope"},
		{"?v=1&view=catalog&region=westeurope", "westeurope"},
	} {
		st, _ := Decode(tc.link)
		a, _ := advisor.Normalize(st.Answers, c)
		if got := strings.Join(a.Regions, ","); got != tc.regions {
			t.Errorf("%s: regions %s, want %s", tc.link, got, tc.regions)
		}
		// Written again, the link keeps the names as given, groups as groups.
		if again := Encode(State{Answers: Understood(c, st.Answers, a)}); !reflect.DeepEqual(mustDecode(again).Answers.Regions, advisor.RegionTokens(c, st.Answers.Regions)) {
			t.Errorf("%s written again as %s", tc.link, again)
		}
	}
}

func mustDecode(link string) State { s, _ := Decode(link); return s }

// TestDocLinksRoundTrip: every link the README and docs/ show opens, written
// again by the page, at the same answers and the same top pick.
func TestDocLinksRoundTrip(t *testing.T) {
	c, _ := catalog.Load()
	adv := advisor.New(c)
	opt := advisor.Options{Day: "2026-12-03", MaxPicks: 1, LaterChecklist: true}
	files, _ := filepath.Glob("../../docs/*.md")
	links := map[string]bool{}
	for _, f := range append(files, "../../README.md") {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range regexp.MustCompile("[?&]v=1&[^ `)\"<>|]*|task=[a-z]+&[^ `)\"<>|]*").FindAllString(string(b), -1) {
			links[l] = true
		}
	}
	if len(links) < 5 {
		t.Fatalf("only %d links found in the docs", len(links))
	}
	for link := range links {
		st, _ := Decode(link)
		first := adv.Advise(st.Answers, opt)
		again := Encode(State{Answers: Understood(c, st.Answers, first.Answers)})
		st2, _ := Decode(again)
		if w, g := digest(first), digest(adv.Advise(st2.Answers, opt)); w != g {
			t.Errorf("%s written again as %s opens at %s, not %s", link, again, differ(g, w), differ(w, g))
		}
	}
}

// differ is the first part of a that b lacks, for a short message.
func differ(a, b string) string {
	bs := strings.Split(b, ",")
	for _, part := range strings.Split(a, ",") {
		if !strings.Contains(b, part) || len(bs) == 0 {
			return part
		}
	}
	return a
}

// TestBadBytesShownEscaped: a value whose bytes are not UTF-8 is ignored,
// and its notice quotes the bytes escaped, never as "\ufffd".
func TestBadBytesShownEscaped(t *testing.T) {
	for _, link := range []string{"model=%FF", "geo=a%FFb", "region=westeurope%FF", "q=%C3"} {
		st, notes := Decode("v=1&view=catalog&" + link)
		if len(notes) != 1 || !strings.Contains(notes[0].Text.String(), `\x`) || strings.ContainsRune(notes[0].Text.String(), '\ufffd') {
			t.Errorf("%s: notices %v", link, notes)
		}
		if st.Answers.Model != "" || st.Answers.Geo != "" || len(st.Answers.Regions) != 0 || st.View.Query != "" {
			t.Errorf("%s: the bytes were read: %+v", link, st)
		}
	}
}

// written is what Encode keeps of a State that Decode produced: the keys the
// link format writes for its task, per the format's table.
func written(s State) State {
	a, m := s.Answers, advisor.Answers{}
	m.Task = a.Task
	switch a.Task {
	case advisor.Render:
		if a.RenderMode == advisor.Batch { // issue 22
			m.RenderMode, m.Frames, m.FrameMinutes = a.RenderMode, a.Frames, a.FrameMinutes
		} else {
			m.Seats, m.Load = a.Seats, a.Load
		}
	case advisor.HPC:
		m.FP64, m.HPCBound, m.Nodes, m.RefGPUHours = a.FP64, a.HPCBound, a.Nodes, a.RefGPUHours
	case advisor.Transcode:
		m.Concurrency, m.Nodes, m.VideoHours = a.Concurrency, a.Nodes, a.VideoHours
	default:
		m.Model, m.ParamsB, m.Layers, m.KVHeads, m.HeadDim = a.Model, a.ParamsB, a.Layers, a.KVHeads, a.HeadDim
		m.Precision, m.Context = a.Precision, a.Context
		training := a.Task == advisor.Train || a.Task == advisor.Finetune
		inference := !training && a.Task != advisor.Pretrain // an empty or unknown task reads as inference
		if inference {
			m.Concurrency = a.Concurrency
		}
		if training {
			m.Method, m.Epochs = a.Method, a.Epochs
		}
		if training || a.Task == advisor.Pretrain {
			m.TokensB = a.TokensB
		}
		if inference {
			m.KVCache, m.TargetTPS = a.KVCache, a.TargetTPS
		}
	}
	m.HoursPerMonth, m.Months, m.Interruptible = a.HoursPerMonth, a.Months, a.Interruptible
	if a.BudgetUSD > 0 {
		m.BudgetUSD = a.BudgetUSD
	}
	m.Price, m.OS, m.DevTest, m.DataTB, m.Multinode = a.Price, a.OS, a.DevTest, a.DataTB, a.Multinode
	if a.OS == advisor.Windows {
		m.HybridBenefit = a.HybridBenefit
	}
	m.Geo, m.Regions = a.Geo, a.Regions
	m.Stack, m.Framework, m.Deploy = a.Stack, a.Framework, a.Deploy
	m.Containers, m.LockIn, m.Confidential, m.Arm64 = a.Containers, a.LockIn, a.Confidential, a.Arm64
	out := State{Answers: m, Lang: "en", Step: 1}
	if s.Lang == "zh" {
		out.Lang = "zh"
	}
	if s.Step >= 2 && s.Step <= 4 {
		out.Step = s.Step
	}
	out.View = writtenView(s.View)
	return out
}

// roundTrip checks the contract for normalized answers a.
func roundTrip(t *testing.T, s State) {
	t.Helper()
	a := s.Answers
	link := Encode(s)
	if again := Encode(s); again != link {
		t.Fatalf("Encode is not deterministic:\n%s\n%s", link, again)
	}
	got, notes := Decode(link)
	if len(notes) > 0 {
		t.Errorf("Decode(%s) notices: %+v", link, notes)
	}
	if want := written(s); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(%s)\n got %+v\nwant %+v", link, got, want)
	}
	n, notes := advisor.Normalize(got.Answers, nil)
	if !reflect.DeepEqual(n, a) {
		t.Errorf("Normalize(Decode(%s))\n got %+v\nwant %+v (notices %+v)", link, n, a, notes)
	}
	if again := Encode(got); again != link {
		t.Errorf("Encode(Decode(link)) = %s, want %s", again, link)
	}
}

func TestRoundTripDefaults(t *testing.T) {
	for _, task := range advisor.Tasks {
		t.Run(string(task), func(t *testing.T) {
			a, _ := advisor.Normalize(advisor.Defaults(task), nil)
			roundTrip(t, State{Answers: a})
			roundTrip(t, State{Answers: a, Lang: "zh", Step: 2})
		})
	}
}

func TestRoundTripHandMade(t *testing.T) {
	with := func(task advisor.Task, f func(a *advisor.Answers)) advisor.Answers {
		a := advisor.Defaults(task)
		f(&a)
		a, _ = advisor.Normalize(a, nil)
		return a
	}
	cases := []State{
		{Lang: "zh", Step: 3, Answers: with(advisor.Finetune, func(a *advisor.Answers) {
			a.Model, a.ParamsB, a.Precision, a.Method, a.Context = "", 13, advisor.INT4, advisor.QLoRA, 8192
			a.TokensB, a.Epochs = 0.5, 2
			a.HoursPerMonth, a.Months, a.Interruptible, a.Price, a.BudgetUSD = 200.5, 2, true, advisor.Spot, 1234.56
			a.OS, a.HybridBenefit, a.DevTest = advisor.Windows, true, true
			a.DataTB, a.Multinode, a.Geo, a.Regions = 2.5, advisor.MultiYes, "Asia Pacific", []string{"eastus", "westeurope"}
			a.Stack, a.Framework, a.Deploy = advisor.ROCm, advisor.JAX, advisor.AKS
		})},
		{Step: 4, Answers: with(advisor.Pretrain, func(a *advisor.Answers) {
			a.ParamsB, a.TokensB, a.Precision, a.Context = 405, 15000, advisor.FP8, 8192
			a.Multinode, a.Geo, a.Price, a.Months, a.Deploy = advisor.MultiYes, "US", advisor.RI3, 6, advisor.AML
		})},
		{Answers: with(advisor.Render, func(a *advisor.Answers) {
			a.Seats, a.Load, a.OS, a.HybridBenefit, a.HoursPerMonth, a.Price = 25, advisor.Heavy, advisor.Windows, true, 160, advisor.SP1
			a.Regions = []string{"westeurope"}
		})},
		{Answers: with(advisor.HPC, func(a *advisor.Answers) {
			a.FP64, a.Nodes, a.Price, a.Multinode, a.Framework = false, 4, advisor.RI1, advisor.MultiNo, advisor.TensorFlow
		})},
		{Answers: with(advisor.Transcode, func(a *advisor.Answers) {
			a.Concurrency, a.Nodes, a.OS, a.Stack = 64, 3, advisor.Linux, advisor.Any
		})},
		{Answers: with(advisor.Inference, func(a *advisor.Answers) {
			a.Model, a.ParamsB, a.Precision, a.Context, a.Concurrency, a.BudgetUSD, a.Price = "", 0.5, advisor.INT8, 131072, 256, 5000, advisor.PAYG
			a.DataTB, a.Deploy = 0.0001, advisor.VMSS
		})},
		{Answers: with(advisor.Inference, func(a *advisor.Answers) {
			a.Model, a.KVCache, a.TargetTPS, a.Confidential = "llama-2-13b", advisor.FP8, 1234.5, true
		})},
		{Answers: with(advisor.Inference, func(a *advisor.Answers) {
			a.Model, a.ParamsB, a.Layers, a.KVHeads, a.HeadDim, a.Arm64, a.Containers = "", 20, 48, 8, 128, true, true
		})},
		{Answers: with(advisor.HPC, func(a *advisor.Answers) {
			a.HPCBound, a.RefGPUHours, a.Nodes, a.LockIn = "bandwidth", 25000.5, 2, true
		})},
		{Answers: with(advisor.Transcode, func(a *advisor.Answers) {
			a.VideoHours, a.Confidential, a.Arm64 = 123456, true, true
		})},
		{Answers: with(advisor.Finetune, func(a *advisor.Answers) {
			a.Model, a.TokensB, a.Epochs = "mixtral-8x7b", 2, 0.5
		})},
		{Answers: with(advisor.Train, func(a *advisor.Answers) {
			a.ParamsB, a.Precision, a.Method, a.Context, a.HoursPerMonth, a.Months = 0.125, advisor.FP32, advisor.Full, 512, 744, 120
			a.TokensB, a.Epochs = 3, 10
			a.Price, a.Interruptible = advisor.SP3, true
		})},
	}
	for _, s := range cases {
		t.Run(string(s.Answers.Task), func(t *testing.T) { roundTrip(t, s) })
	}
}

// TestIrrelevantFieldsDropped: a link carries only what matters for its task;
// the rest comes back as the task's defaults.
func TestIrrelevantFieldsDropped(t *testing.T) {
	a, _ := advisor.Normalize(advisor.Defaults(advisor.Render), nil)
	a.Context, a.Precision, a.TokensB = 8192, advisor.FP8, 100
	got, _ := Decode(Encode(State{Answers: a}))
	eq(t, "Context", got.Answers.Context, 0)
	eq(t, "Precision", got.Answers.Precision, "")
	eq(t, "TokensB", got.Answers.TokensB, 0)
	n, _ := advisor.Normalize(got.Answers, nil)
	eq(t, "normalized Context", n.Context, 4096)
	eq(t, "normalized Precision", n.Precision, advisor.BF16)
}
