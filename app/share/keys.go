package share

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// field is one key of the link format: an answer (q, its question in
// advisor.Questions) or a key of the view or the page (pageKeys).
type field struct {
	key   string
	lower bool              // enum-like: lower-case the value before reading it
	list  bool              // comma list: MaxValue applies to each item, and the commas stay literal
	opt   bool              // written only when set: a number above 0, a boolean true
	q     *advisor.Question // the answer's question; nil for the other keys

	// The other keys':
	at      uint8    // what of State holds the value (State.at); 0 for v
	view    bool     // a key of the view: SetView sets it, a notice about it is the view's
	catalog bool     // written with the catalog view only
	min     float64  // a figure's bounds
	max     float64  //
	why     words.ID // why a value is not one the key takes
}

// The values of State a key of the view or the page holds, as field.at.
const (
	atName uint8 = iota + 1
	atSizes
	atRegion
	atQuery
	atSort
	atVendor
	atGPU
	atMinMem
	atMaxPerHour
	atDetail
	atCur
	atRate
	atCols
	atRetired
	atMinMemPerGPU
	atLang
	atStep
	atPresent
	atQuote
)

// pageKeys are the keys of the link format that are not answers, in the
// order Encode writes them: the version first, then, after the answers,
// the view's keys (views.go, shop.go) and the page's.
var pageKeys = []field{
	{key: "v"},
	{key: "view", lower: true, at: atName, view: true, why: words.WhyNotAView},
	{key: "sizes", list: true, at: atSizes, view: true},
	{key: "in", lower: true, list: true, at: atRegion, view: true, catalog: true},
	{key: "q", at: atQuery, view: true, catalog: true},
	{key: "sort", lower: true, at: atSort, view: true, catalog: true, why: words.WhyNotAColumn},
	{key: "vendor", lower: true, at: atVendor, view: true, catalog: true, why: words.WhyNotAVendor},
	{key: "gpu", at: atGPU, view: true, catalog: true, why: words.WhyNotAGPU},
	{key: "mem", opt: true, at: atMinMem, view: true, catalog: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "maxph", opt: true, at: atMaxPerHour, view: true, catalog: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "detail", at: atDetail, view: true, catalog: true},
	{key: "cur", at: atCur, view: true, why: words.WhyNotACurrency},
	{key: "rate", opt: true, at: atRate, view: true, min: MinRate, max: MaxRate, why: words.WhyNotARate},
	{key: "cols", lower: true, list: true, at: atCols, view: true, catalog: true, why: words.WhyNotAColumn},
	{key: "retired", lower: true, opt: true, at: atRetired, view: true, catalog: true, why: words.WhyNotBool},
	{key: "memgpu", opt: true, at: atMinMemPerGPU, view: true, catalog: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "lang", lower: true, at: atLang, why: words.WhyNotLang},
	{key: "step", at: atStep, why: words.WhyNotStep},
	{key: "present", lower: true, opt: true, at: atPresent, why: words.WhyNotBool},
	{key: "quote", at: atQuote, why: words.WhyNotQuote},
}

// at points to what of st holds a key of the view or the page: a *string,
// *[]string, *float64, *int or *bool; nil for v. A switch on a small
// number, as advisor.Answers.Answer.
func (st *State) at(f *field) any {
	v := &st.View
	switch f.at {
	case atName:
		return &v.Name
	case atSizes:
		return &v.Sizes
	case atRegion:
		return &v.Region
	case atQuery:
		return &v.Query
	case atSort:
		return &v.Sort
	case atVendor:
		return &v.Vendor
	case atGPU:
		return &v.GPU
	case atMinMem:
		return &v.MinMemGB
	case atMaxPerHour:
		return &v.MaxUSDPerHour
	case atDetail:
		return &v.Detail
	case atCur:
		return &v.Cur
	case atRate:
		return &v.Rate
	case atCols:
		return &v.Cols
	case atRetired:
		return &v.Retired
	case atMinMemPerGPU:
		return &v.MinMemPerGPU
	case atLang:
		return &st.Lang
	case atStep:
		return &st.Step
	case atPresent:
		return &st.Present
	case atQuote:
		return &st.Quote
	}
	return nil
}

// AnswerKeys are the keys of the link format that hold an answer, in the
// order Encode writes them (tools/site names each for web/boot.js).
func AnswerKeys() []string {
	out := make([]string, len(advisor.Questions))
	for i, q := range advisor.Questions {
		out[i] = q.Key
	}
	return out
}

// UnsureList is the value of the key unsure for u: "ctx,tokens".
func UnsureList(u advisor.Unsure) string {
	var names []string
	for _, q := range advisor.Questions {
		if q.Unsure != 0 && u&q.Unsure != 0 {
			names = append(names, q.Key)
		}
	}
	return strings.Join(names, ",")
}

// impact is what a notice about the key changes of the answer.
func (f *field) impact() advisor.Impact {
	if f.q == nil {
		return advisor.Minor
	}
	return f.q.Impact
}

// answer is the field of an answer's key.
func answer(q *advisor.Question) field {
	return field{key: q.Key, lower: q.Lower, list: q.List, opt: q.Opt, q: q}
}

// lookup finds a key of the link format.
func lookup(key string) (field, bool) {
	for i := range advisor.Questions {
		if q := &advisor.Questions[i]; q.Key == key {
			return answer(q), true
		}
	}
	for _, f := range pageKeys {
		if f.key == key {
			return f, true
		}
	}
	return field{}, false
}
