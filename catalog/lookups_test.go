package catalog_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

func TestSuggest(t *testing.T) {
	c := mustLoad(t)
	if got := c.SuggestRegion("westeurop"); len(got) == 0 || got[0] != "westeurope" {
		t.Errorf("SuggestRegion(westeurop) = %v", got)
	}
	if got := c.SuggestSize("Standard_ND96isr_H100_v6"); len(got) == 0 || got[0] != "Standard_ND96isr_H100_v5" {
		t.Errorf("SuggestSize = %v", got)
	}
	if got := c.SuggestRegion("zzzzzzzz"); len(got) != 0 {
		t.Errorf("SuggestRegion(nonsense) = %v, want nothing", got)
	}
}

// TestLookupsFindEveryEntry: the binary searches find every size, GPU,
// region and price of the built-in catalog, and nothing that is not there.
func TestLookupsFindEveryEntry(t *testing.T) {
	c := mustLoad(t)
	bySize := map[string][]catalog.Price{}
	offered := map[string][]string{}
	for _, p := range c.Prices {
		got, ok := c.Price(p.Size, p.Region, p.Model)
		if !ok || !reflect.DeepEqual(got, p) {
			t.Errorf("Price(%s, %s, %s) = %v, %v; want %v", p.Size, p.Region, p.Model, got, ok, p)
		}
		si, ok1 := c.SizeIndex(p.Size)
		ri, ok2 := c.RegionIndex(p.Region)
		if got, ok := c.PriceAt(si, ri, p.Model); !ok1 || !ok2 || !ok || !reflect.DeepEqual(got, p) {
			t.Errorf("PriceAt(%s, %s, %s) = %v, %v; want %v", p.Size, p.Region, p.Model, got, ok, p)
		}
		bySize[p.Size] = append(bySize[p.Size], p)
		if p.Model == catalog.PAYGLinux {
			offered[p.Size] = append(offered[p.Size], p.Region)
		}
	}
	for _, s := range c.Sizes {
		if got, ok := c.Size(s.Name); !ok || got.Name != s.Name {
			t.Errorf("Size(%s) = %v, %v", s.Name, got.Name, ok)
		}
		if got := c.PricesOf(s.Name); !slices.EqualFunc(got, bySize[s.Name], func(a, b catalog.Price) bool { return reflect.DeepEqual(a, b) }) {
			t.Errorf("PricesOf(%s): %d prices, want %d", s.Name, len(got), len(bySize[s.Name]))
		}
		if got := c.RegionsOf(s.Name); !slices.Equal(got, offered[s.Name]) {
			t.Errorf("RegionsOf(%s) = %v, want %v", s.Name, got, offered[s.Name])
		}
	}
	for _, g := range c.GPUs {
		if got, ok := c.GPU(g.Model); !ok || got.Model != g.Model {
			t.Errorf("GPU(%s) = %v, %v", g.Model, got.Model, ok)
		}
	}
	for _, r := range c.Regions {
		if got, ok := c.Region(r.Name); !ok || got.Name != r.Name {
			t.Errorf("Region(%s) = %v, %v", r.Name, got.Name, ok)
		}
	}
	for _, s := range c.Sources {
		if got, ok := c.Source(s.ID); !ok || got.ID != s.ID {
			t.Errorf("Source(%s) = %v, %v", s.ID, got.ID, ok)
		}
	}
	p := c.Prices[0]
	for _, miss := range [][3]string{{p.Size, p.Region, "ri-9y"}, {p.Size, "atlantis", string(p.Model)}, {"Standard_NX1", p.Region, string(p.Model)}, {"", "", ""}} {
		if _, ok := c.Price(miss[0], miss[1], catalog.PriceModel(miss[2])); ok {
			t.Errorf("Price(%v) found a price", miss)
		}
	}
	// PriceAt's places out of range, and every model's place in the grid.
	for _, miss := range [][2]int{{-1, 0}, {len(c.Sizes), 0}, {0, -1}, {0, len(c.Regions)}} {
		if _, ok := c.PriceAt(miss[0], miss[1], catalog.PAYGLinux); ok {
			t.Errorf("PriceAt(%v) found a price", miss)
		}
	}
	if _, ok := c.PriceAt(0, 0, "ri-9y"); ok {
		t.Error("PriceAt(0, 0, ri-9y) found a price")
	}
	if _, ok := c.Size("Standard_NX1"); ok {
		t.Error("Size(Standard_NX1) found a size")
	}
	if got := c.PricesOf("Standard_NX1"); len(got) != 0 {
		t.Errorf("PricesOf(Standard_NX1) = %d prices", len(got))
	}
	// PricesOf hands out a copy: changing it leaves the catalog alone.
	got := c.PricesOf(p.Size)
	got[0].USDPerHour = -1
	if again, _ := c.Price(p.Size, p.Region, p.Model); again.USDPerHour != p.USDPerHour {
		t.Error("changing PricesOf's result changed the catalog")
	}
}

// TestUnsortedListsFail: the look-ups depend on the order tools/catalog
// writes, so Validate names a list out of order.
func TestUnsortedListsFail(t *testing.T) {
	c := brokenCopy(t)
	c.Sizes[0], c.Sizes[1] = c.Sizes[1], c.Sizes[0]
	c.Prices[0], c.Prices[1] = c.Prices[1], c.Prices[0]
	wantProblem(t, c, "sizes: not sorted")
	wantProblem(t, c, "prices: not sorted")
}
