package words

// Block 2: the engine's decision tree (app/advisor rules.go, sizing.go,
// work.go, pricing.go): why a size is out, what a rule did to a pick, why a
// pick, how a throughput or a price was worked out, and the sizing's rules
// of thumb. Arguments are figures and names; a nested message (W) is a word
// such as a price model or a seat's load.
const rulesBase = 2 * blockSize

const (
	// Price models as words inside a sentence (ModelName capitalises the
	// English for a label).
	ModelPAYG ID = rulesBase + iota
	ModelSpot
	ModelRI1
	ModelRI3
	ModelSP1
	ModelSP3
	ModelAuto
	ModelMixed

	// Words inside sentences: a seat's load, throughput units, counts.
	SeatLight
	SeatMedium
	SeatHeavy
	ThrSeats
	ThrStreams
	ThrFP64Vector
	ThrFP64Tensor
	CountMonths
	RegionsAndMore

	// Hardware filters: why a size is out, or what the rule checked.
	RejectNoSpecs
	RejectRetired
	RejectAMDRender
	RejectAMDCUDA
	RejectNVIDIAROCm
	RejectArm64
	PassArm64
	RejectNotConfidential
	RejectConfidential
	PassConfidential
	RejectNoGraphics
	RejectNoEncoder
	RejectGraphicsGPU
	RejectNoFP8
	PassFP8
	RejectNoBF16
	RejectFP64
	RejectNoTrainFigure
	RejectNoHPCFigure
	RejectNoBandwidth
	RejectLegacyCommit
	RejectNoSpot

	// Fit filters, regions and prices.
	RejectTooManyVMs
	RejectOneVM
	RejectNoInfiniBand
	RejectWindowsMultiVM
	RejectLinuxOnlySize
	RejectLinuxOnlyCGPU
	RejectNotOnAKS
	PassInfiniBand
	PassInfiniBandGbps
	RejectNoPrice
	RejectNoModelPrice
	RejectNotOffered
	RejectTooCostly
	RejectOverBudget

	// The plan: rejections, reasons and throughput bases.
	RejectSeatMemory
	RejectWorkingSet
	RejectNoReference
	RejectPartMemory
	RejectActivations
	RejectTooTight
	WhySeats
	WhyAVD
	BasisSeat
	BasisHPC
	BasisEncoders
	BasisEnginesAssumed
	BasisEnginesShared
	WhyStreams
	WhyFitsGPU
	WhyFitsVM
	WhyFitsSharded
	WhyFitsTP
	WhyRequestsSplit
	BasisTraining
	MFUHopper
	MFUBlackwell
	MFUAmpere
	MFUCDNA3
	MFUNoBF16
	MFUAssumed
	BasisDecode
	BasisMoE
	WhyReplicas
	WhyMoreRequests
	WhySpans
	FinishHours
	FinishDays
	WhyDeadline
	WhyInWindow

	// Rank rules: what they did to a pick.
	RankPretrainClass
	RankPretrainOther
	RankTrainPart
	RankInferenceClass
	RankRenderNG
	RankRenderA10
	RankTranscodeT4
	RankLegacy
	RankTight
	RankPreview
	RankRetiring
	RankLocalDisk
	RankLocalDiskSmall
	RankNoNVLink
	RankMoreGPUs

	// The decision path's plan and price steps.
	EffectVMs
	EffectMemGPUs
	EffectPerVM
	EffectWorkHours
	EffectDeadline
	EffectPrice
	HowCheapest
	HowAsked

	// Why a pick: its price.
	ReasonPrice
	ReasonMix
	ReasonSaves
	ReasonSavesEstimate
	ReasonSPTerms
	ReasonUnit
	NoticeTightOnly
)

