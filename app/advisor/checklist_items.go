package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// driverText words the pick's driver path (DriverFor, from Microsoft's
// support matrix: [ext-manifest], [amd-manifest], [hpc-image], [mi300x],
// [ncv6], [grid-include]) for the checklist.
func driverText(a Answers, p Pick, s catalog.Size, verify words.Arg) words.Text {
	d := DriverFor(a, p, s)
	series := words.S(p.Series)
	win, amd := a.OS == Windows, p.Vendor == catalog.AMD
	// Most paths are a message that names the series, then the check.
	id, check := words.ChkDriverUbuntu, words.ChkVerifySmiNvcc
	switch d.Kind {
	case DriverExtension:
		switch {
		case amd && win:
			return words.M(words.ChkDriverAMDWindows, words.S("AMD Software Cloud Edition"), series, verify)
		case amd && a.Task == Render:
			return words.M(words.ChkDriverAMDRender)
		case amd:
			return words.M(words.ChkDriverAMDV710).And(words.ChkVerifyAMD, verify)
		case d.GRID:
			// The GRID driver, with what the series needs of its version.
			t, nvv3 := words.M(words.ChkDriverGRIDLinux), words.ChkGRIDNVv3Linux
			if win {
				t, nvv3 = words.M(words.ChkDriverGRIDWindows), words.ChkGRIDNVv3Windows
			}
			switch p.Series {
			case "NVadsA10 v5":
				t = t.And(words.ChkGRIDA10)
			case "NVv3":
				t = t.And(nvv3)
			}
			if win {
				return t.And(words.ChkVerifySmi, verify)
			}
			return t.And(words.ChkGRIDSecureBoot).And(words.ChkVerifyLicence, verify)
		case win:
			id = words.ChkDriverCUDAWindows
		default:
			id = words.ChkDriverCUDALinux
		}
	case DriverROCm:
		if a.Task == Render {
			return words.M(words.ChkDriverAMDRender)
		}
		return words.M(words.ChkDriverAMDNoExt).And(words.ChkVerifyAMD, verify)
	case DriverVGPU:
		drv := words.W(words.ChkNCv6Linux)
		if win {
			drv = words.W(words.ChkNCv6Windows)
		}
		return words.M(words.ChkDriverNCv6, drv, verify)
	case DriverHPCImage:
		switch {
		case d.ROCm:
			return words.M(words.ChkDriverMI300X, verify)
		case d.NVSwitch:
			return words.M(words.ChkDriverNVSwitch, series).
				And(words.ChkVerify3, words.Code("systemctl status nvidia-fabricmanager"), words.Code("nvidia-smi topo -m"), verify)
		}
		id = words.ChkDriverNCH100
	case DriverConfidential:
		if !win { // [cgpu]; on Windows, the data-centre driver by hand
			return words.M(words.ChkDriverCGPU, words.Code("nvidia-driver-595-server-open"), words.Code("linux-modules-nvidia-595-server-open-azure-fde"),
				words.S("6.8.0-1025-azure"), words.Code("step-1-install-gpu-driver.sh"), words.Code("nvidia-smi conf-compute -q")).And(words.ChkVerifySmiNvcc, verify)
		}
		id, check = words.ChkDriverWindowsManual, words.ChkVerifySmi
	case DriverWindowsManual:
		if amd {
			return words.M(words.ChkDriverAMDWindowsManual, series, verify)
		}
		id, check = words.ChkDriverWindowsManual, words.ChkVerifySmi
	case DriverArm64Image:
		id, check = words.ChkDriverArm64, words.ChkVerifySmi
	}
	return words.M(id, series).And(check, verify)
}

