package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Keyboard shortcuts between the steps, listed in a popover that
// "?" or the header's button opens. A shortcut sends the action its button
// sends.

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

// shortcuts listens for the shortcuts on the whole page while the wizard is
// mounted.
type shortcuts struct{ fn app.Func }

// listen answers each shortcut pressed, with the wizard's context, from the
// step and presenter mode st holds then. A key typed into a field, or
// pressed with Ctrl, Alt or Meta (the browser's and the system's own
// shortcuts, Alt+← is Back), is left alone.
func (k *shortcuts) listen(ctx app.Context, st *share.State) {
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
		ctx.Dispatch(func(ctx app.Context) { press(ctx, key, st) })
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

func (k *shortcuts) stop() {
	if k.fn == nil {
		return
	}
	app.Window().Call("removeEventListener", "keydown", k.fn)
	k.fn.Release()
	k.fn = nil
}

// press answers one shortcut, at the step and presenter mode of st.
func press(ctx app.Context, key string, st *share.State) {
	switch key {
	case "]":
		if st.Step < 4 {
			ctx.NewActionWithValue(actionStep, st.Step+1)
		}
	case "[":
		if st.Step > 1 {
			ctx.NewActionWithValue(actionStep, st.Step-1)
		}
	case "1", "2", "3", "4":
		n, _ := strconv.Atoi(key)
		ctx.NewActionWithValue(actionStep, n)
	case "p", "P":
		on := "1"
		if st.Present {
			on = "0"
		}
		ctx.NewActionWithValue(actionSet, setting{Key: "present", Value: on})
	case "?":
		if el := app.Window().GetElementByID(shortcutsID); el.Truthy() {
			el.Call("togglePopover")
		}
	}
}
