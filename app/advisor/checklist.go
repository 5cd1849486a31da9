package advisor

import (
	"fmt"
	"math"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Item is one step of the pre-deployment checklist.
type Item struct {
	// ID is stable across runs, e.g. "quota", so a ticked box survives a change of answers.
	ID string `json:"id"`
	// Text is what to do, with the exact values where they matter.
	Text string `json:"text"`
	// Why says in a short sentence why it matters.
	Why string `json:"why,omitempty"`
}

var taskWords = map[Task]string{
	Pretrain: "large-scale pre-training", Train: "training from scratch", Finetune: "fine-tuning",
	Inference: "inference serving", Render: "rendering / virtual workstations", HPC: "HPC simulation", Transcode: "video transcoding",
}

// checklist builds the tailored pre-deployment checklist (DOMAIN.md, "The
// pre-deployment checklist"), with the top pick's exact values.
func checklist(a Answers, sz Sizing, picks []Pick, allowed []string, c *catalog.Catalog, day string) []Item {
	var items []Item
	add := func(id, why, format string, args ...any) {
		items = append(items, Item{ID: id, Text: fmt.Sprintf(format, args...), Why: why})
	}
	add("workload", "A named goal keeps the sizing honest.", "Name the workload and its goal: %s; write down the success measure (throughput, latency, time to train).", taskWords[a.Task])
	parts := make([]string, 0, len(sz.Breakdown))
	for _, p := range sz.Breakdown {
		parts = append(parts, fmt.Sprintf("%s %s GB", p.Name, fmtNum(p.GB)))
	}
	if a.Task == Transcode {
		enc := "ffmpeg -hwaccel cuda -c:v h264_nvenc or hevc_nvenc, watching nvidia-smi's encoder utilisation"
		if len(picks) > 0 && picks[0].Vendor == catalog.AMD {
			enc = "ffmpeg -c:v h264_amf or hevc_amf on AMD's media engine"
		}
		add("sizing", "Streams per GPU depend on codec, resolution and preset.", "Measure how many streams one VM transcodes in real time with your settings (%s); at peak the fleet needs %d ÷ that many VMs.", enc, a.Concurrency)
	} else {
		add("sizing", "Estimates are a start; measured peaks decide.", "Confirm the GPU memory need of %s GB (%s) on a short run: watch nvidia-smi or torch.cuda.max_memory_allocated().", fmtNum(sz.GPUMemoryGB), strings.Join(parts, ", "))
	}
	if len(picks) == 0 {
		add("cost", "Costs surprise most when nobody is watching.", "Set budget alerts and resource tags (project, team, environment) before deploying anything.")
		return items
	}
	p := picks[0]
	s, _ := c.Size(p.Size)
	vcpus := s.VCPUs * p.VMs
	fallback := fallbackRegion(p, allowed, c)
	if s.QuotaFamily != "" {
		add("quota", "GPU quota is per region and per VM family, in vCPUs, and starts at zero for most GPU families.",
			"Request quota for %s: %d vCPUs in %s%s (Portal → Quotas → Compute).", s.QuotaFamily, vcpus, p.Region, fallback.quota(vcpus))
	} else {
		add("quota", "GPU quota is per region and per VM family, in vCPUs.",
			"Request quota for the %s family (look the family name up under Portal → Quotas → Compute): %d vCPUs in %s%s.", p.Series, vcpus, p.Region, fallback.quota(vcpus))
	}
	spot := p.Model == Spot || (p.Model == Mixed && strings.Contains(p.Mix, "spot"))
	if spot {
		add("spot-quota", "Spot VMs draw on a separate quota pool.", "Request Spot quota too: %d vCPUs of Total Regional Spot vCPUs in %s.", vcpus, p.Region)
	}
	add("region", "Capacity for GPU sizes varies by region and over time.", "Check that %s can be deployed in %s today (az vm list-skus --location %s --size %s --output table); %s.", p.Size, p.Region, p.Region, p.Size, fallback.text())

	// Drivers and images.
	switch {
	case p.Vendor == catalog.AMD && a.OS == Windows:
		add("driver", "The GPU needs its vendor driver before any application sees it.", "Install the AMD GPU driver extension (Microsoft.HpcCompute AmdGpuDriverWindows, version 1.1) or the driver from Microsoft's AMD GPU driver page; verify in Device Manager and with your application.")
	case p.Vendor == catalog.AMD:
		add("driver", "The GPU needs its vendor driver before any application sees it.", "Install ROCm on a supported image (Ubuntu 22.04/24.04) or the AmdGpuDriverLinux extension; verify with rocm-smi and python -c \"import torch; print(torch.version.hip, torch.cuda.is_available())\".")
	case a.Task == Render && a.OS == Windows:
		add("driver", "NV-series needs the GRID driver for virtual workstations.", "Install the NVIDIA GRID driver: extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10; verify with nvidia-smi and the licence status in the NVIDIA Control Panel.")
	case a.OS == Windows:
		add("driver", "The GPU needs its driver before CUDA sees it.", "Install the NVIDIA driver: extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10; verify with nvidia-smi and nvcc --version.")
	default:
		add("driver", "The GPU needs its driver before CUDA sees it; the extension does not update drivers by itself.", "Install the NVIDIA driver: extension Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6 (%s), or an image that ships it (Ubuntu-HPC, NVIDIA AI Enterprise); verify with nvidia-smi, nvcc --version and %s. The extension does not support Secure Boot.",
			map[bool]string{true: "GRID driver on NV-series", false: "CUDA driver"}[s.Family == catalog.FamilyNV], smokeTest(a.Framework))
	}
	if a.Containers || a.Deploy == AKS {
		stack := "NVIDIA NGC or CUDA base images and the NVIDIA Container Toolkit"
		if p.Vendor == catalog.AMD {
			stack = "ROCm base images and the AMD GPU device plugin"
		}
		add("pin", "A driver, runtime, framework and image that work together are worth recording.", "Pin the container image by digest (%s) and the host driver version it needs; record the combination next to the deployment.", stack)
	} else {
		add("pin", "A driver, CUDA, framework and image that work together are worth recording.", "Pin one combination of driver, CUDA/ROCm, framework and VM image, and record it next to the deployment.")
	}
	if a.LockIn {
		add("portability", "Portability is cheapest when designed in from the start.", "Keep the workload portable: container images, Kubernetes manifests or Helm charts (AKS runs upstream Kubernetes), infrastructure as code (Terraform/Bicep), data in open formats, and no service-specific SDK in the training or serving code.")
	}
	if p.InfiniBand && p.VMs > 1 {
		add("infiniband", "Multi-node training is only as fast as its interconnect.", "Install the InfiniBand driver (extension Microsoft.HpcCompute InfiniBandDriverLinux 1.2, or an Ubuntu-HPC image); verify with ibstat and an NCCL all_reduce_perf test across %d VMs; place the VMs in one VM Scale Set or proximity placement group.", p.VMs)
	}
	switch {
	case a.Deploy == AKS:
		add("scale", "Idle GPU nodes cost as much as busy ones.", "Create an AKS GPU node pool of %s with the NVIDIA device plugin (or GPU Operator), and the cluster autoscaler down to zero nodes when idle.", p.Size)
	case a.Deploy == AML:
		add("scale", "Idle compute costs as much as busy compute.", "Create an Azure Machine Learning compute cluster of %s with minimum 0 nodes and an idle scale-down time.", p.Size)
	case a.Deploy == VMSS || a.Task == Transcode || a.Task == Inference:
		add("scale", "Load changes by the hour; capacity should follow it.", "Run the VMs in a VM Scale Set with autoscale on queue length or GPU utilisation, minimum 1%s.", map[bool]string{true: " (0 outside working hours)", false: ""}[a.HoursPerMonth < 500])
	default:
		add("scale", "A stopped but allocated VM is still billed.", "Set auto-shutdown outside working hours, deallocate (not just stop) idle VMs, and delete what the project no longer needs.")
	}
	if spot {
		add("eviction", "Spot VMs are evicted with 30 seconds' notice whenever Azure needs the capacity.", "Handle eviction with 30 seconds' notice: listen to Scheduled Events (Preempt), checkpoint at least every 15 minutes to Blob storage, choose the Deallocate or Delete policy, and set max price -1 to avoid price-based eviction.")
	} else if isTraining(a.Task) {
		add("checkpoint", "Long runs fail; restarts should not start over.", "Checkpoint training state to Blob storage at least hourly and test a resume before the long run.")
	}
	if a.DataTB >= 1 {
		add("data", "Pulling training data from remote storage starves the GPUs.", "Stage the %s TB dataset on local NVMe/temp disk (%s GiB per VM) from Blob storage in %s; keep data and GPUs in one region and VNet; delete snapshots and logs when done.", fmtNum(a.DataTB), fmtNum(float64(p.NVMeGiB+p.TempDiskGiB)), p.Region)
	}
	if termMonths(p.Model) > 0 || p.Model == Mixed {
		what := ModelName(p.Model) + " for " + p.Size
		if p.Model == Mixed {
			what = "commitment for the baseline (" + p.Mix + ")"
		}
		add("commitment", "A commitment bills every hour of its term, used or not.", "Buy the %s in %s only after a pay-as-you-go proof run; reservations bought since 2024 cannot be exchanged (they can be traded in for a savings plan), refunds are capped at $50,000 a year.", what, p.Region)
	}
	add("hidden-costs", "The prices above are compute only.", "Budget for what they leave out: managed disks and Blob storage for data and checkpoints, egress between regions, snapshots, public IPs, and the time to run it all.")
	add("cost", "Costs surprise most when nobody is watching.", "Create a budget of $%s a month with alerts at 50%%, 80%% and 100%%, tag resources with project, team and environment, and review Cost analysis weekly.", money(p.USDPerMonth))
	if a.OS == Windows && a.HybridBenefit {
		add("licence", "Azure Hybrid Benefit needs eligible licences.", "Confirm Windows Server licences with Software Assurance: at least 8 core licences per VM (%d vCPUs each).", p.VCPUs)
	}
	if a.DevTest {
		add("devtest", "Dev/Test rates are for non-production use by Visual Studio subscribers only.", "Use the Dev/Test subscription for non-production work only; every user of it must be an active Visual Studio subscriber.")
	}
	residency := "no public IP on GPU VMs"
	if len(a.Regions) > 0 {
		residency = "data only in " + strings.Join(a.Regions, ", ")
	}
	add("security", "GPU VMs hold valuable models and data.", "Secure the network and data: VNet + NSG (%s), Microsoft Entra managed identity instead of keys, encryption at rest with keys in Key Vault, and audit logs reviewed.", residency)
	add("monitor", "Low GPU utilisation is money spent for nothing.", "Monitor GPU utilisation and memory in Azure Monitor (NVIDIA DCGM exporter or the Azure Monitor agent) with alerts on low utilisation and on cost.")
	if st := s.Lifecycle.StatusOn(day); st == catalog.Retiring || st == catalog.Preview {
		add("lifecycle", "A size without SLA or with a retirement date needs a plan B.", "%s is %s%s: plan the migration path before committing.", p.Series, st, map[bool]string{true: " until " + s.Lifecycle.Date, false: ""}[s.Lifecycle.Date != ""])
	}
	add("flow", "A small run catches problems while they are cheap.", "Deploy in order: resource group → region → VM (%s) → network and SSH/RDP → storage → drivers and framework → a small validation run → scale out while watching utilisation and cost.", p.Size)
	return items
}

type fallback struct{ name string }

func (f fallback) quota(vcpus int) string {
	if f.name == "" {
		return ""
	}
	return fmt.Sprintf(", and %d in the fallback %s", vcpus, f.name)
}

// text names the fallback for the region check.
func (f fallback) text() string {
	if f.name == "" {
		return "no other allowed region offers it, so ask for capacity early"
	}
	return "keep " + f.name + " as the fallback"
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
