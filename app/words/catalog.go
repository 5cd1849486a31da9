package words

// ID names a message. The table below holds its wording; a test checks that
// every ID has both languages with the same placeholders.
type ID uint16

// NoMessage is the ID of no message, for a place that takes an ID and has
// nothing to say (a field without a hint): T writes nothing for it. It is
// the largest ID, past every block.
const NoMessage = ^ID(0)

// The messages, grouped by where they show.
const (
	// Formats.
	MoneyPerMonth ID = iota
	DurationHours
	DurationDays
	CountVMs
	CountGPUs

	// The page and its header.
	Tagline
	ShareLink
	CopyLink
	Copied
	Language
	CatalogLoadFailed
	NoScript
	LinkAnswers
	StartOver
	StartOverTitle
	NotSure
	NotSureHint
	AssumedLabel
	AssumedNotSure
	AssumedItem
	ValBTokens
	WhyNotUnsure
	UpdateReady
	UpdateReadyUndated
	UpdateReload
	Questions
	Recommendation
	Back
	Next
	Undo
	UndoTitle
	CopySummary
	SummaryHint
	OpenIt

	// The stepper and the steps' headings.
	Steps
	StepTask
	StepBudget
	StepData
	StepEcosystem
	HeadingTask
	HeadingBudget
	HeadingData
	HeadingEcosystem
	StartFrom
	Typical

	// Step 1: the tasks, the presets and the task's fields.
	TaskInference
	TaskInferenceHint
	TaskFinetune
	TaskFinetuneHint
	TaskTrain
	TaskTrainHint
	TaskPretrain
	TaskPretrainHint
	TaskRender
	TaskRenderHint
	TaskHPC
	TaskHPCHint
	TaskTranscode
	TaskTranscodeHint
	PresetChatBot
	PresetQLoRA
	PresetPretrain
	PresetVDI
	PresetCFD
	PresetTranscode
	Seats
	UnitUsers
	SeatsHint
	WorkPerSeat
	WorkPerSeatHint
	LoadLight
	LoadMedium
	LoadHeavy
	Bound
	BoundHint
	BoundFP64
	BoundFP64Tensor
	BoundFP32
	BoundBandwidth
	JobSize
	UnitA100Hours
	JobSizeHint
	Nodes
	UnitVMs
	NodesHint
	VideoHours
	UnitVideoHours
	VideoHoursHint
	Streams
	UnitStreams
	StreamsHint
	StartVMs
	StartVMsHint
	Model
	ModelHint
	ModelOther
	ModelSize
	UnitBParams
	ModelSizeHint
	Layers
	UnitLayers
	LayersHint
	KVHeads
	UnitHeads
	KVHeadsHint
	HeadDim
	UnitDims
	HeadDimHint
	Precision
	PrecisionHint
	Method
	MethodHint
	MethodFull
	MethodQLoRA
	Context
	UnitTokens
	ContextHint
	Concurrency
	UnitRequests
	ConcurrencyHint
	TargetTPS
	UnitTokensPerSec
	TargetTPSHint
	KVFP8
	KVFP8Hint
	TrainTokens
	UnitBTokens
	TrainTokensHint
	PretrainTokensHint
	Epochs
	UnitPasses
	EpochsHint

	// Step 2.
	Preset247
	PresetOffice
	PresetOccasional
	HoursPerMonth
	UnitHoursMonth
	HoursHint
	HoursWindow
	HoursWindowHint
	HoursMax
	BaseVMs
	BaseVMsHint
	Months
	UnitMonths
	MonthsHint
	MonthsMax
	Budget
	UnitUSD
	BudgetHint
	SpotLabel
	SpotHint
	SpotImpliedHint
	PriceModel
	PriceModelHint
	PriceCheapest
	PricePAYG
	PriceSpot
	PriceRI1
	PriceRI3
	PriceSP1
	PriceSP3
	PriceAuto
	PriceMixed
	OS
	OSHint
	HybridBenefit
	HybridBenefitHint
	DevTest
	DevTestHint

	// Step 3.
	Anywhere
	DataSize
	DataSizeHint
	Multinode
	MultinodeHint
	MultinodeAuto
	MultinodeNo
	MultinodeYes
	Geo
	GeoHint
	Regions
	RegionsPlaceholder
	RegionsHint
	RegionGroups
	GroupEU
	GroupEurope
	GroupUS
	GroupUK
	GroupSwitzerland
	GroupAPAC
	GroupEUOnly
	GroupSummary
	PickRegions

	// Step 4.
	Stack
	StackHint
	StackEither
	Framework
	FrameworkHint
	Other
	Deploy
	DeployHint
	DeployVM
	DeployVMSS
	DeployAKS
	DeployAML
	Containers
	ContainersHint
	LockIn
	LockInHint
	Confidential
	ConfidentialHint
	Arm64
	Arm64Hint

	// A number field's messages.
	EnterNumber
	BelowZero
	WholeOnly
	AtLeast
	Clamped
	MostPlanned
	StillUsing
	None
	NotNumber
	DecimalComma
	MillionsM

	// A pick.
	RAM
	TempDisk
	GPULine
	Where
	Estimate
	PerHour
	PerHourAll
	PerMonth
	ProjectMonths
	WorkCost
	WorkTakes
	ThroughputBasis
	MixedPlanLine
	EstimateLine
	DecisionPath
	WhyThisPick
	OtherPriceModels
	Project
	WithEstimate
	PriceSource
	Billed
	VMHours
	FinishesIn
	ThroughputPerVM
	UnitCosts
	PerGPUHour
	PerGBHour
	PerTFLOPHour

	// Results, sizing, checklist, footer.
	Recommendations
	NoFit
	WhyNotOthers
	WorkloadNeeds
	NeedGPUMemory
	NeedGPUMemorySeat
	TopPick
	HowSized
	ChecklistHeading
	PricesAsOf
	PricesNote
	DataSources

	// The Markdown summary's headings.
	MdTitle
	MdSizing
	MdWhyNot
	MdChecklist

	// Batch rendering (issue 22): step 1's render mode and job.
	RenderMode
	RenderModeHint
	RenderModeSeats
	RenderModeBatch
	Frames
	UnitFrames
	FramesHint
	FrameMinutes
	UnitMinutesFrame
	FrameMinutesHint
	PresetRenderFarm

	// Verbatim is a text read back from JSON, kept as it was written.
	Verbatim

	numIDs
)

