package words

import "strings"

// Block 1: the notices (what the link or the answers said that was not read
// as written, and what the person should know about the answer), the
// Markdown summary and the CSV, and the catalog's names the page shows
// (memory parts, geographies, regions).
const noticeBase = 1 * blockSize

const (
	// share.Decode: the link.
	LinkTooLong ID = noticeBase + iota
	LinkBadEscape
	LinkNoKey
	LinkUnknownKey
	LinkRepeatedKey
	LinkIgnored
	LinkZeroDefault
	LinkZeroWhyDefault
	LinkZeroWhy
	LinkReadAs
	LinkCapped
	LinkRegionTooLong
	LinkVersion
	LinkRepaired

	// A link's quote (app/share/quote.go): shown by web/boot.js before the
	// app starts (QuoteAsOf, QuoteTotal, with the card's labels), and what
	// changed since it was quoted.
	QuoteAsOf
	QuoteTotal
	QuotePick
	QuoteChangedPick
	QuoteChangedPrice
	QuoteNoPick

	// Why a value of the link was not read (LinkIgnored's {2}, LinkReadAs' {3}).
	WhyBadEscape
	WhyNotUTF8
	WhyLongerThan
	WhyNoValue
	WhyNotBool
	WhyNotLang
	WhyNotStep
	WhyNotNumber
	WhyTooLarge
	WhyNegative
	WhyWhole
	WhyTooSmall
	WhyNotQuote

	// Normalize: answers it could not take as given.
	UnknownTask
	UnknownValue
	NotANumberUsing
	BelowUsing
	AboveUsing
	UnknownModel
	ModelSizeNotPositive
	AttentionShape
	UnnamedModelGQA
	UnknownKVCache
	TPSNotPositive
	TPSAbove
	BaseVMsRange
	TokensNotPositive
	BudgetNotPositive
	BudgetNoCap
	BudgetUnderADollar
	SpotImpliesInterruptible
	RegionsSomeNotUnderstood
	RegionsNoneUnderstood
	ModelNotUnderstood
	DidYouMean
	AndMore
	AzureChina
	AzureChinaNothing
	AzureChinaOthers
	RegionAt

	// What Normalize names: the answers ({0} of UnknownValue)…
	WhatPrecision
	WhatMethod
	WhatLoad
	WhatPriceModel
	WhatOS
	WhatMultinode
	WhatStack
	WhatFramework
	WhatDeploy
	WhatHPCBound
	// …the numbers (NotANumberUsing, BelowUsing, AboveUsing)…
	WhatModelSize
	WhatContext
	WhatConcurrency
	WhatSeats
	WhatNodes
	WhatHours
	WhatMonths
	WhatDataset
	WhatEpochs
	WhatHPCJob
	WhatVideo
	// …and their units, each with the number.
	ValParams
	ValTokens
	ValRequests
	ValUsers
	ValHours
	ValMonths
	ValTB
	ValPlain
	ValA100Hours
	ValVideoHours

	// The engine's notices about the answer.
	NoRegion
	OverBudget
	NoFitClosest
	MultiVM
	EstimatePrices
	SpotSnapshot
	SpotDesktop
	SpotServing
	SpotSync
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

	// Over-provisioning and a small model pre-trained (issue 22).
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
	UseMemory
	UseThroughput

	// Batch rendering (issue 22).
	WhatRenderMode
	WhatFrames
	WhatFrameMinutes
	ValFrames
	ValMinutes
	ThroughputFrames

	// Chinese, finished (issue 25): a label's colon, full-width in Chinese.
	LabelColon
	Quoted
	CSVLabels
	CSVColumns
	CSVModelColumns

	endNotices
)

