//go:build !js

package ui

import (
	"slices"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestKeepUnread: answers whose region names (share.Answered) cannot be read keep them as
// typed for the link, so that residency stays closed wherever the link is
// opened; names read as regions are replaced by the regions.
func TestKeepUnread(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ad := advisor.New(c)
	for _, tc := range []struct{ typed, want []string }{
		{[]string{"china"}, []string{"china"}},
		{[]string{"westeurop"}, []string{"westeurop"}},
		{[]string{"上海", "mars"}, []string{"上海", "mars"}},
		{[]string{"香港"}, []string{"eastasia"}},
		{[]string{"china", "eastasia"}, []string{"eastasia"}},
	} {
		typed := advisor.Defaults(advisor.Inference)
		typed.Regions = tc.typed
		got := share.Answered(share.State{Answers: typed}, ad.Advise(typed, advisor.Options{Day: "2026-12-02"})).Answers
		if !slices.Equal(got.Regions, tc.want) || len(got.RegionsNotUnderstood) > 0 || len(got.AzureChina) > 0 {
			t.Errorf("%v: kept %v (not understood %v, Azure China %v), want %v", tc.typed, got.Regions, got.RegionsNotUnderstood, got.AzureChina, tc.want)
		}
	}
}
