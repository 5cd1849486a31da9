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
	ix := &regionIndex{c: c}
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
	fast, _, _ := (&regionIndex{c: c}).resolve(typed)
	var slow []string
	for _, n := range splitRegions(typed) {
		slow = append(slow, ix.byKey[regionKey(n)]...)
	}
	if slow = uniqSorted(slow); !slices.Equal(fast, slow) {
		t.Errorf("ARM names: %v by the shortcut, %v by the tables", fast, slow)
	}
}

// TestSuggestionsKeepTheScript: a name not understood is offered only close
// names of its own script: a Latin typo Latin names, Han input Han names,
// and nothing when nothing is close (上海 is not 东亚, china is not chile).
func TestSuggestionsKeepTheScript(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ix := &regionIndex{c: c}
	cases := []struct {
		typed string
		want  []string // nil: no suggestion
	}{
		{"westeurop", []string{"westeurope"}},
		{"germanywestcentrl", []string{"germanywestcentral"}},
		{"frankfrut", []string{"frankfurt"}},
		{"德国中西布", []string{"德国中西部"}},
		{"日本东布", []string{"日本东部"}},
		{"china", nil},
		{"chian", nil},
		{"上海", nil},
		{"中国", nil},
		{"上每", nil},
		{"uz", nil},
		{"tokio", []string{"tokyo"}},
		{"munich", nil}, // not Zurich, in another country
		{"新德里", nil},    // New Delhi, not 马德里 Madrid
		{"zurik", nil},  // two edits in six letters: too far to be sure
		{"saopaolo", []string{"saopaulo"}},
		{"Москва", nil},
	}
	for _, tc := range cases {
		if got := ix.suggest(tc.typed); !slices.Equal(got, tc.want) {
			t.Errorf("suggest(%q) = %v, want %v", tc.typed, got, tc.want)
		}
	}
	// Over every name the index offers: one letter changed, or one
	// dropped, the suggestions are all of the name's script.
	ix.build()
	for _, name := range ix.all {
		r := []rune(name)
		for _, typo := range []string{string(r[:len(r)-1]), string(r[1:]), string(r[:len(r)/2]) + "x" + string(r[len(r)/2+1:]), string(r[:len(r)/2]) + "码" + string(r[len(r)/2+1:])} {
			for _, s := range ix.suggest(typo) {
				if han(s) != han(typo) || latin(s) != latin(typo) {
					t.Errorf("suggest(%q) offers %q, of another script", typo, s)
				}
			}
		}
	}
}
