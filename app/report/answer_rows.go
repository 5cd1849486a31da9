package report

import (
	"slices"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// taskTitles are the tasks as step 1's cards title them.
var taskTitles = []words.Named{
	{Key: string(advisor.Inference), ID: words.TaskInference}, {Key: string(advisor.Finetune), ID: words.TaskFinetune}, {Key: string(advisor.Train), ID: words.TaskTrain},
	{Key: string(advisor.Pretrain), ID: words.TaskPretrain}, {Key: string(advisor.Render), ID: words.TaskRender}, {Key: string(advisor.HPC), ID: words.TaskHPC},
	{Key: string(advisor.Transcode), ID: words.TaskTranscode},
}

// boundLabels are the HPC bounds as step 1 labels them.
var boundLabels = []words.Named{
	{Key: "fp64", ID: words.BoundFP64}, {Key: "fp64-tensor", ID: words.BoundFP64Tensor}, {Key: "fp32", ID: words.BoundFP32}, {Key: "bandwidth", ID: words.BoundBandwidth},
}

// AnswerRow is one answer that shaped a result, as the exports list it.
type AnswerRow struct {
	// Key is the share link's key of the answer ("prec", "ctx"): what a
	// mark set on an answer elsewhere (a question's "I'm not sure") finds
	// its row by.
	Key string
	// Label and Value are the answer as the wizard's steps label it.
	Label, Value string
	// Assumed is true when the answer is the task's default: nobody chose
	// it, so the result rests on it as an assumption.
	Assumed bool
}

// The tasks an answer shapes, as bits of answerDef.tasks: a render task is
// aRender for interactive seats and aBatch for frames.
const (
	aInference uint8 = 1 << iota
	aFinetune
	aTrain
	aPretrain
	aRender
	aBatch
	aHPC
	aTranscode
	aML  = aInference | aFinetune | aTrain | aPretrain
	aAll = 0xff
)

// answerDef is one answer the exports may list: its share-link key, its
// label, the unit of a number (0: not a number, or a bare one), the tasks it
// shapes and, for opt, that it is listed only when given (a budget, a
// geography): then it is never an assumption.
type answerDef struct {
	key         string
	label, unit words.ID
	tasks       uint8
	opt         bool
}

// answerDefs are the answers in the wizard's order; answerText writes each
// (by its index). A table, not code: it is data in the wasm.
var answerDefs = [...]answerDef{
	{"task", words.StepTask, 0, aAll, false},
	{"model", words.Model, 0, aML, false},
	{"prec", words.Precision, 0, aML, false},
	{"kv", words.KVFP8, 0, aInference, true},
	{"method", words.Method, 0, aFinetune | aTrain, false},
	{"ctx", words.Context, words.UnitTokens, aML, false},
	{"conc", words.Concurrency, words.UnitRequests, aInference, false},
	{"tps", words.TargetTPS, words.UnitTokensPerSec, aInference, true},
	{"tokens", words.TrainTokens, words.UnitBTokens, aFinetune | aTrain | aPretrain, false},
	{"epochs", words.Epochs, 0, aFinetune | aTrain, false},
	{"seats", words.Seats, 0, aRender, false},
	{"load", words.WorkPerSeat, 0, aRender, false},
	{"frames", words.Frames, 0, aBatch, false},
	{"fmin", words.FrameMinutes, words.UnitMinutesFrame, aBatch, false},
	{"bound", words.Bound, 0, aHPC, false},
	{"gpuh", words.JobSize, words.UnitA100Hours, aHPC, false},
	{"vidh", words.VideoHours, words.UnitVideoHours, aTranscode, false},
	{"conc", words.Streams, words.UnitStreams, aTranscode, false},
	{"nodes", words.Nodes, words.UnitVMs, aHPC | aTranscode, false},
	{"hours", words.HoursPerMonth, words.UnitHoursMonth, aAll, false},
	{"base", words.BaseVMs, 0, aAll, true},
	{"months", words.Months, words.UnitMonths, aAll, false},
	{"budget", words.Budget, 0, aAll, true},
	{"price", words.PriceModel, 0, aAll, false},
	{"spot", words.SpotLabel, 0, aAll, false},
	{"os", words.OS, 0, aAll, false},
	{"ahb", words.HybridBenefit, 0, aAll, true},
	{"devtest", words.DevTest, 0, aAll, true},
	{"geo", words.Geo, 0, aAll, true},
	{"region", words.Regions, 0, aAll, false},
	{"multinode", words.Multinode, 0, aAll, true},
	{"stack", words.Stack, 0, aAll, false},
	{"cvm", words.Confidential, 0, aAll, false},
	{"arm", words.Arm64, 0, aAll, true},
}

// AnswerRows are every answer that shaped the result of a, in language l,
// in the wizard's order: the one list the copied summary, the plain text,
// the print and the CSV header share. A row is there only for the tasks its
// answer shapes (no context length for desktops), and an answer that reads
// as the task's default (advisor.AnswerDefaults) is marked Assumed: a share link
// leaves such an answer out, so the person never gave it.
func AnswerRows(l words.Lang, a advisor.Answers) []AnswerRow {
	d := advisor.AnswerDefaults(a)
	bit := aInference << max(slices.Index(advisor.Tasks, a.Task), 0) // Tasks: inference, finetune, train, pretrain, render, …
	switch {
	case a.Task == advisor.HPC:
		bit = aHPC
	case a.Task == advisor.Transcode:
		bit = aTranscode
	case d.RenderMode == advisor.Batch:
		bit = aBatch
	}
	rows := make([]AnswerRow, 0, 20)
	for i, r := range answerDefs {
		if r.tasks&bit == 0 {
			continue
		}
		v, def := answerText(l, i, r.unit, &a), answerText(l, i, r.unit, &d)
		if v == "" || r.opt && v == def {
			continue
		}
		label := r.label
		if i == 1 && a.Model == "" {
			label = words.ModelSize
		}
		// The task is always chosen; an answer the person was not sure of
		// is the default they left to the tool.
		assumed := i > 0 && !r.opt && v == def || a.Unsure&unsureOfKey(r.key) != 0
		rows = append(rows, AnswerRow{Key: r.key, Label: words.T(l, label), Value: v, Assumed: assumed})
	}
	return rows
}

// answerText is answerDefs[i]'s answer in a, in language l ("" for none).
func answerText(l words.Lang, i int, unit words.ID, a *advisor.Answers) string {
	n := -1.0 // a number to write, with the unit
	switch i {
	case 0:
		if id, ok := words.Find(taskTitles, a.Task); ok {
			return words.T(l, id)
		}
		return string(a.Task)
	case 1:
		if p, ok := advisor.ModelPresetByKey(a.Model); ok {
			return p.Name
		}
		if a.ParamsB > 0 {
			return words.Number(a.ParamsB) + " " + words.T(l, words.UnitBParams)
		}
		return a.Model
	case 2:
		return words.Upper(string(a.Precision))
	case 3:
		return mark(a.KVCache == advisor.FP8)
	case 4:
		switch a.Method {
		case advisor.LoRA:
			return "LoRA"
		case advisor.QLoRA:
			return words.T(l, words.MethodQLoRA)
		}
		return words.T(l, words.MethodFull)
	case 5:
		n = float64(a.Context)
	case 6, 17:
		n = float64(a.Concurrency)
	case 7:
		n = a.TargetTPS
	case 8:
		n = a.TokensB
	case 9:
		n = a.Epochs
	case 10:
		n = float64(a.Seats)
	case 11:
		return words.T(l, loadLabel(a.Load))
	case 12:
		n = float64(a.Frames)
	case 13:
		n = a.FrameMinutes
	case 14:
		if id, ok := words.Find(boundLabels, a.HPCBound); ok {
			return words.T(l, id)
		}
		return a.HPCBound
	case 15:
		n = a.RefGPUHours
	case 16:
		n = a.VideoHours
	case 18:
		n = float64(a.Nodes)
	case 19:
		n = a.HoursPerMonth
	case 20:
		n = float64(a.BaseVMs)
	case 21:
		n = float64(a.Months)
	case 22:
		if a.BudgetUSD > 0 {
			return words.Dollars(a.BudgetUSD)
		}
		return ""
	case 23:
		if id, ok := advisor.PriceLabel(a.Price); ok && a.Price != advisor.Auto {
			return words.T(l, id)
		}
		return words.T(l, words.PriceCheapest)
	case 24:
		return yesNo(a.Interruptible)
	case 25:
		if a.OS == advisor.Windows {
			return "Windows"
		}
		return "Linux"
	case 26:
		return mark(a.HybridBenefit)
	case 27:
		return mark(a.DevTest)
	case 28:
		return a.Geo
	case 29:
		if len(a.Regions) == 0 && a.Geo == "" {
			return words.T(l, words.Anywhere)
		}
		return regionNames(l, a.Regions)
	case 30:
		return words.T(l, multinodeLabel(a.Multinode))
	case 31:
		switch a.Stack {
		case advisor.CUDA:
			return "CUDA"
		case advisor.ROCm:
			return "ROCm"
		case advisor.Any:
			return words.T(l, words.StackEither)
		}
		return words.Upper(string(a.Stack))
	case 32:
		return yesNo(a.Confidential)
	case 33:
		return mark(a.Arm64)
	}
	if n < 0 {
		return ""
	}
	if unit == 0 {
		return words.Number(n)
	}
	return words.Number(n) + " " + words.T(l, unit)
}

// mark is a yes answer's mark, "" for no: the answer is not listed.
func mark(v bool) string {
	if v {
		return "✓"
	}
	return ""
}

// yesNo is a yes-or-no answer as a mark every language reads.
func yesNo(v bool) string {
	if v {
		return "✓"
	}
	return "✗"
}

// loadLabel is a seat load's label.
func loadLabel(l advisor.Load) words.ID {
	switch l {
	case advisor.Light:
		return words.LoadLight
	case advisor.Heavy:
		return words.LoadHeavy
	}
	return words.LoadMedium
}

// multinodeLabel is a multi-node answer's label.
func multinodeLabel(m advisor.Multinode) words.ID {
	switch m {
	case advisor.MultiNo:
		return words.MultinodeNo
	case advisor.MultiYes:
		return words.MultinodeYes
	}
	return words.MultinodeAuto
}

// unsureOfKey is the answer a share-link key names, 0 for none.
func unsureOfKey(key string) advisor.Unsure {
	q, _ := advisor.QuestionOf(key)
	return q.Unsure
}

// regionNames are the chosen regions as the page names them: the ARM names
// in English, "西欧 (westeurope)" in Chinese.
func regionNames(l words.Lang, arms []string) string {
	items := make([]words.Arg, len(arms))
	for i, r := range arms {
		items[i] = words.Region(r, r)
	}
	return words.T(l, words.Verbatim, words.List(items...))
}