var noticeTable = [endNotices - noticeBase]entry{
	ChineseUnavailable - noticeBase: {en: "中文界面无法加载，页面以英文显示。The Chinese wording could not be loaded ({0}); the page is in English.", zh: "中文界面无法加载（{0}），页面以英文显示。"},
	LinkTooLong - noticeBase:        {en: "This link is longer than {0} bytes: only the first {0} bytes were read.", zh: "此链接超过 {0} 字节，只读取了前 {0} 字节。"},
	LinkBadEscape - noticeBase:      {en: "Ignored {0}: malformed escape (% must be followed by two hex digits).", zh: "已忽略 {0}：转义格式错误（% 后面必须是两位十六进制数字）。"},
	LinkNoKey - noticeBase:          {en: "Ignored {0}: no key.", zh: "已忽略 {0}：缺少键名。"},
	LinkUnknownKey - noticeBase:     {en: "Ignored unknown key {0}.", zh: "已忽略未知的键 {0}。"},
	LinkRepeatedKey - noticeBase:    {en: "Ignored repeated key {0}={1}: the first {0} is used.", zh: "已忽略重复的键 {0}={1}：以第一个 {0} 为准。"},
	LinkIgnored - noticeBase:        {en: "Ignored {0}={1}: {2}.", zh: "已忽略 {0}={1}：{2}。"},
	LinkZeroDefault - noticeBase:    {en: "Read {0}={1} as not answered: using the task's default.", zh: "{0}={1} 视为未填写，改用该任务的默认值。"},
	LinkZeroWhyDefault - noticeBase: {en: "Read {0}={1} as 0 ({2}), which means not answered: using the task's default.", zh: "{0}={1} 读作 0（{2}），即未填写，改用该任务的默认值。"},
	LinkZeroWhy - noticeBase:        {en: "Read {0}={1} as 0: {2}.", zh: "{0}={1} 读作 0：{2}。"},
	LinkReadAs - noticeBase:         {en: "Read {0}={1} as {2}: {3}.", zh: "{0}={1} 读作 {2}：{3}。"},
	LinkCapped - noticeBase:         {en: "Read {0}={1} as {2}: the most this tool plans for.", zh: "{0}={1} 读作 {2}：这是本工具规划的上限。"},
	LinkRegionTooLong - noticeBase:  {en: "Ignored the region {0} in {1}: longer than {2} bytes.", zh: "已忽略 {1} 中的区域 {0}：超过 {2} 字节。"},
	LinkRepaired - noticeBase:       {en: "Repaired this link: removed {0}, which an e-mail or chat program added.", zh: "已修复此链接：删除了电子邮件或聊天程序添加的 {0}。"},
	QuoteAsOf - noticeBase:          {en: "As quoted on {0}, checking against today's catalog…", zh: "{0} 的报价，正在与今日的目录核对…"},
	QuoteTotal - noticeBase:         {en: "Project total", zh: "项目总计"},
	QuotePick - noticeBase:          {en: "{0} in {1} ({2}, {3}/h)", zh: "{1} 区域的 {0}（{2}，{3}/小时）"},
	QuoteChangedPick - noticeBase:   {en: "This link quoted {0} with the {1} catalog; with today's catalog the top pick is {2}.", zh: "此链接按 {1} 的目录报价为 {0}；按今日的目录，首选为 {2}。"},
	QuoteChangedPrice - noticeBase:  {en: "Quoted at {0}/h, {1} for the project, with the {2} catalog; today {3}/h, {4}.", zh: "按 {2} 的目录报价为每小时 {0}，项目总计 {1}；今日为每小时 {3}，项目总计 {4}。"},
	QuoteNoPick - noticeBase:        {en: "This link quoted {0} with the {1} catalog; with today's catalog nothing fits these answers.", zh: "此链接按 {1} 的目录报价为 {0}；按今日的目录，没有符合这些回答的虚拟机。"},
	LinkVersion - noticeBase:        {en: "This link is version {0}; read as version {1}.", zh: "此链接的版本为 {0}，按版本 {1} 读取。"},

	WhyBadEscape - noticeBase:  {en: "malformed escape (% must be followed by two hex digits)", zh: "转义格式错误（% 后面必须是两位十六进制数字）"},
	WhyNotUTF8 - noticeBase:    {en: "bytes that are not UTF-8 text (shown escaped, as \\xFF)", zh: "含有非 UTF-8 文本的字节（以 `\\xFF` 形式转义显示）"},
	WhyLongerThan - noticeBase: {en: "longer than {0} bytes", zh: "超过 {0} 字节"},
	WhyNoValue - noticeBase:    {en: "no value", zh: "没有值"},
	WhyNotBool - noticeBase:    {en: "not 0 or 1", zh: "不是 0 或 1"},
	WhyNotLang - noticeBase:    {en: "not en or zh; showing English", zh: "不是 `en` 或 `zh`，显示英文"},
	WhyNotStep - noticeBase:    {en: "not a step from 1 to 4; showing step 1", zh: "不是 1 到 4 之间的步骤，显示第 1 步"},
	WhyNotNumber - noticeBase:  {en: "not a number", zh: "不是数字"},
	WhyTooLarge - noticeBase:   {en: "too large", zh: "数值过大"},
	WhyNegative - noticeBase:   {en: "negative", zh: "不能为负数"},
	WhyWhole - noticeBase:      {en: "a whole number is needed", zh: "需要整数"},
	WhyTooSmall - noticeBase:   {en: "too small", zh: "数值过小"},
	WhyNotQuote - noticeBase:   {en: "not a quote this page can read; the answer shown is today's", zh: "无法读取此报价，显示的是今日的推荐"},

	UnknownTask - noticeBase:              {en: "Unknown task {0}: showing {1}.", zh: "无法识别的任务 {0}：改为显示 {1}。"},
	UnknownValue - noticeBase:             {en: "Unknown {0} {1}: using {2}.", zh: "无法识别的{0} {1}：改用 {2}。"},
	NotANumberUsing - noticeBase:          {en: "{0} is not a number: using {1}.", zh: "{0}不是数字：改用 {1}。"},
	BelowUsing - noticeBase:               {en: "{0} {1} is below {2}: using {3}.", zh: "{0} {1} 低于 {2}：改用 {3}。"},
	AboveUsing - noticeBase:               {en: "{0} {1} is above the {2} this tool plans for: using {2}.", zh: "{0} {1} 超过本工具规划的上限 {2}：改用 {2}。"},
	UnknownModel - noticeBase:             {en: "Unknown model {0}: sizing by the parameter count instead.", zh: "无法识别的模型 {0}：改按参数量估算。"},
	ModelSizeNotPositive - noticeBase:     {en: "Model size is not a positive number: using {0}.", zh: "参数量不是正数：改用 {0}。"},
	AttentionShape - noticeBase:           {en: "The attention shape needs layers, KV heads and head dims, each between 1 and 1,000: assuming the usual shape for the model's size instead.", zh: "注意力结构需要同时给出层数、KV 头数和头维度，每项在 1 到 1,000 之间；现按该参数量模型的常见结构估算。"},
	UnnamedModelGQA - noticeBase:          {en: "A model given by its size alone, of 30 B parameters or more, is sized as grouped-query attention with 8 KV heads of 128 dims, as nearly every open model of that size since 2023 is (multi-head attention would quote a KV cache several times larger). Choose the model by name in the Model list for its own figures, or give its layers, KV heads and head dims.", zh: "仅给出参数量（30 B 及以上）的模型按分组查询注意力（GQA）估算：8 个 KV 头，每个 128 维；2023 年以来这一规模的开放模型几乎都采用这种结构（若按多头注意力估算，KV 缓存会大出数倍）。请在“模型”列表中按名称选择模型以使用其自身数据，或给出其层数、KV 头数和头维度。"},
	UnknownKVCache - noticeBase:           {en: "Unknown KV-cache precision {0}: using 16-bit.", zh: "无法识别的 KV 缓存精度 {0}：改用 16 位。"},
	TPSNotPositive - noticeBase:           {en: "The target throughput must be a positive number of tokens per second: sizing for the concurrency only.", zh: "目标吞吐量（token/秒）必须为正数：现只按并发请求数估算。"},
	TPSAbove - noticeBase:                 {en: "Target throughput {0} tokens/s is above the {1} this tool plans for: using {1}.", zh: "目标吞吐量 {0} token/秒超过本工具规划的上限 {1}：改用 {1}。"},
	BaseVMsRange - noticeBase:             {en: "Always-on VMs {0} must be between 0 and {1}: using 0.", zh: "始终运行的虚拟机数 {0} 必须在 0 到 {1} 之间：改用 0。"},
	TokensNotPositive - noticeBase:        {en: "Training tokens must be positive: using the default.", zh: "训练 token 数必须是正数：改用默认值。"},
	BudgetNotPositive - noticeBase:        {en: "The monthly budget must be a positive amount: showing results without a cap.", zh: "每月预算必须是正数：按不设上限显示结果。"},
	BudgetNoCap - noticeBase:              {en: "A monthly budget above {0} is no cap: showing results without one.", zh: "每月预算超过 {0} 等于不设上限：按不设上限显示结果。"},
	BudgetUnderADollar - noticeBase:       {en: "A monthly budget of {0} USD is less than a dollar, which no VM costs: showing results without a cap.", zh: "每月预算 {0} 美元不足 1 美元，任何虚拟机都达不到：按不设上限显示结果。"},
	SpotImpliesInterruptible - noticeBase: {en: "Spot was asked for, so the work is treated as tolerating interruption (evictions with 30 seconds' notice).", zh: "已选择 Spot，因此视为工作负载可以容忍中断（逐出前只提前 30 秒通知）。"},
	RegionsSomeNotUnderstood - noticeBase: {en: "Regions or geographies not understood: {0}. Nothing is recommended until they are fixed or removed, not even in {1}: data residency never falls back to part of the answer.", zh: "以下区域或地域无法识别：{0}。在更正或删除之前不做任何推荐，{1} 也不例外：数据驻留绝不会退而只使用部分答案。"},
	RegionsNoneUnderstood - noticeBase:    {en: "None of the regions or geographies given was understood: {0}. Nothing is recommended until they are: data residency never falls back to other regions. Use Azure names such as westeurope or germanywestcentral, display names such as West Europe, or a group such as EU, US or Asia Pacific.", zh: "给出的区域或地域都无法识别：{0}。在能识别之前不做任何推荐：数据驻留绝不会退而使用其他区域。请使用 Azure 名称（如 `westeurope`、`germanywestcentral`）、中文名称（如“西欧”“德国中西部”）或区域组（如欧盟、美国、亚太）。"},
	ModelNotUnderstood - noticeBase:       {en: "Unknown model {0}. Nothing is sized or recommended until the model is one this tool knows or its parameter count is given: an unknown name is never sized as a 0 B model.", zh: "无法识别的模型 {0}。在模型可以识别或给出参数量之前，不做任何估算或推荐：无法识别的名称绝不会按 0 B 模型估算。"},
	DidYouMean - noticeBase:               {en: "{0} (did you mean {1}?)", zh: "{0}（是否指 {1}？）"},
	AndMore - noticeBase:                  {en: "and {0} more", zh: "另有 {0} 个"},
	// Azure China: see app/advisor/regions.go (azureChina) for the sources.
	AzureChina - noticeBase: {en: "{0}: mainland China is served by Azure China (Microsoft Azure operated by 21Vianet), a separate cloud with its own subscriptions, portal (portal.azure.cn), VM sizes and prices, none of which this catalog holds.",
		zh: "{0}：中国大陆由 Azure 中国（由世纪互联运营的 Microsoft Azure）提供服务。它是独立的云，有自己的订阅、门户（`portal.azure.cn`）、虚拟机大小和价格，本目录均未收录。"},
	AzureChinaNothing - noticeBase: {en: "Nothing is recommended: data residency never falls back to other regions. If the data may be kept outside mainland China, choose a nearby global region yourself: {0}.",
		zh: "因此不做任何推荐：数据驻留绝不会退而使用其他区域。如果数据可以存放在中国大陆以外，请您自行选择附近的全球区域：{0}。"},
	AzureChinaOthers - noticeBase: {en: "The picks come only from the other regions you named.", zh: "推荐只来自您指定的其他区域。"},
	RegionAt - noticeBase:         {en: "{0} ({1})", zh: "{1}的{0}"},

	WhatPrecision - noticeBase:  {en: "precision", zh: "精度"},
	WhatMethod - noticeBase:     {en: "training method", zh: "训练方法"},
	WhatLoad - noticeBase:       {en: "seat load", zh: "席位负载"},
	WhatPriceModel - noticeBase: {en: "price model", zh: "定价模式"},
	WhatOS - noticeBase:         {en: "operating system", zh: "操作系统"},
	WhatMultinode - noticeBase:  {en: "multi-node choice", zh: "多节点选项"},
	WhatStack - noticeBase:      {en: "GPU stack", zh: "GPU 软件栈"},
	WhatFramework - noticeBase:  {en: "framework", zh: "框架"},
	WhatDeploy - noticeBase:     {en: "deployment target", zh: "部署目标"},
	WhatHPCBound - noticeBase:   {en: "HPC bound", zh: "HPC 性能瓶颈"},

	WhatModelSize - noticeBase:   {en: "Model size", zh: "参数量"},
	WhatContext - noticeBase:     {en: "Context length", zh: "上下文长度"},
	WhatConcurrency - noticeBase: {en: "Concurrency", zh: "并发数"},
	WhatSeats - noticeBase:       {en: "Seats", zh: "席位数"},
	WhatNodes - noticeBase:       {en: "Nodes", zh: "节点数"},
	WhatHours - noticeBase:       {en: "Hours per month", zh: "每月使用时长"},
	WhatMonths - noticeBase:      {en: "Duration", zh: "项目周期"},
	WhatDataset - noticeBase:     {en: "Dataset", zh: "数据集大小"},
	WhatEpochs - noticeBase:      {en: "Epochs", zh: "训练轮数"},
	WhatHPCJob - noticeBase:      {en: "HPC job", zh: "HPC 作业规模"},
	WhatVideo - noticeBase:       {en: "Video to transcode", zh: "待转码视频时长"},

	ValParams - noticeBase:     {en: "{0} B parameters", zh: "{0}B 参数"},
	ValTokens - noticeBase:     {en: "{0} tokens", zh: "{0} 个 token"},
	ValRequests - noticeBase:   {en: "{0} requests", zh: "{0} 个请求"},
	ValUsers - noticeBase:      {en: "{0} users", zh: "{0} 名用户"},
	ValHours - noticeBase:      {en: "{0} h", zh: "{0} 小时"},
	ValMonths - noticeBase:     {en: "{0} months", one: "{0} month", zh: "{0} 个月"},
	ValTB - noticeBase:         {en: "{0} TB", zh: "{0} TB"},
	ValPlain - noticeBase:      {en: "{0}", zh: "{0}"},
	ValA100Hours - noticeBase:  {en: "{0} A100 GPU-hours", zh: "{0} A100 GPU 小时"},
	ValVideoHours - noticeBase: {en: "{0} hours", one: "{0} hour", zh: "{0} 小时"},

	NoRegion - noticeBase:              {en: "None of the chosen regions offers GPU sizes in the catalog.", zh: "所选区域都没有目录中的 GPU 大小。"},
	OverBudget - noticeBase:            {en: "No size fits the {0} monthly budget. The cheapest that fits otherwise is {1} in {2} at {3} a month ({4}).", zh: "在每月 {0} 的预算内没有合适的大小。不考虑预算时最便宜的是 {2} 区域的 {1}，每月 {3}（{4}）。"},
	NoFitClosest - noticeBase:          {en: "No size fits these answers. The closest was {0}: {1}", zh: "没有符合这些回答的大小。最接近的是 {0}：{1}"},
	MultiVM - noticeBase:               {en: "The work is too large for one VM: the top pick spans {0} VMs ({1} GPUs) joined by InfiniBand.", zh: "一台虚拟机容纳不下这项工作：首选方案由 {0} 台虚拟机（共 {1} 块 GPU）通过 InfiniBand 互连组成。"},
	EstimatePrices - noticeBase:        {en: "Some prices are estimates, marked as such: no public source here gives them. Each says how it was derived; check them in the Azure pricing calculator.", zh: "部分价格是估算值，已做标注：这里的公开数据源没有给出这些价格。每个估算都说明了推算方法，请在 Azure 定价计算器中核实。"},
	SpotSnapshot - noticeBase:          {en: "The top pick's Spot price comes from an undated capture (SkyPilot, 2023–2024), so it is an estimate, not today's price: Spot prices move with demand. Check the current Spot price before you rely on it.", zh: "首选方案的 Spot 价格来自一份未注明日期的快照（SkyPilot，2023–2024 年），因此是估算值，不是当前价格：Spot 价格随需求波动。依赖它之前请核实当前的 Spot 价格。"},
	SpotDesktop - noticeBase:           {en: "Spot for desktops: an eviction ends a user's session with 30 seconds' notice. Interactive desktops belong on pay-as-you-go or a reservation.", zh: "桌面使用 Spot：一次逐出会在提前 30 秒通知后结束用户的会话。交互式桌面应使用即用即付或预留实例。"},
	SpotServing - noticeBase:           {en: "Spot for serving: evictions take replicas away with 30 seconds' notice. Keep enough pay-as-you-go replicas for the traffic you must serve, and Spot only for the rest or for batch inference.", zh: "在线服务使用 Spot：逐出会在提前 30 秒通知后带走副本。请保留足够的即用即付副本承载必须服务的流量，Spot 只用于其余部分或批量推理。"},
	SpotMPI - noticeBase:               {en: "Spot for an MPI job across {0} VMs: one eviction stops every rank, and the job restarts from its last checkpoint.", zh: "在 {0} 台虚拟机上用 Spot 运行 MPI 作业：任何一次逐出都会让所有 MPI 进程停止，作业要从最近的检查点重新开始。"},
	SpotSync - noticeBase:              {en: "Spot for training across {0} VMs: one eviction stalls every rank of the job until it restarts from a checkpoint. Expect restarts; checkpoint often.", zh: "在 {0} 台虚拟机上用 Spot 训练：任何一次逐出都会让作业的所有进程停下，直到从检查点重新启动。重启在所难免，请经常保存检查点。"},
	TermLonger - noticeBase:            {en: "A {0} bills all {1} months of its term, {2}, for a {3}-month project; pay-as-you-go for the same work is {4}.", zh: "{0}按整个期限的 {1} 个月计费，共 {2}，而项目只有 {3} 个月；同样的工作用即用即付是 {4}。"},
	CommitOverPAYG - noticeBase:        {en: "The {0} bills {1} over the project ({2} billed), more than pay-as-you-go for the same use, {3}: it pays off only from about {4} hours a month per VM, and this plan runs about {5}.", zh: "{0}在整个项目中计费 {1}（按 {2} 计费），比同样用量的即用即付（{3}）更贵：每台虚拟机每月大约运行 {4} 小时以上才划算，而此方案每月大约只运行 {5} 小时。"},
	CommitNeverPays - noticeBase:       {en: "The {0} bills {1} over the project ({2} billed), more than pay-as-you-go for the same use, {3}: for this project it would not pay off even around the clock (break-even about {4} hours a month per VM, of at most 730), and this plan runs about {5}.", zh: "{0}在整个项目中计费 {1}（按 {2} 计费），比同样用量的即用即付（{3}）更贵：对这个项目来说，即使全天候运行也不划算（盈亏平衡点约为每台虚拟机每月 {4} 小时，而一个月最多 730 小时），此方案每月大约只运行 {5} 小时。"},
	BudgetOnlyEstimate - noticeBase:    {en: "Within the {0} monthly budget only with the {1} at an estimated {2} off pay-as-you-go; pay-as-you-go is {3} a month. The discount is an estimate: check the real price before you rely on it.", zh: "只有按估算折扣（比即用即付低 {2}）使用{1}时才在每月 {0} 的预算之内；即用即付为每月 {3}。该折扣是估算值：依赖它之前请核实实际价格。"},
	BudgetOnlyEstimateMix - noticeBase: {en: "Within the {0} monthly budget only through the estimated price of the committed part ({1}); pay-as-you-go is {2} a month. Check the real price before you rely on it.", zh: "只有按承诺部分（{1}）的估算价格计算才在每月 {0} 的预算之内；即用即付为每月 {2}。依赖它之前请核实实际价格。"},
	CapacityEngagement - noticeBase:    {en: "{0} VMs with {1} GPUs at {2} a month is a capacity engagement with Microsoft (account team, capacity reservation), not a self-service price quote: ask early.", zh: "{0} 台虚拟机、共 {1} 块 GPU、每月 {2} 的规模需要与 Microsoft 洽谈容量（客户团队、容量预留），不是自助报价能解决的：请尽早联系。"},
	StalePrices - noticeBase:           {en: "Prices are from {0}, {1} months ago: confirm current prices before you commit.", one: "Prices are from {0}, {1} month ago: confirm current prices before you commit.", zh: "价格数据来自 {0}，已有 {1} 个月：承诺购买前请确认当前价格。"},
	LockInAML - noticeBase:             {en: "Azure Machine Learning manages the compute for you but ties the workflow to its APIs; containers on AKS keep the same GPUs portable.", zh: "Azure 机器学习替您管理计算资源，但工作流会绑定到它的 API；在 AKS 上运行容器，同样的 GPU 工作负载可以随时迁移。"},
	RegionLacks - noticeBase:           {en: "{0} is not offered in every chosen region: {1} of {2} offer it.", zh: "并非每个所选区域都提供 {0}：{2} 个区域中有 {1} 个提供。"},

	MoreKeys - noticeBase:    {en: "…and {0} more unknown keys.", one: "…and {0} more unknown key.", zh: "……另有 {0} 个未知的键。"},
	MoreRegions - noticeBase: {en: "…and {0} more regions not read.", one: "…and {0} more region not read.", zh: "……另有 {0} 个区域未读取。"},
	MoreValues - noticeBase:  {en: "…and {0} more values not read as written.", one: "…and {0} more value not read as written.", zh: "……另有 {0} 个值未按原样读取。"},
	MoreLink - noticeBase:    {en: "…and {0} more problems with the link.", one: "…and {0} more problem with the link.", zh: "……链接中另有 {0} 处问题。"},

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
	ThroughputStreams - noticeBase: {en: "{0} streams", one: "{0} stream", zh: "{0} 路流"},
	ThroughputSeats - noticeBase:   {en: "{0} seats", one: "{0} seat", zh: "{0} 个席位"},

	PageTitle - noticeBase:       {en: "Azure GPU Advisor — choose an Azure GPU VM", zh: "Azure GPU Advisor：选择 Azure GPU 虚拟机"},
	PageDescription - noticeBase: {en: "Choose an Azure GPU virtual machine: sizing, ranked picks with costs and reasons, and a pre-deployment checklist.", zh: "选择 Azure GPU 虚拟机：规模估算、带费用和理由的推荐排名，以及部署前检查清单。"},

	PretrainSmall - noticeBase:   {en: "A {0} B model is small for pre-training: under 3 B parameters it trains on one VM without a cluster. Choose the task Training (task=train) for that plan.", zh: "{0} B 的模型对预训练而言较小：30 亿参数以下的模型可在一台虚拟机上训练，无需群集。请选择任务“训练”（`task=train`）获取该方案。"},
	PretrainOnePass - noticeBase: {en: "Pre-training reads its tokens once: {0} epochs are not used. For more passes, give the tokens of all of them, or choose the task Training (task=train).", zh: "预训练只读取一遍 token：不使用 {0} 轮。如需多轮，请给出所有轮次的 token 总数，或选择任务“训练”（`task=train`）。"},
	OverProvisioned - noticeBase: {en: "The top pick, {0}, uses {1} of its GPU {2}, since nothing smaller passes your answers. The smallest size that would hold it, {3}, is out: {4}", zh: "首选 {0} 只用到其 GPU {2}的 {1}，因为没有更小的大小符合您的回答。能容纳它的最小大小 {3} 被排除：{4}"},
	ProvisionWays - noticeBase:   {en: "Cheaper ways out, each changing one answer: {0}.", zh: "只改一个回答的更便宜方案：{0}。"},
	ProvisionNoWay - noticeBase:  {en: "No single changed answer gives a cheaper plan.", zh: "只改一个回答无法得到更便宜的方案。"},
	ProvisionWay - noticeBase:    {en: "{0}: {1} in {2} at {3}", zh: "{0}：{2} 的 {1}，{3}"},
	WayPrecision - noticeBase:    {en: "{0} weights", zh: "{0} 权重"},
	WayStack - noticeBase:        {en: "any GPU stack", zh: "任意 GPU 软件栈"},
	WayRegion - noticeBase:       {en: "any region in {0} (outside the regions you chose)", zh: "{0}内的任意区域（超出您所选的区域）"},
	NoFitWays - noticeBase:       {en: "Ways forward, each changing one answer: {0}.", zh: "只改一个回答的可行方案：{0}。"},
	NoFitNoWay - noticeBase:      {en: "No single changed answer (precision, a smaller model, the budget, the regions) gives a plan.", zh: "只改一个回答（精度、更小的模型、预算或区域）也无法得到方案。"},
	WayModel - noticeBase:        {en: "a smaller model, {0}", zh: "更小的模型 {0}"},
	WayBudget - noticeBase:       {en: "a budget of {0} ({1} in {2})", zh: "预算提高到 {0}（{2} 的 {1}）"},
	WayAnyRegion - noticeBase:    {en: "any region (outside the regions you chose)", zh: "任意区域（超出您所选的区域）"},
	UseMemory - noticeBase:       {en: "memory", zh: "显存"},
	UseThroughput - noticeBase:   {en: "memory and throughput", zh: "显存和吞吐量"},

	// Batch rendering (issue 22).
	WhatRenderMode - noticeBase:   {en: "Render mode", zh: "渲染模式"},
	WhatFrames - noticeBase:       {en: "Frames", zh: "帧数"},
	WhatFrameMinutes - noticeBase: {en: "Minutes per frame", zh: "每帧分钟数"},
	ValFrames - noticeBase:        {en: "{0} frames", one: "{0} frame", zh: "{0} 帧"},
	ValMinutes - noticeBase:       {en: "{0} minutes", one: "{0} minute", zh: "{0} 分钟"},
	ThroughputFrames - noticeBase: {en: "{0} frames/h", zh: "{0} 帧/小时"},

	// Chinese, finished (issue 25).
	LabelColon - noticeBase: {en: ": ", zh: "："},
	Quoted - noticeBase:     {en: "\"{0}\"", zh: "“{0}”"},
	// The CSV's labels and columns, separated by |, in the order WriteCSV
	// writes them.
	CSVLabels - noticeBase: {en: "Prices as of|Advice for|Link|Assumed (not sure)|Note", zh: "价格截至|建议日期|链接|假定值（不确定）|注意"},
	CSVColumns - noticeBase: {en: "Rank|Size|Series|GPU|GPUs per VM|GPU memory (GB)|Region|Region name|VMs|Chosen price model|Chosen USD per hour|Chosen USD per month|Chosen USD project total|Estimate|Estimate assumption",
		zh: "排名|大小|系列|GPU|每台虚拟机 GPU 数|显存（GB）|区域|区域名称|虚拟机数|所选定价模式|所选方案美元/小时|所选方案美元/月|所选方案项目总计（美元）|是否估算|估算假设"},
	CSVModelColumns - noticeBase: {en: "{0} USD per month|{0} USD project total|{0} estimate", zh: "{0}美元/月|{0}项目总计（美元）|{0}估算"},
}

