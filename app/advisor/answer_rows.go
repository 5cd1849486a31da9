package advisor

import (
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// taskTitles are the tasks as step 1's cards title them.
var taskTitles = []words.Named{
	{Key: string(Inference), ID: words.TaskInference}, {Key: string(Finetune), ID: words.TaskFinetune}, {Key: string(Train), ID: words.TaskTrain},
	{Key: string(Pretrain), ID: words.TaskPretrain}, {Key: string(Render), ID: words.TaskRender}, {Key: string(HPC), ID: words.TaskHPC},
	{Key: string(Transcode), ID: words.TaskTranscode},
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

// AnswerRows are every answer that shaped the result of a, in language l,
// in the wizard's order: the one list the copied summary, the plain text,
// the print and the CSV header share. A row is there only for the tasks its
// answer shapes (no context length for desktops), and an answer equal to the
// task's default (Defaults) is marked Assumed: a share link leaves such an
// answer out, so the person never gave it.
func AnswerRows(l words.Lang, a Answers) []AnswerRow {
	d := Defaults(a.Task)
	ml := mlTask(a.Task)
	training := isTraining(a.Task)
	// Normalize fills the tokens of a training task; the default is what it
	// would fill (20 per parameter unless the task names a figure).
	defTokens := d.TokensB
	if defTokens == 0 {
		defTokens = chinchillaTokensPerParam * a.ParamsB
	}
	task := string(a.Task)
	if id, ok := words.Find(taskTitles, a.Task); ok {
		task = words.T(l, id)
	}
	modelLabel, model := words.Model, a.Model
	if p, ok := ModelPresetByKey(a.Model); ok {
		model = p.Name
	} else if a.ParamsB > 0 {
		modelLabel, model = words.ModelSize, words.Number(a.ParamsB)+" "+words.T(l, words.UnitBParams)
	}
	method := words.T(l, words.MethodFull)
	switch a.Method {
	case LoRA:
		method = "LoRA"
	case QLoRA:
		method = words.T(l, words.MethodQLoRA)
	}
	price := words.T(l, words.PriceCheapest)
	if id, ok := words.Find(modelLabels, a.Price); ok && a.Price != Auto {
		price = words.T(l, id)
	}
	os := "Linux"
	if a.OS == Windows {
		os = "Windows"
	}
	stack := upper(string(a.Stack))
	switch a.Stack {
	case CUDA:
		stack = "CUDA"
	case ROCm:
		stack = "ROCm"
	case Any:
		stack = words.T(l, words.StackEither)
	}
	bound := a.HPCBound
	if id, ok := words.Find(boundLabels, bound); ok {
		bound = words.T(l, id)
	}
	regions, anywhere := strings.Join(a.Regions, ", "), len(a.Regions) == 0 && a.Geo == ""
	if anywhere {
		regions = words.T(l, words.Anywhere)
	}
	batch := batchRender(a)
	seats := a.Task == Render && !batch
	unit := func(v float64, u words.ID) string { return words.Number(v) + " " + words.T(l, u) }
	all := [...]struct {
		key     string
		label   words.ID
		value   string
		on      bool // the answer shapes this task's result
		assumed bool
	}{
		{"task", words.StepTask, task, true, false},
		{"model", modelLabel, model, ml, a.Model == d.Model && a.ParamsB == d.ParamsB},
		{"prec", words.Precision, upper(string(a.Precision)), ml, a.Precision == d.Precision},
		{"kv", words.KVFP8, "✓", a.KVCache == FP8, false},
		{"method", words.Method, method, a.Task == Finetune || a.Task == Train, a.Method == d.Method},
		{"ctx", words.Context, unit(float64(a.Context), words.UnitTokens), ml, a.Context == d.Context},
		{"conc", words.Concurrency, unit(float64(a.Concurrency), words.UnitRequests), a.Task == Inference, a.Concurrency == d.Concurrency},
		{"tps", words.TargetTPS, unit(a.TargetTPS, words.UnitTokensPerSec), a.TargetTPS > 0, false},
		{"tokens", words.TrainTokens, unit(a.TokensB, words.UnitBTokens), training, a.TokensB == defTokens},
		{"epochs", words.Epochs, words.Number(a.Epochs), a.Task == Finetune || a.Task == Train, a.Epochs == d.Epochs},
		{"seats", words.Seats, strconv.Itoa(a.Seats), seats, a.Seats == d.Seats},
		{"load", words.WorkPerSeat, words.T(l, loadLabel(a.Load)), seats, a.Load == d.Load},
		{"frames", words.Frames, words.Number(float64(a.Frames)), batch, a.Frames == d.Frames},
		{"fmin", words.FrameMinutes, unit(a.FrameMinutes, words.UnitMinutesFrame), batch, a.FrameMinutes == d.FrameMinutes},
		{"bound", words.Bound, bound, a.Task == HPC, a.HPCBound == d.HPCBound},
		{"gpuh", words.JobSize, unit(a.RefGPUHours, words.UnitA100Hours), a.Task == HPC, a.RefGPUHours == d.RefGPUHours},
		{"vidh", words.VideoHours, unit(a.VideoHours, words.UnitVideoHours), a.Task == Transcode, a.VideoHours == d.VideoHours},
		{"conc", words.Streams, unit(float64(a.Concurrency), words.UnitStreams), a.Task == Transcode, a.Concurrency == d.Concurrency},
		{"nodes", words.Nodes, unit(float64(a.Nodes), words.UnitVMs), a.Task == HPC || a.Task == Transcode, a.Nodes == d.Nodes},
		{"hours", words.HoursPerMonth, unit(a.HoursPerMonth, words.UnitHoursMonth), true, a.HoursPerMonth == d.HoursPerMonth},
		{"base", words.BaseVMs, strconv.Itoa(a.BaseVMs), a.BaseVMs > 0, false},
		{"months", words.Months, unit(float64(a.Months), words.UnitMonths), true, a.Months == d.Months},
		{"budget", words.Budget, words.Dollars(a.BudgetUSD), a.BudgetUSD > 0, false},
		{"price", words.PriceModel, price, true, a.Price == d.Price},
		{"spot", words.SpotLabel, yesNo(a.Interruptible), true, a.Interruptible == d.Interruptible},
		{"os", words.OS, os, true, a.OS == d.OS},
		{"ahb", words.HybridBenefit, "✓", a.HybridBenefit, false},
		{"devtest", words.DevTest, "✓", a.DevTest, false},
		{"geo", words.Geo, a.Geo, a.Geo != "", false},
		{"region", words.Regions, regions, true, anywhere},
		{"multinode", words.Multinode, words.T(l, multinodeLabel(a.Multinode)), a.Multinode != MultiAuto, false},
		{"stack", words.Stack, stack, true, a.Stack == d.Stack},
		{"cvm", words.Confidential, yesNo(a.Confidential), true, a.Confidential == d.Confidential},
		{"arm", words.Arm64, "✓", a.Arm64, false},
	}
	rows := make([]AnswerRow, 0, len(all))
	for _, r := range all {
		// notice24's "I'm not sure" marks are to set assumed here, by key.
		if r.on && r.value != "" {
			rows = append(rows, AnswerRow{Key: r.key, Label: words.T(l, r.label), Value: r.value, Assumed: r.assumed})
		}
	}
	return rows
}

// yesNo is a yes-or-no answer as a mark every language reads.
func yesNo(v bool) string {
	if v {
		return "✓"
	}
	return "✗"
}

// loadLabel is a seat load's label.
func loadLabel(l Load) words.ID {
	switch l {
	case Light:
		return words.LoadLight
	case Heavy:
		return words.LoadHeavy
	}
	return words.LoadMedium
}

// multinodeLabel is a multi-node answer's label.
func multinodeLabel(m Multinode) words.ID {
	switch m {
	case MultiNo:
		return words.MultinodeNo
	case MultiYes:
		return words.MultinodeYes
	}
	return words.MultinodeAuto
}
