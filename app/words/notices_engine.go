package words

// The engine's notices (block 1, notices.go), continued: its notices about the
// answer, the Markdown summary, the parts of the GPU memory need, geographies,
// the decision path, the page's title, and the words added for over-provisioning,
// batch rendering and finished Chinese.

const (
	// The engine's notices about the answer.
	NoRegion ID = ValVideoHours + 1 + iota
	OverBudget
	NoFitClosest
	MultiVM
	FP32Training
	EstimatePrices
	SpotSnapshot
	SpotDesktop
	SpotServing
	WindowsServing
	SpotSync
	SpotRedo
	SpotMPI
	TermLonger
	CommitOverPAYG
	CommitNeverPays
	BudgetOnlyEstimate
	BudgetOnlyEstimateMix
	CapacityEngagement
	StalePrices
	LockInAML
	RegionLacks

	// CapNotices' summaries of what it leaves out.
	MoreKeys
	MoreRegions
	MoreValues
	MoreLink

	// The Markdown summary.
	MdAsOf
	MdNote
	MdNeed
	MdNeedTop
	MdNoFit
	MdTableHead
	MdPickHeading
	MdBilled
	MdBilledWork
	MdThroughput
	MdPath

	// The parts of the GPU memory need (advisor.Part's Name).
	PartWeights
	PartGradients
	PartOptimizer
	PartActivations
	PartKVCache
	PartAdapters
	PartOverhead
	PartFrameBuffer
	PartWorkingSet
	PartLogits
	PartRuntime

	// The catalog's geography groups.
	GeoAfrica
	GeoAsiaPacific
	GeoCanada
	GeoEurope
	GeoMexico
	GeoMiddleEast
	GeoSouthAmerica
	GeoUK
	GeoUS

	// The decision path's stages, the lifecycle badges, throughput units.
	StageTask
	StageBudget
	StageData
	StageEcosystem
	StageRank
	LifePreview
	LifeRetiring
	LifeRetired
	ThroughputTokens
	ThroughputStreams
	ThroughputSeats

	// The page's title and description (web/boot.js has them too, for the
	// moment before the app starts).
	PageTitle
	PageDescription

	// The Chinese wording (zh.txt) could not be fetched or read; shown in
	// English, so it says so in both languages.
	ChineseUnavailable

	// Over-provisioning and a small model pre-trained.
	PretrainSmall
	PretrainOnePass
	OverProvisioned
	ProvisionWays
	ProvisionNoWay
	ProvisionWay
	WayPrecision
	WayStack
	WayRegion
	NoFitWays
	NoFitNoWay
	WayModel
	WayBudget
	WayAnyRegion
	WayLinux
	UseMemory
	UseThroughput

	// Batch rendering.
	WhatRenderMode
	WhatFrames
	WhatFrameMinutes
	ValFrames
	ValMinutes
	ThroughputFrames

	// Chinese wording: a label's colon, full-width in Chinese.
	LabelColon
	Quoted
	CSVLabels
	CSVColumns
	CSVModelColumns

	endNotices
)