// memoryParts are the parts of the GPU memory need by the engine's key
// (advisor.Part's Name).
var memoryParts = []Named{
	{"weights", PartWeights}, {"gradients", PartGradients}, {"optimizer", PartOptimizer}, {"activations", PartActivations},
	{"kv-cache", PartKVCache}, {"adapters", PartAdapters}, {"overhead", PartOverhead}, {"frame-buffer", PartFrameBuffer},
	{"working-set", PartWorkingSet}, {"logits", PartLogits}, {"runtime", PartRuntime},
}

// Named is a key's message. The small keyed tables of the page and the
// engine are slices of Named, not map literals: a map literal's init is
// code in the wasm, a slice of constants is data.
type Named struct {
	Key string
	ID  ID
}

// Find is key's ID in a table of names.
func Find[K ~string](table []Named, key K) (ID, bool) {
	for _, n := range table {
		if n.Key == string(key) {
			return n.ID, true
		}
	}
	return 0, false
}

// MemoryPart is a part of the GPU memory need by its key ("kv-cache"), in a
// language; a key not known here reads as it is.
func MemoryPart(l Lang, key string) string {
	if id, ok := Find(memoryParts, key); ok {
		return T(l, id)
	}
	return key
}

// geographies are the catalog's geography groups (English data) by name.
var geographies = []Named{
	{"Africa", GeoAfrica}, {"Asia Pacific", GeoAsiaPacific}, {"Canada", GeoCanada}, {"Europe", GeoEurope}, {"Mexico", GeoMexico},
	{"Middle East", GeoMiddleEast}, {"South America", GeoSouthAmerica}, {"UK", GeoUK}, {"US", GeoUS},
}

