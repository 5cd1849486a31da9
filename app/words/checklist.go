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
		en: "Run a pilot with {0} real user{0s} on one VM: watch GPU, GPU memory and video encode in Task Manager (Performance → GPU) and the users' frame rate; fit users per VM to what stays smooth at peak.",

		zh: "先在一台虚拟机上让 {0} 名真实用户试用：在任务管理器（性能 → GPU）中观察 GPU、显存和视频编码，并关注用户端的帧速率；按高峰时仍然流畅的人数确定每台虚拟机的用户数。"},
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
	ChkSpotQuota - checklistBase: { // [spot-vms]
		en: "Spot VMs use the regional Spot quota, not the family's: request {0} vCPUs of {1} in {2}. The family's quota is for pay-as-you-go, when Spot has no capacity.",
		zh: "Spot 虚拟机使用区域的 Spot 配额，而不是系列配额：在 {2} 区域的 {1} 配额中申请 {0} 个 vCPU。系列配额用于 Spot 没有容量时以即用即付方式运行。"},
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
}
