package words

// The checklist's messages (block 3, checklist.go), continued: drivers and the
// first check; images, pinning, AKS, portability; several VMs together.

const (
	// Drivers and the first check.
	ChkVerifySolver ID = ChkCapacityWhy + 1 + iota
	ChkVerifyHwaccels
	ChkVerifyTaskManager
	ChkVerifySmi
	ChkVerify3
	ChkVerifySmiNvcc
	ChkVerifyAMD
	ChkVerifyLicence
	ChkDriverWhy
	ChkDriverAMDWindows
	ChkDriverAMDWindowsManual
	ChkDriverMI300X
	ChkDriverAMDRender
	ChkDriverAMDNoExt
	ChkDriverAMDV710
	ChkDriverNCv6
	ChkNCv6Linux
	ChkNCv6Windows
	ChkDriverGRIDWindows
	ChkGRIDA10
	ChkGRIDNVv3Windows
	ChkGRIDNVv3Linux
	ChkDriverCUDAWindows
	ChkDriverWindowsManual
	ChkDriverArm64
	ChkDriverNVSwitch
	ChkDriverNCH100
	ChkDriverCGPU
	ChkAttestation
	ChkAttestationWhy
	ChkDriverGRIDLinux
	ChkGRIDSecureBoot
	ChkDriverCUDALinux
	ChkDriverUbuntu

	// Images, pinning, AKS, portability.
	ChkArm64
	ChkArm64Why
	ChkStackNVIDIA
	ChkStackAMD
	ChkPinContainers
	ChkPinContainersWhy
	ChkPinWindowsContainers
	ChkPinVM
	ChkPinVMWhy
	ChkAKSWindows
	ChkAKSAMD
	ChkAKSNVIDIA
	ChkAKSArm64
	ChkAKSWhy
	ChkPortability
	ChkPortabilityWhy

	// Several VMs together.
	ChkInfiniBand
	ChkInfiniBandOneSet
	ChkInfiniBandSets
	ChkInfiniBandWhy
	ChkNCCL
	ChkNCCLExpect
	ChkNCCLNoFigure
	ChkNCCLTopo
	ChkNCCLWhy
	ChkClusterHPC
	ChkClusterHPCWhy
	ChkClusterTraining
	ChkClusterTrainingWhy
	ChkAVD
	ChkAVDWhy
)

