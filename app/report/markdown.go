package report

import (
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Markdown renders a result for a ticket, a chat or an e-mail, in language l.
//
// Nothing from a link is planted verbatim: notices (which quote what the link
// said) are escaped with mdText, and every other text with mdSafe, so a crafted
// link cannot add a link, an image, raw HTML, a heading or a table column to
// the ticket. Each text is worded first, then escaped, so the escaping is the
// same in every language. The notices are capped with CapNotices.
func Markdown(r advisor.Result, l words.Lang) string { return summary(r, l, false) }

// PlainText is Markdown's summary for a plain-text paste (a chat without
// Markdown, a CRM field): the same lines with no Markdown marks and no
// escapes, so a size reads Standard_ND96, never Standard\_ND96. Line breaks
// inside a text still become spaces, so no text starts a line of its own.
func PlainText(r advisor.Result, l words.Lang) string { return summary(r, l, true) }

// summary writes Markdown or, when plain, the same lines without its marks.
func summary(r advisor.Result, l words.Lang, plain bool) string {
	var b strings.Builder
	a := r.Answers
	// Markdown's marks, none in plain text. Bold ("**") is written in both:
	// plain text loses it at the end, as a few messages carry it.
	safe, code, text, h1, h2, h3, em, box := mdSafe, mdCode, mdText, "# ", "## ", "### ", "_", "- [ ] "
	if plain {
		safe, code, text, h1, h2, h3, em, box = plainText, plainText, plainText, "", "", "", "", "- "
	}
	writeAll(&b, h1, l.T(words.MdTitle, advisor.TaskWord(a.Task)), "\n\n")
	writeAll(&b, l.T(words.MdAsOf, words.S(safe(r.CatalogDate)), words.S(safe(r.Day))), "\n\n")
	writeAll(&b, h2, l.T(words.YourAnswers), "\n\n")
	colon, assumed := l.T(words.LabelColon), " "+em+l.T(words.AssumedDefault)+em
	for _, row := range AnswerRows(l, a) {
		mark := ""
		if row.Assumed {
			mark = assumed
		}
		writeAll(&b, "- ", safe(row.Label), colon, safe(row.Value), mark, "\n")
	}
	writeAll(&b, "\n")
	notices, _ := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown)
	note := "> **" + l.T(words.MdNote) + "** "
	for _, n := range notices {
		writeAll(&b, note, text(n.Text.In(l)), "\n")
	}
	if len(notices) > 0 {
		writeAll(&b, "\n")
	}
	if r.Answers.ModelNotUnderstood == "" { // else nothing is sized
		writeAll(&b, h2, l.T(words.MdSizing), "\n\n", l.T(words.MdNeed, words.N(r.Sizing.GPUMemoryGB)))
		if r.Sizing.VMs > 0 {
			writeAll(&b, l.T(words.MdNeedTop, words.W(words.CountVMs, words.I(r.Sizing.VMs)), words.W(words.CountGPUs, words.Count(r.Sizing.GPUs))))
		}
		writeAll(&b, "\n\n")
		for _, p := range r.Sizing.Breakdown {
			writeAll(&b, "- ", safe(words.MemoryPart(l, p.Name)), colon, words.Number(p.GB), " GB\n")
		}
		for _, s := range append([]words.Text{r.Sizing.Assumed}, r.Sizing.Assumptions...) {
			if len(s) > 0 {
				writeAll(&b, "- ", em, safe(s.In(l)), em, "\n")
			}
		}
		writeAll(&b, "\n")
	}
	writeAll(&b, h2, l.T(words.Recommendations), "\n\n")
	if len(r.Recommendations) == 0 {
		writeAll(&b, l.T(words.MdNoFit), "\n")
	} else {
		// The table, or in plain text one line a pick with the same cells.
		bar, open, end := " | ", "| ", " |\n"
		if plain {
			bar, open, end = " · ", "", "\n"
		} else {
			writeAll(&b, l.T(words.MdTableHead), "\n")
			writeAll(&b, "|---|---|---|---|---|---|---|---|---|---|\n")
		}
		for _, p := range r.Recommendations {
			model := words.Verbatim
			if p.Estimate {
				model = words.WithEstimate
			}
			month := words.Fixed(p.USDPerMonth, 0)
			if p.WorkBilled() {
				month = "—" // the work's bill is the project total; its hours are below
			}
			cells := [...]string{strconv.Itoa(p.Rank), p.Size + " (" + p.Series + ")", p.GPUsPerVM + " × " + p.GPUModel, words.Number(p.GPUMemoryGB) + " GB",
				words.RegionName(l, p.Region, p.RegionName), strconv.Itoa(p.VMs), l.T(model, modelLabel(p.Model)), words.Cents(p.USDPerHour), month, words.Fixed(p.USDTotal, 0)}
			b.WriteString(open)
			for i, c := range cells {
				if i > 0 {
					b.WriteString(bar)
				}
				b.WriteString(safe(c))
			}
			b.WriteString(end)
		}
		for _, p := range r.Recommendations {
			writeAll(&b, "\n", h3, l.T(words.MdPickHeading, words.I(p.Rank), words.S(safe(p.Size)), words.S(safe(words.RegionName(l, p.Region, p.RegionName)))), "\n\n")
			billed := words.MdBilled // the hours the work takes: only when it finishes
			if p.FinishesInHours > 0 {
				billed = words.MdBilledWork
			}
			writeAll(&b, "- ", l.T(billed, words.S(words.Fixed(p.BilledHours, 0)), words.N(p.FinishesInHours)), "\n")
			if p.Throughput.Unit != "" {
				writeAll(&b, "- ", l.T(words.MdThroughput, words.N(p.Throughput.PerVM), words.S(safe(words.ThroughputUnit(l, p.Throughput.Unit, p.Throughput.PerVM)))), " ", em, safe(p.Throughput.Basis.In(l)), em, "\n")
			}
			for _, s := range p.Reasons {
				writeAll(&b, "- ", code(s.In(l)), "\n")
			}
			if len(p.Path) > 0 {
				rules := make([]string, len(p.Path))
				for i, h := range p.Path {
					// The stage a reader knows, the rule's name as code
					// for the engineer.
					rules[i] = safe(words.Stage(l, string(h.Stage))) + " (`" + safe(h.Rule) + "`)"
				}
				writeAll(&b, "- ", l.T(words.MdPath, words.S(strings.Join(rules, " → "))), "\n")
			}
			if len(p.Assumption) > 0 {
				writeAll(&b, "- ", em, safe(l.T(words.EstimateLine, words.WT(p.Assumption))), em, "\n")
			}
			for _, s := range p.Adjustments {
				writeAll(&b, "- ", safe(s.In(l)), "\n")
			}
		}
	}
	if len(r.Rejected) > 0 {
		writeAll(&b, "\n", h2, l.T(words.MdWhyNot), "\n\n")
		for _, x := range r.Rejected {
			writeAll(&b, "- **", safe(x.Series), "** (", safe(x.Size), ")", colon, safe(x.Why.In(l)), "\n")
		}
	}
	writeAll(&b, "\n", h2, l.T(words.MdChecklist), "\n\n")
	for _, it := range r.Checklist {
		writeAll(&b, box, code(it.Text.In(l)), "\n")
	}
	if plain {
		return strings.ReplaceAll(b.String(), "**", "")
	}
	return b.String()
}

