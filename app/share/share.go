// Package share turns a person's answers into a shareable link and back.
//
// The link is a URL query string, versioned with v=1, for example
//
//	?v=1&task=finetune&params=13&prec=bf16&method=qlora&hours=200&months=2&spot=1&region=eastus,westeurope&stack=cuda&os=linux
//
// The keys and their values are a public contract: links that people have
// shared must keep working. Decode is forgiving (it never fails and explains
// what it ignored); Encode writes one canonical form.
//
// The package is pure: it imports nothing of go-app or syscall/js.
package share

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Limits and constants of the link format.
const (
	// Version is the link format version that Encode writes as v=.
	Version = "1"
	// MaxInput is the most bytes of a link that Decode reads.
	MaxInput = 4096
	// MaxValue is the longest value, in bytes, that Decode accepts for one key
	// (for region: for one region name of the comma list).
	MaxValue = 256
)

const (
	maxNum   = 1e9 // larger numbers are ignored as too large; Normalize clamps further
	maxShown = 40  // bytes of a bad value quoted in a notice
	maxFixed = 24  // longest number printed without an exponent
)

// State is everything a link carries.
type State struct {
	// Answers are the person's answers to the four steps.
	Answers advisor.Answers
	// Lang is the interface language, "en" or "zh". Decode always sets it;
	// Encode treats "" as "en".
	Lang string
	// Step is the wizard step shown, 1 to 4. Decode always sets it; Encode
	// treats 0 as 1.
	Step int
	// Present is presenter mode (larger text, higher contrast for screen
	// sharing): present=1, written only when on.
	Present bool
	// View is the view shown beside the wizard: compare or catalog (views.go).
	View View
	// Quote is what the link quoted (quote.go): its top pick and what it
	// cost, as the quote key writes it. Decode keeps the link's when it
	// can read it; Encode writes it last, when there is one. It is not an
	// answer.
	Quote string
}

