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
	at       uint8    // what of State holds the value (State.at); 0 for v
	view     bool     // a key of the view: SetView sets it, a notice about it is the view's
	catalog  bool     // written with the catalog view only
	shop     bool     // a shopping key (shop.go)
	min, max float64  // a figure's bounds
	why      words.ID // why a value is not one the key takes
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
	{key: "view", at: atName, lower: true, view: true, why: words.WhyNotAView},
	{key: "sizes", at: atSizes, list: true, view: true},
	{key: "in", at: atRegion, lower: true, list: true, view: true, catalog: true},
	{key: "q", at: atQuery, view: true, catalog: true},
	{key: "sort", at: atSort, lower: true, view: true, catalog: true, why: words.WhyNotAColumn},
	{key: "vendor", at: atVendor, lower: true, view: true, catalog: true, why: words.WhyNotAVendor},
	{key: "gpu", at: atGPU, view: true, catalog: true, why: words.WhyNotAGPU},
	{key: "mem", at: atMinMem, opt: true, view: true, catalog: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "maxph", at: atMaxPerHour, opt: true, view: true, catalog: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "detail", at: atDetail, view: true, catalog: true},
	{key: "cur", at: atCur, view: true, shop: true, why: words.WhyNotACurrency},
	{key: "rate", at: atRate, opt: true, view: true, shop: true, min: MinRate, max: MaxRate, why: words.WhyNotARate},
	{key: "cols", at: atCols, lower: true, list: true, view: true, catalog: true, shop: true, why: words.WhyNotAColumn},
	{key: "retired", at: atRetired, lower: true, opt: true, view: true, catalog: true, shop: true, why: words.WhyNotBool},
	{key: "memgpu", at: atMinMemPerGPU, opt: true, view: true, catalog: true, shop: true, max: maxViewNum, why: words.WhyNotAFigure},
	{key: "lang", at: atLang, lower: true, why: words.WhyNotLang},
	{key: "step", at: atStep, why: words.WhyNotStep},
	{key: "present", at: atPresent, lower: true, opt: true, why: words.WhyNotBool},
	{key: "quote", at: atQuote, why: words.WhyNotQuote},
}

// at points to what of st holds a key of the view or the page: a *string,
// *[]string, *float64, *int or *bool; nil for v.
func (st *State) at(f *field) any {
	v := &st.View
	return [...]any{
		atName: &v.Name, atSizes: &v.Sizes, atRegion: &v.Region, atQuery: &v.Query, atSort: &v.Sort,
		atVendor: &v.Vendor, atGPU: &v.GPU, atMinMem: &v.MinMemGB, atMaxPerHour: &v.MaxUSDPerHour,
		atDetail: &v.Detail, atCur: &v.Cur, atRate: &v.Rate, atCols: &v.Cols, atRetired: &v.Retired,
		atMinMemPerGPU: &v.MinMemPerGPU, atLang: &st.Lang, atStep: &st.Step, atPresent: &st.Present,
		atQuote: &st.Quote,
	}[f.at]
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
