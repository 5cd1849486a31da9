package ui

import (
	"net/url"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// answers are the wizard's answers as the link carries them (share.State:
// the answers, the step, the view, the language and presenter mode), what
// the link had that could not be used, and the browser history that Back,
// Forward and Undo walk through. The link's notices and quote stand until
// the person takes over.
type answers struct {
	state   share.State
	notes   []advisor.Notice // what the link had that could not be used
	quoted  string           // what the link quoted, until the person takes over
	history answerHistory
}

// read takes the answers of the page's link. The language is settled here,
// before the first advise: a second one would advise from the answers as
// understood and lose what the link had that could not be read.
func (a *answers) read(u *url.URL) {
	a.state, a.notes = linkState(u)
	a.quoted = a.state.Quote
	if a.lang() == words.Zh && !words.HasChinese() {
		a.state.Lang = words.En.Key()
		a.notes = noteNoChinese(a.notes, chineseErr)
	}
	if a.state.Step < 1 {
		a.state.Step = 1
	}
}

// restore takes the answers of the history entry that Back, Forward or Undo
// reached, in the language the page speaks now: the language is not an
// answer, and going back does not undo a switch.
func (a *answers) restore(u *url.URL) {
	a.load(u.RawQuery)
	if a.state.Step < 1 {
		a.state.Step = 1
	}
}

// load decodes a query, keeping the language and presenter mode (they are
// not answers): a fresh visit's answers for "", at step 1, without the
// link's notices or its quote.
func (a *answers) load(query string) {
	lang, present := a.state.Lang, a.state.Present
	a.state, a.notes = share.Decode(query)
	a.state.Lang, a.state.Present = lang, present
	a.quoted = a.state.Quote
}

// lang is the language the page speaks.
func (a *answers) lang() words.Lang { return words.Pick(a.state.Lang) }
