package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// numberField is a labelled number input with a unit and a hint. It keeps the
// text as typed while the person types ("1." stays "1."), says next to the
// field when the text is not a usable number, and sends only usable values.
type numberField struct {
	app.Compo
	// Key is the share-link key, also the input's ID.
	Key string
	// Label, Unit and Hint are what the person reads.
	Label, Unit, Hint string
	// Value is the current answer.
	Value float64
	// Min and Max bound what is accepted; Max 0 means no upper bound.
	Min, Max float64
	// Optional allows an empty field (sent as 0, "not set").
	Optional bool

	raw     string
	editing bool
	err     string
	key     string // the Key the state above belongs to
}

// OnUpdate forgets the typed text when the field is reused for another
// answer (go-app reuses a component of the same type at the same place).
//
// It also empties the input itself when the field shows nothing: go-app
// writes no value attribute for "" and only removes the old one, which
// leaves the text in the input (e.g. 4096 from the context length field
// whose place an empty "KV heads" took).
func (f *numberField) OnUpdate(ctx app.Context) {
	if f.key != f.Key {
		f.raw, f.editing, f.err, f.key = "", false, "", f.Key
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
	return strconv.FormatFloat(f.Value, 'f', -1, 64)
}

func (f *numberField) Render() app.UI {
	text := f.text()
	cls := "field"
	if f.err != "" {
		cls += " invalid"
	}
	return app.Div().Class(cls).Body(
		app.Label().For(f.Key).Text(f.Label),
		app.Div().Class("with-unit").Body(
			app.Input().ID(f.Key).Type("text").Attr("inputmode", "decimal").Value(text).
				Aria("describedby", f.describedBy()).Aria("invalid", f.err != "").
				OnInput(f.onInput).OnChange(f.onDone),
			app.Span().Class("unit").Text(f.Unit),
		),
		app.If(f.err != "", func() app.UI {
			return app.P().Class("error").ID(f.Key+"-error").Attr("role", "alert").Text(f.err)
		}).Else(func() app.UI {
			return app.P().Class("hint").ID(f.Key + "-hint").Text(f.Hint)
		}),
	)
}

// describedBy points screen readers at the error when there is one, else the hint.
func (f *numberField) describedBy() string {
	if f.err != "" {
		return f.Key + "-error"
	}
	return f.Key + "-hint"
}

func (f *numberField) onInput(ctx app.Context, e app.Event) {
	f.raw, f.editing, f.key = ctx.JSSrc().Get("value").String(), true, f.Key
	v, msg := f.parse(f.raw)
	f.err = msg
	if msg == "" {
		ctx.NewActionWithValue(actionSet, setting{Key: f.Key, Value: strconv.FormatFloat(v, 'f', -1, 64)})
	}
}

func (f *numberField) onDone(ctx app.Context, e app.Event) {
	if f.err == "" {
		f.editing = false
	}
}

// parse reads the text, accepting "1,000" and "1e3", and says what is wrong.
func (f *numberField) parse(s string) (float64, string) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" {
		if f.Optional {
			return 0, ""
		}
		return 0, "Enter a number."
	}
	v, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil || math.IsNaN(v) || math.IsInf(v, 0):
		return 0, fmt.Sprintf("%q is not a number.", s)
	case v < f.Min:
		return 0, fmt.Sprintf("Must be at least %s %s.", num(f.Min), f.Unit)
	case f.Max > 0 && v > f.Max:
		return 0, fmt.Sprintf("Must be at most %s %s.", num(f.Max), f.Unit)
	}
	return v, ""
}
