package advisor

import (
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Mainland China is not in global Azure: it is served by Azure China,
// "a physically separated instance of cloud services located in China,
// independently operated and transacted by Shanghai Blue Cloud Technology
// Co., Ltd. ("21Vianet")" (https://learn.microsoft.com/en-us/azure/reliability/sovereign-cloud-china),
// a standalone instance whose agreements are signed with 21Vianet and whose
// service availability differs from global Azure
// (https://docs.azure.cn/en-us/articles/azure-china-purchasing-guidance/go-china-playbook-azure-china-operation),
// with its own portal, https://portal.azure.cn, and accounts that need a
// Chinese legal entity (https://docs.azure.cn/en-us/ai-services/translator/sovereign-clouds),
// and its own prices on azure.cn (https://www.azure.cn/en-us/support/faq/).
// Its regions are chinaeast, chinaeast2, chinaeast3, chinanorth,
// chinanorth2 and chinanorth3 (https://learn.microsoft.com/en-us/azure/china/overview-regions,
// https://docs.azure.cn/en-us/reliability/regions-list), with data centres
// in Beijing and Shanghai (https://docs.azure.cn/en-us/billing/billing-azure-core-services-billing-instructions).
// The catalog holds none of it, so a name of mainland China is neither a
// region nor a typo: it is said so, and residency fails closed.

// azureChinaPrefixes begin every Azure China region's ARM, display and
// portal name ("chinanorth3", "China East 2", "中国北部 3"), the FinOps
// toolkit's short names ("cn east 2"; finops-toolkit-region-aliases.csv),
// the data centres' cities and the cloud's own names.
var azureChinaPrefixes = [...]string{"china", "中国", "cneast", "cnnorth", "beijing", "shanghai", "北京", "上海",
	"azurechina", "21vianet", "世纪互联"}

// azureChinaNames are other whole names of mainland China: the FinOps
// toolkit's codes of Azure China regions (bj, bjs, sh, sha, cne3, cnn3), the
// country's short names (also in pinyin, French, Italian and traditional
// characters), its regions as Chinese writes them (华东 east, 华北 north,
// 华南 south), and the largest mainland cities, in pinyin and characters. One string, each name between spaces: a list of
// short strings costs the wasm a header per name.
const azureChinaNames = " cn prc mainlandchina bj bjs sh sha cne2 cne3 cnn2 cnn3 zhongguo chine cina 中國 中华 华东 " +
	"华北 华南 大陆 内地 中华人民共和国 shenzhen guangzhou hangzhou chengdu chongqing " +
	"tianjin wuhan nanjing xian xi'an suzhou qingdao hebei 河北 深圳 广州 杭州 成都 重庆 天津 武汉 南京 西安 苏州 青岛 "

// azureChina tells whether a key names mainland China.
func azureChina(k string) bool {
	for _, p := range azureChinaPrefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	if strings.Contains(azureChinaNames, " "+k+" ") { // keys hold no spaces
		return true
	}
	// A slip of "china" ("chna", "chinq") is China, never Chile.
	return len(closest(k, []string{"china"}, 4)) > 0
}

// azureChinaNearby are the global regions nearest the Azure China data
// centres (Beijing, Shanghai) by the catalog's coordinates
// (TestAzureChinaNearby): East Asia in Hong Kong first, then by distance from
// Shanghai. They are offered for the person to choose, never chosen for
// them: data kept in Hong Kong, Korea or Japan is not kept in mainland China.
var azureChinaNearby = [...]string{"eastasia", "koreasouth", "koreacentral", "japanwest", "japaneast"}

// nearAzureChina lists azureChinaNearby, each with the first place
// Microsoft's region list gives it: "East Asia (Hong Kong)", "香港的东亚
// (eastasia)".
func (ix *regionIndex) nearAzureChina() words.Arg {
	var out []words.Arg
	for _, name := range azureChinaNearby {
		if r, ok := ix.c.Region(name); ok {
			place, _, _ := strings.Cut(r.Location, ", ")
			out = append(out, words.W(words.RegionAt, words.Region(r.Name, r.DisplayName), words.Place(place)))
		}
	}
	return words.List(out...)
}

// AzureChinaNearby are the global regions a region answer of mainland China
// offers for the person to choose.
func AzureChinaNearby() []string { return azureChinaNearby[:] }
