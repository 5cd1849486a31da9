package words

// The page's messages (block 0, catalog.go), continued: a number field's messages,
// a pick, the results, the Markdown summary's headings, batch rendering.

const (
	// A number field's messages.
	EnterNumber ID = Arm64Hint + 1 + iota
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

	// Batch rendering: step 1's render mode and job.
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

var tableResults = [numIDs]entry{
	Verbatim: {en: "{0}", zh: "{0}"},

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
	// Batch rendering.
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