// Geography is a catalog geography group's name in a language; a name not
// known here reads as the catalog writes it.
func Geography(l Lang, name string) string {
	if id, ok := Find(geographies, name); ok {
		return T(l, id)
	}
	return name
}

// GeographyWord is a geography group's name as a word inside a sentence.
func GeographyWord(name string) Arg {
	if id, ok := Find(geographies, name); ok {
		return W(id)
	}
	return S(name)
}

// regionsZh are the regions' Simplified Chinese display names as the Azure
// portal (zh-cn) shows them, by ARM name, a numbered region with a space
// before its number as the portal writes it ("美国东部 2").
var regionsZh = map[string]string{
	"eastus": "美国东部", "eastus2": "美国东部 2", "centralus": "美国中部", "northcentralus": "美国中北部", "southcentralus": "美国中南部",
	"westus": "美国西部", "westus2": "美国西部 2", "westus3": "美国西部 3", "westcentralus": "美国中西部", "westeurope": "西欧",
	"northeurope": "北欧", "uksouth": "英国南部", "ukwest": "英国西部", "francecentral": "法国中部", "francesouth": "法国南部",
	"germanywestcentral": "德国中西部", "germanynorth": "德国北部", "switzerlandnorth": "瑞士北部", "switzerlandwest": "瑞士西部",
	"norwayeast": "挪威东部", "norwaywest": "挪威西部", "swedencentral": "瑞典中部", "polandcentral": "波兰中部", "italynorth": "意大利北部",
	"spaincentral": "西班牙中部", "austriaeast": "奥地利东部", "belgiumcentral": "比利时中部", "denmarkeast": "丹麦东部",
	"japaneast": "日本东部", "japanwest": "日本西部", "koreacentral": "韩国中部", "koreasouth": "韩国南部", "eastasia": "东亚",
	"southeastasia": "东南亚", "australiaeast": "澳大利亚东部", "australiasoutheast": "澳大利亚东南部", "australiacentral": "澳大利亚中部",
	"australiacentral2": "澳大利亚中部 2", "centralindia": "印度中部", "southindia": "印度南部", "westindia": "印度西部",
	"canadacentral": "加拿大中部", "canadaeast": "加拿大东部", "brazilsouth": "巴西南部", "brazilsoutheast": "巴西东南部",
	"southafricanorth": "南非北部", "southafricawest": "南非西部", "uaenorth": "阿联酋北部", "uaecentral": "阿联酋中部",
	"qatarcentral": "卡塔尔中部", "israelcentral": "以色列中部", "mexicocentral": "墨西哥中部", "chilecentral": "智利中部",
	"newzealandnorth": "新西兰北部", "malaysiawest": "马来西亚西部", "indonesiacentral": "印度尼西亚中部", "jioindiacentral": "Jio 印度中部",
	"jioindiawest": "Jio 印度西部",
}