var rulesTable = [endRules - rulesBase]entry{
	ModelPAYG - rulesBase:  {en: "pay-as-you-go", zh: "即用即付"},
	ModelSpot - rulesBase:  {en: "Spot", zh: "Spot 虚拟机"},
	ModelRI1 - rulesBase:   {en: "1-year reservation", zh: "1 年预留实例"},
	ModelRI3 - rulesBase:   {en: "3-year reservation", zh: "3 年预留实例"},
	ModelSP1 - rulesBase:   {en: "1-year savings plan", zh: "1 年节省计划"},
	ModelSP3 - rulesBase:   {en: "3-year savings plan", zh: "3 年节省计划"},
	ModelAuto - rulesBase:  {en: "automatic", zh: "自动"},
	ModelMixed - rulesBase: {en: "mixed plan", zh: "组合方案"},

	SeatLight - rulesBase:      {en: "light", zh: "轻度"},
	SeatMedium - rulesBase:     {en: "medium", zh: "中度"},
	SeatHeavy - rulesBase:      {en: "heavy", zh: "重度"},
	ThrSeats - rulesBase:       {en: "seats", zh: "个席位"},
	ThrStreams - rulesBase:     {en: "streams", zh: "路流"},
	ThrFP64Vector - rulesBase:  {en: "FP64 vector TFLOPS", zh: "FP64 向量 TFLOPS"},
	ThrFP64Tensor - rulesBase:  {en: "FP64 tensor TFLOPS", zh: "FP64 张量 TFLOPS"},
	CountMonths - rulesBase:    {en: "{0} month{0s}", zh: "{0} 个月"},
	RegionsAndMore - rulesBase: {en: "{0} and {1} more", zh: "{0} 以及另外 {1} 个区域"},

	RejectNoSpecs - rulesBase:         {en: "No published specs in the catalog's sources, so it is never recommended.", zh: "目录的数据来源中没有公开规格，因此不会推荐。"},
	RejectRetired - rulesBase:         {en: "Retired on {0}.", zh: "已于 {0} 停用。"},
	RejectAMDRender - rulesBase:       {en: `AMD GPU; your renderer or plug-ins need NVIDIA (CUDA, OptiX). Choose "any" GPU stack to consider it.`, zh: "AMD GPU；您的渲染器或插件需要 NVIDIA（CUDA、OptiX）。若要考虑它，请将“GPU 软件栈”选为“均可”。"},
	RejectAMDCUDA - rulesBase:         {en: "AMD GPU (ROCm); your code runs on CUDA.", zh: "AMD GPU (ROCm)；您的代码基于 CUDA。"},
	RejectNVIDIAROCm - rulesBase:      {en: "NVIDIA GPU (CUDA); your code runs on ROCm.", zh: "NVIDIA GPU (CUDA)；您的代码基于 ROCm。"},
	RejectArm64 - rulesBase:           {en: "Arm64 host (NVIDIA Grace): x86-64 images and containers do not run on it. Say your images also run on Arm64 to consider it.", zh: "Arm64 主机 (NVIDIA Grace)：x86-64 映像和容器无法在其上运行。若您的映像也能在 Arm64 上运行，请注明，即可考虑此大小。"},
	PassArm64 - rulesBase:             {en: "Arm64 host (Grace): your images and containers run on Arm64.", zh: "Arm64 主机 (Grace)：您的映像和容器可在 Arm64 上运行。"},
	RejectNotConfidential - rulesBase: {en: "Not a confidential VM; you asked for one.", zh: "不是机密虚拟机，而您要求使用机密虚拟机。"},
	RejectConfidential - rulesBase:    {en: "A confidential VM (memory encrypted, attested); offered only when you ask for one, since it costs more and limits images and drivers.", zh: "机密虚拟机（内存加密并经过证明）：费用更高，且限制可用的映像和驱动程序，因此仅在您明确要求时提供。"},
	PassConfidential - rulesBase:      {en: "Confidential VM: memory encrypted and attested; expect a few percent of overhead on GPU transfers (bounce buffers) and only the images and drivers Microsoft supports for it.", zh: "机密虚拟机：内存加密并经过证明；GPU 数据传输会有几个百分点的开销（反弹缓冲区），且只能使用 Microsoft 为其支持的映像和驱动程序。"},
	RejectNoGraphics - rulesBase:      {en: "A compute GPU without graphics virtualisation (no GRID/virtual workstation support); rendering and VDI belong on NV-series.", zh: "计算型 GPU，不支持图形虚拟化（不支持 GRID/虚拟工作站）；渲染和 VDI 应使用 NV 系列。"},
	RejectNoEncoder - rulesBase:       {en: "{0} has no hardware video encoder (NVENC or VCN), so it cannot transcode efficiently.", zh: "{0} 没有硬件视频编码器（NVENC 或 VCN），无法高效转码。"},
	RejectGraphicsGPU - rulesBase:     {en: "A graphics GPU for virtual desktops, without the ML software support this work needs.", zh: "面向虚拟桌面的图形 GPU，缺少此类工作所需的机器学习软件支持。"},
	RejectNoFP8 - rulesBase:           {en: "{0} has no FP8 tensor cores, so FP8 weights do not run natively on it (use BF16/FP16 or INT8/INT4 weights to consider it).", zh: "{0} 没有 FP8 张量核心，FP8 权重无法在其上原生运行（若要考虑它，请改用 BF16/FP16 或 INT8/INT4 权重）。"},
	PassFP8 - rulesBase:               {en: "FP8 weights: {0} has FP8 tensor cores ({1} dense TFLOPS).", zh: "FP8 权重：{0} 具备 FP8 张量核心（稠密算力 {1} TFLOPS）。"},
	RejectNoBF16 - rulesBase:          {en: "{0} has FP16 but no BF16 tensor cores, so BF16 does not run on it: use FP16 to consider it.", zh: "{0} 有 FP16 张量核心，但没有 BF16 张量核心，无法运行 BF16：若要考虑它，请改用 FP16。"},
	RejectFP64 - rulesBase:            {en: "{0} publishes {1} TFLOPS FP64 per GPU, a token rate or none; double-precision work needs at least {2}.", zh: "{0} 每块 GPU 公布的 FP64 算力为 {1} TFLOPS，仅为象征性算力或没有；双精度计算至少需要 {2} TFLOPS。"},
	RejectNoTrainFigure - rulesBase:   {en: "No published dense 16-bit throughput for {0}, so the training time cannot be estimated.", zh: "{0} 没有公开的 16 位稠密吞吐量数据，无法估算训练时间。"},
	RejectNoHPCFigure - rulesBase:     {en: "No published {0} figure for {1}.", zh: "{1} 没有公开的 {0} 数据。"},
	RejectNoBandwidth - rulesBase:     {en: "No published memory bandwidth for {0}, so its tokens per second cannot be estimated for your throughput target.", zh: "{0} 没有公开的显存带宽数据，无法按您的吞吐量目标估算其 token/秒。"},
	RejectLegacyCommit - rulesBase:    {en: "{0} is a legacy generation; committing to it for {1} months is not advised.", zh: "{0} 属于旧代 GPU，不建议为其承诺 {1} 个月的用量。"},
	RejectNoSpot - rulesBase:          {en: "No Spot price for this series in the catalog's sources, so Spot cannot be quoted.", zh: "目录的数据来源中没有此系列的 Spot 价格，因此无法报出 Spot 虚拟机价格。"},

	RejectTooManyVMs - rulesBase:     {en: "Needs {0} VMs: beyond what a price quote can answer; that scale is a capacity engagement with Microsoft.", zh: "需要 {0} 台虚拟机：超出价格报价所能回答的范围；这种规模需要与 Microsoft 洽谈容量。"},
	RejectOneVM - rulesBase:          {en: "Needs {0} VMs, and you asked for one VM only.", zh: "需要 {0} 台虚拟机，而您只允许使用一台虚拟机。"},
	RejectWindowsMultiVM - rulesBase: {en: "Needs {0} VMs working together, which runs on Linux only (NCCL has no Windows build; Azure's InfiniBand stack is Linux).", zh: "需要 {0} 台虚拟机协同工作，而这只能在 Linux 上运行（NCCL 没有 Windows 版本，Azure 的 InfiniBand 软件栈也只支持 Linux）。"},
	RejectLinuxOnlySize - rulesBase:  {en: "Runs Linux VMs only (Microsoft documents only Linux images for it). Choose Linux to consider it.", zh: "只支持 Linux 虚拟机（Microsoft 的文档只为它列出 Linux 映像）。选择 Linux 才会考虑此大小。"},
	RejectLinuxOnlyCGPU - rulesBase:  {en: "Confidential GPU VMs run Linux only (Microsoft's onboarding). Choose Linux to consider it.", zh: "机密 GPU 虚拟机只支持 Linux（依据 Microsoft 的入门指南）。选择 Linux 才会考虑此大小。"},
	RejectNotOnAKS - rulesBase:       {en: "AKS does not support it yet. Deploy on VMs or a VM Scale Set to consider it.", zh: "AKS 暂不支持此大小。改为在虚拟机或虚拟机规模集上部署，才会考虑此大小。"},
	RejectNoInfiniBand - rulesBase:   {en: "Needs {0} VMs working together, and the size has no InfiniBand, so the network would limit scaling.", zh: "需要 {0} 台虚拟机协同工作，而此大小没有 InfiniBand，网络会限制扩展。"},
	PassInfiniBand - rulesBase:       {en: "{0} VMs joined by InfiniBand.", zh: "{0} 台虚拟机通过 InfiniBand 互联。"},
	PassInfiniBandGbps - rulesBase:   {en: "{0} VMs joined by InfiniBand ({1} Gb/s per GPU).", zh: "{0} 台虚拟机通过 InfiniBand 互联（每块 GPU {1} Gb/s）。"},
	RejectNoPrice - rulesBase:        {en: "No price in any region in the catalog's sources.", zh: "目录的数据来源中没有任何区域的价格。"},
	RejectNoModelPrice - rulesBase:   {en: "No {0} price in your regions (offered in {1}).", zh: "所选定价模式（{0}）在您的区域中没有价格；提供此大小的区域：{1}。"},
	RejectNotOffered - rulesBase:     {en: "Not offered in your regions (offered in {0}).", zh: "您的区域不提供此大小（提供此大小的区域：{0}）。"},
	RejectTooCostly - rulesBase:      {en: "Would cost more than {0}: beyond what a price quote can answer; that scale is a capacity engagement with Microsoft.", zh: "费用将超过 {0}：超出价格报价所能回答的范围；这种规模需要与 Microsoft 洽谈容量。"},
	RejectOverBudget - rulesBase:     {en: "Costs {0} a month, over your {1} budget.", zh: "每月费用 {0}，超出您 {1} 的预算。"},

	RejectSeatMemory - rulesBase:    {en: "{0} GB of GPU memory per VM; a {1} seat needs {2} GB.", zh: "每台虚拟机 {0} GB 显存；{1}席位需要 {2} GB。"},
	RejectWorkingSet - rulesBase:    {en: "{0} GB of GPU memory per GPU; the working set needs {1} GB.", zh: "每块 GPU {0} GB 显存；工作集需要 {1} GB。"},
	RejectNoReference - rulesBase:   {en: "The reference GPU has no figure for this bound in the catalog.", zh: "目录中没有参考 GPU 在此瓶颈上的数据。"},
	RejectPartMemory - rulesBase:    {en: "{0} GB of GPU memory (a part of one GPU); the workload needs {1} GB.", zh: "{0} GB 显存（一块 GPU 的一部分）；工作负载需要 {1} GB。"},
	RejectActivations - rulesBase:   {en: "{0} GB per GPU cannot hold the per-GPU activations and overhead ({1} GB).", zh: "每块 GPU {0} GB，容纳不下每块 GPU 上的激活值和开销（{1} GB）。"},
	RejectTooTight - rulesBase:      {en: "Too tight: {0} GB of GPU memory to spare per GPU ({1} GB), under 5%; the estimate's own error or a longer prompt would not fit.", zh: "过紧：每块 GPU（{1} GB）只剩 {0} GB 显存余量，不足 5%；估算本身的误差或更长的提示都会导致放不下。"},
	WhySeats - rulesBase:            {en: "One VM per seat: {0} VMs, each with {1} GB of GPU memory (a {2} seat needs {3} GB).", one: "One VM per seat: {0} VM with {1} GB of GPU memory (a {2} seat needs {3} GB).", zh: "每个席位一台虚拟机：共 {0} 台，每台 {1} GB 显存（{2}席位需要 {3} GB）。"},
	WhyAVD - rulesBase:              {en: "Deployment path: an Azure Virtual Desktop host pool, with Start VM on Connect so hosts run only the hours priced.", zh: "部署方式：Azure 虚拟桌面主机池，并启用“连接时启动 VM”：主机只在报价所含的时段运行，其余时间不产生费用。"},
	BasisSeat - rulesBase:           {en: "One personal desktop per VM.", zh: "每台虚拟机一个个人桌面。"},
	BasisHPC - rulesBase:            {en: "{0} {1} per GPU against the reference A100's {2}: {3} GPU-hour{3s} of work here.", zh: "每块 GPU {0} {1}，参考 A100 为 {2}：在此大小上需要 {3} GPU 小时。"},
	BasisEncoders - rulesBase:       {en: "{0} encoder engines per GPU × {1} real-time 1080p30 streams each (assumed).", one: "{0} encoder engine per GPU × {1} real-time 1080p30 streams (assumed).", zh: "每块 GPU {0} 个编码引擎 × 每个引擎 {1} 路实时 1080p30 流（假设值）。"},
	BasisEnginesAssumed - rulesBase: {en: "The vendor publishes no engine count, so one is assumed.", zh: "厂商未公布编码引擎数量，因此假设只有一个。"},
	BasisEnginesShared - rulesBase:  {en: "The GPU's parts share its engines.", zh: "GPU 的各个分区共享其编码引擎。"},
	WhyStreams - rulesBase:          {en: "{0} VMs carry {1} streams at once at about {2} streams per VM.", one: "{0} VM carries {1} streams at once at about {2} streams per VM.", zh: "{0} 台虚拟机同时承载 {1} 路流，每台约 {2} 路。"},
	WhyFitsGPU - rulesBase:          {en: "Fits: the workload needs {0} GB of GPU memory; one GPU has {1} GB ({2} × {3}).", zh: "可容纳：工作负载需要 {0} GB 显存；单块 GPU 有 {1} GB（{2} × {3}）。"},
	WhyFitsVM - rulesBase:           {en: "Fits: the workload needs {0} GB of GPU memory; one VM has {1} GB ({2} × {3}).", zh: "可容纳：工作负载需要 {0} GB 显存；单台虚拟机有 {1} GB（{2} × {3}）。"},
	WhyFitsSharded - rulesBase:      {en: "Fits when sharded over {0} GPUs: {1} GB each of the {2} GB per GPU.", zh: "分片到 {0} 块 GPU 后可容纳：每块 GPU 共 {2} GB，占用 {1} GB。"},
	WhyFitsTP - rulesBase:           {en: "Sharded over {0} GPUs: {1} GB each of the {2} GB per GPU; memory alone needs {3}. An inference server splits the attention heads evenly over 1, 2, 4 or 8 GPUs, or runs the whole VM as tensor × pipeline parallel when its GPUs cannot split them; memory and throughput are counted on the {0}.", zh: "分片到 {0} 块 GPU：每块 GPU 共 {2} GB，占用 {1} GB；仅按显存需要 {3} 块。推理服务器把注意力头均分到 1、2、4 或 8 块 GPU 上，若整台虚拟机的 GPU 无法均分，则以张量并行 × 流水线并行运行整台虚拟机；显存和吞吐量均按这 {0} 块计算。"},
	BasisTraining - rulesBase:       {en: "{0} dense TFLOPS per GPU at {1} model FLOPs utilisation ({2}).", zh: "每块 GPU 稠密算力 {0} TFLOPS，模型 FLOPs 利用率 (MFU) 按 {1} 计；依据：{2}。"},
	MFUHopper - rulesBase:           {en: "Hopper: 38–43% BF16 MFU for Llama 3 405B on H100 (Dubey et al. 2024, table 4)", zh: "Hopper：Llama 3 405B 在 H100 上的 BF16 MFU 为 38–43%（Dubey 等，2024，表 4）"},
	MFUBlackwell - rulesBase:        {en: "Blackwell: assumed as Hopper until published figures exist", zh: "Blackwell：在有公开数据之前按 Hopper 假设"},
	MFUAmpere - rulesBase:           {en: "Ampere: 30–52% on A100 (Narayanan et al. 2021); 40% assumed", zh: "Ampere：A100 上为 30–52%（Narayanan 等，2021）；按 40% 假设"},
	MFUCDNA3 - rulesBase:            {en: "CDNA 3: assumed lower than Hopper (ROCm training stacks reach a smaller share of MI300X's peak in public benchmarks)", zh: "CDNA 3：假设低于 Hopper（公开基准测试中，ROCm 训练软件栈只能发挥 MI300X 峰值中较小的比例）"},
	MFUNoBF16 - rulesBase:           {en: "{0}: FP16 tensor cores without BF16, assumed 30%", zh: "{0}：有 FP16 张量核心但没有 BF16，按 30% 假设"},
	MFUAssumed - rulesBase:          {en: "{0}: assumed 30%", zh: "{0}：按 30% 假设"},
	BasisDecode - rulesBase:         {en: "Decode is memory-bound: {0} TB/s per GPU at {1} efficiency, reading {2} GB of weights and {3} GB of KV cache per step for {4} sequence{4s}; {5} tokens/s per replica of {6}.", zh: "解码受显存带宽限制：每块 GPU {0} TB/s，按 {1} 的效率计，{4} 个序列每步读取 {2} GB 权重和 {3} GB KV 缓存；每个副本（{6}）{5} token/秒。"},
	BasisMoE - rulesBase:            {en: "A mixture of experts: each of the {0} sequence{0s} of a step picks {1} of {2} routed experts in every MoE layer, so together they touch about {3} of them (1 − (1 − {1}/{2})^{0}); with the {4} B parameters every token uses, a step reads about {5} B parameters, not the {6} B active per token.", zh: "混合专家模型：每步的 {0} 个序列在每个 MoE 层各从 {2} 个路由专家中选 {1} 个，合计约触及其中的 {3}（1 − (1 − {1}/{2})^{0}）；加上每个 token 都使用的 {4} B 参数，每步约读取 {5} B 参数，而不只是每个 token 激活的 {6} B。"},
	WhyReplicas - rulesBase:         {en: "{0} replicas of about {1} tokens/s each serve the {2} tokens/s target: {3}.", one: "{0} replica of about {1} tokens/s serves the {2} tokens/s target: {3}.", zh: "{0} 个副本（每个约 {1} token/秒）可满足 {2} token/秒的目标：{3}。"},
	WhyMoreRequests - rulesBase:     {en: "Your {0} requests at once cannot reach the tokens/s target on it: one request decodes at most {1} tokens/s here. Sized for {2} requests at once, it ranks after the sizes that reach the target with yours.", zh: "在此大小上，您同时的 {0} 个请求无法达到 token/秒的目标：单个请求在此最多解码 {1} token/秒。按同时 {2} 个请求估算，因此排在能以您的请求数达到目标的大小之后。"},
	WhyRequestsSplit - rulesBase:    {en: "{2} independent copies behind a load balancer, each in its own VM with the KV cache of {0} of the {1} requests, rather than one copy over more VMs.", zh: "负载均衡器后面的 {2} 个独立副本，各在自己的虚拟机上，承载 {1} 个请求中 {0} 个的 KV 缓存，而不是让一个副本跨更多虚拟机。"},
	WhySpans - rulesBase:            {en: "One copy of the model spans {0} VMs (tensor/pipeline parallel over InfiniBand).", zh: "模型的一个副本跨 {0} 台虚拟机（通过 InfiniBand 做张量并行/流水线并行）。"},
	FinishHours - rulesBase:         {en: "{0} h", zh: "{0} 小时"},
	FinishDays - rulesBase:          {en: "{0} h ({1} day{1s} of running VMs)", zh: "{0} 小时（虚拟机运行 {1} 天）"},
	WhyDeadline - rulesBase:         {en: "{0} VMs finish the work in {1}, inside your window of {2} h a month for {3}.", one: "{0} VM finishes the work in {1}, inside your window of {2} h a month for {3}.", zh: "{0} 台虚拟机可在 {1}内完成工作，在您每月 {2} 小时、为期 {3}的时间窗口之内。"},
	WhyInWindow - rulesBase:         {en: "The work takes {0} on {1}, inside your window; pay-as-you-go and Spot bill those hours, not the window.", zh: "在 {1}上完成工作需要 {0}，在您的时间窗口之内；即用即付和 Spot 只按这些小时计费，而不是整个窗口。"},

	RankPretrainClass - rulesBase:  {en: "H100-class GPUs with NVLink and InfiniBand: the decision tree's choice for large-scale pre-training.", zh: "带 NVLink 和 InfiniBand 的 H100 级 GPU：决策树为大规模预训练推荐的选择。"},
	RankPretrainOther - rulesBase:  {en: "Not the H100 class the decision tree advises for large-scale pre-training: ranked lower at equal cost.", zh: "不是决策树为大规模预训练建议的 H100 级 GPU：同等成本下排名靠后。"},
	RankTrainPart - rulesBase:      {en: "A part of one GPU: fine for trying things out, slow for training runs.", zh: "只是一块 GPU 的一部分：适合试验，用于训练则较慢。"},
	RankInferenceClass - rulesBase: {en: "A cheap GPU with many parallel streams: the decision tree's choice for inference.", zh: "价格低、可并行处理多路请求的 GPU：决策树为推理推荐的选择。"},
	RankRenderNG - rulesBase:       {en: "NGads V620 is Microsoft's cloud-gaming series; NV-series is built for professional workstations: ranked below it.", zh: "NGads V620 是 Microsoft 的云游戏系列，NV 系列才是为专业工作站打造的：排在 NV 系列之后。"},
	RankRenderA10 - rulesBase:      {en: "NVIDIA A10 with a GRID licence in every VM: virtual workstation drivers for professional 3D applications.", zh: "NVIDIA A10，每台虚拟机附带 GRID 许可证：提供面向专业 3D 应用的虚拟工作站驱动程序。"},
	RankTranscodeT4 - rulesBase:    {en: "T4: the decision tree's choice for transcoding, scaled with VM Scale Sets on queue length.", zh: "T4：决策树为转码推荐的选择，用虚拟机规模集按队列长度扩缩。"},
	RankLegacy - rulesBase:         {en: "{0} is a legacy generation ({1}): fine for old code, not for a new project; never under a commitment.", zh: "{0} 属于旧代 GPU ({1})：可以运行旧代码，但不适合新项目；切勿为其购买承诺用量。"},
	RankTight - rulesBase:          {en: "Tight fit: {0} GB of GPU memory to spare per GPU. Measure first; lower-precision weights or the next size up give room.", zh: "容量偏紧：每块 GPU 只剩 {0} GB 显存余量。请先实测；改用更低精度的权重或大一级的大小可留出余量。"},
	RankPreview - rulesBase:        {en: "In preview: no SLA, and sizes may change.", zh: "处于预览阶段：没有 SLA，大小可能变化。"},
	RankRetiring - rulesBase:       {en: "Retires on {0}: plan a migration.", zh: "将于 {0} 停用：请规划迁移。"},
	RankLocalDisk - rulesBase:      {en: "Local disks of {0} TB hold the {1} TB dataset next to the GPUs.", zh: "{0} TB 本地磁盘可将 {1} TB 数据集放在 GPU 旁边。"},
	RankLocalDiskSmall - rulesBase: {en: "Local disks ({0} TB) are smaller than the {1} TB dataset: stream it from Blob storage or Azure Managed Lustre in the same region.", zh: "本地磁盘（{0} TB）小于 {1} TB 的数据集：请从同一区域的 Blob 存储或 Azure 托管 Lustre 流式读取。"},
	RankNoNVLink - rulesBase:       {en: "Note: the GPUs have no NVLink, so sharded training exchanges gradients over PCIe and runs slower.", zh: "注意：这些 GPU 没有 NVLink，分片训练需通过 PCIe 交换梯度，速度较慢。"},
	RankMoreGPUs - rulesBase:       {en: "Spreads the work over {0} GPUs where {1} would hold it: within 5% of the cost, a plan on fewer GPUs ranks first (no multi-GPU setup, a smaller quota request).", zh: "将工作分散到 {0} 块 GPU 上，而 {1} 块即可容纳：费用相差不超过 5% 时，GPU 较少的方案排名靠前（无需多 GPU 配置，配额申请也更少）。"},

	EffectVMs - rulesBase:       {en: "{0} VM{0s}.", zh: "{0} 台虚拟机。"},
	EffectMemGPUs - rulesBase:   {en: "The model needs {0} GPU{0s} for memory.", zh: "按显存计，模型需要 {0} 块 GPU。"},
	EffectPerVM - rulesBase:     {en: "{0} {1} per VM.", zh: "每台虚拟机 {0} {1}。"},
	EffectWorkHours - rulesBase: {en: "The work takes {0} h.", zh: "工作需要 {0} 小时。"},
	EffectDeadline - rulesBase:  {en: "VMs added to meet the deadline.", zh: "为按期完成而增加了虚拟机。"},
	EffectPrice - rulesBase:     {en: "Price model: {0} in {1} ({2}): {3} for the project, {4} billed VM-hours.", zh: "定价模式：{0}（{2}），区域 {1}：项目总计 {3}，计费 {4} 虚拟机小时。"},
	HowCheapest - rulesBase:     {en: "the cheapest whole-project plan", zh: "整个项目周期最便宜的方案"},
	HowAsked - rulesBase:        {en: "as you asked", zh: "按您的选择"},

	ReasonPrice - rulesBase:         {en: "Price model: {0}; {1} per VM-hour in {2}, the cheapest of {3} allowed region{3s} offering it.", zh: "定价模式：{0}；在 {2} 每虚拟机小时 {1}，是提供此大小的 {3} 个允许区域中最便宜的。"},
	ReasonMix - rulesBase:           {en: "Mixed plan: {0}.", zh: "组合方案：{0}。"},
	ReasonSaves - rulesBase:         {en: "The chosen plan ({0}) saves {1} over pay-as-you-go for the whole project.", zh: "所选方案（{0}）在整个项目周期内比即用即付节省 {1}。"},
	ReasonSavesEstimate - rulesBase: {en: "The chosen plan ({0}) saves an estimated {1} over pay-as-you-go for the whole project: its price is an estimate, not a quote ({2}).", zh: "所选方案（{0}）在整个项目周期内比即用即付估计节省 {1}。该价格是估算值，不是报价：{2}"},
	ReasonSPTerms - rulesBase:       {en: "A savings plan is a commitment to spend {0} an hour on compute for its term, whatever runs: it applies across VM sizes and regions, not to this size alone; usage above it is billed at pay-as-you-go, and it cannot be cancelled, exchanged or refunded.", zh: "节省计划是在整个期限内每小时在计算上支出 {0} 的承诺，无论运行什么：它适用于各种虚拟机大小和区域，而不只针对这个大小；超出部分按即用即付计费，且不能取消、交换或退款。"},
	ReasonUnit - rulesBase:          {en: "{0} per GPU-hour; {1} per dense TFLOPS-hour.", zh: "每 GPU 小时 {0}；每稠密 TFLOPS 小时 {1}。"},
	NoticeTightOnly - rulesBase:     {en: "Every size that fits leaves under 10% of GPU memory to spare; the closest is {0} in {1} at {2}. Lower-precision weights, a shorter context or fewer concurrent requests give room.", zh: "所有放得下的大小都只剩不到 10% 的显存余量；最接近的是 {1} 的 {0}，{2}。改用更低精度的权重、缩短上下文或减少并发请求可留出余量。"},
}
