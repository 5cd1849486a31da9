package share

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// field is one key of the link format: an answer (q, its question in
// advisor.Questions) or a key of the view or the page (pageKeys).
type field struct {
	pageKey
	q *advisor.Question // the answer's question; nil for the other keys
}

// pageKey is a key of the link format that is not an answer.
type pageKey struct {
	key   string
	lower bool // enum-like: lower-case the value before reading it
	list  bool // comma list: MaxValue applies to each item
}

// pageKeys are the keys of the link format that are not answers: the
// version, which Encode writes first, then the view's keys (views.go) and
// the page's, which it writes after the answers.
var pageKeys = []pageKey{
	{key: "v"},
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
func (f field) impact() advisor.Impact {
	if f.q == nil {
		return advisor.Minor
	}
	return f.q.Impact
}

// lookup finds a key of the link format.
func lookup(key string) (field, bool) {
	for i := range advisor.Questions {
		if q := &advisor.Questions[i]; q.Key == key {
			return field{pageKey{key, q.Lower, q.List}, q}, true
		}
	}
	for _, f := range pageKeys {
		if f.key == key {
			return field{pageKey: f}, true
		}
	}
	return field{}, false
}
