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
	rs := answerRows{l: l, rows: make([]AnswerRow, 0, 24)}
	rs.add("task", words.StepTask, task, true, false)
	rs.add("model", modelLabel, model, ml, a.Model == d.Model && a.ParamsB == d.ParamsB)
	rs.add("prec", words.Precision, upper(string(a.Precision)), ml, a.Precision == d.Precision)
	rs.add("kv", words.KVFP8, "✓", a.KVCache == FP8, false)
	rs.add("method", words.Method, method, a.Task == Finetune || a.Task == Train, a.Method == d.Method)
	rs.add("ctx", words.Context, rs.unit(float64(a.Context), words.UnitTokens), ml, a.Context == d.Context)
	rs.add("conc", words.Concurrency, rs.unit(float64(a.Concurrency), words.UnitRequests), a.Task == Inference, a.Concurrency == d.Concurrency)
	rs.add("tps", words.TargetTPS, rs.unit(a.TargetTPS, words.UnitTokensPerSec), a.TargetTPS > 0, false)
	rs.add("tokens", words.TrainTokens, rs.unit(a.TokensB, words.UnitBTokens), training, a.TokensB == defTokens)
	rs.add("epochs", words.Epochs, words.Number(a.Epochs), a.Task == Finetune || a.Task == Train, a.Epochs == d.Epochs)
	rs.add("seats", words.Seats, strconv.Itoa(a.Seats), seats, a.Seats == d.Seats)
	rs.add("load", words.WorkPerSeat, words.T(l, loadLabel(a.Load)), seats, a.Load == d.Load)
	rs.add("frames", words.Frames, words.Number(float64(a.Frames)), batch, a.Frames == d.Frames)
	rs.add("fmin", words.FrameMinutes, rs.unit(a.FrameMinutes, words.UnitMinutesFrame), batch, a.FrameMinutes == d.FrameMinutes)
	rs.add("bound", words.Bound, bound, a.Task == HPC, a.HPCBound == d.HPCBound)
	rs.add("gpuh", words.JobSize, rs.unit(a.RefGPUHours, words.UnitA100Hours), a.Task == HPC, a.RefGPUHours == d.RefGPUHours)
	rs.add("vidh", words.VideoHours, rs.unit(a.VideoHours, words.UnitVideoHours), a.Task == Transcode, a.VideoHours == d.VideoHours)
	rs.add("conc", words.Streams, rs.unit(float64(a.Concurrency), words.UnitStreams), a.Task == Transcode, a.Concurrency == d.Concurrency)
	rs.add("nodes", words.Nodes, rs.unit(float64(a.Nodes), words.UnitVMs), a.Task == HPC || a.Task == Transcode, a.Nodes == d.Nodes)
	rs.add("hours", words.HoursPerMonth, rs.unit(a.HoursPerMonth, words.UnitHoursMonth), true, a.HoursPerMonth == d.HoursPerMonth)
	rs.add("base", words.BaseVMs, strconv.Itoa(a.BaseVMs), a.BaseVMs > 0, false)
	rs.add("months", words.Months, rs.unit(float64(a.Months), words.UnitMonths), true, a.Months == d.Months)
	rs.add("budget", words.Budget, words.Dollars(a.BudgetUSD), a.BudgetUSD > 0, false)
	rs.add("price", words.PriceModel, price, true, a.Price == d.Price)
	rs.add("spot", words.SpotLabel, yesNo(a.Interruptible), true, a.Interruptible == d.Interruptible)
	rs.add("os", words.OS, os, true, a.OS == d.OS)
	rs.add("ahb", words.HybridBenefit, "✓", a.HybridBenefit, false)
	rs.add("devtest", words.DevTest, "✓", a.DevTest, false)
	rs.add("geo", words.Geo, a.Geo, a.Geo != "", false)
	rs.add("region", words.Regions, regions, true, anywhere)
	rs.add("multinode", words.Multinode, words.T(l, multinodeLabel(a.Multinode)), a.Multinode != MultiAuto, false)
	rs.add("stack", words.Stack, stack, true, a.Stack == d.Stack)
	rs.add("cvm", words.Confidential, yesNo(a.Confidential), true, a.Confidential == d.Confidential)
	rs.add("arm", words.Arm64, "✓", a.Arm64, false)
	return rs.rows
}

// answerRows collects AnswerRows' rows, in language l.
type answerRows struct {
	l    words.Lang
	rows []AnswerRow
}

// add adds a row when its answer shapes the task's result (on).
// notice24's "I'm not sure" marks are to set assumed here, by key.
func (rs *answerRows) add(key string, label words.ID, value string, on, assumed bool) {
	if on && value != "" {
		rs.rows = append(rs.rows, AnswerRow{Key: key, Label: words.T(rs.l, label), Value: value, Assumed: assumed})
	}
}

// unit is a figure and its unit.
func (rs *answerRows) unit(v float64, u words.ID) string {
	return words.Number(v) + " " + words.T(rs.l, u)
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
