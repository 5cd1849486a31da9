package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
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
