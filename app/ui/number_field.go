package ui

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// numberField is a labelled number input with a unit and a hint. It keeps the
// text as typed while the person types ("5k" stays "5k") and sends the
// answer only when the entry is done (change: Enter or leaving the field),
// so that a half-typed number ("80" on the way to "800") is never applied.
// A text that is not a number is refused next to the field and the last
// answer stands; a number out of range is clamped, and the field says so.
type numberField struct {
	app.Compo
	// Spec is the field: its key, unit, bounds and the words it accepts.
	Spec numSpec
	// Lang is the language the field speaks.
	Lang words.Lang
	// Label, Unit and Hint are what the person reads.
	Label, Unit, Hint string
	// MaxNote is what the field says when it clamps to its max, e.g. "744 h
	// is the most in a month"; empty: a sentence made from max and Unit.
	MaxNote string
	// Value is the current answer.
	Value float64

	raw     string        // the text as typed, while editing
	editing bool          // the input shows raw rather than Value
	err     *parseError   // why raw is refused; the answer stands
	note    func() string // what the last entry was changed to, e.g. clamped
	key     string        // the Spec.key the state above belongs to
	base    float64       // the Value the state above belongs to
}

// OnMount ties the field's state to its first answer.
func (f *numberField) OnMount(ctx app.Context) { f.key, f.base = f.Spec.key, f.Value }

// OnUpdate forgets the typed text, the error and the note when the field is
// reused for another answer (go-app reuses a component of the same type at
// the same place) or its answer changed from elsewhere (Undo, Back, a
// preset).
//
// It also empties the input itself when the field shows nothing: go-app
// writes no value attribute for "" and only removes the old one, which
// leaves the text in the input (e.g. 4096 from the context length field
// whose place an empty "KV heads" took).
func (f *numberField) OnUpdate(ctx app.Context) {
	if f.key != f.Spec.key || f.base != f.Value {
		f.raw, f.editing, f.err, f.note, f.key, f.base = "", false, nil, nil, f.Spec.key, f.Value
	}
	if app.IsClient && f.text() == "" {
		ctx.Defer(func(app.Context) {
			if e := app.Window().GetElementByID(f.Spec.key); e.Truthy() && !f.editing && e.Get("value").String() != "" {
				e.Set("value", "")
			}
		})
	}
}

// text is what the input shows: the text as typed while editing, else the answer.
func (f *numberField) text() string {
	if f.editing {
		return f.raw
	}
	if f.Value == 0 && f.Spec.optional {
		return ""
	}
	return words.Number(f.Value)
}

func (f *numberField) Render() app.UI {
	// Under the field, and what screen readers are pointed at: the error
	// (why the entry is refused, and which answer stands), else a note, else
	// the hint.
	cls, under, attrs, text, show := "field", "-hint", "class=hint", f.Hint, codeEl
	switch {
	case f.err != nil:
		text = words.T(f.Lang, words.StillUsing, words.S(f.err.in(f.Lang)), words.S(f.shown(f.Value)))
		cls, under, attrs, show = "field invalid", "-error", "class=error|role=alert", textEl
	case f.note != nil:
		under, attrs, text, show = "-note", "class=field-note|role=status", f.note(), textEl
	}
	under = f.Spec.key + under
	return wrap("div", "class="+cls,
		textEl("label", "for="+f.Spec.key, f.Label),
		wrap("div", "class=with-unit",
			input("id="+f.Spec.key+"|type=text|inputmode=decimal|autocomplete=off").Attr("value", f.text()).
				Attr("aria-describedby", under).Attr("aria-invalid", f.err != nil).
				OnInput(f.onEdit).OnChange(f.onEdit),
			textEl("span", "class=unit", f.Unit),
		),
		show("p", attrs+"|id="+under, text),
	)
}

// onEdit keeps the text as it is typed (input): an error already shown
// goes as soon as the text reads, but a new one waits for the entry to be
// done (change), which applies it, or refuses it and keeps the answer.
func (f *numberField) onEdit(ctx app.Context, e app.Event) {
	f.raw = ctx.JSSrc().Get("value").String()
	v, note, err := f.read(f.raw)
	if e.Get("type").String() == "input" {
		f.editing, f.note = true, nil
		if err == nil {
			f.err = nil
		}
		return
	}
	if err != nil {
		f.editing, f.note, f.err = true, nil, err
		return
	}
	f.editing, f.err, f.note, f.base = false, nil, note, v
	value := ""
	if v != 0 || !f.Spec.optional {
		value = strconv.FormatFloat(v, 'f', -1, 64)
	}
	ctx.NewActionWithValue(actionSet, setting{Key: f.Spec.key, Value: value})
}

