package advisor

import (
	"fmt"
	"strings"
)

// Markdown renders a result for a ticket, a chat or an e-mail.
func Markdown(r Result) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	a := r.Answers
	w("# Azure GPU recommendation: %s\n\n", taskWords[a.Task])
	w("Prices as of %s; advice for %s.\n\n", r.CatalogDate, r.Day)
	for _, n := range r.Notices {
		w("> **Note:** %s\n", n.Text)
	}
	if len(r.Notices) > 0 {
		w("\n")
	}
	w("## Sizing\n\nGPU memory needed: **%s GB**", fmtNum(r.Sizing.GPUMemoryGB))
	if r.Sizing.VMs > 0 {
		w(" — top pick: %d VM(s), %s GPU(s)", r.Sizing.VMs, fmtNum(r.Sizing.GPUs))
	}
	w("\n\n")
	for _, p := range r.Sizing.Breakdown {
		w("- %s: %s GB\n", p.Name, fmtNum(p.GB))
	}
	for _, s := range r.Sizing.Assumptions {
		w("- _%s_\n", s)
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
			w("| %d | %s (%s) | %s × %s | %s GB | %s | %d | %s%s | %s | %s | %s |\n", p.Rank, p.Size, p.Series, p.GPUsPerVM, p.GPUModel,
				fmtNum(p.GPUMemoryGB), p.RegionName, p.VMs, ModelName(p.Model), est, money2(p.USDPerHour), money(p.USDPerMonth), money(p.USDTotal))
		}
		for _, p := range r.Recommendations {
			w("\n### %d. %s in %s\n\n", p.Rank, p.Size, p.RegionName)
			w("- Billed: %s VM-hours over the project", money(p.BilledHours))
			if p.FinishesInHours > 0 {
				w("; the work takes %s h", fmtNum(p.FinishesInHours))
			}
			w(".\n")
			if p.Throughput.Unit != "" {
				w("- Throughput: %s %s per VM. _%s_\n", fmtNum(p.Throughput.PerVM), p.Throughput.Unit, p.Throughput.Basis)
			}
			for _, s := range p.Reasons {
				w("- %s\n", s)
			}
			if len(p.Path) > 0 {
				w("- Decision path:")
				for i, h := range p.Path {
					sep := " "
					if i > 0 {
						sep = " → "
					}
					w("%s%s", sep, h.Rule)
				}
				w("\n")
			}
			if p.Assumption != "" {
				w("- _Estimate: %s_\n", p.Assumption)
			}
			for _, s := range p.Adjustments {
				w("- %s\n", s)
			}
		}
	}
	if len(r.Rejected) > 0 {
		w("\n## Why not\n\n")
		for _, x := range r.Rejected {
			w("- **%s** (%s): %s\n", x.Series, x.Size, x.Why)
		}
	}
	w("\n## Pre-deployment checklist\n\n")
	for _, it := range r.Checklist {
		w("- [ ] %s\n", it.Text)
	}
	return b.String()
}
