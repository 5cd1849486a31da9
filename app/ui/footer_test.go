package ui

import (
	"slices"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// sourceIDs are the IDs of the sources the footer lists.
func sourceIDs(c *catalog.Catalog) []string {
	var ids []string
	for _, s := range citedSources(c) {
		ids = append(ids, s.ID)
	}
	return ids
}

// The footer lists a source only when the catalog holds a figure from it.
func TestFooterListsOnlyCitedSources(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ids := sourceIDs(c)
	cited := map[string]bool{}
	for _, p := range c.Prices {
		cited[p.Source] = true
	}
	for id := range cited {
		if !slices.Contains(ids, id) {
			t.Errorf("prices cite %q but the footer does not list it (lists %v)", id, ids)
		}
	}
	for _, s := range c.Sources {
		table, _ := tableSource(c, s.ID)
		if slices.Contains(ids, s.ID) && !cited[s.ID] && !table {
			t.Errorf("the footer lists %q, which no price cites and which feeds no table", s.ID)
		}
	}
	if !cited["azure-retail-prices-api"] && slices.Contains(ids, "azure-retail-prices-api") {
		t.Errorf("the footer lists the live Retail Prices API although no price comes from it")
	}
	t.Logf("footer sources: %v", ids)

	// A made-up catalog: a price source with no row, and empty tables.
	small := &catalog.Catalog{
		Sources: []catalog.Source{{ID: "a"}, {ID: "b"}, {ID: "regions"}, {ID: "msdocs"}},
		Prices:  []catalog.Price{{Source: "b"}},
	}
	if got, want := sourceIDs(small), []string{"b"}; !slices.Equal(got, want) {
		t.Errorf("made-up catalog: footer lists %v, want %v", got, want)
	}
}