var checklistSetupTable = [endChecklist - checklistBase]entry{
	ChkVerifySolver - checklistBase: {en: "your solver's smallest test case", zh: "求解器最小的测试算例"},
	ChkVerifyHwaccels - checklistBase: {
		en: "ffmpeg -hwaccels (it must list cuda)",
		zh: "`ffmpeg -hwaccels`（输出中必须有 `cuda`）"},
	ChkVerifyTaskManager - checklistBase: {en: "the Task Manager GPU tab during a session", zh: "会话期间任务管理器中的 GPU 选项卡"},
	ChkVerifySmi - checklistBase: {
		en: "Verify with nvidia-smi and {0}.",
		zh: "验证：`nvidia-smi`；{0}。"},
	ChkVerifySmiNvcc - checklistBase: {en: "Verify with nvidia-smi, nvcc --version and {0}.", zh: "验证：`nvidia-smi`、`nvcc --version`；{0}。"},
	ChkVerifyAMD - checklistBase:     {en: "Verify with amd-smi and {0}.", zh: "验证：`amd-smi`；{0}。"},
	ChkVerifyLicence - checklistBase: {en: "Verify with nvidia-smi -q | grep -i licen and {0}.", zh: "验证：`nvidia-smi -q | grep -i licen`；{0}。"},
	ChkVerify3 - checklistBase:       {en: "Verify with {0}, {1} and {2}.", zh: "验证：{0}、{1}；{2}。"},
	ChkDriverWhy - checklistBase: {
		en: "The GPU needs its driver before any application sees it; Microsoft's driver extensions cover only some series.",
		zh: "装好驱动之后，应用程序才能看到 GPU；Microsoft 的驱动扩展只支持部分系列。"},
	ChkDriverAMDWindows - checklistBase: {
		en: "Install the AMD driver with the extension Microsoft.HpcCompute AmdGpuDriverWindows 1.1 (it installs {0} on {1}); verify the GPU in Device Manager and with {2}.",
		zh: "使用扩展 `Microsoft.HpcCompute AmdGpuDriverWindows 1.1` 安装 AMD 驱动（它会在 {1} 上安装 {0}）；在设备管理器中确认 GPU，再检查：{2}。"},
	ChkDriverAMDWindowsManual - checklistBase: {
		en: "The AmdGpuDriverWindows extension does not list {0}: install AMD's Windows driver for it by hand; verify the GPU in Device Manager and with {1}.",
		zh: "`AmdGpuDriverWindows` 扩展未列出 {0}：请手动安装 AMD 为其提供的 Windows 驱动；在设备管理器中确认 GPU，再检查：{1}。"},
	ChkDriverMI300X - checklistBase: {
		en: "Deploy the Azure HPC image with ROCm (microsoft-dsvm:ubuntu-hpc:2404-rocm or 2204-rocm): it ships ROCm, RCCL and the InfiniBand drivers. The AmdGpuDriverLinux extension covers NVads V710 v5 only. For a manual install follow Microsoft's MI300X guide (Ubuntu 22.04, kernel 5.15, ROCm 6.2.2, Secure Boot off). Verify with amd-smi (or rocm-smi) showing 8 GPUs and with {0}.",
		zh: "部署带 ROCm 的 Azure HPC 映像（`microsoft-dsvm:ubuntu-hpc:2404-rocm` 或 `2204-rocm`）：其中已包含 ROCm、RCCL 和 InfiniBand 驱动。`AmdGpuDriverLinux` 扩展仅支持 NVads V710 v5。如需手动安装，请按 Microsoft 的 MI300X 指南操作（Ubuntu 22.04、内核 5.15、ROCm 6.2.2、关闭安全启动）。用 `amd-smi`（或 `rocm-smi`）确认能看到 8 块 GPU，再检查：{0}。"},
	ChkDriverAMDRender - checklistBase: {
		en: "Install the AMD GPU driver with the extension Microsoft.HpcCompute AmdGpuDriverLinux (NVads V710 v5 on Ubuntu 22.04/24.04 only); verify with glxinfo -B that the desktop renders on the AMD GPU, not on llvmpipe.",
		zh: "使用扩展 `Microsoft.HpcCompute AmdGpuDriverLinux` 安装 AMD GPU 驱动（仅支持 Ubuntu 22.04/24.04 上的 NVads V710 v5）；用 `glxinfo -B` 确认桌面由 AMD GPU 渲染，而不是 `llvmpipe`。"},
	ChkDriverAMDNoExt - checklistBase: {
		en: "There is no Linux driver extension for this series; install ROCm with AMD's amdgpu-install on Ubuntu 22.04/24.04.",
		zh: "此系列没有 Linux 驱动扩展；请在 Ubuntu 22.04/24.04 上用 AMD 的 `amdgpu-install` 安装 ROCm。"},
	ChkDriverAMDV710 - checklistBase: {
		en: "Install the driver with the extension Microsoft.HpcCompute AmdGpuDriverLinux (Ubuntu 22.04/24.04) or AMD's amdgpu-install.",
		zh: "使用扩展 `Microsoft.HpcCompute AmdGpuDriverLinux`（Ubuntu 22.04/24.04）或 AMD 的 `amdgpu-install` 安装驱动。"},
	ChkDriverNCv6 - checklistBase: {
		en: "Install the NVIDIA vGPU (GRID) driver Microsoft publishes for NCv6: vGPU 20, branch R595 ({0}). The NvidiaGpu driver extensions do not list this series. Verify with nvidia-smi and {1}; power and temperature do not show under SR-IOV.",
		zh: "安装 Microsoft 为 NCv6 发布的 NVIDIA vGPU (GRID) 驱动：vGPU 20，R595 分支（{0}）。NVIDIA GPU 驱动扩展未列出此系列。验证：`nvidia-smi`；{1}。在 SR-IOV 下看不到功耗和温度。"},
	ChkNCv6Linux - checklistBase: {
		en: "595.58.03 for Linux",
		zh: "Linux 版 595.58.03"},
	ChkNCv6Windows - checklistBase: {
		en: "595.97 for Windows",
		zh: "Windows 版 595.97"},
	ChkDriverGRIDWindows - checklistBase: {
		en: "Install the NVIDIA GRID driver with the extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10 (it includes the GRID licence on Azure).",
		zh: "使用扩展 `Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10` 安装 NVIDIA GRID 驱动（在 Azure 上已包含 GRID 许可证）。"},
	ChkGRIDA10 - checklistBase: {
		en: "NVads A10 v5 needs GRID 17 or later.",
		zh: "NVads A10 v5 需要 GRID 17 或更高版本。"},
	ChkGRIDNVv3Windows - checklistBase: {
		en: "NVv3 runs GRID 16 at most: pin driver 538.46.",
		zh: "NVv3 最高只支持 GRID 16：请固定使用 538.46 版驱动。"},
	ChkGRIDNVv3Linux - checklistBase: {
		en: "NVv3 runs GRID 16 at most: set driverVersion 535.161.",
		zh: "NVv3 最高只支持 GRID 16：请将 `driverVersion` 设为 535.161。"},
	ChkDriverCUDAWindows - checklistBase: {
		en: "Install the NVIDIA driver with the extension Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10 (CUDA driver on {0}).",
		zh: "使用扩展 `Microsoft.HpcCompute NvidiaGpuDriverWindows 1.10` 安装 NVIDIA 驱动（在 {0} 上安装 CUDA 驱动）。"},
	ChkDriverWindowsManual - checklistBase: {
		en: "Install NVIDIA's data-centre driver for Windows by hand: the NvidiaGpuDriverWindows extension does not list {0}.",
		zh: "手动安装 NVIDIA 的 Windows 版数据中心驱动：`NvidiaGpuDriverWindows` 扩展未列出 {0}。"},
	ChkDriverArm64 - checklistBase: {
		en: "Use an Arm64 (aarch64) Azure HPC image for {0} with the NVIDIA 580 driver and nvidia-imex for the NVLink domain (Azure/azhpc-images builds these for GB200); ask your account team which image the capacity was validated with. No driver extension supports Arm64.",
		zh: "为 {0} 使用 Arm64 (aarch64) 版 Azure HPC 映像，其中带有 NVIDIA 580 驱动和用于 NVLink 域的 `nvidia-imex`（`Azure/azhpc-images` 为 GB200 构建了这类映像）；向客户团队确认这批容量是用哪个映像验证的。没有任何驱动扩展支持 Arm64。"},
	ChkDriverNVSwitch - checklistBase: {
		en: "Deploy the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404 (NVIDIA driver 580, CUDA, NCCL, DOCA-OFED, nvidia-fabricmanager) or NVIDIA's own marketplace image; the NvidiaGpuDriverLinux extension does not support {0}. A manual install needs the data-centre driver plus nvidia-fabricmanager of exactly the same version, enabled and running: without it the NVSwitch GPUs do not start CUDA.",
		zh: "部署 Azure HPC 映像 `microsoft-dsvm:ubuntu-hpc:2404`（含 NVIDIA 580 驱动、CUDA、NCCL、DOCA-OFED 和 `nvidia-fabricmanager`），或 NVIDIA 自己在市场中发布的映像；`NvidiaGpuDriverLinux` 扩展不支持 {0}。手动安装时，除数据中心驱动外还需要版本完全相同的 `nvidia-fabricmanager`，并设为启用且保持运行：缺少它，经 NVSwitch 互连的 GPU 无法启动 CUDA。"},
	ChkDriverCGPU - checklistBase: {
		en: "Deploy a confidential VM (security type ConfidentialVM, OS disk encrypted with the VM guest state, Secure Boot and vTPM on) from Canonical's Ubuntu CVM image, then put the H100 in confidential-computing mode with nvidia-driver-595-server-open and linux-modules-nvidia-595-server-open-azure-fde on kernel {0} or later (step-1-install-gpu-driver.sh of Azure/az-cgpu-onboarding); no driver extension or HPC image supports it. nvidia-smi conf-compute -q must show CC on.",
		zh: "部署机密虚拟机（安全类型 `ConfidentialVM`，OS 磁盘与虚拟机来宾状态一起加密，开启安全启动和 vTPM），使用 Canonical 的 Ubuntu CVM 映像，再在内核 {0} 或更高版本上安装 `nvidia-driver-595-server-open` 和 `linux-modules-nvidia-595-server-open-azure-fde`，让 H100 进入机密计算模式（`Azure/az-cgpu-onboarding` 中的 `step-1-install-gpu-driver.sh`）；没有驱动扩展或 HPC 映像支持它。`nvidia-smi conf-compute -q` 必须显示 CC 已开启。"},
	ChkAttestation - checklistBase: {
		en: "Before any data or model reaches the VM, attest the CPU (its SEV-SNP report checked by Microsoft Azure Attestation: sudo cpu-attestation) and the GPU (NVIDIA's local GPU verifier, nvtrust: sudo gpu-attestation, which as root releases the GPU: nvidia-smi conf-compute -srs 1); release keys from Key Vault only on attestation.",
		zh: "在任何数据或模型进入虚拟机之前，先证明 CPU（由 Microsoft Azure 证明服务验证其 SEV-SNP 报告：`sudo cpu-attestation`）和 GPU（NVIDIA 的本地 GPU 验证程序 `nvtrust`：`sudo gpu-attestation`，以 `root` 运行时会将 GPU 设为可用：`nvidia-smi conf-compute -srs 1`）；仅在证明通过后才从 Key Vault 释放密钥。"},
	ChkAttestationWhy - checklistBase: {
		en: "Confidential only once CPU and GPU prove it.",
		zh: "只有 CPU 和 GPU 都证明了机密模式，才算真正机密。"},
	ChkDriverNCH100 - checklistBase: {
		en: "Deploy the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404 (NVIDIA driver 580 and CUDA), or on plain Ubuntu run sudo ubuntu-drivers install (Canonical-signed, works with Secure Boot) and add the CUDA toolkit; the NvidiaGpuDriverLinux extension does not support {0}.",
		zh: "部署 Azure HPC 映像 `microsoft-dsvm:ubuntu-hpc:2404`（含 NVIDIA 580 驱动和 CUDA），或在普通 Ubuntu 上运行 `sudo ubuntu-drivers install`（由 Canonical 签名，可在安全启动下使用）并安装 CUDA 工具包；`NvidiaGpuDriverLinux` 扩展不支持 {0}。"},
	ChkDriverGRIDLinux - checklistBase: {
		en: "Install the NVIDIA GRID driver with the extension Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6 (Ubuntu 22.04/24.04; it includes the GRID licence on Azure).",
		zh: "使用扩展 `Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6` 安装 NVIDIA GRID 驱动（Ubuntu 22.04/24.04；在 Azure 上已包含 GRID 许可证）。"},
	ChkGRIDSecureBoot - checklistBase: {en: "The GRID driver needs Secure Boot off.", zh: "GRID 驱动要求关闭安全启动。"},
	ChkDriverCUDALinux - checklistBase: {
		en: "Install the NVIDIA driver with the extension Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6, which supports {0} (CUDA 535 driver on Ubuntu 20.04/22.04; it does not update itself), or use the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404.",
		zh: "使用扩展 `Microsoft.HpcCompute NvidiaGpuDriverLinux 1.6` 安装 NVIDIA 驱动，该扩展支持 {0}（在 Ubuntu 20.04/22.04 上安装 CUDA 535 驱动，且不会自动更新）；也可以使用 Azure HPC 映像 `microsoft-dsvm:ubuntu-hpc:2404`。"},
	ChkDriverUbuntu - checklistBase: {
		en: "Install the NVIDIA driver on Ubuntu with sudo ubuntu-drivers install (Canonical-signed, works with Secure Boot) and the CUDA toolkit, or use the Azure HPC image microsoft-dsvm:ubuntu-hpc:2404; the NvidiaGpuDriverLinux extension does not list {0}.",
		zh: "在 Ubuntu 上用 `sudo ubuntu-drivers install`（由 Canonical 签名，可在安全启动下使用）安装 NVIDIA 驱动和 CUDA 工具包，或使用 Azure HPC 映像 `microsoft-dsvm:ubuntu-hpc:2404`；`NvidiaGpuDriverLinux` 扩展未列出 {0}。"},

	ChkArm64 - checklistBase: {
		en: "Use Arm64 (aarch64) builds throughout: the VM image, every container image (docker buildx --platform linux/arm64, or multi-arch manifests) and any Python wheels or binaries with native code; test them on one VM first.",
		zh: "全程使用 Arm64 (aarch64) 版本：虚拟机映像、所有容器映像（`docker buildx --platform linux/arm64`，或多架构清单），以及所有含本机代码的 Python 包和二进制文件；先在一台虚拟机上测试。"},
	ChkArm64Why - checklistBase: {
		en: "ND GB200/GB300 v6 hosts run Grace (Arm64) CPUs: x86-64 images and containers do not run on them.",
		zh: "ND GB200/GB300 v6 主机使用 Grace (Arm64) CPU：x86-64 映像和容器无法在上面运行。"},
	ChkStackNVIDIA - checklistBase: {
		en: "NVIDIA NGC or CUDA base images and the NVIDIA Container Toolkit",
		zh: "NVIDIA NGC 或 CUDA 基础映像，以及 NVIDIA Container Toolkit"},
	ChkStackAMD - checklistBase: {
		en: "ROCm base images (rocm/pytorch, rocm/vllm)",
		zh: "ROCm 基础映像（`rocm/pytorch`、`rocm/vllm`）"},
	ChkPinContainers - checklistBase: {
		en: "Pin the container image by digest ({0}) and the host driver version it needs; record the combination next to the deployment.",
		zh: "按摘要固定容器映像（{0}）及其所需的主机驱动版本，并把这套组合与部署记录在一起。"},
	ChkPinContainersWhy - checklistBase: {
		en: "A driver, runtime, framework and image that work together are worth recording.",
		zh: "驱动、运行时、框架和映像之间验证可用的组合值得记录下来。"},
	ChkPinWindowsContainers - checklistBase: {
		en: "Windows containers reach the GPU through DirectX only (DirectML, not CUDA or ROCm): run mcr.microsoft.com/windows images with --isolation process and the DirectX device class (microsoft.com/directx on AKS), pinned by digest with the host driver they need. CUDA and ROCm containers need Linux: choose Linux for them.",
		zh: "Windows 容器只能通过 DirectX 使用 GPU（可用 DirectML，不能用 CUDA 或 ROCm）：以 `--isolation process` 和 DirectX 设备类（AKS 上为 `microsoft.com/directx`）运行 `mcr.microsoft.com/windows` 映像，按摘要固定映像及其所需的主机驱动版本。CUDA 和 ROCm 容器需要 Linux：请选择 Linux。"},
	ChkPinVM - checklistBase: {
		en: "Pin one combination of driver, CUDA/ROCm, framework and VM image, and record it next to the deployment.",
		zh: "固定一套驱动、CUDA/ROCm、框架和虚拟机映像的组合，并与部署记录在一起。"},
	ChkPinVMWhy - checklistBase: {
		en: "A driver, CUDA, framework and image that work together are worth recording.",
		zh: "驱动、CUDA、框架和映像之间验证可用的组合值得记录下来。"},
	ChkAKSWindows - checklistBase: {
		en: "Create a new AKS Windows node pool of {0} (preview) and let AKS install the GPU driver: the NVIDIA GPU Operator does not run on Windows.",
		zh: "新建 {0} 的 AKS Windows 节点池（预览版），由 AKS 安装 GPU 驱动程序：NVIDIA GPU Operator 不能在 Windows 上运行。"},
	ChkAKSAMD - checklistBase: {
		en: "Create an AKS node pool of {0} and install the {1} (ROCm/gpu-operator: amdgpu driver, device plugin, node labeller, {2}); pods request amd.com/gpu. NVIDIA's operator and plugin do not apply to AMD GPUs.",
		zh: "创建 {0} 的 AKS 节点池并安装 {1}（`ROCm/gpu-operator`：`amdgpu` 驱动、设备插件、节点标记器、{2}）；Pod 通过 `amd.com/gpu` 申请 GPU。NVIDIA 的 Operator 和设备插件不适用于 AMD GPU。"},
	ChkAKSNVIDIA - checklistBase: {
		en: "Create the AKS node pool of {0} with {1} (Azure CLI 2.72.2 or later) and install the NVIDIA GPU Operator, which installs the driver, device plugin and DCGM exporter; pods request nvidia.com/gpu. Without the operator, leave the driver to AKS and add only the NVIDIA device plugin.",
		zh: "用 {1}（Azure CLI 2.72.2 或更高版本）创建 {0} 的 AKS 节点池，并安装 NVIDIA GPU Operator，由它安装驱动、设备插件和 DCGM exporter；Pod 通过 `nvidia.com/gpu` 申请 GPU。如果不用 Operator，就让 AKS 安装驱动，只另外添加 NVIDIA 设备插件。"},
	ChkAKSArm64 - checklistBase: {en: "Use an Arm64 node image and arm64 container images.", zh: "使用 Arm64 节点映像和 `arm64` 容器映像。"},
	ChkAKSWhy - checklistBase: {
		en: "AKS needs the vendor's device plugin before pods can request GPUs.",
		zh: "AKS 需要先装好 GPU 厂商的设备插件，Pod 才能申请 GPU。"},
	ChkPortability - checklistBase: {
		en: "Keep the workload portable: container images, Kubernetes manifests or Helm charts (AKS runs upstream Kubernetes), infrastructure as code (Terraform/Bicep), data in open formats, and no service-specific SDK in the training or serving code.",
		zh: "保持工作负载的可移植性：使用容器映像、Kubernetes 清单或 Helm 图表（AKS 运行的是上游 Kubernetes）、基础结构即代码（Terraform/Bicep）和开放格式的数据，训练和推理服务代码中不使用特定服务专用的 SDK。"},
	ChkPortabilityWhy - checklistBase: {
		en: "Portability is cheapest when designed in from the start.",
		zh: "可移植性从一开始就设计进去，代价最低。"},

	ChkInfiniBand - checklistBase: {
		en: "Use the InfiniBand stack of the Azure HPC image (DOCA-OFED for ConnectX-7 NDR, HPC-X/Open MPI, NCCL or RCCL), and check ibstat on each VM; the InfiniBandDriverLinux extension installs MLNX_OFED 5.0 for ConnectX-3 Pro/5 on Ubuntu ≤ 20.04 only and suits older H- and N-series, not this size.",
		zh: "使用 Azure HPC 映像自带的 InfiniBand 软件栈（适用于 ConnectX-7 NDR 的 DOCA-OFED、HPC-X/Open MPI、NCCL 或 RCCL），并在每台虚拟机上用 `ibstat` 检查；`InfiniBandDriverLinux` 扩展只在 Ubuntu ≤ 20.04 上为 ConnectX-3 Pro/5 安装 MLNX_OFED 5.0，适用于较早的 H 系列和 N 系列，不适用于此大小。"},
	ChkInfiniBandOneSet - checklistBase: {
		en: "Put all {0} VMs in one VM Scale Set (one placement group) or one availability set; a proximity placement group does not join them to one InfiniBand fabric.",
		zh: "将全部 {0} 台虚拟机放进同一个虚拟机规模集（同一个放置组）或同一个可用性集；邻近放置组并不能把它们接入同一个 InfiniBand 网络。"},
	ChkInfiniBandSets - checklistBase: {
		en: "A placement group holds at most {1} VMs and InfiniBand joins only one: plan {0} scale sets of at most {1} VMs, each its own fabric, and run jobs that fit one (or agree a larger InfiniBand domain with Microsoft).",
		zh: "一个放置组最多容纳 {1} 台虚拟机，InfiniBand 只连接同一放置组：请规划 {0} 个规模集，每个最多 {1} 台，各自构成一个 InfiniBand 网络，并让每个作业只用一个规模集（或与 Microsoft 商定更大的 InfiniBand 域）。"},
	ChkInfiniBandWhy - checklistBase: {en: "Multi-node work is only as fast as its interconnect.", zh: "多节点作业的速度取决于节点间的互连。"},
	ChkNCCL - checklistBase: {
		en: "Before the real run, run the AzHPC node health checks (/opt/azurehpc/test/azurehpc-health-checks/run-health-checks.sh) on every VM and drop the ones that fail, then {0} across all {1} VMs.",
		zh: "正式运行前，先在每台虚拟机上运行 AzHPC 节点运行状况检查（`/opt/azurehpc/test/azurehpc-health-checks/run-health-checks.sh`），剔除未通过的虚拟机，再在全部 {1} 台虚拟机上运行 {0}。"},
	ChkNCCLExpect - checklistBase: {
		en: "On one VM, a 16 GB all-reduce must reach at least {0} GB/s bus bandwidth (the AzHPC health-check threshold for {1}); no figure is published across VMs, so compare each VM and then the whole set with it.",
		zh: "在单台虚拟机上，16 GB 全归约（`all-reduce`）的总线带宽须至少达到 {0} GB/s（AzHPC 运行状况检查对 {1} 设定的阈值）；跨虚拟机的数值没有公开，因此先逐台、再对整组虚拟机与这一数值比较。"},
	ChkNCCLNoFigure - checklistBase: {
		en: "No published figure exists for this series: record the bus bandwidth one VM reaches and require every VM, and then the whole set, to come close to it.",
		zh: "此系列没有公开的基准数值：记下单台虚拟机达到的总线带宽，要求每台虚拟机以及整组虚拟机都接近这一数值。"},
	ChkNCCLTopo - checklistBase: {
		en: "Keep NCCL_TOPO_FILE=/opt/microsoft/ndv5/topo.xml (set in /etc/nccl.conf by the HPC image).",
		zh: "保留 `NCCL_TOPO_FILE=/opt/microsoft/ndv5/topo.xml`（HPC 映像已在 `/etc/nccl.conf` 中设置）。"},
	ChkNCCLWhy - checklistBase: {
		en: "One slow GPU, link or VM slows every step of a multi-VM job.",
		zh: "一块慢 GPU、一条慢链路或一台慢虚拟机，都会拖慢多虚拟机作业的每一步。"},
	ChkClusterHPC - checklistBase: {
		en: "Run the jobs through Slurm on Azure CycleCloud (CycleCloud Workspace for Slurm) or through Azure Batch, with {0} × {1} per job; smoke-test MPI first with mpirun and the OSU benchmarks (osu_latency, osu_bw) or ib_write_bw between two VMs.",
		zh: "通过 Azure CycleCloud 上的 Slurm（Azure CycleCloud Workspace for Slurm）或 Azure Batch 运行作业，每个作业使用 {0} × {1}；先用 `mpirun` 和 OSU 基准测试（`osu_latency`、`osu_bw`），或在两台虚拟机之间用 `ib_write_bw`，对 MPI 做冒烟测试。"},
	ChkClusterHPCWhy - checklistBase: {
		en: "MPI jobs need a scheduler that starts all their nodes together.",
		zh: "MPI 作业需要能同时启动全部节点的调度器。"},
	ChkClusterTraining - checklistBase: {
		en: "Run the job on a fixed-size cluster of {0} × {1}: Slurm on CycleCloud Workspace for Slurm, an Azure Machine Learning compute cluster with the node count fixed for the job, or AKS with gang scheduling (Kueue or Volcano). Do not autoscale on queue length while it runs.",
		zh: "在固定规模的 {0} × {1} 群集上运行作业：Azure CycleCloud Workspace for Slurm 上的 Slurm、为该作业固定节点数的 Azure 机器学习计算群集，或使用成组调度（Kueue 或 Volcano）的 AKS。作业运行期间不要按队列长度自动缩放。"},
	ChkClusterTrainingWhy - checklistBase: {
		en: "A tightly coupled training job needs all its VMs at once for its whole run; autoscaling breaks it.",
		zh: "紧耦合的训练作业在整个运行期间需要全部虚拟机同时在线；自动缩放会打断它。"},
	ChkAVD - checklistBase: {
		en: "Deploy the desktops as an Azure Virtual Desktop host pool of {0}: RDP Shortpath on, Group Policy \"{1}\", \"{2}\" and \"{3}\" enabled (event 170 in {4} must read \"{5}\"), FSLogix profile containers on Azure Files, and Start VM on Connect with a scaling plan so hosts run only the {6} hours a month you priced.",
		zh: "将桌面部署为 {0} 的 Azure 虚拟桌面主机池：开启 RDP Shortpath，启用组策略“{1}”“{2}”和“{3}”（{4} 中的事件 170 必须显示“{5}”），在 Azure 文件上使用 FSLogix 配置文件容器，并启用“连接时启动 VM”和缩放计划，让主机每月只运行报价所含的 {6} 小时。"},
	ChkAVDWhy - checklistBase: {
		en: "Azure Virtual Desktop brokers, scales and bills desktops; plain VMs do none of that.",
		zh: "Azure 虚拟桌面负责桌面的连接代理、缩放和计费；普通虚拟机这些都不管。"},
}
