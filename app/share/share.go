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
	"fmt"
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
//   - A missing v is read as version 1; any other version is read as version 1
//     with a notice.
//   - Keys are trimmed and matched case-insensitively. A repeated key: the first
//     one wins, with a notice.
//   - Values are trimmed. Enum values (task, model, prec, kv, method, load,
//     bound, price, os, multinode, stack, fw, deploy) are lower-cased and otherwise passed through
//     unchanged: whether they are valid is Normalize's job.
//   - Numbers are decimal ("13", "13.5", "1e3"); NaN, Inf, hexadecimal and empty
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
		d.note(fmt.Sprintf("This link is longer than %d bytes: only the first %d bytes were read.", MaxInput, MaxInput))
	}
	for _, pair := range strings.Split(query(s), "&") {
		if strings.TrimSpace(pair) == "" {
			continue
		}
		rawK, rawV, _ := strings.Cut(pair, "=")
		k, err := url.QueryUnescape(rawK)
		if err != nil {
			d.note(fmt.Sprintf("Ignored %s: malformed escape (%% must be followed by two hex digits).", quote(pair)))
			continue
		}
		k = strings.TrimSpace(k)
		key := strings.ToLower(k)
		f, known := fields[key]
		if !known {
			if !d.unknown[key] {
				d.unknown[key] = true
				if key == "" {
					d.note(fmt.Sprintf("Ignored %s: no key.", quote(pair)))
				} else {
					d.note(fmt.Sprintf("Ignored unknown key %s.", quote(k)))
				}
			}
			continue
		}
		v, err := url.QueryUnescape(rawV)
		if d.seen[key] {
			if err != nil {
				v = rawV
			}
			d.note(fmt.Sprintf("Ignored repeated key %s=%s: the first %s is used.", key, quote(v), key))
			continue
		}
		d.seen[key] = true
		if err != nil {
			d.ignored(key, rawV, "malformed escape (% must be followed by two hex digits)")
			continue
		}
		v = strings.TrimSpace(v)
		if f.lower {
			v = strings.ToLower(v)
		}
		if !f.list && len(v) > MaxValue {
			d.ignored(key, v, fmt.Sprintf("longer than %d bytes", MaxValue))
			continue
		}
		if f.set(&st, key, v, d) {
			d.set[key] = true
		}
	}
	if st.Answers.Task == advisor.HPC && !d.set["fp64"] {
		st.Answers.FP64 = advisor.Defaults(advisor.HPC).FP64
	}
	d.noteZeros(st.Answers)
	return st, d.notes
}

