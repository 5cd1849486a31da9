package words

// The engine's notices (block 1, notices.go), continued: what Normalize could
// not take as given, and the answers, numbers and units it names.

const (
	// Normalize: answers it could not take as given.
	UnknownTask ID = WhyNotQuote + 1 + iota
	UnknownValue
	NotANumberUsing
	BelowUsing
	AboveUsing
	ContextAboveModel
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
)

var noticeNormalizeTable = [endNotices - noticeBase]entry{
	UnknownTask - noticeBase:              {en: "Unknown task {0}: showing {1}.", zh: "无法识别的任务 {0}：改为显示 {1}。"},
	UnknownValue - noticeBase:             {en: "Unknown {0} {1}: using {2}.", zh: "无法识别的{0} {1}：改用 {2}。"},
	NotANumberUsing - noticeBase:          {en: "{0} is not a number: using {1}.", zh: "{0}不是数字：改用 {1}。"},
	BelowUsing - noticeBase:               {en: "{0} {1} is below {2}: using {3}.", zh: "{0} {1} 低于 {2}：改用 {3}。"},
	AboveUsing - noticeBase:               {en: "{0} {1} is above the {2} this tool plans for: using {2}.", zh: "{0} {1} 超过本工具规划的上限 {2}：改用 {2}。"},
	ContextAboveModel - noticeBase:        {en: "{0} reads at most {2} tokens of context (its config.json): using {2}, not {1}.", zh: "{0} 最多读取 {2} 个 token 的上下文（见其 `config.json`）：改用 {2} 个，而不是 {1} 个。"},
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
	ValTokens - noticeBase:     {en: "{0} token{0s}", zh: "{0} 个 token"},
	ValRequests - noticeBase:   {en: "{0} request{0s}", zh: "{0} 个请求"},
	ValUsers - noticeBase:      {en: "{0} user{0s}", zh: "{0} 名用户"},
	ValHours - noticeBase:      {en: "{0} h", zh: "{0} 小时"},
	ValMonths - noticeBase:     {en: "{0} month{0s}", zh: "{0} 个月"},
	ValTB - noticeBase:         {en: "{0} TB", zh: "{0} TB"},
	ValPlain - noticeBase:      {en: "{0}", zh: "{0}"},
	ValA100Hours - noticeBase:  {en: "{0} A100 GPU-hours", zh: "{0} A100 GPU 小时"},
	ValVideoHours - noticeBase: {en: "{0} hour{0s}", zh: "{0} 小时"},
}
