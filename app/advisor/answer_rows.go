package advisor

import (
	"strconv"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// taskTitles are the tasks as step 1's cards title them.
var taskTitles = []words.Named{
	{Key: string(Inference), ID: words.TaskInference}, {Key: string(Finetune), ID: words.TaskFinetune}, {Key: string(Train), ID: words.TaskTrain},
	{Key: string(Pretrain), ID: words.TaskPretrain}, {Key: string(Render), ID: words.TaskRender}, {Key: string(HPC), ID: words.TaskHPC},
	{Key: string(Transcode), ID: words.TaskTranscode},
}

// AnswerRows are the answers a customer checks on paper or in a ticket,
// labelled as the wizard's steps label them, in language l: the print view
// and the Markdown summary list them; the share link holds the rest.
func AnswerRows(l words.Lang, a Answers) [][2]string {
	task, model, seats, budget, spot := string(a.Task), a.Model, "", "", ""
	if id, ok := words.Find(taskTitles, a.Task); ok {
		task = words.T(l, id)
	}
	modelLabel := words.Model
	if m, ok := ModelPresetByKey(model); ok {
		model = m.Name // as the page's model list names it, not the link's key
	}
	if model == "" && a.ParamsB > 0 && a.Task != Render && a.Task != HPC && a.Task != Transcode {
		modelLabel, model = words.ModelSize, words.Number(a.ParamsB)+" "+words.T(l, words.UnitBParams)
	}
	frames, fmin := "", "" // a batch render's job (issue 22)
	switch {
	case batchRender(a):
		frames = words.Number(float64(a.Frames))
		fmin = words.Number(a.FrameMinutes) + " " + words.T(l, words.UnitMinutesFrame)
	case a.Task == Render && a.Seats > 0:
		seats = strconv.Itoa(a.Seats)
	}
	if a.BudgetUSD > 0 {
		budget = words.Dollars(a.BudgetUSD)
	}
	price := words.T(l, words.PriceCheapest)
	if id, ok := words.Find(modelLabels, a.Price); ok && a.Price != Auto {
		price = words.T(l, id)
	}
	if a.Interruptible {
		spot = "✓"
	}
	os := "Linux"
	if a.OS == Windows {
		os = "Windows"
	}
	all := [...]struct {
		label words.ID
		value string
	}{
		{words.StepTask, task},
		{modelLabel, model},
		{words.Seats, seats},
		{words.Frames, frames},
		{words.FrameMinutes, fmin},
		{words.HoursPerMonth, words.Number(a.HoursPerMonth) + " " + words.T(l, words.UnitHoursMonth)},
		{words.Months, strconv.Itoa(a.Months) + " " + words.T(l, words.UnitMonths)},
		{words.Budget, budget},
		{words.PriceModel, price},
		{words.SpotLabel, spot},
		{words.Geo, a.Geo},
		{words.Regions, regionNames(l, a.Regions)},
		{words.OS, os},
	}
	var rows [][2]string
	for _, r := range all {
		if r.value != "" {
			rows = append(rows, [2]string{words.T(l, r.label), r.value})
		}
	}
	return rows
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
