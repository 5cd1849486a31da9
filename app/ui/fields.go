package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Closures below carry an app.EventScope of what they capture: go-app keeps an
// element's old handler when the new one comes from the same function, so
// without a scope a field that takes another field's place would keep
// sending the other field's key.

// option is one choice of a select: the share-link value and its label.
type option struct{ Value, Label string }

// unset is the DOM value of an option whose share-link value is "" ("Other",
// "Anywhere"): go-app writes no value attribute for "", and the browser then
// takes the option's label as its value.
const unset = "-"

// selectField is a labelled select whose choice is sent as a setting.
func selectField(key, label, hint, value string, options []option) app.UI {
	return app.Div().Class("field").Body(
		app.Label().For(key).Text(label),
		app.Select().ID(key).Aria("describedby", key+"-hint").OnChange(func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if v == unset {
				v = ""
			}
			ctx.NewActionWithValue(actionSet, setting{Key: key, Value: v})
		}, app.EventScope(key)).Body(app.Range(options).Slice(func(i int) app.UI {
			o := options[i]
			v := o.Value
			if v == "" {
				v = unset
			}
			return app.Option().Value(v).Selected(o.Value == value).Text(o.Label)
		})),
		app.P().Class("hint").ID(key+"-hint").Text(hint),
	)
}

// checkField is a labelled checkbox sent as 1 or 0.
func checkField(key, label, hint string, checked bool) app.UI {
	return toggleField(key, label, hint, checked, "1", "0")
}

// toggleField is a labelled checkbox that sends on when ticked and off when
// not: a yes/no question whose link value is not 1/0 (kv=fp8 or no kv).
func toggleField(key, label, hint string, checked bool, on, off string) app.UI {
	return app.Div().Class("field check").Body(
		app.Input().ID(key).Type("checkbox").Checked(checked).Aria("describedby", key+"-hint").
			OnChange(func(ctx app.Context, e app.Event) {
				v := off
				if ctx.JSSrc().Get("checked").Bool() {
					v = on
				}
				ctx.NewActionWithValue(actionSet, setting{Key: key, Value: v})
			}, app.EventScope(key, on, off)),
		app.Label().For(key).Text(label),
		app.P().Class("hint").ID(key+"-hint").Text(hint),
	)
}

// presetButtons are one-click answers. With no key, each preset is a whole
// share-link query that replaces the answers; with a key, it sets that key.
func presetButtons(presets []option, key string) app.UI {
	label := "Start from:"
	if key != "" {
		label = "Typical:"
	}
	return app.Div().Class("presets").Body(
		app.Span().Class("presets-label").Text(label),
		app.Range(presets).Slice(func(i int) app.UI {
			p := presets[i]
			return app.Button().Class("chip").Type("button").Text(p.Label).OnClick(func(ctx app.Context, e app.Event) {
				if key == "" {
					ctx.NewActionWithValue(actionPreset, p.Value)
					return
				}
				ctx.NewActionWithValue(actionSet, setting{Key: key, Value: p.Value})
			}, app.EventScope(key, p.Value))
		}),
	)
}