// Decode reads a link: a query string ("?v=1&..." or "v=1&...") or a whole URL
// ("https://host/path?v=1&...").
//
// It never fails and never panics. Unknown keys are ignored; malformed values
// are left at the zero value so that advisor.Normalize fills the task's
// default. Every such case adds an advisor.Notice with code "ignored" that
// names the key and the value as written, e.g. `Ignored params="abc": not a
// number.` Never a silent wrong number: a value that Decode reads as another
// value, or that Normalize will silently replace, always gets one notice
// quoting it as written (and only one: Decode leaves to Normalize the values
// that Normalize itself reports).
//
// Decode returns every notice (a link of MaxInput bytes gives at most a few
// hundred); advisor.CapNotices groups and caps them for the screen.
//
// The rules:
//   - A link mangled on its way is repaired first, with a notice: "&amp;"
//     (HTML e-mail) is read as "&", and a ) . > " or ' that a chat program
//     glued onto its end is dropped (see docs/links.md).
//   - A missing v is read as version 1; any other version is read as version 1
//     with a notice.
//   - Keys are trimmed and matched case-insensitively. A repeated key: the first
//     one wins, with a notice.
//   - A value whose bytes are not UTF-8 ("%FF") is ignored, with a notice
//     that quotes the bytes escaped ("\xff").
//   - Values are trimmed. Enum values (task, model, prec, kv, method, load,
//     rmode, bound, price, os, multinode, stack, fw, deploy) are lower-cased and otherwise passed through
//     unchanged: whether they are valid is Normalize's job.
//   - Numbers are decimal ("13", "13.5", "1e3"); params and tokens, counts
//     in billions, also take a b ("70b") or t ("1t", a trillion) suffix; NaN, Inf, hexadecimal and empty
//     values are ignored, and so are negative numbers (no key takes one) and
//     numbers above 1e9 (no key plans for one), each with a notice.
//     Whole-number fields round a fraction to the nearest whole number, with a
//     notice. A number too small for a float64 ("1e-320", "1e-400") is read as
//     0, with a notice. A 0, as written or as read, means "not answered": when
//     the key applies to the task and Normalize fills a default other than 0
//     (e.g. months=0), a notice says so. tokens above what Normalize plans for
//     are read as that most, with a notice.
//   - Booleans are 0/1, false/true or no/yes.
//   - region is a comma list, each name trimmed and lower-cased, empty names
//     dropped. geo is trimmed but keeps its case (e.g. "Asia Pacific").
//   - lang is "en" or "zh" ("zh-CN" and "zh-Hans" read as "zh"); anything else
//     reads as "en" with a notice. Without lang, Lang is "en".
//   - step is 1 to 4; anything else reads as 1 with a notice. Without step,
//     Step is 1.
//   - For task=hpc without a valid fp64, FP64 takes the HPC default (true):
//     Normalize cannot fill a boolean's default, as false is a valid answer.
//   - Only the first MaxInput bytes are read (a pair cut in two is dropped);
//     a value longer than MaxValue bytes is ignored.
func Decode(s string) (State, []advisor.Notice) {
	d := &decoder{seen: map[string]bool{}, set: map[string]bool{}, unknown: map[string]bool{}}
	st := State{Lang: "en", Step: 1}
	if len(s) > MaxInput {
		next := s[MaxInput]
		s = s[:MaxInput]
		if next != '&' {
			if i := strings.LastIndexByte(s, '&'); i >= 0 {
				s = s[:i] // drop the pair cut in two
			}
		}
		d.note(words.LinkTooLong, words.S(strconv.Itoa(MaxInput)))
	}
	q, fixed := repair(query(s))
	if len(fixed) > 0 {
		d.note(words.LinkRepaired, words.List(fixed...))
	}
	for _, pair := range strings.Split(q, "&") {
		d.impact = advisor.Minor
		if strings.TrimSpace(pair) == "" {
			continue
		}
		rawK, rawV, _ := strings.Cut(pair, "=")
		k, err := url.QueryUnescape(rawK)
		if err != nil {
			d.note(words.LinkBadEscape, quote(pair))
			continue
		}
		k = strings.TrimSpace(k)
		key := strings.ToLower(k)
		f, known := lookup(key)
		d.impact = f.impact()
		if !known {
			if !d.unknown[key] {
				d.unknown[key] = true
				if key == "" {
					d.note(words.LinkNoKey, quote(pair))
				} else {
					d.note(words.LinkUnknownKey, quote(k))
				}
			}
			continue
		}
		v, err := url.QueryUnescape(rawV)
		if d.seen[key] {
			if err != nil {
				v = rawV
			}
			d.note(words.LinkRepeatedKey, words.S(key), quote(v))
			continue
		}
		d.seen[key] = true
		if err != nil {
			d.ignored(key, rawV, words.W(words.WhyBadEscape))
			continue
		}
		if !utf8.ValidString(v) { // a browser would show "\ufffd"; the notice quotes the bytes escaped
			d.ignored(key, v, words.W(words.WhyNotUTF8))
			continue
		}
		v = strings.TrimSpace(v)
		if f.lower {
			v = strings.ToLower(v)
		}
		if !f.list && len(v) > MaxValue {
			d.ignored(key, v, words.W(words.WhyLongerThan, words.S(strconv.Itoa(MaxValue))))
			continue
		}
		if f.set(&st, v, d) {
			d.set[key] = true
		}
	}
	if st.Answers.Task == advisor.HPC && !d.set["fp64"] {
		st.Answers.FP64 = advisor.Defaults(advisor.HPC).FP64
	}
	d.noteZeros(st.Answers)
	d.pairCurrency(&st.View)
	return st, d.notes
}

// noteZeros says which numbers read as 0 Normalize will replace by the task's
// default, now that the task is known; Normalize does so without a notice.
func (d *decoder) noteZeros(a advisor.Answers) {
	task := readAs(a.Task)
	def := advisor.Defaults(task)
	bit := answersBit(&a)
	for _, z := range d.zeros {
		f, _ := lookup(z.key)
		d.impact = f.impact()
		resets := false
		if applies(bit, z.key) {
			switch z.key {
			case "params": // a model preset names the size; without one, the default model's
				resets = a.Model == ""
			case "tokens": // every task that takes tokens fills them
				resets = true
			default:
				resets = number(&def, z.key) != 0
			}
		}
		switch {
		case resets && !z.changed:
			d.note(words.LinkZeroDefault, words.S(z.key), quote(z.raw))
		case resets:
			d.note(words.LinkZeroWhyDefault, words.S(z.key), quote(z.raw), words.W(z.why))
		case z.changed:
			d.note(words.LinkZeroWhy, words.S(z.key), quote(z.raw), words.W(z.why))
		}
	}
}

