package words

// Block 3: the pre-deployment checklist (app/advisor/checklist.go).
// Commands, paths, image, package and product names stay as they are in
// both languages: written into both wordings (each argument costs code in
// the wasm), or passed as arguments (S) where they change with the answers
// or read as an English sentence to TestNoEnglishSentenceInChinese. Terms
// follow GLOSSARY.md: 配额, 区域, 虚拟机规模集, 受信任启动, 安全启动,
// 按需容量预留, 邻近放置组, 可用性集, 解除分配, 逐出, 计划的事件, 映像, 群集.

const checklistBase = 3 * blockSize

// The checklist's messages, in the order the items appear.
const (
	// The workload, in the words the checklist uses for it.
	ChkTaskPretrain ID = checklistBase + iota
	ChkTaskTrain
	ChkTaskFinetune
	ChkTaskInference
	ChkTaskRender
	ChkTaskHPC
	ChkTaskTranscode
	ChkWorkload
	ChkWorkloadWhy

	// Sizing: the parts of GPU memory, the tools that measure it.
	ChkPartWeights
	ChkPartKVCache
	ChkPartActivations
	ChkPartRuntime
	ChkPartAdapters
	ChkPartGradients
	ChkPartOptimizer
	ChkPartOverhead
	ChkPartLogits
	ChkPartFrameBuffer
	ChkPartWorkingSet
	ChkPartGB
	ChkEncNVIDIA
	ChkEncAMD
	ChkSizingTranscode
	ChkSizingTranscodeWhy
	ChkSizingRender
	ChkSizingRenderWhy
	ChkSizingHPC
	ChkSizingHPCWhy
	ChkToolNVIDIA
	ChkToolAMD
	ChkSizingMemory
	ChkSizingMemoryParts
	ChkSizingMemoryWhy

	// Cost when nothing fits; quota, region and capacity.
	ChkCostNoPick
	ChkCostWhy
	ChkQuotaFamilyOf
	ChkQuotaFamilyName
	ChkQuota
	ChkQuotaFallback
	ChkQuotaWhy
	ChkSpotQuota
	ChkSpotQuotaWhy
	ChkFallbackKeep
	ChkFallbackNone
	ChkRegion
	ChkRegionWhy
	ChkCapacityEngagement
	ChkCapacityEngagementWhy
	ChkCapacity
	ChkCapacityWhy

	// Drivers and the first check.
	ChkVerifySolver
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
	ChkPinVM
	ChkPinVMWhy
	ChkAKSNCv6
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

	// Scaling, Spot, checkpoints, data, storage, network.
	ChkShutdown
	ChkScaleAVD
	ChkScaleAVDWhy
	ChkScaleCluster
	ChkScaleAKS
	ChkScaleAKSWhy
	ChkScaleAML
	ChkScaleAMLWhy
	ChkFloorAlways
	ChkFloorWorkingHours
	ChkScaleVMSS
	ChkScaleVMSSWhy
	ChkScaleIdle
	ChkScaleStoppedWhy
	ChkEviction
	ChkEvictionWhy
	ChkSpotPlacement
	ChkSpotMix
	ChkSpotOneSize
	ChkSpotPlacementWhy
	ChkCheckpoint
	ChkCheckpointWhy
	ChkData
	ChkDataWhy
	ChkStorage
	ChkStorageWhy
	ChkNetwork
	ChkNetworkWhy

	// Money, licences, security, lifecycle, the order of work.
	ChkCommitment
	ChkCommitmentMixed
	ChkCommitmentSP
	ChkCommitmentWhy
	ChkExchangeBefore
	ChkExchangeAfter
	ChkExchangeTail
	ChkHiddenCosts
	ChkHiddenCostsWhy
	ChkCost
	ChkWin11Sessions
	ChkWin11SingleOnly
	ChkLicenceAVD
	ChkLicenceAVDServer
	ChkLicenceAVDWhy
	ChkLicenceAHB
	ChkLicenceAHBWhy
	ChkDevTest
	ChkDevTestWhy
	ChkNoPublicIP
	ChkDataOnlyIn
	ChkSecurity
	ChkSecurityWhy
	ChkSecureBootWindows
	ChkSecureBootMI300X
	ChkSecureBootGRID
	ChkSecureBootDecide
	ChkSecureBootCVM
	ChkSecureBootWhy
	ChkMonitorAMDDesktops
	ChkMonitorAMD
	ChkMonitorAVD
	ChkMonitorNVIDIA
	ChkMonitorWhy
	ChkLifecycleRetiring
	ChkLifecycleRetiringOn
	ChkLifecyclePreview
	ChkLifecyclePreviewUntil
	ChkLifecycleWhy
	ChkFlow
	ChkFlowWhy
	ChkClusterHPCOneVM

	// Batch rendering (issue 22).
	ChkSizingBatch
	ChkSizingBatchWhy
	ChkQueueBatch
	ChkQueueManager
	ChkQueueWhy
	ChkEvictionFrames

	endChecklist
)

