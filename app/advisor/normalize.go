package advisor

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Normalize fills unanswered fields with the task's defaults and clamps
// impossible values, returning a notice for every value it changed.
func Normalize(a Answers, c *catalog.Catalog) (Answers, []Notice) {
	if c == nil {
		return normalize(a, nil, nil, nil)
	}
	return normalize(a, c, regionIndexOf(c), nil)
}

// normalize is Normalize with the catalog's region index and, when known,
// its geographies (nil: worked out when the answers name one).
func normalize(a Answers, c *catalog.Catalog, ix *regionIndex, geos []catalog.Geography) (Answers, []Notice) {
	var notes []Notice
	if tasks := strs(Tasks); !slices.Contains(tasks, string(a.Task)) {
		if a.Task != "" {
			addNotice(&notes, "ignored", words.UnknownTask, meant(string(a.Task), closest(string(a.Task), tasks, 3)), TaskWord(Inference))
			notes[0].Impact = ChangesTask
		}
		a.Task = Inference
	}
	d := Defaults(a.Task)
	// An answer the person was not sure of is the task's default (tokens
	// without one are filled below, from the model's size).
	a.Unsure &= UnsureOf(a.Task)
	for i := range Questions {
		if q := &Questions[i]; a.Unsure&q.Unsure != 0 {
			q.Copy(&a, &d, nil)
		}
	}
	normalizeRenderMode(&notes, &a, &d)
	// The enums the table lists the values of, in its order. The HPC bound
	// and the render mode are read with their tasks' other answers.
	for i := range Questions {
		if q := &Questions[i]; q.Values != nil {
			n := len(notes)
			enum(&notes, a.Answer(q).(*string), q.Values, *d.Answer(q).(*string), q.What)
			ranked(notes, n, q.Impact)
		}
	}

	// The model: a preset names every figure; without one, the size typed;
	// without a size (0, negative, not a number or infinite), the task's
	// default model.
	n := len(notes)
	sized := a.ParamsB > 0 && !math.IsInf(a.ParamsB, 0)
	if a.Model == "" && !sized {
		if a.ParamsB != 0 && d.Model != "" {
			addNotice(&notes, "ignored", words.ModelSizeNotPositive, words.S(d.Model))
		}
		a.Model = d.Model
	}
	var named *ModelPreset // the model asked for by name
	if p, ok := ModelPresetByKey(a.Model); ok {
		a.ParamsB, named = p.ParamsB, &p
	} else if a.Model != "" {
		shown := meant(a.Model, closest(a.Model, modelKeys(), 3))
		if sized || !a.Is(LLM) {
			addNotice(&notes, "ignored", words.UnknownModel, shown)
		} else {
			// Never a 0 B model: like an unknown region, an unknown model
			// blocks the answer until it is fixed or a size is given.
			addNotice(&notes, "model-not-understood", words.ModelNotUnderstood, shown)
			notes[len(notes)-1].Impact = Blocks
			a.ModelNotUnderstood = a.Model
		}
		a.Model = ""
	}
	within(&notes, &a, &d, "params")
	if !a.Is(LLM) {
		a.ParamsB, a.Model = 0, "" // no model to size
	}
	if a.Model != "" || a.ParamsB == 0 || a.Layers <= 0 || a.KVHeads <= 0 || a.HeadDim <= 0 || a.Layers > 1000 || a.KVHeads > 1024 || a.HeadDim > 1024 {
		if a.Model == "" && a.ParamsB > 0 && (a.Layers != 0 || a.KVHeads != 0 || a.HeadDim != 0) {
			addNotice(&notes, "ignored", words.AttentionShape)
		}
		a.Layers, a.KVHeads, a.HeadDim = 0, 0, 0
	}
	ranked(notes, n, ChangesModel)
	// Serving an unnamed model of 30 B or more: its KV cache rests on the
	// grouped-query attention assumed (unnamedShape), which the person should
	// see, with the way to a closer figure.
	if a.Task == Inference && a.Model == "" && a.Layers == 0 && a.ParamsB >= gqaFromParamsB {
		addNotice(&notes, "unnamed-model-gqa", words.UnnamedModelGQA)
	}
	switch a.KVCache {
	case "", BF16, FP16:
		a.KVCache = ""
	case FP8:
	default:
		addNotice(&notes, "ignored", words.UnknownKVCache, words.Quote(string(a.KVCache)))
		a.KVCache = ""
	}
	if a.Task != Inference {
		a.KVCache, a.TargetTPS = "", 0
	}
	if math.IsNaN(a.TargetTPS) || a.TargetTPS < 0 {
		addNotice(&notes, "ignored", words.TPSNotPositive)
		a.TargetTPS = 0
	} else if a.TargetTPS > maxTPS {
		addNotice(&notes, "clamped", words.TPSAbove, words.N(a.TargetTPS), words.N(maxTPS))
		a.TargetTPS = maxTPS
	}
	// Every task keeps these figures, asked or not (each task has a default).
	for _, key := range [...]string{"ctx", "conc", "seats", "nodes", "hours", "months"} {
		within(&notes, &a, &d, key)
	}
	// A named model reads no further than its configuration says: a server
	// refuses a longer context, so none is sized.
	if named != nil && a.Model != "" && a.Context > named.MaxContext {
		addNotice(&notes, "clamped", words.ContextAboveModel, words.S(named.Name), words.I(a.Context), words.I(named.MaxContext))
		a.Context = named.MaxContext
	}
	if a.BaseVMs < 0 || a.BaseVMs > maxBaseVMs {
		addNotice(&notes, "clamped", words.BaseVMsRange, words.Quote(strconv.Itoa(a.BaseVMs)), words.I(maxBaseVMs))
		a.BaseVMs = 0
	}
	within(&notes, &a, &d, "data")
	if a.TokensB < 0 || math.IsNaN(a.TokensB) || math.IsInf(a.TokensB, 0) {
		addNotice(&notes, "ignored", words.TokensNotPositive)
		a.TokensB = 0
	}
	a.TokensB = min(a.TokensB, maxTokensB) // without a notice: share.Decode gives one
	if a.Is(Training) {
		if a.TokensB == 0 {
			a.TokensB = d.TokensB
			if a.TokensB == 0 { // compute-optimal: 20 tokens per parameter (Hoffmann et al. 2022)
				a.TokensB = chinchillaTokensPerParam * a.ParamsB
			}
		}
		within(&notes, &a, &d, "epochs")
		if a.Task == Pretrain && a.Epochs != 1 {
			// Not a question pre-training asks (its link has no epochs): said, never used.
			addNotice(&notes, "ignored", words.PretrainOnePass, num(a.Epochs))
			a.Epochs = 1
		}
	} else {
		a.TokensB, a.Epochs = 0, 0
	}
	if a.Task == HPC {
		if a.HPCBound == "" {
			a.HPCBound = "fp32"
			if a.FP64 {
				a.HPCBound = "fp64"
			}
		}
		enum(&notes, &a.HPCBound, HPCBounds, d.HPCBound, words.WhatHPCBound)
		a.FP64 = strings.HasPrefix(a.HPCBound, "fp64")
		within(&notes, &a, &d, "gpuh")
	} else {
		a.HPCBound, a.RefGPUHours, a.FP64 = "", 0, false
	}
	if a.Task == Transcode {
		within(&notes, &a, &d, "vidh")
	} else {
		a.VideoHours = 0
	}
	switch {
	case math.IsNaN(a.BudgetUSD) || math.IsInf(a.BudgetUSD, 0) || a.BudgetUSD < 0:
		addNotice(&notes, "ignored", words.BudgetNotPositive)
		a.BudgetUSD = 0
	case a.BudgetUSD > maxBudgetUSD:
		addNotice(&notes, "clamped", words.BudgetNoCap, words.USD(maxBudgetUSD))
		a.BudgetUSD = 0
	case a.BudgetUSD > 0 && a.BudgetUSD < 1: // would print as $0.00
		addNotice(&notes, "ignored", words.BudgetUnderADollar, words.N(a.BudgetUSD))
		a.BudgetUSD = 0
	}
	if !a.Is(FinetuneJob | TrainJob) {
		a.Method = Full
	}
	if a.Price == Spot && !a.Interruptible {
		addNotice(&notes, "spot-implies-interruptible", words.SpotImpliesInterruptible)
		a.Interruptible = true
	}
	if a.OS == Linux {
		a.HybridBenefit = false
	}

	// Regions: data residency fails closed. Every name is understood
	// (region, display name, alias, group or country, in English or
	// Chinese) or reported; while one is not understood, no region is
	// allowed.
	if c != nil {
		typed := a.Regions
		regions, unknown, china := ix.resolve(typed)
		a.RegionsNotUnderstood = append(a.RegionsNotUnderstood, unknown...)
		a.Regions = regions
		if a.Geo != "" {
			found := false
			if geos == nil {
				geos = c.Geographies()
			}
			for _, g := range geos {
				if strings.EqualFold(g.Name, a.Geo) {
					a.Geo, found = g.Name, true
				}
			}
			if !found {
				// A geography may be a group or a country ("EU", "Germany"):
				// read it as those regions, never as "anywhere".
				geo, unk, cn := ix.resolve([]string{a.Geo})
				switch {
				case len(cn) > 0:
					china, a.Regions = append(china, cn...), nil // mainland China only: nowhere else
				case len(unk) == 0 && len(geo) > 0 && len(regions)+len(unknown)+len(china) == 0:
					a.Regions = geo // no region named: the geography's
				// Regions named (even only mainland China's, which leave
				// none): the geography narrows them, never adds to them.
				case len(unk) == 0 && len(geo) > 0:
					a.Regions = intersect(a.Regions, geo)
				default:
					a.RegionsNotUnderstood = append(a.RegionsNotUnderstood, a.Geo)
				}
				a.Geo = ""
			}
		}
		if len(a.RegionsNotUnderstood) > 0 {
			blockResidency(&a, &notes, ix)
		} else {
			a.RegionsNotUnderstood = nil
		}
		// Mainland China is said as it is, never as a typo: Azure China
		// holds it, and the nearby global regions are offered, not taken.
		if len(china) > 0 {
			t := words.M(words.AzureChina, names(china, maxNamed, words.Quote))
			if len(a.Regions) > 0 {
				t = t.And(words.AzureChinaOthers)
			} else {
				t = t.And(words.AzureChinaNothing, ix.nearAzureChina())
			}
			impact := ChangesRegion
			if len(a.Regions) == 0 {
				impact = Blocks
			}
			notes = append(notes, Notice{Code: "azure-china", Text: t, Impact: impact})
		}
		a.AzureChina = nil
		if len(a.Regions) == 0 {
			a.AzureChina = china // residency fails closed
		}
	}
	return a, notes
}