// readAs is the task Normalize reads: an empty or unknown task is inference.
func readAs(t advisor.Task) advisor.Task {
	for _, known := range advisor.Tasks {
		if t == known {
			return t
		}
	}
	return advisor.Inference
}

// Applies reports whether a link key matters for a task (an empty or unknown
// task is read as inference). The keys of steps 2 to 4 apply to every task;
// ahb only matters for Windows, which Encode checks itself.
func Applies(t advisor.Task, key string) bool { return applies(taskBit(t), key) }

// applies reports whether a link key matters for a task bit (answersBit).
func applies(bit uint8, key string) bool {
	f, known := lookup(key)
	return known && (f.tasks == 0 || f.tasks&bit != 0)
}

// answersBit is the answers' bit in field.tasks: their task's, or
// renderBatch for a batch render (issue 22), whose keys replace the seats'.
func answersBit(a *advisor.Answers) uint8 {
	bit := taskBit(advisor.Task(strings.ToLower(strings.TrimSpace(string(a.Task)))))
	if bit == render && advisor.RenderMode(strings.ToLower(strings.TrimSpace(string(a.RenderMode)))) == advisor.Batch {
		return renderBatch
	}
	return bit
}

// taskBit is a task's bit in field.tasks.
func taskBit(t advisor.Task) uint8 {
	switch readAs(t) {
	case advisor.Finetune:
		return finetune
	case advisor.Train:
		return train
	case advisor.Pretrain:
		return pretrain
	case advisor.Render:
		return render
	case advisor.HPC:
		return hpc
	case advisor.Transcode:
		return transcode
	}
	return inference
}

// Encode writes the canonical query string of a State, without the leading
// "?". Encoding is deterministic.
//
// v=1 comes first, then the keys in the order of the link format. Only the
// keys that matter for the task are written (see Applies); a key of another
// task (conc on a fine-tuning link, seats on an inference link) never is:
//
//	inference (and an empty or unknown task, which Normalize reads as
//	           inference): model params layers kvh hdim prec kv ctx conc tps
//	finetune, train:     model params layers kvh hdim prec method ctx tokens epochs
//	pretrain:            model params layers kvh hdim prec ctx tokens
//	render:              rmode seats load (interactive seats, rmode absent)
//	render, rmode=batch: rmode frames fmin
//	hpc:                 fp64 bound nodes gpuh
//	transcode:           conc nodes vidh
//
// The keys of steps 2 to 4 are written for every task: budget only when above
// zero, ahb only for windows, geo and region only when set. Numbers that are
// zero ("not answered") and empty enum values are left out; booleans are
// written as 0 or 1, except containers, lockin, cvm and arm, written only
// when set (an absent key reads as false, so older links stay short and
// unchanged). lang is written only for "zh", step only for 2 to 4 and present
// only when on.
//
// Numbers are printed in the shortest form that reads back exactly
// (strconv.FormatFloat(v, 'f', -1, 64)), with an exponent only for extreme
// values that would otherwise take more than 24 characters. Values are
// escaped with url.QueryEscape, except that the commas between region names
// stay literal. Enum values and region names are trimmed and lower-cased,
// geo is trimmed, as Decode reads them.
func Encode(s State) string {
	a := s.Answers
	var b strings.Builder
	b.WriteString("v=" + Version)
	task := answersBit(&a)
	windows := advisor.OS(strings.ToLower(strings.TrimSpace(string(a.OS)))) == advisor.Windows
	for _, f := range fields {
		if f.tasks != 0 && f.tasks&task == 0 || f.key == "ahb" && !windows {
			continue
		}
		var v string
		switch p := f.answer(&a).(type) {
		case *string:
			if v = strings.TrimSpace(*p); f.lower {
				v = strings.ToLower(v)
			}
			if f.ans == aRmode && v == string(advisor.Interactive) {
				v = "" // seats is the mode of a link without rmode
			}
		case *float64:
			if *p > 0 || *p != 0 && !f.opt {
				v = fmtNum(*p)
			}
		case *int:
			if *p != 0 {
				v = strconv.Itoa(*p)
			}
		case *bool:
			if *p {
				v = "1"
			} else if !f.opt {
				v = "0"
			}
		case *[]string: // the commas between region names stay literal
			var regions []string
			for _, r := range *p {
				if r = strings.ToLower(strings.TrimSpace(r)); r != "" {
					regions = append(regions, url.QueryEscape(r))
				}
			}
			if len(regions) > 0 {
				b.WriteString("&" + f.key + "=" + strings.Join(regions, ","))
			}
		case *advisor.Unsure:
			if names := UnsureList(*p); names != "" {
				b.WriteString("&" + f.key + "=" + names)
			}
		}
		putKey(&b, f.key, v)
	}
	encodeView(&b, s.View)
	encodeShop(&b, s.View)
	if lang(s.Lang) == "zh" {
		putKey(&b, "lang", "zh")
	}
	if s.Step >= 2 && s.Step <= 4 {
		putKey(&b, "step", strconv.Itoa(s.Step))
	}
	if s.Present {
		putKey(&b, "present", "1")
	}
	putKey(&b, "quote", s.Quote)
	out := b.String()
	if strings.HasSuffix(out, ".") { // Decode would take it for a chat program's full stop
		out = out[:len(out)-1] + "%2E"
	}
	return out
}

