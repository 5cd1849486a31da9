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
func Markdown(r advisor.Result, l words.Lang) string { return summary(r, l, &markdownMarks) }

// PlainText is Markdown's summary for a plain-text paste (a chat without
// Markdown, a CRM field): the same lines with no Markdown marks and no
// escapes, so a size reads Standard_ND96, never Standard\_ND96. Line breaks
// inside a text still become spaces, so no text starts a line of its own.
func PlainText(r advisor.Result, l words.Lang) string { return summary(r, l, &plainMarks) }

// marks are what the summary writes around its texts, and what it escapes
// in them: Markdown's, or none in plain text. Bold ("**") is written in both:
// plain text loses it at the end, as a few messages carry it.
type marks struct {
	h1, h2, h3, em, box string
	// A pick's row of the table; in plain text, one line a pick with the
	// same cells.
	open, bar, end string
	// What mdEscape escapes in the engine's and the catalog's texts (safe)
	// and in the notices, which quote a link.
	escaped, quoted string
	plain           bool
}

var (
	markdownMarks = marks{"# ", "## ", "### ", "_", "- [ ] ", "| ", " | ", " |\n", mdSafe, mdText, false}
	plainMarks    = marks{"", "", "", "", "- ", "", " · ", "\n", "", "", true}
)

// summaryWriter writes a summary in language l with Markdown's marks or
// plain text's. Each block (a heading, a paragraph, a list, the table) ends
// with a blank line.
type summaryWriter struct {
	strings.Builder
	*marks
	l words.Lang
}

// line writes parts and ends the line.
func (w *summaryWriter) line(parts ...string) {
	for _, p := range parts {
		w.WriteString(p)
	}
	w.WriteString("\n")
}

// para writes message id as a line of its own after mark (a heading's, or
// none), then a blank line.
func (w *summaryWriter) para(mark string, id words.ID, args ...words.Arg) {
	w.line(mark, w.l.T(id, args...), "\n")
}

// safe escapes the engine's and the catalog's text.
func (w *summaryWriter) safe(s string) string { return mdEscape(s, w.escaped) }

// arg is such a text as a message's argument.
func (w *summaryWriter) arg(s string) words.Arg { return words.S(w.safe(s)) }

// aside writes t, if any, as a list item in emphasis: what a figure assumes.
func (w *summaryWriter) aside(t words.Text) {
	if len(t) > 0 {
		w.line("- ", w.em, w.safe(t.In(w.l)), w.em)
	}
}