// read turns a text into the answer, with a note when the number was
// changed to fit (clamped, rounded), or an error when it cannot be used.
//
// The note is a function: it speaks the field's language at the time it is
// shown, so a change of language changes it too.
func (f *numberField) read(s string) (v float64, note func() string, err *parseError) {
	v, magnitude, err := parseAmountZh(s, f.Spec.units...)
	if magnitude && f.Spec.scale > 0 {
		v /= f.Spec.scale
	}
	t := strings.TrimSpace(halfWidth(s))
	if err != nil && f.Spec.scale == 1e9 && len(t) > 1 && t[len(t)-1]|0x20 == 't' {
		// A count in billions also takes T for a trillion ("1T", "1.5t"),
		// as 70B is 70 billion.
		if x, _, e := parseAmountZh(t[:len(t)-1]); e == nil {
			v, err = x*1000, nil
		}
	}
	switch {
	case err != nil:
		return 0, nil, err
	case v == 0 && f.Spec.optional:
		return 0, nil, nil
	case t == "":
		return 0, nil, newParseError(words.EnterNumber)
	case v < 0:
		return 0, nil, newParseError(words.BelowZero, words.S(quoteTyped(strings.TrimSpace(s))))
	}
	if f.Spec.whole && v != math.Round(v) {
		whole := math.Round(v)
		note = func() string { return words.T(f.Lang, words.WholeOnly, words.S(f.Unit), words.S(f.shown(whole))) }
		v = whole
	}
	switch {
	case v < f.Spec.min:
		typed := v
		note = func() string {
			return words.T(f.Lang, words.AtLeast, words.S(f.shown(f.Spec.min)), words.N(f.Spec.min), words.N(typed))
		}
		v = f.Spec.min
	case f.Spec.max > 0 && v > f.Spec.max:
		typed := math.Round(v*100) / 100
		note = func() string {
			why := f.MaxNote
			if why == "" {
				why = words.T(f.Lang, words.MostPlanned, words.S(f.shown(f.Spec.max)))
			}
			return words.T(f.Lang, words.Clamped, words.S(why), words.N(f.Spec.max), words.N(typed))
		}
		v = f.Spec.max
	}
	return v, note, nil
}

// shown is a value with its unit, as the messages print it.
func (f *numberField) shown(v float64) string {
	if v == 0 && f.Spec.optional {
		return words.T(f.Lang, words.None)
	}
	if f.Spec.money {
		return words.Dollars(v)
	}
	return words.Number(v) + " " + f.Unit
}

// numSpec is what a number field is, apart from its answer and its words:
// the page's fields are package variables, so they are data in the wasm,
// and one function (field) builds every numberField.
type numSpec struct {
	key               string // the share-link key, also the input's ID
	label, unit, hint words.ID
	unitText          string // a unit that is not translated ("TB"); else unit
	hintless          bool   // no hint under the field
	// min and max bound the answer; max 0 means no upper bound. They are
	// the limits advisor.Normalize clamps to (advisor.Questions).
	min, max float64
	maxNote  words.ID // what the field says when it clamps to max, with max as its argument
	maxNoted bool     // maxNote is set
	money    bool     // the messages show the answer as dollars
	whole    bool     // the answer is rounded to a whole number, saying so
	optional bool     // the field may be empty, sent as "not set"
	// units are words accepted before or after the number and ignored
	// ("$", "h"), longest first.
	units []string
	// scale is what one of the field's unit is in plain numbers (1e9 for
	// a field in billions): a number written with a Chinese magnitude is a
	// plain count ("70亿" parameters), divided by it. 0: the same as 1.
	scale float64
}

// field is the spec's field in language l with value v.
func (s *numSpec) field(l words.Lang, v float64) *numberField {
	f := &numberField{Spec: *s, Lang: l, Label: words.T(l, s.label), Unit: s.unitText, Value: v}
	if f.Unit == "" {
		f.Unit = words.T(l, s.unit)
	}
	if !s.hintless {
		f.Hint = words.T(l, s.hint)
	}
	if s.maxNoted {
		f.MaxNote = words.T(l, s.maxNote, words.I(int(s.max)))
	}
	return f
}

