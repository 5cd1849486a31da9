package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

var taskCards = []struct {
	task        advisor.Task
	title, hint string
}{
	{advisor.Inference, "Inference", "Serve a model: chat bots, APIs, batch scoring"},
	{advisor.Finetune, "Fine-tuning", "Adapt a pre-trained model: full, LoRA or QLoRA"},
	{advisor.Train, "Training", "From scratch: small and mid-size models, CNNs"},
	{advisor.Pretrain, "Pre-training", "Tens of billions of parameters and up"},
	{advisor.Render, "Rendering & VDI", "Virtual workstations, design, film"},
	{advisor.HPC, "HPC & simulation", "CFD, weather, genomics; double precision"},
	{advisor.Transcode, "Video transcoding", "Encode and decode streams at scale"},
}

var presets = []option{
	{"v=1&task=inference&params=7&prec=bf16&ctx=4096&conc=8&hours=730&months=6", "7B chat bot"},
	{"v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1", "QLoRA 13B"},
	{"v=1&task=pretrain&params=70&prec=bf16&months=3&data=20&deploy=vmss", "70B pre-train"},
	{"v=1&task=render&seats=20&load=heavy&hours=220&months=12&os=windows", "VDI for designers"},
	{"v=1&task=hpc&fp64=1&nodes=4&hours=300&months=3&multinode=yes", "CFD on 4 nodes"},
	{"v=1&task=transcode&conc=32&nodes=4&deploy=vmss", "Transcoding farm"},
}

// taskStep is step 1: what the GPUs will do, with the task's own details.
type taskStep struct {
	app.Compo
	Answers advisor.Answers
}

func (s *taskStep) Render() app.UI {
	a := s.Answers
	return app.Div().Class("step-body").Body(
		stepHeading("1. What will the GPUs do?"),
		presetButtons(presets, ""),
		app.Div().Class("task-cards").Attr("role", "group").Aria("label", "Task").Body(
			app.Range(taskCards).Slice(func(i int) app.UI {
				c := taskCards[i]
				cls := "task-card"
				if c.task == a.Task {
					cls += " selected"
				}
				return app.Button().ID("task-"+string(c.task)).Class(cls).Type("button").
					Aria("pressed", c.task == a.Task).
					OnClick(func(ctx app.Context, e app.Event) {
						ctx.NewActionWithValue(actionSet, setting{Key: "task", Value: string(c.task)})
					}, app.EventScope(c.task)).Body(
					app.Strong().Text(c.title),
					app.Span().Text(c.hint),
				)
			}),
		),
		s.details(a),
	)
}

