package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// languages are the picker's choices, each named in its own language.
var languages = []struct {
	lang words.Lang
	name string
}{{words.En, "English"}, {words.Zh, "中文"}}

// header shows the product, the language picker, presenter mode with the
// shortcuts, and the share link with its Copy button.
func (w *wizard) header(l words.Lang) app.UI {
	choices := make([]app.UI, len(languages))
	for i, choice := range languages {
		choices[i] = setButton("type=button|id=lang-"+choice.lang.Key()+"|class=chip", "lang", choice.lang.Key()).
			Attr("lang", choice.lang.Tag()).Aria("pressed", choice.lang == l).Text(choice.name)
	}
	return wrap("header", "class=top",
		brand(new(static), l).ui(),
		labelled("div", "class=lang-picker|role=group", words.T(l, words.Language), choices...),
		presenterControls(l, w.answers.state.Present),
		wrap("div", "class=share",
			textEl("label", "for=share-url|class=visually-hidden", words.T(l, words.ShareLink)),
			input("id=share-url|type=text").Attr("readonly", true).Attr("value", w.link).Aria("label", words.T(l, words.ShareLink)),
			button("id=copy-link|class=btn primary", copyLabel(l, w.copied, "copy-link", words.CopyLink), w.onExport),
		),
	)
}

// logo is web/icon.svg drawn in the page: as an <img>, the browser built a
// document of its own for it while painting the first answer.
const logo = `<svg class="logo" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">` +
	`<rect width="64" height="64" rx="14" fill="#0b1f33"/><rect x="14" y="14" width="36" height="36" rx="6" fill="#0078d4"/>` +
	`<rect x="22" y="22" width="20" height="20" rx="3" fill="#50e6ff"/><path fill="#50e6ff" d="M19 7h4v7h-4zm11 0h4v7h-4zm11 0h4v7h-4zM19 50h4v7h-4zm11 0h4v7h-4zm11 0h4v7h-4zM7 19h7v4H7zm0 11h7v4H7zm0 11h7v4H7zm43-22h7v4h-7zm0 11h7v4h-7zm0 11h7v4h-7z"/></svg>`

// brand is the product's name and tagline, as text: nothing in it takes
// input. The logo is decorative (aria-hidden): the heading beside it says
// the name.
func brand(m *static, l words.Lang) *static {
	return m.el("div", "class=brand").picture(logo).el("div", "").textEl("h1", "", "Azure GPU Advisor").
		textEl("p", "class=tagline", words.T(l, words.Tagline)).end("div").end("div")
}
