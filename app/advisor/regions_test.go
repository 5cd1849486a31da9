package advisor_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestResidencyFailsClosed: whatever a person types in the regions field is
// understood as regions, or nothing is recommended outside what they asked.
func TestResidencyFailsClosed(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	cases := []struct {
		typed []string
		want  string // regions understood, comma-joined; "" means fail closed
	}{
		{[]string{"westeurope"}, "westeurope"},
		{[]string{"West Europe"}, "westeurope"},
		{[]string{"  WEST-EUROPE "}, "westeurope"},
		{[]string{"(Europe) West Europe"}, "westeurope"}, // the portal's label
		{[]string{"eu west"}, "westeurope"},              // FinOps toolkit alias
		{[]string{"西欧"}, "westeurope"},
		{[]string{"日本东部，日本西部"}, "japaneast,japanwest"},
		{[]string{"Germany"}, "germanynorth,germanywestcentral"},
		{[]string{"德国"}, "germanynorth,germanywestcentral"},
		{[]string{"Switzerland"}, "switzerlandnorth,switzerlandwest"},
		{[]string{"UK"}, "uksouth,ukwest"},
		{[]string{"德国。"}, "germanynorth,germanywestcentral"},               // a full stop typed after it
		{[]string{"日本东部、 日本西部；"}, "japaneast,japanwest"},                   // Chinese list punctuation
		{[]string{"ｗｅｓｔｅｕｒｏｐｅ"}, "westeurope"},                             // full-width letters
		{[]string{"中东"}, "israelcentral,qatarcentral,uaecentral,uaenorth"}, // step 3's geography, in Chinese
		{[]string{"Middle East"}, "israelcentral,qatarcentral,uaecentral,uaenorth"},
		{[]string{"Jio 印度西部"}, "jioindiawest"},
		{[]string{"欧盟"}, "austriaeast,belgiumcentral,denmarkeast,francecentral,francesouth,germanynorth,germanywestcentral,italynorth,northeurope,norwayeast,norwaywest,polandcentral,spaincentral,swedencentral,westeurope"},
		{[]string{"westeurop"}, ""},
		{[]string{"EU-West-1"}, ""}, // an AWS name
		{[]string{"mars", "atlantis"}, ""},
	}
	for _, tc := range cases {
		t.Run(strings.Join(tc.typed, "+"), func(t *testing.T) {
			a := advisor.Defaults(advisor.Inference)
			a.Regions = tc.typed
			r := ad.Advise(a, advisor.Options{Day: day})
			got := strings.Join(r.Answers.Regions, ",")
			if got != tc.want {
				t.Errorf("regions = %q, want %q", got, tc.want)
			}
			if tc.want == "" {
				if len(r.Recommendations) != 0 {
					t.Errorf("%d picks although no region was understood", len(r.Recommendations))
				}
				if !hasCode(r, "region-not-understood") {
					t.Errorf("no notice saying the regions were not understood: %v", r.Notices)
				}
				return
			}
			for _, p := range r.Recommendations {
				if !strings.Contains(","+tc.want+",", ","+p.Region+",") {
					t.Errorf("pick %s in %s, outside %s", p.Size, p.Region, tc.want)
				}
			}
		})
	}
	// The EU/EEA group holds every EU or EEA region and nothing else.
	a := advisor.Defaults(advisor.Inference)
	a.Regions = []string{"EU"}
	n, _ := advisor.Normalize(a, c)
	for _, name := range n.Regions {
		reg, _ := c.Region(name)
		if reg.GeographyGroup != "Europe" || reg.Geography == "Switzerland" {
			t.Errorf("EU/EEA holds %s (%s, %s)", name, reg.Geography, reg.GeographyGroup)
		}
	}
}

