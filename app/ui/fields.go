package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Closures below carry an app.EventScope of what they capture: go-app keeps an
// element's old handler when the new one comes from the same function, so
// without a scope a field that takes another field's place would keep
// sending the other field's key.

// option is one choice of a select: the share-link value and its label.
type option struct {
	_            incomparable
	Value, Label string
}

// unset is the DOM value of an option whose share-link value is "" ("Other",
// "Anywhere"): go-app writes no value attribute for "", and the browser then
// takes the option's label as its value.
const unset = "-"

// selectField is a labelled select whose choice is sent as a setting when it
// is made: a click in the list, Enter, or leaving the list. Browsing with the
// keyboard (arrows, Home/End, letters) changes the shown option, and in
// Chromium fires change at every step, but sends nothing until then; Escape
// puts the answer back. So a person who walks past "Spot" on the way to
// "1-year reservation" never gets Spot's answers, nor a history entry for
// each option passed.
func selectField(l words.Lang, key string, labelID, hintID words.ID, value string, options []option) app.UI {
	label, hint := l.T(labelID), l.T(hintID)
	h, scope := selectEvents(key, value), app.EventScope(key, value)
	opts := make([]app.UI, len(options))
	for i, o := range options {
		opts[i] = el("option", "").Attr("value", domValue(o.Value)).Attr("selected", o.Value == value).Text(o.Label)
	}
	return wrap("div", "class=field",
		textEl("label", "for="+key, label),
		el("select", "id="+key+"|aria-describedby="+key+"-hint").
			On("keydown", h, scope).On("mousedown", h, scope).On("change", h, scope).On("blur", h, scope).
			Body(opts...),
		codeEl("p", "class=hint|id="+key+"-hint", hint),
	)
}

// selectEvents handles the events of the select of key, whose answer is
// answer, by their type.
func selectEvents(key, answer string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		switch e.Get("type").String() {
		case "keydown":
			switch e.Get("key").String() {
			case "Enter":
				commitSelect(ctx, key, answer)
			case "Escape":
				if browsing(ctx) {
					setBrowsing(ctx, false)
					ctx.JSSrc().Set("value", domValue(answer))
				}
			case "Tab", "Shift", "Control", "Alt", "Meta":
			default:
				setBrowsing(ctx, true)
			}
		case "mousedown":
			setBrowsing(ctx, false)
		case "change":
			if !browsing(ctx) {
				commitSelect(ctx, key, answer)
			}
		case "blur":
			commitSelect(ctx, key, answer)
		}
	}
}

// domValue is an option's value in the page: "" becomes unset.
func domValue(v string) string {
	if v == "" {
		return unset
	}
	return v
}

// commitSelect sends the select's shown option when it differs from the
// answer, and ends keyboard browsing.
func commitSelect(ctx app.Context, key, answer string) {
	setBrowsing(ctx, false)
	v := ctx.JSSrc().Get("value").String()
	if v == unset {
		v = ""
	}
	if v != answer {
		ctx.NewActionWithValue(actionSet, setting{Key: key, Value: v})
	}
}

// browsing is kept on the element itself (data-browsing="1", else ""): the
// select is not a component with state of its own.
func browsing(ctx app.Context) bool {
	return ctx.JSSrc().Get("dataset").Get("browsing").String() == "1"
}

func setBrowsing(ctx app.Context, on bool) {
	v := ""
	if on {
		v = "1"
	}
	ctx.JSSrc().Get("dataset").Set("browsing", v)
}

// checkField is a labelled checkbox sent as 1 or 0.
func checkField(l words.Lang, key string, label, hint words.ID, checked bool) app.UI {
	return toggleField(l, key, key, label, hint, checked, "1", "0")
}

// noHint is the hint of a field without one. A field takes its label's and
// hint's IDs, and words them once, where each call site would.
const noHint = words.NoMessage

// toggleField is a labelled checkbox, input id, that sets key to on when
// ticked and off when not: a yes/no question whose link value is not 1/0
// (kv=fp8 or no kv).
func toggleField(l words.Lang, id, key string, label, hint words.ID, checked bool, on, off string) app.UI {
	return wrap("div", "class=field check",
		input("id="+id+"|type=checkbox|aria-describedby="+id+"-hint").Attr("checked", checked).
			OnChange(func(ctx app.Context, e app.Event) {
				v := off
				if ctx.JSSrc().Get("checked").Bool() {
					v = on
				}
				ctx.NewActionWithValue(actionSet, setting{Key: key, Value: v})
			}, app.EventScope(id, on, off)),
		textEl("label", "for="+id, l.T(label)),
		codeEl("p", "class=hint|id="+id+"-hint", l.T(hint)),
	)
}

