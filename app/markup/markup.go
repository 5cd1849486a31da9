// Package markup escapes text for HTML and SVG written as text: the page's
// read-only blocks (app/ui's static) and the pictures drawn as SVG
// (app/chart, app/qr). Every text and attribute value they write goes
// through Escape, so values from a link stay text.
package markup

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