// decoder collects Decode's notices.
type decoder struct {
	notes   []advisor.Notice
	seen    map[string]bool // keys met
	set     map[string]bool // keys whose value was read
	unknown map[string]bool // unknown keys already reported
	zeros   []zero          // numbers read as 0, in link order
	impact  advisor.Impact  // what a notice about the key being read changes
}

// zero is a number read as 0: "not answered". Whether Normalize replaces it
// depends on the task, known only at the end of the link.
type zero struct {
	key, raw string
	changed  bool     // a value other than 0 was read as 0…
	why      words.ID // …for this reason
}

// note adds a notice; the values it quotes are as the link wrote them.
func (d *decoder) note(id words.ID, args ...words.Arg) {
	d.notes = append(d.notes, advisor.Notice{Code: "ignored", Text: words.M(id, args...), Impact: d.impact})
}

// ignored notes a value that was not read.
func (d *decoder) ignored(key, v string, why words.Arg) {
	d.note(words.LinkIgnored, words.S(key), quote(v), why)
}

// field is one key of the link format. A key of the answers is read and
// written by the type of the answer it holds (see answer); the other keys by
// their own functions (see other).
type field struct {
	key   string
	tasks uint8 // the tasks a key of step 1 applies to (bits); 0: every task
	lower bool  // enum-like: lower-case the value before reading it
	list  bool  // comma list: MaxValue applies to each item
	opt   bool  // written only when set: a number above 0, a boolean true
	ans   uint8 // the answer the key holds (see answer), or notAnswer
}

// The answers a key may hold, as field.ans.
const (
	notAnswer = iota
	aTask
	aModel
	aParams
	aLayers
	aKvh
	aHdim
	aPrec
	aKv
	aMethod
	aCtx
	aConc
	aTps
	aTokens
	aEpochs
	aSeats
	aLoad
	aFp64
	aBound
	aNodes
	aGpuh
	aVidh
	aHours
	aBase
	aMonths
	aSpot
	aBudget
	aPrice
	aOs
	aAhb
	aDevtest
	aData
	aMultinode
	aGeo
	aRegion
	aStack
	aFw
	aDeploy
	aContainers
	aLockin
	aCvm
	aArm
	// Batch rendering (issue 22).
	aRmode
	aFrames
	aFmin
	aUnsure
)

// The tasks, as the bits of field.tasks.
const (
	inference uint8 = 1 << iota
	finetune
	train
	pretrain
	render
	hpc
	transcode
	// renderBatch is a render task with rmode=batch (issue 22): not a task of
	// its own, but the keys of its job replace the seats'.
	renderBatch
	llm = inference | finetune | train | pretrain
)

