package share

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// decoder collects Decode's notices.
type decoder struct {
	notes   []advisor.Notice
	seen    map[string]bool // keys met
	set     map[string]bool // keys whose value was read
	unknown map[string]bool // unknown keys already reported
	zeros   []zero          // numbers read as 0, in link order
	impact  advisor.Impact  // what a notice about the key being read changes
}

func newDecoder() *decoder {
	return &decoder{seen: map[string]bool{}, set: map[string]bool{}, unknown: map[string]bool{}}
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

// number is the value of a numeric answer.
func number(a *advisor.Answers, key string) float64 {
	q := advisor.QuestionOf(key)
	n, _ := a.Number(&q)
	return n
}

// read reads the value of a known key, once unescaped, as Decode does.
func (d *decoder) read(st *State, f field, v string) {
	key := f.key
	if !utf8.ValidString(v) { // a browser would show "\ufffd"; the notice quotes the bytes escaped
		d.ignored(key, v, words.W(words.WhyNotUTF8))
		return
	}
	v = strings.TrimSpace(v)
	if f.lower {
		v = strings.ToLower(v)
	}
	if !f.list && len(v) > MaxValue {
		d.ignored(key, v, words.W(words.WhyLongerThan, words.S(strconv.Itoa(MaxValue))))
		return
	}
	if f.set(st, v, d) {
		d.set[key] = true
	}
}

// set reads a key's value into st, and reports whether it was read.
func (f field) set(st *State, v string, d *decoder) bool {
	key := f.key
	if f.q == nil {
		return other(st, key, v, d)
	}
	switch p := st.Answers.Answer(f.q).(type) {
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
			if q := advisor.QuestionOf(name); q.Unsure != 0 {
				*p, known = *p|q.Unsure, true
			}
			if !known && name != "" {
				d.ignored(key, name, words.W(words.WhyNotUnsure))
			}
		}
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