// modelLabel is a price model as a table cell labels it.
func modelLabel(m advisor.PricePref) words.Arg {
	if id, ok := advisor.PriceLabel(m); ok {
		return words.W(id)
	}
	return words.S(string(m))
}

// mdText escapes text that may carry what a link said (notices quote raw
// values) for Markdown and HTML: every Markdown punctuation character is
// backslash-escaped, and so are & (entities), ~ (strike-through) and @ (e-mail
// autolinks); "." is escaped too, so "www.x.com" or "https://x.com" is no
// autolink. Line breaks and other control characters become spaces, so a value
// never starts a new block (a heading, a list, a quote, a table row).
func mdText(s string) string { return mdEscape(s, "\\`*_{}[]()#+-.!|<>&~@") }

// mdSafe escapes the engine's and the catalog's own text (sizes such as
// Standard_NC24ads_A100_v4 stay readable): whatever could make a link (also
// a bare "https://", "www." or e-mail autolink), an image, raw HTML, code,
// emphasis or a table cell, and line breaks.
func mdSafe(s string) string { return mdEscape(s, "\\`*[]<>|&~@") }

// mdCode is mdSafe for the engine's sentences that mark commands as `…`
// (the Chinese wording): each stays a code span, whose text Markdown does
// not read, and the rest is escaped.
func mdCode(s string) string {
	parts := strings.Split(s, "`")
	for i, p := range parts {
		if i%2 == 0 || i == len(parts)-1 {
			parts[i] = mdSafe(p)
		} else {
			parts[i] = "`" + strings.ReplaceAll(p, "\n", " ") + "`"
		}
	}
	return strings.Join(parts, "")
}

// plainText is a text for a plain-text paste: no escapes, and line breaks
// and other controls as spaces, as in Markdown.
func plainText(s string) string { return mdEscape(s, "") }

// mdEscape escapes the characters of special with a backslash (none when
// special is empty: plainText) and turns controls into spaces.
func mdEscape(s, special string) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	for i, r := range s {
		switch {
		case r < 0x80 && strings.ContainsRune(special, r),
			special != "" && r == ':' && strings.HasPrefix(s[i+1:], "//"), // no scheme://, so no URL autolink
			special != "" && r == '.' && i >= 3 && strings.EqualFold(s[i-3:i], "www"):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u2028' || r == '\u2029':
			b.WriteByte(' ') // line breaks, tabs and other controls
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// writeAll writes the parts to b. Markdown calls it directly at some
// thirty places: a closure's calls are indirect, larger in the wasm.
func writeAll(b *strings.Builder, parts ...string) {
	for _, p := range parts {
		b.WriteString(p)
	}
}