// collectiveTest is the interconnect test before the real multi-VM run
// ([nhc], [hpc-image]).
func collectiveTest(items *[]Item, p Pick) {
	tool := "NCCL all_reduce_perf (nccl-tests)"
	if p.Vendor == catalog.AMD {
		tool = "RCCL all_reduce_perf (rccl-tests)"
	}
	t := words.M(words.ChkNCCL, words.S(tool), words.I(p.VMs))
	bw := 0
	for _, e := range expectedAllReduce {
		if e.series == p.Series {
			bw = e.gbps
		}
	}
	if bw > 0 {
		t = t.And(words.ChkNCCLExpect, words.I(bw), words.S(p.Series))
	} else {
		t = t.And(words.ChkNCCLNoFigure)
	}
	if p.Series == "ND H100 v5" || p.Series == "ND H200 v5" {
		t = t.And(words.ChkNCCLTopo)
	}
	addItem(items, "nccl-test", words.ChkNCCLWhy, t)
}

// clusterItem is the scheduler for tightly coupled or batch work: a fixed
// set of VMs for one job, never autoscaling inside a job.
func clusterItem(items *[]Item, a Answers, p Pick) {
	switch {
	case a.Task == HPC && p.VMs == 1:
		// One VM: nothing crosses a network, so no InfiniBand step.
		addItem(items, "cluster", words.ChkClusterHPCWhy, words.M(words.ChkClusterHPCOneVM, words.S(p.Size)))
	case a.Task == HPC:
		addItem(items, "cluster", words.ChkClusterHPCWhy, words.M(words.ChkClusterHPC, words.I(p.VMs), words.S(p.Size)))
	default:
		addItem(items, "cluster", words.ChkClusterTrainingWhy, words.M(words.ChkClusterTraining, words.I(p.VMs), words.S(p.Size)))
	}
}

// aksText is the AKS GPU node pool with the pick's vendor's operator
// ([aks-operator], [amd-operator], [ncv6]).
func aksText(p Pick, s catalog.Size) words.Text {
	switch {
	case p.Series == "NC RTX PRO 6000 BSE v6":
		return words.M(words.ChkAKSNCv6, words.S(p.Series))
	case p.Vendor == catalog.AMD:
		return words.M(words.ChkAKSAMD, words.S(p.Size), words.S("AMD GPU Operator"), words.S("Device Metrics Exporter"))
	default:
		t := words.M(words.ChkAKSNVIDIA, words.S(p.Size), words.Code("az aks nodepool add --gpu-driver none"))
		if isArm64(s) {
			t = t.And(words.ChkAKSArm64)
		}
		return t
	}
}

// scaleItem is how the VMs follow the load, and when they stop.
func scaleItem(items *[]Item, a Answers, p Pick) {
	if a.Is(BatchJob) {
		queueItem(items, a, p)
		return
	}
	var why words.ID
	var t words.Text
	switch {
	case a.Is(SeatsJob) && a.OS == Windows:
		why, t = words.ChkScaleAVDWhy, words.M(words.ChkScaleAVD, words.S(p.Size))
	case coupled(a, p) || a.Task == HPC:
		why, t = words.ChkScaleStoppedWhy, words.M(words.ChkScaleCluster)
	case a.Deploy == AKS:
		why, t = words.ChkScaleAKSWhy, words.M(words.ChkScaleAKS, words.S(p.Size))
	case a.Deploy == AML:
		why, t = words.ChkScaleAMLWhy, words.M(words.ChkScaleAML, words.S(p.Size))
	case a.Deploy == VMSS || a.Task == Transcode || a.Task == Inference:
		floor := words.W(words.ChkFloorAlways)
		if !alwaysOn(a) {
			floor = words.W(words.ChkFloorWorkingHours)
		}
		why, t = words.ChkScaleVMSSWhy, words.M(words.ChkScaleVMSS, floor)
	default:
		why, t = words.ChkScaleStoppedWhy, words.M(words.ChkScaleIdle)
	}
	// VMs stopped between runs: a part-time plan also shuts them down.
	if why == words.ChkScaleStoppedWhy && !alwaysOn(a) {
		t = t.And(words.ChkShutdown, num(a.HoursPerMonth))
	}
	addItem(items, "scale", why, t)
}

