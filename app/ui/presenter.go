package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Presenter comfort (issue 10): presenter mode for screen sharing, kept in
// the link as present=1, and keyboard shortcuts between the steps, listed in
// a popover that "?" or the header's button opens.

// shortcutsID is the id of the shortcuts popover.
const shortcutsID = "shortcuts"

// shortcutKeys are the keys the page answers, as the popover lists them.
var shortcutKeys = []struct {
	keys []string
	what words.ID
}{
	{[]string{"]"}, words.ShortcutNext},
	{[]string{"["}, words.ShortcutBack},
	{[]string{"1", "2", "3", "4"}, words.ShortcutStep},
	{[]string{"p"}, words.ShortcutPresenter},
	{[]string{"?"}, words.ShortcutHelp},
}

// keyboard listens for the shortcuts on the whole page while the wizard is
// mounted.
type keyboard struct{ fn app.Func }

// listen calls do with the wizard's context for each shortcut pressed. A key
// typed into a field, or pressed with Ctrl, Alt or Meta (the browser's and
// the system's own shortcuts, Alt+← is Back), is left alone.
func (k *keyboard) listen(ctx app.Context, do func(ctx app.Context, key string)) {
	if !app.IsClient {
		return
	}
	k.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() || e.Get("defaultPrevented").Bool() || typing(e.Get("target")) {
			return nil
		}
		key := e.Get("key").String()
		switch key {
		case "[", "]", "1", "2", "3", "4", "p", "P", "?":
		default:
			return nil
		}
		e.Call("preventDefault")
		ctx.Dispatch(func(ctx app.Context) { do(ctx, key) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", k.fn)
}

// typing tells whether a key goes to a field: text inputs, selects, text
// areas and anything editable keep every key (a checkbox does not).
func typing(target app.Value) bool {
	if !target.Truthy() {
		return false
	}
	switch target.Get("tagName").String() {
	case "INPUT":
		switch target.Get("type").String() {
		case "checkbox", "radio", "button", "submit", "reset":
			return false
		}
		return true
	case "SELECT", "TEXTAREA":
		return true
	}
	return target.Get("isContentEditable").Bool()
}

func (k *keyboard) stop() {
	if k.fn == nil {
		return
	}
	app.Window().Call("removeEventListener", "keydown", k.fn)
	k.fn.Release()
	k.fn = nil
}

// onShortcut answers one shortcut.
func (w *wizard) onShortcut(ctx app.Context, key string) {
	switch key {
	case "]":
		if w.state.Step < 4 {
			ctx.NewActionWithValue(actionStep, w.state.Step+1)
		}
	case "[":
		if w.state.Step > 1 {
			ctx.NewActionWithValue(actionStep, w.state.Step-1)
		}
	case "1", "2", "3", "4":
		n, _ := strconv.Atoi(key)
		ctx.NewActionWithValue(actionStep, n)
	case "p", "P":
		w.setPresent(ctx, !w.state.Present)
	case "?":
		if el := app.Window().GetElementByID(shortcutsID); el.Truthy() {
			el.Call("togglePopover")
		}
	}
}

// setPresent turns presenter mode on or off; the link keeps it, in place.
func (w *wizard) setPresent(ctx app.Context, on bool) {
	w.state.Present = on
	w.recompute(ctx, false)
}

// setDocumentPresent puts presenter mode on <html>, so that every rem of
// the stylesheet grows with it.
func (w *wizard) setDocumentPresent() {
	if !app.IsClient {
		return
	}
	if cl := app.Window().Get("document").Get("documentElement").Get("classList"); cl.Truthy() {
		cl.Call("toggle", "present", w.state.Present)
	}
}

// presenterControls are the header's presenter toggle and the shortcuts
// button with its popover (the browser's own popover: Escape and a click
// outside close it, and focus returns to the button).
func presenterControls(l words.Lang, present bool) app.UI {
	on := "1"
	if present {
		on = "0"
	}
	rows := make([]app.UI, len(shortcutKeys))
	for i, s := range shortcutKeys {
		keys := make([]app.UI, 0, 2*len(s.keys))
		for j, k := range s.keys {
			if j > 0 {
				keys = append(keys, app.Text(" "))
			}
			keys = append(keys, textEl("kbd", "", k))
		}
		rows[i] = wrap("div", "", wrap("dt", "", keys...), textEl("dd", "", l.T(s.what)))
	}
	return wrap("div", "class=presenter-controls",
		el("button", "type=button|id=presenter|class=chip").Aria("pressed", present).Title(l.T(words.PresenterHint)).
			Text(l.T(words.Presenter)).OnClick(set("present", on), app.EventScope(on)),
		textEl("button", "type=button|id=shortcuts-button|class=chip|popovertarget="+shortcutsID+"|aria-keyshortcuts=?", "? "+l.T(words.Shortcuts)),
		wrap("div", "id="+shortcutsID+"|class=shortcuts card|popover=auto|role=dialog|aria-labelledby=shortcuts-title",
			textEl("h2", "id=shortcuts-title", l.T(words.ShortcutsTitle)),
			wrap("dl", "", rows...),
			textEl("p", "class=hint", l.T(words.ShortcutsNote)),
			textEl("button", "type=button|class=btn secondary|popovertarget="+shortcutsID+"|popovertargetaction=hide", l.T(words.Close)),
		),
	)
}
