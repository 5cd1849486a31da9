package ui

// How the page is written: every element of app/ui, one way.
//
// An element is its tag and its fixed attributes as one string
// "k=v|k=v"; then the attributes whose values vary, set one by one by
// name; then what it holds. In go-app's tree and as text, with the same
// names:
//
//	el("dd", "class=pick-hour").Attr("title", t).Text(price)    // go-app
//	m.el("dd", "class=pick-hour").attr("title", t).text(price).end("dd")
//
// el is an element of go-app's tree: one that takes input (OnClick,
// OnChange…) or must stay itself while answers change (a details stays
// open). textEl, codeEl, wrap, labelled, details and input are its
// shorthands.
//
// static writes the same elements as HTML text (m.el … m.end), for what
// only shows figures and words (a pick's figures and reasons, the sizing
// bar, the charts' tables, the footer, a size's detail, the print view),
// and for the answer written before go-app starts (early.go), which can
// only be text. m.ui() places a block of it in go-app's tree as one node:
// the browser parses it at once, where go-app creates every element,
// attribute and text through syscall/js. go-app's own HTML text
// (app.HTMLString) cannot stand in: it indents children, which puts spaces
// in a size's name and between inline elements, and it quotes attribute
// values as Go strings, which is not HTML escaping. static ends elements
// with end(tag) rather than nesting calls as wrap does: written as nested
// values, the same blocks took about 11 KB more of the gzipped wasm.
//
// The attribute string is data, not code: a typed setter in a chain is a
// call through an interface, with its arguments stored one word at a time,
// at every call site. It is cut at "|", then at the first "=", so a value
// in it must never hold "|": TestAttributeStrings lets it hold only
// constants and the fixed-set values it names (IDs, keys, classes). Any
// other value (a size or region name from the catalog or the link, a
// title, a label) goes through Attr or attr, which go-app sets as a DOM
// attribute and static escapes.
//
// Only one text goes in as it is, through picture: an SVG picture drawn by
// app/chart or app/qr, or the logo.

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/markup"
)

// el is an element of go-app's tree with fixed attributes:
// el("button", "type=button|class=btn secondary|id=show-more").
func el(tag, attrs string) app.HTMLElem {
	e := app.Elem(tag)
	for attrs != "" {
		var k, v string
		k, v, attrs = nextAttr(attrs)
		e = e.Attr(k, v)
	}
	return e
}

// input is el for <input>. Like <wbr>, it is go-app's one element type,
// not its self-closing one, whose methods would all be in the wasm too: the
// server's page then ends them (</input>, </wbr>), which tools/site drops.
func input(attrs string) app.HTMLElem { return el("input", attrs) }

// wbr is where a long word may break.
func wbr() app.UI { return app.Elem("wbr") }

// nextAttr reads the first attribute of an attribute string.
func nextAttr(attrs string) (name, value, rest string) {
	kv, rest, _ := strings.Cut(attrs, "|")
	name, value, _ = strings.Cut(kv, "=")
	return name, value, rest
}

// textEl is el(tag, attrs).Text(text), and wrap el(tag, attrs).Body(body...),
// as the app.UI their parent holds: a chain that ends in the page's tree
// converts its element to app.UI, and Text boxes its text, at every call
// site; these do it once.
func textEl(tag, attrs, text string) app.UI { return el(tag, attrs).Text(text) }

// codeEl is textEl for a message that marks commands and key names as
// `…` (the Chinese wording does): each becomes a <code>.
func codeEl(tag, attrs, text string) app.UI {
	e := el(tag, attrs)
	if !strings.Contains(text, "`") {
		return e.Text(text)
	}
	parts := strings.Split(text, "`")
	body := make([]app.UI, len(parts))
	for i, part := range parts {
		if i%2 == 1 {
			body[i] = textEl("code", "", part)
		} else {
			body[i] = app.Text(part)
		}
	}
	return e.Body(body...)
}

func wrap(tag, attrs string, body ...app.UI) app.UI { return withBody(el(tag, attrs), body...) }