// TestPlacesNameTheirRegions: a city, state or country of Microsoft's region
// list, or a city of the FinOps toolkit's aliases, in English or Chinese,
// is read as its regions.
func TestPlacesNameTheirRegions(t *testing.T) {
	c, _ := catalog.Load()
	const usRegions = "centralus,eastus,eastus2,northcentralus,southcentralus,westcentralus,westus,westus2,westus3"
	cases := []struct{ typed, want string }{
		{"香港", "eastasia"}, {"Hong Kong", "eastasia"},
		{"东京", "japaneast"}, {"Tokyo", "japaneast"}, {"埼玉", "japaneast"},
		{"大阪", "japanwest"}, {"Osaka", "japanwest"},
		{"新加坡", "southeastasia"}, {"Singapore", "southeastasia"},
		{"首尔", "koreacentral"}, {"Seoul", "koreacentral"}, {"釜山", "koreasouth"}, {"Busan", "koreasouth"},
		{"悉尼", "australiaeast"}, {"Sydney", "australiaeast"}, {"墨尔本", "australiasoutheast"},
		{"堪培拉", "australiacentral,australiacentral2"}, {"Canberra", "australiacentral,australiacentral2"},
		{"奥克兰", "newzealandnorth"}, {"雅加达", "indonesiacentral"}, {"吉隆坡", "malaysiawest"}, {"Kuala Lumpur", "malaysiawest"},
		{"浦那", "centralindia"}, {"金奈", "southindia"}, {"孟买", "westindia"}, {"Mumbai", "westindia"},
		{"法兰克福", "germanywestcentral"}, {"Frankfurt", "germanywestcentral"}, {"柏林", "germanynorth"}, {"Berlin", "germanynorth"},
		{"苏黎世", "switzerlandnorth"}, {"Zurich", "switzerlandnorth"}, {"日内瓦", "switzerlandwest"}, {"Geneva", "switzerlandwest"},
		{"阿姆斯特丹", "westeurope"}, {"Amsterdam", "westeurope"}, {"荷兰", "westeurope"}, {"Netherlands", "westeurope"},
		{"都柏林", "northeurope"}, {"Dublin", "northeurope"}, {"爱尔兰", "northeurope"}, {"Ireland", "northeurope"},
		{"伦敦", "uksouth"}, {"London", "uksouth"}, {"加的夫", "ukwest"}, {"巴黎", "francecentral"}, {"Paris", "francecentral"},
		{"马赛", "francesouth"}, {"米兰", "italynorth"}, {"Milan", "italynorth"}, {"马德里", "spaincentral"}, {"华沙", "polandcentral"},
		{"维也纳", "austriaeast"}, {"Vienna", "austriaeast"}, {"布鲁塞尔", "belgiumcentral"}, {"哥本哈根", "denmarkeast"},
		{"耶夫勒", "swedencentral"}, {"Gävle", "swedencentral"}, {"gavle", "swedencentral"},
		{"多伦多", "canadacentral"}, {"魁北克", "canadaeast"}, {"蒙特利尔", "canadaeast"}, {"圣保罗", "brazilsouth"}, {"Sao Paulo", "brazilsouth"},
		{"里约热内卢", "brazilsoutheast"}, {"圣地亚哥", "chilecentral"}, {"Santiago", "chilecentral"},
		{"克雷塔罗", "mexicocentral"}, {"Querétaro", "mexicocentral"}, {"queretaro", "mexicocentral"},
		{"多哈", "qatarcentral"}, {"迪拜", "uaenorth"}, {"阿布扎比", "uaecentral"}, {"Abu Dhabi", "uaecentral"},
		{"约翰内斯堡", "southafricanorth"}, {"开普敦", "southafricawest"}, {"Cape Town", "southafricawest"},
		{"弗吉尼亚", "eastus,eastus2"}, {"Virginia", "eastus,eastus2"}, {"爱荷华", "centralus"}, {"艾奥瓦", "centralus"},
		{"芝加哥", "northcentralus"}, {"伊利诺伊", "northcentralus"}, {"得克萨斯", "southcentralus"}, {"德克萨斯", "southcentralus"},
		{"加州", "westus"}, {"硅谷", "westus"}, {"西雅图", "westus2"}, {"华盛顿州", "westus2"}, {"凤凰城", "westus3"}, {"Phoenix", "westus3"},
		{"怀俄明", "westcentralus"}, {"那格浦尔", "jioindiacentral"}, {"贾姆讷格尔", "jioindiawest"},
		{"东京、大阪", "japaneast,japanwest"}, {"Tokyo, Osaka", "japaneast,japanwest"},
		// Places the region list gives only as the country, and old names.
		{"Oslo", "norwayeast"}, {"奥斯陆", "norwayeast"}, {"Stavanger", "norwaywest"}, {"斯塔万格", "norwaywest"},
		{"Tel Aviv", "israelcentral"}, {"特拉维夫", "israelcentral"},
		{"Stockholm", "swedencentral"}, {"斯德哥尔摩", "swedencentral"},
		// The capital, not the state of Washington (westus2).
		{"Washington DC", usRegions}, {"Washington D.C.", usRegions}, {"华盛顿特区", usRegions}, {"Washington", "westus2"},
		{"Zürich", "switzerlandnorth"},
	}
	for _, tc := range cases {
		got, unknown := advisor.ResolveRegions(c, []string{tc.typed})
		if strings.Join(got, ",") != tc.want || len(unknown) > 0 {
			t.Errorf("%q read as %v (not understood %v), want %s", tc.typed, got, unknown, tc.want)
		}
	}
	// Every place of the region list is read, in English and in Chinese.
	for _, r := range c.Regions {
		for _, p := range strings.Split(r.Location, ", ") {
			p = strings.TrimSuffix(p, " State")
			if p == "" || p == r.Geography {
				continue
			}
			if got, _ := advisor.ResolveRegions(c, []string{p}); !slices.Contains(got, r.Name) {
				t.Errorf("%s (%s) read as %v", p, r.Name, got)
			}
			if zh := words.T(words.Zh, words.Verbatim, words.Place(p)); zh == p {
				t.Errorf("%s (%s) has no Chinese name", p, r.Name)
			} else if got, _ := advisor.ResolveRegions(c, []string{zh}); !slices.Contains(got, r.Name) {
				t.Errorf("%s (%s, %s) read as %v", zh, p, r.Name, got)
			}
		}
	}
	// Each Chinese place reads as the regions of its English name.
	for _, p := range words.PlacesZh() {
		en, _ := advisor.ResolveRegions(c, []string{p[0]})
		zh, _ := advisor.ResolveRegions(c, []string{p[1]})
		if len(en) == 0 || !slices.Equal(en, zh) {
			t.Errorf("%s read as %v, %s as %v", p[1], zh, p[0], en)
		}
	}
}