// The page's number fields.
var (
	unitsVMs     = []string{"VMs", "nodes", "台虚拟机", "个节点", "节点", "台"}
	unitsStreams = []string{"streams", "requests", "个请求", "路", "个"}
	unitsBTokens = []string{"B tokens", "B token", "个 token", "token", "B"}

	seatsSpec   = numSpec{key: "seats", label: words.Seats, unit: words.UnitUsers, hint: words.SeatsHint, min: 1, max: 10000, whole: true, units: []string{"users", "seats", "名用户", "个席位", "席位", "名", "人"}}
	framesSpec  = numSpec{key: "frames", label: words.Frames, unit: words.UnitFrames, hint: words.FramesHint, min: 1, max: 1e7, whole: true, units: []string{"frames", "帧"}}
	fminSpec    = numSpec{key: "fmin", label: words.FrameMinutes, unit: words.UnitMinutesFrame, hint: words.FrameMinutesHint, min: 0.01, max: 10080, units: []string{"min/frame", "min", "minutes", "分钟/帧", "分钟"}}
	gpuhSpec    = numSpec{key: "gpuh", label: words.JobSize, unit: words.UnitA100Hours, hint: words.JobSizeHint, min: 1, max: 1e8, units: []string{"GPU-hours", "GPU 小时", "GPU小时", "h", "小时"}}
	nodesSpec   = numSpec{key: "nodes", label: words.Nodes, unit: words.UnitVMs, hint: words.NodesHint, min: 1, max: 1000, whole: true, units: unitsVMs}
	vidhSpec    = numSpec{key: "vidh", label: words.VideoHours, unit: words.UnitVideoHours, hint: words.VideoHoursHint, min: 1, max: 1e8, units: []string{"hours", "h", "小时视频", "小时"}}
	streamsSpec = numSpec{key: "conc", label: words.Streams, unit: words.UnitStreams, hint: words.StreamsHint, min: 1, max: 100000, whole: true, units: unitsStreams}
	startSpec   = numSpec{key: "nodes", label: words.StartVMs, unit: words.UnitVMs, hint: words.StartVMsHint, min: 1, max: 1000, whole: true, units: unitsVMs}
	paramsSpec  = numSpec{key: "params", label: words.ModelSize, unit: words.UnitBParams, hint: words.ModelSizeHint, min: 0.001, max: 10000, units: []string{"B params", "B 参数", "B参数", "个参数", "参数", "B"}, scale: 1e9}
	layersSpec  = numSpec{key: "layers", label: words.Layers, unit: words.UnitLayers, hint: words.LayersHint, min: 1, max: 1000, whole: true, optional: true}
	kvhSpec     = numSpec{key: "kvh", label: words.KVHeads, unit: words.UnitHeads, hint: words.KVHeadsHint, min: 1, max: 1024, whole: true, optional: true}
	hdimSpec    = numSpec{key: "hdim", label: words.HeadDim, unit: words.UnitDims, hint: words.HeadDimHint, min: 1, max: 1024, whole: true, optional: true}
	ctxSpec     = numSpec{key: "ctx", label: words.Context, unit: words.UnitTokens, hint: words.ContextHint, min: 128, max: 2097152, whole: true, units: []string{"tokens", "个 token", "token", "个"}}
	concSpec    = numSpec{key: "conc", label: words.Concurrency, unit: words.UnitRequests, hint: words.ConcurrencyHint, min: 1, max: 100000, whole: true, units: unitsStreams}
	tpsSpec     = numSpec{key: "tps", label: words.TargetTPS, unit: words.UnitTokensPerSec, hint: words.TargetTPSHint, min: 0, max: 1e7, optional: true, units: []string{"tokens/s", "tok/s", "token/秒", "token/s"}}
	tokensSpec  = numSpec{key: "tokens", label: words.TrainTokens, unit: words.UnitBTokens, hint: words.TrainTokensHint, min: 0, max: 1e6, optional: true, units: unitsBTokens, scale: 1e9}
	ptokensSpec = numSpec{key: "tokens", label: words.TrainTokens, unit: words.UnitBTokens, hint: words.PretrainTokensHint, min: 0, max: 1e6, optional: true, units: unitsBTokens, scale: 1e9}
	epochsSpec  = numSpec{key: "epochs", label: words.Epochs, unit: words.UnitPasses, hint: words.EpochsHint, min: 0.01, max: 1000, units: []string{"epochs", "passes", "轮"}}
	hoursSpec   = numSpec{key: "hours", label: words.HoursPerMonth, unit: words.UnitHoursMonth, hint: words.HoursHint, min: 1, max: 744, maxNote: words.HoursMax, maxNoted: true, units: []string{"h/month", "hours", "h", "小时/月", "小时"}}
	baseSpec    = numSpec{key: "base", label: words.BaseVMs, unit: words.UnitVMs, hint: words.BaseVMsHint, min: 0, max: 1000, whole: true, optional: true, units: []string{"VMs", "台虚拟机", "台"}}
	monthsSpec  = numSpec{key: "months", label: words.Months, unit: words.UnitMonths, hint: words.MonthsHint, min: 1, max: 120, maxNote: words.MonthsMax, maxNoted: true, whole: true, units: []string{"months", "month", "mo", "个月"}}
	budgetSpec  = numSpec{key: "budget", label: words.Budget, unit: words.UnitUSD, hint: words.BudgetHint, min: 0, max: 1e9, optional: true, money: true, units: []string{"$", "usd", "/month", "/mo", "美元", "/月"}}
	dataSpec    = numSpec{key: "data", label: words.DataSize, unitText: "TB", hint: words.DataSizeHint, min: 0.0001, max: 100000, units: []string{"TB"}}
	memSpec     = numSpec{key: "mem", label: words.FilterMem, unitText: "GB", hintless: true, min: 0, max: 1e6, optional: true, units: []string{"GB"}}
	maxphSpec   = numSpec{key: "maxph", label: words.FilterMaxPH, unitText: "$/h", hintless: true, min: 0, max: 1e6, money: true, optional: true, units: []string{"$/h", "$"}}
)
