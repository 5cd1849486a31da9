package advisor

import (
	"time"
)

// Beyond these, a plan is a capacity engagement with Microsoft.
const (
	capacityVMs         = 64
	capacityUSDPerMonth = 1e6
)

// notices are the sentences a person should read before the picks.
func (e *engine) notices(a Answers, cands []candidate, picks []Pick, allowed []string, day string) []Notice {
	var out []Notice
	note := func(code, format string, args ...any) {
		out = append(out, Notice{Code: code, Text: rawf(format, args...)})
	}
	if len(allowed) == 0 {
		if len(a.RegionsNotUnderstood) == 0 {
			note("no-region", "None of the chosen regions offers GPU sizes in the catalog.")
		}
		return out // nothing may be recommended outside the regions asked for
	}
	if len(picks) == 0 {
		for _, c := range cands {
			if len(c.reject) == 0 {
				return out // only tight fits: Advise says so
			}
		}
		var cheapest *candidate
		var furthest *candidate
		for i := range cands {
			c := &cands[i]
			if c.stage == 6 && (cheapest == nil || c.pick.USDPerMonth < cheapest.pick.USDPerMonth) {
				cheapest = c
			}
			if len(c.reject) > 0 && (furthest == nil || c.stage > furthest.stage) {
				furthest = c
			}
		}
		switch {
		case cheapest != nil:
			note("over-budget", "No size fits the $%s monthly budget. The cheapest that fits otherwise is %s in %s at $%s a month (%s).",
				money(a.BudgetUSD), cheapest.pick.Size, cheapest.pick.Region, money(cheapest.pick.USDPerMonth), ModelName(cheapest.pick.Model))
		case furthest != nil:
			note("no-fit", "No size fits these answers. The closest was %s: %s", furthest.size.Name, furthest.reject)
		}
		return out
	}
	top := picks[0]
	if top.VMs > 1 && coupledTask(a.Task) && a.Task != HPC {
		note("multi-vm", "The work is too large for one VM: the top pick spans %d VMs (%s GPUs) joined by InfiniBand.", top.VMs, fmtGPUs(top.GPUsTotal))
	}
	for _, p := range picks {
		if p.Estimate {
			note("estimate", "Some prices are estimates, marked as such: no public source here gives them. Each says how it was derived; check them in the Azure pricing calculator.")
			break
		}
	}
	if top.Model == Spot && !top.Estimate {
		note("spot-snapshot", "The Spot price comes from an undated snapshot (SkyPilot, 2023–2024); Spot prices move with demand.")
	}
	if usesSpot(top.Cost) {
		switch {
		case a.Task == Render:
			note("spot-desktop", "Spot for desktops: an eviction ends a user's session with 30 seconds' notice. Interactive desktops belong on pay-as-you-go or a reservation.")
		case a.Task == Inference:
			note("spot-serving", "Spot for serving: evictions take replicas away with 30 seconds' notice. Keep enough pay-as-you-go replicas for the traffic you must serve, and Spot only for the rest or for batch inference.")
		case isTraining(a.Task) && top.VMs > 1:
			note("spot-sync", "Spot for training across %d VMs: one eviction stalls every rank of the job until it restarts from a checkpoint. Expect restarts; checkpoint often.", top.VMs)
		}
	}
	if t := termMonths(top.Model); t > 0 && t > a.Months {
		for _, alt := range top.Alternatives {
			if alt.Model == PAYG {
				note("term-longer", "A %s bills all %d months of its term, $%s, for a %d-month project; pay-as-you-go for the same work is $%s.",
					lower(ModelName(top.Model)), t, money(top.USDTotal), a.Months, money(alt.USDTotal))
			}
		}
	}
	if top.VMs > capacityVMs || top.USDPerMonth > capacityUSDPerMonth {
		note("capacity", "%d VMs at $%s a month is a capacity engagement with Microsoft (account team, capacity reservation), not a self-service price quote: ask early.", top.VMs, money(top.USDPerMonth))
	}
	if d, err := time.Parse("2006-01-02", e.cat.Generated); err == nil {
		if today, err := time.Parse("2006-01-02", day); err == nil && today.Sub(d) > 90*24*time.Hour {
			note("stale-prices", "Prices are from %s, %d months ago: confirm current prices before you commit.", e.cat.Generated, int(today.Sub(d).Hours()/24/30))
		}
	}
	if a.LockIn && a.Deploy == AML {
		note("lock-in", "Azure Machine Learning manages the compute for you but ties the workflow to its APIs; containers on AKS keep the same GPUs portable.")
	}
	if len(a.Regions) > 0 && top.Regions < len(a.Regions) {
		note("region-lacks", "%s is not offered in every chosen region: %d of %d offer it.", top.Size, top.Regions, len(a.Regions))
	}
	return out
}
