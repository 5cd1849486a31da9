package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// notices lists what the person should read first: at most about
// advisor.MaxNoticesShown, the rest summed up by kind (advisor.CapNotices), so
// that a hostile or sloppy link never buries the answer. The texts go in as
// text nodes, never as HTML.
type notices struct {
	Lang  words.Lang
	Items []advisor.Notice
}

func (n *notices) ui() app.UI {
	items := advisor.CapNotices(n.Items, advisor.MaxNoticesShown)
	ps := make([]app.UI, len(items))
	for i, it := range items {
		ps[i] = codeEl("p", "class=notice notice-"+it.Code+"|data-code="+it.Code, it.Text.In(n.Lang))
	}
	return wrap("div", "id=notices|role=status", ps...)
}