// fields are the keys of the link format, in the order Encode writes them.
// A table rather than a map of closures: it is data in the wasm, not code.
var fields = []field{
	{key: "v"},
	{key: "task", lower: true, ans: aTask},
	{key: "model", tasks: llm, lower: true, ans: aModel},
	{key: "params", tasks: llm, ans: aParams},
	{key: "layers", tasks: llm, ans: aLayers},
	{key: "kvh", tasks: llm, ans: aKvh},
	{key: "hdim", tasks: llm, ans: aHdim},
	{key: "prec", tasks: llm, lower: true, ans: aPrec},
	{key: "kv", tasks: inference, lower: true, ans: aKv},
	{key: "method", tasks: finetune | train, lower: true, ans: aMethod},
	{key: "ctx", tasks: llm, ans: aCtx},
	{key: "conc", tasks: inference | transcode, ans: aConc},
	{key: "tps", tasks: inference, ans: aTps},
	{key: "tokens", tasks: finetune | train | pretrain, ans: aTokens},
	{key: "epochs", tasks: finetune | train, ans: aEpochs},
	{key: "unsure", tasks: llm, lower: true, list: true, ans: aUnsure}, // the answers above the person was not sure of
	// Render: the mode, then the seats' keys or a batch job's (issue 22).
	// rmode is written only for batch (Encode drops "seats"): a link without
	// it is seats, as every render link was before batch rendering.
	{key: "rmode", tasks: render | renderBatch, lower: true, ans: aRmode},
	{key: "frames", tasks: renderBatch, ans: aFrames},
	{key: "fmin", tasks: renderBatch, ans: aFmin},
	{key: "seats", tasks: render, ans: aSeats},
	{key: "load", tasks: render, lower: true, ans: aLoad},
	{key: "fp64", tasks: hpc, lower: true, ans: aFp64},
	{key: "bound", tasks: hpc, lower: true, ans: aBound},
	{key: "nodes", tasks: hpc | transcode, ans: aNodes},
	{key: "gpuh", tasks: hpc, ans: aGpuh},
	{key: "vidh", tasks: transcode, ans: aVidh},
	{key: "hours", ans: aHours},
	{key: "base", ans: aBase},
	{key: "months", ans: aMonths},
	{key: "spot", lower: true, ans: aSpot},
	{key: "budget", opt: true, ans: aBudget},
	{key: "price", lower: true, ans: aPrice},
	{key: "os", lower: true, ans: aOs},
	{key: "ahb", lower: true, ans: aAhb}, // written for windows only
	{key: "devtest", lower: true, ans: aDevtest},
	{key: "data", ans: aData},
	{key: "multinode", lower: true, ans: aMultinode},
	{key: "geo", ans: aGeo},
	{key: "region", lower: true, list: true, ans: aRegion},
	{key: "stack", lower: true, ans: aStack},
	{key: "fw", lower: true, ans: aFw},
	{key: "deploy", lower: true, ans: aDeploy},
	{key: "containers", lower: true, opt: true, ans: aContainers}, // false is the default, so links stay short
	{key: "lockin", lower: true, opt: true, ans: aLockin},
	{key: "cvm", lower: true, opt: true, ans: aCvm},
	{key: "arm", lower: true, opt: true, ans: aArm},
	// The view's keys (views.go), then the page's.
	{key: "view", lower: true},
	{key: "sizes", list: true},
	{key: "cols", lower: true, list: true},
	{key: "retired", lower: true},
	{key: "memgpu"},
	{key: "cur"},
	{key: "rate"},
	{key: "q"},
	{key: "sort", lower: true},
	{key: "vendor", lower: true},
	{key: "gpu"},
	{key: "mem"},
	{key: "maxph"},
	{key: "detail"},
	{key: "in", lower: true, list: true},
	{key: "lang", lower: true},
	{key: "step"},
	{key: "present", lower: true},
	{key: "quote"},
}

// AnswerKeys are the keys of the link format that hold an answer, in the
// order Encode writes them (tools/site names each for web/boot.js).
func AnswerKeys() []string {
	var out []string
	for _, f := range fields {
		if f.ans != notAnswer {
			out = append(out, f.key)
		}
	}
	return out
}

