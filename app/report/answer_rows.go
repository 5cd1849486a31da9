package report

import (
	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// valueName is an enum answer's value as the wizard's steps name it: a
// message, or when id is 0 a text every language reads ("LoRA"). A name
// whose value is "" names every value of its answer that no name before it
// does.
type valueName struct {
	key, value string
	id         words.ID
	text       string
}

// valueNames are the enum answers' names, by share-link key.
var valueNames = [...]valueName{
	{"task", string(advisor.Inference), words.TaskInference, ""}, {"task", string(advisor.Finetune), words.TaskFinetune, ""},
	{"task", string(advisor.Train), words.TaskTrain, ""}, {"task", string(advisor.Pretrain), words.TaskPretrain, ""},
	{"task", string(advisor.Render), words.TaskRender, ""}, {"task", string(advisor.HPC), words.TaskHPC, ""},
	{"task", string(advisor.Transcode), words.TaskTranscode, ""},
	{"kv", string(advisor.FP8), 0, "✓"}, {"kv", "", 0, ""}, // listed only when FP8
	{"method", string(advisor.LoRA), 0, "LoRA"}, {"method", string(advisor.QLoRA), words.MethodQLoRA, ""}, {"method", "", words.MethodFull, ""},
	{"load", string(advisor.Light), words.LoadLight, ""}, {"load", string(advisor.Heavy), words.LoadHeavy, ""}, {"load", "", words.LoadMedium, ""},
	{"bound", "fp64", words.BoundFP64, ""}, {"bound", "fp64-tensor", words.BoundFP64Tensor, ""}, {"bound", "fp32", words.BoundFP32, ""},
	{"bound", "bandwidth", words.BoundBandwidth, ""},
	{"os", string(advisor.Windows), 0, "Windows"}, {"os", "", 0, "Linux"},
	{"multinode", string(advisor.MultiNo), words.MultinodeNo, ""}, {"multinode", string(advisor.MultiYes), words.MultinodeYes, ""},
	{"multinode", "", words.MultinodeAuto, ""},
	{"stack", string(advisor.CUDA), 0, "CUDA"}, {"stack", string(advisor.ROCm), 0, "ROCm"}, {"stack", string(advisor.Any), words.StackEither, ""},
}

// AnswerRow is one answer that shaped a result, as the exports list it.
type AnswerRow struct {
	_ incomparable
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

// incomparable, as a record's first field (a zero-size last field takes
// padding), makes the record a type that == does not take: the compiler
// writes an equality function for every struct type == takes, which the
// browser would download unused.
type incomparable [0]func()

// answerDef is one answer the exports may list: its share-link key, its
// label, the unit of a number (0: not a number, or a bare one), when not 0
// the tasks whose words it has (only: conc counts requests or streams) of
// those that ask it (advisor.Questions), and, for opt, that it is listed
// only when given (a budget, a geography): then it is never an assumption.
// An enum answer reads as valueNames say; a value they do not name reads
// as it is, upper-cased when upper (fp8 is FP8). A yes-or-no answer reads as ✓
// or ✗, an opt one only when yes.
type answerDef struct {
	key         string
	label, unit words.ID
	only        advisor.TaskSet
	opt, upper  bool
}

// answerDefs are the answers in the wizard's order. A table, not code: it
// is data in the wasm.
var answerDefs = [...]answerDef{
	{key: "task", label: words.StepTask},
	{key: "model", label: words.Model},
	{key: "prec", label: words.Precision, upper: true},
	{key: "kv", label: words.KVFP8, opt: true},
	{key: "method", label: words.Method},
	{key: "ctx", label: words.Context, unit: words.UnitTokens},
	{key: "conc", label: words.Concurrency, unit: words.UnitRequests, only: advisor.InferenceJob},
	{key: "tps", label: words.TargetTPS, unit: words.UnitTokensPerSec, opt: true},
	{key: "tokens", label: words.TrainTokens, unit: words.UnitBTokens},
	{key: "epochs", label: words.Epochs},
	{key: "seats", label: words.Seats},
	{key: "load", label: words.WorkPerSeat},
	{key: "frames", label: words.Frames},
	{key: "fmin", label: words.FrameMinutes, unit: words.UnitMinutesFrame},
	{key: "bound", label: words.Bound},
	{key: "gpuh", label: words.JobSize, unit: words.UnitA100Hours},
	{key: "vidh", label: words.VideoHours, unit: words.UnitVideoHours},
	{key: "conc", label: words.Streams, unit: words.UnitStreams, only: advisor.TranscodeJob},
	{key: "nodes", label: words.Nodes, unit: words.UnitVMs},
	{key: "hours", label: words.HoursPerMonth, unit: words.UnitHoursMonth},
	{key: "base", label: words.BaseVMs, opt: true},
	{key: "months", label: words.Months, unit: words.UnitMonths},
	{key: "budget", label: words.Budget, opt: true},
	{key: "price", label: words.PriceModel},
	{key: "spot", label: words.SpotLabel},
	{key: "os", label: words.OS},
	{key: "ahb", label: words.HybridBenefit, opt: true},
	{key: "devtest", label: words.DevTest, opt: true},
	{key: "geo", label: words.Geo, opt: true},
	{key: "region", label: words.Regions},
	{key: "multinode", label: words.Multinode, opt: true},
	{key: "stack", label: words.Stack, upper: true},
	{key: "cvm", label: words.Confidential},
	{key: "arm", label: words.Arm64, opt: true},
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
	for i := range answerDefs {
		r := &answerDefs[i]
		q := advisor.QuestionOf(r.key)
		if q.Tasks&job == 0 || r.only != 0 && r.only&job == 0 {
			continue
		}
		v, def := answerText(l, r, &q, &a), answerText(l, r, &q, &d)
		if v == "" || r.opt && v == def {
			continue
		}
		label := r.label
		if r.key == "model" && a.Model == "" {
			label = words.ModelSize
		}
		// The task is always chosen; an answer the person was not sure of
		// is the default they left to the tool.
		assumed := i > 0 && !r.opt && v == def || a.Unsure&q.Unsure != 0
		rows = append(rows, AnswerRow{Key: r.key, Label: words.T(l, label), Value: v, Assumed: assumed})
	}
	return rows
}

// answerText is d's answer in a, in language l ("" for none); q is its
// question.
func answerText(l words.Lang, d *answerDef, q *advisor.Question, a *advisor.Answers) string {
	switch d.key { // the answers that read their own way
	case "model":
		if p, ok := advisor.ModelPresetByKey(a.Model); ok {
			return p.Name
		}
		if a.ParamsB > 0 {
			return words.Number(a.ParamsB) + " " + words.T(l, words.UnitBParams)
		}
		return a.Model
	case "budget":
		if a.BudgetUSD > 0 {
			return words.Dollars(a.BudgetUSD)
		}
		return ""
	case "price":
		id, ok := advisor.PriceLabel(a.Price)
		if !ok || a.Price == advisor.Auto {
			id = words.PriceCheapest
		}
		return words.T(l, id)
	case "region":
		if len(a.Regions) == 0 && a.Geo == "" {
			return words.T(l, words.Anywhere)
		}
		items := make([]words.Arg, len(a.Regions))
		for i, r := range a.Regions {
			items[i] = words.Region(r, r)
		}
		return words.T(l, words.Verbatim, words.List(items...))
	}
	switch v := a.Answer(q).(type) {
	case *string:
		for _, n := range valueNames {
			if n.key == d.key && (n.value == *v || n.value == "") {
				if n.id == 0 {
					return n.text
				}
				return words.T(l, n.id)
			}
		}
		if d.upper {
			return words.Upper(*v)
		}
		return *v
	case *bool:
		switch {
		case *v:
			return "✓"
		case d.opt:
			return "" // not listed
		}
		return "✗"
	}
	// A number, with its unit.
	n, ok := a.Number(q)
	if !ok {
		return ""
	}
	if d.unit == 0 {
		return words.Number(n)
	}
	return words.Number(n) + " " + words.T(l, d.unit, words.N(n)) // 1 month, 2 months
}
