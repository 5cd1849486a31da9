package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// driver words the pick's driver path (DriverFor, from Microsoft's
// support matrix: [ext-manifest], [amd-manifest], [hpc-image], [mi300x],
// [ncv6], [grid-include]) for the checklist.
func (c *checks) driver(verify words.Arg) words.Text {
	a, p := &c.a, &c.p
	d := DriverFor(*a, *p, c.s)
	win, amd := a.OS == Windows, c.amd
	// Most paths are a message that names the series (arg), then the
	// check; GRID's adds what the series needs of its version, and on
	// Linux Secure Boot off.
	id, arg, check := words.ChkDriverUbuntu, c.series, words.ChkVerifySmiNvcc
	version, secureBoot := words.NoMessage, words.NoMessage
	switch d.Kind {
	case DriverExtension:
		switch {
		case amd && win:
			return words.M(words.ChkDriverAMDWindows, words.S("AMD Software Cloud Edition"), c.series, verify)
		case amd && a.Task == Render:
			return words.M(words.ChkDriverAMDRender)
		case amd:
			id, check = words.ChkDriverAMDV710, words.ChkVerifyAMD
		case d.GRID:
			// The GRID driver, with what the series needs of its version.
			nvv3 := words.ChkGRIDNVv3Linux
			id, check, secureBoot = words.ChkDriverGRIDLinux, words.ChkVerifyLicence, words.ChkGRIDSecureBoot
			if win {
				id, check, nvv3, secureBoot = words.ChkDriverGRIDWindows, words.ChkVerifySmi, words.ChkGRIDNVv3Windows, words.NoMessage
			}
			switch p.Series {
			case "NVadsA10 v5":
				version = words.ChkGRIDA10
			case "NVv3":
				version = nvv3
			}
		case win:
			id = words.ChkDriverCUDAWindows
		default:
			id = words.ChkDriverCUDALinux
		}
	case DriverROCm:
		if a.Task == Render {
			return words.M(words.ChkDriverAMDRender)
		}
		id, check = words.ChkDriverAMDNoExt, words.ChkVerifyAMD
	case DriverVGPU:
		drv := words.ChkNCv6Linux
		if win {
			drv = words.ChkNCv6Windows
		}
		return words.M(words.ChkDriverNCv6, words.W(drv), verify)
	case DriverHPCImage:
		switch {
		case d.ROCm:
			return words.M(words.ChkDriverMI300X, verify)
		case d.NVSwitch:
			return words.M(words.ChkDriverNVSwitch, c.series).
				And(words.ChkVerify3, words.Code("systemctl status nvidia-fabricmanager"), words.Code("nvidia-smi topo -m"), verify)
		}
		id = words.ChkDriverNCH100
	case DriverConfidential:
		if !win { // [cgpu]; on Windows, the data-centre driver by hand
			id, arg = words.ChkDriverCGPU, words.S("6.8.0-1025-azure")
			break
		}
		id, check = words.ChkDriverWindowsManual, words.ChkVerifySmi
	case DriverWindowsManual:
		if amd {
			return words.M(words.ChkDriverAMDWindowsManual, c.series, verify)
		}
		id, check = words.ChkDriverWindowsManual, words.ChkVerifySmi
	case DriverArm64Image:
		id, check = words.ChkDriverArm64, words.ChkVerifySmi
	}
	t := words.M(id, arg)
	if version != words.NoMessage {
		t = t.And(version)
	}
	if secureBoot != words.NoMessage {
		t = t.And(secureBoot)
	}
	return t.And(check, verify)
}

// collectiveTest is the interconnect test before the real multi-VM run
// ([nhc], [hpc-image]).
func (c *checks) collectiveTest() {
	p := &c.p
	tool := "NCCL all_reduce_perf (nccl-tests)"
	if c.amd {
		tool = "RCCL all_reduce_perf (rccl-tests)"
	}
	t := words.M(words.ChkNCCL, words.S(tool), c.fabricVMs())
	bw := 0
	for _, e := range expectedAllReduce {
		if e.series == p.Series {
			bw = e.gbps
		}
	}
	expect := words.ChkNCCLNoFigure
	if bw > 0 {
		expect = words.ChkNCCLExpect
	}
	t = t.And(expect, words.I(bw), c.series)
	if p.Series == "ND H100 v5" || p.Series == "ND H200 v5" {
		t = t.And(words.ChkNCCLTopo)
	}
	c.addText("nccl-test", words.ChkNCCLWhy, t)
}

