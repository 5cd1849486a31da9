package advisor

import (
	"fmt"
	"strings"
)

// Markdown renders a result for a ticket, a chat or an e-mail.
//
// Nothing from a link is planted verbatim: notices (which quote what the link
// said) are escaped with mdText, and every other text with mdSafe, so a crafted
// link cannot add a link, an image, raw HTML, a heading or a table column to
// the ticket. The notices are capped with CapNotices.
func Markdown(r Result) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	a := r.Answers
	w("# Azure GPU recommendation: %s\n\n", mdSafe(taskName(a.Task)))
	w("Prices as of %s; advice for %s.\n\n", mdSafe(r.CatalogDate), mdSafe(r.Day))
	notices := CapNotices(r.Notices, MaxNoticesShown)
	for _, n := range notices {
		w("> **Note:** %s\n", mdText(n.Text.String()))
	}
	if len(notices) > 0 {
		w("\n")
	}
	w("## Sizing\n\nGPU memory needed: **%s GB**", fmtNum(r.Sizing.GPUMemoryGB))
	if r.Sizing.VMs > 0 {
		w(" — top pick: %d VM(s), %s GPU(s)", r.Sizing.VMs, fmtGPUs(r.Sizing.GPUs))
	}
	w("\n\n")
	for _, p := range r.Sizing.Breakdown {
		w("- %s: %s GB\n", mdSafe(p.Name), fmtNum(p.GB))
	}
	for _, s := range r.Sizing.Assumptions {
		w("- _%s_\n", mdSafe(s.String()))
	}
	w("\n## Recommendations\n\n")
	if len(r.Recommendations) == 0 {
		w("No size fits; see the notes above.\n")
	} else {
		w("| # | Size | GPUs/VM | GPU memory | Region | VMs | Price model | $/hour | $/month | Project total |\n")
		w("|---|---|---|---|---|---|---|---|---|---|\n")
		for _, p := range r.Recommendations {
			est := ""
			if p.Estimate {
				est = " (estimate)"
			}
			w("| %d | %s (%s) | %s × %s | %s GB | %s | %d | %s%s | %s | %s | %s |\n", p.Rank, mdSafe(p.Size), mdSafe(p.Series), mdSafe(p.GPUsPerVM), mdSafe(p.GPUModel),
				fmtNum(p.GPUMemoryGB), mdSafe(p.RegionName), p.VMs, mdSafe(ModelName(p.Model)), est, money2(p.USDPerHour), money(p.USDPerMonth), money(p.USDTotal))
		}
		for _, p := range r.Recommendations {
			w("\n### %d. %s in %s\n\n", p.Rank, mdSafe(p.Size), mdSafe(p.RegionName))
			w("- Billed: %s VM-hours over the project", money(p.BilledHours))
			if p.FinishesInHours > 0 {
				w("; the work takes %s h", fmtNum(p.FinishesInHours))
			}
			w(".\n")
			if p.Throughput.Unit != "" {
				w("- Throughput: %s %s per VM. _%s_\n", fmtNum(p.Throughput.PerVM), mdSafe(p.Throughput.Unit), mdSafe(p.Throughput.Basis.String()))
			}
			for _, s := range p.Reasons {
				w("- %s\n", mdSafe(s.String()))
			}
			if len(p.Path) > 0 {
				w("- Decision path:")
				for i, h := range p.Path {
					sep := " "
					if i > 0 {
						sep = " → "
					}
					w("%s%s", sep, mdSafe(h.Rule))
				}
				w("\n")
			}
			if len(p.Assumption) > 0 {
				w("- _Estimate: %s_\n", mdSafe(p.Assumption.String()))
			}
			for _, s := range p.Adjustments {
				w("- %s\n", mdSafe(s.String()))
			}
		}
	}
	if len(r.Rejected) > 0 {
		w("\n## Why not\n\n")
		for _, x := range r.Rejected {
			w("- **%s** (%s): %s\n", mdSafe(x.Series), mdSafe(x.Size), mdSafe(x.Why.String()))
		}
	}
	w("\n## Pre-deployment checklist\n\n")
	for _, it := range r.Checklist {
		w("- [ ] %s\n", mdSafe(it.Text.String()))
	}
	return b.String()
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
