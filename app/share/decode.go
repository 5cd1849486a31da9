package share

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
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
	_       [0]func() // not comparable: no equality function in the wasm (see catalog's incomparable)
	q       *advisor.Question
	raw     string
	changed bool     // a value other than 0 was read as 0…
	why     words.ID // …for this reason
}

// note adds a notice; the values it quotes are as the link wrote them.
func (d *decoder) note(id words.ID, args ...words.Arg) {
	d.notes = append(d.notes, advisor.Notice{Code: "ignored", Text: words.M(id, args...), Impact: d.impact})
}

// ignored notes a value that was not read, and why: a message and its
// arguments.
func (d *decoder) ignored(key, v string, why words.ID, args ...words.Arg) {
	d.note(words.LinkIgnored, words.S(key), quote(v), words.W(why, args...))
}

// ignoredW notes a value of a key of the view that was not read.
func (d *decoder) ignoredW(key, v string, why words.ID, args ...words.Arg) {
	d.note(words.ViewIgnored, words.S(key), quote(v), words.W(why, args...))
}

// read reads the value of a known key, once unescaped, as Decode does.
func (d *decoder) read(st *State, f *field, v string) {
	key := f.key
	if !utf8.ValidString(v) { // a browser would show "\ufffd"; the notice quotes the bytes escaped
		d.ignored(key, v, words.WhyNotUTF8)
		return
	}
	v = strings.TrimSpace(v)
	if f.lower {
		v = strings.ToLower(v)
	}
	if !f.list && len(v) > MaxValue {
		d.ignored(key, v, words.WhyLongerThan, words.S(strconv.Itoa(MaxValue)))
		return
	}
	if f.q == nil {
		d.page(st, f, v)
	} else if f.set(&st.Answers, v, d) {
		d.set[key] = true
	}
}

// set reads the value of an answer's key into a, and reports whether it
// was read.
func (f *field) set(a *advisor.Answers, v string, d *decoder) bool {
	key := f.key
	switch p := a.Answer(f.q).(type) {
	case *string:
		if v == "" {
			d.ignored(key, v, words.WhyNoValue)
			return false
		}
		*p = v
	case *float64:
		n, ok := readNum(f, v, false, d)
		if !ok {
			return false
		}
		// Normalize caps the tokens without a notice: Decode caps them, with
		// a notice quoting the value as written.
		if key == "tokens" && n > f.q.Max {
			n = f.q.Max
			d.note(words.LinkCapped, words.S(key), quote(v), words.S(fmtNum(n)))
		}
		*p = n
	case *int:
		n, ok := readNum(f, v, true, d)
		if !ok {
			return false
		}
		*p = int(n)
	case *bool:
		b, ok := boolean(v)
		if !ok {
			why := words.WhyNotBool
			if v == "" {
				why = words.WhyNoValue
			}
			d.ignored(key, v, why)
			return false
		}
		*p = b
	case *[]string:
		*p = regions(key, v, d)
	case *advisor.Unsure:
		*p = 0
		for _, name := range strings.Split(v, ",") {
			name = strings.TrimSpace(name)
			if u := advisor.QuestionOf(name).Unsure; u != 0 {
				*p |= u
			} else if name != "" {
				d.ignored(key, name, words.WhyNotUnsure)
			}
		}
	}
	return true
}

// boolean reads 0/1, false/true or no/yes.
func boolean(v string) (b, ok bool) {
	switch v {
	case "1", "true", "yes":
		return true, true
	case "0", "false", "no":
		return false, true
	}
	return false, false
}

// page reads the value of a key of the view or the page into st. The key
// holds its zero value or default when page reads it (Decode reads a key
// once, SetView empties it first): a value the key does not take leaves it
// so, with a notice.
func (d *decoder) page(st *State, f *field, v string) {
	w := &st.View
	ok := true // v is a value the key takes, or none
	s := ""    // what a key of a string holds once read; "" leaves it as it is
	switch f.at {
	case 0: // v
		if v != Version {
			shown := words.S(v)
			if v == "" || strings.Trim(v, "0123456789") != "" || len(v) > 9 {
				shown = quote(v)
			}
			d.note(words.LinkVersion, shown, words.S(Version))
		}
	case atMinMem, atMaxPerHour, atMinMemPerGPU, atRate: // a figure from min to max
		n, _, read := parseNum(v)
		if ok = v == "" || read && n >= f.min && n <= f.max; ok {
			*st.at(f).(*float64) = n
		}
	case atName:
		switch v {
		case ViewCompare, ViewCatalog:
			s = v
		case "", "results": // the wizard's results, without a view
		default:
			ok = false
		}
	case atSizes:
		w.Sizes = sizes(f.key, v, d)
	case atRegion:
		s = strings.Join(regions(f.key, v, d), ",")
	case atQuery:
		s = v
	case atSort:
		if ok = v == "" || slices.Contains(advisor.SortColumns, strings.TrimPrefix(v, "-")); ok {
			s = v
		}
	case atVendor:
		s = spelled(v, vendors[:])
		ok = v == "" || s != ""
	case atGPU:
		if c, err := catalog.Load(); err == nil && v != "" {
			s = spelled(v, advisor.GPUModels(c))
		}
		ok = v == "" || s != ""
	case atDetail:
		if v != "" {
			s, _ = sizeName(f.key, v, d)
		}
	case atCur:
		if !strings.EqualFold(v, "usd") { // needs no rate
			s = spelled(v, strings.Fields(Currencies))
			ok = v == "" || s != ""
		}
	case atCols:
		var bad []string
		for _, c := range strings.Split(v, ",") {
			switch c = strings.TrimSpace(c); {
			case c == "" || slices.Contains(w.Cols, c): // a column named twice is shown once
			case slices.Contains(advisor.SortColumns, c):
				w.Cols = append(w.Cols, c)
			default:
				bad = append(bad, c)
			}
		}
		if len(bad) > 0 {
			v, ok = strings.Join(bad, ","), false
		}
	case atRetired:
		ok = v == "" || v == "0" || v == "1"
		w.Retired = v == "1"
	case atLang:
		s = lang(v)
		ok = s != ""
	case atStep:
		n, _, read := parseNum(v)
		if ok = read && n == math.Trunc(n) && n >= 1 && n <= 4; ok {
			st.Step = int(n)
		}
	case atPresent:
		st.Present, ok = boolean(v)
	case atQuote:
		if ok = readQuote(v) != nil; ok {
			s = v
		}
	}
	if s != "" {
		*st.at(f).(*string) = s
	}
	if ok {
		return
	}
	most := words.N(f.max) // what WhyNotAFigure says; the other whys say no figure
	if f.view {
		d.ignoredW(f.key, v, f.why, most)
	} else {
		d.ignored(f.key, v, f.why, most)
	}
}

// vendors are the vendor key's values, as the catalog spells them.
var vendors = [...]string{string(catalog.NVIDIA), string(catalog.AMD)}

// spelled is v as names spell it, in any case; "" when names lack it.
func spelled(v string, names []string) string {
	for _, n := range names {
		if strings.EqualFold(n, v) {
			return n
		}
	}
	return ""
}
