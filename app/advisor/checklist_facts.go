package advisor

import (
	"slices"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Sources of the Azure facts the checklist relies on, verified on 2026-12-02.
// Each fact here and each item of the checklist cites
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
//     Its limitations: the operator is not supported on Windows Server.
//   - [aks-windows-gpu] MicrosoftDocs/azure-docs articles/aks/use-windows-gpu.md
//     (ms.date 2024-03-18): GPU-enabled Windows node pools are in preview,
//     AKS installs the driver, Kubernetes 1.28 and below are not supported,
//     and a GPU cannot be added to an existing Windows node pool.
//   - [win-containers] MicrosoftDocs/Virtualization-Documentation
//     virtualization/windowscontainers/deploy-containers/gpu-acceleration.md
//     @07b0de3: Windows containers get the GPU with process isolation and the
//     DirectX device class (docker run --isolation process --device
//     class/5B45201D-F2F2-4F3B-85BB-30FF1F953599) on Windows Server 2019 or
//     later, base image mcr.microsoft.com/windows:1809 or later; "DirectX (and
//     all the frameworks built on top of it) are the only APIs that can be
//     accelerated with a GPU today"; not in Hyper-V isolation. On AKS
//     ([aks-windows-gpu]) pods request microsoft.com/directx. The NVIDIA
//     Container Toolkit and NGC images are Linux.
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
//   - [spot-vms] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/spot-vms.md @3bbed19 (ms.date 2024-08-05):
//     Spot VMs "will have a separate quota pool", shared between VMs and
//     scale-set instances; deallocated Spot VMs still count against it.
//   - [instance-mix] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machine-scale-sets/instance-mix-overview.md @0c6223e
//     (ms.date 2026-05-19): instance mix needs Flexible orchestration and
//     takes only the A, B, D, E and F families, so no GPU size; Debian's
//     azure-cli 2.45 has no flag for it either.
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
//   - [ncc-size] MicrosoftDocs/azure-compute-docs
//     articles/virtual-machines/sizes/gpu-accelerated/nccadsh100v5-series.md
//     @05e75b1 (ms.date 2024-08-06), Feature support: "Accelerated
//     Networking: Not Supported" (the other GPU series' pages in the catalog
//     say Supported, e.g. ndv2-series.md, nvadsv710-v5-series.md,
//     ngadsv620-series.md). az vm create fails when asked for it.
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

// linuxOnlySeries are the series whose size page supports Linux VMs only,
// so the engine never offers them for Windows (rule where-it-runs):
//   - ND MI300X v5: MicrosoftDocs/azure-docs articles/virtual-machines/sizes/
//     gpu-accelerated/nd-mi300x-v5-series.md (ms.date 2024-05-21): "Applies to:
//     Linux VMs, Flexible scale sets, Uniform scale sets".
//   - ND H100 v5: MicrosoftDocs/azure-compute-docs articles/virtual-machines/
//     sizes/gpu-accelerated/ndh100v5-series.md @0277390 (ms.date 2025-09-02):
//     "Azure supports Ubuntu 20.04/22.04, RHEL 7.9/8.7/9.3, AlmaLinux 8.8/9.2,
//     and SLES 15 for ND H100 v5 VMs", HPC images Ubuntu-HPC and AlmaLinux-HPC
//     only; windows/n-series-driver-setup.md @100a256 (ms.date 2026-05-06)
//     gives Windows CUDA drivers for NCasT4_v3, NC_A100_v4 and NCads_H100_v5
//     only. Checked 2026-12-04. ND H200 v5's page (@3b74475, ms.date
//     2025-09-02) names no operating system, so it stays offered, with the
//     by-hand Windows driver item; NC H100 v5 runs Windows (driver page).
//   - The Arm64 (Grace) sizes, ND GB200/GB300 v6 (isArm64), are kept from
//     Windows by the same rule: their pages (nd-gb200-v6-series.md @2bc777f,
//     nd-gb300-v6-series.md @0c72655) name no OS, the only images documented
//     for them are the aarch64 Ubuntu HPC images ([hpc-image]), the Windows
//     driver page has no Arm64 size, and Azure's Arm64 sizes that run Windows
//     say so ("Windows Client VMs", dpsv6-series.md @2072bfd).
var linuxOnlySeries = []string{"ND MI300X v5", "ND H100 v5"}

// notOnAKS are the series AKS does not support ([ncv6]).
var notOnAKS = []string{"NC RTX PRO 6000 BSE v6"}

// noAcceleratedNetworking are the series whose size page says accelerated
// networking is not supported ([ncc-size]).
var noAcceleratedNetworking = []string{"NCCads H100 v5"}

// AcceleratedNetworking reports whether the series supports accelerated
// networking, so that the checklist and the Deploy panel ask for it.
func AcceleratedNetworking(series string) bool {
	return !slices.Contains(noAcceleratedNetworking, series)
}

// ScarceSeries are the series Azure rations: capacity, not only quota,
// decides whether they can be deployed.
var ScarceSeries = []string{"ND H100 v5", "ND H200 v5", "ND GB200 v6", "ND GB300 v6", "ND MI300X v5"}

// isArm64 reports whether the size runs Arm64 images only. CPUArch is being
// filled in the catalog; until it is, the ND GB200/GB300 v6 series names it.
func isArm64(s *catalog.Size) bool {
	return s.CPUArch == "arm64" || strings.HasPrefix(s.Series, "ND GB")
}

// nvSwitchSeries are the series whose GPUs meet in an NVSwitch inside the
// VM, which needs nvidia-fabricmanager ([hpc-image] ndv5.sh/ndv4.sh).
var nvSwitchSeries = []string{"ND A100 v4", "NDm A100 v4", "ND H100 v5", "ND H200 v5"}

// Joined reports whether the pick's VMs work together, so that InfiniBand
// must join them: one training or MPI job, or one copy of a served model
// across VMs. Independent replicas, desktops and streams are not joined,
// even on a size with InfiniBand.
func (p Pick) Joined(a Answers) bool {
	return p.VMs > 1 && (a.Is(Coupled) || p.spans)
}

// coupled reports whether the work is one tightly coupled job over several VMs.
func coupled(a Answers, p Pick) bool {
	return a.Task == Pretrain || (a.Is(Training) && p.VMs > 1) || (a.Task == HPC && p.VMs > 1)
}
