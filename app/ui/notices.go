package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// notices lists what the person should read first, by what it changes
// (advisor.CapNotices): at most about advisor.MaxNoticesShown, the rest
// summed up by kind in a <details> that opens on them, so that a hostile or
// sloppy link never buries the answer and nothing it changed is out of
// reach. A notice that blocks the answer is an alert. The texts go in as
// text nodes, never as HTML.
type notices struct {
	Lang  words.Lang
	Items []advisor.Notice
}

// maxHiddenListed is how many hidden notices the <details> lists; a link
// of a thousand unknown keys needs no thousand paragraphs.
const maxHiddenListed = 100

func (n *notices) ui() app.UI {
	shown, hidden := advisor.CapNotices(n.Items, advisor.MaxNoticesShown)
	var ps, more []app.UI
	for _, it := range shown {
		if it.Code == "more" {
			more = append(more, textEl("span", "class=more-line", it.Text.In(n.Lang)))
		} else {
			ps = append(ps, new(static).notice(n.Lang, it).ui())
		}
	}
	if len(more) > 0 {
		list := []app.UI{wrap("summary", "", more...)}
		for i, it := range hidden {
			if i == maxHiddenListed {
				list = append(list, textEl("p", "class=notice", words.T(n.Lang, words.MoreLink, words.I(len(hidden)-i))))
				break
			}
			list = append(list, new(static).notice(n.Lang, it).ui())
		}
		ps = append(ps, wrap("details", "id=notices-more|class=notices-more", list...))
	}
	return wrap("div", "id=notices|role=status", ps...)
}

// notice writes one notice, as notices.ui shows it and as the answer
// written before go-app starts does (early.go); one that blocks the answer
// is an error, and an alert for screen readers.
func (m *static) notice(l words.Lang, it advisor.Notice) *static {
	if it.Impact == advisor.Blocks {
		m.el("p", "class=notice notice-error notice-"+it.Code+"|data-code="+it.Code+"|role=alert")
	} else {
		m.el("p", "class=notice notice-"+it.Code+"|data-code="+it.Code)
	}
	return m.code(it.Text.In(l)).end("p")
}
