package catalog

import (
	"fmt"
	"slices"
	"sort"
	"time"
)

// DateLayout is how the catalog writes a date: ISO 8601 calendar date,
// YYYY-MM-DD, zero-padded (2026-09-30, never 2026-9-30).
const DateLayout = "2006-01-02"

// ParseDate reads a catalog date strictly in DateLayout: a date that does not
// exist (2026-02-30) or is not zero-padded (2026-9-30) is an error.
func ParseDate(s string) (time.Time, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil || len(s) != len(DateLayout) {
		return time.Time{}, fmt.Errorf("date %q is not YYYY-MM-DD", s)
	}
	return t, nil
}

// Recommendable reports whether the advisor may pick the size on the given
// day (YYYY-MM-DD): its specs are known and it is not retired by then.
func (s Size) Recommendable(day string) bool {
	return s.SpecsKnown && s.Lifecycle.StatusOn(day) != Retired
}

// StatusOn is the status on a given day (YYYY-MM-DD): a retiring size whose
// retirement date has come is retired. The days are compared as dates, not
// as strings; the day may also be written without zero padding (2026-9-1 is
// before 2026-09-30, which a string comparison gets wrong). When the day or
// the retirement date is not a date at all, nothing can be compared and the
// recorded status stands (Validate rejects such a retirement date).
func (l Lifecycle) StatusOn(day string) Status {
	if l.Status != Retiring || l.Date == "" {
		return l.Status
	}
	d, err1 := time.Parse("2006-1-2", day) // also reads the zero-padded form
	end, err2 := ParseDate(l.Date)
	if err1 == nil && err2 == nil && !d.Before(end) {
		return Retired
	}
	return l.Status
}

// SizesWhere returns the sizes for which keep is true, in catalog order.
func (c *Catalog) SizesWhere(keep func(Size) bool) []Size {
	var out []Size
	for _, s := range c.Sizes {
		if keep(s) {
			out = append(out, s)
		}
	}
	return out
}

// SizesInSeries returns the sizes of one series, e.g. "ND H100 v5".
func (c *Catalog) SizesInSeries(series string) []Size {
	return c.SizesWhere(func(s Size) bool { return s.Series == series })
}

// SizesWithGPU returns the sizes built on one GPU model, e.g. "A10 24GB".
func (c *Catalog) SizesWithGPU(model string) []Size {
	return c.SizesWhere(func(s Size) bool { return s.GPUModel == model })
}

// Series returns the distinct series names, sorted.
func (c *Catalog) Series() []string {
	out := make([]string, 0, len(c.Sizes))
	for _, s := range c.Sizes {
		out = append(out, s.Series)
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// PricesWhere returns the prices for which keep is true, in catalog order.
func (c *Catalog) PricesWhere(keep func(Price) bool) []Price {
	var out []Price
	for _, p := range c.Prices {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

// PricedRegions returns the regions that have at least one price under the
// model, sorted by name.
func (c *Catalog) PricedRegions(model PriceModel) []string {
	var out []string
	for r, region := range c.Regions { // sorted by name
		for s := range c.Sizes {
			if _, ok := c.PriceAt(s, r, model); ok {
				out = append(out, region.Name)
				break
			}
		}
	}
	return out
}

// Geography is a group of regions for a region picker.
type Geography struct {
	// Name is the geography group, e.g. "Europe".
	Name string
	// Regions are its regions that offer at least one GPU size, by display name.
	Regions []Region
}

// Geographies groups the regions that offer GPU sizes by geography group,
// groups and regions sorted by name.
func (c *Catalog) Geographies() []Geography {
	offered := map[string]bool{}
	for _, r := range c.PricedRegions(PAYGLinux) {
		offered[r] = true
	}
	groups := map[string][]Region{}
	for _, r := range c.Regions {
		if offered[r.Name] {
			groups[r.GeographyGroup] = append(groups[r.GeographyGroup], r)
		}
	}
	out := make([]Geography, 0, len(groups))
	for name, regions := range groups {
		sort.Slice(regions, func(i, j int) bool { return regions[i].DisplayName < regions[j].DisplayName })
		out = append(out, Geography{Name: name, Regions: regions})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