// RegionName is a region's display name in a language: the catalog's
// ("West Europe") in English; in Chinese the portal's zh-cn name with the
// ARM name the commands use in brackets ("西欧 (westeurope)"), the one name
// the card, the checklist and the exports give it.
func RegionName(l Lang, arm, display string) string {
	if zh, ok := regionsZh[arm]; ok && l == Zh {
		return zh + " (" + arm + ")"
	}
	return display
}

// RegionNamesZh are the regions' Chinese display names by ARM name, for
// reading what a person types.
func RegionNamesZh() map[string]string { return regionsZh }

// placesZh are the places of the catalog's regions in Chinese, by the name
// the catalog reads them by: the region's location in Microsoft's region
// list (catalog.Region.Location: "Frankfurt", "Virginia", "Netherlands") or a
// city the FinOps toolkit's aliases name ("sydney", "amsterdam", "dublin").
// The Chinese are the usual exonyms (Xinhua's, as zh-cn news writes them);
// a place with two usual names has two rows, the first the one written.
// A list, not a map: data in the wasm, no code run at start.
var placesZh = [...][2]string{
	{"Hong Kong", "香港"}, {"Singapore", "新加坡"}, {"Tokyo", "东京"}, {"Saitama", "埼玉"}, {"Osaka", "大阪"},
	{"Seoul", "首尔"}, {"Busan", "釜山"}, {"sydney", "悉尼"}, {"New South Wales", "新南威尔士"}, {"melbourne", "墨尔本"},
	{"Victoria", "维多利亚"}, {"Canberra", "堪培拉"}, {"Auckland", "奥克兰"}, {"Jakarta", "雅加达"}, {"Kuala Lumpur", "吉隆坡"},
	{"Pune", "浦那"}, {"Chennai", "金奈"}, {"Mumbai", "孟买"}, {"Nagpur", "那格浦尔"}, {"Jamnagar", "贾姆讷格尔"},
	{"Frankfurt", "法兰克福"}, {"Berlin", "柏林"}, {"Zurich", "苏黎世"}, {"Geneva", "日内瓦"}, {"amsterdam", "阿姆斯特丹"},
	{"Netherlands", "荷兰"}, {"dublin", "都柏林"}, {"Ireland", "爱尔兰"}, {"London", "伦敦"}, {"Cardiff", "加的夫"},
	{"Paris", "巴黎"}, {"Marseille", "马赛"}, {"Milan", "米兰"}, {"Madrid", "马德里"}, {"Warsaw", "华沙"},
	{"Vienna", "维也纳"}, {"Brussels", "布鲁塞尔"}, {"Copenhagen", "哥本哈根"}, {"Gävle", "耶夫勒"}, {"Toronto", "多伦多"},
	{"Quebec", "魁北克"}, {"montreal", "蒙特利尔"}, {"Sao Paulo", "圣保罗"}, {"Rio", "里约热内卢"}, {"Santiago", "圣地亚哥"},
	{"Querétaro", "克雷塔罗"}, {"Doha", "多哈"}, {"Dubai", "迪拜"}, {"Abu Dhabi", "阿布扎比"}, {"Johannesburg", "约翰内斯堡"},
	{"Cape Town", "开普敦"}, {"Virginia", "弗吉尼亚"}, {"Iowa", "艾奥瓦"}, {"Iowa", "爱荷华"}, {"Illinois", "伊利诺伊"},
	{"chicago", "芝加哥"}, {"Texas", "得克萨斯"}, {"Texas", "德克萨斯"}, {"sanantonio", "圣安东尼奥"}, {"California", "加利福尼亚"},
	{"California", "加州"}, {"silicon valley", "硅谷"}, {"Washington", "华盛顿州"}, {"seattle", "西雅图"}, {"Phoenix", "菲尼克斯"},
	{"Phoenix", "凤凰城"}, {"Wyoming", "怀俄明"},
}

