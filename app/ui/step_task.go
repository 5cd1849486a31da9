package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

var taskCards = []struct {
	task        advisor.Task
	title, hint words.ID
}{
	{advisor.Inference, words.TaskInference, words.TaskInferenceHint},
	{advisor.Finetune, words.TaskFinetune, words.TaskFinetuneHint},
	{advisor.Train, words.TaskTrain, words.TaskTrainHint},
	{advisor.Pretrain, words.TaskPretrain, words.TaskPretrainHint},
	{advisor.Render, words.TaskRender, words.TaskRenderHint},
	{advisor.HPC, words.TaskHPC, words.TaskHPCHint},
	{advisor.Transcode, words.TaskTranscode, words.TaskTranscodeHint},
}

// taskPresets are whole answers to start from, as share-link queries.
var taskPresets = []choice{
	{"v=1&task=inference&params=7&prec=bf16&ctx=4096&conc=8&hours=730&months=6", words.PresetChatBot, ""},
	{"v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1", words.PresetQLoRA, ""},
	{"v=1&task=pretrain&params=70&prec=bf16&months=3&data=20&deploy=vmss", words.PresetPretrain, ""},
	{"v=1&task=render&seats=20&load=heavy&hours=220&months=12&os=windows", words.PresetVDI, ""},
	{"v=1&task=render&rmode=batch&frames=2400&fmin=20&hours=168&months=1&spot=1&os=linux", words.PresetRenderFarm, ""},
	{"v=1&task=hpc&fp64=1&nodes=4&hours=300&months=3&multinode=yes", words.PresetCFD, ""},
	{"v=1&task=transcode&conc=32&nodes=4&deploy=vmss", words.PresetTranscode, ""},
}

// taskCardsUI are step 1's task cards: what the GPUs will do.
func taskCardsUI(l words.Lang, a *advisor.Answers) app.UI {
	cards := make([]app.UI, len(taskCards))
	for i, c := range taskCards {
		cls := "task-card"
		if c.task == a.Task {
			cls += " selected"
		}
		cards[i] = setButton("id=task-"+string(c.task)+"|class="+cls+"|type=button", "task", string(c.task)).
			Aria("pressed", c.task == a.Task).Body(
			textEl("strong", "", words.T(l, c.title)),
			textEl("span", "", words.T(l, c.hint)),
		)
	}
	return labelled("div", "class=task-cards|role=group", words.T(l, words.StepTask), cards...)
}

// taskFields are step 1's fields: each task shows those it asks.
var taskFields = []stepField{
	{key: "model", label: words.Model, hint: words.ModelHint}, // options: modelOptions
	{key: "params", unnamed: true, num: &paramsSpec},
	{key: "layers", unnamed: true, num: &layersSpec},
	{key: "kvh", unnamed: true, num: &kvhSpec},
	{key: "hdim", unnamed: true, num: &hdimSpec},
	{key: "prec", label: words.Precision, hint: words.PrecisionHint,
		choices: []choice{{"fp32", 0, "FP32"}, {"bf16", 0, "BF16"}, {"fp16", 0, "FP16"}, {"fp8", 0, "FP8"}, {"int8", 0, "INT8"}, {"int4", 0, "INT4"}}},
	{key: "method", label: words.Method, hint: words.MethodHint,
		choices: []choice{{"full", words.MethodFull, ""}, {"lora", 0, "LoRA"}, {"qlora", words.MethodQLoRA, ""}}},
	{key: "ctx", num: &ctxSpec},
	{key: "conc", only: advisor.InferenceJob, num: &concSpec},
	{key: "tps", num: &tpsSpec},
	{key: "kv", label: words.KVFP8, hint: words.KVFP8Hint}, // a box ticked for fp8
	{key: "tokens", only: advisor.FinetuneJob | advisor.TrainJob, num: &tokensSpec},
	{key: "tokens", only: advisor.PretrainJob, num: &ptokensSpec},
	{key: "epochs", num: &epochsSpec},
	// Render: interactive seats or a batch render's frames.
	{key: "rmode", label: words.RenderMode, hint: words.RenderModeHint,
		choices: []choice{{"", words.RenderModeSeats, ""}, {"batch", words.RenderModeBatch, ""}}},
	{key: "frames", num: &framesSpec},
	{key: "fmin", num: &fminSpec},
	{key: "seats", num: &seatsSpec},
	{key: "load", label: words.WorkPerSeat, hint: words.WorkPerSeatHint,
		choices: []choice{{"light", words.LoadLight, ""}, {"medium", words.LoadMedium, ""}, {"heavy", words.LoadHeavy, ""}}},
	// HPC: the bound decides double precision, so it replaces the fp64 box.
	{key: "bound", label: words.Bound, hint: words.BoundHint,
		choices: []choice{{"fp64", words.BoundFP64, ""}, {"fp64-tensor", words.BoundFP64Tensor, ""}, {"fp32", words.BoundFP32, ""}, {"bandwidth", words.BoundBandwidth, ""}}},
	{key: "gpuh", num: &gpuhSpec},
	{key: "nodes", only: advisor.HPCJob, num: &nodesSpec},
	// Transcoding.
	{key: "vidh", num: &vidhSpec},
	{key: "conc", only: advisor.TranscodeJob, num: &streamsSpec},
	{key: "nodes", only: advisor.TranscodeJob, num: &startSpec},
}

// modelOptions are the model presets by name, then "Other" (size only);
// a name that is none of them (a link's typo) comes first, as typed, so the
// field shows what its notice is about.
func modelOptions(l words.Lang, model string) []option {
	out := make([]option, 0, len(advisor.ModelPresets)+2)
	if _, ok := advisor.ModelPresetByKey(model); !ok && model != "" {
		out = append(out, option{Value: model, Label: strconv.Quote(model)})
	}
	for _, m := range advisor.ModelPresets {
		out = append(out, option{Value: m.Key, Label: m.Name})
	}
	return append(out, option{Value: "", Label: words.T(l, words.ModelOther)})
}