// summary writes Markdown or, with plain text's marks, the same lines
// without them.
func summary(r advisor.Result, l words.Lang, m *marks) string {
	w := summaryWriter{marks: m, l: l}
	a := r.Answers
	w.para(m.h1, words.MdTitle, advisor.TaskWord(a.Task))
	w.para("", words.MdAsOf, w.arg(r.CatalogDate), w.arg(r.Day))
	w.para(m.h2, words.YourAnswers)
	colon, assumed := l.T(words.LabelColon), " "+m.em+l.T(words.AssumedDefault)+m.em
	for _, row := range AnswerRows(l, a) {
		mark := ""
		if row.Assumed {
			mark = assumed
		}
		w.line("- ", w.safe(row.Label), colon, w.safe(row.Value), mark)
	}
	w.line()
	notices, _ := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown)
	note := "> **" + l.T(words.MdNote) + "** "
	for _, n := range notices {
		w.line(note, mdEscape(n.Text.In(l), m.quoted))
	}
	if len(notices) > 0 {
		w.line()
	}
	if a.ModelNotUnderstood == "" { // else nothing is sized
		w.para(m.h2, words.MdSizing)
		need := l.T(words.MdNeed, words.N(r.Sizing.GPUMemoryGB))
		if r.Sizing.VMs > 0 {
			need += l.T(words.MdNeedTop, words.W(words.CountVMs, words.I(r.Sizing.VMs)), words.W(words.CountGPUs, words.Count(r.Sizing.GPUs)))
		}
		w.line(need, "\n")
		for _, p := range r.Sizing.Breakdown {
			w.line("- ", w.safe(words.MemoryPart(l, p.Name)), colon, words.Number(p.GB), " GB")
		}
		w.aside(r.Sizing.Assumed)
		for _, s := range r.Sizing.Assumptions {
			w.aside(s)
		}
		w.line()
	}
	w.para(m.h2, words.Recommendations)
	if len(r.Recommendations) == 0 {
		w.para("", words.MdNoFit)
	} else {
		if !m.plain {
			w.line(l.T(words.MdTableHead))
			w.line("|---|---|---|---|---|---|---|---|---|---|")
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
			w.WriteString(m.open)
			for i, c := range cells {
				if i > 0 {
					w.WriteString(m.bar)
				}
				w.WriteString(w.safe(c))
			}
			w.WriteString(m.end)
		}
		w.line()
	}
	for _, p := range r.Recommendations {
		w.para(m.h3, words.MdPickHeading, words.I(p.Rank), w.arg(p.Size), w.arg(words.RegionName(l, p.Region, p.RegionName)))
		billed := words.MdBilled // the hours the work takes: only when it finishes
		if p.FinishesInHours > 0 {
			billed = words.MdBilledWork
		}
		w.line("- ", l.T(billed, words.Approx(p.BilledHours), words.N(p.FinishesInHours)))
		if p.Throughput.Unit != "" {
			w.line("- ", l.T(words.MdThroughput, words.N(p.Throughput.PerVM), w.arg(words.ThroughputUnit(l, p.Throughput.Unit, p.Throughput.PerVM))), " ", m.em, w.safe(p.Throughput.Basis.In(l)), m.em)
		}
		for _, s := range p.Reasons {
			w.line("- ", mdCode(s.In(l), m.escaped))
		}
		if len(p.Path) > 0 {
			rules := make([]string, len(p.Path))
			for i, h := range p.Path {
				// The stage a reader knows, the rule's name as code
				// for the engineer.
				rules[i] = w.safe(words.Stage(l, string(h.Stage))) + " (`" + w.safe(h.Rule) + "`)"
			}
			w.line("- ", l.T(words.MdPath, words.S(strings.Join(rules, " → "))))
		}
		if len(p.Assumption) > 0 {
			w.aside(words.M(words.EstimateLine, words.WT(p.Assumption)))
		}
		for _, s := range p.Adjustments {
			w.line("- ", w.safe(s.In(l)))
		}
		w.line()
	}
	if len(r.Rejected) > 0 {
		w.para(m.h2, words.MdWhyNot)
		for _, x := range r.Rejected {
			w.line("- **", w.safe(x.Series), "** (", w.safe(x.Size), ")", colon, w.safe(x.Why.In(l)))
		}
		w.line()
	}
	w.para(m.h2, words.MdChecklist)
	for _, it := range r.Checklist {
		w.line(m.box, mdCode(it.Text.In(l), m.escaped))
	}
	if m.plain {
		return strings.ReplaceAll(w.String(), "**", "")
	}
	return w.String()
}

// modelLabel is a price model as a table cell labels it.
func modelLabel(m advisor.PricePref) words.Arg {
	if id, ok := advisor.PriceLabel(m); ok {
		return words.W(id)
	}
	return words.S(string(m))
}

// mdText is what mdEscape escapes in text that may carry what a link said
// (notices quote raw values), for Markdown and HTML: every Markdown
// punctuation character, and & (entities), ~ (strike-through) and @ (e-mail
// autolinks); "." too, so "www.x.com" or "https://x.com" is no autolink.
// Line breaks and other control characters become spaces, so a value never
// starts a new block (a heading, a list, a quote, a table row).
const mdText = "\\`*_{}[]()#+-.!|<>&~@"

// mdSafe is what mdEscape escapes in the engine's and the catalog's own text
// (sizes such as Standard_NC24ads_A100_v4 stay readable): whatever could make
// a link (also a bare "https://", "www." or e-mail autolink), an image, raw
// HTML, code, emphasis or a table cell; line breaks become spaces.
const mdSafe = "\\`*[]<>|&~@"

// mdCode escapes special (mdSafe, or none in plain text) in the engine's
// sentences that mark commands as `…` (the Chinese wording): each stays a
// code span, whose text Markdown does not read, and the rest is escaped.
// Line breaks and other controls become spaces in both.
func mdCode(s, special string) string {
	parts := strings.Split(s, "`")
	for i, p := range parts {
		if i%2 == 0 || i == len(parts)-1 {
			parts[i] = mdEscape(p, special)
		} else {
			parts[i] = "`" + mdEscape(p, "") + "`"
		}
	}
	return strings.Join(parts, "")
}

// mdEscape escapes the characters of special with a backslash (none when
// special is empty: plain text) and turns controls into spaces.
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