// table is the wording, indexed by ID. Terms follow Microsoft Learn's zh-cn
// pages (GLOSSARY.md); size names, GPU names and az commands stay as they are.
var table = [numIDs]entry{
	Verbatim:      {en: "{0}", zh: "{0}"},
	MoneyPerMonth: {en: "{0}/month", zh: "{0}/月"},
	DurationHours: {en: "{0} hours", one: "{0} hour", zh: "{0} 小时"},
	DurationDays:  {en: "{0} days", one: "{0} day", zh: "{0} 天"},
	CountVMs:      {en: "{0} VMs", one: "{0} VM", zh: "{0} 台虚拟机"},
	CountGPUs:     {en: "{0} GPUs", one: "{0} GPU", zh: "{0} 块 GPU"},

	Tagline:            {en: "Answer four questions; get the Azure GPU VM, its cost and a checklist.", zh: "回答四个问题，即可得到合适的 Azure GPU 虚拟机、费用和部署清单。"},
	ShareLink:          {en: "Share link", zh: "共享链接"},
	CopyLink:           {en: "Copy link", zh: "复制链接"},
	Copied:             {en: "Copied ✓", zh: "已复制 ✓"},
	Language:           {en: "Language", zh: "语言"},
	CatalogLoadFailed:  {en: "The embedded catalog could not be loaded: {0}", zh: "无法加载内置目录：{0}"},
	UpdateReady:        {en: "A new version with prices of {0} is ready: reload to use it. Your answers stay in the link.", zh: "新版本已就绪，价格截至 {0}：重新加载即可使用。您的回答保留在链接中。"},
	UpdateReadyUndated: {en: "A new version is ready: reload to use it. Your answers stay in the link.", zh: "新版本已就绪：重新加载即可使用。您的回答保留在链接中。"},
	UpdateReload:       {en: "Reload", zh: "重新加载"},
	NoScript:           {en: "Azure GPU Advisor needs JavaScript to read this link and work out its recommendation: turn JavaScript on to see it.", zh: "Azure GPU Advisor 需要 JavaScript 才能读取此链接并给出推荐：请启用 JavaScript 以查看推荐。"},
	LinkAnswers:        {en: "The answers in this link (the recommendation for them needs the app to run):", zh: "此链接中的回答（需要应用运行才能给出对应的推荐）："},
	StartOver:          {en: "Start over", zh: "重新开始"},
	StartOverTitle:     {en: "Clear every answer, in the page and in the link, and go back to the defaults.", zh: "清除页面和链接中的所有回答，恢复默认值。"},
	NotSure:            {en: "I'm not sure", zh: "我不确定"},
	NotSureHint:        {en: "Uses the usual value, marked as assumed in the recommendation and the exports.", zh: "使用常用值，并在推荐和导出内容中标为假定值。"},
	AssumedLabel:       {en: "Assumed (not sure)", zh: "假定值（不确定）"},
	AssumedNotSure:     {en: "Assumed, as you were not sure: {0}.", zh: "由于您不确定，采用以下假定值：{0}。"},
	AssumedItem:        {en: "{0} {1}", zh: "{0} {1}"},
	ValBTokens:         {en: "{0} B training tokens", zh: "{0}B 训练 token"},
	WhyNotUnsure:       {en: "not one of ctx, conc, tokens and epochs", zh: "不是 `ctx`、`conc`、`tokens`、`epochs` 之一"},
	Questions:          {en: "Questions", zh: "问题"},
	Recommendation:     {en: "Recommendation", zh: "推荐"},
	Back:               {en: "← Back", zh: "← 上一步"},
	Next:               {en: "Next →", zh: "下一步 →"},
	Undo:               {en: "↶ Undo", zh: "↶ 撤消"},
	UndoTitle:          {en: "Go back to the answers before the last change, as the browser's Back button does", zh: "恢复到上次更改之前的回答，与浏览器的“后退”按钮作用相同"},
	CopySummary:        {en: "Copy summary", zh: "复制摘要"},
	SummaryHint:        {en: "The recommendation, costs, reasons and checklist as Markdown, for a ticket or an e-mail.", zh: "以 Markdown 格式复制推荐、费用、理由和清单，可直接粘贴到工单或电子邮件中。"},
	OpenIt:             {en: "Open it: {0}", zh: "打开链接：{0}"},

	Steps:            {en: "Steps", zh: "步骤"},
	StepTask:         {en: "Task", zh: "任务"},
	StepBudget:       {en: "Budget & duration", zh: "预算与时长"},
	StepData:         {en: "Data & network", zh: "数据与网络"},
	StepEcosystem:    {en: "Ecosystem", zh: "软件生态"},
	HeadingTask:      {en: "1. What will the GPUs do?", zh: "1. GPU 用来做什么？"},
	HeadingBudget:    {en: "2. Budget and duration", zh: "2. 预算与时长"},
	HeadingData:      {en: "3. Data and network", zh: "3. 数据与网络"},
	HeadingEcosystem: {en: "4. Ecosystem", zh: "4. 软件生态"},
	StartFrom:        {en: "Start from:", zh: "从示例开始："},
	Typical:          {en: "Typical:", zh: "常用值："},

	TaskInference:      {en: "Inference", zh: "推理"},
	TaskInferenceHint:  {en: "Serve a model: chat bots, APIs, batch scoring", zh: "部署模型提供服务：聊天机器人、API、批量评分"},
	TaskFinetune:       {en: "Fine-tuning", zh: "微调"},
	TaskFinetuneHint:   {en: "Adapt a pre-trained model: full, LoRA or QLoRA", zh: "在预训练模型上继续训练：全量、LoRA 或 QLoRA"},
	TaskTrain:          {en: "Training", zh: "训练"},
	TaskTrainHint:      {en: "From scratch: small and mid-size models, CNNs", zh: "从头训练：中小型模型、CNN"},
	TaskPretrain:       {en: "Pre-training", zh: "预训练"},
	TaskPretrainHint:   {en: "Tens of billions of parameters and up", zh: "数百亿参数及以上的模型"},
	TaskRender:         {en: "Rendering & VDI", zh: "渲染与 VDI"},
	TaskRenderHint:     {en: "Virtual workstations, design, film", zh: "虚拟工作站、设计、影视制作"},
	TaskHPC:            {en: "HPC & simulation", zh: "HPC 与仿真"},
	TaskHPCHint:        {en: "CFD, weather, genomics; double precision", zh: "CFD、气象、基因组学；双精度计算"},
	TaskTranscode:      {en: "Video transcoding", zh: "视频转码"},
	TaskTranscodeHint:  {en: "Encode and decode streams at scale", zh: "大规模视频流编解码"},
	PresetChatBot:      {en: "7B chat bot", zh: "7B 聊天机器人"},
	PresetQLoRA:        {en: "QLoRA 13B", zh: "QLoRA 微调 13B"},
	PresetPretrain:     {en: "70B pre-train", zh: "70B 预训练"},
	PresetVDI:          {en: "VDI for designers", zh: "设计师 VDI"},
	PresetCFD:          {en: "CFD on 4 nodes", zh: "4 节点 CFD"},
	PresetTranscode:    {en: "Transcoding farm", zh: "转码集群"},
	Seats:              {en: "Seats", zh: "席位数"},
	UnitUsers:          {en: "users", zh: "名用户"},
	SeatsHint:          {en: "People working at the same time; each gets a VM.", zh: "同时工作的人数；每人一台虚拟机。"},
	WorkPerSeat:        {en: "Work per seat", zh: "每个席位的负载"},
	WorkPerSeatHint:    {en: "Light: office; medium: 2D/light 3D; heavy: 3D design, CAD, rendering.", zh: "轻度：办公；中度：2D 或轻量 3D；重度：3D 设计、CAD、渲染。"},
	LoadLight:          {en: "Light", zh: "轻度"},
	LoadMedium:         {en: "Medium", zh: "中度"},
	LoadHeavy:          {en: "Heavy", zh: "重度"},
	Bound:              {en: "What limits your code", zh: "代码的性能瓶颈"},
	BoundHint:          {en: "Ranks GPUs by that figure: FP64 vector for stencils and CFD, FP64 matrix for DGEMM-heavy codes, memory bandwidth for sparse solvers.", zh: "按该指标为 GPU 排序：模板计算和 CFD 看 FP64 向量性能，DGEMM 密集型代码看 FP64 矩阵性能，稀疏求解器看内存带宽。"},
	BoundFP64:          {en: "FP64 vector (stencils, CFD)", zh: "FP64 向量（模板计算、CFD）"},
	BoundFP64Tensor:    {en: "FP64 matrix (DGEMM-heavy)", zh: "FP64 矩阵（DGEMM 密集型）"},
	BoundFP32:          {en: "Single precision (FP32)", zh: "单精度 (FP32)"},
	BoundBandwidth:     {en: "Memory bandwidth (sparse solvers)", zh: "内存带宽（稀疏求解器）"},
	JobSize:            {en: "Job size", zh: "作业规模"},
	UnitA100Hours:      {en: "A100 GPU-hours", zh: "A100 GPU 小时"},
	JobSizeHint:        {en: "Hours the work would take on one NVIDIA A100 80GB; the cost follows this work.", zh: "在一块 NVIDIA A100 80GB 上完成这项工作所需的小时数；费用按这个工作量计算。"},
	Nodes:              {en: "Nodes", zh: "节点数"},
	UnitVMs:            {en: "VMs", zh: "台虚拟机"},
	NodesHint:          {en: "VMs running the job together; more than one needs InfiniBand.", zh: "共同运行作业的虚拟机数量；多于一台时需要 InfiniBand。"},
	VideoHours:         {en: "Video to transcode", zh: "待转码视频时长"},
	UnitVideoHours:     {en: "hours of video", zh: "小时视频"},
	VideoHoursHint:     {en: "Over the whole project; each stream runs in real time.", zh: "整个项目的总量；每路流按实时速度转码。"},
	Streams:            {en: "Streams at once", zh: "并发流数"},
	UnitStreams:        {en: "streams", zh: "路"},
	StreamsHint:        {en: "Concurrent transcodes at peak; the checklist says how to turn them into VMs.", zh: "高峰时同时进行的转码路数；清单会说明如何换算成虚拟机数量。"},
	StartVMs:           {en: "VMs to start with", zh: "初始虚拟机数"},
	StartVMsHint:       {en: "A scale set grows and shrinks from here.", zh: "虚拟机规模集从这个数量开始扩缩。"},
	Model:              {en: "Model", zh: "模型"},
	ModelHint:          {en: "Its size and attention shape size the memory and the work. Other: give the size.", zh: "模型的参数量和注意力结构决定所需内存和计算量。选择“其他”时请填写参数量。"},
	ModelOther:         {en: "Other (size only)", zh: "其他（仅填参数量）"},
	ModelSize:          {en: "Model size", zh: "参数量"},
	UnitBParams:        {en: "B params", zh: "B 参数"},
	ModelSizeHint:      {en: "Billions of parameters, e.g. 7, 13, 70.", zh: "以十亿 (B) 计，例如 7、13、70。"},
	Layers:             {en: "Layers", zh: "层数"},
	UnitLayers:         {en: "layers", zh: "层"},
	LayersHint:         {en: "Optional, from config.json (num_hidden_layers). Give all three for an exact KV cache.", zh: "可选，即 `config.json` 中的 `num_hidden_layers`。三项都填写才能精确计算 KV 缓存。"},
	KVHeads:            {en: "KV heads", zh: "KV 头数"},
	UnitHeads:          {en: "heads", zh: "个 KV 头"},
	KVHeadsHint:        {en: "Optional: num_key_value_heads (fewer than attention heads with GQA).", zh: "可选：`num_key_value_heads`（使用 GQA 时少于注意力头数）。"},
	HeadDim:            {en: "Head dimension", zh: "头维度"},
	UnitDims:           {en: "dims", zh: "维"},
	HeadDimHint:        {en: "Optional: head_dim, usually hidden size ÷ attention heads.", zh: "可选：`head_dim`，通常等于隐藏层大小 ÷ 注意力头数。"},
	Precision:          {en: "Precision", zh: "精度"},
	PrecisionHint:      {en: "Weights' number format; lower precision needs less memory.", zh: "权重的数值格式；精度越低，占用内存越少。"},
	Method:             {en: "Method", zh: "方法"},
	MethodHint:         {en: "LoRA and QLoRA train small adapters on frozen weights.", zh: "LoRA 和 QLoRA 冻结原有权重，只训练小型适配器。"},
	MethodFull:         {en: "Full", zh: "全量微调"},
	MethodQLoRA:        {en: "QLoRA (4-bit)", zh: "QLoRA（4 位）"},
	Context:            {en: "Context length", zh: "上下文长度"},
	UnitTokens:         {en: "tokens", zh: "token"},
	ContextHint:        {en: "Sequence length per request or training sample.", zh: "每个请求或训练样本的序列长度。"},
	Concurrency:        {en: "Concurrent requests", zh: "并发请求数"},
	UnitRequests:       {en: "requests", zh: "个请求"},
	ConcurrencyHint:    {en: "Requests served at once; sizes the KV cache.", zh: "同时处理的请求数，决定 KV 缓存的大小。"},
	TargetTPS:          {en: "Target throughput", zh: "目标吞吐量"},
	UnitTokensPerSec:   {en: "tokens/s", zh: "token/秒"},
	TargetTPSHint:      {en: "Output tokens per second over all replicas. Empty: size for the concurrent requests only.", zh: "所有副本合计每秒输出的 token 数。留空则只按并发请求数估算。"},
	KVFP8:              {en: "FP8 KV cache", zh: "FP8 KV 缓存"},
	KVFP8Hint:          {en: "Halves the KV cache (vLLM --kv-cache-dtype fp8); unticked keeps it 16-bit.", zh: "KV 缓存减半（vLLM 的 `--kv-cache-dtype fp8`）；不勾选则保持 16 位。"},
	TrainTokens:        {en: "Training tokens", zh: "训练 token 数"},
	UnitBTokens:        {en: "B tokens", zh: "B token"},
	TrainTokensHint:    {en: "Per epoch, billions: 0.02 is 20 million. Empty: the task's default.", zh: "每轮的 token 数，以十亿计：0.02 即 2000 万。留空则使用该任务的默认值。"},
	PretrainTokensHint: {en: "Empty: compute-optimal, 20 tokens per parameter.", zh: "留空则按计算最优估算：每个参数 20 个 token。"},
	Epochs:             {en: "Epochs", zh: "训练轮数"},
	UnitPasses:         {en: "passes", zh: "轮"},
	EpochsHint:         {en: "Passes over the training tokens.", zh: "完整遍历训练数据的次数。"},

	Preset247:         {en: "24/7 (730 h)", zh: "全天候 (730 小时)"},
	PresetOffice:      {en: "Office hours (220 h)", zh: "工作时间 (220 小时)"},
	PresetOccasional:  {en: "Occasional (100 h)", zh: "偶尔使用 (100 小时)"},
	HoursPerMonth:     {en: "GPU hours per month", zh: "每月 GPU 使用时长"},
	UnitHoursMonth:    {en: "h/month", zh: "小时/月"},
	HoursHint:         {en: "730 = always on; 220 = office hours; 100 = occasional.", zh: "730 = 始终运行；220 = 工作时间；100 = 偶尔使用。"},
	HoursWindow:       {en: "Deadline window: hours a month the work may run", zh: "完成期限：每月最多可运行的小时数"},
	HoursWindowHint:   {en: "For this task the hours are a deadline window, not a bill: you pay for the hours the work takes, and more VMs are added only when it would not finish within these hours a month over the duration. 730 = around the clock.", zh: "对此任务而言，这里的小时数是完成期限，不是计费时长：费用只按工作实际用时计算；只有按每月这些小时数在项目周期内做不完时，才会增加虚拟机。730 表示全天候运行。"},
	HoursMax:          {en: "{0} h is the most in a month", zh: "一个月最多 {0} 小时"},
	BaseVMs:           {en: "Always-on VMs", zh: "始终运行的虚拟机"},
	BaseVMsHint:       {en: "VMs that run 24/7 (the baseline); the rest run the hours above. Lets a mixed plan reserve just the baseline.", zh: "全天候运行的虚拟机（基线），其余虚拟机按上面的时长运行。这样组合方案可以只为基线购买预留实例。"},
	Months:            {en: "Duration", zh: "项目周期"},
	UnitMonths:        {en: "months", zh: "个月"},
	MonthsHint:        {en: "Reservations pay off only over their 1- or 3-year term.", zh: "预留实例只有用满 1 年或 3 年期限才划算。"},
	MonthsMax:         {en: "{0} months (10 years) is the most this tool plans for", zh: "本工具最多规划 {0} 个月（10 年）"},
	Budget:            {en: "Monthly budget", zh: "每月预算"},
	UnitUSD:           {en: "USD", zh: "美元"},
	BudgetHint:        {en: "Optional cap; empty means no cap.", zh: "可选上限；留空表示不设上限。"},
	SpotLabel:         {en: "The work tolerates interruption (Spot)", zh: "工作负载可以容忍中断 (Spot)"},
	SpotHint:          {en: "Spot is 60–90% cheaper but evicts with 30 seconds' notice: fine for batch jobs and hyper-parameter search.", zh: "Spot 虚拟机便宜 60–90%，但可能在提前 30 秒通知后被逐出，适合批处理作业和超参数搜索。"},
	SpotImpliedHint:   {en: "Spot prices assume the work tolerates interruption, whatever this box says; the box still counts for the other price models.", zh: "无论是否勾选此项，Spot 价格都假定工作负载可以容忍中断；对其他定价模式，此项仍然有效。"},
	PriceModel:        {en: "Price model", zh: "定价模式"},
	PriceModelHint:    {en: "Auto compares every model over the whole project.", zh: "“自动”会按整个项目周期比较所有定价模式。"},
	PriceCheapest:     {en: "Cheapest (auto)", zh: "最便宜（自动）"},
	PricePAYG:         {en: "Pay-as-you-go", zh: "即用即付"},
	PriceSpot:         {en: "Spot", zh: "Spot 虚拟机"},
	PriceRI1:          {en: "1-year reservation", zh: "1 年预留实例"},
	PriceRI3:          {en: "3-year reservation", zh: "3 年预留实例"},
	PriceSP1:          {en: "1-year savings plan", zh: "1 年节省计划"},
	PriceSP3:          {en: "3-year savings plan", zh: "3 年节省计划"},
	PriceAuto:         {en: "Automatic", zh: "自动"},
	PriceMixed:        {en: "Mixed plan", zh: "组合方案"},
	OS:                {en: "Operating system", zh: "操作系统"},
	OSHint:            {en: "Windows adds a licence to the hourly price.", zh: "Windows 会在每小时价格中加上许可证费用。"},
	HybridBenefit:     {en: "Azure Hybrid Benefit", zh: "Azure 混合权益"},
	HybridBenefitHint: {en: "Windows Server licences with Software Assurance: billed at the Linux rate.", zh: "拥有软件保障的 Windows Server 许可证：按 Linux 费率计费。"},
	DevTest:           {en: "Dev/Test subscription", zh: "开发/测试订阅"},
	DevTestHint:       {en: "Visual Studio subscribers, non-production: Windows at the Linux rate.", zh: "Visual Studio 订阅者的非生产用途：Windows 按 Linux 费率计费。"},

	Anywhere:           {en: "Anywhere", zh: "不限"},
	DataSize:           {en: "Dataset size", zh: "数据集大小"},
	DataSizeHint:       {en: "TB-scale data prefers sizes with local NVMe.", zh: "TB 级数据优先选择带本地 NVMe 的大小。"},
	Multinode:          {en: "Several VMs together", zh: "多台虚拟机协同"},
	MultinodeHint:      {en: "Multi-node work needs InfiniBand sizes.", zh: "多节点作业需要支持 InfiniBand 的大小。"},
	MultinodeAuto:      {en: "If the work needs it", zh: "按工作负载需要"},
	MultinodeNo:        {en: "No, one VM", zh: "否，单台虚拟机"},
	MultinodeYes:       {en: "Yes", zh: "是"},
	Geo:                {en: "Users or data are in", zh: "用户或数据所在地域"},
	GeoHint:            {en: "Keeps the picks in this geography and picks its cheapest region. For data residency (the regions your data may be kept in), use Allowed regions below; when both are given, a region must be in both.", zh: "推荐限于该地域，并选择其中最便宜的区域。如有数据驻留要求（数据只能存放在哪些区域），请使用下方的“允许的区域”；两者都填写时，区域须同时符合两者。"},
	Regions:            {en: "Allowed regions (data residency)", zh: "允许的区域（数据驻留）"},
	RegionsPlaceholder: {en: "e.g. EU, or westeurope, northeurope", zh: "例如：欧盟、西欧、北欧"},
	RegionsHint:        {en: "Azure names (westeurope), display names (West Europe), countries or groups, separated by commas. A name that is not understood stops every recommendation until it is fixed or removed: it is never replaced by other regions. A group stays a group in the link. Empty: any region in the geography.", zh: "可填 Azure 名称（如 `westeurope`）、中英文显示名称（如“西欧”“West Europe”）、国家/地区或区域组，用逗号分隔。无法识别的名称会阻止所有推荐，直至更正或删除：绝不会被替换成其他区域。区域组在链接中仍保留为区域组。留空表示该地域内的任意区域。"},
	RegionGroups:       {en: "Region groups", zh: "区域组"},
	GroupEU:            {en: "EU/EEA", zh: "欧盟/欧洲经济区"},
	GroupEurope:        {en: "Europe", zh: "欧洲"},
	GroupUS:            {en: "United States", zh: "美国"},
	GroupUK:            {en: "United Kingdom", zh: "英国"},
	GroupSwitzerland:   {en: "Switzerland", zh: "瑞士"},
	GroupAPAC:          {en: "Asia Pacific", zh: "亚太"},
	GroupEUOnly:        {en: "EU only", zh: "仅欧盟"},
	GroupSummary:       {en: "{0} · {1} regions", one: "{0} · {1} region", zh: "{0} · {1} 个区域"},
	PickRegions:        {en: "Pick regions by geography", zh: "按地域选择区域"},

	Stack:            {en: "GPU software stack", zh: "GPU 软件栈"},
	StackHint:        {en: "AMD Instinct needs ROCm-ready code; it can be cheaper.", zh: "AMD Instinct 要求代码支持 ROCm，价格可能更低。"},
	StackEither:      {en: "Either", zh: "均可"},
	Framework:        {en: "Framework", zh: "框架"},
	FrameworkHint:    {en: "Used for the checklist's smoke test.", zh: "用于清单中的冒烟测试。"},
	Other:            {en: "Other", zh: "其他"},
	Deploy:           {en: "Runs on", zh: "运行平台"},
	DeployHint:       {en: "Containers on AKS ease a later move; AML manages the compute.", zh: "在 AKS 上运行容器便于日后迁移；Azure 机器学习代为管理计算资源。"},
	DeployVM:         {en: "Virtual machines", zh: "虚拟机"},
	DeployVMSS:       {en: "VM Scale Sets", zh: "虚拟机规模集"},
	DeployAKS:        {en: "AKS (Kubernetes)", zh: "AKS (Kubernetes)"},
	DeployAML:        {en: "Azure Machine Learning", zh: "Azure 机器学习"},
	Containers:       {en: "Ships as containers", zh: "以容器交付"},
	ContainersHint:   {en: "The checklist pins images by digest instead of VM images.", zh: "清单会按摘要固定容器映像，而不是固定虚拟机映像。"},
	LockIn:           {en: "Worried about lock-in", zh: "担心供应商锁定"},
	LockInHint:       {en: "Adds a portability plan: containers, Kubernetes, open formats.", zh: "加入可移植性计划：容器、Kubernetes、开放格式。"},
	Confidential:     {en: "Confidential VM required", zh: "需要机密虚拟机"},
	ConfidentialHint: {en: "Only confidential sizes are considered: memory encrypted and attested.", zh: "只考虑机密计算大小：内存加密，并可通过证明验证。"},
	Arm64:            {en: "Images also run on Arm64", zh: "映像也能在 Arm64 上运行"},
	Arm64Hint:        {en: "Lets Arm64 hosts such as ND GB200 v6 (NVIDIA Grace) be picked.", zh: "允许选择 ND GB200 v6 (NVIDIA Grace) 等 Arm64 主机。"},

	EnterNumber:  {en: "Enter a number.", zh: "请输入数字。"},
	BelowZero:    {en: "{0} is below zero.", zh: "{0} 小于零。"},
	WholeOnly:    {en: "Whole {0} only: using {1}.", zh: "只能填整数{0}：改用 {1}。"},
	AtLeast:      {en: "{0} is the least: using {1}, not {2}.", zh: "最小值为 {0}：改用 {1}，而不是 {2}。"},
	Clamped:      {en: "{0}: using {1}, not {2}.", zh: "{0}：改用 {1}，而不是 {2}。"},
	MostPlanned:  {en: "{0} is the most this tool plans for", zh: "本工具最多规划 {0}"},
	StillUsing:   {en: "{0} Still using {1}.", zh: "{0}仍使用 {1}。"},
	None:         {en: "none", zh: "无"},
	NotNumber:    {en: "{0} is not a number.", zh: "{0} 不是数字。"},
	DecimalComma: {en: "{0} is not a number here: write decimals with a point ({1}).", zh: "{0} 在这里不是数字：小数请用小数点 ({1})。"},
	MillionsM:    {en: "{0} is not a number: write millions with a capital M ({1}M).", zh: "{0} 不是数字：百万请用大写 M 表示 ({1}M)。"},

	RAM:              {en: "{0} GiB RAM", zh: "{0} GiB 内存"},
	TempDisk:         {en: "{0} temp disk", zh: "{0} 临时磁盘"},
	GPULine:          {en: "{0} · {1} × {2} · {3} GB GPU memory", zh: "{0} · {1} × {2} · {3} GB 显存"},
	Where:            {en: "Where", zh: "位置"},
	Estimate:         {en: "estimate", zh: "估算"},
	PerHour:          {en: "Per hour", zh: "每小时"},
	PerHourAll:       {en: "Per hour, all {0} VMs", zh: "每小时（全部 {0} 台）"},
	PerMonth:         {en: "Per month", zh: "每月"},
	ProjectMonths:    {en: "Project ({0} mo)", zh: "项目总计（{0} 个月）"},
	WorkCost:         {en: "Cost of the work", zh: "这项工作的费用"},
	WorkTakes:        {en: "The work takes", zh: "工作用时"},
	ThroughputBasis:  {en: "Throughput: {0}", zh: "吞吐量：{0}"},
	MixedPlanLine:    {en: "Mixed plan: {0}.", zh: "组合方案：{0}。"},
	EstimateLine:     {en: "Estimate: {0}", zh: "估算：{0}"},
	DecisionPath:     {en: "Decision path", zh: "决策路径"},
	WhyThisPick:      {en: "Why this pick", zh: "推荐理由"},
	OtherPriceModels: {en: "Other price models", zh: "其他定价模式"},
	Project:          {en: "Project", zh: "项目总计"},
	WithEstimate:     {en: "{0} (estimate)", zh: "{0}（估算）"},
	PriceSource:      {en: "Price source: {0}", zh: "价格来源：{0}"},
	Billed:           {en: "Billed", zh: "计费时长"},
	VMHours:          {en: "{0} VM-hours", zh: "{0} 虚拟机小时"},
	FinishesIn:       {en: "Finishes in", zh: "完成用时"},
	ThroughputPerVM:  {en: "Throughput per VM", zh: "单台虚拟机吞吐量"},
	UnitCosts:        {en: "Unit costs: {0}", zh: "单位成本：{0}"},
	PerGPUHour:       {en: "{0} per GPU-hour", zh: "每 GPU 小时 {0}"},
	PerGBHour:        {en: "{0} per GB of GPU memory-hour", zh: "每 GB 显存每小时 {0}"},
	PerTFLOPHour:     {en: "{0} per dense TFLOPS-hour", zh: "每稠密 TFLOPS 每小时 {0}"},

	Recommendations:   {en: "Recommendations", zh: "推荐结果"},
	NoFit:             {en: "No size fits these answers; the notes above say why and what comes closest.", zh: "没有符合这些回答的大小；上方的说明给出了原因和最接近的选择。"},
	WhyNotOthers:      {en: "Why not the others?", zh: "为什么不选其他系列？"},
	WorkloadNeeds:     {en: "What the workload needs", zh: "工作负载需求"},
	NeedGPUMemory:     {en: "{0} GB of GPU memory", zh: "需要 {0} GB 显存"},
	NeedGPUMemorySeat: {en: "{0} GB of GPU memory per seat", zh: "每个席位需要 {0} GB 显存"},
	TopPick:           {en: "{0} · top pick: {1} in {2}", zh: "{0} · 首选方案：{2}，共 {1}"},
	HowSized:          {en: "How this was sized", zh: "估算依据"},
	ChecklistHeading:  {en: "Pre-deployment checklist ({0}/{1})", zh: "部署前检查清单（{0}/{1}）"},
	PricesAsOf:        {en: "Prices as of ", zh: "价格截至 "},
	PricesNote:        {en: " (USD, retail list prices). Estimates are marked and say how they were made. Check final prices in the Azure pricing calculator.", zh: "（美元，零售价目表价格）。估算值均已标注，并说明了估算方法。最终价格请以 Azure 定价计算器为准。"},
	DataSources:       {en: "Data sources", zh: "数据来源"},

	MdTitle:     {en: "Azure GPU recommendation: {0}", zh: "Azure GPU 推荐：{0}"},
	MdSizing:    {en: "Sizing", zh: "规模估算"},
	MdWhyNot:    {en: "Why not", zh: "未选原因"},
	MdChecklist: {en: "Pre-deployment checklist", zh: "部署前检查清单"},
	// Batch rendering (issue 22).
	RenderMode:       {en: "Render work", zh: "渲染工作类型"},
	RenderModeHint:   {en: "Interactive seats: people at virtual workstations. Batch frames: a renderer (CUDA/OptiX) works through a queue of frames on whole GPUs, billed by the work.", zh: "交互式席位：用户使用虚拟工作站。批量帧：渲染器 (CUDA/OptiX) 在整块 GPU 上处理帧队列，按工作量计费。"},
	RenderModeSeats:  {en: "Interactive seats (desktops)", zh: "交互式席位（桌面）"},
	RenderModeBatch:  {en: "Batch frames (render farm)", zh: "批量帧（渲染农场）"},
	Frames:           {en: "Frames", zh: "帧数"},
	UnitFrames:       {en: "frames", zh: "帧"},
	FramesHint:       {en: "Frames to render over the project; each GPU renders one frame at a time.", zh: "整个项目要渲染的帧数；每块 GPU 一次渲染一帧。"},
	FrameMinutes:     {en: "Minutes per frame", zh: "每帧分钟数"},
	UnitMinutesFrame: {en: "min/frame", zh: "分钟/帧"},
	FrameMinutesHint: {en: "Measured on one whole NVIDIA A10 (Standard_NV36ads_A10_v5); other GPUs are scaled by their FP32 throughput, an estimate.", zh: "在一块完整的 NVIDIA A10 (Standard_NV36ads_A10_v5) 上测得；其他 GPU 按其 FP32 吞吐量折算，为估算值。"},
	PresetRenderFarm: {en: "Render farm", zh: "渲染农场"},
}
