// Package markup writes HTML and SVG as text, for the parts of the page that
// take no input: a pick's figures and reasons, the charts, the QR code. The
// browser parses one string (go-app's Raw) where go-app would create every
// node through syscall/js, one call per element, attribute and text: that was
// most of the time to the first answer. Every text and attribute value that
// goes through a Builder is escaped, so values from a link stay text.
package markup

import "strings"

// Builder appends markup. The zero value is ready to use.
type Builder struct{ b []byte }

// Open writes a start tag with attributes given as name, value pairs; a pair
// with an empty value is left out.
func (m *Builder) Open(tag string, attrs ...string) *Builder {
	m.b = append(m.b, '<')
	m.b = append(m.b, tag...)
	for i := 0; i+1 < len(attrs); i += 2 {
		if attrs[i+1] == "" {
			continue
		}
		m.b = append(m.b, ' ')
		m.b = append(m.b, attrs[i]...)
		m.b = append(m.b, '=', '"')
		m.b = appendEscaped(m.b, attrs[i+1])
		m.b = append(m.b, '"')
	}
	m.b = append(m.b, '>')
	return m
}

// Close writes an end tag.
func (m *Builder) Close(tag string) *Builder {
	m.b = append(m.b, '<', '/')
	m.b = append(m.b, tag...)
	m.b = append(m.b, '>')
	return m
}

// Text writes escaped text.
func (m *Builder) Text(s string) *Builder {
	m.b = appendEscaped(m.b, s)
	return m
}

// Code writes escaped text in which each `…` is a <code> element: the
// Chinese wording marks commands and names of keys that way (English has
// none, so it reads as Text).
func (m *Builder) Code(s string) *Builder {
	for i, part := range strings.Split(s, "`") {
		if i%2 == 1 {
			m.Elem("code", "", part)
		} else {
			m.Text(part)
		}
	}
	return m
}

// Elem writes <tag class="class">text</tag>.
func (m *Builder) Elem(tag, class, text string) *Builder {
	return m.Open(tag, "class", class).Text(text).Close(tag)
}

// Markup writes s as it is: markup that is already safe (a constant, or what
// another Builder wrote).
func (m *Builder) Markup(s string) *Builder {
	m.b = append(m.b, s...)
	return m
}

// String is what has been written.
func (m *Builder) String() string { return string(m.b) }

// Escape makes s safe as text and as a quoted attribute value.
func Escape(s string) string {
	for i := 0; i < len(s); i++ {
		if entity(s[i]) != "" {
			return string(appendEscaped(make([]byte, 0, len(s)+16), s))
		}
	}
	return s
}

func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if e := entity(s[i]); e != "" {
			b = append(b, e...)
		} else {
			b = append(b, s[i])
		}
	}
	return b
}

func entity(c byte) string {
	switch c {
	case '&':
		return "&amp;"
	case '<':
		return "&lt;"
	case '>':
		return "&gt;"
	case '"':
		return "&#34;"
	case '\'':
		return "&#39;"
	}
	return ""
}