// enum keeps an answer among its allowed values: none takes the default,
// and any other is noted and replaced by it.
func enum(notes *[]Notice, v *string, allowed []string, def string, what words.ID) {
	if *v == "" {
		*v = def
		return
	}
	for _, x := range allowed {
		if *v == x {
			return
		}
	}
	addNotice(notes, "ignored", words.UnknownValue, words.W(what), meant(*v, closest(*v, allowed, 3)), valueWord(what, def))
	*v = def
}

// valueWords are answers' values as the page's choices label them.
var valueWords = []words.Named{{Key: "light", ID: words.LoadLight}, {Key: "medium", ID: words.LoadMedium}, {Key: "heavy", ID: words.LoadHeavy},
	{Key: "full", ID: words.MethodFull}, {Key: "qlora", ID: words.MethodQLoRA}, {Key: "auto", ID: words.MultinodeAuto}, {Key: "no", ID: words.MultinodeNo},
	{Key: "yes", ID: words.MultinodeYes}, {Key: "any", ID: words.StackEither}, {Key: "other", ID: words.Other}, {Key: "vm", ID: words.DeployVM},
	{Key: "vmss", ID: words.DeployVMSS}, {Key: "aks", ID: words.DeployAKS}, {Key: "aml", ID: words.DeployAML}}

