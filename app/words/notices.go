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
	LinkNotAsked
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
)

var noticeTable = [endNotices - noticeBase]entry{
	LinkTooLong - noticeBase:        {en: "This link is longer than {0} bytes: only the first {0} bytes were read.", zh: "此链接超过 {0} 字节，只读取了前 {0} 字节。"},
	LinkBadEscape - noticeBase:      {en: "Ignored {0}: malformed escape (% must be followed by two hex digits).", zh: "已忽略 {0}：转义格式错误（% 后面必须是两位十六进制数字）。"},
	LinkNoKey - noticeBase:          {en: "Ignored {0}: no key.", zh: "已忽略 {0}：缺少键名。"},
	LinkUnknownKey - noticeBase:     {en: "Ignored unknown key {0}.", zh: "已忽略未知的键 {0}。"},
	LinkRepeatedKey - noticeBase:    {en: "Ignored repeated key {0}={1}: the first {0} is used.", zh: "已忽略重复的键 {0}={1}：以第一个 {0} 为准。"},
	LinkIgnored - noticeBase:        {en: "Ignored {0}={1}: {2}.", zh: "已忽略 {0}={1}：{2}。"},
	LinkNotAsked - noticeBase:       {en: "Ignored {0}: {1} does not use it.", zh: "已忽略 {0}：{1}不使用此项。"},
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
	{"Phoenix", "凤凰城"}, {"Wyoming", "怀俄明"}, {"oslo", "奥斯陆"}, {"stavanger", "斯塔万格"}, {"stockholm", "斯德哥尔摩"},
	{"telaviv", "特拉维夫"}, {"washingtondc", "华盛顿特区"},
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
