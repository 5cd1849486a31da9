package advisor

import (
	"slices"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestARMNamesResolveToThemselves holds the region index's shortcut to the
// full tables: an answer of ARM names is read without building them, which
// is right only while every ARM name of the catalog resolves to its region
// alone (no group, country or other region's alias has its key).
func TestARMNamesResolveToThemselves(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ix := newRegionIndex(c)
	ix.build()
	for _, r := range c.Regions {
		if g, ok := ix.groups[r.Name]; ok {
			t.Errorf("%s is also a group or country's key (%v): the ARM-name shortcut would read it as the region alone", r.Name, g)
		}
		if got := uniqSorted(slices.Clone(ix.byKey[r.Name])); !slices.Equal(got, []string{r.Name}) {
			t.Errorf("%s resolves to %v in the tables, not to itself alone", r.Name, got)
		}
	}
	// The shortcut and the tables agree on a mix of ARM names.
	typed := []string{"westeurope,northeurope", "eastus"}
	fast, _, _ := newRegionIndex(c).resolve(typed)
	var slow []string
	for _, n := range splitRegions(typed) {
		slow = append(slow, ix.byKey[regionKey(n)]...)
	}
	if slow = uniqSorted(slow); !slices.Equal(fast, slow) {
		t.Errorf("ARM names: %v by the shortcut, %v by the tables", fast, slow)
	}
}