// valueWord is the value an answer falls back to, as the page labels it
// ("medium" is 中等 in Chinese), or a name as it is spelled (Linux, PyTorch,
// BF16), never the link's key.
func valueWord(what words.ID, v string) words.Arg {
	if what == words.WhatPriceModel {
		return modelWord(PricePref(v))
	}
	if id, ok := words.Find(valueWords, v); ok {
		return words.W(id)
	}
	for _, name := range [...][2]string{{"linux", "Linux"}, {"windows", "Windows"}, {"cuda", "CUDA"}, {"rocm", "ROCm"}, {"pytorch", "PyTorch"}} {
		if name[0] == v {
			return words.S(name[1])
		}
	}
	up := []byte(v) // a precision or an HPC bound: BF16, FP64 (ASCII: strings.ToUpper brings Unicode's tables into the wasm)
	for i, c := range up {
		if c >= 'a' && c <= 'z' {
			up[i] = c - 'a' + 'A'
		}
	}
	return words.S(string(up))
}

// within keeps the figure of a's answer to key within its question's
// bounds, the default being d's.
func within(notes *[]Notice, a, d *Answers, key string) {
	q := QuestionOf(key)
	switch v := a.Answer(&q).(type) {
	case *float64:
		clamp(notes, v, *d.Answer(&q).(*float64), q.Min, q.Max, q.What, q.Unit)
	case *int:
		f := float64(*v)
		clamp(notes, &f, float64(*d.Answer(&q).(*int)), q.Min, q.Max, q.What, q.Unit)
		*v = int(f)
	}
}

