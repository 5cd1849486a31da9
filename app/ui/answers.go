package ui

import (
	"net/url"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
)

// Answers change in three ways: one setting, a task switch and a preset.
// Each keeps every other answer the person gave.

// withSetting sets one share-link key, read and checked exactly as a
// shared link would be (share.Set); "" removes the key ("not set": kv
// unticked, model "Other", an emptied optional field).
//
// "Other" after a named model keeps that model's size and attention shape,
// so that its KV cache does not jump to an unnamed model's assumption; an
// answer typed in a field the person was not sure of is now sure.
func withSetting(st share.State, key, value string) advisor.Answers {
	a := st.Answers
	share.Set(&a, key, value) // its notices are a link's: the field shows what it read
	if p, ok := advisor.ModelPresetByKey(st.Answers.Model); ok && key == "model" && value == "" {
		a.ParamsB, a.Layers, a.KVHeads, a.HeadDim = p.ParamsB, p.Layers, p.KVHeads, p.HeadDim
	}
	if key != "unsure" {
		a.Unsure &^= advisor.QuestionOf(key).Unsure
	}
	if key == "rmode" {
		return withRenderMode(st.Answers, a)
	}
	return a
}

// withRenderMode gives the answers still at the old render mode's defaults
// the new mode's: a batch render runs around the clock for a
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

// withTask switches the task and keeps every answer the new task also asks
// (advisor.Questions).
//
// An answer still at the old task's default (was) was not given by the
// person: it takes the new task's default instead (a desktop runs office
// hours, a chat bot 24/7).
func withTask(a advisor.Answers, t advisor.Task) advisor.Answers {
	if a.Task == t {
		return a
	}
	was, _ := advisor.Normalize(advisor.Defaults(a.Task), nil) // what the old task starts from
	d := advisor.Defaults(t)
	from := advisor.JobOf(a.Task, a.RenderMode)
	for i := range advisor.Questions {
		q := &advisor.Questions[i]
		if q.Tasks&from == 0 || !d.Is(q.Tasks) || q.PerTask {
			continue
		}
		switch q.Key {
		case "task": // the one answer that changes
		case "model":
			// The model is one answer in five keys (a preset, or a size and
			// an attention shape): kept whole or not at all.
			if a.Model != was.Model || a.ParamsB != was.ParamsB || a.Layers != was.Layers || a.KVHeads != was.KVHeads || a.HeadDim != was.HeadDim {
				d.Model, d.ParamsB, d.Layers, d.KVHeads, d.HeadDim = a.Model, a.ParamsB, a.Layers, a.KVHeads, a.HeadDim
			}
		case "tokens":
			// The tokens' default follows the model size: compare with what
			// Normalize fills for these very answers.
			unset := a
			unset.TokensB = 0
			if filled, _ := advisor.Normalize(unset, nil); a.TokensB != filled.TokensB {
				d.TokensB = a.TokensB
			}
		default:
			if q.Impact != advisor.ChangesModel { // the model's other keys: above
				q.Copy(&d, &a, &was)
			}
		}
	}
	return d
}

// withPreset applies a preset: its task first (keeping what that task
// shares, as a task switch does), then only the keys it names. A preset
// that names a size names no preset model, and one that names fp64 names
// no bound: the keys that would override them go.
func withPreset(st share.State, preset string) advisor.Answers {
	if t, _ := queryValue(preset, "task"); t != "" {
		st.Answers = withTask(st.Answers, advisor.Task(strings.ToLower(t)))
	}
	shape := queryHas(preset, "params") && !queryHas(preset, "model")
	bound := queryHas(preset, "fp64") && !queryHas(preset, "bound")
	// The preset's pairs first: a link's first value for a key is the one
	// read. Then the answers' pairs the preset leaves alone.
	link := preset
	for _, pair := range strings.Split(share.Encode(st), "&") {
		k, _, _ := strings.Cut(pair, "=")
		switch {
		case queryHas(preset, k), shape && (k == "model" || k == "layers" || k == "kvh" || k == "hdim"), bound && k == "bound":
			continue
		}
		link += "&" + pair
	}
	next, _ := share.Decode(link)
	return next.Answers
}

// queryValue is the first value a query gives key, and whether it gives one,
// read as url.ParseQuery reads it: the pairs are split at "&"; an empty
// pair, one with a ";" and one with a bad escape are skipped; the key,
// unescaped, must be key as written (upper case is another key).
func queryValue(query, key string) (string, bool) {
	for _, pair := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(pair, "=")
		k, err := url.QueryUnescape(k)
		v, err2 := url.QueryUnescape(v)
		if k == key && err == nil && err2 == nil && pair != "" && !strings.Contains(pair, ";") {
			return v, true
		}
	}
	return "", false
}

// queryHas says whether a query gives key a value (see queryValue).
func queryHas(query, key string) bool {
	_, ok := queryValue(query, key)
	return ok
}
