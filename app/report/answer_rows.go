package report

import (
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

// answerDef is one answer the exports may list: its share-link key, its
// label, the unit of a number (0: not a number, or a bare one), when not 0
// the tasks whose words it has (only: conc counts requests or streams) of
// those that ask it (advisor.Questions), and, for opt, that it is listed
// only when given (a budget, a geography): then it is never an assumption.
type answerDef struct {
	key         string
	label, unit words.ID
	only        advisor.TaskSet
	opt         bool
}

// answerDefs are the answers in the wizard's order; answerText writes each
// (by its index). A table, not code: it is data in the wasm.
var answerDefs = [...]answerDef{
	{"task", words.StepTask, 0, 0, false},
	{"model", words.Model, 0, 0, false},
	{"prec", words.Precision, 0, 0, false},
	{"kv", words.KVFP8, 0, 0, true},
	{"method", words.Method, 0, 0, false},
	{"ctx", words.Context, words.UnitTokens, 0, false},
	{"conc", words.Concurrency, words.UnitRequests, advisor.InferenceJob, false},
	{"tps", words.TargetTPS, words.UnitTokensPerSec, 0, true},
	{"tokens", words.TrainTokens, words.UnitBTokens, 0, false},
	{"epochs", words.Epochs, 0, 0, false},
	{"seats", words.Seats, 0, 0, false},
	{"load", words.WorkPerSeat, 0, 0, false},
	{"frames", words.Frames, 0, 0, false},
	{"fmin", words.FrameMinutes, words.UnitMinutesFrame, 0, false},
	{"bound", words.Bound, 0, 0, false},
	{"gpuh", words.JobSize, words.UnitA100Hours, 0, false},
	{"vidh", words.VideoHours, words.UnitVideoHours, 0, false},
	{"conc", words.Streams, words.UnitStreams, advisor.TranscodeJob, false},
	{"nodes", words.Nodes, words.UnitVMs, 0, false},
	{"hours", words.HoursPerMonth, words.UnitHoursMonth, 0, false},
	{"base", words.BaseVMs, 0, 0, true},
	{"months", words.Months, words.UnitMonths, 0, false},
	{"budget", words.Budget, 0, 0, true},
	{"price", words.PriceModel, 0, 0, false},
	{"spot", words.SpotLabel, 0, 0, false},
	{"os", words.OS, 0, 0, false},
	{"ahb", words.HybridBenefit, 0, 0, true},
	{"devtest", words.DevTest, 0, 0, true},
	{"geo", words.Geo, 0, 0, true},
	{"region", words.Regions, 0, 0, false},
	{"multinode", words.Multinode, 0, 0, true},
	{"stack", words.Stack, 0, 0, false},
	{"cvm", words.Confidential, 0, 0, false},
	{"arm", words.Arm64, 0, 0, true},
}

// AnswerRows are every answer that shaped the result of a, in language l,
// in the wizard's order: the one list the copied summary, the plain text,
// the print and the CSV header share. A row is there only for the tasks its
// answer shapes (no context length for desktops), and an answer that reads
// as the task's default (advisor.AnswerDefaults) is marked Assumed: a share link
// leaves such an answer out, so the person never gave it.
func AnswerRows(l words.Lang, a advisor.Answers) []AnswerRow {
	d := advisor.AnswerDefaults(a)
	job := advisor.JobOf(a.Task, d.RenderMode)
	rows := make([]AnswerRow, 0, 20)
	for i, r := range answerDefs {
		if q := advisor.QuestionOf(r.key); q.Tasks&job == 0 || r.only != 0 && r.only&job == 0 {
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
	case 11:
		return words.T(l, loadLabel(a.Load))
	case 14:
		if id, ok := words.Find(boundLabels, a.HPCBound); ok {
			return words.T(l, id)
		}
		return a.HPCBound
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
	// A number, with its unit.
	q := advisor.QuestionOf(answerDefs[i].key)
	n, ok := a.Number(&q)
	if !ok {
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
	q := advisor.QuestionOf(key)
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
