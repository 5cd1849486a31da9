package share

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Set gives one answer key a new value: a's answers become what opening
// their link with key set to value gives, without writing the link. The
// value is read as Decode reads it, and Set returns the notices Decode would
// give about it. An empty value is the key left out of the link. The answers
// a link does not carry go: those of the keys that do not apply to a's task
// (Applies), and what Normalize adds (names not understood, Azure China).
// A key that is not an answer changes nothing.
func Set(a *advisor.Answers, key, value string) []advisor.Notice {
	d := newDecoder()
	// The answers a link of a carries, each noted as read from it.
	var st State
	task, windows := job(a), isWindows(a)
	for i := range advisor.Questions {
		if q := &advisor.Questions[i]; writes(q, task, windows) {
			q.Copy(&st.Answers, a, nil)
			d.set[q.Key] = true
		}
	}
	k := strings.TrimSpace(key)
	key = strings.ToLower(k)
	f, known := lookup(key)
	d.impact = f.impact()
	switch {
	case !known:
		d.note(words.LinkUnknownKey, quote(k))
	case f.q != nil:
		f.q.Copy(&st.Answers, &advisor.Answers{}, nil) // not answered
		delete(d.set, key)
		if value != "" {
			d.read(&st, &f, value)
		}
	}
	d.answered(&st.Answers)
	*a = st.Answers
	return d.notes
}

// isWindows reports whether the answers' OS is Windows, as a link reads it.
func isWindows(a *advisor.Answers) bool {
	return advisor.OS(strings.ToLower(strings.TrimSpace(string(a.OS)))) == advisor.Windows
}
