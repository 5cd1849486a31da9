package words

// Block 4: the views beside the results — sizes compared side by side, the
// catalog to browse, and what a link to them could not read.
const viewsBase = 4 * blockSize

// The views' messages.
const (
	// What a link's view keys could not read.
	ViewIgnored ID = viewsBase + iota
	WhyNotAView
	WhyNotASize
	WhyNotASizeMean
	WhyNotAColumn
	WhyNotAVendor
	WhyNotAGPU
	WhyNotAFigure
	TooManySizes

	// Moving between the views.
	ViewsNav
	CompareTick
	CompareFull
	CompareOpen
	CompareOneMore
	BrowseCatalog
	BackToResults

	// The compare view.
	CompareTitle
	CompareIntro
	CompareNeedTwo
	CompareCaption
	RemoveSize
	RemoveSizeLabel
	Differs
	RowFits
	FitsYes
	FitsNo
	RejectedByRule
	RowGPU
	RowGPUMemory
	RowCPU
	RowDisk
	RowNetwork
	RowInfiniBand
	RowNVLink
	RowLifecycle
	RowRegion
	RowVMs
	RowWork
	RowPlan
	RowPerGPUHour
	RowPerGBHour
	RowPerTFLOPHour
	RowModelMonth
	RowModelProject
	OneVMNote
	NotPriced
	NotOffered
	Yes
	No
	IBPerGPU
	ViewLifeGA
	ViewLifePreview
	ViewLifeRetiring
	ViewLifeRetired

	// The catalog view.
	CatalogTitle
	CatalogIntro
	Filters
	FilterRegion
	AllRegions
	YourRegions
	FilterVendor
	AnyValue
	FilterGPU
	FilterMem
	FilterMaxPH
	FilterText
	FilterTextHint
	ClearFilters
	RowCount
	ShowingFirst
	ShowMore
	NoRows
	RegionsUnknown
	CatalogCaption
	ColSize
	ColRegion
	ColGPUs
	ColMem
	ColVCPUs
	ColRAM
	ColNVMe
	ColNet
	ColIB
	ColPAYGLinux
	ColPAYGWindows
	ColSpotLinux
	ColSpotWindows
	ColRI1
	ColRI3
	ColSP1
	ColSP3
	ColCompare
	AddToCompare
	AddToCompareLabel
	InCompare
	DetailClose
	DetailSeries
	DetailQuota
	DetailSpecSource
	DetailSpecsUnknown
	DetailLifecycleSource
	DetailPriceSources
	DetailRegions
	DetailShow

	// The catalog view's CSV and the compare view's deploy panels.
	CatalogCSVTitle
	CatalogCSV
	CatalogCSVHint
	CompareDeployTitle
	CompareDeployIntro
	DeploySize
	CompareNoDeploy

	// The catalog to shop in, and amounts in another currency.
	FilterMemPerGPU
	ShowRetired
	Columns
	ColGPUsModel
	ColMemPerGPU
	ColCommit
	WhyNotACurrency
	WhyNotARate
	CurrencyNeeds
	ConvertedAmount
	CurrencyNote

	// The pick card in a buyer's words; the engineer's terms behind a
	// toggle.
	PaidHours
	PaidHoursVMs
	OneVMDoes
	CalcRate
	ReadRate
	EngineerDetail

	endViews
)