func (s *taskStep) details(a advisor.Answers) app.UI {
	switch a.Task {
	case advisor.Render:
		return app.Div().Class("fields").Body(
			&numberField{Key: "seats", Label: "Seats", Unit: "users", Hint: "People working at the same time; each gets a VM.", Value: float64(a.Seats), Min: 1, Max: 10000, Whole: true, Units: []string{"users", "seats"}},
			selectField("load", "Work per seat", "Light: office; medium: 2D/light 3D; heavy: 3D design, CAD, rendering.", string(a.Load),
				[]option{{"light", "Light"}, {"medium", "Medium"}, {"heavy", "Heavy"}}),
		)
	case advisor.HPC:
		// The bound decides double precision, so it replaces the fp64 box.
		return app.Div().Class("fields").Body(
			selectField("bound", "What limits your code", "Ranks GPUs by that figure: FP64 vector for stencils and CFD, FP64 matrix for DGEMM-heavy codes, memory bandwidth for sparse solvers.", a.HPCBound, hpcBounds()),
			&numberField{Key: "gpuh", Label: "Job size", Unit: "A100 GPU-hours", Hint: "Hours the work would take on one NVIDIA A100 80GB; the cost follows this work.", Value: a.RefGPUHours, Min: 1, Max: 1e8, Units: []string{"GPU-hours", "h"}},
			&numberField{Key: "nodes", Label: "Nodes", Unit: "VMs", Hint: "VMs running the job together; more than one needs InfiniBand.", Value: float64(a.Nodes), Min: 1, Max: 1000, Whole: true, Units: []string{"VMs", "nodes"}},
		)
	case advisor.Transcode:
		return app.Div().Class("fields").Body(
			&numberField{Key: "vidh", Label: "Video to transcode", Unit: "hours of video", Hint: "Over the whole project; each stream runs in real time.", Value: a.VideoHours, Min: 1, Max: 1e8, Units: []string{"hours", "h"}},
			&numberField{Key: "conc", Label: "Streams at once", Unit: "streams", Hint: "Concurrent transcodes at peak; the checklist says how to turn them into VMs.", Value: float64(a.Concurrency), Min: 1, Max: 100000, Whole: true},
			&numberField{Key: "nodes", Label: "VMs to start with", Unit: "VMs", Hint: "A scale set grows and shrinks from here.", Value: float64(a.Nodes), Min: 1, Max: 1000, Whole: true, Units: []string{"VMs", "nodes"}},
		)
	}
	training := a.Task == advisor.Finetune || a.Task == advisor.Train
	fields := []app.UI{
		selectField("model", "Model", "Its size and attention shape size the memory and the work. Other: give the size.", a.Model, modelOptions()),
	}
	if a.Model == "" {
		fields = append(fields,
			&numberField{Key: "params", Label: "Model size", Unit: "B params", Hint: "Billions of parameters, e.g. 7, 13, 70.", Value: a.ParamsB, Min: 0.001, Max: 10000, Units: []string{"B params", "B"}},
			&numberField{Key: "layers", Label: "Layers", Unit: "layers", Hint: "Optional, from config.json (num_hidden_layers). Give all three for an exact KV cache.", Value: float64(a.Layers), Min: 1, Max: 1000, Whole: true, Optional: true},
			&numberField{Key: "kvh", Label: "KV heads", Unit: "heads", Hint: "Optional: num_key_value_heads (fewer than attention heads with GQA).", Value: float64(a.KVHeads), Min: 1, Max: 1024, Whole: true, Optional: true},
			&numberField{Key: "hdim", Label: "Head dimension", Unit: "dims", Hint: "Optional: head_dim, usually hidden size ÷ attention heads.", Value: float64(a.HeadDim), Min: 1, Max: 1024, Whole: true, Optional: true},
		)
	}
	fields = append(fields, selectField("prec", "Precision", "Weights' number format; lower precision needs less memory.", string(a.Precision),
		[]option{{"fp32", "FP32"}, {"bf16", "BF16"}, {"fp16", "FP16"}, {"fp8", "FP8"}, {"int8", "INT8"}, {"int4", "INT4"}}))
	if training {
		fields = append(fields, selectField("method", "Method", "LoRA and QLoRA train small adapters on frozen weights.", string(a.Method),
			[]option{{"full", "Full"}, {"lora", "LoRA"}, {"qlora", "QLoRA (4-bit)"}}))
	}
	fields = append(fields, &numberField{Key: "ctx", Label: "Context length", Unit: "tokens", Hint: "Sequence length per request or training sample.", Value: float64(a.Context), Min: 128, Max: 2097152, Whole: true, Units: []string{"tokens"}})
	if a.Task == advisor.Inference {
		fields = append(fields,
			&numberField{Key: "conc", Label: "Concurrent requests", Unit: "requests", Hint: "Requests served at once; sizes the KV cache.", Value: float64(a.Concurrency), Min: 1, Max: 100000, Whole: true},
			&numberField{Key: "tps", Label: "Target throughput", Unit: "tokens/s", Hint: "Output tokens per second over all replicas. Empty: size for the concurrent requests only.", Value: a.TargetTPS, Min: 0, Max: 1e7, Optional: true, Units: []string{"tokens/s", "tok/s"}},
			toggleField("kv", "FP8 KV cache", "Halves the KV cache (vLLM --kv-cache-dtype fp8); unticked keeps it 16-bit.", a.KVCache == advisor.FP8, string(advisor.FP8), ""),
		)
	}
	switch {
	case training:
		fields = append(fields,
			&numberField{Key: "tokens", Label: "Training tokens", Unit: "B tokens", Hint: "Per epoch, billions: 0.02 is 20 million. Empty: the task's default.", Value: a.TokensB, Min: 0, Max: 1e6, Optional: true, Units: []string{"B tokens", "B"}},
			&numberField{Key: "epochs", Label: "Epochs", Unit: "passes", Hint: "Passes over the training tokens.", Value: a.Epochs, Min: 0.01, Max: 1000},
		)
	case a.Task == advisor.Pretrain:
		fields = append(fields, &numberField{Key: "tokens", Label: "Training tokens", Unit: "B tokens", Hint: "Empty: compute-optimal, 20 tokens per parameter.", Value: a.TokensB, Min: 0, Max: 1e6, Optional: true, Units: []string{"B tokens", "B"}})
	}
	return app.Div().Class("fields").Body(fields...)
}

// modelOptions are the model presets by name, then "Other" (size only).
func modelOptions() []option {
	out := make([]option, 0, len(advisor.ModelPresets)+1)
	for _, m := range advisor.ModelPresets {
		out = append(out, option{m.Key, m.Name})
	}
	return append(out, option{"", "Other (size only)"})
}

// hpcBounds are the choices of what limits an HPC code.
func hpcBounds() []option {
	names := map[string]string{
		"fp64":        "FP64 vector (stencils, CFD)",
		"fp64-tensor": "FP64 matrix (DGEMM-heavy)",
		"fp32":        "Single precision (FP32)",
		"bandwidth":   "Memory bandwidth (sparse solvers)",
	}
	out := make([]option, 0, len(advisor.HPCBounds))
	for _, b := range advisor.HPCBounds {
		label := names[b]
		if label == "" {
			label = b
		}
		out = append(out, option{b, label})
	}
	return out
}