// PlacesZh are the places of the catalog's regions in Chinese ({name the
// catalog reads, Chinese}), for reading what a person types.
func PlacesZh() [][2]string { return placesZh[:] }

// placeZh is a place's Chinese name, or "" when none is known.
func placeZh(en string) string {
	for _, p := range placesZh {
		if strings.EqualFold(p[0], en) {
			return p[1]
		}
	}
	return ""
}

// The stages of the decision path (advisor.RuleHit's Stage).
var stages = []Named{{"task", StageTask}, {"budget", StageBudget}, {"data", StageData}, {"ecosystem", StageEcosystem}, {"rank", StageRank}}

// Stage is a decision-tree stage's name in a language; one not known here
// reads as it is.
func Stage(l Lang, key string) string {
	if id, ok := Find(stages, key); ok {
		return T(l, id)
	}
	return key
}

// lifecycles are the catalog's lifecycle states a pick may carry.
var lifecycles = []Named{{"preview", LifePreview}, {"retiring", LifeRetiring}, {"retired", LifeRetired}}

// Lifecycle is a size's lifecycle state ("preview") in a language.
func Lifecycle(l Lang, key string) string {
	if id, ok := Find(lifecycles, key); ok {
		return T(l, id)
	}
	return key
}

// throughputUnits are the units of a pick's throughput that are words.
var throughputUnits = []Named{{"tokens/s", ThroughputTokens}, {"streams", ThroughputStreams}, {"seats", ThroughputSeats}, {"frames/h", ThroughputFrames}}

// rateUnits are the HPC work rates, which read as words in Chinese.
var rateUnits = []Named{{"FP64 vector TFLOPS", ThrFP64Vector}, {"FP64 tensor TFLOPS", ThrFP64Tensor}}

// ThroughputUnit is a throughput unit ("tokens/s", "streams") for a figure
// v, in a language; units that read the same everywhere (TFLOPS, TB/s)
// stay as they are.
func ThroughputUnit(l Lang, unit string, v float64) string {
	if id, ok := Find(throughputUnits, unit); ok {
		s := T(l, id, N(v))
		if i := strings.Index(s, " "); i >= 0 {
			return s[i+1:]
		}
		return s
	}
	if id, ok := Find(rateUnits, unit); ok {
		return T(l, id)
	}
	return unit
}