var checklistTable = [endChecklist - checklistBase]entry{
	ChkTaskPretrain - checklistBase:  {en: "large-scale pre-training", zh: "大规模预训练"},
	ChkTaskTrain - checklistBase:     {en: "training from scratch", zh: "从头训练"},
	ChkTaskFinetune - checklistBase:  {en: "fine-tuning", zh: "微调"},
	ChkTaskInference - checklistBase: {en: "inference serving", zh: "推理服务"},
	ChkTaskRender - checklistBase:    {en: "rendering / virtual workstations", zh: "渲染/虚拟工作站"},
	ChkTaskHPC - checklistBase:       {en: "HPC simulation", zh: "HPC 仿真"},
	ChkTaskTranscode - checklistBase: {en: "video transcoding", zh: "视频转码"},
	ChkWorkload - checklistBase: {
		en: "Name the workload and its goal: {0}; write down the success measure (throughput, latency, time to train).",
		zh: "明确工作负载及其目标：{0}；写下衡量成功的指标（吞吐量、延迟或训练时长）。"},
	ChkWorkloadWhy - checklistBase: {en: "A named goal keeps the sizing honest.", zh: "目标明确，规模估算才不会跑偏。"},

	ChkPartWeights - checklistBase:     {en: "weights", zh: "权重"},
	ChkPartKVCache - checklistBase:     {en: "kv-cache", zh: "KV 缓存"},
	ChkPartActivations - checklistBase: {en: "activations", zh: "激活值"},
	ChkPartRuntime - checklistBase:     {en: "runtime", zh: "运行时"},
	ChkPartAdapters - checklistBase:    {en: "adapters", zh: "适配器"},
	ChkPartGradients - checklistBase:   {en: "gradients", zh: "梯度"},
	ChkPartOptimizer - checklistBase:   {en: "optimizer", zh: "优化器状态"},
	ChkPartOverhead - checklistBase:    {en: "overhead", zh: "额外开销"},
	ChkPartLogits - checklistBase:      {en: "logits", zh: "logits"},
	ChkPartFrameBuffer - checklistBase: {en: "frame-buffer", zh: "帧缓冲"},
	ChkPartWorkingSet - checklistBase:  {en: "working-set", zh: "工作集"},
	ChkPartGB - checklistBase:          {en: "{0} {1} GB", zh: "{0} {1} GB"},
	ChkEncNVIDIA - checklistBase: {
		en: "ffmpeg -hwaccel cuda -c:v h264_nvenc or hevc_nvenc, watching nvidia-smi's encoder utilisation",
		zh: "`ffmpeg -hwaccel cuda -c:v h264_nvenc` 或 `hevc_nvenc`，同时观察 `nvidia-smi` 显示的编码器利用率"},
	ChkEncAMD - checklistBase: {
		en: "ffmpeg -c:v h264_amf or hevc_amf on AMD's media engine",
		zh: "`ffmpeg -c:v h264_amf` 或 `hevc_amf`，使用 AMD 的媒体引擎"},
	ChkSizingTranscode - checklistBase: {
		en: "Measure how many streams one VM transcodes in real time with your settings ({0}); at peak the fleet needs {1} ÷ that many VMs.",
		zh: "用您的实际设置（{0}）测出一台虚拟机能实时转码多少路流；高峰时所需虚拟机数为 {1} ÷ 该路数。"},
	ChkSizingTranscodeWhy - checklistBase: {
		en: "Streams per GPU depend on codec, resolution and preset.",
		zh: "每块 GPU 能处理的流数取决于编解码器、分辨率和预设。"},
	ChkSizingRender - checklistBase: {
		en:  "Run a pilot with {0} real users on one VM: watch GPU, GPU memory and video encode in Task Manager (Performance → GPU) and the users' frame rate; fit users per VM to what stays smooth at peak.",
		one: "Run a pilot with {0} real user on one VM: watch GPU, GPU memory and video encode in Task Manager (Performance → GPU) and the users' frame rate; fit users per VM to what stays smooth at peak.",
		zh:  "先在一台虚拟机上让 {0} 名真实用户试用：在任务管理器（性能 → GPU）中观察 GPU、显存和视频编码，并关注用户端的帧速率；按高峰时仍然流畅的人数确定每台虚拟机的用户数。"},
	ChkSizingRenderWhy - checklistBase: {
		en: "Users per VM depend on the applications, not on a formula.",
		zh: "每台虚拟机能承载多少用户取决于所用的应用程序，而不是公式。"},
	ChkSizingHPC - checklistBase: {
		en: "Run one representative case of your solver on one VM and time it; scale the node count from that, not from peak FLOPS.",
		zh: "在一台虚拟机上运行求解器的一个代表性算例并计时；节点数按实测结果推算，而不是按峰值 FLOPS。"},
	ChkSizingHPCWhy - checklistBase: {en: "Estimates are a start; measured runs decide.", zh: "估算只是起点，以实测运行为准。"},
	ChkToolNVIDIA - checklistBase: {
		en: "nvidia-smi or torch.cuda.max_memory_allocated()",
		zh: "`nvidia-smi` 或 `torch.cuda.max_memory_allocated()`"},
	ChkToolAMD - checklistBase: {
		en: "amd-smi or torch.cuda.max_memory_allocated() (ROCm builds keep the torch.cuda name)",
		zh: "`amd-smi` 或 `torch.cuda.max_memory_allocated()`（ROCm 版本沿用 `torch.cuda` 这一名称）"},
	ChkSizingMemory - checklistBase: {
		en: "Confirm the GPU memory need of {0} GB on a short run: watch {1}.",
		zh: "通过一次短时运行确认 {0} GB 的显存需求：查看 {1}。"},
	ChkSizingMemoryParts - checklistBase: {
		en: "Confirm the GPU memory need of {0} GB ({1}) on a short run: watch {2}.",
		zh: "通过一次短时运行确认 {0} GB 的显存需求（{1}）：查看 {2}。"},
	ChkSizingMemoryWhy - checklistBase: {en: "Estimates are a start; measured peaks decide.", zh: "估算只是起点，以实测峰值为准。"},

	ChkCostNoPick - checklistBase: {
		en: "Set budget alerts and resource tags (project, team, environment) before deploying anything.",
		zh: "部署任何资源之前，先设置预算警报和资源标记（项目、团队、环境）。"},
	ChkCostWhy - checklistBase: {en: "Costs surprise most when nobody is watching.", zh: "没人盯着的时候，成本最容易失控。"},
	ChkQuotaFamilyOf - checklistBase: {
		en: "the {0} family (find its quota name in that list)",
		zh: "{0} 系列（在上述列表中找到它的配额名称）"},
	ChkQuotaFamilyName - checklistBase: {en: "{0} (the portal's \"{1}\")", zh: "{0}（门户中为“{1}”）"},
	ChkQuota - checklistBase: {
		en: "Check what you have with {0}, then request quota for {1}: {2} vCPUs in {3} (Portal → Quotas → Compute).",
		zh: "先用 {0} 查看现有配额，再为 {1} 申请配额：在 {3} 区域申请 {2} 个 vCPU（门户 → 配额 → 计算）。"},
	ChkQuotaFallback - checklistBase: {
		en: "Check what you have with {0}, then request quota for {1}: {2} vCPUs in {3}, and {2} in the fallback {4} (Portal → Quotas → Compute).",
		zh: "先用 {0} 查看现有配额，再为 {1} 申请配额：在 {3} 区域申请 {2} 个 vCPU，在备用区域 {4} 也申请 {2} 个（门户 → 配额 → 计算）。"},
	ChkQuotaWhy - checklistBase: {
		en: "GPU quota is per region and per VM family, in vCPUs, and starts at zero for most GPU families.",
		zh: "GPU 配额按区域和虚拟机系列分别计算，以 vCPU 为单位；大多数 GPU 系列的初始配额为零。"},
	ChkSpotQuota - checklistBase: {
		en: "Request Spot quota too: {0} vCPUs of {1} in {2}.",
		zh: "还要申请 Spot 配额：在 {2} 区域的 {1} 配额中申请 {0} 个 vCPU。"},
	ChkSpotQuotaWhy - checklistBase: {en: "Spot VMs draw on a separate quota pool.", zh: "Spot 虚拟机使用单独的配额。"},
	ChkFallbackKeep - checklistBase: {en: "keep {0} as the fallback", zh: "将 {0} 作为备用区域"},
	ChkFallbackNone - checklistBase: {
		en: "no other allowed region offers it, so ask for capacity early",
		zh: "其他允许的区域都不提供此大小，因此请尽早申请容量"},
	ChkRegion - checklistBase: {
		en: "Check that {0} can be deployed in {1} today ({2}); {3}.",
		zh: "确认 {0} 目前可以在 {1} 区域部署（{2}）；{3}。"},
	ChkRegionWhy - checklistBase: {
		en: "Capacity for GPU sizes varies by region and over time.",
		zh: "GPU 大小的可用容量因区域而异，也会随时间变化。"},
	ChkCapacityEngagement - checklistBase: {
		en: "Treat this as a capacity engagement with Microsoft, not a self-service quota request: {0} VMs of {1} ({2} GPUs, {3} a month) in {4}. Contact your Microsoft account team months ahead to agree region, dates and a capacity commitment.",
		zh: "这已是需要与 Microsoft 共同规划容量的项目，而不是自助提交的配额申请：在 {4} 区域部署 {0} 台 {1}（共 {2} 块 GPU，每月 {3}）。请提前数月联系您的 Microsoft 客户团队，商定区域、日期和容量承诺。"},
	ChkCapacityEngagementWhy - checklistBase: {
		en: "At this size Azure plans the hardware with you; a quota request alone is not enough.",
		zh: "到了这个规模，Azure 会与您一起规划硬件；只提交配额申请是不够的。"},
	ChkCapacity - checklistBase: {
		en: "Secure capacity for {0} × {1} before the start date: an on-demand capacity reservation where the size allows it (CapacityReservationSupported in {2}), or an early quota request with your Microsoft account team.",
		zh: "在开始日期之前为 {0} × {1} 落实容量：若该大小支持（{2} 的输出中 `CapacityReservationSupported` 为 `True`），使用按需容量预留；否则尽早通过 Microsoft 客户团队申请配额。"},
	ChkCapacityWhy - checklistBase: {
		en: "Quota lets you ask for VMs; it does not guarantee Azure has them.",
		zh: "配额只表示您可以申请虚拟机，并不保证 Azure 有足够的硬件。"},

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
		en: "Deploy a confidential VM (security type ConfidentialVM, OS disk encrypted with the VM guest state, Secure Boot and vTPM on) from Canonical's Ubuntu CVM image, then put the H100 in confidential-computing mode with {0} and {1} on kernel {2} or later ({3} of Azure/az-cgpu-onboarding); no driver extension or HPC image supports it. {4} must show CC on.",
		zh: "部署机密虚拟机（安全类型 `ConfidentialVM`，OS 磁盘与虚拟机来宾状态一起加密，开启安全启动和 vTPM），使用 Canonical 的 Ubuntu CVM 映像，再在内核 {2} 或更高版本上安装 {0} 和 {1}，让 H100 进入机密计算模式（`Azure/az-cgpu-onboarding` 中的 {3}）；没有驱动扩展或 HPC 映像支持它。{4} 必须显示 CC 已开启。"},
	ChkAttestation - checklistBase: {
		en: "Before any data or model reaches the VM, attest the CPU (its SEV-SNP report checked by Microsoft Azure Attestation: {0}) and the GPU (NVIDIA's local GPU verifier, nvtrust: {1}, which as root releases the GPU: {2}); release keys from Key Vault only on attestation.",
		zh: "在任何数据或模型进入虚拟机之前，先证明 CPU（由 Microsoft Azure 证明服务验证其 SEV-SNP 报告：{0}）和 GPU（NVIDIA 的本地 GPU 验证程序 `nvtrust`：{1}，以 `root` 运行时会将 GPU 设为可用：{2}）；仅在证明通过后才从 Key Vault 释放密钥。"},
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
	ChkPinVM - checklistBase: {
		en: "Pin one combination of driver, CUDA/ROCm, framework and VM image, and record it next to the deployment.",
		zh: "固定一套驱动、CUDA/ROCm、框架和虚拟机映像的组合，并与部署记录在一起。"},
	ChkPinVMWhy - checklistBase: {
		en: "A driver, CUDA, framework and image that work together are worth recording.",
		zh: "驱动、CUDA、框架和映像之间验证可用的组合值得记录下来。"},
	ChkAKSNCv6 - checklistBase: {
		en: "AKS does not support {0} yet: run it on VMs or a VM Scale Set, or pick another size for AKS.",
		zh: "AKS 暂不支持 {0}：请在虚拟机或虚拟机规模集上运行，或为 AKS 另选一个大小。"},
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

	ChkShutdown - checklistBase: {
		en:  "The plan runs {0} hours a month: set auto-shutdown outside those hours.",
		one: "The plan runs {0} hour a month: set auto-shutdown outside those hours.",
		zh:  "该方案每月运行 {0} 小时：在这些时段之外设置自动关闭。"},
	ChkScaleAVD - checklistBase: {
		en: "Let the Azure Virtual Desktop scaling plan start and deallocate session hosts of {0} with the working day, and drain hosts before scale-in so no user is cut off.",
		zh: "让 Azure 虚拟桌面的缩放计划随工作时间启动和解除分配 {0} 会话主机，并在缩减前先将主机设为排出模式，以免断开用户连接。"},
	ChkScaleAVDWhy - checklistBase: {en: "Idle desktops cost as much as busy ones.", zh: "空闲的桌面和繁忙的桌面一样花钱。"},
	ChkScaleCluster - checklistBase: {
		en: "Start the cluster's VMs for the job and deallocate (not just stop) them when it ends; delete what the project no longer needs.",
		zh: "为作业启动群集中的虚拟机，作业结束后将其解除分配（而不只是停止）；删除项目不再需要的资源。"},
	ChkScaleAKS - checklistBase: {
		en: "Let the cluster autoscaler scale the {0} node pool with the pending pods, down to zero nodes when idle.",
		zh: "让群集自动缩放程序根据等待调度的 Pod 缩放 {0} 节点池，空闲时缩减到零个节点。"},
	ChkScaleAKSWhy - checklistBase: {en: "Idle GPU nodes cost as much as busy ones.", zh: "空闲的 GPU 节点和繁忙的节点一样花钱。"},
	ChkScaleAML - checklistBase: {
		en: "Create an Azure Machine Learning compute cluster of {0} with minimum 0 nodes and an idle scale-down time.",
		zh: "创建 {0} 的 Azure 机器学习计算群集，最小节点数设为 0，并设置空闲缩减时间。"},
	ChkScaleAMLWhy - checklistBase:       {en: "Idle compute costs as much as busy compute.", zh: "空闲的计算资源和繁忙时一样花钱。"},
	ChkFloorAlways - checklistBase:       {en: "minimum 1", zh: "最少 1 台"},
	ChkFloorWorkingHours - checklistBase: {en: "minimum 1 in working hours and 0 outside them", zh: "工作时间最少 1 台，其余时间为 0"},
	ChkScaleVMSS - checklistBase: {
		en: "Run the VMs in a VM Scale Set with autoscale on queue length or GPU utilisation, {0}.",
		zh: "在虚拟机规模集中运行这些虚拟机，按队列长度或 GPU 利用率自动缩放，{0}。"},
	ChkScaleVMSSWhy - checklistBase: {en: "Load changes by the hour; capacity should follow it.", zh: "负载每小时都在变化，容量应随之调整。"},
	ChkScaleIdle - checklistBase: {
		en: "Deallocate (not just stop) idle VMs, and delete what the project no longer needs.",
		zh: "将空闲的虚拟机解除分配（而不只是停止），并删除项目不再需要的资源。"},
	ChkScaleStoppedWhy - checklistBase: {en: "A stopped but allocated VM is still billed.", zh: "已停止但仍处于已分配状态的虚拟机照样计费。"},
	ChkEviction - checklistBase: {
		en: "Handle eviction with 30 seconds' notice: listen to Scheduled Events (Preempt), checkpoint at least every 15 minutes to Blob storage, choose the Deallocate or Delete policy, and set max price -1 to avoid price-based eviction.",
		zh: "做好提前 30 秒通知即被逐出的准备：监听计划的事件（`Preempt` 事件），至少每 15 分钟向 Blob 存储写一次检查点，选择“解除分配”或“删除”逐出策略，并将最高价格设为 -1，避免因价格而被逐出。"},
	ChkEvictionWhy - checklistBase: {
		en: "Spot VMs are evicted with 30 seconds' notice whenever Azure needs the capacity.",
		zh: "只要 Azure 需要收回容量，Spot 虚拟机就会在提前 30 秒通知后被逐出。"},
	ChkSpotPlacement - checklistBase: {
		en: "Before relying on Spot, check the eviction rate of {0} in {1} (Portal → Create VM → Spot, or Azure Resource Graph SpotResources) and its Spot Placement Score.",
		zh: "依赖 Spot 之前，先查看 {0} 在 {1} 区域的逐出率（门户 → 创建虚拟机 → Spot，或 Azure Resource Graph 的 `SpotResources` 表）及其 Spot 放置分数。"},
	ChkSpotMix - checklistBase: {
		en: "Run the VMs in a VM Scale Set with an instance mix of several sizes so one size's eviction does not stop the work.",
		zh: "在混用多种大小的虚拟机规模集中运行，这样某一种大小被逐出时工作也不会中断。"},
	ChkSpotOneSize - checklistBase: {
		en: "Keep the cluster to this one size: InfiniBand joins only one scale set's placement group, so an instance mix would split the fabric.",
		zh: "群集只使用这一种大小：InfiniBand 只连接同一虚拟机规模集放置组内的虚拟机，混用多种大小会把网络拆开。"},
	ChkSpotPlacementWhy - checklistBase: {
		en: "Spot capacity differs by size, region and hour.",
		zh: "Spot 容量因大小、区域和时段而异。"},
	ChkCheckpoint - checklistBase: {
		en: "Checkpoint training state to Blob storage at least hourly and test a resume before the long run.",
		zh: "至少每小时将训练状态的检查点写入 Blob 存储，并在长时间运行之前测试一次从检查点恢复。"},
	ChkCheckpointWhy - checklistBase: {
		en: "Long runs fail; restarts should not start over.",
		zh: "长时间运行难免出错，重启时不应从头再来。"},
	ChkData - checklistBase: {
		en: "Stage the {0} TB dataset on local NVMe/temp disk ({1} GiB per VM) from Blob storage in {2}; keep data and GPUs in one region and VNet; delete snapshots and logs when done.",
		zh: "把 {0} TB 数据集从 {2} 区域的 Blob 存储预先复制到本地 NVMe/临时磁盘（每台虚拟机 {1} GiB）；数据和 GPU 放在同一区域、同一虚拟网络中；完成后删除快照和日志。"},
	ChkDataWhy - checklistBase: {
		en: "Pulling training data from remote storage starves the GPUs.",
		zh: "从远程存储拉取训练数据会让 GPU 空等。"},
	ChkStorage - checklistBase: {
		en: "Give the {0} VMs shared storage: Azure Managed Lustre for the dataset and checkpoints at training speed (the HPC image ships the Lustre client), or BlobFuse2 with its cache on local NVMe for read-mostly data.",
		zh: "为这 {0} 台虚拟机提供共享存储：用 Azure 托管 Lustre 以训练所需的速度存放数据集和检查点（HPC 映像已带 Lustre 客户端）；以读取为主的数据也可以用 BlobFuse2，并把缓存放在本地 NVMe 上。"},
	ChkStorageWhy - checklistBase: {
		en: "Every VM reads the same data and writes checkpoints to one place.",
		zh: "每台虚拟机都读取同样的数据，并把检查点写到同一个位置。"},
	ChkNetwork - checklistBase: {
		en: "Create the VMs with accelerated networking on ({0}) in the same region and VNet as their storage.",
		zh: "创建虚拟机时启用加速网络（{0}），并与其存储放在同一区域、同一虚拟网络中。"},
	ChkNetworkWhy - checklistBase: {
		en: "GPU VMs move data over the front-end NIC too: images, datasets, checkpoints.",
		zh: "GPU 虚拟机也要通过前端网卡传输数据：映像、数据集和检查点。"},

	ChkCommitment - checklistBase: {
		en: "Buy the {0} for {1} in {2} only after a pay-as-you-go proof run.",
		zh: "先以即用即付方式完成一次验证运行，然后再在 {2} 区域为 {1} 购买 {0}。"},
	ChkCommitmentMixed - checklistBase: {
		en: "Buy the commitment for the baseline ({0}) in {1} only after a pay-as-you-go proof run.",
		zh: "先以即用即付方式完成一次验证运行，然后再在 {1} 区域为基线部分（{0}）购买承诺。"},
	ChkCommitmentSP - checklistBase: {
		en: "Buy the {0} as a commitment of {1} an hour, which covers VM usage across sizes and regions rather than one size in one region, only after a pay-as-you-go proof run. A savings plan cannot be cancelled, exchanged or refunded; usage above the commitment is billed at pay-as-you-go.",
		zh: "先以即用即付方式完成一次验证运行，再购买{0}：每小时承诺 {1}，覆盖各种大小和区域的虚拟机用量，而不是某个区域里的某一个大小。节省计划不能取消、交换或退款；超出承诺的用量按即用即付计费。"},
	ChkCommitmentWhy - checklistBase: {
		en: "A commitment bills every hour of its term, used or not.",
		zh: "承诺在整个期限内每小时都计费，无论是否使用。"},
	ChkExchangeBefore - checklistBase: {
		en: "Reservations bought before 1 February 2027 can still be exchanged, and keep one final exchange after that date; those bought from that date cannot be exchanged.",
		zh: "2027 年 2 月 1 日之前购买的预留实例仍可交换，并在该日期之后保留最后一次交换机会；自该日期起购买的预留实例不能交换。"},
	ChkExchangeAfter - checklistBase: {
		en: "Reservations bought since 1 February 2027 cannot be exchanged; older ones keep one final exchange.",
		zh: "自 2027 年 2 月 1 日起购买的预留实例不能交换；此前购买的还保留最后一次交换机会。"},
	ChkExchangeTail - checklistBase: {
		en: "A reservation can always be traded in for a savings plan; refunds are capped at {0} in a rolling 12 months.",
		zh: "预留实例随时可以折换为节省计划；退款在滚动 12 个月内以 {0} 为上限。"},
	ChkHiddenCosts - checklistBase: {
		en: "Budget for what they leave out: managed disks and Blob storage for data and checkpoints, egress between regions, snapshots, public IPs, and the time to run it all.",
		zh: "为价格中未包含的部分留出预算：存放数据和检查点的托管磁盘与 Blob 存储、跨区域出口流量、快照、公共 IP，以及运维这一切所花的人力时间。"},
	ChkHiddenCostsWhy - checklistBase: {en: "The prices above are compute only.", zh: "上面的价格只包括计算费用。"},
	ChkCost - checklistBase: {
		en: "Create a budget of {0} a month with alerts at 50%, 80% and 100%, tag resources with project, team and environment, and review Cost analysis weekly.",
		zh: "创建每月 {0} 的预算，并在达到 50%、80% 和 100% 时发出警报；为资源添加项目、团队和环境标记；每周查看一次成本分析。"},
	ChkWin11Sessions - checklistBase: {
		en: "Windows 11 Enterprise multi-session or single-session",
		zh: "Windows 11 企业版多会话或单会话"},
	ChkWin11SingleOnly - checklistBase: {
		en: "Windows 11 Enterprise single-session (this series does not support multi-session)",
		zh: "Windows 11 企业版单会话（此系列不支持多会话）"},
	ChkLicenceAVD - checklistBase: {
		en:  "License the desktops per user: {1} through Azure Virtual Desktop needs Microsoft 365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows Education A3/A5 or Windows VDA per user for each of the {0} users; set the VMs' licence type to Windows_Client so no Windows licence is billed per VM. Windows Server desktops need RDS CALs with Software Assurance instead.",
		one: "License the desktops per user: {1} through Azure Virtual Desktop needs Microsoft 365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows Education A3/A5 or Windows VDA per user for the {0} user; set the VMs' licence type to Windows_Client so no Windows licence is billed per VM. Windows Server desktops need RDS CALs with Software Assurance instead.",
		zh:  "桌面按用户授权：通过 Azure 虚拟桌面使用 {1}，需要为每位用户（共 {0} 名）提供按用户授权的 Microsoft 365 E3/E5/A3/A5/F3/Business Premium、Windows Enterprise E3/E5、Windows Education A3/A5 或 Windows VDA 许可证；将虚拟机的许可证类型设为 `Windows_Client`，这样就不会按虚拟机收取 Windows 许可证费用。如果使用 Windows Server 桌面，则需要附带软件保障的 RDS CAL。"},
	ChkLicenceAVDServer - checklistBase: {
		en: "The price holds a Windows Server licence per VM: Windows Server session hosts, with an RDS CAL and Software Assurance per user. With per-user Windows rights (Microsoft 365 E3/E5, Windows Enterprise E3/E5 and the like), answer Azure Hybrid Benefit: {0} with licence type Windows_Client, no Windows licence per VM.",
		zh: "该价格包含每台虚拟机的 Windows Server 许可证：即 Windows Server 会话主机，每位用户需要附带软件保障的 RDS CAL。如果用户拥有按用户授权的 Windows 权利（Microsoft 365 E3/E5、Windows Enterprise E3/E5 等），请选择 Azure 混合权益：改用 {0}，许可证类型为 `Windows_Client`，不按虚拟机收取 Windows 许可证费用。"},
	ChkLicenceAVDWhy - checklistBase: {
		en: "Desktops are licensed per user, not per VM core.",
		zh: "桌面按用户授权，而不是按虚拟机的核心数。"},
	ChkLicenceAHB - checklistBase: {
		en: "Confirm Windows Server licences with Software Assurance: at least 8 core licences per VM ({0} vCPUs each).",
		zh: "确认拥有附带软件保障的 Windows Server 许可证：每台虚拟机至少 8 个核心许可证（每台 {0} 个 vCPU）。"},
	ChkLicenceAHBWhy - checklistBase: {en: "Azure Hybrid Benefit needs eligible licences.", zh: "使用 Azure 混合权益需要有符合条件的许可证。"},
	ChkDevTest - checklistBase: {
		en: "Use the Dev/Test subscription for non-production work only; every user of it must be an active Visual Studio subscriber.",
		zh: "开发/测试订阅只能用于非生产工作；它的每位用户都必须是有效的 Visual Studio 订阅者。"},
	ChkDevTestWhy - checklistBase: {
		en: "Dev/Test rates are for non-production use by Visual Studio subscribers only.",
		zh: "开发/测试费率仅适用于 Visual Studio 订阅者的非生产用途。"},
	ChkNoPublicIP - checklistBase: {en: "no public IP on GPU VMs", zh: "GPU 虚拟机不分配公共 IP"},
	ChkDataOnlyIn - checklistBase: {en: "data only in {0}", zh: "数据只存放在 {0}"},
	ChkSecurity - checklistBase: {
		en: "Secure the network and data: VNet + NSG ({0}), Microsoft Entra managed identity instead of keys, encryption at rest with keys in Key Vault, and audit logs reviewed.",
		zh: "保护网络和数据：虚拟网络 + 网络安全组（{0}），用 Microsoft Entra 托管标识代替密钥，静态加密的密钥存放在 Key Vault 中，并定期审查审核日志。"},
	ChkSecurityWhy - checklistBase: {en: "GPU VMs hold valuable models and data.", zh: "GPU 虚拟机上存有宝贵的模型和数据。"},
	ChkSecureBootWindows - checklistBase: {
		en: "Keep Trusted Launch (Secure Boot and vTPM) on: Windows GPU drivers are signed. Note that Microsoft's driver extensions are not supported with Secure Boot; install the driver from Microsoft's N-series driver page if the extension fails.",
		zh: "保持受信任启动（安全启动和 vTPM）开启：Windows GPU 驱动都已签名。注意，Microsoft 的驱动扩展不支持安全启动；如果扩展安装失败，请从 Microsoft 的 N 系列驱动页面获取并安装驱动。"},
	ChkSecureBootMI300X - checklistBase: {
		en: "Turn Secure Boot off for {0}: Microsoft's ROCm instructions require it, or use the HPC ROCm image as deployed by Microsoft.",
		zh: "为 {0} 关闭安全启动：Microsoft 的 ROCm 安装说明要求这样做；也可以直接使用 Microsoft 提供的 HPC ROCm 映像。"},
	ChkSecureBootGRID - checklistBase: {
		en: "Deploy with Secure Boot off (Trusted Launch can stay for vTPM): the GRID/vGPU driver builds unsigned kernel modules, and the driver extensions do not support Secure Boot.",
		zh: "部署时关闭安全启动（可以保留受信任启动以使用 vTPM）：GRID/vGPU 驱动会构建未签名的内核模块，而且驱动扩展不支持安全启动。"},
	ChkSecureBootDecide - checklistBase: {
		en: "Decide on Trusted Launch before deploying: with Secure Boot on, use signed drivers (Ubuntu's ubuntu-drivers packages are Canonical-signed) or enrol your own key; the driver extensions do not support Secure Boot.",
		zh: "部署前决定是否使用受信任启动：开启安全启动时，须使用已签名的驱动（Ubuntu 的 `ubuntu-drivers` 软件包由 Canonical 签名），或注册您自己的密钥；驱动扩展不支持安全启动。"},
	ChkSecureBootCVM - checklistBase: {
		en: "Keep Secure Boot and vTPM on: a confidential VM needs them, and NVIDIA's confidential-computing driver for Azure is Canonical-signed.",
		zh: "保持安全启动和 vTPM 开启：机密虚拟机需要它们，而适用于 Azure 的 NVIDIA 机密计算驱动由 Canonical 签名。"},
	ChkSecureBootWhy - checklistBase: {
		en: "Trusted Launch with Secure Boot only boots signed kernel drivers.",
		zh: "开启了安全启动的受信任启动只加载已签名的内核驱动。"},
	ChkMonitorAMDDesktops - checklistBase: {
		en: "Monitor each desktop host's GPU use with amd-smi metric and the users' session quality, with alerts on cost.",
		zh: "用 `amd-smi metric` 监视每台桌面主机的 GPU 使用情况，同时关注用户的会话质量，并设置成本警报。"},
	ChkMonitorAMD - checklistBase: {
		en: "Monitor GPU utilisation and memory with AMD's {0} (Prometheus; part of the {1}) or amd-smi metric, into Azure Monitor managed Prometheus, with alerts on low utilisation and on cost.",
		zh: "用 AMD 的 {0}（Prometheus 格式，属于 {1}）或 `amd-smi metric` 采集 GPU 利用率和显存，汇入适用于 Prometheus 的 Azure Monitor 托管服务，并针对利用率过低和成本设置警报。"},
	ChkMonitorAVD - checklistBase: {
		en: "Monitor the desktops with Azure Virtual Desktop Insights (connection quality, round-trip time, frame rate) and GPU use per host, with alerts on cost.",
		zh: "用 Azure 虚拟桌面见解（连接质量、往返时间、帧速率）和每台主机的 GPU 使用情况监视桌面，并设置成本警报。"},
	ChkMonitorNVIDIA - checklistBase: {
		en: "Monitor GPU utilisation and memory with NVIDIA's DCGM exporter (Prometheus) into Azure Monitor managed Prometheus, and run dcgmi diag -r 2 before long jobs; alert on low utilisation and on cost.",
		zh: "用 NVIDIA 的 DCGM exporter（Prometheus）把 GPU 利用率和显存指标汇入适用于 Prometheus 的 Azure Monitor 托管服务，长时间作业之前运行 `dcgmi diag -r 2`；针对利用率过低和成本设置警报。"},
	ChkMonitorWhy - checklistBase: {en: "Low GPU utilisation is money spent for nothing.", zh: "GPU 利用率低就是在白花钱。"},
	ChkLifecycleRetiring - checklistBase: {
		en: "{0} is retiring: plan the migration path before committing.",
		zh: "{0} 即将停用：在做出承诺之前规划好迁移路径。"},
	ChkLifecycleRetiringOn - checklistBase: {
		en: "{0} is retiring until {1}: plan the migration path before committing.",
		zh: "{0} 将于 {1} 停用：在做出承诺之前规划好迁移路径。"},
	ChkLifecyclePreview - checklistBase: {
		en: "{0} is preview: plan the migration path before committing.",
		zh: "{0} 处于预览阶段：在做出承诺之前规划好迁移路径。"},
	ChkLifecyclePreviewUntil - checklistBase: {
		en: "{0} is preview until {1}: plan the migration path before committing.",
		zh: "{0} 在 {1} 之前处于预览阶段：在做出承诺之前规划好迁移路径。"},
	ChkLifecycleWhy - checklistBase: {
		en: "A size without SLA or with a retirement date needs a plan B.",
		zh: "没有 SLA 或已公布停用日期的大小需要备用方案。"},
	ChkFlow - checklistBase: {
		en: "Deploy in order: resource group → region → VM ({0}) → network and SSH/RDP → storage → drivers and framework → a small validation run → scale out while watching utilisation and cost.",
		zh: "按顺序部署：资源组 → 区域 → 虚拟机（{0}）→ 网络与 SSH/RDP → 存储 → 驱动和框架 → 小规模验证运行 → 一边关注利用率和成本，一边横向扩展。"},
	ChkFlowWhy - checklistBase: {
		en: "A small run catches problems while they are cheap.",
		zh: "先小规模运行，能在代价还低时发现问题。"},
	ChkClusterHPCOneVM - checklistBase: {en: "Run each job on one {0}: its MPI ranks talk inside the VM over shared memory, with nothing to set up between VMs. Queue many jobs with Azure Batch or Slurm on CycleCloud Workspace for Slurm.", zh: "每个作业在一台 {0} 上运行：其 MPI 进程在虚拟机内通过共享内存通信，无需在虚拟机之间进行任何设置。作业较多时，用 Azure Batch 或 Azure CycleCloud Workspace for Slurm 上的 Slurm 排队。"},

	// Batch rendering (issue 22).
	ChkSizingBatch - checklistBase: {
		en: "Time your frames: render a few representative frames on one {0} (one whole A10) with your renderer's version, plug-ins and settings, note the minutes per frame and the peak GPU memory, and enter them; this plan assumes {1} minutes a frame there and a scene under {2} GB.",
		zh: "实测帧时间：在一台 {0}（一整块 A10）上用您的渲染器版本、插件和设置渲染几帧有代表性的帧，记下每帧分钟数和显存峰值并填入；此方案假定在其上每帧 {1} 分钟、场景小于 {2} GB。"},
	ChkSizingBatchWhy - checklistBase: {en: "Frame times differ by orders of magnitude between scenes; the cost and the deadline are only as good as this figure.", zh: "不同场景的帧时间相差几个数量级；费用和完成期限是否准确，全看这个数字。"},
	ChkQueueBatch - checklistBase: {
		en: "Queue the {0} frames as one task each: an Azure Batch pool of {1} (Spot nodes allowed: Batch requeues a task whose node is preempted) or a render manager such as Deadline or OpenCue on a VM Scale Set. Bring your own image and renderer licences (Batch's rendering plug-ins and licensing were retired), autoscale the pool on pending tasks and down to zero when the queue is empty.",
		zh: "将 {0} 帧排入队列，每帧一个任务：使用 {1} 的 Azure Batch 池（可用 Spot 节点：节点被抢占时 Batch 会将任务重新排队），或在虚拟机规模集上使用 Deadline、OpenCue 等渲染管理器。请自带映像和渲染器许可证（Batch 的渲染插件和许可已停用），按待处理任务自动缩放池，队列为空时缩减到零。"},
	ChkQueueManager - checklistBase: {
		en: "Queue the {0} frames as one task each with a render manager such as Deadline or OpenCue on a VM Scale Set of {1}: {2} is not supported on Azure Batch. Retry a frame whose VM is evicted, scale the set on the queue and down to zero when it is empty.",
		zh: "使用 Deadline、OpenCue 等渲染管理器，在 {1} 的虚拟机规模集上将 {0} 帧排入队列，每帧一个任务：{2} 不支持 Azure Batch。虚拟机被逐出时重试该帧，按队列缩放规模集，队列为空时缩减到零。"},
	ChkEvictionFrames - checklistBase: {
		en: "Handle eviction with 30 seconds' notice: an evicted frame is rendered again from its start, so on Spot keep frames short (split long ones into tiles or passes) and set max price -1 to avoid price-based eviction.",
		zh: "做好提前 30 秒通知即被逐出的准备：被逐出的帧会从头重新渲染，因此使用 Spot 时应让每帧保持较短（将长帧拆分为图块或渲染通道），并将最高价格设为 -1，避免因价格而被逐出。"},
	ChkQueueWhy - checklistBase: {en: "A queue renders a failed or evicted frame again and stops the bill when the last frame is done; the cost above assumes VMs run only while frames remain.", zh: "队列会重新渲染失败或被逐出的帧，并在最后一帧完成时停止计费；上面的费用假定虚拟机只在仍有帧待渲染时运行。"},
}