var viewsTable = [endViews - viewsBase]entry{
	ViewIgnored - viewsBase:     {en: "Ignored {0}={1}: {2}.", zh: "已忽略 {0}={1}：{2}。"},
	WhyNotAView - viewsBase:     {en: "not compare or catalog", zh: "不是 `compare` 或 `catalog`"},
	WhyNotASize - viewsBase:     {en: "not a size in the catalog", zh: "目录中没有这个大小"},
	WhyNotASizeMean - viewsBase: {en: "not a size in the catalog; did you mean {0}?", zh: "目录中没有这个大小；您是否要找 {0}？"},
	WhyNotAColumn - viewsBase:   {en: "not a column of the catalog view", zh: "不是目录视图中的列"},
	WhyNotAVendor - viewsBase:   {en: "not nvidia or amd", zh: "不是 `nvidia` 或 `amd`"},
	WhyNotAGPU - viewsBase:      {en: "not a GPU model in the catalog", zh: "目录中没有这个 GPU 型号"},
	WhyNotAFigure - viewsBase:   {en: "not a number from 0 to {0}", zh: "不是 0 到 {0} 之间的数字"},
	TooManySizes - viewsBase:    {en: "At most {0} sizes are compared side by side: {1} more ignored.", zh: "最多并排比较 {0} 个大小，其余 {1} 个已忽略。"},

	ViewsNav - viewsBase:       {en: "Compare and browse", zh: "比较与浏览"},
	CompareTick - viewsBase:    {en: "Compare", zh: "比较"},
	CompareFull - viewsBase:    {en: "At most {0} sizes can be compared: untick one first.", zh: "最多只能比较 {0} 个大小，请先取消勾选一个。"},
	CompareOpen - viewsBase:    {en: "Compare {0} size{0s}", zh: "比较 {0} 个大小"},
	CompareOneMore - viewsBase: {en: "Tick one more size to compare.", zh: "再勾选一个大小即可比较。"},
	BrowseCatalog - viewsBase:  {en: "Browse every size", zh: "浏览所有大小"},
	BackToResults - viewsBase:  {en: "Back to the recommendations", zh: "返回推荐结果"},

	CompareTitle - viewsBase:     {en: "Compare sizes", zh: "比较大小"},
	CompareIntro - viewsBase:     {en: "Each size is evaluated for your answers with the same rules and prices as the recommendations, in the cheapest region you allow. Rows marked ≠ differ between the sizes.", zh: "每个大小都按您的回答评估，规则和价格与推荐结果相同，区域取您允许的区域中最便宜的一个。标有 ≠ 的行表示各大小之间存在差异。"},
	CompareNeedTwo - viewsBase:   {en: "Tick “Compare” on two to four recommendations, or add sizes from the catalog.", zh: "请在两到四个推荐结果上勾选“比较”，或从目录中添加大小。"},
	CompareCaption - viewsBase:   {en: "Sizes compared for your answers", zh: "按您的回答比较的大小"},
	RemoveSize - viewsBase:       {en: "Remove", zh: "移除"},
	RemoveSizeLabel - viewsBase:  {en: "Remove {0} from the comparison", zh: "从比较中移除 {0}"},
	Differs - viewsBase:          {en: "(differs)", zh: "（有差异）"},
	RowFits - viewsBase:          {en: "Fits your answers", zh: "是否符合您的回答"},
	FitsYes - viewsBase:          {en: "Yes", zh: "符合"},
	FitsNo - viewsBase:           {en: "No: {0}", zh: "不符合：{0}"},
	RejectedByRule - viewsBase:   {en: "Rule: {0}", zh: "规则：{0}"},
	RowGPU - viewsBase:           {en: "GPU", zh: "GPU"},
	RowGPUMemory - viewsBase:     {en: "GPU memory per VM", zh: "每台虚拟机的显存"},
	RowCPU - viewsBase:           {en: "vCPUs / RAM", zh: "vCPU / 内存"},
	RowDisk - viewsBase:          {en: "Local disk", zh: "本地磁盘"},
	RowNetwork - viewsBase:       {en: "Network", zh: "网络"},
	RowInfiniBand - viewsBase:    {en: "InfiniBand", zh: "InfiniBand"},
	RowNVLink - viewsBase:        {en: "NVLink", zh: "NVLink"},
	RowLifecycle - viewsBase:     {en: "Lifecycle", zh: "生命周期"},
	RowRegion - viewsBase:        {en: "Region", zh: "区域"},
	RowVMs - viewsBase:           {en: "VMs", zh: "虚拟机数量"},
	RowWork - viewsBase:          {en: "The work takes", zh: "完成工作所需时间"},
	RowPlan - viewsBase:          {en: "Chosen price model", zh: "选定的定价模式"},
	RowPerGPUHour - viewsBase:    {en: "Per GPU-hour", zh: "每 GPU 小时"},
	RowPerGBHour - viewsBase:     {en: "Per GB of GPU memory per hour", zh: "每 GB 显存每小时"},
	RowPerTFLOPHour - viewsBase:  {en: "Per dense TFLOPS-hour", zh: "每稠密 TFLOPS 小时"},
	RowModelMonth - viewsBase:    {en: "{0}: a month", zh: "{0}：每月"},
	RowModelProject - viewsBase:  {en: "{0}: the project", zh: "{0}：整个项目"},
	OneVMNote - viewsBase:        {en: "No plan for your answers: one VM for your hours, for reference.", zh: "没有适合您回答的方案：按一台虚拟机和您的使用时长计算，仅供参考。"},
	NotPriced - viewsBase:        {en: "No price in the catalog's sources", zh: "目录来源中没有价格"},
	NotOffered - viewsBase:       {en: "not offered", zh: "不提供"},
	Yes - viewsBase:              {en: "Yes", zh: "有"},
	No - viewsBase:               {en: "No", zh: "无"},
	IBPerGPU - viewsBase:         {en: "{0} Gb/s per GPU", zh: "每个 GPU {0} Gb/s"},
	ViewLifeGA - viewsBase:       {en: "Generally available", zh: "正式发布"},
	ViewLifePreview - viewsBase:  {en: "Preview (no SLA)", zh: "预览版（无 SLA）"},
	ViewLifeRetiring - viewsBase: {en: "Retires on {0}", zh: "将于 {0} 停用"},
	ViewLifeRetired - viewsBase:  {en: "Retired on {0}", zh: "已于 {0} 停用"},

	CatalogTitle - viewsBase:          {en: "Every GPU size", zh: "所有 GPU 大小"},
	CatalogIntro - viewsBase:          {en: "Each size in each region that prices it, with the prices the sources give per VM-hour. A price no source gives is left empty: nothing here is estimated.", zh: "列出每个有定价区域中的每个大小，以及来源给出的每台虚拟机每小时价格。没有来源的价格留空，此处不含任何估算。"},
	Filters - viewsBase:               {en: "Filters", zh: "筛选"},
	FilterRegion - viewsBase:          {en: "Region or group", zh: "区域或区域组"},
	AllRegions - viewsBase:            {en: "All regions", zh: "所有区域"},
	YourRegions - viewsBase:           {en: "Your regions: {0}", zh: "您的区域：{0}"},
	FilterVendor - viewsBase:          {en: "Vendor", zh: "厂商"},
	AnyValue - viewsBase:              {en: "Any", zh: "不限"},
	FilterGPU - viewsBase:             {en: "GPU model", zh: "GPU 型号"},
	FilterMem - viewsBase:             {en: "Least GPU memory per VM, GB", zh: "每台虚拟机最少显存（GB）"},
	FilterMaxPH - viewsBase:           {en: "Most pay-as-you-go $ an hour (Linux)", zh: "即用即付每小时最高价（美元，Linux）"},
	FilterText - viewsBase:            {en: "Search", zh: "搜索"},
	FilterTextHint - viewsBase:        {en: "size, GPU or region", zh: "大小、GPU 或区域"},
	ClearFilters - viewsBase:          {en: "Clear filters", zh: "清除筛选"},
	RowCount - viewsBase:              {en: "{0} size{0s} and region{0s}", zh: "共 {0} 个大小与区域组合"},
	ShowingFirst - viewsBase:          {en: "Showing the first {0}.", zh: "当前显示前 {0} 行。"},
	ShowMore - viewsBase:              {en: "Show {0} more", zh: "再显示 {0} 行"},
	NoRows - viewsBase:                {en: "No size matches these filters.", zh: "没有符合这些筛选条件的大小。"},
	RegionsUnknown - viewsBase:        {en: "Regions not understood or not in this catalog (mainland China is Azure China, operated by 21Vianet), so nothing is listed for them: {0}.", zh: "以下区域无法识别或不在本目录中（中国大陆由世纪互联运营的 Azure 中国提供服务），因此不列出其结果：{0}。"},
	CatalogCaption - viewsBase:        {en: "GPU sizes by region with their prices per VM-hour", zh: "按区域列出的 GPU 大小及每台虚拟机每小时价格"},
	ColSize - viewsBase:               {en: "Size", zh: "大小"},
	ColRegion - viewsBase:             {en: "Region", zh: "区域"},
	ColGPUs - viewsBase:               {en: "GPUs", zh: "GPU 数量"},
	ColMem - viewsBase:                {en: "GPU memory, GB", zh: "显存（GB）"},
	ColVCPUs - viewsBase:              {en: "vCPUs", zh: "vCPU 数量"},
	ColRAM - viewsBase:                {en: "RAM, GiB", zh: "内存（GiB）"},
	ColNVMe - viewsBase:               {en: "NVMe, GiB", zh: "NVMe（GiB）"},
	ColNet - viewsBase:                {en: "Network, Gbps", zh: "网络（Gbps）"},
	ColIB - viewsBase:                 {en: "InfiniBand, Gb/s per GPU", zh: "InfiniBand（每个 GPU 的 Gb/s）"},
	ColPAYGLinux - viewsBase:          {en: "Pay-as-you-go Linux, $/h", zh: "即用即付 Linux（美元/小时）"},
	ColPAYGWindows - viewsBase:        {en: "Pay-as-you-go Windows, $/h", zh: "即用即付 Windows（美元/小时）"},
	ColSpotLinux - viewsBase:          {en: "Spot Linux, $/h", zh: "Spot Linux（美元/小时）"},
	ColSpotWindows - viewsBase:        {en: "Spot Windows, $/h", zh: "Spot Windows（美元/小时）"},
	ColRI1 - viewsBase:                {en: "1-year reservation, $/h", zh: "1 年预留实例（美元/小时）"},
	ColRI3 - viewsBase:                {en: "3-year reservation, $/h", zh: "3 年预留实例（美元/小时）"},
	ColSP1 - viewsBase:                {en: "1-year savings plan, $/h", zh: "1 年节省计划（美元/小时）"},
	ColSP3 - viewsBase:                {en: "3-year savings plan, $/h", zh: "3 年节省计划（美元/小时）"},
	ColCompare - viewsBase:            {en: "Compare", zh: "比较"},
	AddToCompare - viewsBase:          {en: "Add to compare", zh: "加入比较"},
	AddToCompareLabel - viewsBase:     {en: "Add to compare: {0}", zh: "加入比较：{0}"},
	InCompare - viewsBase:             {en: "In the comparison", zh: "已在比较中"},
	DetailClose - viewsBase:           {en: "Close", zh: "关闭"},
	DetailSeries - viewsBase:          {en: "Series: {0}", zh: "系列：{0}"},
	DetailQuota - viewsBase:           {en: "Quota family: {0}", zh: "配额系列：{0}"},
	DetailSpecSource - viewsBase:      {en: "Specs from: {0}", zh: "规格来源：{0}"},
	DetailSpecsUnknown - viewsBase:    {en: "No published specs: {0}", zh: "没有公开规格：{0}"},
	DetailLifecycleSource - viewsBase: {en: "Lifecycle from: {0}", zh: "生命周期信息来源：{0}"},
	DetailPriceSources - viewsBase:    {en: "Price sources", zh: "价格来源"},
	DetailRegions - viewsBase:         {en: "Prices in {0} region{0s}", zh: "{0} 个区域的价格"},
	DetailShow - viewsBase:            {en: "Details of {0}", zh: "{0} 的详细信息"},
	CatalogCSVTitle - viewsBase:       {en: "Azure GPU sizes and prices", zh: "Azure GPU 大小和价格"},
	CatalogCSV - viewsBase:            {en: "Download CSV ({0} row{0s})", zh: "下载 CSV（{0} 行）"},
	CatalogCSVHint - viewsBase:        {en: "Every row listed, not only those shown, with every price model and the link, for a spreadsheet.", zh: "包含筛选出的全部行（不只是当前显示的行）、各定价模式的价格和链接，可用电子表格打开。"},
	CompareDeployTitle - viewsBase:    {en: "Deploy the compared sizes", zh: "部署所比较的大小"},
	CompareDeployIntro - viewsBase:    {en: "The az commands and the Bicep file for each size that fits your answers, in the region and VM count compared above.", zh: "以下为每个符合您回答的大小提供 Azure CLI 命令和 Bicep 文件，区域和虚拟机数量与上方比较表一致。"},
	DeploySize - viewsBase:            {en: "Deploy {0}", zh: "部署 {0}"},
	CompareNoDeploy - viewsBase:       {en: "{0} does not fit your answers: no deploy commands for it.", zh: "{0} 不符合您的回答，因此不提供部署命令。"},

	FilterMemPerGPU - viewsBase: {en: "Least memory per GPU, GB", zh: "每个 GPU 最少显存（GB）"},
	ShowRetired - viewsBase:     {en: "Show retired sizes", zh: "显示已停用的大小"},
	Columns - viewsBase:         {en: "Columns", zh: "列"},
	ColGPUsModel - viewsBase:    {en: "GPUs × model", zh: "GPU 数量 × 型号"},
	ColMemPerGPU - viewsBase:    {en: "Memory per GPU, GB", zh: "每个 GPU 的显存（GB）"},
	ColCommit - viewsBase:       {en: "Best commitment, $/h", zh: "最低承诺价（美元/小时）"},
	WhyNotACurrency - viewsBase: {en: "not a currency code Azure lists (such as EUR, GBP or JPY), so amounts stay in US dollars", zh: "不是 Azure 所列的货币代码（例如 EUR、GBP 或 JPY），金额仍以美元显示"},
	WhyNotARate - viewsBase:     {en: "not a rate from 0.01 to 100,000 units per US dollar, so amounts stay in US dollars", zh: "不是每美元 0.01 至 100,000 个货币单位之间的汇率，金额仍以美元显示"},
	CurrencyNeeds - viewsBase:   {en: "Amounts stay in US dollars: {0} needs {1} as well (for example cur=EUR&rate=0.92, 1 US dollar = 0.92 euros).", zh: "金额仍以美元显示：{0} 须与 {1} 一同提供（例如 `cur=EUR&rate=0.92`，即 1 美元 = 0.92 欧元）。"},
	ConvertedAmount - viewsBase: {en: "≈ {0} {1} at {2}/USD", zh: "≈ {0} {1}（按 {2}/USD 换算）"},
	// "Azure users are always charged in their local currency. A currency
	// conversion occurs at the time of billing": Microsoft Customer Agreement
	// FAQ, learn.microsoft.com/azure/cost-management-billing/microsoft-customer-agreement/microsoft-customer-agreement-faq
	CurrencyNote - viewsBase: {en: "Amounts in {0} are converted from US dollars at the rate you gave, 1 USD = {1} {0}, and shown beside the US dollars the catalog holds. Azure bills in your billing currency at its own exchange rates, so an invoice will differ.", zh: "{0} 金额按您提供的汇率（1 USD = {1} {0}）由美元换算，并与目录中的美元金额并列显示。Azure 按您的计费货币、以其自己的汇率计费，因此账单金额会有所不同。"},

	PaidHours - viewsBase:      {en: "Hours you pay for", zh: "您需付费的时长"},
	PaidHoursVMs - viewsBase:   {en: "{0} hour{0s} across {1} VM{1s}", zh: "{1} 台虚拟机共 {0} 小时"},
	OneVMDoes - viewsBase:      {en: "What one VM can do", zh: "单台虚拟机的能力"},
	CalcRate - viewsBase:       {en: "{0} trillion calculations a second", zh: "每秒 {0} 万亿次运算"},
	ReadRate - viewsBase:       {en: "{0} TB read from GPU memory a second", zh: "每秒从显存读取 {0} TB"},
	EngineerDetail - viewsBase: {en: "Engineer's detail", zh: "技术细节"},
}