// queueItem is the batch render's queue: one task per frame, so
// a frame that fails or is evicted is rendered again, and the VMs stop when
// the queue is empty. [batch-spot] Azure Batch requeues a task whose Spot
// node is preempted; [ncv6] NC RTX PRO 6000 BSE v6 is not supported on Azure
// Batch, so it takes a render manager on a scale set; [batch-render] Azure
// Batch's rendering images and pay-per-use licences were retired, so the
// pool brings its own renderer and licences.
func queueItem(items *[]Item, a Answers, p Pick) {
	t := words.M(words.ChkQueueBatch, words.I(a.Frames), words.S(p.Size))
	if p.Series == "NC RTX PRO 6000 BSE v6" {
		t = words.M(words.ChkQueueManager, words.I(a.Frames), words.S(p.Size), words.S(p.Series))
	}
	addItem(items, "queue", words.ChkQueueWhy, t)
}

// secureBootText: Trusted Launch and the driver path ([ext-linux-doc],
// [driver-setup], [mi300x]).
func secureBootText(a Answers, p Pick, s catalog.Size) words.Text {
	id := words.ChkSecureBootDecide
	switch {
	case s.Confidential: // [cgpu]
		id = words.ChkSecureBootCVM
	case a.OS == Windows:
		id = words.ChkSecureBootWindows
	case p.Series == "ND MI300X v5":
		return words.M(words.ChkSecureBootMI300X, words.S(p.Series))
	case p.Vendor == catalog.NVIDIA && (s.Family == catalog.FamilyNV || a.Is(SeatsJob) || p.Series == "NC RTX PRO 6000 BSE v6"):
		id = words.ChkSecureBootGRID
	}
	return words.M(id)
}

// monitorText is GPU monitoring for the pick's vendor.
func monitorText(a Answers, p Pick) words.Text {
	id := words.ChkMonitorNVIDIA
	switch {
	case p.Vendor == catalog.AMD && a.Task == Render:
		id = words.ChkMonitorAMDDesktops
	case p.Vendor == catalog.AMD:
		return words.M(words.ChkMonitorAMD, words.S("Device Metrics Exporter"), words.S("AMD GPU Operator"))
	case a.Is(SeatsJob) && a.OS == Windows:
		id = words.ChkMonitorAVD
	}
	return words.M(id)
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

type fallback struct{ name string }

// text names the fallback for the region check.
func (f fallback) text() words.Arg {
	if f.name == "" {
		return words.W(words.ChkFallbackNone)
	}
	return words.W(words.ChkFallbackKeep, regionArg(f.name))
}

// fallbackRegion is where to go if the top pick's region has no capacity:
// among the allowed regions that offer the size, its paired region, else the
// nearest one (data residency and latency both favour staying close).
func fallbackRegion(p Pick, allowed []string, c *catalog.Catalog) fallback {
	home, _ := c.Region(p.Region)
	best, bestKm := "", math.Inf(1)
	for _, name := range allowed {
		if name == p.Region {
			continue
		}
		if _, ok := c.Price(p.Size, name, catalog.PAYGLinux); !ok {
			continue
		}
		if name == home.Paired {
			return fallback{name}
		}
		r, _ := c.Region(name)
		if km := distanceKm(home, r); km < bestKm {
			best, bestKm = name, km
		}
	}
	return fallback{best}
}

// distanceKm is the great-circle distance between two regions' data centres.
func distanceKm(a, b catalog.Region) float64 {
	const earthKm = 6371
	rad := math.Pi / 180
	dLat, dLon := (b.Latitude-a.Latitude)*rad, (b.Longitude-a.Longitude)*rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(a.Latitude*rad)*math.Cos(b.Latitude*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthKm * math.Asin(math.Sqrt(h))
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
