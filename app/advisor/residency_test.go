package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestRegionTokens: the region answer the page and the link keep is what
// the person gave, one token per name: groups and countries stay groups,
// a name of one region is its ARM name, a name not understood stays.
func TestRegionTokens(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"eu", "eu"},
		{"EU/EEA", "eu"},
		{"EU only", "euonly"},
		{"West Europe, Germny", "westeurope,germny"},
		{"westeurop", "westeurop"},
		{"西欧，德国", "westeurope,德国"},
		{"Germany, germany, eastus", "germany,eastus"},
		{"eastus,westeurope", "eastus,westeurope"},
		{" , ", ""},
	} {
		if got := strings.Join(advisor.RegionTokens(c, []string{tc.in}), ","); got != tc.want {
			t.Errorf("RegionTokens(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
