package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// OnAppUpdate is go-app's word that a new version is installed: its service
// worker has taken over, and the next load runs it. The page says so, with
// the new version's catalog date, and offers a reload; it never reloads by
// itself, as someone may be typing.
func (w *wizard) OnAppUpdate(ctx app.Context) {
	if !app.Window().Get("controlledAtLoad").Truthy() {
		return // the first install, which claims the page: no version before it
	}
	ctx.Async(func() {
		date, _ := await("nextCatalogDate") // none: the prompt goes without it
		ctx.Dispatch(func(app.Context) { w.updateReady, w.updateDate = true, date })
	})
}

// updatePrompt is the new version's notice and its Reload button. The
// answers are in the link, so a reload keeps them.
func (w *wizard) updatePrompt(l words.Lang) app.UI {
	text := l.T(words.UpdateReadyUndated)
	if w.updateDate != "" {
		text = l.T(words.UpdateReady, words.S(w.updateDate))
	}
	return wrap("div", "id=update|class=notice update|role=status",
		textEl("span", "", text),
		button("type=button|id=update-reload|class=btn primary", l.T(words.UpdateReload), func(ctx app.Context, _ app.Event) { ctx.Reload() }),
	)
}
