package ui

import (
	"net/url"
	"slices"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
)

// normalized is what the wizard holds: answers as the advisor read them.
func normalized(t *testing.T, query string) share.State {
	t.Helper()
	st, notes := share.Decode(query)
	if len(notes) > 0 {
		t.Fatalf("%s: %v", query, notes)
	}
	st.Answers, _ = advisor.Normalize(st.Answers, nil)
	return st
}

func TestTaskSwitchKeepsSharedAnswers(t *testing.T) {
	st := normalized(t, "v=1&task=finetune&params=13&method=qlora&epochs=2&ctx=8192&hours=120&months=6&budget=5000&region=westeurope&spot=1&price=payg&os=windows&deploy=aks")
	for _, tc := range []struct {
		to   advisor.Task
		want func(advisor.Answers) []any
		vals []any
	}{
		{advisor.Train, func(a advisor.Answers) []any {
			return []any{a.Model, a.ParamsB, a.Method, a.Epochs, a.Context, a.HoursPerMonth, a.Months, a.BudgetUSD, a.Regions[0], a.Interruptible, a.Price, a.OS, a.Deploy}
		}, []any{"", 13.0, advisor.QLoRA, 2.0, 8192, 120.0, 6, 5000.0, "westeurope", true, advisor.PAYG, advisor.Windows, advisor.AKS}},
		{advisor.Inference, func(a advisor.Answers) []any {
			return []any{a.Model, a.ParamsB, a.Context, a.HoursPerMonth, a.Months, a.BudgetUSD, a.Regions[0]}
		}, []any{"", 13.0, 8192, 120.0, 6, 5000.0, "westeurope"}},
		{advisor.Render, func(a advisor.Answers) []any {
			return []any{a.Seats, a.HoursPerMonth, a.Months, a.BudgetUSD, a.Regions[0], a.OS}
		}, []any{advisor.Defaults(advisor.Render).Seats, 120.0, 6, 5000.0, "westeurope", advisor.Windows}},
	} {
		t.Run(string(tc.to), func(t *testing.T) {
			got := tc.want(withTask(st.Answers, tc.to))
			if !slices.Equal(got, tc.vals) {
				t.Errorf("after switching to %s: got %v, want %v", tc.to, got, tc.vals)
			}
		})
	}
}

func TestTaskSwitchTakesTheNewDefaultsOfWhatWasNotAnswered(t *testing.T) {
	st := normalized(t, "v=1&task=inference")
	a := withTask(st.Answers, advisor.Render)
	d := advisor.Defaults(advisor.Render)
	if a.HoursPerMonth != d.HoursPerMonth || a.OS != d.OS {
		t.Errorf("inference's untouched 24/7 Linux became %v h %s on render, want render's %v h %s", a.HoursPerMonth, a.OS, d.HoursPerMonth, d.OS)
	}
	a = withTask(st.Answers, advisor.Finetune)
	if a.Method != advisor.LoRA {
		t.Errorf("fine-tuning's method is %s, want its default lora", a.Method)
	}
}

func TestPresetSetsOnlyWhatItNames(t *testing.T) {
	st := normalized(t, "v=1&task=inference&model=llama-3.1-70b&hours=120&budget=5000&region=westeurope&stack=rocm&containers=1")
	st.Answers = withPreset(st, "v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1")
	a, _ := advisor.Normalize(st.Answers, nil)
	got := []any{a.Task, a.Model, a.ParamsB, a.Method, a.HoursPerMonth, a.Months, a.Interruptible, a.BudgetUSD, a.Regions[0], a.Stack, a.Containers}
	want := []any{advisor.Finetune, "", 13.0, advisor.QLoRA, 200.0, 2, true, 5000.0, "westeurope", advisor.ROCm, true}
	if !slices.Equal(got, want) {
		t.Errorf("after the QLoRA preset: got %v, want %v", got, want)
	}
	// A preset of the same task keeps the model it does not name.
	st = normalized(t, "v=1&task=hpc&bound=bandwidth&gpuh=5000&budget=900")
	a = withPreset(st, "v=1&task=hpc&fp64=1&nodes=4&hours=300&months=3&multinode=yes")
	a, _ = advisor.Normalize(a, nil)
	if a.HPCBound != "fp64" || a.RefGPUHours != 5000 || a.BudgetUSD != 900 || a.Nodes != 4 {
		t.Errorf("after the CFD preset: bound %s, gpuh %v, budget %v, nodes %d; want fp64, 5000, 900, 4", a.HPCBound, a.RefGPUHours, a.BudgetUSD, a.Nodes)
	}
}