// UnsureList is the value of the key unsure for u: "ctx,tokens".
func UnsureList(u advisor.Unsure) string {
	var names []string
	for _, n := range advisor.UnsureKeys {
		if u&n.Bit != 0 {
			names = append(names, n.Key)
		}
	}
	return strings.Join(names, ",")
}

// impact is what a notice about the key changes of the answer.
func (f field) impact() advisor.Impact {
	switch f.ans {
	case aTask:
		return advisor.ChangesTask
	case aModel, aParams, aLayers, aKvh, aHdim:
		return advisor.ChangesModel
	case aPrec:
		return advisor.ChangesPrecision
	case aGeo, aRegion:
		return advisor.ChangesRegion
	}
	return advisor.Minor
}

// lookup finds a key of the link format.
func lookup(key string) (field, bool) {
	for _, f := range fields {
		if f.key == key {
			return f, true
		}
	}
	return field{}, false
}

// answer points to the answer a key holds: a *string, *float64, *int, *bool
// or *[]string; nil for the keys that are not answers. A switch on a small
// number, not on the key: smaller code.
func (f field) answer(a *advisor.Answers) any {
	switch f.ans {
	case aTask:
		return (*string)(&a.Task)
	case aModel:
		return &a.Model
	case aParams:
		return &a.ParamsB
	case aLayers:
		return &a.Layers
	case aKvh:
		return &a.KVHeads
	case aHdim:
		return &a.HeadDim
	case aPrec:
		return (*string)(&a.Precision)
	case aKv:
		return (*string)(&a.KVCache)
	case aMethod:
		return (*string)(&a.Method)
	case aCtx:
		return &a.Context
	case aConc:
		return &a.Concurrency
	case aTps:
		return &a.TargetTPS
	case aTokens:
		return &a.TokensB
	case aEpochs:
		return &a.Epochs
	case aSeats:
		return &a.Seats
	case aLoad:
		return (*string)(&a.Load)
	case aFp64:
		return &a.FP64
	case aBound:
		return &a.HPCBound
	case aNodes:
		return &a.Nodes
	case aGpuh:
		return &a.RefGPUHours
	case aVidh:
		return &a.VideoHours
	case aHours:
		return &a.HoursPerMonth
	case aBase:
		return &a.BaseVMs
	case aMonths:
		return &a.Months
	case aSpot:
		return &a.Interruptible
	case aBudget:
		return &a.BudgetUSD
	case aPrice:
		return (*string)(&a.Price)
	case aOs:
		return (*string)(&a.OS)
	case aAhb:
		return &a.HybridBenefit
	case aDevtest:
		return &a.DevTest
	case aData:
		return &a.DataTB
	case aMultinode:
		return (*string)(&a.Multinode)
	case aGeo:
		return &a.Geo
	case aRegion:
		return &a.Regions
	case aStack:
		return (*string)(&a.Stack)
	case aFw:
		return (*string)(&a.Framework)
	case aDeploy:
		return (*string)(&a.Deploy)
	case aContainers:
		return &a.Containers
	case aLockin:
		return &a.LockIn
	case aCvm:
		return &a.Confidential
	case aArm:
		return &a.Arm64
	case aRmode:
		return (*string)(&a.RenderMode)
	case aFrames:
		return &a.Frames
	case aFmin:
		return &a.FrameMinutes
	case aUnsure:
		return &a.Unsure
	}
	return nil
}

// number is the value of a numeric answer.
func number(a *advisor.Answers, key string) float64 {
	f, _ := lookup(key)
	switch p := f.answer(a).(type) {
	case *float64:
		return *p
	case *int:
		return float64(*p)
	}
	return 0
}

