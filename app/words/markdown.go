package words

import "strings"

// Markdown puts the headings of the engine's Markdown summary
// (advisor.Markdown) into the language. It is a bridge: the engine still
// writes English sentences, and the lines under the headings stay as they
// are until it returns message IDs; then this goes.
func Markdown(l Lang, md string) string {
	if l == En {
		return md
	}
	lines := strings.Split(md, "\n")
	for i, line := range lines {
		switch {
		case strings.HasPrefix(line, "# Azure GPU recommendation: "):
			lines[i] = "# " + T(l, MdTitle, S(strings.TrimPrefix(line, "# Azure GPU recommendation: ")))
		case line == "## Sizing":
			lines[i] = "## " + T(l, MdSizing)
		case line == "## Recommendations":
			lines[i] = "## " + T(l, Recommendations)
		case line == "## Why not":
			lines[i] = "## " + T(l, MdWhyNot)
		case line == "## Pre-deployment checklist":
			lines[i] = "## " + T(l, MdChecklist)
		}
	}
	return strings.Join(lines, "\n")
}
