package advisor

import (
	"fmt"
	"math"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Item is one step of the pre-deployment checklist.
type Item struct {
	// ID is stable across runs, e.g. "quota", so a ticked box survives a change of answers.
	ID string `json:"id"`
	// Text is what to do, with the exact values where they matter.
	Text words.Text `json:"text"`
	// Why says in a short sentence why it matters.
	Why words.Text `json:"why,omitempty"`
}

var taskWords = map[Task]string{
	Pretrain: "large-scale pre-training", Train: "training from scratch", Finetune: "fine-tuning",
	Inference: "inference serving", Render: "rendering / virtual workstations", HPC: "HPC simulation", Transcode: "video transcoding",
}

// Sources of the Azure facts below, verified on 2026-12-02. Each item cites
// the one it relies on by its key.
//
//   - [ext-manifest] Azure/azhpc-extensions NvidiaGPU/Nvidia-GPU-Linux-Resources.json
//     @09c1dec (manifest Version 20241213) and NvidiaGPU/Nvidia-GPU-Windows-Resources.json
//     @9ee6bb0: the NVIDIA driver extensions install CUDA only on NC, NCv2,
//     NCv3, NCasT4_v3, NVv3 and NC_A100_v4 (Linux CUDA 535.54 / Ubuntu 22.04)
//     and GRID only on NCasT4_v3 and NVadsA10_v5 (NVv3 up to GRID 16.5).
//     No ND size, no NC H100 v5, no NCv6 and no Arm64 size is listed.
//   - [ext-linux-doc] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/extensions/hpccompute-gpu-linux.md @ae4e87b
//     (ms.date 2025-06-30): NvidiaGpuDriverLinux 1.6; "Secure Boot is not
//     supported using Windows or Linux extensions"; no automatic driver updates.
//   - [driver-setup] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/linux/n-series-driver-setup.md @2c3f944
//     (ms.date 2025-12-04): Ubuntu's Canonical-signed drivers (ubuntu-drivers
//     install) work with Secure Boot; the GRID driver needs Secure Boot off;
//     RDMA works between VMs in one availability set or one placement group
//     of a VM Scale Set.
//   - [grid-include] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/includes/virtual-machines-n-series-linux-support.md
//     @06c2de2 (ms.date 2025-12-01): NVads A10 v5 supports GRID 17.x or later only.
//   - [amd-manifest] Azure/azhpc-extensions AmdGPU/AMD-GPU-Linux-Resources.json
//     @b4de9b4: AmdGpuDriverLinux covers NVads_V710_v5 only (Ubuntu 22.04/24.04);
//     AmdGPU/AMD-GPU-Windows-Resources.json @bd7c8fd: AmdGpuDriverWindows
//     installs Cloud Edition drivers on NVv4, NGads V620 and NVads V710 v5.
//   - [ib-manifest] Azure/azhpc-extensions InfiniBand/Linux/resources.json
//     @e6c5161 (last changed 2020-03-17): InfiniBandDriverLinux installs
//     MLNX_OFED 5.0-1.0.0.0 for CX3-Pro/CX5 on Ubuntu up to 20.04 and RHEL up
//     to 8.2; nothing for ConnectX-7.
//   - [hpc-image] Azure/azhpc-images @8e9d055 (2026-07-29): README lists
//     microsoft-dsvm:ubuntu-hpc:2404 and :2404-rocm; versions.json ships
//     NVIDIA driver 580, DOCA-OFED 3.2, NCCL 2.29, DCGM 4, ROCm 6.4.4, the
//     Lustre client; components/customizations/ndv5.sh sets
//     NCCL_TOPO_FILE=/opt/microsoft/ndv5/topo.xml and checks
//     nvidia-fabricmanager; install_nvidia_fabric_manager.sh: the fabric
//     manager must match the driver version exactly; GB200 (aarch64) builds
//     add nvidia-imex; install_health_checks.sh puts AzHPC node health checks
//     in /opt/azurehpc/test/azurehpc-health-checks.
//   - [nhc] Azure/azurehpc-health-checks @0e0a1ac conf/*.conf: one-VM
//     all_reduce pass thresholds (bus bandwidth, 16 GB message):
//     ND H100 v5 460 GB/s, ND H200 v5 431 GB/s, ND A100 v4 and NDm A100 v4
//     228 GB/s, ND MI300X v5 (RCCL) 314 GB/s, NDv2 110 GB/s.
//   - [mi300x] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/linux/azure-nd-mi300-series-amd-gpu-driver-linux-installation-guide.md
//     @85ebb69: recommended image microsoft-dsvm:ubuntu-hpc:2204-rocm; manual
//     ROCm 6.2.2 on Ubuntu 22.04, kernel 5.15, Secure Boot disabled.
//   - [ncv6] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/sizes/gpu-accelerated/nc-rtxpro6000-bse-v6-series-overview.md
//     @1d8378b (ms.date 2026-06-03): GPUs exposed by SR-IOV; recommended
//     driver vGPU 20 (R595: Linux 595.58.03, Windows 595.97) as of 2026-04-23;
//     not supported on AKS or Azure Batch; Windows Enterprise multi-session
//     not supported.
//   - [aks-operator] learn.microsoft.com/azure/aks/nvidia-gpu-operator: create
//     the node pool with --gpu-driver none (Azure CLI 2.72.2+) so the NVIDIA
//     GPU Operator installs the driver.
//   - [amd-operator] ROCm/gpu-operator README (pkg.go.dev, v1.2.2): AMD GPU
//     Operator = driver, device plugin, node labeller, Device Metrics Exporter.
//   - [avd-gpu] MicrosoftDocs/azure-docs articles/virtual-desktop/configure-vm-gpu.md
//     @b09ce25: GPU policies "Use hardware graphics adapter", "Prioritize
//     H.264/AVC 444", "Configure H.264/AVC hardware encoding"; event 170
//     "AVC hardware encoder enabled: 1" proves hardware encoding.
//   - [avd-licence] learn.microsoft.com/azure/virtual-desktop/licensing (and
//     MicrosoftDocs/azure-docs articles/virtual-desktop/apply-windows-license.md
//     @e0e6916): Windows client session hosts are licensed per user (Microsoft
//     365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows
//     Education A3/A5, Windows VDA per user), applied with licence type
//     Windows_Client; Windows Server session hosts need RDS CALs with Software
//     Assurance.
//   - [ri-exchange] MicrosoftDocs/azure-docs
//     articles/cost-management-billing/reservations/reservation-exchange-policy-changes.md
//     (ms.date 2026-08-27; the stored copy has no commit id, index id 58496086520)
//     and exchange-and-refund-azure-reservations.md (ms.date 2026-07-22):
//     reservations bought from 2027-02-01 for services that savings plans
//     cover (VMs included) cannot be exchanged; those bought before keep one
//     final exchange; trade-in for a savings plan stays open; refunds are
//     capped at USD 50,000 in a rolling 12 months. This replaces the
//     2024-01-01 cut-off of the 2023 version (@0662da4).
//   - [capacity] learn.microsoft.com .NET reference CapacityReservationData:
//     only sizes whose SKU capability CapacityReservationSupported is true can
//     be reserved; a reservation needs quota for its vCPUs.
var exchangeCutoff = "2027-02-01" // [ri-exchange]

// expectedAllReduce is the one-VM all_reduce bus bandwidth the AzHPC node
// health checks require, GB/s, by series ([nhc]). No source gives a figure
// across VMs.
var expectedAllReduce = map[string]int{
	"ND H100 v5": 460, "ND H200 v5": 431, "ND A100 v4": 228, "NDm A100 v4": 228, "ND MI300X v5": 314, "NDv2": 110,
}

// Series the NVIDIA driver extensions support ([ext-manifest]), as the
// catalog names them.
var (
	extCUDALinux   = map[string]bool{"NCv3": true, "NCasT4 v3": true, "NC A100 v4": true, "NVv3": true}
	extCUDAWindows = map[string]bool{"NCv3": true, "NCasT4 v3": true, "NC A100 v4": true, "NVv3": true}
	extGRID        = map[string]bool{"NCasT4 v3": true, "NVadsA10 v5": true, "NVv3": true}
)

// scarceSeries are the sizes Azure rations: capacity, not only quota,
// decides whether they can be deployed.
var scarceSeries = map[string]bool{
	"ND H100 v5": true, "ND H200 v5": true, "ND GB200 v6": true, "ND GB300 v6": true, "ND MI300X v5": true,
}

// isArm64 reports whether the size runs Arm64 images only. CPUArch is being
// filled in the catalog; until it is, the ND GB200/GB300 v6 series names it.
func isArm64(s catalog.Size) bool {
	return s.CPUArch == "arm64" || strings.HasPrefix(s.Series, "ND GB")
}

// hasNVSwitch reports whether the size's GPUs meet in an NVSwitch inside the
// VM, which needs nvidia-fabricmanager ([hpc-image] ndv5.sh/ndv4.sh).
func hasNVSwitch(s catalog.Size) bool {
	switch s.Series {
	case "ND A100 v4", "NDm A100 v4", "ND H100 v5", "ND H200 v5":
		return true
	}
	return false
}

// alwaysOn reports whether the plan runs around the clock.
func alwaysOn(a Answers) bool { return a.HoursPerMonth >= 730 || a.BaseVMs > 0 }

// coupled reports whether the work is one tightly coupled job over several VMs.
func coupled(a Answers, p Pick) bool {
	return a.Task == Pretrain || (isTraining(a.Task) && p.VMs > 1) || (a.Task == HPC && p.VMs > 1)
}

// checklist builds the tailored pre-deployment checklist (DOMAIN.md, "The
// pre-deployment checklist"), with the top pick's exact values.
func checklist(a Answers, sz Sizing, picks []Pick, allowed []string, c *catalog.Catalog, day string) []Item {
	items := checklistItems(a, sz, picks, allowed, c, day)
	out := make([]Item, len(items))
	for i, it := range items {
		out[i] = Item{ID: it.ID, Text: raw(it.Text)}
		if it.Why != "" {
			out[i].Why = raw(it.Why)
		}
	}
	return out
}

// item is a checklist item in English, until the checklist speaks in messages.
type item struct{ ID, Text, Why string }

func checklistItems(a Answers, sz Sizing, picks []Pick, allowed []string, c *catalog.Catalog, day string) []item {
	var items []item
	add := func(id, why, format string, args ...any) {
		items = append(items, item{ID: id, Text: fmt.Sprintf(format, args...), Why: why})
	}
	add("workload", "A named goal keeps the sizing honest.", "Name the workload and its goal: %s; write down the success measure (throughput, latency, time to train).", taskWords[a.Task])
	var p Pick
	var s catalog.Size
	if len(picks) > 0 {
		p = picks[0]
		s, _ = c.Size(p.Size)
	}
	amd := p.Vendor == catalog.AMD
	parts := make([]string, 0, len(sz.Breakdown))
	for _, x := range sz.Breakdown {
		parts = append(parts, fmt.Sprintf("%s %s GB", x.Name, fmtNum(x.GB)))
	}
	switch a.Task {
	case Transcode:
		enc := "ffmpeg -hwaccel cuda -c:v h264_nvenc or hevc_nvenc, watching nvidia-smi's encoder utilisation"
		if amd {
			enc = "ffmpeg -c:v h264_amf or hevc_amf on AMD's media engine"
		}
		add("sizing", "Streams per GPU depend on codec, resolution and preset.", "Measure how many streams one VM transcodes in real time with your settings (%s); at peak the fleet needs %d ÷ that many VMs.", enc, a.Concurrency)
	case Render:
		// A desktop seat is sized by a pilot with the real applications, not
		// by a memory formula ([avd-gpu] names the checks).
		add("sizing", "Users per VM depend on the applications, not on a formula.", "Run a pilot with %d real users on one VM: watch GPU, GPU memory and video encode in Task Manager (Performance → GPU) and the users' frame rate; fit users per VM to what stays smooth at peak.", min(a.Seats, 5))
	case HPC:
		add("sizing", "Estimates are a start; measured runs decide.", "Run one representative case of your solver on one VM and time it; scale the node count from that, not from peak FLOPS.")
	default:
		tool := "nvidia-smi or torch.cuda.max_memory_allocated()"
		if amd {
			tool = "amd-smi or torch.cuda.max_memory_allocated() (ROCm builds keep the torch.cuda name)"
		}
		what := ""
		if len(parts) > 0 {
			what = " (" + strings.Join(parts, ", ") + ")"
		}
		add("sizing", "Estimates are a start; measured peaks decide.", "Confirm the GPU memory need of %s GB%s on a short run: watch %s.", fmtNum(sz.GPUMemoryGB), what, tool)
	}
	if len(picks) == 0 {
		add("cost", "Costs surprise most when nobody is watching.", "Set budget alerts and resource tags (project, team, environment) before deploying anything.")
		return items
	}
	vcpus := s.VCPUs * p.VMs
	fallback := fallbackRegion(p, allowed, c)
	family := s.QuotaFamily
	if family == "" {
		family = "the " + p.Series + " family (find its quota name in that list)"
	}
	add("quota", "GPU quota is per region and per VM family, in vCPUs, and starts at zero for most GPU families.",
		"Check what you have with az vm list-usage --location %s -o table, then request quota for %s: %d vCPUs in %s%s (Portal → Quotas → Compute).", p.Region, family, vcpus, p.Region, fallback.quota(vcpus))
	spot := usesSpot(p.Cost)
	if spot {
		add("spot-quota", "Spot VMs draw on a separate quota pool.", "Request Spot quota too: %d vCPUs of Total Regional Spot vCPUs in %s.", vcpus, p.Region)
	}
	add("region", "Capacity for GPU sizes varies by region and over time.", "Check that %s can be deployed in %s today (az vm list-skus --location %s --size %s --output table); %s.", p.Size, p.Region, p.Region, p.Size, fallback.text())

	// Capacity: quota is permission, not hardware ([capacity]).
	big := p.VMs > 64 || p.USDPerMonth > 1e6
	if big {
		add("capacity-engagement", "At this size Azure plans the hardware with you; a quota request alone is not enough.",
			"Treat this as a capacity engagement with Microsoft, not a self-service quota request: %d VMs of %s (%s GPUs, $%s a month) in %s. Contact your Microsoft account team months ahead to agree region, dates and a capacity commitment.",
			p.VMs, p.Size, fmtGPUs(p.GPUsTotal), money(p.USDPerMonth), p.Region)
	}
	if scarceSeries[p.Series] && !big {
		add("capacity", "Quota lets you ask for VMs; it does not guarantee Azure has them.",
			"Secure capacity for %d × %s before the start date: an on-demand capacity reservation where the size allows it (CapacityReservationSupported in az vm list-skus --location %s --size %s --all), or an early quota request with your Microsoft account team.",
			p.VMs, p.Size, p.Region, p.Size)
	}

	// Drivers, images and the first check.
	verify := smokeTest(a.Framework)
	switch a.Task {
	case HPC:
		verify = "your solver's smallest test case"
	case Transcode:
		verify = "ffmpeg -hwaccels (it must list cuda)"
		if amd {
			verify = "ffmpeg -encoders | grep amf"
		}
	case Render:
		verify = "the Task Manager GPU tab during a session"
	}
	items = append(items, driverItems(a, p, s, verify)...)

	if isArm64(s) {
		add("arm64", "ND GB200/GB300 v6 hosts run Grace (Arm64) CPUs: x86-64 images and containers do not run on them.",
			"Use Arm64 (aarch64) builds throughout: the VM image, every container image (docker buildx --platform linux/arm64, or multi-arch manifests) and any Python wheels or binaries with native code; test them on one VM first.")
	}
	if a.Containers || a.Deploy == AKS {
		stack := "NVIDIA NGC or CUDA base images and the NVIDIA Container Toolkit"
		if amd {
			stack = "ROCm base images (rocm/pytorch, rocm/vllm)"
		}
		add("pin", "A driver, runtime, framework and image that work together are worth recording.", "Pin the container image by digest (%s) and the host driver version it needs; record the combination next to the deployment.", stack)
	} else {
		add("pin", "A driver, CUDA, framework and image that work together are worth recording.", "Pin one combination of driver, CUDA/ROCm, framework and VM image, and record it next to the deployment.")
	}
	if a.Deploy == AKS {
		items = append(items, aksItem(p, s))
	}
	if a.LockIn {
		add("portability", "Portability is cheapest when designed in from the start.", "Keep the workload portable: container images, Kubernetes manifests or Helm charts (AKS runs upstream Kubernetes), infrastructure as code (Terraform/Bicep), data in open formats, and no service-specific SDK in the training or serving code.")
	}
	if p.InfiniBand && p.VMs > 1 {
		// [hpc-image], [ib-manifest], [driver-setup].
		add("infiniband", "Multi-node work is only as fast as its interconnect.",
			"Use the InfiniBand stack of the Azure HPC image (DOCA-OFED for ConnectX-7 NDR, HPC-X/Open MPI, NCCL or RCCL); the InfiniBandDriverLinux extension installs MLNX_OFED 5.0 for ConnectX-3 Pro/5 on Ubuntu ≤ 20.04 only and suits older H- and N-series, not this size. Put all %d VMs in one VM Scale Set (one placement group) or one availability set; a proximity placement group does not join them to one InfiniBand fabric. Check ibstat on each VM.", p.VMs)
		items = append(items, collectiveTest(p, s))
	}
	if coupled(a, p) || (a.Task == HPC) {
		items = append(items, clusterItem(a, p))
	}
	if a.Task == Render && a.OS == Windows {
		// [avd-gpu]
		add("avd", "Azure Virtual Desktop brokers, scales and bills desktops; plain VMs do none of that.",
			"Deploy the desktops as an Azure Virtual Desktop host pool of %s: RDP Shortpath on, Group Policy \"Use hardware graphics adapter\", \"Prioritize H.264/AVC 444 graphics mode\" and \"Configure H.264/AVC hardware encoding\" enabled (event 170 in RemoteDesktopServices-RdpCoreTS must read \"AVC hardware encoder enabled: 1\"), FSLogix profile containers on Azure Files, and Start VM on Connect with a scaling plan so hosts run only the %s hours a month you priced.",
			p.Size, fmtNum(a.HoursPerMonth))
	}
	items = append(items, scaleItem(a, p))
	if spot {
		add("eviction", "Spot VMs are evicted with 30 seconds' notice whenever Azure needs the capacity.", "Handle eviction with 30 seconds' notice: listen to Scheduled Events (Preempt), checkpoint at least every 15 minutes to Blob storage, choose the Deallocate or Delete policy, and set max price -1 to avoid price-based eviction.")
		add("spot-placement", "Spot capacity differs by size, region and hour.",
			"Before relying on Spot, check the eviction rate of %s in %s (Portal → Create VM → Spot, or Azure Resource Graph SpotResources) and its Spot Placement Score; run the VMs in a VM Scale Set with an instance mix of several sizes so one size's eviction does not stop the work.", p.Size, p.Region)
	} else if isTraining(a.Task) {
		add("checkpoint", "Long runs fail; restarts should not start over.", "Checkpoint training state to Blob storage at least hourly and test a resume before the long run.")
	}
	if a.DataTB >= 1 {
		add("data", "Pulling training data from remote storage starves the GPUs.", "Stage the %s TB dataset on local NVMe/temp disk (%s GiB per VM) from Blob storage in %s; keep data and GPUs in one region and VNet; delete snapshots and logs when done.", fmtNum(a.DataTB), fmtNum(float64(p.NVMeGiB+p.TempDiskGiB)), p.Region)
	}
	if p.VMs > 1 && (isTraining(a.Task) || a.Task == HPC) {
		// [hpc-image] ships the Lustre client.
		add("storage", "Every VM reads the same data and writes checkpoints to one place.",
			"Give the %d VMs shared storage: Azure Managed Lustre for the dataset and checkpoints at training speed (the HPC image ships the Lustre client), or BlobFuse2 with its cache on local NVMe for read-mostly data.", p.VMs)
	}
	add("network", "GPU VMs move data over the front-end NIC too: images, datasets, checkpoints.",
		"Create the VMs with accelerated networking on (az vm create --accelerated-networking true) in the same region and VNet as their storage.")
	if termMonths(p.Model) > 0 || p.Model == Mixed {
		what := ModelName(p.Model) + " for " + p.Size
		if p.Model == Mixed {
			what = "commitment for the baseline (" + p.Mix.String() + ")"
		}
		add("commitment", "A commitment bills every hour of its term, used or not.", "Buy the %s in %s only after a pay-as-you-go proof run. %s", what, p.Region, exchangeRule(day))
	}
	add("hidden-costs", "The prices above are compute only.", "Budget for what they leave out: managed disks and Blob storage for data and checkpoints, egress between regions, snapshots, public IPs, and the time to run it all.")
	add("cost", "Costs surprise most when nobody is watching.", "Create a budget of $%s a month with alerts at 50%%, 80%% and 100%%, tag resources with project, team and environment, and review Cost analysis weekly.", money(p.USDPerMonth))
	switch {
	case a.Task == Render && a.OS == Windows:
		// [avd-licence], [ncv6]
		multi := "Windows 11 Enterprise multi-session or single-session"
		if p.Series == "NC RTX PRO 6000 BSE v6" {
			multi = "Windows 11 Enterprise single-session (this series does not support multi-session)"
		}
		add("licence", "Desktops are licensed per user, not per VM core.",
			"License the desktops per user: %s through Azure Virtual Desktop needs Microsoft 365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows Education A3/A5 or Windows VDA per user for each of the %d users; set the VMs' licence type to Windows_Client so no Windows licence is billed per VM. Windows Server desktops need RDS CALs with Software Assurance instead.",
			multi, a.Seats)
	case a.OS == Windows && a.HybridBenefit:
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
	items = append(items, secureBootItem(a, p, s))
	items = append(items, monitorItem(a, p, s))
	if st := s.Lifecycle.StatusOn(day); st == catalog.Retiring || st == catalog.Preview {
		add("lifecycle", "A size without SLA or with a retirement date needs a plan B.", "%s is %s%s: plan the migration path before committing.", p.Series, st, map[bool]string{true: " until " + s.Lifecycle.Date, false: ""}[s.Lifecycle.Date != ""])
	}
	add("flow", "A small run catches problems while they are cheap.", "Deploy in order: resource group → region → VM (%s) → network and SSH/RDP → storage → drivers and framework → a small validation run → scale out while watching utilisation and cost.", p.Size)
	return items
}

// driverItems say how the pick's GPU gets its driver, per series, from
// Microsoft's support matrix ([ext-manifest], [amd-manifest], [hpc-image],
// [mi300x], [ncv6], [grid-include]).
func driverItems(a Answers, p Pick, s catalog.Size, verify string) []item {
	const why = "The GPU needs its driver before any application sees it; Microsoft's driver extensions cover only some series."
	it := func(format string, args ...any) []item {
		return []item{{ID: "driver", Text: fmt.Sprintf(format, args...), Why: why}}
	}
	win := a.OS == Windows
	switch {
	case p.Vendor == catalog.AMD && win:
		return it("Install the AMD driver with the extension Microsoft.HpcCompute AmdGpuDriverWindows 1.1 (it installs AMD Software Cloud Edition on %s); verify the GPU in Device Manager and with %s.", p.Series, verify)
	case p.Vendor == catalog.AMD && p.Series == "ND MI300X v5":
		return it("Deploy the Azure HPC image with ROCm (microsoft-dsvm:ubuntu-hpc:2404-rocm or 2204-rocm): it ships ROCm, RCCL and the InfiniBand drivers. The AmdGpuDriverLinux extension covers NVads V710 v5 only. For a manual install follow Microsoft's MI300X guide (Ubuntu 22.04, kernel 5.15, ROCm 6.2.2, Secure Boot off). Verify with amd-smi (or rocm-smi) showing 8 GPUs and with %s.", verify)
	case p.Vendor == catalog.AMD && a.Task == Render:
		return it("Install the AMD GPU driver with the extension Microsoft.HpcCompute AmdGpuDriverLinux (NVads V710 v5 on Ubuntu 22.04/24.04 only); verify with glxinfo -B that the desktop renders on the AMD GPU, not on llvmpipe.")
	case p.Vendor == catalog.AMD:
		ext := "There is no Linux driver extension for this series; install ROCm with AMD's amdgpu-install on Ubuntu 22.04/24.04."
		if p.Series == "NVads V710 v5" {
			ext = "Install the driver with the extension Microsoft.HpcCompute AmdGpuDriverLinux (Ubuntu 22.04/24.04) or AMD's amdgpu-install."
		}
		return it("%s Verify with amd-smi and %s.", ext, verify)
	case p.Series == "NC RTX PRO 6000 BSE v6":
		drv := "595.58.03 for Linux"
		if win {
			drv = "595.97 for Windows"
		}
		return it("Install the NVIDIA vGPU (GRID) driver Microsoft publishes for NCv6: vGPU 20, branch R595 (%s). The NvidiaGpu driver extensions do not list this series. Verify with nvidia-smi and %s; power and temperature do not show under SR-IOV.", drv, verify)
	case win && extGRID[p.Series] && (s.Family == catalog.FamilyNV || a.Task == Render):
		note := ""
		if p.Series == "NVadsA10 v5" {
			note = " NVads A10 v5 needs GRID 17 or later."
		}
		if p.Series == "NVv3" {
			note = " NVv3 runs GRID 16 at most: pin driver 538.46."
		}
		return it("Install the NVIDIA GRID driver with the extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10 (it includes the GRID licence on Azure).%s Verify with nvidia-smi and %s.", note, verify)
	case win && extCUDAWindows[p.Series]:
		return it("Install the NVIDIA driver with the extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10 (CUDA driver on %s); verify with nvidia-smi, nvcc --version and %s.", p.Series, verify)
	case win:
		return it("Install NVIDIA's data-centre driver for Windows by hand: the NvidiaGpuDriverWindows extension does not list %s. Verify with nvidia-smi and %s.", p.Series, verify)
	case isArm64(s):
		return it("Use an Arm64 (aarch64) Azure HPC image for %s with the NVIDIA 580 driver and nvidia-imex for the NVLink domain (Azure/azhpc-images builds these for GB200); ask your account team which image the capacity was validated with. No driver extension supports Arm64. Verify with nvidia-smi and %s.", p.Series, verify)
	case hasNVSwitch(s):
		return it("Deploy the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404 (NVIDIA driver 580, CUDA, NCCL, DOCA-OFED, nvidia-fabricmanager) or NVIDIA's own marketplace image; the NvidiaGpuDriverLinux extension does not support %s. A manual install needs the data-centre driver plus nvidia-fabricmanager of exactly the same version, enabled and running: without it the NVSwitch GPUs do not start CUDA. Verify with systemctl status nvidia-fabricmanager, nvidia-smi topo -m and %s.", p.Series, verify)
	case p.Series == "NCads H100 v5" || p.Series == "NCCads H100 v5":
		return it("Deploy the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404 (NVIDIA driver 580 and CUDA), or on plain Ubuntu run sudo ubuntu-drivers install (Canonical-signed, works with Secure Boot) and add the CUDA toolkit; the NvidiaGpuDriverLinux extension does not support %s. Verify with nvidia-smi, nvcc --version and %s.", p.Series, verify)
	case extGRID[p.Series] && (s.Family == catalog.FamilyNV || a.Task == Render):
		note := ""
		if p.Series == "NVadsA10 v5" {
			note = " NVads A10 v5 needs GRID 17 or later."
		}
		if p.Series == "NVv3" {
			note = " NVv3 runs GRID 16 at most: set driverVersion 535.161."
		}
		return it("Install the NVIDIA GRID driver with the extension Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6 (Ubuntu 22.04/24.04; it includes the GRID licence on Azure).%s The GRID driver needs Secure Boot off. Verify with nvidia-smi -q | grep -i licen and %s.", note, verify)
	case extCUDALinux[p.Series]:
		return it("Install the NVIDIA driver with the extension Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6, which supports %s (CUDA 535 driver on Ubuntu 20.04/22.04; it does not update itself), or use the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404. Verify with nvidia-smi, nvcc --version and %s.", p.Series, verify)
	default:
		return it("Install the NVIDIA driver on Ubuntu with sudo ubuntu-drivers install (Canonical-signed, works with Secure Boot) and the CUDA toolkit, or use the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404; the NvidiaGpuDriverLinux extension does not list %s. Verify with nvidia-smi, nvcc --version and %s.", p.Series, verify)
	}
}

// collectiveTest is the interconnect test before the real multi-VM run
// ([nhc], [hpc-image]).
func collectiveTest(p Pick, s catalog.Size) item {
	tool := "NCCL all_reduce_perf (nccl-tests)"
	if p.Vendor == catalog.AMD {
		tool = "RCCL all_reduce_perf (rccl-tests)"
	}
	expect := "No published figure exists for this series: record the bus bandwidth one VM reaches and require every VM, and then the whole set, to come close to it."
	if bw, ok := expectedAllReduce[p.Series]; ok {
		expect = fmt.Sprintf("On one VM, a 16 GB all-reduce must reach at least %d GB/s bus bandwidth (the AzHPC health-check threshold for %s); no figure is published across VMs, so compare each VM and then the whole set with it.", bw, p.Series)
	}
	topo := ""
	if p.Series == "ND H100 v5" || p.Series == "ND H200 v5" {
		topo = " Keep NCCL_TOPO_FILE=/opt/microsoft/ndv5/topo.xml (set in /etc/nccl.conf by the HPC image)."
	}
	return item{ID: "nccl-test", Why: "One slow GPU, link or VM slows every step of a multi-VM job.",
		Text: fmt.Sprintf("Before the real run, run the AzHPC node health checks (/opt/azurehpc/test/azurehpc-health-checks/run-health-checks.sh) on every VM and drop the ones that fail, then %s across all %d VMs. %s%s", tool, p.VMs, expect, topo)}
}

// clusterItem is the scheduler for tightly coupled or batch work: a fixed
// set of VMs for one job, never autoscaling inside a job.
func clusterItem(a Answers, p Pick) item {
	if a.Task == HPC {
		return item{ID: "cluster", Why: "MPI jobs need a scheduler that starts all their nodes together.",
			Text: fmt.Sprintf("Run the jobs through Slurm on Azure CycleCloud (CycleCloud Workspace for Slurm) or through Azure Batch, with %d × %s per job; smoke-test MPI first with mpirun and the OSU benchmarks (osu_latency, osu_bw) or ib_write_bw between two VMs.", p.VMs, p.Size)}
	}
	return item{ID: "cluster", Why: "A tightly coupled training job needs all its VMs at once for its whole run; autoscaling breaks it.",
		Text: fmt.Sprintf("Run the job on a fixed-size cluster of %d × %s: Slurm on CycleCloud Workspace for Slurm, an Azure Machine Learning compute cluster with the node count fixed for the job, or AKS with gang scheduling (Kueue or Volcano). Do not autoscale on queue length while it runs.", p.VMs, p.Size)}
}

// aksItem is the AKS GPU node pool with the pick's vendor's operator
// ([aks-operator], [amd-operator], [ncv6]).
func aksItem(p Pick, s catalog.Size) item {
	why := "AKS needs the vendor's device plugin before pods can request GPUs."
	switch {
	case p.Series == "NC RTX PRO 6000 BSE v6":
		return item{ID: "aks-gpu", Why: why, Text: fmt.Sprintf("AKS does not support %s yet: run it on VMs or a VM Scale Set, or pick another size for AKS.", p.Series)}
	case p.Vendor == catalog.AMD:
		return item{ID: "aks-gpu", Why: why, Text: fmt.Sprintf("Create an AKS node pool of %s and install the AMD GPU Operator (ROCm/gpu-operator: amdgpu driver, device plugin, node labeller, Device Metrics Exporter); pods request amd.com/gpu. NVIDIA's operator and plugin do not apply to AMD GPUs.", p.Size)}
	default:
		arch := ""
		if isArm64(s) {
			arch = " Use an Arm64 node image and arm64 container images."
		}
		return item{ID: "aks-gpu", Why: why, Text: fmt.Sprintf("Create the AKS node pool of %s with az aks nodepool add --gpu-driver none (Azure CLI 2.72.2 or later) and install the NVIDIA GPU Operator, which installs the driver, device plugin and DCGM exporter; pods request nvidia.com/gpu. Without the operator, leave the driver to AKS and add only the NVIDIA device plugin.%s", p.Size, arch)}
	}
}

// scaleItem is how the VMs follow the load, and when they stop.
func scaleItem(a Answers, p Pick) item {
	shutdown := ""
	if !alwaysOn(a) {
		shutdown = fmt.Sprintf(" The plan runs %s hours a month: set auto-shutdown outside those hours.", fmtNum(a.HoursPerMonth))
	}
	switch {
	case a.Task == Render && a.OS == Windows:
		return item{ID: "scale", Why: "Idle desktops cost as much as busy ones.", Text: fmt.Sprintf("Let the Azure Virtual Desktop scaling plan start and deallocate session hosts of %s with the working day, and drain hosts before scale-in so no user is cut off.", p.Size)}
	case coupled(a, p) || a.Task == HPC:
		return item{ID: "scale", Why: "A stopped but allocated VM is still billed.", Text: "Start the cluster's VMs for the job and deallocate (not just stop) them when it ends; delete what the project no longer needs." + shutdown}
	case a.Deploy == AKS:
		return item{ID: "scale", Why: "Idle GPU nodes cost as much as busy ones.", Text: fmt.Sprintf("Let the cluster autoscaler scale the %s node pool with the pending pods, down to zero nodes when idle.", p.Size)}
	case a.Deploy == AML:
		return item{ID: "scale", Why: "Idle compute costs as much as busy compute.", Text: fmt.Sprintf("Create an Azure Machine Learning compute cluster of %s with minimum 0 nodes and an idle scale-down time.", p.Size)}
	case a.Deploy == VMSS || a.Task == Transcode || a.Task == Inference:
		floor := "minimum 1"
		if !alwaysOn(a) {
			floor = "minimum 1 in working hours and 0 outside them"
		}
		return item{ID: "scale", Why: "Load changes by the hour; capacity should follow it.", Text: fmt.Sprintf("Run the VMs in a VM Scale Set with autoscale on queue length or GPU utilisation, %s.", floor)}
	default:
		return item{ID: "scale", Why: "A stopped but allocated VM is still billed.", Text: "Deallocate (not just stop) idle VMs, and delete what the project no longer needs." + shutdown}
	}
}

// secureBootItem: Trusted Launch and the driver path ([ext-linux-doc],
// [driver-setup], [mi300x]).
func secureBootItem(a Answers, p Pick, s catalog.Size) item {
	why := "Trusted Launch with Secure Boot only boots signed kernel drivers."
	switch {
	case a.OS == Windows:
		return item{ID: "secure-boot", Why: why, Text: "Keep Trusted Launch (Secure Boot and vTPM) on: Windows GPU drivers are signed. Note that Microsoft's driver extensions are not supported with Secure Boot; install the driver from Microsoft's N-series driver page if the extension fails."}
	case p.Series == "ND MI300X v5":
		return item{ID: "secure-boot", Why: why, Text: "Turn Secure Boot off for ND MI300X v5: Microsoft's ROCm instructions require it, or use the HPC ROCm image as deployed by Microsoft."}
	case p.Vendor == catalog.NVIDIA && (s.Family == catalog.FamilyNV || a.Task == Render || p.Series == "NC RTX PRO 6000 BSE v6"):
		return item{ID: "secure-boot", Why: why, Text: "Deploy with Secure Boot off (Trusted Launch can stay for vTPM): the GRID/vGPU driver builds unsigned kernel modules, and the driver extensions do not support Secure Boot."}
	default:
		return item{ID: "secure-boot", Why: why, Text: "Decide on Trusted Launch before deploying: with Secure Boot on, use signed drivers (Ubuntu's ubuntu-drivers packages are Canonical-signed) or enrol your own key; the driver extensions do not support Secure Boot."}
	}
}

// monitorItem is GPU monitoring for the pick's vendor.
func monitorItem(a Answers, p Pick, s catalog.Size) item {
	why := "Low GPU utilisation is money spent for nothing."
	if p.Vendor == catalog.AMD && a.Task == Render {
		return item{ID: "monitor", Why: why, Text: "Monitor each desktop host's GPU use with amd-smi metric and the users' session quality, with alerts on cost."}
	}
	if p.Vendor == catalog.AMD {
		return item{ID: "monitor", Why: why, Text: "Monitor GPU utilisation and memory with AMD's Device Metrics Exporter (Prometheus; part of the AMD GPU Operator) or amd-smi metric, into Azure Monitor managed Prometheus, with alerts on low utilisation and on cost."}
	}
	if a.Task == Render && a.OS == Windows {
		return item{ID: "monitor", Why: why, Text: "Monitor the desktops with Azure Virtual Desktop Insights (connection quality, round-trip time, frame rate) and GPU use per host, with alerts on cost."}
	}
	return item{ID: "monitor", Why: why, Text: "Monitor GPU utilisation and memory with NVIDIA's DCGM exporter (Prometheus) into Azure Monitor managed Prometheus, and run dcgmi diag -r 2 before long jobs; alert on low utilisation and on cost."}
}

// exchangeRule states Microsoft's reservation exchange policy as of day
// ([ri-exchange]).
func exchangeRule(day string) string {
	const tail = " A reservation can always be traded in for a savings plan; refunds are capped at $50,000 in a rolling 12 months."
	if day < exchangeCutoff {
		return "Reservations bought before 1 February 2027 can still be exchanged, and keep one final exchange after that date; those bought from that date cannot be exchanged." + tail
	}
	return "Reservations bought since 1 February 2027 cannot be exchanged; older ones keep one final exchange." + tail
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
