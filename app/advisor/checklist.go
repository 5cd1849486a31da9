package advisor

import (
	"math"
	"slices"
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
//   - [batch-spot] learn.microsoft.com/azure/batch/batch-spot-vms: Batch
//     tasks interrupted by preemption are requeued automatically to run on
//     another node; Spot nodes have their own vCPU quota.
//   - [batch-render] github.com/Azure/azure-batch-maya (archived, deprecated:
//     "Rendering workloads should now be migrated directly to the Azure
//     Batch SDK or CLI") and Azure/azure-batch-rendering (archived
//     2024-03-01): Batch's rendering plug-ins and integrated licensing are
//     gone; a pool brings its own image and renderer licences.
//   - [sp-terms] MicrosoftDocs/azure-docs articles/cost-management-billing/savings-plan/
//     savings-plan-compute-overview.md @03adcc30 (an hourly spend commitment
//     for 1 or 3 years, applied across compute services and regions; usage
//     above it is pay-as-you-go) and cancel-savings-plan.md (ms.date
//     2023-11-17: "All savings plan purchases are final": no cancellation,
//     no exchange, no refund).
//   - [capacity] learn.microsoft.com .NET reference CapacityReservationData:
//     only sizes whose SKU capability CapacityReservationSupported is true can
//     be reserved; a reservation needs quota for its vCPUs.
//   - [cgpu] Azure/az-cgpu-onboarding @51d392a (2026-06-26), the onboarding
//     of NCC H100 v5 (NCCads_H100_v5) confidential GPU VMs:
//     src/cgpu-h100-auto-onboarding.sh creates the VM with --security-type
//     ConfidentialVM, --os-disk-security-encryption-type DiskWithVMGuestState,
//     --enable-secure-boot true, --enable-vtpm true and the Canonical
//     confidential-VM images Canonical:0001-com-ubuntu-confidential-vm-jammy:22_04-lts-cvm
//     or Canonical:ubuntu-24_04-lts:cvm; src/step-1-install-gpu-driver.sh
//     installs nvidia-driver-595-server-open and
//     linux-modules-nvidia-595-server-open-azure-fde on kernel
//     6.8.0-1025-azure or later and checks nvidia-smi conf-compute -q;
//     src/step-2-attestation.sh attests the CPU with Azure/cvm-attestation-tools
//     (sudo cpu-attestation; docs/SNP-Guest-Attestation-Verification.md: or
//     the guest attestation client against Microsoft Azure Attestation) and the
//     GPU with NVIDIA's local GPU verifier (src/local_gpu_verifier, from
//     NVIDIA nvtrust: python -m verifier.cc_admin, sudo gpu-attestation), which
//     as root sets the GPU ready state (nvidia-smi conf-compute -srs 1 in
//     docs/Confidential-GPU-H100-AKS-Onboarding.md).
//   - [placement-groups] learn.microsoft.com/rest/api/compute/virtual-machine-scale-sets
//     (singlePlacementGroup: "limits the scale set to a single placement
//     group, of max size 100 virtual machines") and Learn "Virtual Machine
//     Scale Sets and placement groups": up to 1,000 VMs with
//     singlePlacementGroup false; with [driver-setup], InfiniBand (RDMA) joins
//     VMs only within one placement group.
var exchangeCutoff = "2027-02-01" // [ri-exchange]

// PlacementGroupVMs is the most VMs one placement group holds ([placement-groups]).
const PlacementGroupVMs = 100

// expectedAllReduce is the one-VM all_reduce bus bandwidth the AzHPC node
// health checks require, GB/s, by series ([nhc]). No source gives a figure
// across VMs.
var expectedAllReduce = []struct {
	series string
	gbps   int
}{{"ND H100 v5", 460}, {"ND H200 v5", 431}, {"ND A100 v4", 228}, {"NDm A100 v4", 228}, {"ND MI300X v5", 314}, {"NDv2", 110}}

// Series the NVIDIA driver extensions support ([ext-manifest]), as the
// catalog names them.
var (
	extCUDALinux   = []string{"NCv3", "NCasT4 v3", "NC A100 v4", "NVv3"}
	extCUDAWindows = []string{"NCv3", "NCasT4 v3", "NC A100 v4", "NVv3"}
	extGRID        = []string{"NCasT4 v3", "NVadsA10 v5", "NVv3"}
)

// scarceSeries are the sizes Azure rations: capacity, not only quota,
// decides whether they can be deployed.
var scarceSeries = []string{"ND H100 v5", "ND H200 v5", "ND GB200 v6", "ND GB300 v6", "ND MI300X v5"}

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

// taskIDs name the workloads in the checklist's words.
var taskIDs = []words.Named{
	{Key: string(Pretrain), ID: words.ChkTaskPretrain}, {Key: string(Train), ID: words.ChkTaskTrain}, {Key: string(Finetune), ID: words.ChkTaskFinetune},
	{Key: string(Inference), ID: words.ChkTaskInference}, {Key: string(Render), ID: words.ChkTaskRender}, {Key: string(HPC), ID: words.ChkTaskHPC},
	{Key: string(Transcode), ID: words.ChkTaskTranscode},
}

// TaskWord names the workload inside a message.
func TaskWord(t Task) words.Arg {
	if id, ok := words.Find(taskIDs, t); ok {
		return words.W(id)
	}
	return words.S(string(t))
}

// partIDs name the parts of the GPU memory need.
var partIDs = []words.Named{
	{Key: "weights", ID: words.ChkPartWeights}, {Key: "kv-cache", ID: words.ChkPartKVCache}, {Key: "activations", ID: words.ChkPartActivations},
	{Key: "runtime", ID: words.ChkPartRuntime}, {Key: "adapters", ID: words.ChkPartAdapters}, {Key: "gradients", ID: words.ChkPartGradients},
	{Key: "optimizer", ID: words.ChkPartOptimizer}, {Key: "overhead", ID: words.ChkPartOverhead}, {Key: "logits", ID: words.ChkPartLogits},
	{Key: "frame-buffer", ID: words.ChkPartFrameBuffer}, {Key: "working-set", ID: words.ChkPartWorkingSet},
}

// partWord names a part of the GPU memory need (Part.Name).
func partWord(name string) words.Arg {
	id, ok := words.Find(partIDs, name)
	if !ok {
		return words.S(name)
	}
	return words.W(id)
}

// commitmentWord names a term commitment (the page's own price model words).
func commitmentWord(p PricePref) words.Arg {
	id, ok := words.Find(modelLabels, p)
	if !ok || termMonths(p) == 0 {
		return words.S(ModelName(p))
	}
	return words.W(id)
}

// gbNum is a figure to at most three decimals: 7, 0.5, 1,234.5.
func gbNum(v float64) words.Arg { return words.N(math.Round(v*1000) / 1000) }

// checklist builds the tailored pre-deployment checklist (DOMAIN.md, "The
// pre-deployment checklist"), with the top pick's exact values.
func checklist(a Answers, sz Sizing, picks []Pick, allowed []string, c *catalog.Catalog, day string) []Item {
	var items []Item
	addItem(&items, "workload", words.ChkWorkloadWhy, words.M(words.ChkWorkload, TaskWord(a.Task)))
	var p Pick
	var s catalog.Size
	if len(picks) > 0 {
		p = picks[0]
		s, _ = c.Size(p.Size)
	}
	amd := p.Vendor == catalog.AMD
	switch a.Task {
	case Transcode:
		enc := words.W(words.ChkEncNVIDIA)
		if amd {
			enc = words.W(words.ChkEncAMD)
		}
		addItem(&items, "sizing", words.ChkSizingTranscodeWhy, words.M(words.ChkSizingTranscode, enc, words.I(a.Concurrency)))
	case Render:
		if batchRender(a) { // issue 22: the frame time is the one figure to measure
			addItem(&items, "sizing", words.ChkSizingBatchWhy, words.M(words.ChkSizingBatch, words.S(renderRefSize), num(a.FrameMinutes), gbNum(renderSceneGB)))
			break
		}
		// A desktop seat is sized by a pilot with the real applications, not
		// by a memory formula ([avd-gpu] names the checks).
		addItem(&items, "sizing", words.ChkSizingRenderWhy, words.M(words.ChkSizingRender, words.I(min(a.Seats, 5))))
	case HPC:
		addItem(&items, "sizing", words.ChkSizingHPCWhy, words.M(words.ChkSizingHPC))
	default:
		if a.ModelNotUnderstood != "" {
			break // nothing sized
		}
		tool := words.W(words.ChkToolNVIDIA)
		if amd {
			tool = words.W(words.ChkToolAMD)
		}
		need := words.M(words.ChkSizingMemory, gbNum(sz.GPUMemoryGB), tool)
		if len(sz.Breakdown) > 0 {
			parts := make([]words.Arg, len(sz.Breakdown))
			for i, x := range sz.Breakdown {
				parts[i] = words.W(words.ChkPartGB, partWord(x.Name), gbNum(x.GB))
			}
			need = words.M(words.ChkSizingMemoryParts, gbNum(sz.GPUMemoryGB), words.List(parts...), tool)
		}
		addItem(&items, "sizing", words.ChkSizingMemoryWhy, need)
	}
	if len(picks) == 0 {
		addItem(&items, "cost", words.ChkCostWhy, words.M(words.ChkCostNoPick))
		return items
	}
	vcpus := s.VCPUs * p.VMs
	fallback := fallbackRegion(p, allowed, c)
	family := words.W(words.ChkQuotaFamilyOf, words.S(p.Series))
	if q := QuotaOf(s, c); q.API != "" {
		family = q.Words()
	}
	usage := words.Code("az vm list-usage --location " + p.Region + " -o table")
	quota := words.M(words.ChkQuota, usage, family, words.I(vcpus), words.Region(p.Region, p.Region))
	if fallback.name != "" {
		quota = words.M(words.ChkQuotaFallback, usage, family, words.I(vcpus), words.Region(p.Region, p.Region), words.Region(fallback.name, fallback.name))
	}
	addItem(&items, "quota", words.ChkQuotaWhy, quota)
	spot := usesSpot(p.Cost)
	if spot {
		addItem(&items, "spot-quota", words.ChkSpotQuotaWhy, words.M(words.ChkSpotQuota, words.I(vcpus), words.Code("Total Regional Spot vCPUs"), words.Region(p.Region, p.Region)))
	}
	addItem(&items, "region", words.ChkRegionWhy, words.M(words.ChkRegion, words.S(p.Size), words.Region(p.Region, p.Region),
		words.Code("az vm list-skus --location "+p.Region+" --size "+p.Size+" --output table"), fallback.text()))

	// Capacity: quota is permission, not hardware ([capacity]).
	big := capacityEngagement(p)
	if big {
		addItem(&items, "capacity-engagement", words.ChkCapacityEngagementWhy, words.M(words.ChkCapacityEngagement,
			words.I(p.VMs), words.S(p.Size), words.Count(p.GPUsTotal), words.USD(p.USDPerMonth), words.Region(p.Region, p.Region)))
	}
	if slices.Contains(scarceSeries, p.Series) && !big {
		addItem(&items, "capacity", words.ChkCapacityWhy, words.M(words.ChkCapacity, words.I(p.VMs), words.S(p.Size),
			words.Code("az vm list-skus --location "+p.Region+" --size "+p.Size+" --all")))
	}

	// Drivers, images and the first check.
	verify := words.Code(smokeTest(a.Framework))
	switch a.Task {
	case HPC:
		verify = words.W(words.ChkVerifySolver)
	case Transcode:
		verify = words.W(words.ChkVerifyHwaccels)
		if amd {
			verify = words.Code("ffmpeg -encoders | grep amf")
		}
	case Render:
		verify = words.W(words.ChkVerifyTaskManager)
		if batchRender(a) {
			// One frame from the command line, Cycles on OptiX: Blender
			// manual, advanced/command_line/render ("--cycles-device",
			// after "--"), docs.blender.org.
			verify = words.Code("blender -b scene.blend -f 1 -- --cycles-device OPTIX")
		}
	}
	addItem(&items, "driver", words.ChkDriverWhy, driverText(a, p, s, verify))
	if s.Confidential {
		// [cgpu]: both halves of the trusted environment prove themselves
		// before data or a model reaches them.
		addItem(&items, "attestation", words.ChkAttestationWhy, words.M(words.ChkAttestation, words.Code("sudo cpu-attestation"),
			words.Code("sudo gpu-attestation"), words.Code("nvidia-smi conf-compute -srs 1")))
	}

	if isArm64(s) {
		addItem(&items, "arm64", words.ChkArm64Why, words.M(words.ChkArm64))
	}
	if a.Containers || a.Deploy == AKS {
		stack := words.W(words.ChkStackNVIDIA)
		if amd {
			stack = words.W(words.ChkStackAMD)
		}
		addItem(&items, "pin", words.ChkPinContainersWhy, words.M(words.ChkPinContainers, stack))
	} else {
		addItem(&items, "pin", words.ChkPinVMWhy, words.M(words.ChkPinVM))
	}
	if a.Deploy == AKS {
		addItem(&items, "aks-gpu", words.ChkAKSWhy, aksText(p, s))
	}
	if a.LockIn {
		addItem(&items, "portability", words.ChkPortabilityWhy, words.M(words.ChkPortability))
	}
	if p.InfiniBand && p.VMs > 1 {
		// [hpc-image], [ib-manifest], [driver-setup].
		ib := words.M(words.ChkInfiniBand)
		if p.VMs > PlacementGroupVMs { // [placement-groups]
			ib = ib.And(words.ChkInfiniBandSets, words.I((p.VMs+PlacementGroupVMs-1)/PlacementGroupVMs), words.I(PlacementGroupVMs))
		} else {
			ib = ib.And(words.ChkInfiniBandOneSet, words.I(p.VMs))
		}
		addItem(&items, "infiniband", words.ChkInfiniBandWhy, ib)
		items = append(items, collectiveTest(p, s))
	}
	if coupled(a, p) || (a.Task == HPC) {
		items = append(items, clusterItem(a, p))
	}
	if desktops(a) && a.OS == Windows {
		// [avd-gpu]
		addItem(&items, "avd", words.ChkAVDWhy, words.M(words.ChkAVD, words.S(p.Size),
			words.S("Use hardware graphics adapter"), words.S("Prioritize H.264/AVC 444 graphics mode"), words.S("Configure H.264/AVC hardware encoding"),
			words.Code("RemoteDesktopServices-RdpCoreTS"), words.S("AVC hardware encoder enabled: 1"), gbNum(a.HoursPerMonth)))
	}
	items = append(items, scaleItem(a, p))
	if spot {
		evict := words.ChkEviction
		if batchRender(a) {
			evict = words.ChkEvictionFrames // the queue retries a frame; no checkpoint
		}
		addItem(&items, "eviction", words.ChkEvictionWhy, words.M(evict))
		mix := words.ChkSpotMix
		if p.InfiniBand && p.VMs > 1 {
			mix = words.ChkSpotOneSize // one size, one placement group
		}
		addItem(&items, "spot-placement", words.ChkSpotPlacementWhy, words.M(words.ChkSpotPlacement, words.S(p.Size), words.Region(p.Region, p.Region)).And(mix))
	} else if isTraining(a.Task) {
		addItem(&items, "checkpoint", words.ChkCheckpointWhy, words.M(words.ChkCheckpoint))
	}
	if a.DataTB >= 1 {
		addItem(&items, "data", words.ChkDataWhy, words.M(words.ChkData, gbNum(a.DataTB), gbNum(float64(p.NVMeGiB+p.TempDiskGiB)), words.Region(p.Region, p.Region)))
	}
	if p.VMs > 1 && (isTraining(a.Task) || a.Task == HPC) {
		// [hpc-image] ships the Lustre client.
		addItem(&items, "storage", words.ChkStorageWhy, words.M(words.ChkStorage, words.I(p.VMs)))
	}
	addItem(&items, "network", words.ChkNetworkWhy, words.M(words.ChkNetwork, words.Code("az vm create --accelerated-networking true")))
	if c := p.commitment(); c != "" {
		buy := words.M(words.ChkCommitment, commitmentWord(p.Model), words.S(p.Size), words.Region(p.Region, p.Region))
		if p.Model == Mixed {
			buy = words.M(words.ChkCommitmentMixed, words.WT(p.Mix), words.Region(p.Region, p.Region))
		}
		switch {
		case c != SP1 && c != SP3:
			buy = buy.Plus(exchangeRule(day))
		case p.Model == Mixed:
			buy = buy.Plus(words.M(words.ReasonSPTerms, words.USDFixed(p.committedPerHour(), 2)))
		default:
			// A savings plan is an hourly dollar commitment across sizes and
			// regions, final once bought ([sp-terms]).
			buy = words.M(words.ChkCommitmentSP, commitmentWord(p.Model), words.USDFixed(p.USDPerHour, 2))
		}
		addItem(&items, "commitment", words.ChkCommitmentWhy, buy)
	}
	addItem(&items, "hidden-costs", words.ChkHiddenCostsWhy, words.M(words.ChkHiddenCosts))
	addItem(&items, "cost", words.ChkCostWhy, words.M(words.ChkCost, words.USD(p.USDPerMonth)))
	switch {
	case desktops(a) && a.OS == Windows:
		// [avd-licence], [ncv6]
		sessions := words.W(words.ChkWin11Sessions)
		if SingleSessionOnly(p.Series) {
			sessions = words.W(words.ChkWin11SingleOnly)
		}
		licence := words.M(words.ChkLicenceAVD, words.I(a.Seats), sessions)
		if !a.HybridBenefit {
			// Priced with a Windows Server licence per VM: the Deploy panel
			// deploys Windows Server session hosts to match.
			licence = words.M(words.ChkLicenceAVDServer, sessions)
		}
		addItem(&items, "licence", words.ChkLicenceAVDWhy, licence)
	case a.OS == Windows && a.HybridBenefit:
		addItem(&items, "licence", words.ChkLicenceAHBWhy, words.M(words.ChkLicenceAHB, words.I(p.VCPUs)))
	}
	if a.DevTest {
		addItem(&items, "devtest", words.ChkDevTestWhy, words.M(words.ChkDevTest))
	}
	residency := words.W(words.ChkNoPublicIP)
	if len(a.Regions) > 0 {
		regions := make([]words.Arg, len(a.Regions))
		for i, r := range a.Regions {
			regions[i] = words.Region(r, r)
		}
		residency = words.W(words.ChkDataOnlyIn, words.List(regions...))
	}
	addItem(&items, "security", words.ChkSecurityWhy, words.M(words.ChkSecurity, residency))
	addItem(&items, "secure-boot", words.ChkSecureBootWhy, secureBootText(a, p, s))
	addItem(&items, "monitor", words.ChkMonitorWhy, monitorText(a, p, s))
	if st := s.Lifecycle.StatusOn(day); st == catalog.Retiring || st == catalog.Preview {
		id := words.ChkLifecycleRetiring
		switch {
		case st == catalog.Retiring && s.Lifecycle.Date != "":
			id = words.ChkLifecycleRetiringOn
		case st == catalog.Preview && s.Lifecycle.Date != "":
			id = words.ChkLifecyclePreviewUntil
		case st == catalog.Preview:
			id = words.ChkLifecyclePreview
		}
		addItem(&items, "lifecycle", words.ChkLifecycleWhy, words.M(id, words.S(p.Series), words.S(s.Lifecycle.Date)))
	}
	addItem(&items, "flow", words.ChkFlowWhy, words.M(words.ChkFlow, words.S(p.Size)))
	return items
}

// driverText says how the pick's GPU gets its driver, per series, from
// Microsoft's support matrix ([ext-manifest], [amd-manifest], [hpc-image],
// [mi300x], [ncv6], [grid-include]).
func driverText(a Answers, p Pick, s catalog.Size, verify words.Arg) words.Text {
	series := words.S(p.Series)
	// grid adds what the series needs of the GRID driver's version.
	grid := func(t words.Text, nvv3 words.ID) words.Text {
		switch p.Series {
		case "NVadsA10 v5":
			return t.And(words.ChkGRIDA10)
		case "NVv3":
			return t.And(nvv3)
		}
		return t
	}
	win := a.OS == Windows
	switch {
	case p.Vendor == catalog.AMD && win && slices.Contains(amdWindows, p.Series):
		return words.M(words.ChkDriverAMDWindows, words.S("AMD Software Cloud Edition"), series, verify)
	case p.Vendor == catalog.AMD && win:
		return words.M(words.ChkDriverAMDWindowsManual, series, verify)
	case p.Vendor == catalog.AMD && p.Series == "ND MI300X v5":
		return words.M(words.ChkDriverMI300X, verify)
	case p.Vendor == catalog.AMD && a.Task == Render:
		return words.M(words.ChkDriverAMDRender)
	case p.Vendor == catalog.AMD:
		ext := words.M(words.ChkDriverAMDNoExt)
		if p.Series == "NVads V710 v5" {
			ext = words.M(words.ChkDriverAMDV710)
		}
		return ext.And(words.ChkVerifyAMD, verify)
	case p.Series == "NC RTX PRO 6000 BSE v6":
		drv := words.W(words.ChkNCv6Linux)
		if win {
			drv = words.W(words.ChkNCv6Windows)
		}
		return words.M(words.ChkDriverNCv6, drv, verify)
	case win && slices.Contains(extGRID, p.Series) && (s.Family == catalog.FamilyNV || desktops(a)):
		return grid(words.M(words.ChkDriverGRIDWindows), words.ChkGRIDNVv3Windows).And(words.ChkVerifySmi, verify)
	case win && slices.Contains(extCUDAWindows, p.Series):
		return words.M(words.ChkDriverCUDAWindows, series).And(words.ChkVerifySmiNvcc, verify)
	case win:
		return words.M(words.ChkDriverWindowsManual, series).And(words.ChkVerifySmi, verify)
	case isArm64(s):
		return words.M(words.ChkDriverArm64, series).And(words.ChkVerifySmi, verify)
	case hasNVSwitch(s):
		return words.M(words.ChkDriverNVSwitch, series).
			And(words.ChkVerify3, words.Code("systemctl status nvidia-fabricmanager"), words.Code("nvidia-smi topo -m"), verify)
	case s.Confidential: // [cgpu]
		return words.M(words.ChkDriverCGPU, words.Code("nvidia-driver-595-server-open"), words.Code("linux-modules-nvidia-595-server-open-azure-fde"),
			words.S("6.8.0-1025-azure"), words.Code("step-1-install-gpu-driver.sh"), words.Code("nvidia-smi conf-compute -q")).And(words.ChkVerifySmiNvcc, verify)
	case p.Series == "NCads H100 v5":
		return words.M(words.ChkDriverNCH100, series).And(words.ChkVerifySmiNvcc, verify)
	case slices.Contains(extGRID, p.Series) && (s.Family == catalog.FamilyNV || desktops(a)):
		return grid(words.M(words.ChkDriverGRIDLinux), words.ChkGRIDNVv3Linux).And(words.ChkGRIDSecureBoot).And(words.ChkVerifyLicence, verify)
	case slices.Contains(extCUDALinux, p.Series):
		return words.M(words.ChkDriverCUDALinux, series).And(words.ChkVerifySmiNvcc, verify)
	default:
		return words.M(words.ChkDriverUbuntu, series).And(words.ChkVerifySmiNvcc, verify)
	}
}

// collectiveTest is the interconnect test before the real multi-VM run
// ([nhc], [hpc-image]).
func collectiveTest(p Pick, s catalog.Size) Item {
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
	return Item{ID: "nccl-test", Why: words.M(words.ChkNCCLWhy), Text: t}
}

// clusterItem is the scheduler for tightly coupled or batch work: a fixed
// set of VMs for one job, never autoscaling inside a job.
func clusterItem(a Answers, p Pick) Item {
	if a.Task == HPC {
		if p.VMs == 1 {
			// One VM: nothing crosses a network, so no InfiniBand step.
			return Item{ID: "cluster", Why: words.M(words.ChkClusterHPCWhy), Text: words.M(words.ChkClusterHPCOneVM, words.S(p.Size))}
		}
		return Item{ID: "cluster", Why: words.M(words.ChkClusterHPCWhy), Text: words.M(words.ChkClusterHPC, words.I(p.VMs), words.S(p.Size))}
	}
	return Item{ID: "cluster", Why: words.M(words.ChkClusterTrainingWhy), Text: words.M(words.ChkClusterTraining, words.I(p.VMs), words.S(p.Size))}
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
func scaleItem(a Answers, p Pick) Item {
	// shutdown adds the part-time plan's auto-shutdown to a text.
	shutdown := func(t words.Text) words.Text {
		if alwaysOn(a) {
			return t
		}
		return t.And(words.ChkShutdown, gbNum(a.HoursPerMonth))
	}
	it := func(why words.ID, t words.Text) Item { return Item{ID: "scale", Why: words.M(why), Text: t} }
	switch {
	case batchRender(a):
		return queueItem(a, p)
	case desktops(a) && a.OS == Windows:
		return it(words.ChkScaleAVDWhy, words.M(words.ChkScaleAVD, words.S(p.Size)))
	case coupled(a, p) || a.Task == HPC:
		return it(words.ChkScaleStoppedWhy, shutdown(words.M(words.ChkScaleCluster)))
	case a.Deploy == AKS:
		return it(words.ChkScaleAKSWhy, words.M(words.ChkScaleAKS, words.S(p.Size)))
	case a.Deploy == AML:
		return it(words.ChkScaleAMLWhy, words.M(words.ChkScaleAML, words.S(p.Size)))
	case a.Deploy == VMSS || a.Task == Transcode || a.Task == Inference:
		floor := words.W(words.ChkFloorAlways)
		if !alwaysOn(a) {
			floor = words.W(words.ChkFloorWorkingHours)
		}
		return it(words.ChkScaleVMSSWhy, words.M(words.ChkScaleVMSS, floor))
	default:
		return it(words.ChkScaleStoppedWhy, shutdown(words.M(words.ChkScaleIdle)))
	}
}

// queueItem is the batch render's queue (issue 22): one task per frame, so
// a frame that fails or is evicted is rendered again, and the VMs stop when
// the queue is empty. [batch-spot] Azure Batch requeues a task whose Spot
// node is preempted; [ncv6] NC RTX PRO 6000 BSE v6 is not supported on Azure
// Batch, so it takes a render manager on a scale set; [batch-render] Azure
// Batch's rendering images and pay-per-use licences were retired, so the
// pool brings its own renderer and licences.
func queueItem(a Answers, p Pick) Item {
	t := words.M(words.ChkQueueBatch, words.I(a.Frames), words.S(p.Size))
	if p.Series == "NC RTX PRO 6000 BSE v6" {
		t = words.M(words.ChkQueueManager, words.I(a.Frames), words.S(p.Size), words.S(p.Series))
	}
	return Item{ID: "queue", Why: words.M(words.ChkQueueWhy), Text: t}
}

// secureBootText: Trusted Launch and the driver path ([ext-linux-doc],
// [driver-setup], [mi300x]).
func secureBootText(a Answers, p Pick, s catalog.Size) words.Text {
	switch {
	case s.Confidential: // [cgpu]
		return words.M(words.ChkSecureBootCVM)
	case a.OS == Windows:
		return words.M(words.ChkSecureBootWindows)
	case p.Series == "ND MI300X v5":
		return words.M(words.ChkSecureBootMI300X, words.S(p.Series))
	case p.Vendor == catalog.NVIDIA && (s.Family == catalog.FamilyNV || desktops(a) || p.Series == "NC RTX PRO 6000 BSE v6"):
		return words.M(words.ChkSecureBootGRID)
	default:
		return words.M(words.ChkSecureBootDecide)
	}
}

// monitorText is GPU monitoring for the pick's vendor.
func monitorText(a Answers, p Pick, s catalog.Size) words.Text {
	switch {
	case p.Vendor == catalog.AMD && a.Task == Render:
		return words.M(words.ChkMonitorAMDDesktops)
	case p.Vendor == catalog.AMD:
		return words.M(words.ChkMonitorAMD, words.S("Device Metrics Exporter"), words.S("AMD GPU Operator"))
	case desktops(a) && a.OS == Windows:
		return words.M(words.ChkMonitorAVD)
	default:
		return words.M(words.ChkMonitorNVIDIA)
	}
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
	return words.W(words.ChkFallbackKeep, words.Region(f.name, f.name))
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

// addItem adds an item to the checklist, with the message that gives its
// reason.
func addItem(items *[]Item, id string, why words.ID, text words.Text) {
	*items = append(*items, Item{ID: id, Text: text, Why: words.M(why)})
}