// labelled is wrap for a group or a landmark that its aria-label names.
func labelled(tag, attrs, label string, body ...app.UI) app.UI {
	return withBody(el(tag, attrs).Aria("label", label), body...)
}

// withBody is e.Body(body...) with a copy of body for go-app to keep, so
// that the list a call passes stays on the caller's stack: a list go-app
// kept would be an array type of its own per length ([4]app.UI, [5]app.UI…)
// in the wasm, each with its equality function, and a heap allocation at
// each call.
func withBody(e app.HTMLElem, body ...app.UI) app.UI {
	return e.Body(append(make([]app.UI, 0, len(body)), body...)...)
}

// details is a <details> that its summary names, with what it opens on.
func details(attrs, summary string, body app.UI) app.UI {
	return wrap("details", attrs, textEl("summary", "", summary), body)
}

// button is a button that says text and calls h when pressed.
func button(attrs, text string, h app.EventHandler) app.UI {
	return el("button", attrs).Text(text).OnClick(h)
}

// static is HTML text being written, element by element, with the same
// calls as go-app's tree; end(tag) ends what el started. The zero value is
// ready to use.
//
//	var m static
//	m.el("dl", "class=pick-cost").textEl("dt", "", label)
//	m.el("dd", "class=pick-hour").attr("title", t).text(price).end("dd").end("dl")
type static struct {
	b    []byte
	open bool // a start tag is written up to its attributes
}

// el starts an element with fixed attributes; attr adds those that vary
// until something is written in it. <input> and <wbr> take no end.
func (m *static) el(tag, attrs string) *static {
	m.shut()
	m.b = append(m.b, "<"+tag...)
	m.open = true
	for attrs != "" {
		var k, v string
		k, v, attrs = nextAttr(attrs)
		m.attr(k, v)
	}
	return m
}

// attr sets an attribute of the element el started, escaped; one with no
// value is left out (a boolean attribute takes its name as its value:
// "inert=inert").
func (m *static) attr(name, value string) *static {
	if value != "" {
		m.b = append(m.b, " "+name+`="`+markup.Escape(value)+`"`...)
	}
	return m
}

// shut ends a start tag left open for attributes.
func (m *static) shut() {
	if m.open {
		m.b, m.open = append(m.b, '>'), false
	}
}

// text writes text, escaped.
func (m *static) text(s string) *static {
	m.shut()
	m.b = append(m.b, markup.Escape(s)...)
	return m
}

// code is text for a message that marks commands and key names as `…`:
// each becomes a <code>.
func (m *static) code(s string) *static {
	for i, part := range strings.Split(s, "`") {
		if i%2 == 1 {
			m.textEl("code", "", part)
		} else {
			m.text(part)
		}
	}
	return m
}

// end ends the element el started.
func (m *static) end(tag string) *static {
	m.shut()
	m.b = append(m.b, "</"+tag+">"...)
	return m
}

// textEl is el(tag, attrs).text(text).end(tag).
func (m *static) textEl(tag, attrs, text string) *static {
	return m.el(tag, attrs).text(text).end(tag)
}

// picture writes an SVG document drawn by app/chart or app/qr (which escape
// every value they write), or the logo: the one text that goes in as it is.
func (m *static) picture(svg string) *static {
	m.shut()
	m.b = append(m.b, svg...)
	return m
}

// String is what has been written.
func (m *static) String() string {
	m.shut()
	return string(m.b)
}

// ui places what has been written in go-app's tree: one element, which
// the browser parses at once.
func (m *static) ui() app.UI { return app.Raw(m.String()) }

// picture is a picture drawn as SVG (see static.picture) in go-app's tree.
func picture(svg string) app.UI { return app.Raw(svg) }

// incomparable, as a struct's first field (zero bytes, so no padding), makes
// the record a type that == does not take: the compiler writes an equality
// function for every struct type == takes, which the browser would download
// for records that nothing compares whole.
type incomparable [0]func()
