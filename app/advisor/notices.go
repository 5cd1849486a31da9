package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Beyond these, a plan is a capacity engagement with Microsoft. The scale
// is GPUs, not VMs: 512 GPUs is 64 VMs of 8 GPUs (the largest GPU VMs, and
// the 64 VMs this notice once counted alone), so a hundred desktops of a
// quarter GPU each (25 GPUs) are a quota request, not an engagement.
const (
	capacityGPUs        = 512
	capacityUSDPerMonth = 1e6
)

// capacityEngagement tells whether a plan is a capacity engagement.
func capacityEngagement(p Pick) bool {
	return p.GPUsTotal > capacityGPUs || p.USDPerMonth > capacityUSDPerMonth
}

// smallPretrainB: under 3 B parameters, pre-training is a one-VM training
// run, not a cluster job (a 1 B model on 20 B tokens is 6 × 1e9 × 2e10 =
// 1.2e20 FLOPs: about 11 hours on one 8 × H100 VM at 989 dense TFLOPS and
// 40% MFU); the task train sizes it without the cluster's steps.
const smallPretrainB = 3

// notices adds to out the sentences a person should read before the picks.
func (e *engine) notices(out []Notice, a Answers, cands []candidate, picks []Pick, allowed []string, day string) []Notice {
	if a.Task == Pretrain && a.ParamsB < smallPretrainB {
		addNotice(&out, "pretrain-small", words.PretrainSmall, num(a.ParamsB))
	}
	if len(allowed) == 0 {
		if len(a.RegionsNotUnderstood) == 0 && len(a.AzureChina) == 0 {
			addNotice(&out, "no-region", words.NoRegion)
			out[len(out)-1].Impact = Blocks
		}
		return out // nothing may be recommended outside the regions asked for
	}
	if len(picks) == 0 {
		var cheapest *candidate
		var furthest *candidate
		for i := range cands {
			c := &cands[i]
			if len(c.reject) == 0 {
				return out // only tight fits: Advise says so
			}
			if c.stage == orderBudget && (cheapest == nil || c.pick.USDPerMonth < cheapest.pick.USDPerMonth) {
				cheapest = c
			}
			if furthest == nil || c.stage > furthest.stage {
				furthest = c
			}
		}
		switch {
		case cheapest != nil:
			addNotice(&out, "over-budget", words.OverBudget, words.USD(a.BudgetUSD), words.S(cheapest.pick.Size), regionArg(cheapest.pick.Region),
				words.USD(cheapest.pick.USDPerMonth), estimated(modelWord(cheapest.pick.Model), cheapest.pick.Estimate))
		case furthest != nil:
			addNotice(&out, "no-fit", words.NoFitClosest, words.S(furthest.size.Name), words.WT(furthest.reject))
		}
		return out
	}
	top := picks[0]
	if top.VMs > 1 && a.Is(Coupled) && a.Task != HPC {
		addNotice(&out, "multi-vm", words.MultiVM, words.I(top.VMs), words.Count(top.GPUsTotal))
	}
	// FP32 is priced on CUDA cores (plan): 67 TFLOPS on H100 SXM against
	// 989 dense BF16 (NVIDIA H100 datasheet), and the customer should know.
	if a.Precision == FP32 && a.Is(Training) {
		addNotice(&out, "fp32", words.FP32Training)
	}
	for _, p := range picks {
		if p.Estimate {
			addNotice(&out, "estimate", words.EstimatePrices)
			break
		}
	}
	if usesSpot(top.Cost) {
		if top.undated {
			addNotice(&out, "spot-snapshot", words.SpotSnapshot)
		}
		switch {
		case a.Is(SeatsJob):
			addNotice(&out, "spot-desktop", words.SpotDesktop)
		case a.Task == Inference:
			addNotice(&out, "spot-serving", words.SpotServing)
		case a.Is(Training) && top.VMs > 1:
			addNotice(&out, "spot-sync", words.SpotSync, words.I(top.VMs))
		case a.Task == HPC && top.VMs > 1:
			addNotice(&out, "spot-mpi", words.SpotMPI, words.I(top.VMs))
		case a.Is(WorkBound):
			addNotice(&out, "spot-redo", words.SpotRedo)
		}
	}
	payg, hasPAYG := top.CostOf(PAYG)
	switch t := termMonths(top.Model); {
	case !hasPAYG:
	case top.commitment() != "" && top.USDTotal > payg.USDTotal:
		// The commitment bills more over the project than pay-as-you-go
		// would for the same use: both totals, and the break-even, the
		// hours a month per VM at which pay-as-you-go, over the project's
		// months, would cost what the commitment bills.
		vmMonths := float64(max(1, top.VMs) * max(1, payg.BilledMonths))
		use := payg.BilledHours / vmMonths
		// A Windows licence is billed for the hours run on both sides
		// (commitCost): out of the break-even.
		lic := payg.licPerVMHour
		even := (top.USDTotal - lic*payg.BilledHours) / ((payg.USDPerVMHour - lic) * vmMonths)
		if top.Model == Mixed && top.BilledMonths == payg.BilledMonths {
			// Its terms lie inside the project, then pay-as-you-go: it pays
			// off when the committed rate's share of every hour is used. A
			// baseline's term that outlasts the project keeps the total's.
			even = hoursPerMonth * top.commitPerHour / ((payg.USDPerVMHour - lic) * float64(max(1, top.VMs)))
		}
		id := words.CommitOverPAYG
		if even > hoursPerMonth {
			id = words.CommitNeverPays
		}
		addNotice(&out, "commit-over-payg", id, modelWord(top.Model), words.USD(top.USDTotal), months(top.BilledMonths),
			words.USD(payg.USDTotal), num(math.Round(even)), num(math.Round(use)))
	case t > a.Months:
		addNotice(&out, "term-longer", words.TermLonger, modelWord(top.Model), words.I(t), words.USD(top.USDTotal), words.I(a.Months), words.USD(payg.USDTotal))
	}
	// A budget met only through an estimated discount says so, with the
	// pay-as-you-go figure it would otherwise be.
	if a.BudgetUSD > 0 && hasPAYG && top.Estimate && top.Model != PAYG && payg.USDPerMonth > a.BudgetUSD {
		if top.Model == Mixed {
			addNotice(&out, "budget-estimate", words.BudgetOnlyEstimateMix, words.USD(a.BudgetUSD), words.WT(top.Mix), words.USD(payg.USDPerMonth))
		} else {
			addNotice(&out, "budget-estimate", words.BudgetOnlyEstimate, words.USD(a.BudgetUSD), modelWord(top.Model),
				words.Pct(1-top.USDPerVMHour/payg.USDPerVMHour), words.USD(payg.USDPerMonth))
		}
	}
	if capacityEngagement(top) {
		addNotice(&out, "capacity", words.CapacityEngagement, words.I(top.VMs), words.Count(top.GPUsTotal), words.USD(top.USDPerMonth))
	}
	if d, err := catalog.ParseDate(e.cat.Generated); err == nil {
		if today, err := catalog.ParseDate(day); err == nil {
			if days := (today.Unix() - d.Unix()) / (24 * 60 * 60); days > 90 {
				addNotice(&out, "stale-prices", words.StalePrices, words.S(e.cat.Generated), words.I(int(days/30)))
			}
		}
	}
	// vLLM's requirements: "OS: Linux"; "vLLM does not support Windows
	// natively ... use the Windows Subsystem for Linux (WSL)"
	// (vllm-project/vllm docs/getting_started/installation/gpu.md, v0.26.0).
	if a.Task == Inference && a.OS == Windows {
		addNotice(&out, "windows-serving", words.WindowsServing)
	}
	if a.LockIn && a.Deploy == AML {
		addNotice(&out, "lock-in", words.LockInAML)
	}
	if len(a.Regions) > 0 && top.Regions < len(a.Regions) {
		addNotice(&out, "region-lacks", words.RegionLacks, words.S(top.Size), words.I(top.Regions), words.I(len(a.Regions)))
	}
	return out
}
