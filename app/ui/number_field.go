package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// numberField is a labelled number input with a unit and a hint. It keeps the
// text as typed while the person types ("5k" stays "5k") and sends the
// answer only when the entry is done (change: Enter or leaving the field),
// so that a half-typed number ("80" on the way to "800") is never applied.
// A text that is not a number is refused next to the field and the last
// answer stands; a number out of range is clamped, and the field says so.
type numberField struct {
	app.Compo
	// Key is the share-link key, also the input's ID.
	Key string
	// Label, Unit and Hint are what the person reads.
	Label, Unit, Hint string
	// Value is the current answer.
	Value float64
	// Min and Max bound the answer; Max 0 means no upper bound. They are the
	// limits advisor.Normalize clamps to (its max* constants).
	Min, Max float64
	// MaxNote is what the field says when it clamps to Max, e.g. "744 h is
	// the most in a month"; empty: a sentence made from Max and Unit.
	MaxNote string
	// Whole rounds the answer to a whole number, saying so.
	Whole bool
	// Optional allows an empty field (sent as "not set").
	Optional bool
	// Units are words accepted before or after the number and ignored ("$",
	// "h"), longest first.
	Units []string

	raw     string  // the text as typed, while editing
	editing bool    // the input shows raw rather than Value
	err     string  // why raw is refused; the answer stands
	note    string  // what the last entry was changed to, e.g. clamped
	key     string  // the Key the state above belongs to
	base    float64 // the Value the state above belongs to
}

// OnMount ties the field's state to its first answer.
func (f *numberField) OnMount(ctx app.Context) { f.key, f.base = f.Key, f.Value }

// OnUpdate forgets the typed text, the error and the note when the field is
// reused for another answer (go-app reuses a component of the same type at
// the same place) or its answer changed from elsewhere (Undo, Back, a
// preset).
//
// It also empties the input itself when the field shows nothing: go-app
// writes no value attribute for "" and only removes the old one, which
// leaves the text in the input (e.g. 4096 from the context length field
// whose place an empty "KV heads" took).
func (f *numberField) OnUpdate(ctx app.Context) {
	if f.key != f.Key || f.base != f.Value {
		f.raw, f.editing, f.err, f.note, f.key, f.base = "", false, "", "", f.Key, f.Value
	}
	if app.IsClient && f.text() == "" {
		ctx.Defer(func(app.Context) {
			if e := app.Window().GetElementByID(f.Key); e.Truthy() && !f.editing && e.Get("value").String() != "" {
				e.Set("value", "")
			}
		})
	}
}

// text is what the input shows: the text as typed while editing, else the answer.
func (f *numberField) text() string {
	if f.editing {
		return f.raw
	}
	if f.Value == 0 && f.Optional {
		return ""
	}
	return num(f.Value)
}

func (f *numberField) Render() app.UI {
	cls := "field"
	if f.err != "" {
		cls += " invalid"
	}
	return app.Div().Class(cls).Body(
		app.Label().For(f.Key).Text(f.Label),
		app.Div().Class("with-unit").Body(
			app.Input().ID(f.Key).Type("text").Attr("inputmode", "decimal").Attr("autocomplete", "off").Value(f.text()).
				Aria("describedby", f.describedBy()).Aria("invalid", f.err != "").
				OnInput(f.onInput).OnChange(f.onDone),
			app.Span().Class("unit").Text(f.Unit),
		),
		app.If(f.err != "", func() app.UI {
			return app.P().Class("error").ID(f.Key+"-error").Attr("role", "alert").Text(f.err)
		}).ElseIf(f.note != "", func() app.UI {
			return app.P().Class("field-note").ID(f.Key+"-note").Attr("role", "status").Text(f.note)
		}).Else(func() app.UI {
			return app.P().Class("hint").ID(f.Key + "-hint").Text(f.Hint)
		}),
	)
}

// describedBy points screen readers at the error or the note when there is
// one, else the hint.
func (f *numberField) describedBy() string {
	switch {
	case f.err != "":
		return f.Key + "-error"
	case f.note != "":
		return f.Key + "-note"
	}
	return f.Key + "-hint"
}

// onInput keeps the text; an error already shown goes as soon as the text
// reads, but a new one waits for the entry to be done.
func (f *numberField) onInput(ctx app.Context, e app.Event) {
	f.raw, f.editing, f.note = ctx.JSSrc().Get("value").String(), true, ""
	if f.err != "" {
		if _, _, err := f.read(f.raw); err == nil {
			f.err = ""
		}
	}
}

// onDone applies the entry, or refuses it and keeps the answer.
func (f *numberField) onDone(ctx app.Context, e app.Event) {
	f.raw = ctx.JSSrc().Get("value").String()
	v, note, err := f.read(f.raw)
	if err != nil {
		f.editing, f.note = true, ""
		f.err = err.Error() + " Still using " + f.shown(f.Value) + "."
		return
	}
	f.editing, f.err, f.note, f.base = false, "", note, v
	value := ""
	if v != 0 || !f.Optional {
		value = strconv.FormatFloat(v, 'f', -1, 64)
	}
	ctx.NewActionWithValue(actionSet, setting{Key: f.Key, Value: value})
}

// read turns a text into the answer, with a note when the number was
// changed to fit (clamped, rounded), or an error when it cannot be used.
func (f *numberField) read(s string) (v float64, note string, err error) {
	v, err = parseAmount(s, f.Units...)
	switch {
	case err != nil:
		return 0, "", err
	case v == 0 && f.Optional:
		return 0, "", nil
	case strings.TrimSpace(halfWidth(s)) == "":
		return 0, "", parseError("Enter a number.")
	case v < 0:
		return 0, "", parseError(quoteTyped(strings.TrimSpace(s)) + " is below zero.")
	}
	if f.Whole && v != math.Round(v) {
		note = fmt.Sprintf("Whole %s only: using %s.", f.Unit, f.shown(math.Round(v)))
		v = math.Round(v)
	}
	switch {
	case v < f.Min:
		note = fmt.Sprintf("%s is the least: using %s, not %s.", f.shown(f.Min), num(f.Min), num(v))
		v = f.Min
	case f.Max > 0 && v > f.Max:
		why := f.MaxNote
		if why == "" {
			why = f.shown(f.Max) + " is the most this tool plans for"
		}
		note = fmt.Sprintf("%s: using %s, not %s.", why, num(f.Max), num(math.Round(v*100)/100))
		v = f.Max
	}
	return v, note, nil
}

// shown is a value with its unit, as the messages print it.
func (f *numberField) shown(v float64) string {
	if v == 0 && f.Optional {
		return "none"
	}
	if f.Unit == "USD" {
		return usd(v)
	}
	return num(v) + " " + f.Unit
}