// set reads a key's value into st, and reports whether it was read.
func (f field) set(st *State, v string, d *decoder) bool {
	key := f.key
	switch p := f.answer(&st.Answers).(type) {
	case *string:
		if v == "" {
			d.ignored(key, v, words.W(words.WhyNoValue))
			return false
		}
		*p = v
	case *float64:
		n, ok := readNum(key, v, false, d)
		if !ok {
			return false
		}
		// Normalize caps the tokens without a notice: Decode caps them, with
		// a notice quoting the value as written.
		if key == "tokens" && n > maxTokensB() {
			n = maxTokensB()
			d.note(words.LinkCapped, words.S(key), quote(v), words.S(fmtNum(n)))
		}
		*p = n
	case *int:
		n, ok := readNum(key, v, true, d)
		if !ok {
			return false
		}
		*p = int(n)
	case *bool:
		switch v {
		case "1", "true", "yes":
			*p = true
		case "0", "false", "no":
			*p = false
		case "":
			d.ignored(key, v, words.W(words.WhyNoValue))
			return false
		default:
			d.ignored(key, v, words.W(words.WhyNotBool))
			return false
		}
	case *[]string:
		*p = regions(key, v, d)
	case *advisor.Unsure:
		*p = 0
		for _, name := range strings.Split(v, ",") {
			name = strings.TrimSpace(name)
			known := false
			for _, u := range advisor.UnsureKeys {
				if u.Key == name {
					*p, known = *p|u.Bit, true
				}
			}
			if !known && name != "" {
				d.ignored(key, name, words.W(words.WhyNotUnsure))
			}
		}
	default:
		return other(st, key, v, d)
	}
	return true
}

// other reads the keys that are not answers.
func other(st *State, key, v string, d *decoder) bool {
	switch key {
	case "v":
		return version(v, d)
	case "lang":
		return setLang(st, key, v, d)
	case "step":
		return step(st, key, v, d)
	case "present":
		return present(st, key, v, d)
	case "quote":
		return setQuote(st, v, d)
	}
	return setViewKey(st, key, v, d) || setShopKey(st, key, v, d)
}

// present reads presenter mode: a view setting, not an answer.
func present(st *State, key, v string, d *decoder) bool {
	switch v {
	case "1", "true", "yes":
		st.Present = true
	case "0", "false", "no":
		st.Present = false
	default:
		d.ignored(key, v, words.W(words.WhyNotBool))
		return false
	}
	return true
}

func version(v string, d *decoder) bool {
	if v == Version {
		return true
	}
	shown := words.S(v)
	if v == "" || strings.Trim(v, "0123456789") != "" || len(v) > 9 {
		shown = quote(v)
	}
	d.note(words.LinkVersion, shown, words.S(Version))
	return false
}

// maxTokensB is the most training tokens Normalize keeps, asked of Normalize
// once. (A sync.Once, not sync.OnceValue: each OnceValue is a generic
// instantiation in the wasm, a Once is already there.)
func maxTokensB() float64 {
	maxTokens.Do(func() {
		a, _ := advisor.Normalize(advisor.Answers{Task: advisor.Pretrain, TokensB: maxNum}, nil)
		maxTokens.v = a.TokensB
	})
	return maxTokens.v
}

var maxTokens struct {
	sync.Once
	v float64
}

// readNum reads a number for key, whole or not, and notes what it changes. A
// number read as 0 is noted later, by noteZeros, when the task is known.
func readNum(key, v string, whole bool, d *decoder) (float64, bool) {
	num, scale := v, 1.0
	if n := len(v) - 1; n > 0 && (key == "params" || key == "tokens") {
		// Counts in billions: "70b" is 70 and "1t" a trillion, as model cards write them.
		switch v[n] {
		case 'b', 'B':
			num = v[:n]
		case 't', 'T':
			num, scale = v[:n], 1000
		}
	}
	f, why, ok := parseNum(num)
	f *= scale
	switch {
	case !ok:
	case f < 0:
		why, ok = words.WhyNegative, false
	case f > maxNum:
		why, ok = words.WhyTooLarge, false
	}
	if !ok {
		d.ignored(key, v, words.W(why))
		return 0, false
	}
	r, changed, change := f, false, words.ID(0)
	switch {
	case whole && math.Round(f) != f:
		r, changed, change = math.Round(f), true, words.WhyWhole
	case f != 0 && f < 0x1p-1022 /* subnormal */, f == 0 && nonzero(v):
		r, changed, change = 0, true, words.WhyTooSmall
	}
	if r == 0 {
		d.zeros = append(d.zeros, zero{key: key, raw: v, changed: changed, why: change})
		return 0, true // -0 too
	}
	if changed {
		d.note(words.LinkReadAs, words.S(key), quote(v), words.S(fmtNum(r)), words.W(change))
	}
	return r, true
}

