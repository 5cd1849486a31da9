package words

// The decision tree's messages (block 2, rules.go), continued: sizing
// assumptions; prices (estimates, offers, mixed plans, sources); ranking and
// batch rendering; price sources' short labels.

const (
	// Sizing assumptions.
	AssumeModelPreset ID = NoticeTightOnly + 1 + iota
	AssumeModelGiven
	AssumeModelUnnamed
	AssumeModelUnnamedGQA
	AssumeWeights
	AssumeKV
	KVBytes16
	KVBytesFP8
	AssumeInferenceActivations
	AssumeQLoRA
	AssumeLoRA
	AssumeFull
	AssumeSmallTraining
	AssumeTrainActivations
	AssumeWork
	WorkFull
	WorkQLoRA
	WorkLoRA
	AssumeSeat
	AssumeHPCWork
	AssumeHPCMemory
	AssumeTranscodeEngines
	AssumeTranscodeWork

	// Prices: estimates, offers, mixed plans and sources.
	AssumeSpot
	AssumeRI
	AssumeSP
	AssumeSP3
	SPFromSeries
	SPFromAll
	AssumeSpotUndated
	AssumeWindows
	AdjustDevTest
	AdjustAHB
	AdjustAHBDesktop
	MixTermThenFlex
	MixBaseline
	MixSPHourly
	MixThen
	SourceCited
	SourceSpotEstimate
	SourceUndated
	SourceUndatedShort
	SourceDiscountEstimate
	SourceWindowsEstimate
	SourceBoth

	// Ranking: a training node offered for video, a model
	// spread over VMs, a size equal to a pick.
	RejectTrainingNode
	RankSpansVMs
	ReasonEquivalent
	ReasonAboveNext

	// Batch rendering.
	RejectBatchPart
	RejectBatchDesktop
	RejectBatchNoRT
	RejectFrameTooLong
	BasisRender
	AssumeRenderWork
	AssumeRenderScene
	ThrFrames

	// Chinese wording: a price source's short label, by the
	// catalog's source ID (its full title stays in the footer's citations).
	SrcRetailAPI
	SrcRadar
	SrcKarpenter
	SrcSkyPilot
	SrcResearchNote

	endRules
)

