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
)

// table is the wording, indexed by ID, with tableSteps and tableResults.
// Terms follow Microsoft Learn's zh-cn pages (GLOSSARY.md); size names, GPU
// names and az commands stay as they are.
var table = [numIDs]entry{
	MoneyPerMonth: {en: "{0}/month", zh: "{0}/月"},
	DurationHours: {en: "{0} hour{0s}", zh: "{0} 小时"},
	DurationDays:  {en: "{0} day{0s}", zh: "{0} 天"},
	CountVMs:      {en: "{0} VM{0s}", zh: "{0} 台虚拟机"},
	CountGPUs:     {en: "{0} GPU{0s}", zh: "{0} 块 GPU"},

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
	UnitVMs:            {en: "VMs", one: "VM", zh: "台虚拟机"},
	NodesHint:          {en: "VMs running the job together; more than one needs InfiniBand.", zh: "共同运行作业的虚拟机数量；多于一台时需要 InfiniBand。"},
	VideoHours:         {en: "Video to transcode", zh: "待转码视频时长"},
	UnitVideoHours:     {en: "hours of video", one: "hour of video", zh: "小时视频"},
	VideoHoursHint:     {en: "Over the whole project; each stream runs in real time.", zh: "整个项目的总量；每路流按实时速度转码。"},
	Streams:            {en: "Streams at once", zh: "并发流数"},
	UnitStreams:        {en: "streams", one: "stream", zh: "路"},
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
	UnitTokens:         {en: "tokens", one: "token", zh: "token"},
	ContextHint:        {en: "Sequence length per request or training sample.", zh: "每个请求或训练样本的序列长度。"},
	Concurrency:        {en: "Concurrent requests", zh: "并发请求数"},
	UnitRequests:       {en: "requests", one: "request", zh: "个请求"},
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
}