var noticeEngineTable = [endNotices - noticeBase]entry{
	ChineseUnavailable - noticeBase: {en: "中文界面无法加载，页面以英文显示。The Chinese wording could not be loaded ({0}); the page is in English.", zh: "中文界面无法加载（{0}），页面以英文显示。"},

	NoRegion - noticeBase:              {en: "None of the chosen regions offers GPU sizes in the catalog.", zh: "所选区域都没有目录中的 GPU 大小。"},
	OverBudget - noticeBase:            {en: "No size fits the {0} monthly budget. The cheapest that fits otherwise is {1} in {2} at {3} a month: {4}.", zh: "在每月 {0} 的预算内没有合适的大小。不考虑预算时最便宜的是 {2} 区域的 {1}，每月 {3}，{4}。"},
	NoFitClosest - noticeBase:          {en: "No size fits these answers. The closest was {0}: {1}", zh: "没有符合这些回答的大小。最接近的是 {0}：{1}"},
	MultiVM - noticeBase:               {en: "The work is too large for one VM (its memory or your window): the top pick spans {0} VMs ({1} GPUs) joined by InfiniBand.", zh: "一台虚拟机容纳不下这项工作（显存或您的时间窗口）：首选方案由 {0} 台虚拟机（共 {1} 块 GPU）通过 InfiniBand 互连组成。"},
	FP32Training - noticeBase:          {en: "FP32 training runs on CUDA cores, several times slower than BF16 tensor cores: mixed precision (AMP) cuts its hours and cost.", zh: "FP32 训练在 CUDA 核心上运行，比 BF16 张量核心慢数倍：混合精度 (AMP) 可缩短工时、降低费用。"},
	EstimatePrices - noticeBase:        {en: "Some prices are estimates, marked as such: no public source here gives them. Each says how it was derived; check them in the Azure pricing calculator.", zh: "部分价格是估算值，已做标注：这里的公开数据源没有给出这些价格。每个估算都说明了推算方法，请在 Azure 定价计算器中核实。"},
	SpotSnapshot - noticeBase:          {en: "The top pick's Spot price comes from an undated capture (SkyPilot, 2023–2024), so it is an estimate, not today's price: Spot prices move with demand. Check the current Spot price before you rely on it.", zh: "首选方案的 Spot 价格来自一份未注明日期的快照（SkyPilot，2023–2024 年），因此是估算值，不是当前价格：Spot 价格随需求波动。依赖它之前请核实当前的 Spot 价格。"},
	SpotDesktop - noticeBase:           {en: "Spot for desktops: an eviction ends a user's session with 30 seconds' notice. Interactive desktops belong on pay-as-you-go or a reservation.", zh: "桌面使用 Spot：一次逐出会在提前 30 秒通知后结束用户的会话。交互式桌面应使用即用即付或预留实例。"},
	SpotServing - noticeBase:           {en: "Spot for serving: evictions take replicas away with 30 seconds' notice, a copy of the model across VMs with any one of its VMs. Keep enough pay-as-you-go replicas for the traffic you must serve, and Spot only for the rest or for batch inference.", zh: "在线服务使用 Spot：逐出会在提前 30 秒通知后带走副本，跨虚拟机的模型副本只要其中一台被逐出就会整体停止。请保留足够的即用即付副本承载必须服务的流量，Spot 只用于其余部分或批量推理。"},
	WindowsServing - noticeBase:        {en: "Serving a language model on Windows: vLLM does not run on Windows natively (Linux, or WSL on Windows), and most serving stacks ship for Linux first. Plan for WSL or Linux containers, or choose Linux, which also takes the Windows licence out of the price.", zh: "在 Windows 上部署语言模型推理服务：vLLM 不原生支持 Windows（仅 Linux，或 Windows 上的 WSL），多数推理服务框架也以 Linux 为先。请规划使用 WSL 或 Linux 容器，或选择 Linux，这样价格中也不再包含 Windows 许可证。"},
	SpotMPI - noticeBase:               {en: "Spot for an MPI job across {0} VMs: one eviction stops every rank, and the job restarts from its last checkpoint.", zh: "在 {0} 台虚拟机上用 Spot 运行 MPI 作业：任何一次逐出都会让所有 MPI 进程停止，作业要从最近的检查点重新开始。"},
	SpotSync - noticeBase:              {en: "Spot for training across {0} VMs: one eviction stalls every rank of the job until it restarts from a checkpoint. Expect restarts; checkpoint often.", zh: "在 {0} 台虚拟机上用 Spot 训练：任何一次逐出都会让作业的所有进程停下，直到从检查点重新启动。重启在所难免，请经常保存检查点。"},
	SpotRedo - noticeBase:              {en: "Spot for work billed by the hours it takes: an eviction (30 seconds' notice) loses the work since the last checkpoint, and the cost shown counts none redone. Checkpoint often (renders and encodes a frame or a file at a time) and allow for some hours run again.", zh: "按工作用时计费的任务使用 Spot：一次逐出（提前 30 秒通知）会丢失自上次检查点以来的工作，而显示的费用未计入任何重做。请经常保存检查点（渲染和转码逐帧或逐个文件推进），并为部分重跑的小时数留出余量。"},
	TermLonger - noticeBase:            {en: "A {0} bills all {1} months of its term, {2}, for a project of {3} month{3s}; pay-as-you-go for the same work is {4}.", zh: "{0}按整个期限的 {1} 个月计费，共 {2}，而项目只有 {3} 个月；同样的工作用即用即付是 {4}。"},
	CommitOverPAYG - noticeBase:        {en: "The {0} bills {1} over the project ({2} billed), more than pay-as-you-go for the same use, {3}: it pays off only from about {4} hours a month per VM, and this plan runs about {5}.", zh: "{0}在整个项目中计费 {1}（按 {2} 计费），比同样用量的即用即付（{3}）更贵：每台虚拟机每月大约运行 {4} 小时以上才划算，而此方案每月大约只运行 {5} 小时。"},
	CommitNeverPays - noticeBase:       {en: "The {0} bills {1} over the project ({2} billed), more than pay-as-you-go for the same use, {3}: for this project it would not pay off even around the clock (break-even about {4} hours a month per VM, of at most 730), and this plan runs about {5}.", zh: "{0}在整个项目中计费 {1}（按 {2} 计费），比同样用量的即用即付（{3}）更贵：对这个项目来说，即使全天候运行也不划算（盈亏平衡点约为每台虚拟机每月 {4} 小时，而一个月最多 730 小时），此方案每月大约只运行 {5} 小时。"},
	BudgetOnlyEstimate - noticeBase:    {en: "The top pick is within the {0} monthly budget only at the {1} price, an estimated {2} off pay-as-you-go; on pay-as-you-go it is {3} a month. The discount is an estimate: check the real price before you rely on it.", zh: "首选只有按估算折扣（比即用即付低 {2}）使用{1}时才在每月 {0} 的预算之内；按即用即付为每月 {3}。该折扣是估算值：依赖它之前请核实实际价格。"},
	BudgetOnlyEstimateMix - noticeBase: {en: "The top pick is within the {0} monthly budget only through the estimated price of the committed part ({1}); on pay-as-you-go it is {2} a month. Check the real price before you rely on it.", zh: "首选只有按承诺部分（{1}）的估算价格计算才在每月 {0} 的预算之内；按即用即付为每月 {2}。依赖它之前请核实实际价格。"},
	CapacityEngagement - noticeBase:    {en: "{0} VMs with {1} GPUs at {2} a month is a capacity engagement with Microsoft (account team, capacity reservation), not a self-service price quote: ask early.", zh: "{0} 台虚拟机、共 {1} 块 GPU、每月 {2} 的规模需要与 Microsoft 洽谈容量（客户团队、容量预留），不是自助报价能解决的：请尽早联系。"},
	StalePrices - noticeBase:           {en: "Prices are from {0}, {1} month{1s} ago: confirm current prices before you commit.", zh: "价格数据来自 {0}，已有 {1} 个月：承诺购买前请确认当前价格。"},
	LockInAML - noticeBase:             {en: "Azure Machine Learning manages the compute for you but ties the workflow to its APIs; containers on AKS keep the same GPUs portable.", zh: "Azure 机器学习替您管理计算资源，但工作流会绑定到它的 API；在 AKS 上运行容器，同样的 GPU 工作负载可以随时迁移。"},
	RegionLacks - noticeBase:           {en: "{0} is not offered in every chosen region, only in {1} of {2}.", zh: "并非每个所选区域都提供 {0}：{2} 个区域中有 {1} 个提供。"},

	MoreKeys - noticeBase:    {en: "…and {0} more unknown key{0s}.", zh: "……另有 {0} 个未知的键。"},
	MoreRegions - noticeBase: {en: "…and {0} more region{0s} not read.", zh: "……另有 {0} 个区域未读取。"},
	MoreValues - noticeBase:  {en: "…and {0} more value{0s} not read as written.", zh: "……另有 {0} 个值未按原样读取。"},
	MoreLink - noticeBase:    {en: "…and {0} more problem{0s} with the link.", zh: "……链接中另有 {0} 处问题。"},

	MdAsOf - noticeBase:        {en: "Prices as of {0}; advice for {1}.", zh: "价格截至 {0}；建议日期 {1}。"},
	MdNote - noticeBase:        {en: "Note:", zh: "注意："},
	MdNeed - noticeBase:        {en: "GPU memory needed: **{0} GB**", zh: "所需显存：**{0} GB**"},
	MdNeedTop - noticeBase:     {en: " — top pick: {0}, {1}", zh: "，首选方案：{0}，{1}"},
	MdNoFit - noticeBase:       {en: "No size fits; see the notes above.", zh: "没有合适的大小，原因见上方说明。"},
	MdTableHead - noticeBase:   {en: "| # | Size | GPUs/VM | GPU memory | Region | VMs | Price model | $/hour | $/month | Project total |", zh: "| # | 大小 | 每台 GPU | 显存 | 区域 | 虚拟机数 | 定价模式 | 美元/小时 | 美元/月 | 项目总计 |"},
	MdPickHeading - noticeBase: {en: "{0}. {1} in {2}", zh: "{0}. {1}（{2}）"},
	MdBilled - noticeBase:      {en: "Billed: {0} VM-hours over the project.", zh: "计费时长：整个项目共 {0} 虚拟机小时。"},
	MdBilledWork - noticeBase:  {en: "Billed: {0} VM-hours over the project; the work takes {1} h.", zh: "计费时长：整个项目共 {0} 虚拟机小时；工作本身需要 {1} 小时。"},
	MdThroughput - noticeBase:  {en: "Throughput: {0} {1} per VM.", zh: "吞吐量：每台虚拟机 {0} {1}。"},
	MdPath - noticeBase:        {en: "Decision path: {0}", zh: "决策路径：{0}"},

	PartWeights - noticeBase:     {en: "weights", zh: "权重"},
	PartGradients - noticeBase:   {en: "gradients", zh: "梯度"},
	PartOptimizer - noticeBase:   {en: "optimizer states", zh: "优化器状态"},
	PartActivations - noticeBase: {en: "activations", zh: "激活值"},
	PartKVCache - noticeBase:     {en: "KV cache", zh: "KV 缓存"},
	PartAdapters - noticeBase:    {en: "adapters", zh: "适配器"},
	PartOverhead - noticeBase:    {en: "overhead", zh: "额外开销"},
	PartFrameBuffer - noticeBase: {en: "frame buffer", zh: "帧缓冲"},
	PartWorkingSet - noticeBase:  {en: "working set", zh: "工作集"},
	PartLogits - noticeBase:      {en: "logits", zh: "logits"},
	PartRuntime - noticeBase:     {en: "runtime", zh: "运行时"},

	GeoAfrica - noticeBase:       {en: "Africa", zh: "非洲"},
	GeoAsiaPacific - noticeBase:  {en: "Asia Pacific", zh: "亚太"},
	GeoCanada - noticeBase:       {en: "Canada", zh: "加拿大"},
	GeoEurope - noticeBase:       {en: "Europe", zh: "欧洲"},
	GeoMexico - noticeBase:       {en: "Mexico", zh: "墨西哥"},
	GeoMiddleEast - noticeBase:   {en: "Middle East", zh: "中东"},
	GeoSouthAmerica - noticeBase: {en: "South America", zh: "南美洲"},
	GeoUK - noticeBase:           {en: "UK", zh: "英国"},
	GeoUS - noticeBase:           {en: "US", zh: "美国"},

	StageTask - noticeBase:         {en: "task", zh: "任务"},
	StageBudget - noticeBase:       {en: "budget", zh: "预算"},
	StageData - noticeBase:         {en: "data", zh: "数据"},
	StageEcosystem - noticeBase:    {en: "ecosystem", zh: "生态"},
	StageRank - noticeBase:         {en: "rank", zh: "排序"},
	LifePreview - noticeBase:       {en: "preview", zh: "预览版"},
	LifeRetiring - noticeBase:      {en: "retiring", zh: "即将停用"},
	LifeRetired - noticeBase:       {en: "retired", zh: "已停用"},
	ThroughputTokens - noticeBase:  {en: "{0} tokens/s", zh: "{0} token/秒"},
	ThroughputStreams - noticeBase: {en: "{0} stream{0s}", zh: "{0} 路流"},
	ThroughputSeats - noticeBase:   {en: "{0} seat{0s}", zh: "{0} 个席位"},

	PageTitle - noticeBase:       {en: "Azure GPU Advisor — choose an Azure GPU VM", zh: "Azure GPU Advisor：选择 Azure GPU 虚拟机"},
	PageDescription - noticeBase: {en: "Choose an Azure GPU virtual machine: sizing, ranked picks with costs and reasons, and a pre-deployment checklist.", zh: "选择 Azure GPU 虚拟机：规模估算、带费用和理由的推荐排名，以及部署前检查清单。"},

	PretrainSmall - noticeBase:   {en: "A {0} B model is small for pre-training: under 3 B parameters it trains on one VM without a cluster. Choose the task Training (task=train) for that plan.", zh: "{0} B 的模型对预训练而言较小：30 亿参数以下的模型可在一台虚拟机上训练，无需群集。请选择任务“训练”（`task=train`）获取该方案。"},
	PretrainOnePass - noticeBase: {en: "Pre-training reads its tokens once: {0} epochs are not used. For more passes, give the tokens of all of them, or choose the task Training (task=train).", zh: "预训练只读取一遍 token：不使用 {0} 轮。如需多轮，请给出所有轮次的 token 总数，或选择任务“训练”（`task=train`）。"},
	OverProvisioned - noticeBase: {en: "The top pick, {0}, uses {1} of its GPU {2}, since no smaller size using half its GPUs passes your answers. The smallest size that would hold it, {3}, is out: {4}", zh: "首选 {0} 只用到其 GPU {2}的 {1}，因为没有能用到其一半 GPU 的更小大小符合您的回答。能容纳它的最小大小 {3} 被排除：{4}"},
	ProvisionWays - noticeBase:   {en: "Cheaper ways out, each changing one answer: {0}.", zh: "只改一个回答的更便宜方案：{0}。"},
	ProvisionNoWay - noticeBase:  {en: "No single changed answer gives a cheaper plan.", zh: "只改一个回答无法得到更便宜的方案。"},
	ProvisionWay - noticeBase:    {en: "{0}: {1} in {2} at {3}", zh: "{0}：{2} 的 {1}，{3}"},
	WayPrecision - noticeBase:    {en: "{0} weights", zh: "{0} 权重"},
	WayStack - noticeBase:        {en: "any GPU stack", zh: "任意 GPU 软件栈"},
	WayRegion - noticeBase:       {en: "any region in {0} (outside the regions you chose)", zh: "{0}内的任意区域（超出您所选的区域）"},
	NoFitWays - noticeBase:       {en: "Ways forward, each changing one answer: {0}.", zh: "只改一个回答的可行方案：{0}。"},
	NoFitNoWay - noticeBase:      {en: "No single changed answer (precision, a smaller model, the budget, the regions, the operating system, the price model, the GPU stack) gives a plan.", zh: "只改一个回答（精度、更小的模型、预算、区域、操作系统、定价模式或 GPU 软件栈）也无法得到方案。"},
	WayModel - noticeBase:        {en: "a smaller model, {0}", zh: "更小的模型 {0}"},
	WayBudget - noticeBase:       {en: "a budget of {0} for the top pick without a cap ({1} in {2})", zh: "预算提高到 {0}，即不设上限时的首选（{2} 的 {1}）"},
	WayAnyRegion - noticeBase:    {en: "any region (outside the regions you chose)", zh: "任意区域（超出您所选的区域）"},
	WayLinux - noticeBase:        {en: "Linux instead of Windows", zh: "改用 Linux 而非 Windows"},
	UseMemory - noticeBase:       {en: "memory", zh: "显存"},
	UseThroughput - noticeBase:   {en: "memory and throughput", zh: "显存和吞吐量"},

	// Batch rendering.
	WhatRenderMode - noticeBase:   {en: "Render mode", zh: "渲染模式"},
	WhatFrames - noticeBase:       {en: "Frames", zh: "帧数"},
	WhatFrameMinutes - noticeBase: {en: "Minutes per frame", zh: "每帧分钟数"},
	ValFrames - noticeBase:        {en: "{0} frame{0s}", zh: "{0} 帧"},
	ValMinutes - noticeBase:       {en: "{0} minute{0s}", zh: "{0} 分钟"},
	ThroughputFrames - noticeBase: {en: "{0} frames/h", zh: "{0} 帧/小时"},

	// Chinese wording.
	LabelColon - noticeBase: {en: ": ", zh: "："},
	Quoted - noticeBase:     {en: "\"{0}\"", zh: "“{0}”"},
	// The CSV's labels and columns, separated by |, in the order WriteCSV
	// writes them.
	CSVLabels - noticeBase: {en: "Prices as of|Advice for|Link|Assumed (not sure)|Note", zh: "价格截至|建议日期|链接|假定值（不确定）|注意"},
	CSVColumns - noticeBase: {en: "Rank|Size|Series|GPU|GPUs per VM|GPU memory (GB)|Region|Region name|VMs|Chosen price model|Chosen USD per hour|Chosen USD per month|Chosen USD project total|Estimate|Estimate assumption",
		zh: "排名|大小|系列|GPU|每台虚拟机 GPU 数|显存（GB）|区域|区域名称|虚拟机数|所选定价模式|所选方案美元/小时|所选方案美元/月|所选方案项目总计（美元）|是否估算|估算假设"},
	CSVModelColumns - noticeBase: {en: "{0} USD per month|{0} USD project total|{0} estimate", zh: "{0}美元/月|{0}项目总计（美元）|{0}估算"},
}
