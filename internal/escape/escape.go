// Package escape escapes text for HTML and XML markup with a loop.
//
// html.EscapeString and a strings.Replacer give the same text, but bring
// the Replacer's machinery (a trie, generic and byte replacers) into the
// wasm; this is a few hundred bytes.
package escape

// XML escapes & < > " and ' as &amp; &lt; &gt; &quot; and &#39;: for an XML
// attribute or element (the SVG of charts and QR codes).
func XML(s string) string { return escape(s, "&quot;") }

// HTML escapes as html.EscapeString does: " as &#34;.
func HTML(s string) string { return escape(s, "&#34;") }

func escape(s, quot string) string {
	var b []byte // nil until a byte needs escaping
	for i := 0; i < len(s); i++ {
		var r string
		switch s[i] {
		case '&':
			r = "&amp;"
		case '<':
			r = "&lt;"
		case '>':
			r = "&gt;"
		case '"':
			r = quot
		case '\'':
			r = "&#39;"
		default:
			if b != nil {
				b = append(b, s[i])
			}
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(s)+16), s[:i]...)
		}
		b = append(b, r...)
	}
	if b == nil {
		return s
	}
	return string(b)
}