// stepField is a field of a step: a number's (num), else a choice's, a
// select of its choices or, for a yes-or-no answer, a box. A step's table
// lists its fields in the order it shows them.
type stepField struct {
	key     string
	only    advisor.TaskSet // when not 0: of the tasks that ask key, those whose words the field has
	unnamed bool            // shown only without a named model: its size and shape
	windows bool            // shown only for VMs that run Windows
	num     *numSpec
	// A choice's label, hint and options; a select without choices builds
	// its options (modelOptions, priceOptions).
	label, hint words.ID
	choices     []choice
}

// stepFields are the fields of a step's table that the answers ask for: a
// field shows when the task asks its key (advisor.Questions), with an "I'm
// not sure" box when the person may leave the answer to the tool.
func stepFields(l words.Lang, a *advisor.Answers, table []stepField) []app.UI {
	var fields []app.UI
	for i := range table {
		f := &table[i]
		q := advisor.QuestionOf(f.key)
		if !a.Is(q.Tasks) || f.only != 0 && !a.Is(f.only) || f.unnamed && a.Model != "" || f.windows && a.OS != advisor.Windows {
			continue
		}
		if f.num == nil {
			fields = append(fields, choiceField(l, f, a))
			continue
		}
		n, _ := a.Number(&q)
		fields = append(fields, f.num.field(l, n))
		if bit := q.Unsure; bit&advisor.UnsureOf(a.Task) != 0 {
			// The "I'm not sure" box: ticked, the answer is the task's
			// default, marked as assumed on the sizing card and in the
			// exports (advisor.Unsure), and kept in the link (unsure=…).
			fields = append(fields, toggleField(l, "unsure-"+q.Key, "unsure", words.NotSure, words.NotSureHint, a.Unsure&bit != 0,
				share.UnsureList(a.Unsure|bit), share.UnsureList(a.Unsure&^bit)))
		}
	}
	return fields
}

// choiceField is the field of a question that is not a number.
func choiceField(l words.Lang, f *stepField, a *advisor.Answers) app.UI {
	q := advisor.QuestionOf(f.key)
	switch v := a.Answer(&q).(type) {
	case *bool:
		hint := f.hint
		if f.key == "spot" && a.Price == advisor.Spot && !a.Interruptible {
			// The interruption question, with Spot as the price model: the
			// model already implies it, as the box stays the person's own
			// answer for the other price models.
			hint = words.SpotImpliedHint
		}
		return checkField(l, f.key, f.label, hint, *v)
	case *string:
		options := opts(l, f.choices)
		switch f.key {
		case "kv":
			return toggleField(l, f.key, f.key, f.label, f.hint, *v == string(advisor.FP8), string(advisor.FP8), "")
		case "model":
			options = modelOptions(l, *v)
		case "price":
			options = priceOptions(l)
		}
		return selectField(l, f.key, f.label, f.hint, *v, options)
	}
	return nil // every choice is a string or a yes-or-no answer
}

// presetButtons are one-click answers. With the key presetKey, each preset
// is a whole share-link query that replaces the answers; with another key,
// it sets that key.
func presetButtons(l words.Lang, presets []choice, key string) app.UI {
	label := words.Typical
	if key == presetKey {
		label = words.StartFrom
	}
	parts := []app.UI{textEl("span", "class=presets-label", words.T(l, label))}
	for _, p := range opts(l, presets) {
		parts = append(parts, setButton("class=chip|type=button", key, p.Value).Text(p.Label))
	}
	return wrap("div", "class=presets", parts...)
}

// stepHeadingID is the ID of the shown step's heading.
const stepHeadingID = "step-heading"

// send is the handler that sends the action with its value; set sends
// actionSet with the answer key and value; setFromValue sets it to what the
// event's element holds. One closure each for every control that does only
// that (a handler written out is a function of its own in the wasm).
func send(action string, value any) app.EventHandler {
	return func(ctx app.Context, e app.Event) { ctx.NewActionWithValue(action, value) }
}

func set(key, value string) app.EventHandler {
	return send(actionSet, setting{Key: key, Value: value})
}

// setButton is a button, with fixed attributes, that sets the answer key to
// value. What the handler captures is its scope, so that a button that
// takes another's place sends its own.
func setButton(attrs, key, value string) app.HTMLElem {
	return el("button", attrs).OnClick(set(key, value), app.EventScope(key, value))
}

func setFromValue(key string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionSet, setting{Key: key, Value: ctx.JSSrc().Get("value").String()})
	}
}