// nonzero reports whether a decimal number has a digit other than 0 before
// its exponent: "1e-400" does, though it reads as 0.
func nonzero(v string) bool {
	if i := strings.IndexAny(v, "eE"); i >= 0 {
		v = v[:i]
	}
	return strings.ContainsAny(v, "123456789")
}

// regions reads the comma list of region names.
func regions(key, v string, d *decoder) []string {
	var out []string
	for _, r := range strings.Split(v, ",") {
		r = strings.TrimSpace(r)
		switch {
		case r == "":
		case len(r) > MaxValue:
			d.note(words.LinkRegionTooLong, quote(r), words.S(key), words.S(strconv.Itoa(MaxValue)))
		default:
			out = append(out, r)
		}
	}
	return out
}

func setLang(st *State, key, v string, d *decoder) bool {
	if l := lang(v); l != "" {
		st.Lang = l
		return true
	}
	d.ignored(key, v, words.W(words.WhyNotLang))
	return false
}

// lang maps a language tag to "en" or "zh", or "" when it is neither.
func lang(v string) string {
	v = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(v)), "_", "-")
	switch v {
	case "", "en":
		return "en"
	case "zh", "zh-cn", "zh-hans", "zh-hans-cn", "zh-sg", "zh-hans-sg":
		return "zh"
	}
	if strings.HasPrefix(v, "en-") {
		return "en"
	}
	return ""
}

func step(st *State, key, v string, d *decoder) bool {
	f, _, ok := parseNum(v)
	if ok && f == math.Trunc(f) && f >= 1 && f <= 4 {
		st.Step = int(f)
		return true
	}
	d.ignored(key, v, words.W(words.WhyNotStep))
	return false
}

// parseNum reads a decimal number, or says why it cannot.
func parseNum(v string) (f float64, why words.ID, ok bool) {
	if v == "" {
		return 0, words.WhyNoValue, false
	}
	if !decimal(v) {
		return 0, words.WhyNotNumber, false
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, words.WhyTooLarge, false
	}
	return f, 0, true
}

// decimal reports whether s is a decimal number: an optional sign, digits with
// an optional decimal point, and an optional exponent.
func decimal(s string) bool {
	i, digits := 0, 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		digits++
	}
	if i < len(s) && s[i] == '.' {
		for i++; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
			exp++
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(s)
}

// query returns the query part of a link: what follows the "?" of a URL or
// path, without the fragment.
func query(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	lower := strings.ToLower(s)
	if strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") {
		if i := strings.IndexByte(s, '?'); i >= 0 {
			return s[i+1:]
		}
		return ""
	}
	// "?v=1&..." or "/app/?v=1&...": a "?" before any "=" or "&".
	if i := strings.IndexByte(s, '?'); i >= 0 && !strings.ContainsAny(s[:i], "=&") {
		return s[i+1:]
	}
	return s
}

// repair undoes what mail and chat programs do to a link: HTML e-mail
// writes each & as &amp; (every key then starts with "amp;"), and chat
// programs take the sentence's closing ) . > " or ' into the link. It returns
// the link and what it removed, quoted. Encode never ends a link with one of
// these, so a canonical link is never "repaired".
func repair(q string) (string, []words.Arg) {
	var fixed []words.Arg
	if strings.Contains(q, "&amp;") || strings.HasPrefix(q, "amp;") {
		for strings.Contains(q, "&amp;") { // &amp;amp; when escaped twice
			q = strings.ReplaceAll(q, "&amp;", "&")
		}
		q = strings.TrimPrefix(q, "amp;")
		fixed = append(fixed, quote("&amp;"))
	}
	if t := strings.TrimRight(q, `).>"'`); t != q {
		fixed = append(fixed, quote(q[len(t):]))
		q = t
	}
	return q, fixed
}

// fmtNum prints a number in the shortest form that reads back exactly.
func fmtNum(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if len(s) > maxFixed {
		s = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return s
}

// quote quotes a value for a notice as the link wrote it, shortened to
// maxShown bytes.
func quote(v string) words.Arg {
	if len(v) > maxShown {
		cut := maxShown
		for cut > 0 && !utf8.RuneStart(v[cut]) {
			cut--
		}
		return words.Quote(v[:cut] + "…")
	}
	return words.Quote(v)
}
