package ui

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
)

// Answers change in three ways: one setting, a task switch and a preset.
// Each keeps every other answer the person gave.

// withSetting sets one share-link key. Going through the link format parses
// and checks the value exactly as a shared link would be; "" removes the key
// ("not set": kv unticked, model "Other", an emptied optional field).
//
// "Other" after a named model keeps that model's size and attention shape,
// so that its KV cache does not jump to an unnamed model's assumption; an
// answer typed in a field the person was not sure of is now sure.
func withSetting(st share.State, key, value string) advisor.Answers {
	q, _ := url.ParseQuery(share.Encode(st))
	if value == "" {
		q.Del(key)
	} else {
		q.Set(key, value)
	}
	if p, ok := advisor.ModelPresetByKey(st.Answers.Model); ok && key == "model" && value == "" {
		q.Set("params", strconv.FormatFloat(p.ParamsB, 'f', -1, 64))
		q.Set("layers", strconv.Itoa(p.Layers))
		q.Set("kvh", strconv.Itoa(p.KVHeads))
		q.Set("hdim", strconv.Itoa(p.HeadDim))
	}
	if u := q.Get("unsure"); u != "" && key != "unsure" {
		var keep []string
		for _, k := range strings.Split(u, ",") {
			if k != key {
				keep = append(keep, k)
			}
		}
		q.Set("unsure", strings.Join(keep, ","))
	}
	next, _ := share.Decode(q.Encode())
	if key == "rmode" {
		return withRenderMode(st.Answers, next.Answers)
	}
	return next.Answers
}

// withRenderMode gives the answers still at the old render mode's defaults
// the new mode's (issue 22): a batch render runs around the clock for a
// month on Linux in a scale set, desktops keep office hours on Windows.
func withRenderMode(was, next advisor.Answers) advisor.Answers {
	from, to := advisor.ModeDefaults(was.RenderMode), advisor.ModeDefaults(next.RenderMode)
	if was.HoursPerMonth == from.HoursPerMonth {
		next.HoursPerMonth = to.HoursPerMonth
	}
	if was.Months == from.Months {
		next.Months = to.Months
	}
	if was.OS == from.OS {
		next.OS = to.OS
	}
	if was.Deploy == from.Deploy {
		next.Deploy = to.Deploy
	}
	return next
}

// withTask switches the task and keeps every answer the new task also uses.
//
// An answer still at the old task's default (was) was not given by the
// person: it takes the new task's default instead (a desktop runs office hours, a chat
// bot 24/7). Answers every task shares and whose default is the same for all
// (budget, price model, regions, the ecosystem ticks) are kept as they are.
func withTask(a advisor.Answers, t advisor.Task) advisor.Answers {
	if a.Task == t {
		return a
	}
	was, _ := advisor.Normalize(advisor.Defaults(a.Task), nil) // what the old task starts from
	d := advisor.Defaults(t)

	// Steps 2 to 4: every task.
	d.Interruptible, d.BudgetUSD, d.Price, d.HybridBenefit, d.DevTest, d.BaseVMs = a.Interruptible, a.BudgetUSD, a.Price, a.HybridBenefit, a.DevTest, a.BaseVMs
	d.Multinode, d.Geo, d.Regions, d.RegionsNotUnderstood = a.Multinode, a.Geo, a.Regions, a.RegionsNotUnderstood
	d.Stack, d.Containers, d.LockIn, d.Confidential, d.Arm64 = a.Stack, a.Containers, a.LockIn, a.Confidential, a.Arm64
	if a.HoursPerMonth != was.HoursPerMonth {
		d.HoursPerMonth = a.HoursPerMonth
	}
	if a.Months != was.Months {
		d.Months = a.Months
	}
	if a.OS != was.OS {
		d.OS = a.OS
	}
	if a.DataTB != was.DataTB {
		d.DataTB = a.DataTB
	}
	if a.Framework != was.Framework {
		d.Framework = a.Framework
	}
	if a.Deploy != was.Deploy {
		d.Deploy = a.Deploy
	}

	// Step 1: what the two tasks have in common.
	if llm(a.Task) && llm(t) {
		if modelOf(a) != modelOf(was) {
			d.Model, d.ParamsB, d.Layers, d.KVHeads, d.HeadDim = a.Model, a.ParamsB, a.Layers, a.KVHeads, a.HeadDim
		}
		if a.Precision != was.Precision {
			d.Precision = a.Precision
		}
		if a.Context != was.Context {
			d.Context = a.Context
		}
	}
	if training(a.Task) && training(t) {
		if a.Method != was.Method {
			d.Method = a.Method
		}
		if a.Epochs != was.Epochs {
			d.Epochs = a.Epochs
		}
	}
	if tokens(a.Task) && tokens(t) {
		// The tokens' default follows the model size: compare with what
		// Normalize fills for these very answers.
		unset := a
		unset.TokensB = 0
		if filled, _ := advisor.Normalize(unset, nil); a.TokensB != filled.TokensB {
			d.TokensB = a.TokensB
		}
	}
	if fleet(a.Task) && fleet(t) && a.Nodes != was.Nodes {
		d.Nodes = a.Nodes
	}
	return d
}

// withPreset applies a preset: its task first (keeping what that task
// shares, as a task switch does), then only the keys it names. A preset
// that names a size names no preset model, and one that names fp64 names
// no bound: the keys that would override them go.
func withPreset(st share.State, preset string) advisor.Answers {
	p, _ := url.ParseQuery(preset)
	if t := p.Get("task"); t != "" {
		st.Answers = withTask(st.Answers, advisor.Task(strings.ToLower(t)))
	}
	q, _ := url.ParseQuery(share.Encode(st))
	if p.Has("params") && !p.Has("model") {
		for _, k := range []string{"model", "layers", "kvh", "hdim"} {
			q.Del(k)
		}
	}
	if p.Has("fp64") && !p.Has("bound") {
		q.Del("bound")
	}
	for k, v := range p {
		if k != "v" && len(v) > 0 {
			q.Set(k, v[0])
		}
	}
	next, _ := share.Decode(q.Encode())
	return next.Answers
}

// modelOf is the model answer: a preset, or a size and attention shape.
type modelAnswer struct {
	model                    string
	params                   float64
	layers, kvHeads, headDim int
}

func modelOf(a advisor.Answers) modelAnswer {
	return modelAnswer{a.Model, a.ParamsB, a.Layers, a.KVHeads, a.HeadDim}
}

// llm: the tasks that size a language model.
func llm(t advisor.Task) bool {
	return t == advisor.Inference || t == advisor.Finetune || t == advisor.Train || t == advisor.Pretrain
}

// training: the tasks with a method and epochs.
func training(t advisor.Task) bool { return t == advisor.Finetune || t == advisor.Train }

// tokens: the tasks with training tokens.
func tokens(t advisor.Task) bool { return training(t) || t == advisor.Pretrain }

// fleet: the tasks that name the fewest VMs.
func fleet(t advisor.Task) bool { return t == advisor.HPC || t == advisor.Transcode }