// TestAzureChina: every way of naming mainland China (Azure China's
// regions in any form, the country, its cities, in English or Chinese) says
// Azure China, recommends nothing and suggests nothing; Hong Kong and Chile
// stay what they are.
func TestAzureChina(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	china := []string{"china", "China", "中国", "中国大陆", "mainland China", "PRC", "cn", "chinanorth3", "chinaeast2", "chinanorth",
		"chinaeast", "chinanorth2", "chinaeast3", "China North 3", "China East 2", "中国北部 3", "中国东部2", "CN East 2", "cnn3", "bjs", "sha",
		"Beijing", "Shanghai", "北京", "上海", "北京市", "上海市", "Hebei", "河北", "Shenzhen", "深圳", "广州", "Azure China", "21Vianet", "世纪互联",
		"ｃｈｉｎａ",
		// Other mainland cities, in pinyin, simplified and traditional
		// characters; China in pinyin, French, Italian and traditional
		// characters; slips of "china", which never read as Chile.
		"Chengdu", "成都", "Chongqing", "重庆", "Wuhan", "武汉", "Nanjing", "Tianjin", "天津", "Xi'an", "西安", "Suzhou", "苏州",
		"zhongguo", "Chine", "Cina", "中國", "华东", "华北", "chna", "chinq"}
	for _, typed := range china {
		for _, lang := range []words.Lang{words.En, words.Zh} {
			a := advisor.Defaults(advisor.Inference)
			a.Regions = []string{typed}
			r := ad.Advise(a, advisor.Options{Day: day})
			if len(r.Recommendations) != 0 || len(r.Answers.Regions) != 0 {
				t.Errorf("%q: %d picks in %v", typed, len(r.Recommendations), r.Answers.Regions)
			}
			var said string
			for _, n := range r.Notices {
				s := n.Text.In(lang)
				if n.Code == "azure-china" {
					said = s
				}
				if n.Code == "region-not-understood" || strings.Contains(s, "did you mean") || strings.Contains(s, "是否指") {
					t.Errorf("%q read as a typo: %s", typed, s)
				}
			}
			want := map[words.Lang][]string{words.En: {"Azure China", "21Vianet", "East Asia (Hong Kong)"}, words.Zh: {"Azure 中国", "世纪互联", "香港的东亚 (eastasia)"}}[lang]
			for _, w := range want {
				if !strings.Contains(said, w) {
					t.Errorf("%q in %s: the Azure China notice lacks %q: %q", typed, lang.Tag(), w, said)
				}
			}
		}
	}
	for typed, want := range map[string]string{"香港": "eastasia", "hk": "eastasia", "chile": "chilecentral", "Chile Central": "chilecentral", "智利": "chilecentral"} {
		a := advisor.Defaults(advisor.Inference)
		a.Regions = []string{typed}
		if r := ad.Advise(a, advisor.Options{Day: day}); strings.Join(r.Answers.Regions, ",") != want || hasCode(r, "azure-china") {
			t.Errorf("%q read as %v (notices %v), want %s", typed, r.Answers.Regions, r.Notices, want)
		}
	}
	// The geography answer too: mainland China there is Azure China, and
	// nothing else is recommended.
	a := advisor.Defaults(advisor.Inference)
	a.Geo = "China"
	if r := ad.Advise(a, advisor.Options{Day: day}); len(r.Recommendations) != 0 || !hasCode(r, "azure-china") {
		t.Errorf("geo China: %d picks, notices %v", len(r.Recommendations), r.Notices)
	}
}

