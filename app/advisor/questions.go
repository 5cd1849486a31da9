package advisor

import (
	"slices"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TaskSet is a set of tasks. A render task is two members, by its mode:
// interactive seats and a batch render ask different questions and are
// billed differently.
type TaskSet uint16

// The members of a TaskSet, one per task (JobOf).
const (
	InferenceJob TaskSet = 1 << iota
	FinetuneJob
	TrainJob
	PretrainJob
	SeatsJob // render: interactive seats (virtual workstations, VDI)
	BatchJob // render: a batch renderer's frames (rmode=batch)
	HPCJob
	TranscodeJob
)

// The sets of tasks the engine, the link and the page name. Each is said
// here once; everything else asks Answers.Is.
const (
	// EveryTask asks the questions of steps 2 to 4.
	EveryTask = InferenceJob | FinetuneJob | TrainJob | PretrainJob | SeatsJob | BatchJob | HPCJob | TranscodeJob
	// LLM is the tasks that size a language model.
	LLM = InferenceJob | FinetuneJob | TrainJob | PretrainJob
	// Training is the tasks that train or fine-tune a model on tokens.
	Training = FinetuneJob | TrainJob | PretrainJob
	// Coupled is the tasks that run one job across VMs (the VMs talk);
	// desktops, encoders and model replicas work alone.
	Coupled = Training | HPCJob
	// WorkBound is the tasks billed by the work rather than the window: their
	// hours a month are a deadline window. The others (inference, render
	// seats) are time-bound: they pay for the hours the service is up.
	WorkBound = Training | HPCJob | TranscodeJob | BatchJob
)

// JobOf is the member of a TaskSet that task t in render mode m is. An empty
// or unknown task is inference, as Normalize reads it.
func JobOf(t Task, m RenderMode) TaskSet {
	switch t {
	case Finetune:
		return FinetuneJob
	case Train:
		return TrainJob
	case Pretrain:
		return PretrainJob
	case Render:
		if m == Batch {
			return BatchJob
		}
		return SeatsJob
	case HPC:
		return HPCJob
	case Transcode:
		return TranscodeJob
	}
	return InferenceJob
}

// Is reports whether a's task is one of s.
func (a *Answers) Is(s TaskSet) bool { return JobOf(a.Task, a.RenderMode)&s != 0 }

// Question is one answer a person gives, named by its share-link key.
type Question struct {
	// Key is the answer's key in a share link.
	Key string
	// Min and Max bound a figure: Normalize clamps it to them, with a
	// notice that names it What and writes its values in Unit. Both 0: no
	// bounds, or rules of its own (Normalize says which).
	Min, Max float64
	// Tasks are the tasks that ask it: the link writes it for them only,
	// step 1 shows its field for them only.
	Tasks      TaskSet
	What, Unit words.ID
	// Impact is what a notice about the answer changes of the result.
	Impact Impact
	// Unsure is the answer's member of Answers.Unsure, when a person may
	// leave it to the tool ("I'm not sure"): on a language-model task.
	Unsure Unsure
	// PerTask: the answer means something else to each task that asks it
	// (conc is requests or streams), so a task switch never keeps it.
	PerTask bool
	// How the link writes the value: Lower, lower-cased (an enum); List, a
	// comma list whose items each may be share.MaxValue long; Opt, written
	// only when set (a number above 0, a boolean true).
	Lower, List, Opt bool
	// Values are an enum's allowed values: Normalize replaces any other by
	// the task's default, with a notice that names the answer What.
	Values []string
	// field is the field of Answers that holds the answer (Answer).
	field uint8
}

// The fields of Answers a question holds, as Question.field (0: none).
const (
	fTask uint8 = iota + 1
	fModel
	fParams
	fLayers
	fKVHeads
	fHeadDim
	fPrecision
	fKVCache
	fMethod
	fContext
	fConcurrency
	fTPS
	fTokens
	fEpochs
	fUnsure
	fRenderMode
	fFrames
	fFrameMinutes
	fSeats
	fLoad
	fFP64
	fBound
	fNodes
	fRefGPUHours
	fVideoHours
	fHours
	fBaseVMs
	fMonths
	fInterruptible
	fBudget
	fPrice
	fOS
	fHybridBenefit
	fDevTest
	fDataTB
	fMultinode
	fGeo
	fRegions
	fStack
	fFramework
	fDeploy
	fContainers
	fLockIn
	fConfidential
	fArm64
)

// The bounds of the figures Normalize keeps by rules of their own rather
// than clamp's (their questions' Max gives them to the link and the page).
const (
	maxTPS       = 1e7
	maxTokensB   = 1e6
	maxBaseVMs   = 1000
	maxBudgetUSD = 1e9
)

// Questions are every answer, in the order a share link writes them. A
// table rather than code: it is data in the wasm.
var Questions = []Question{
	{Key: "task", Tasks: EveryTask, Impact: ChangesTask, Lower: true, field: fTask},
	{Key: "model", Tasks: LLM, Impact: ChangesModel, Lower: true, field: fModel},
	{Key: "params", Tasks: LLM, Impact: ChangesModel, Min: 0.001, Max: 10000, What: words.WhatModelSize, Unit: words.ValParams, field: fParams}, // 10 trillion parameters
	// A custom attention shape: all three or none (Normalize).
	{Key: "layers", Tasks: LLM, Impact: ChangesModel, field: fLayers},
	{Key: "kvh", Tasks: LLM, Impact: ChangesModel, field: fKVHeads},
	{Key: "hdim", Tasks: LLM, Impact: ChangesModel, field: fHeadDim},
	{Key: "prec", Tasks: LLM, Impact: ChangesPrecision, Lower: true, What: words.WhatPrecision, Values: []string{"fp32", "bf16", "fp16", "fp8", "int8", "int4"}, field: fPrecision},
	{Key: "kv", Tasks: InferenceJob, Lower: true, field: fKVCache},
	{Key: "method", Tasks: FinetuneJob | TrainJob, Lower: true, What: words.WhatMethod, Values: []string{"full", "lora", "qlora"}, field: fMethod},
	{Key: "ctx", Tasks: LLM, Min: 128, Max: 2 << 20, What: words.WhatContext, Unit: words.ValTokens, Unsure: UnsureContext, field: fContext},
	{Key: "conc", Tasks: InferenceJob | TranscodeJob, Min: 1, Max: 100000, What: words.WhatConcurrency, Unit: words.ValRequests, Unsure: UnsureConcurrency, PerTask: true, field: fConcurrency},
	{Key: "tps", Tasks: InferenceJob, Max: maxTPS, field: fTPS},
	{Key: "tokens", Tasks: Training, Max: maxTokensB, Unit: words.ValBTokens, Unsure: UnsureTokens, field: fTokens},
	{Key: "epochs", Tasks: FinetuneJob | TrainJob, Min: 0.01, Max: 1000, What: words.WhatEpochs, Unit: words.ValPlain, Unsure: UnsureEpochs, field: fEpochs},
	// The answers above the person was not sure of: each task's own, so a
	// task switch starts sure of every answer.
	{Key: "unsure", Tasks: LLM, PerTask: true, Lower: true, List: true, field: fUnsure},
	// Render: the mode, then a batch job's keys or the seats'.
	// rmode is written only for batch: a link without it is seats, as
	// every render link was before batch rendering.
	{Key: "rmode", Tasks: SeatsJob | BatchJob, Lower: true, field: fRenderMode},
	{Key: "frames", Tasks: BatchJob, Min: 1, Max: 1e7, What: words.WhatFrames, Unit: words.ValFrames, field: fFrames},                 // over a day of 24 fps video a week for a year
	{Key: "fmin", Tasks: BatchJob, Min: 0.01, Max: 10080, What: words.WhatFrameMinutes, Unit: words.ValMinutes, field: fFrameMinutes}, // a week on one GPU for one frame
	{Key: "seats", Tasks: SeatsJob, Min: 1, Max: 10000, What: words.WhatSeats, Unit: words.ValUsers, field: fSeats},
	{Key: "load", Tasks: SeatsJob, Lower: true, What: words.WhatLoad, Values: []string{"light", "medium", "heavy"}, field: fLoad},
	{Key: "fp64", Tasks: HPCJob, Lower: true, field: fFP64},
	{Key: "bound", Tasks: HPCJob, Lower: true, field: fBound},
	{Key: "nodes", Tasks: HPCJob | TranscodeJob, Max: 1000, What: words.WhatNodes, Unit: words.CountVMs, field: fNodes},
	// A job of minutes is a real job: below the floor a figure takes the
	// default (1,000 GPU-hours, 10,000 h of video), so the floor is a minute.
	{Key: "gpuh", Tasks: HPCJob, Min: 0.01, Max: 1e8, What: words.WhatHPCJob, Unit: words.ValA100Hours, field: fRefGPUHours},
	{Key: "vidh", Tasks: TranscodeJob, Min: 0.01, Max: 1e8, What: words.WhatVideo, Unit: words.ValVideoHours, field: fVideoHours},
	{Key: "hours", Tasks: EveryTask, Min: 1, Max: 744, What: words.WhatHours, Unit: words.ValHours, field: fHours}, // a 31-day month
	{Key: "base", Tasks: EveryTask, Max: maxBaseVMs, field: fBaseVMs},
	{Key: "months", Tasks: EveryTask, Min: 1, Max: 120, What: words.WhatMonths, Unit: words.ValMonths, field: fMonths},
	{Key: "spot", Tasks: EveryTask, Lower: true, field: fInterruptible},
	{Key: "budget", Tasks: EveryTask, Max: maxBudgetUSD, Opt: true, field: fBudget},
	{Key: "price", Tasks: EveryTask, Lower: true, What: words.WhatPriceModel, Values: []string{"auto", "payg", "spot", "ri1", "ri3", "sp1", "sp3"}, field: fPrice},
	{Key: "os", Tasks: EveryTask, Lower: true, What: words.WhatOS, Values: []string{"linux", "windows"}, field: fOS},
	{Key: "ahb", Tasks: EveryTask, Lower: true, field: fHybridBenefit}, // written for windows only
	{Key: "devtest", Tasks: EveryTask, Lower: true, field: fDevTest},
	{Key: "data", Tasks: EveryTask, Min: 0.0001, Max: 100000, What: words.WhatDataset, Unit: words.ValTB, field: fDataTB},
	{Key: "multinode", Tasks: EveryTask, Lower: true, What: words.WhatMultinode, Values: []string{"auto", "no", "yes"}, field: fMultinode},
	{Key: "geo", Tasks: EveryTask, Impact: ChangesRegion, field: fGeo},
	{Key: "region", Tasks: EveryTask, Impact: ChangesRegion, Lower: true, List: true, field: fRegions},
	{Key: "stack", Tasks: EveryTask, Lower: true, What: words.WhatStack, Values: []string{"cuda", "rocm", "any"}, field: fStack},
	{Key: "fw", Tasks: EveryTask, Lower: true, What: words.WhatFramework, Values: []string{"pytorch", "tensorflow", "jax", "other"}, field: fFramework},
	{Key: "deploy", Tasks: EveryTask, Lower: true, What: words.WhatDeploy, Values: []string{"vm", "vmss", "aks", "aml"}, field: fDeploy},
	// false is the default, so links stay short.
	{Key: "containers", Tasks: EveryTask, Lower: true, Opt: true, field: fContainers},
	{Key: "lockin", Tasks: EveryTask, Lower: true, Opt: true, field: fLockIn},
	{Key: "cvm", Tasks: EveryTask, Lower: true, Opt: true, field: fConfidential},
	{Key: "arm", Tasks: EveryTask, Lower: true, Opt: true, field: fArm64},
}

// QuestionOf is the question of a share-link key: for a key that is no
// answer, the zero Question (no task asks it, no field holds it).
func QuestionOf(key string) Question {
	for _, q := range Questions {
		if q.Key == key {
			return q
		}
	}
	return Question{}
}

// Answer points to the field of a that holds q's answer: a *string (an enum
// as its string), *float64, *int, *bool, *[]string or *Unsure; nil for a
// question that holds none. An array keyed by the field, not a closure per
// row: smaller code.
func (a *Answers) Answer(q *Question) any {
	return [...]any{
		fTask:          (*string)(&a.Task),
		fModel:         &a.Model,
		fParams:        &a.ParamsB,
		fLayers:        &a.Layers,
		fKVHeads:       &a.KVHeads,
		fHeadDim:       &a.HeadDim,
		fPrecision:     (*string)(&a.Precision),
		fKVCache:       (*string)(&a.KVCache),
		fMethod:        (*string)(&a.Method),
		fContext:       &a.Context,
		fConcurrency:   &a.Concurrency,
		fTPS:           &a.TargetTPS,
		fTokens:        &a.TokensB,
		fEpochs:        &a.Epochs,
		fUnsure:        &a.Unsure,
		fRenderMode:    (*string)(&a.RenderMode),
		fFrames:        &a.Frames,
		fFrameMinutes:  &a.FrameMinutes,
		fSeats:         &a.Seats,
		fLoad:          (*string)(&a.Load),
		fFP64:          &a.FP64,
		fBound:         &a.HPCBound,
		fNodes:         &a.Nodes,
		fRefGPUHours:   &a.RefGPUHours,
		fVideoHours:    &a.VideoHours,
		fHours:         &a.HoursPerMonth,
		fBaseVMs:       &a.BaseVMs,
		fMonths:        &a.Months,
		fInterruptible: &a.Interruptible,
		fBudget:        &a.BudgetUSD,
		fPrice:         (*string)(&a.Price),
		fOS:            (*string)(&a.OS),
		fHybridBenefit: &a.HybridBenefit,
		fDevTest:       &a.DevTest,
		fDataTB:        &a.DataTB,
		fMultinode:     (*string)(&a.Multinode),
		fGeo:           &a.Geo,
		fRegions:       &a.Regions,
		fStack:         (*string)(&a.Stack),
		fFramework:     (*string)(&a.Framework),
		fDeploy:        (*string)(&a.Deploy),
		fContainers:    &a.Containers,
		fLockIn:        &a.LockIn,
		fConfidential:  &a.Confidential,
		fArm64:         &a.Arm64,
	}[q.field]
}

// Number is the figure of a's answer to q, when q is a number.
func (a *Answers) Number(q *Question) (float64, bool) {
	switch p := a.Answer(q).(type) {
	case *float64:
		return *p, true
	case *int:
		return float64(*p), true
	}
	return 0, false
}

// Copy sets dst's answer to q to src's, unless unless (when not nil) has
// that same answer: a task switch keeps what the person changed from the
// old task's default. One case per type, not a generic helper: each
// instance of one is code of its own in the wasm.
func (q *Question) Copy(dst, src, unless *Answers) {
	var not any
	if unless != nil {
		not = unless.Answer(q)
	}
	from := src.Answer(q)
	switch p := dst.Answer(q).(type) {
	case *string:
		v, _ := from.(*string)
		if w, ok := not.(*string); !ok || *w != *v {
			*p = *v
		}
	case *float64:
		v, _ := from.(*float64)
		if w, ok := not.(*float64); !ok || *w != *v {
			*p = *v
		}
	case *int:
		v, _ := from.(*int)
		if w, ok := not.(*int); !ok || *w != *v {
			*p = *v
		}
	case *bool:
		v, _ := from.(*bool)
		if w, ok := not.(*bool); !ok || *w != *v {
			*p = *v
		}
	case *[]string:
		v, _ := from.(*[]string)
		if w, ok := not.(*[]string); !ok || !slices.Equal(*w, *v) {
			*p = *v
		}
	case *Unsure:
		v, _ := from.(*Unsure)
		if w, ok := not.(*Unsure); !ok || *w != *v {
			*p = *v
		}
	}
}

// Defaults returns the answers a person starts from for a task: a useful
// recommendation shows before any other question is answered.
func Defaults(t Task) Answers {
	a := Answers{Task: t, Precision: BF16, Method: Full, Context: 4096, Concurrency: 8, Seats: 10, Load: Medium,
		HoursPerMonth: 730, Months: 12, Price: Auto, OS: Linux, DataTB: 0.1, Multinode: MultiAuto,
		Stack: CUDA, Framework: PyTorch, Deploy: VM}
	switch t {
	case Pretrain:
		a.ParamsB, a.Epochs, a.Months, a.DataTB, a.Deploy = 70, 1, 3, 20, VMSS
	case Train:
		a.ParamsB, a.Epochs, a.Context, a.HoursPerMonth, a.Months, a.DataTB = 1, 1, 2048, 300, 2, 1
	case Finetune:
		a.Model, a.Method, a.HoursPerMonth, a.Months = "llama-3.1-8b", LoRA, 200, 1
		a.TokensB, a.Epochs = finetuneTokensB, finetuneEpochs
	case Render:
		a.OS, a.HoursPerMonth, a.Seats = Windows, 220, 10 // office hours: 22 days × 10 h
		a.Frames, a.FrameMinutes = renderDefaultFrames, renderDefaultFrameMinutes
	case HPC:
		a.FP64, a.HPCBound, a.Nodes, a.HoursPerMonth, a.Months, a.Framework = true, "fp64", 1, 300, 3, Other
		a.RefGPUHours = hpcDefaultRefHours
	case Transcode:
		a.Concurrency, a.Deploy, a.Framework = 16, VMSS, Other
		a.VideoHours = transcodeDefaultVideoHours
	default:
		a.Task, a.Model = Inference, "llama-3.1-8b"
	}
	return a
}

// UnsureOf is the answers of task t a person may be unsure of: the
// workload answers of a language-model task that the wizard asks.
func UnsureOf(t Task) Unsure {
	var u Unsure
	job := JobOf(t, "") & LLM
	for _, q := range Questions {
		if q.Tasks&job != 0 {
			u |= q.Unsure
		}
	}
	return u
}
