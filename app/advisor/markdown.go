package advisor

import (
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Markdown renders a result for a ticket, a chat or an e-mail, in language l.
//
// Nothing from a link is planted verbatim: notices (which quote what the link
// said) are escaped with mdText, and every other text with mdSafe, so a crafted
// link cannot add a link, an image, raw HTML, a heading or a table column to
// the ticket. Each text is worded first, then escaped, so the escaping is the
// same in every language. The notices are capped with CapNotices.
func Markdown(r Result, l words.Lang) string {
	var b strings.Builder
	a := r.Answers
	writeAll(&b, "# ", l.T(words.MdTitle, taskWord(a.Task)), "\n\n")
	writeAll(&b, l.T(words.MdAsOf, words.S(mdSafe(r.CatalogDate)), words.S(mdSafe(r.Day))), "\n\n")
	writeAll(&b, "## ", l.T(words.YourAnswers), "\n\n")
	for _, row := range AnswerRows(l, a) {
		writeAll(&b, "- ", mdSafe(row[0]), l.T(words.LabelColon), mdSafe(row[1]), "\n")
	}
	writeAll(&b, "\n")
	notices := CapNotices(r.Notices, MaxNoticesShown)
	for _, n := range notices {
		writeAll(&b, "> **", l.T(words.MdNote), "** ", mdText(n.Text.In(l)), "\n")
	}
	if len(notices) > 0 {
		writeAll(&b, "\n")
	}
	if r.Answers.ModelNotUnderstood == "" { // else nothing is sized
		writeAll(&b, "## ", l.T(words.MdSizing), "\n\n", l.T(words.MdNeed, words.N(r.Sizing.GPUMemoryGB)))
		if r.Sizing.VMs > 0 {
			writeAll(&b, l.T(words.MdNeedTop, words.W(words.CountVMs, words.I(r.Sizing.VMs)), words.W(words.CountGPUs, words.Count(r.Sizing.GPUs))))
		}
		writeAll(&b, "\n\n")
		for _, p := range r.Sizing.Breakdown {
			writeAll(&b, "- ", mdSafe(words.MemoryPart(l, p.Name)), l.T(words.LabelColon), words.Number(p.GB), " GB\n")
		}
		for _, s := range r.Sizing.Assumptions {
			writeAll(&b, "- _", mdSafe(s.In(l)), "_\n")
		}
		writeAll(&b, "\n")
	}
	writeAll(&b, "## ", l.T(words.Recommendations), "\n\n")
	if len(r.Recommendations) == 0 {
		writeAll(&b, l.T(words.MdNoFit), "\n")
	} else {
		writeAll(&b, l.T(words.MdTableHead), "\n")
		writeAll(&b, "|---|---|---|---|---|---|---|---|---|---|\n")
		for _, p := range r.Recommendations {
			model := words.M(words.Verbatim, modelLabel(p.Model))
			if p.Estimate {
				model = words.M(words.WithEstimate, modelLabel(p.Model))
			}
			month := money(p.USDPerMonth)
			if p.WorkBilled() {
				month = "—" // the work's bill is the project total; its hours are below
			}
			writeAll(&b, "| ", strconv.Itoa(p.Rank), " | ", mdSafe(p.Size), " (", mdSafe(p.Series), ") | ", mdSafe(p.GPUsPerVM), " × ", mdSafe(p.GPUModel),
				" | ", words.Number(p.GPUMemoryGB), " GB | ", mdSafe(words.RegionName(l, p.Region, p.RegionName)), " | ", strconv.Itoa(p.VMs), " | ", mdSafe(model.In(l)),
				" | ", money2(p.USDPerHour), " | ", month, " | ", money(p.USDTotal), " |\n")
		}
		for _, p := range r.Recommendations {
			writeAll(&b, "\n### ", l.T(words.MdPickHeading, words.I(p.Rank), words.S(mdSafe(p.Size)), words.S(mdSafe(words.RegionName(l, p.Region, p.RegionName)))), "\n\n")
			if p.FinishesInHours > 0 {
				writeAll(&b, "- ", l.T(words.MdBilledWork, words.S(money(p.BilledHours)), words.N(p.FinishesInHours)), "\n")
			} else {
				writeAll(&b, "- ", l.T(words.MdBilled, words.S(money(p.BilledHours))), "\n")
			}
			if p.Throughput.Unit != "" {
				writeAll(&b, "- ", l.T(words.MdThroughput, words.N(p.Throughput.PerVM), words.S(mdSafe(words.ThroughputUnit(l, p.Throughput.Unit, p.Throughput.PerVM)))), " _", mdSafe(p.Throughput.Basis.In(l)), "_\n")
			}
			for _, s := range p.Reasons {
				writeAll(&b, "- ", mdCode(s.In(l)), "\n")
			}
			if len(p.Path) > 0 {
				rules := make([]string, len(p.Path))
				for i, h := range p.Path {
					// The stage a reader knows, the rule's name as code
					// for the engineer.
					rules[i] = mdSafe(words.Stage(l, h.Stage)) + " (`" + mdSafe(h.Rule) + "`)"
				}
				writeAll(&b, "- ", l.T(words.MdPath, words.S(strings.Join(rules, " → "))), "\n")
			}
			if len(p.Assumption) > 0 {
				writeAll(&b, "- _", mdSafe(l.T(words.EstimateLine, words.WT(p.Assumption))), "_\n")
			}
			for _, s := range p.Adjustments {
				writeAll(&b, "- ", mdSafe(s.In(l)), "\n")
			}
		}
	}
	if len(r.Rejected) > 0 {
		writeAll(&b, "\n## ", l.T(words.MdWhyNot), "\n\n")
		for _, x := range r.Rejected {
			writeAll(&b, "- **", mdSafe(x.Series), "** (", mdSafe(x.Size), ")", l.T(words.LabelColon), mdSafe(x.Why.In(l)), "\n")
		}
	}
	writeAll(&b, "\n## ", l.T(words.MdChecklist), "\n\n")
	for _, it := range r.Checklist {
		writeAll(&b, "- [ ] ", mdCode(it.Text.In(l)), "\n")
	}
	return b.String()
}

// modelLabels are the price models as the page labels them (a table cell,
// not a word inside a sentence).
var modelLabels = []words.Named{
	{Key: string(PAYG), ID: words.PricePAYG}, {Key: string(Spot), ID: words.PriceSpot}, {Key: string(RI1), ID: words.PriceRI1}, {Key: string(RI3), ID: words.PriceRI3},
	{Key: string(SP1), ID: words.PriceSP1}, {Key: string(SP3), ID: words.PriceSP3}, {Key: string(Auto), ID: words.PriceAuto}, {Key: string(Mixed), ID: words.PriceMixed},
}

func modelLabel(m PricePref) words.Arg {
	if id, ok := words.Find(modelLabels, m); ok {
		return words.W(id)
	}
	return words.S(string(m))
}

// PriceLabel is the message that labels a price model on the page (a
// button, a table cell); ok is false for a model with no label.
func PriceLabel(m PricePref) (id words.ID, ok bool) {
	id, ok = words.Find(modelLabels, m)
	return id, ok
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

func mdEscape(s, special string) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	for i, r := range s {
		switch {
		case r < 0x80 && strings.ContainsRune(special, r),
			r == ':' && strings.HasPrefix(s[i+1:], "//"), // no scheme://, so no URL autolink
			r == '.' && i >= 3 && strings.EqualFold(s[i-3:i], "www"):
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
