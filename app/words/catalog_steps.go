package words

// The page's messages (block 0, catalog.go), continued: steps 2, 3 and 4.

const (
	// Step 2.
	Preset247 ID = EpochsHint + 1 + iota
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
)

var tableSteps = [numIDs]entry{
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
	UnitMonths:        {en: "months", one: "month", zh: "个月"},
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
	GroupSummary:       {en: "{0} · {1} region{1s}", zh: "{0} · {1} 个区域"},
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
}