// TestOtherKeepsTheModelsShape: "Other (size only)" after a named model
// keeps its size and attention shape, so the KV cache and the memory need
// stay what they were (issue 24: 4.3 → 20 GB of KV cache with no word).
func TestOtherKeepsTheModelsShape(t *testing.T) {
	for _, model := range []string{"llama-3.1-8b", "llama-3.1-70b", "qwen2.5-7b"} {
		st := normalized(t, "v=1&task=inference&model="+model+"&ctx=8192&conc=16")
		other, _ := advisor.Normalize(withSetting(st, "model", ""), nil)
		p, _ := advisor.ModelPresetByKey(model)
		if other.Model != "" || other.ParamsB != p.ParamsB || other.Layers != p.Layers || other.KVHeads != p.KVHeads || other.HeadDim != p.HeadDim {
			t.Errorf("%s then Other: %v B, %d layers × %d KV heads × %d dims; want %v B, %d × %d × %d",
				model, other.ParamsB, other.Layers, other.KVHeads, other.HeadDim, p.ParamsB, p.Layers, p.KVHeads, p.HeadDim)
		}
		before, after := advisor.Size(st.Answers), advisor.Size(other)
		if before.GPUMemoryGB != after.GPUMemoryGB {
			t.Errorf("%s then Other: %.1f GB needed, was %.1f GB", model, after.GPUMemoryGB, before.GPUMemoryGB)
		}
	}
}

// TestNotSure: "I'm not sure" keeps the default, round-trips in the link,
// and a value typed in the field afterwards is the person's own again.
func TestNotSure(t *testing.T) {
	st := normalized(t, "v=1&task=finetune&params=13&tokens=5&epochs=2")
	st.Answers, _ = advisor.Normalize(withSetting(st, "unsure", "tokens,epochs"), nil)
	d := advisor.Defaults(advisor.Finetune)
	if a := st.Answers; a.Unsure != advisor.UnsureTokens|advisor.UnsureEpochs || a.TokensB != d.TokensB || a.Epochs != d.Epochs {
		t.Fatalf("not sure of the tokens and epochs: %v B, %v epochs, unsure %b", a.TokensB, a.Epochs, a.Unsure)
	}
	link := share.Encode(st)
	back, notes := share.Decode(link)
	if back.Answers.Unsure != st.Answers.Unsure || len(notes) > 0 {
		t.Errorf("%s reads back unsure %b, notes %v", link, back.Answers.Unsure, notes)
	}
	typed, _ := advisor.Normalize(withSetting(st, "tokens", "7"), nil)
	if typed.TokensB != 7 || typed.Unsure != advisor.UnsureEpochs {
		t.Errorf("tokens typed after not sure: %v B, unsure %b", typed.TokensB, typed.Unsure)
	}
}

// TestTaskSwitchKeepsOnlyTheSameAnswer: an answer two tasks ask under one
// key but mean differently (conc: requests or streams) is not kept, nor
// which answers were assumed; one they mean alike is (nodes).
func TestTaskSwitchKeepsOnlyTheSameAnswer(t *testing.T) {
	st := normalized(t, "v=1&task=inference&conc=64&unsure=ctx")
	a := withTask(st.Answers, advisor.Transcode)
	if d := advisor.Defaults(advisor.Transcode); a.Concurrency != d.Concurrency {
		t.Errorf("64 requests at once became %d streams, want transcoding's default %d", a.Concurrency, d.Concurrency)
	}
	if a = withTask(st.Answers, advisor.Finetune); a.Unsure != 0 {
		t.Errorf("fine-tuning starts unsure of %b, want sure of every answer", a.Unsure)
	}
	st = normalized(t, "v=1&task=hpc&nodes=6")
	if a = withTask(st.Answers, advisor.Transcode); a.Nodes != 6 {
		t.Errorf("6 VMs at least for HPC became %d for transcoding, want 6", a.Nodes)
	}
}

// queryValue reads a query as url.ParseQuery does: first value, escapes,
// case, and the pairs it skips.
func TestQueryValueAsParseQuery(t *testing.T) {
	queries := []string{
		"", "&", "task", "task=", "task=render", "TASK=render", "Task=x&task=y", "ta%73k=inference", "task=a+b%21",
		"task=%zz&task=ok", "=x", "=", "a&=&b", "ta%zzsk=x&task=late", "task=a;b&task=c", "x=1;task=2", "task=1&task=2", "=task&task",
		"view=&view=compare", "lang=zh", "lang", "a=1&&lang=%E4%B8%AD", "task+=x", "%20task=x", "task=%",
	}
	for _, q := range queries {
		p, _ := url.ParseQuery(q)
		for _, k := range []string{"task", "view", "lang", "TASK", "task ", ""} {
			v, ok := queryValue(q, k)
			if ok != p.Has(k) || v != p.Get(k) || queryHas(q, k) != ok {
				t.Errorf("queryValue(%q, %q) = %q, %v; url.ParseQuery: %q, %v", q, k, v, ok, p.Get(k), p.Has(k))
			}
		}
	}
}
