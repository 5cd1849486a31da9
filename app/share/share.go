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
	"net/url"
	"strconv"
	"strings"

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
	d := newDecoder()
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
				id, shown := words.LinkUnknownKey, k
				if key == "" {
					id, shown = words.LinkNoKey, pair
				}
				d.note(id, quote(shown))
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
			d.ignored(key, rawV, words.WhyBadEscape)
			continue
		}
		d.read(&st, &f, v)
	}
	d.answered(&st.Answers)
	d.pairCurrency(&st.View)
	return st, d.notes
}

// answered finishes reading the answers of a link, once the task is known.
// It says which numbers read as 0 Normalize will replace by the task's
// default; Normalize does so without a notice.
func (d *decoder) answered(a *advisor.Answers) {
	if a.Task == advisor.HPC && !d.set["fp64"] {
		a.FP64 = advisor.Defaults(advisor.HPC).FP64
	}
	def := advisor.Defaults(a.Task) // an empty or unknown task's are inference's, as Normalize reads it
	bit := job(a)
	// A key of another task (nodes on a pre-training link) is not read,
	// and whoever wrote it meant something by it: said. The page never
	// writes one (Encode); pre-training's epochs have a notice of their own
	// (advisor's PretrainOnePass).
	task := advisor.Task(strings.ToLower(strings.TrimSpace(string(a.Task))))
	if bit == advisor.InferenceJob {
		task = advisor.Inference // as an empty or unknown task is read
	}
	d.impact = advisor.Minor
	for i := range advisor.Questions {
		if q := &advisor.Questions[i]; d.seen[q.Key] && q.Tasks&bit == 0 && (q.Key != "epochs" || bit != advisor.PretrainJob) {
			d.note(words.LinkNotAsked, words.S(q.Key), advisor.TaskWord(task))
		}
	}
	for _, z := range d.zeros {
		q := z.q
		d.impact = q.Impact
		resets := false
		if q.Tasks&bit != 0 {
			switch q.Key {
			case "params": // a model preset names the size; without one, the default model's
				resets = a.Model == ""
			case "tokens": // every task that takes tokens fills them
				resets = true
			default:
				n, _ := def.Number(q)
				resets = n != 0
			}
		}
		id := words.LinkZeroWhy // LinkZeroDefault says no why: the link wrote 0 itself
		switch {
		case resets && !z.changed:
			id = words.LinkZeroDefault
		case resets:
			id = words.LinkZeroWhyDefault
		case !z.changed:
			continue
		}
		d.note(id, words.S(q.Key), quote(z.raw), words.W(z.why))
	}
}

// Applies reports whether a link key matters for a task (an empty or unknown
// task is read as inference). The keys of steps 2 to 4 apply to every task;
// ahb only matters for Windows, which Encode checks itself.
func Applies(t advisor.Task, key string) bool { return applies(advisor.JobOf(t, ""), key) }

// applies reports whether a link key matters for the task of answers (job).
func applies(job advisor.TaskSet, key string) bool {
	f, known := lookup(key)
	return known && (f.q == nil || f.q.Tasks&job != 0)
}

// job is what task the answers are, as a link reads them: their task, a
// render split by its mode, whose keys replace the seats'.
func job(a *advisor.Answers) advisor.TaskSet {
	return advisor.JobOf(advisor.Task(strings.ToLower(strings.TrimSpace(string(a.Task)))),
		advisor.RenderMode(strings.ToLower(strings.TrimSpace(string(a.RenderMode)))))
}

// writes reports whether a link of answers of job writes q's key.
func writes(q *advisor.Question, job advisor.TaskSet, windows bool) bool {
	return q.Tasks&job != 0 && (q.Key != "ahb" || windows)
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
	task, windows := job(&a), isWindows(&a)
	if advisor.RenderMode(strings.ToLower(strings.TrimSpace(string(a.RenderMode)))) == advisor.Interactive {
		a.RenderMode = "" // seats is the mode of a link without rmode
	}
	for i := range advisor.Questions {
		if q := &advisor.Questions[i]; writes(q, task, windows) {
			f := answer(q)
			put(&b, &f, a.Answer(q))
		}
	}
	// Then the view's and the page's keys, without what a link leaves out:
	// English, step 1, no view, a currency without its rate, the catalog's
	// keys without the catalog view. (v, written first, holds nothing of s.)
	if s.Lang = lang(s.Lang); s.Lang == "en" {
		s.Lang = ""
	}
	if s.Step < 2 || s.Step > 4 {
		s.Step = 0
	}
	v := &s.View
	if v.Name != ViewCompare && v.Name != ViewCatalog {
		v.Name = ""
	}
	if v.Cur == "" || v.Rate <= 0 {
		v.Cur, v.Rate = "", 0
	}
	for i := range pageKeys {
		if f := &pageKeys[i]; !f.catalog || v.Name == ViewCatalog {
			put(&b, f, s.at(f))
		}
	}
	out := b.String()
	if strings.HasSuffix(out, ".") { // Decode would take it for a chat program's full stop
		out = out[:len(out)-1] + "%2E"
	}
	return out
}

// put writes a key and the value p points to, when there is one: trimmed,
// lower-cased for an enum, escaped; a list's items each so, the commas
// between them literal.
func put(b *strings.Builder, f *field, p any) {
	var v string
	var items []string
	switch p := p.(type) {
	case *string:
		v = *p
	case *advisor.Unsure:
		v = UnsureList(*p)
	case *[]string:
		items = *p
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
	}
	if !f.list {
		items = []string{v}
	} else if items == nil {
		items = strings.Split(v, ",")
	}
	var out []string
	for _, s := range items {
		if s = strings.TrimSpace(s); f.lower {
			s = strings.ToLower(s)
		}
		if s != "" {
			out = append(out, url.QueryEscape(s))
		}
	}
	if len(out) > 0 {
		b.WriteString("&" + f.key + "=" + strings.Join(out, ","))
	}
}