// noteZeros says which numbers read as 0 Normalize will replace by the task's
// default, now that the task is known; Normalize does so without a notice.
func (d *decoder) noteZeros(a advisor.Answers) {
	task := readAs(a.Task)
	def := advisor.Defaults(task)
	for _, z := range d.zeros {
		resets := false
		if Applies(task, z.key) {
			switch z.key {
			case "params": // a model preset names the size; without one, the default model's
				resets = a.Model == ""
			case "tokens": // every task that takes tokens fills them
				resets = true
			default:
				resets = fields[z.key].def(&def) != 0
			}
		}
		switch {
		case resets && z.why == "":
			d.note(fmt.Sprintf("Read %s=%s as not answered: using the task's default.", z.key, quote(z.raw)))
		case resets:
			d.note(fmt.Sprintf("Read %s=%s as 0 (%s), which means not answered: using the task's default.", z.key, quote(z.raw), z.why))
		case z.why != "":
			d.note(fmt.Sprintf("Read %s=%s as 0: %s.", z.key, quote(z.raw), z.why))
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

// taskKeys are the keys of step 1 that apply to each task, in link order.
// Every other key of step 1 is left out of the links of that task.
var taskKeys = map[advisor.Task][]string{
	advisor.Inference: {"model", "params", "layers", "kvh", "hdim", "prec", "kv", "ctx", "conc", "tps"},
	advisor.Finetune:  {"model", "params", "layers", "kvh", "hdim", "prec", "method", "ctx", "tokens", "epochs"},
	advisor.Train:     {"model", "params", "layers", "kvh", "hdim", "prec", "method", "ctx", "tokens", "epochs"},
	advisor.Pretrain:  {"model", "params", "layers", "kvh", "hdim", "prec", "ctx", "tokens"},
	advisor.Render:    {"seats", "load"},
	advisor.HPC:       {"fp64", "bound", "nodes", "gpuh"},
	advisor.Transcode: {"conc", "nodes", "vidh"},
}

// step1Keys are the keys of step 1: those that apply to some tasks only.
var step1Keys = map[string]bool{}

func init() {
	for _, keys := range taskKeys {
		for _, k := range keys {
			step1Keys[k] = true
		}
	}
}

// Applies reports whether a link key matters for a task (an empty or unknown
// task is read as inference). The keys of steps 2 to 4 apply to every task;
// ahb only matters for Windows, which Encode checks itself.
func Applies(t advisor.Task, key string) bool {
	if !step1Keys[key] {
		_, known := fields[key]
		return known
	}
	for _, k := range taskKeys[readAs(t)] {
		if k == key {
			return true
		}
	}
	return false
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
//	render:              seats load
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
	put := func(k, v string) {
		b.WriteByte('&')
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(v))
	}
	enum := func(k, v string) {
		if v = strings.ToLower(strings.TrimSpace(v)); v != "" {
			put(k, v)
		}
	}
	num := func(k string, v float64) {
		if v != 0 {
			put(k, fmtNum(v))
		}
	}
	whole := func(k string, v int) {
		if v != 0 {
			put(k, strconv.Itoa(v))
		}
	}
	flag := func(k string, v bool) {
		if v {
			put(k, "1")
		} else {
			put(k, "0")
		}
	}

	task := advisor.Task(strings.ToLower(strings.TrimSpace(string(a.Task))))
	enum("task", string(task))
	switch task {
	case advisor.Render:
		whole("seats", a.Seats)
		enum("load", string(a.Load))
	case advisor.HPC:
		flag("fp64", a.FP64)
		enum("bound", a.HPCBound)
		whole("nodes", a.Nodes)
		num("gpuh", a.RefGPUHours)
	case advisor.Transcode:
		whole("conc", a.Concurrency)
		whole("nodes", a.Nodes)
		num("vidh", a.VideoHours)
	default: // the LLM tasks; Normalize reads an empty or unknown task as inference
		in := func(k string) bool { return Applies(task, k) }
		enum("model", a.Model)
		num("params", a.ParamsB)
		whole("layers", a.Layers)
		whole("kvh", a.KVHeads)
		whole("hdim", a.HeadDim)
		enum("prec", string(a.Precision))
		if in("kv") {
			enum("kv", string(a.KVCache))
		}
		if in("method") {
			enum("method", string(a.Method))
		}
		whole("ctx", a.Context)
		if in("conc") {
			whole("conc", a.Concurrency)
		}
		if in("tps") {
			num("tps", a.TargetTPS)
		}
		if in("tokens") {
			num("tokens", a.TokensB)
		}
		if in("epochs") {
			num("epochs", a.Epochs)
		}
	}

	num("hours", a.HoursPerMonth)
	whole("base", a.BaseVMs)
	whole("months", a.Months)
	flag("spot", a.Interruptible)
	if a.BudgetUSD > 0 {
		num("budget", a.BudgetUSD)
	}
	enum("price", string(a.Price))
	os := strings.ToLower(strings.TrimSpace(string(a.OS)))
	enum("os", os)
	if advisor.OS(os) == advisor.Windows {
		flag("ahb", a.HybridBenefit)
	}
	flag("devtest", a.DevTest)
	num("data", a.DataTB)
	enum("multinode", string(a.Multinode))
	if geo := strings.TrimSpace(a.Geo); geo != "" {
		put("geo", geo)
	}
	var regions []string
	for _, r := range a.Regions {
		if r = strings.ToLower(strings.TrimSpace(r)); r != "" {
			regions = append(regions, url.QueryEscape(r))
		}
	}
	if len(regions) > 0 {
		b.WriteString("&region=" + strings.Join(regions, ","))
	}
	enum("stack", string(a.Stack))
	enum("fw", string(a.Framework))
	enum("deploy", string(a.Deploy))
	if a.Containers { // false is the default, so links stay short
		flag("containers", true)
	}
	if a.LockIn {
		flag("lockin", true)
	}
	if a.Confidential {
		flag("cvm", true)
	}
	if a.Arm64 {
		flag("arm", true)
	}
	encodeView(&b, s.View)
	if lang(s.Lang) == "zh" {
		put("lang", "zh")
	}
	if s.Step >= 2 && s.Step <= 4 {
		put("step", strconv.Itoa(s.Step))
	}
	if s.Present {
		put("present", "1")
	}
	return b.String()
}

// decoder collects Decode's notices.
type decoder struct {
	notes   []advisor.Notice
	seen    map[string]bool // keys met
	set     map[string]bool // keys whose value was read
	unknown map[string]bool // unknown keys already reported
	zeros   []zero          // numbers read as 0, in link order
}

// zero is a number read as 0: "not answered". Whether Normalize replaces it
// depends on the task, known only at the end of the link.
type zero struct {
	key, raw string
	why      string // why a value other than 0 was read as 0, or ""
}

func (d *decoder) note(text string) {
	d.notes = append(d.notes, advisor.Notice{Code: "ignored", Text: words.Untranslated(text)})
}

// ignored notes a value that was not read.
func (d *decoder) ignored(key, v, why string) {
	d.note(fmt.Sprintf("Ignored %s=%s: %s.", key, quote(v), why))
}

// field is how one key is read. set reports whether the value was read.
type field struct {
	lower bool // enum-like: lower-case the value before reading it
	list  bool // comma list: MaxValue applies to each item
	set   func(st *State, key, v string, d *decoder) bool
	def   func(a *advisor.Answers) float64 // numbers: the field's value in a
}

// fields are the keys of the link format.
var fields = map[string]field{
	"v":          {set: version},
	"task":       enumField(func(a *advisor.Answers) *string { return (*string)(&a.Task) }),
	"model":      enumField(func(a *advisor.Answers) *string { return &a.Model }),
	"params":     floatField(func(a *advisor.Answers) *float64 { return &a.ParamsB }),
	"layers":     intField(func(a *advisor.Answers) *int { return &a.Layers }),
	"kvh":        intField(func(a *advisor.Answers) *int { return &a.KVHeads }),
	"hdim":       intField(func(a *advisor.Answers) *int { return &a.HeadDim }),
	"kv":         enumField(func(a *advisor.Answers) *string { return (*string)(&a.KVCache) }),
	"tps":        floatField(func(a *advisor.Answers) *float64 { return &a.TargetTPS }),
	"epochs":     floatField(func(a *advisor.Answers) *float64 { return &a.Epochs }),
	"bound":      enumField(func(a *advisor.Answers) *string { return &a.HPCBound }),
	"gpuh":       floatField(func(a *advisor.Answers) *float64 { return &a.RefGPUHours }),
	"vidh":       floatField(func(a *advisor.Answers) *float64 { return &a.VideoHours }),
	"cvm":        boolField(func(a *advisor.Answers) *bool { return &a.Confidential }),
	"arm":        boolField(func(a *advisor.Answers) *bool { return &a.Arm64 }),
	"prec":       enumField(func(a *advisor.Answers) *string { return (*string)(&a.Precision) }),
	"method":     enumField(func(a *advisor.Answers) *string { return (*string)(&a.Method) }),
	"ctx":        intField(func(a *advisor.Answers) *int { return &a.Context }),
	"conc":       intField(func(a *advisor.Answers) *int { return &a.Concurrency }),
	"tokens":     cappedField(func(a *advisor.Answers) *float64 { return &a.TokensB }, maxTokensB),
	"seats":      intField(func(a *advisor.Answers) *int { return &a.Seats }),
	"load":       enumField(func(a *advisor.Answers) *string { return (*string)(&a.Load) }),
	"fp64":       boolField(func(a *advisor.Answers) *bool { return &a.FP64 }),
	"nodes":      intField(func(a *advisor.Answers) *int { return &a.Nodes }),
	"hours":      floatField(func(a *advisor.Answers) *float64 { return &a.HoursPerMonth }),
	"base":       intField(func(a *advisor.Answers) *int { return &a.BaseVMs }),
	"months":     intField(func(a *advisor.Answers) *int { return &a.Months }),
	"spot":       boolField(func(a *advisor.Answers) *bool { return &a.Interruptible }),
	"budget":     floatField(func(a *advisor.Answers) *float64 { return &a.BudgetUSD }),
	"price":      enumField(func(a *advisor.Answers) *string { return (*string)(&a.Price) }),
	"os":         enumField(func(a *advisor.Answers) *string { return (*string)(&a.OS) }),
	"ahb":        boolField(func(a *advisor.Answers) *bool { return &a.HybridBenefit }),
	"devtest":    boolField(func(a *advisor.Answers) *bool { return &a.DevTest }),
	"data":       floatField(func(a *advisor.Answers) *float64 { return &a.DataTB }),
	"multinode":  enumField(func(a *advisor.Answers) *string { return (*string)(&a.Multinode) }),
	"geo":        {set: geo},
	"region":     {lower: true, list: true, set: regions},
	"stack":      enumField(func(a *advisor.Answers) *string { return (*string)(&a.Stack) }),
	"fw":         enumField(func(a *advisor.Answers) *string { return (*string)(&a.Framework) }),
	"deploy":     enumField(func(a *advisor.Answers) *string { return (*string)(&a.Deploy) }),
	"containers": boolField(func(a *advisor.Answers) *bool { return &a.Containers }),
	"lockin":     boolField(func(a *advisor.Answers) *bool { return &a.LockIn }),
	"lang":       {lower: true, set: setLang},
	"step":       {set: step},
	"present":    {lower: true, set: present},
}

// present reads presenter mode: a view setting, not an answer.
func present(st *State, key, v string, d *decoder) bool {
	switch v {
	case "1", "true", "yes":
		st.Present = true
	case "0", "false", "no":
		st.Present = false
	default:
		d.ignored(key, v, "not 0 or 1")
		return false
	}
	return true
}

func version(_ *State, _, v string, d *decoder) bool {
	if v == Version {
		return true
	}
	shown := v
	if v == "" || strings.Trim(v, "0123456789") != "" || len(v) > 9 {
		shown = quote(v)
	}
	d.note(fmt.Sprintf("This link is version %s; read as version %s.", shown, Version))
	return false
}

func enumField(p func(*advisor.Answers) *string) field {
	return field{lower: true, set: func(st *State, key, v string, d *decoder) bool {
		if v == "" {
			d.ignored(key, v, "no value")
			return false
		}
		*p(&st.Answers) = v
		return true
	}}
}

func floatField(p func(*advisor.Answers) *float64) field { return cappedField(p, nil) }

// cappedField reads a number that Normalize caps without a notice at most()
// (nil: Normalize reports every change): Decode caps it, with a notice quoting
// the value as written.
func cappedField(p func(*advisor.Answers) *float64, most func() float64) field {
	return field{
		set: func(st *State, key, v string, d *decoder) bool {
			f, ok := readNum(key, v, false, d)
			if !ok {
				return false
			}
			if most != nil && f > most() {
				f = most()
				d.note(fmt.Sprintf("Read %s=%s as %s: the most this tool plans for.", key, quote(v), fmtNum(f)))
			}
			*p(&st.Answers) = f
			return true
		},
		def: func(a *advisor.Answers) float64 { return *p(a) },
	}
}

func intField(p func(*advisor.Answers) *int) field {
	return field{
		set: func(st *State, key, v string, d *decoder) bool {
			f, ok := readNum(key, v, true, d)
			if ok {
				*p(&st.Answers) = int(f)
			}
			return ok
		},
		def: func(a *advisor.Answers) float64 { return float64(*p(a)) },
	}
}

// maxTokensB is the most training tokens Normalize keeps, asked of Normalize.
var maxTokensB = sync.OnceValue(func() float64 {
	a, _ := advisor.Normalize(advisor.Answers{Task: advisor.Pretrain, TokensB: maxNum}, nil)
	return a.TokensB
})

// readNum reads a number for key, whole or not, and notes what it changes. A
// number read as 0 is noted later, by noteZeros, when the task is known.
func readNum(key, v string, whole bool, d *decoder) (float64, bool) {
	f, why := parseNum(v)
	switch {
	case why != "":
	case f < 0:
		why = "negative"
	case f > maxNum:
		why = "too large"
	}
	if why != "" {
		d.ignored(key, v, why)
		return 0, false
	}
	r, change := f, ""
	switch {
	case whole && math.Round(f) != f:
		r, change = math.Round(f), "a whole number is needed"
	case f != 0 && f < 0x1p-1022 /* subnormal */, f == 0 && nonzero(v):
		r, change = 0, "too small"
	}
	if r == 0 {
		d.zeros = append(d.zeros, zero{key: key, raw: v, why: change})
		return 0, true // -0 too
	}
	if change != "" {
		d.note(fmt.Sprintf("Read %s=%s as %s: %s.", key, quote(v), fmtNum(r), change))
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

func boolField(p func(*advisor.Answers) *bool) field {
	return field{lower: true, set: func(st *State, key, v string, d *decoder) bool {
		switch v {
		case "1", "true", "yes":
			*p(&st.Answers) = true
		case "0", "false", "no":
			*p(&st.Answers) = false
		case "":
			d.ignored(key, v, "no value")
			return false
		default:
			d.ignored(key, v, "not 0 or 1")
			return false
		}
		return true
	}}
}

func geo(st *State, key, v string, d *decoder) bool {
	if v == "" {
		d.ignored(key, v, "no value")
		return false
	}
	st.Answers.Geo = v
	return true
}

func regions(st *State, key, v string, d *decoder) bool {
	var out []string
	for _, r := range strings.Split(v, ",") {
		r = strings.TrimSpace(r)
		switch {
		case r == "":
		case len(r) > MaxValue:
			d.note(fmt.Sprintf("Ignored the region %s in %s: longer than %d bytes.", quote(r), key, MaxValue))
		default:
			out = append(out, r)
		}
	}
	st.Answers.Regions = out
	return true
}

func setLang(st *State, key, v string, d *decoder) bool {
	if l := lang(v); l != "" {
		st.Lang = l
		return true
	}
	d.ignored(key, v, "not en or zh; showing English")
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
	f, why := parseNum(v)
	if why == "" && f == math.Trunc(f) && f >= 1 && f <= 4 {
		st.Step = int(f)
		return true
	}
	d.ignored(key, v, "not a step from 1 to 4; showing step 1")
	return false
}

// parseNum reads a decimal number, or says why it cannot.
func parseNum(v string) (float64, string) {
	if v == "" {
		return 0, "no value"
	}
	if !decimal(v) {
		return 0, "not a number"
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, "too large"
	}
	return f, ""
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

// fmtNum prints a number in the shortest form that reads back exactly.
func fmtNum(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if len(s) > maxFixed {
		s = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return s
}

// quote quotes a value for a notice, shortened to maxShown bytes.
func quote(v string) string {
	if len(v) > maxShown {
		cut := maxShown
		for cut > 0 && !utf8.RuneStart(v[cut]) {
			cut--
		}
		return strconv.Quote(v[:cut]) + "…"
	}
	return strconv.Quote(v)
}
