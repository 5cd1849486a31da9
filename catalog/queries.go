package catalog

import (
	"sort"

	"github.com/samber/lo"
)

// Recommendable reports whether the advisor may pick the size on the given
// day (YYYY-MM-DD): its specs are known and it is not retired by then.
func (s Size) Recommendable(day string) bool {
	return s.SpecsKnown && s.Lifecycle.StatusOn(day) != Retired
}

// StatusOn is the status on a given day (YYYY-MM-DD): a retiring size whose
// retirement date has passed is retired.
func (l Lifecycle) StatusOn(day string) Status {
	if l.Status == Retiring && l.Date != "" && day >= l.Date {
		return Retired
	}
	return l.Status
}

// SizesWhere returns the sizes for which keep is true, in catalog order.
func (c *Catalog) SizesWhere(keep func(Size) bool) []Size {
	return lo.Filter(c.Sizes, func(s Size, _ int) bool { return keep(s) })
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
	out := lo.Uniq(lo.Map(c.Sizes, func(s Size, _ int) string { return s.Series }))
	sort.Strings(out)
	return out
}

// PricesWhere returns the prices for which keep is true, in catalog order.
func (c *Catalog) PricesWhere(keep func(Price) bool) []Price {
	return lo.Filter(c.Prices, func(p Price, _ int) bool { return keep(p) })
}

// PricedRegions returns the regions that have at least one price under the
// model, sorted by name.
func (c *Catalog) PricedRegions(model PriceModel) []string {
	out := lo.Uniq(lo.FilterMap(c.Prices, func(p Price, _ int) (string, bool) { return p.Region, p.Model == model }))
	sort.Strings(out)
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
	offered := lo.SliceToMap(c.PricedRegions(PAYGLinux), func(r string) (string, bool) { return r, true })
	groups := lo.GroupBy(lo.Filter(c.Regions, func(r Region, _ int) bool { return offered[r.Name] }),
		func(r Region) string { return r.GeographyGroup })
	out := make([]Geography, 0, len(groups))
	for name, regions := range groups {
		sort.Slice(regions, func(i, j int) bool { return regions[i].DisplayName < regions[j].DisplayName })
		out = append(out, Geography{Name: name, Regions: regions})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
