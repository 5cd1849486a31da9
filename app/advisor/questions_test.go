package advisor

import (
	"slices"
	"testing"
)

// TestQuestions: every question names an answer of its own, once, asked by
// some task, with bounds in order; the answers a person may be unsure of
// each have their own member of Unsure.
func TestQuestions(t *testing.T) {
	keys, fields := map[string]bool{}, map[any]bool{}
	var unsure Unsure
	var a Answers
	for i := range Questions {
		q := &Questions[i]
		p := a.Answer(q)
		switch {
		case p == nil:
			t.Errorf("%s holds no answer", q.Key)
		case fields[p]:
			t.Errorf("%s holds an answer another key holds", q.Key)
		case keys[q.Key]:
			t.Errorf("%s is twice in the table", q.Key)
		case q.Tasks == 0:
			t.Errorf("no task asks %s", q.Key)
		case q.Min > q.Max:
			t.Errorf("%s: bounds %v to %v", q.Key, q.Min, q.Max)
		case q.Min != 0 && q.What == 0:
			t.Errorf("%s is clamped without a name for its notice", q.Key)
		case unsure&q.Unsure != 0:
			t.Errorf("%s shares its member of Unsure", q.Key)
		}
		keys[q.Key], fields[p], unsure = true, true, unsure|q.Unsure
	}
	if q := QuestionOf("nosuchkey"); q.Tasks != 0 || a.Answer(&q) != nil {
		t.Errorf("a key that is no answer has the question %+v", q)
	}
}

// TestEnumValues: an enum's values in the table are the package's list of
// them, which the page and the links also use.
func TestEnumValues(t *testing.T) {
	for key, want := range map[string][]string{"prec": strs(Precisions), "method": strs(Methods), "load": strs(Loads), "price": strs(PricePrefs)} {
		if got := QuestionOf(key).Values; !slices.Equal(got, want) {
			t.Errorf("%s: the table allows %q, the list is %q", key, got, want)
		}
	}
}