// fabricVMs are the VMs one InfiniBand fabric joins: all of them, or past
// one placement group the largest scale set's share ([placement-groups]).
func (c *checks) fabricVMs() words.Arg {
	n := c.p.VMs
	if sets := (n + PlacementGroupVMs - 1) / PlacementGroupVMs; sets > 1 {
		return words.I((n + sets - 1) / sets)
	}
	return c.vms
}

// aks is the AKS GPU node pool with the pick's vendor's operator
// ([aks-operator], [amd-operator]; never NCv6, rule where-it-runs); on Windows, where no operator
// runs, AKS's own driver ([aks-windows-gpu]).
func (c *checks) aks() words.Text {
	switch {
	case c.a.OS == Windows: // [aks-windows-gpu], [aks-operator]
		return words.M(words.ChkAKSWindows, c.size)
	case c.amd:
		return words.M(words.ChkAKSAMD, c.size, words.S("AMD GPU Operator"), words.S("Device Metrics Exporter"))
	}
	t := words.M(words.ChkAKSNVIDIA, c.size, words.Code("az aks nodepool add --gpu-driver none"))
	if isArm64(&c.s) {
		t = t.And(words.ChkAKSArm64)
	}
	return t
}

// scale is how the VMs follow the load, and when they stop.
func (c *checks) scale() {
	a, p := &c.a, &c.p
	if a.Is(BatchJob) {
		// The batch render's queue: one task per frame, so a frame that
		// fails or is evicted is rendered again, and the VMs stop when the
		// queue is empty. [batch-spot] Azure Batch requeues a task whose
		// Spot node is preempted; [ncv6] NC RTX PRO 6000 BSE v6 is not
		// supported on Azure Batch, so it takes a render manager on a scale
		// set; [batch-render] Azure Batch's rendering images and
		// pay-per-use licences were retired, so the pool brings its own
		// renderer and licences.
		id := words.ChkQueueBatch
		if p.Series == "NC RTX PRO 6000 BSE v6" {
			id = words.ChkQueueManager
		}
		c.add("queue", words.ChkQueueWhy, id, words.I(a.Frames), c.size, c.series)
		return
	}
	// The message names the size, or the floor of a scale set.
	why, id, arg := words.ChkScaleStoppedWhy, words.ChkScaleIdle, c.size
	switch {
	case a.Is(SeatsJob) && a.OS == Windows:
		why, id = words.ChkScaleAVDWhy, words.ChkScaleAVD
	case coupled(*a, *p) || a.Task == HPC:
		id = words.ChkScaleCluster
	case a.Deploy == AKS:
		why, id = words.ChkScaleAKSWhy, words.ChkScaleAKS
	case a.Deploy == AML:
		why, id = words.ChkScaleAMLWhy, words.ChkScaleAML
	case a.Deploy == VMSS || a.Task == Transcode || a.Task == Inference:
		floor := words.ChkFloorAlways
		if !AlwaysOn(*a) {
			floor = words.ChkFloorWorkingHours
		}
		why, id, arg = words.ChkScaleVMSSWhy, words.ChkScaleVMSS, words.W(floor)
	}
	t := words.M(id, arg)
	// VMs stopped between runs: a part-time plan also shuts them down.
	if why == words.ChkScaleStoppedWhy && !AlwaysOn(*a) {
		t = t.And(words.ChkShutdown, num(a.HoursPerMonth))
	}
	c.addText("scale", why, t)
}

// exchangeRule states Microsoft's reservation exchange policy as of day
// ([ri-exchange]).
func exchangeRule(day string) words.Text {
	rule := words.ChkExchangeAfter
	if day < exchangeCutoff {
		rule = words.ChkExchangeBefore
	}
	return words.M(rule).And(words.ChkExchangeTail, words.USD(50000))
}

// fallbackRegion is where to go if the top pick's region has no capacity:
// among the allowed regions that offer the size, its paired region, else the
// nearest one (data residency and latency both favour staying close); "" when
// no other allowed region offers it.
func fallbackRegion(p Pick, allowed []string, c *catalog.Catalog) string {
	home, _ := c.Region(p.Region)
	best, bestApart := "", math.Inf(1)
	for _, name := range allowed {
		if name == p.Region {
			continue
		}
		if _, ok := c.Price(p.Size, name, catalog.PAYGLinux); !ok {
			continue
		}
		if name == home.Paired {
			return name
		}
		r, _ := c.Region(name)
		if d := home.Apart(r); d < bestApart {
			best, bestApart = name, d
		}
	}
	return best
}

func smokeTest(f Framework) string {
	switch f {
	case TensorFlow:
		return `python -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"`
	case JAX:
		return `python -c "import jax; print(jax.devices())"`
	default:
		return `python -c "import torch; print(torch.cuda.is_available())"`
	}
}