// clamp keeps a figure within [lo, hi]: none or not a number takes the
// default, below lo lo and above hi hi, each with a notice (the nearest
// limit is what a person who wrote a figure out of range meant). what
// names the answer; unit writes a value of it with its unit.
func clamp(notes *[]Notice, v *float64, def, lo, hi float64, what, unit words.ID) {
	val := func(x float64) words.Arg { return words.W(unit, words.N(x)) }
	switch {
	case math.IsNaN(*v) || math.IsInf(*v, 0):
		addNotice(notes, "ignored", words.NotANumberUsing, words.W(what), val(def))
		*v = def
	case *v == 0:
		*v = def
	case *v < lo:
		addNotice(notes, "clamped", words.BelowUsing, words.W(what), val(*v), words.N(lo), val(lo))
		*v = lo
	case *v > hi:
		addNotice(notes, "clamped", words.AboveUsing, words.W(what), val(*v), val(hi))
		*v = hi
	}
}

// names lists up to n names, each written by arg, then how many more there are.
func names(items []string, n int, arg func(string) words.Arg) words.Arg {
	args := make([]words.Arg, 0, min(len(items), n)+1)
	for i, s := range items {
		if i == n {
			args = append(args, words.W(words.AndMore, words.I(len(items)-n)))
			break
		}
		args = append(args, arg(s))
	}
	return words.List(args...)
}

// maxNamed is how many bad names one notice quotes.
const maxNamed = 5

func intersect(a, b []string) []string {
	var out []string
	for _, x := range a {
		if slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// regionIndexes caches one region index per catalog.
var regionIndexes sync.Map

func regionIndexOf(c *catalog.Catalog) *regionIndex {
	if ix, ok := regionIndexes.Load(c); ok {
		return ix.(*regionIndex)
	}
	ix, _ := regionIndexes.LoadOrStore(c, &regionIndex{c: c})
	return ix.(*regionIndex)
}

// strs are the values of a list of names, for closest.
func strs[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = string(v)
	}
	return out
}

// addNotice adds a notice of one message. Normalize and the engine's
// notices call it directly at dozens of places: through a closure each
// call would be an indirect one, larger in the wasm.
func addNotice(notes *[]Notice, code string, id words.ID, args ...words.Arg) {
	*notes = append(*notes, Notice{Code: code, Text: words.M(id, args...)})
}
