package words

import "encoding/json"

// Msg is one message: an ID and its arguments, in no language yet.
type Msg struct {
	ID   ID
	Args []Arg
	// lang is the language JSON writes the message in (Say sets it).
	lang Lang
}

// Text is what the engine says in one place, as one or more messages read
// in a row. The engine builds it and never words it: In writes it in a
// language (sentences joined by a space in English, run together in
// Chinese), and JSON writes it in the language Say chose, English unless
// told.
type Text []Msg

// M is a Text of one message.
func M(id ID, args ...Arg) Text { return Text{{ID: id, Args: own(args)}} }

// And is the text followed by another message.
func (t Text) And(id ID, args ...Arg) Text {
	return append(t[:len(t):len(t)], Msg{ID: id, Args: own(args)})
}

// own is a copy of a message's arguments, for a message that keeps them.
// Keeping the caller's list itself would make Go allocate that list on the
// heap at every call site (hundreds across the app, each with a write
// barrier per argument); a copy made here lets each caller build it on its
// stack.
func own(args []Arg) []Arg { return append([]Arg(nil), args...) }

// Plus is the text followed by another text.
func (t Text) Plus(u Text) Text {
	if len(t) == 0 {
		return u
	}
	return append(t[:len(t):len(t)], u...)
}

// Is says whether the text is exactly the one message id (any arguments).
func (t Text) Is(id ID) bool { return len(t) == 1 && t[0].ID == id }

// Has says whether the text holds the message id.
func (t Text) Has(id ID) bool {
	for _, m := range t {
		if m.ID == id {
			return true
		}
	}
	return false
}

// In writes the text in a language.
func (t Text) In(l Lang) string {
	s := ""
	for i, m := range t {
		if i > 0 && l == En {
			s += " "
		}
		s += T(l, m.ID, m.Args...)
	}
	return s
}

// String is the text in the language Say chose, English unless told.
func (t Text) String() string {
	if len(t) == 0 {
		return ""
	}
	return t.In(t[0].lang)
}

// Say is a copy of the text that JSON writes in language l. It copies, so
// a text shared between results is never changed under another reader.
func (t Text) Say(l Lang) Text {
	if len(t) == 0 {
		return t
	}
	c := make(Text, len(t))
	copy(c, t)
	for i := range c {
		c[i].lang = l
	}
	return c
}

// MarshalJSON writes the text as a JSON string in the language Say chose.
func (t Text) MarshalJSON() ([]byte, error) {
	return json.Marshal(t.String())
}

// UnmarshalJSON reads a text written by MarshalJSON: it keeps the words as
// they were written, in whatever language that was.
func (t *Text) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*t = As(s)
	return nil
}

// As is words kept as they were written, in whatever language: a text read
// back from JSON, or a test's fixture.
func As(s string) Text {
	if s == "" {
		return nil
	}
	return M(Verbatim, S(s))
}

// SayAll is Say over a list of texts, copied.
func SayAll(ts []Text, l Lang) []Text {
	if len(ts) == 0 {
		return ts
	}
	c := make([]Text, len(ts))
	for i, t := range ts {
		c[i] = t.Say(l)
	}
	return c
}

// Concat is texts read one after another, as one text.
func Concat(ts []Text) Text {
	var out Text
	for _, t := range ts {
		out = out.Plus(t)
	}
	return out
}