// TestAzureChinaNearby holds the nearby regions the Azure China notice
// offers to what the catalog's coordinates say: the five regions nearest
// Beijing (39.90° N, 116.40° E) and Shanghai (31.23° N, 121.47° E), where
// Azure China's data centres are, each with GPU sizes to price.
func TestAzureChinaNearby(t *testing.T) {
	c, _ := catalog.Load()
	priced := map[string]bool{}
	for _, p := range c.Prices {
		priced[p.Region] = true
	}
	want := advisor.AzureChinaNearby()
	for _, city := range [][2]float64{{39.90, 116.40}, {31.23, 121.47}} {
		var regions []catalog.Region
		for _, r := range c.Regions {
			if priced[r.Name] {
				regions = append(regions, r)
			}
		}
		slices.SortFunc(regions, func(a, b catalog.Region) int {
			return cmp.Compare(km(city, a), km(city, b))
		})
		var got []string
		for _, r := range regions[:len(want)] {
			got = append(got, r.Name)
		}
		slices.Sort(got)
		if w := slices.Sorted(slices.Values(want)); !slices.Equal(got, w) {
			t.Errorf("nearest to %v: %v, the notice offers %v", city, got, w)
		}
	}
}

// km orders regions by their distance from a point (latitude, longitude):
// the square of the straight line to it.
func km(p [2]float64, r catalog.Region) float64 {
	return catalog.Region{Place: catalog.PlaceAt(p[0], p[1])}.Apart(r)
}
