package catalog

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/azure-gpu-advisor/advisor/catalog/order"
)

// DateLayout is how the catalog writes a date: ISO 8601 calendar date,
// YYYY-MM-DD, zero-padded (2026-09-30, never 2026-9-30).
const DateLayout = "2006-01-02"

// ParseDate reads a catalog date strictly in DateLayout: a date that does not
// exist (2026-02-30) or is not zero-padded (2026-9-30) is an error.
func ParseDate(s string) (time.Time, error) {
	t, ok, read := civil(s, true)
	if !read {
		var err error
		t, err = time.Parse(DateLayout, s)
		ok = err == nil && len(s) == len(DateLayout)
	}
	if !ok {
		return time.Time{}, fmt.Errorf("date %q is not YYYY-MM-DD", s)
	}
	return t, nil
}

// civil reads a date written YYYY-M-D in digits (padded: YYYY-MM-DD) as
// time.Parse reads it with the layout 2006-1-2 (2006-01-02), without
// time.Parse: the engine checks dates on every answer, and the page's
// first answer would compile the whole layout parser first. read is false
// for any other shape, which the caller leaves to time.Parse; ok is false
// for a month or day that does not exist.
func civil(s string, padded bool) (t time.Time, ok, read bool) {
	if len(s) < len("2006-1-2") || len(s) > len(DateLayout) || s[4] != '-' {
		return time.Time{}, false, false
	}
	month, day, found := strings.Cut(s[5:], "-")
	if !found || len(month) < 1 || len(month) > 2 || len(day) < 1 || len(day) > 2 ||
		(padded && (len(month) != 2 || len(day) != 2)) {
		return time.Time{}, false, false
	}
	y, ok1 := digits(s[:4])
	m, ok2 := digits(month)
	d, ok3 := digits(day)
	if !ok1 || !ok2 || !ok3 {
		return time.Time{}, false, false
	}
	if m < 1 || m > 12 || d < 1 || d > daysIn(m, y) {
		return time.Time{}, false, true
	}
	return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC), true, true
}

// digits reads a number written in ASCII digits alone.
func digits(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// daysIn is the number of days of month m (1-12) in year y, Gregorian.
func daysIn(m, y int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
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
	d, ok, read := civil(day, false) // also reads the zero-padded form
	if !read {
		t, err := time.Parse("2006-1-2", day)
		d, ok = t, err == nil
	}
	end, err := ParseDate(l.Date)
	if ok && err == nil && !d.Before(end) {
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
		order.Slice(len(regions), func(i, j int) bool { return regions[i].DisplayName < regions[j].DisplayName },
			func(i, j int) { regions[i], regions[j] = regions[j], regions[i] })
		out = append(out, Geography{Name: name, Regions: regions})
	}
	order.Slice(len(out), func(i, j int) bool { return out[i].Name < out[j].Name }, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