var rulesAssumeTable = [endRules - rulesBase]entry{
	AssumeModelPreset - rulesBase:          {en: "Model: {0}, {1} layers × {2} KV heads × {3} dims, vocabulary {4} ({5}).", zh: "模型：{0}，{1} 层 × {2} 个 KV 头 × {3} 维，词表 {4}（{5}）。"},
	AssumeModelGiven - rulesBase:           {en: "Model: {0} B parameters with the attention shape given, {1} layers × {2} KV heads × {3} dims.", zh: "模型：{0} B 参数，采用给定的注意力结构：{1} 层 × {2} 个 KV 头 × {3} 维。"},
	AssumeModelUnnamed - rulesBase:         {en: "Model: an unnamed {0} B model is sized conservatively as multi-head attention ({1} layers × {2} KV heads × {3} dims, the largest KV cache for its size); choose the model or give its shape for a closer figure.", zh: "模型：未指定的 {0} B 模型按多头注意力保守估算（{1} 层 × {2} 个 KV 头 × {3} 维，同等规模下 KV 缓存最大）；选择具体模型或给出其结构可得到更准确的数字。"},
	AssumeModelUnnamedGQA - rulesBase:      {en: "Model: an unnamed {0} B model is sized as grouped-query attention ({1} layers × {2} KV heads × {3} dims), as nearly every open model of 30 B parameters or more since 2023 is; choose the model or give its shape for a closer figure.", zh: "模型：未指定的 {0} B 模型按分组查询注意力（GQA）估算（{1} 层 × {2} 个 KV 头 × {3} 维），2023 年以来 30 B 参数及以上的开放模型几乎都采用这种结构；选择具体模型或给出其结构可得到更准确的数字。"},
	AssumeWeights - rulesBase:              {en: "Weights: {0} B parameters × {1} byte{1s} ({2}).", zh: "权重：{0} B 参数 × {1} 字节 ({2})。"},
	AssumeKV - rulesBase:                   {en: "KV cache: 2 × {0} layers × {1} KV head{1s} × {2} dims × {3} byte{3s} ({4}) × {5} token{5s} × {6} concurrent request{6s}.", zh: "KV 缓存：2 × {0} 层 × {1} 个 KV 头 × {2} 维 × {3} 字节（{4}）× {5} 个 token × {6} 个并发请求。"},
	KVBytes16 - rulesBase:                  {en: "16-bit, the serving default even for 8-bit weights", zh: "16 位，即使权重为 8 位，这也是推理服务的默认设置"},
	KVBytesFP8 - rulesBase:                 {en: "FP8, as chosen", zh: "FP8，按您的选择"},
	AssumeInferenceActivations - rulesBase: {en: "Activations 3% of the weights, plus {0} GB per GPU for the CUDA context, NCCL and CUDA graphs.", zh: "激活值占权重的 3%，另加每块 GPU {0} GB，用于 CUDA 上下文、NCCL 和 CUDA Graphs。"},
	AssumeQLoRA - rulesBase:                {en: "QLoRA: frozen weights in 4-bit NormalFloat with double quantisation ({0} bytes/parameter, Dettmers et al. 2023).", zh: "QLoRA：冻结权重采用 4 位 NormalFloat 并经双重量化（每个参数 {0} 字节，Dettmers 等，2023）。"},
	AssumeLoRA - rulesBase:                 {en: "LoRA: frozen {0} weights plus rank-16 adapters on every linear layer (~0.6% of parameters) trained with Adam.", zh: "LoRA：冻结的 {0} 权重，加上每个线性层上秩为 16 的适配器（约占参数的 0.6%），用 Adam 训练。"},
	AssumeFull - rulesBase:                 {en: "Full training with Adam: {0} + {1} + {2} bytes per parameter (ZeRO, Rajbhandari et al. 2020), sharded across GPUs with FSDP/ZeRO-3.", zh: "使用 Adam 全量训练：每个参数 {0} + {1} + {2} 字节（ZeRO，Rajbhandari 等，2020），通过 FSDP/ZeRO-3 分片到各块 GPU。"},
	AssumeSmallTraining - rulesBase:        {en: "Small-model training: at least 8 GB per GPU for the batch working set; measure peak memory on a short run and adjust.", zh: "小模型训练：每块 GPU 至少为批次工作集预留 8 GB；请先短时试跑，测出显存峰值后再调整。"},
	AssumeTrainActivations - rulesBase:     {en: "Activations: activation checkpointing, one {0}-token sequence per GPU (split over GPUs by context parallelism when its activations and logits pass 40 GB; Korthikanti et al. 2022); FP32 logits and their gradient over a {1}-token vocabulary; {2} GB per GPU for the CUDA context and NCCL.", zh: "激活值：启用激活检查点，每块 GPU 一个 {0} token 的序列（其激活值与 logits 超过 40 GB 时以上下文并行拆分到多块 GPU；Korthikanti 等，2022）；{1} 个 token 词表上的 FP32 logits 及其梯度；每块 GPU {2} GB 用于 CUDA 上下文和 NCCL。"},
	AssumeWork - rulesBase:                 {en: "Work: 6 × {0} B (active parameters, plus attention past 10%) × {1} B tokens × {2} epoch{2s}, {3} = {4} FLOPs (Kaplan et al. 2020).", zh: "计算量：6 × {0} B（活跃参数，注意力超过 10% 时计入）× {1} B token × {2} 轮，{3} = {4} FLOPs（Kaplan 等，2020）。"},
	WorkFull - rulesBase:                   {en: "full training", zh: "全量训练"},
	WorkQLoRA - rulesBase:                  {en: "QLoRA (×1.04 of full: LoRA's 0.75 × 1.39 for 4-bit dequantisation)", zh: "QLoRA（全量的 ×1.04：LoRA 的 0.75 × 4 位反量化的 1.39）"},
	WorkLoRA - rulesBase:                   {en: "LoRA (×0.75 of full, Hu et al. 2021)", zh: "LoRA（全量的 ×0.75，Hu 等，2021）"},
	AssumeSeat - rulesBase:                 {en: "One VM per seat (personal desktop); a {0} seat needs {1} GB of GPU memory (NVadsA10 v5 partitions: 1/6, 1/3, 1/2 of an A10).", zh: "每个席位一台虚拟机（个人桌面）；{0}席位需要 {1} GB 显存（NVadsA10 v5 分区：A10 的 1/6、1/3、1/2）。"},
	AssumeHPCWork - rulesBase:              {en: "Work: {0} GPU-hour{0s} on one {1}; each GPU is billed the hours its {2} take to do the same work (rate ratio to the reference).", zh: "工作量：在一块 {1} 上需 {0} GPU 小时；每块 GPU 按其 {2} 完成同样工作所需的小时计费（按与参考 GPU 的速率之比）。"},
	AssumeHPCMemory - rulesBase:            {en: "GPU memory per GPU of at least 16 GB for the simulation's working set; check with your solver's memory estimate.", zh: "每块 GPU 至少需要 16 GB 显存来容纳模拟的工作集；请用求解器的内存估算核对。"},
	AssumeTranscodeEngines - rulesBase:     {en: "Transcoding uses the GPU's video engines (NVENC/VCN); each GPU needs only a few GB of memory.", zh: "转码使用 GPU 的视频引擎 (NVENC/VCN)；每块 GPU 只需要几 GB 显存。"},
	AssumeTranscodeWork - rulesBase:        {en: "Work: {0} hour{0s} of video; each encoder engine carries about {1} real-time 1080p30 H.264 streams at a medium preset (assumed; measure yours), and a part of a GPU shares its engines. The fleet is sized for {2} streams at once.", zh: "工作量：{0} 小时视频；每个编码引擎在中等预设下约可承载 {1} 路实时 1080p30 H.264 流（假设值，请实测），GPU 分区共享所在 GPU 的编码引擎。虚拟机数量按同时处理 {2} 路流规划。"},

	AssumeSpot - rulesBase:             {en: "Spot estimated at {0} of pay-as-you-go: the median Spot/pay-as-you-go ratio observed for {1} in {2} region-prices ({3}). Spot prices move with demand.", zh: "Spot 虚拟机价格按即用即付的 {0} 估算：取 {1} 在 {2} 个区域价格中观察到的 Spot/即用即付价格比的中位数（{3}）。Spot 价格随需求变动。"},
	AssumeRI - rulesBase:               {en: "Reservation estimated at {0} off pay-as-you-go (the 40–60% range the source articles cite; Microsoft's ceiling is 72%). Check the real price in the Azure pricing calculator.", zh: "预留实例价格按即用即付减 {0} 估算（来源文章给出的范围为 40–60%；Microsoft 给出的上限为 72%）。请在 Azure 定价计算器中核对实际价格。"},
	AssumeSP - rulesBase:               {en: "Savings plan estimated at {0} of pay-as-you-go: {1} ({2}). Check the real price in the Azure pricing calculator.", zh: "节省计划价格按即用即付的 {0} 估算：{1}（{2}）。请在 Azure 定价计算器中核对实际价格。"},
	AssumeSP3 - rulesBase:              {en: "For 3 years: {1} × {2}, the median 3-year ÷ 1-year ratio of {0} recorded reservation price pairs ({3}).", one: "For 3 years: {1} × {2}, the 3-year ÷ 1-year ratio of {0} recorded reservation price pair ({3}).", zh: "3 年期：{1} × {2}，即 {0} 组已记录的预留实例价格中 3 年期与 1 年期之比的中位数（{3}）。"},
	SPFromSeries - rulesBase:           {en: "the median ratio of {0} recorded 1-year savings-plan prices of {1}", one: "the ratio of {0} recorded 1-year savings-plan price of {1}", zh: "{1} 已记录的 {0} 个 1 年期节省计划价格与即用即付之比的中位数"},
	SPFromAll - rulesBase:              {en: "no savings-plan price of {3} is recorded, so the median ratio of all {0} recorded 1-year savings-plan prices (from {1} to {2} of pay-as-you-go)", zh: "没有 {3} 的节省计划价格记录，因此取全部 {0} 个已记录的 1 年期节省计划价格之比的中位数（介于即用即付的 {1} 到 {2} 之间）"},
	AssumeSpotUndated - rulesBase:      {en: "The Spot price comes from an undated capture ({0}): an estimate, not today's price. Spot prices move with demand.", zh: "Spot 价格来自一份未注明日期的快照（{0}）：这是估算值，不是当前价格。Spot 价格随需求变动。"},
	AssumeWindows - rulesBase:          {en: "Windows licence estimated at {0} per vCPU-hour × {1} vCPUs = {2}/hour (Windows Server pay-as-you-go rate via Azure Arc; no Windows price for this size is in the sources).", zh: "Windows 许可证费用按每 vCPU 小时 {0} × {1} 个 vCPU = 每小时 {2} 估算（通过 Azure Arc 的 Windows Server 即用即付费率；数据来源中没有此大小的 Windows 价格）。"},
	AdjustDevTest - rulesBase:          {en: "Dev/Test subscription: Windows VMs are billed at the Linux rate (Visual Studio subscribers, non-production only).", zh: "开发/测试订阅：Windows 虚拟机按 Linux 费率计费（仅限 Visual Studio 订阅者的非生产用途）。"},
	AdjustAHB - rulesBase:              {en: "Azure Hybrid Benefit: your Windows Server licences cover the OS, so the VM is billed at the Linux rate.", zh: "Azure 混合权益：您的 Windows Server 许可证涵盖操作系统，因此虚拟机按 Linux 费率计费。"},
	AdjustAHBDesktop - rulesBase:       {en: "Azure Hybrid Benefit for desktops: your users' Windows Enterprise or Microsoft 365 licences cover Windows 11 Enterprise, so the VM is billed at the Linux rate.", zh: "桌面的 Azure 混合权益：您用户的 Windows 企业版或 Microsoft 365 许可证涵盖 Windows 11 企业版，因此虚拟机按 Linux 费率计费。"},
	MixTermThenFlex - rulesBase:        {en: "{0} VM{0s} on a {1} for {2}, then {3} for the last {4}", zh: "{0} 台虚拟机：前 {2}（{1}），最后 {4}（{3}）"},
	MixBaseline - rulesBase:            {en: "{0} VM{0s} on a {1} around the clock + {2} {3} for {4} h a month", zh: "{0} 台虚拟机全天候运行（{1}）+ {2}（{3}，每月 {4} 小时）"},
	MixSPHourly - rulesBase:            {en: "{0} of {1} an hour", zh: "{0}，每小时 {1}"},
	MixThen - rulesBase:                {en: "{0} for {1}, then {2} for the last {3},", zh: "{0}，前 {1}；最后 {3}为{2}"},
	SourceCited - rulesBase:            {en: "{0}, as of {1}", zh: "{0}，截至 {1}"},
	SourceSpotEstimate - rulesBase:     {en: "Estimate: pay-as-you-go ({0}) × the Spot ratio observed in {1}", zh: "估算：即用即付价格（{0}）× 在 {1} 中观察到的 Spot 价格比"},
	SourceUndated - rulesBase:          {en: "{0} ({1})", zh: "{0}（未注明日期：{1}）"},
	SourceUndatedShort - rulesBase:     {en: "{0}, undated", zh: "{0}，未注明日期"},
	SourceDiscountEstimate - rulesBase: {en: "Estimate: pay-as-you-go ({0}) less an assumed discount", zh: "估算：即用即付价格（{0}）减去假设的折扣"},
	SourceWindowsEstimate - rulesBase:  {en: "+ an estimated Windows licence", zh: " + 估算的 Windows 许可证费用"},
	SourceBoth - rulesBase:             {en: "{0}; {1}", zh: "{0}；{1}"},

	RejectTrainingNode - rulesBase: {en: "{0} is a training and HPC node ({1}): its price pays for interconnect and memory that transcoding never uses; video runs on GPUs made for it (T4, A10, RTX PRO).", zh: "{0} 是训练和 HPC 节点（{1}）：其价格包含转码永远用不到的互连和显存；视频应运行在专为视频设计的 GPU 上（T4、A10、RTX PRO）。"},
	RankSpansVMs - rulesBase:       {en: "One copy of the model spans {0} VMs: ranked after every size that holds it in one VM, since serving across VMs is slower per token and doubles what can fail.", zh: "模型的一个副本跨越 {0} 台虚拟机：排在所有能在一台虚拟机内容纳该模型的大小之后，因为跨虚拟机推理每个 token 更慢，且故障面加倍。"},
	ReasonAboveNext - rulesBase:    {en: "Ranked above #2, {0} at {1}, though it costs more. On #2:", zh: "虽然费用更高，仍排在第 2 名 {0}（{1}）之前。第 2 名的情况："},
	ReasonEquivalent - rulesBase:   {en: "Equivalent choices here, with the same GPUs at the same price: {0}.", zh: "此区域的等效选择（相同的 GPU，相同的价格）：{0}。"},

	// Batch rendering.
	RejectBatchPart - rulesBase:    {en: "A part of a GPU ({0}): a batch renderer is sized on whole GPUs, each rendering one frame with all of its memory; a partition is sized for a desktop.", zh: "GPU 的一部分 ({0})：批量渲染按整块 GPU 计算，每块 GPU 以其全部显存渲染一帧；GPU 分区是为桌面设计的。"},
	RejectBatchDesktop - rulesBase: {en: "A size built for desktops only (AMD desktop partitions, cloud gaming); a CUDA/OptiX batch renderer needs a whole NVIDIA GPU.", zh: "仅面向桌面的大小（AMD 桌面分区、云游戏）；CUDA/OptiX 批量渲染器需要一整块 NVIDIA GPU。"},
	RejectBatchNoRT - rulesBase:    {en: "{0} is a compute GPU without RT cores: OptiX ray tracing runs far slower than its FP32 figure says, so frames are not costed on it. Render on NV-series, NCasT4_v3 or RTX PRO.", zh: "{0} 是没有 RT 核心的计算型 GPU：OptiX 光线追踪远慢于其 FP32 数据所示，因此不按它估算帧。请在 NV 系列、NCasT4_v3 或 RTX PRO 上渲染。"},
	RejectFrameTooLong - rulesBase: {en: "One frame takes {0} h on this GPU, longer than your whole window of {1} h; a frame is not split across GPUs.", zh: "在此 GPU 上渲染一帧需要 {0} 小时，超过整个时间窗口 {1} 小时；一帧不会拆分到多块 GPU 上。"},
	BasisRender - rulesBase:        {en: "{0} FP32 TFLOPS per GPU against the reference A10's {1}: about {2} minute{2s} a frame here, one frame per GPU at a time (an estimate).", zh: "每块 GPU {0} FP32 TFLOPS，参考 A10 为 {1}：在此约每帧 {2} 分钟，每块 GPU 一次渲染一帧（估算）。"},
	AssumeRenderWork - rulesBase:   {en: "Work: {0} frame{0s} × {1} minute{1s} on one {2} = {3} GPU-hour{3s} there; each GPU takes those minutes × the A10's FP32 TFLOPS ÷ its own (an estimate: RT cores and memory bandwidth also count, so time a few frames on the size you pick). Billed by the work: your hours and months are the deadline window.", zh: "工作量：{0} 帧 × 在一块 {2} 上每帧 {1} 分钟 = 在其上 {3} GPU 小时；每块 GPU 的用时为这些分钟数 × A10 的 FP32 TFLOPS ÷ 其自身的 FP32 TFLOPS（估算：RT 核心和显存带宽也有影响，请在所选大小上实测几帧）。按工作量计费：您填写的每月小时数和月数是完成期限。"},
	ThrFrames - rulesBase:          {en: "frames/h", zh: "帧/小时"},
	AssumeRenderScene - rulesBase:  {en: "The scene fits in one GPU's memory: {0} GB assumed (geometry, textures, frame buffers); check your renderer's peak GPU memory. Frames are independent: an evicted or failed frame is rendered again from the queue.", zh: "场景可放入一块 GPU 的显存：假定 {0} GB（几何体、纹理、帧缓冲区）；请核对渲染器的显存峰值。各帧相互独立：被逐出或失败的帧会从队列中重新渲染。"},

	// Chinese wording.
	SrcRetailAPI - rulesBase:    {en: "Azure Retail Prices API", zh: "Azure 零售价格 API"},
	SrcRadar - rulesBase:        {en: "Azure Retail Prices API via Azure Pricing Radar", zh: "Azure Pricing Radar 快照的 Azure 零售价格 API 数据"},
	SrcKarpenter - rulesBase:    {en: "Azure Retail Prices API via Karpenter for Azure", zh: "Karpenter Azure 提供程序收录的 Azure 零售价格 API 数据"},
	SrcSkyPilot - rulesBase:     {en: "SkyPilot's Azure catalog", zh: "SkyPilot 的 Azure 价格目录"},
	SrcResearchNote - rulesBase: {en: "Azure Retail Prices API rows in a research note", zh: "研究笔记引用的 Azure 零售价格 API 数据"},
}
