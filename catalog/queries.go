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
	t, ok := civil(s, true)
	if !ok {
		return time.Time{}, fmt.Errorf("date %q is not YYYY-MM-DD", s)
	}
	return t, nil
}

// civil reads a date written YYYY-M-D in digits (padded: YYYY-MM-DD) as
// time.Parse reads it with the layout 2006-1-2 (2006-01-02): it takes the
// same texts and rejects the same ones, a month or day that does not exist
// among them. Not time.Parse: the engine checks dates on every answer, and
// the page's first answer would compile the whole layout parser first.
func civil(s string, padded bool) (t time.Time, ok bool) {
	if len(s) < len("2006-1-2") || len(s) > len(DateLayout) || s[4] != '-' {
		return time.Time{}, false
	}
	month, day, found := strings.Cut(s[5:], "-")
	if !found || len(month) < 1 || len(month) > 2 || len(day) < 1 || len(day) > 2 ||
		(padded && (len(month) != 2 || len(day) != 2)) {
		return time.Time{}, false
	}
	y, ok1 := digits(s[:4])
	m, ok2 := digits(month)
	d, ok3 := digits(day)
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || d < 1 || d > daysIn(m, y) {
		return time.Time{}, false
	}
	return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC), true
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
	d, ok := civil(day, false) // also reads the zero-padded form
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
// groups and regions sorted by name, as Derived carries them (see Derived).
func (c *Catalog) Geographies() []Geography {
	d := c.Derived
	if d == nil {
		return nil
	}
	out := make([]Geography, len(d.Geographies))
	for i, g := range d.Geographies {
		regions := make([]Region, len(g.Regions))
		for j, r := range g.Regions {
			regions[j] = c.Regions[r]
		}
		out[i] = Geography{Name: g.Name, Regions: regions}
	}
	return out
}

// SpotRatios are the Spot discounts observed per series (see SpotRatio),
// sorted by series, as Derived carries them.
func (c *Catalog) SpotRatios() []SpotRatio {
	if c.Derived == nil {
		return nil
	}
	return c.Derived.Spot
}

// SpotRatio is what the catalog observed of a series' Spot discount: the
// median of Spot ÷ pay-as-you-go Linux over the sizes and regions priced
// both ways, so that a Spot estimate follows that hardware rather than a
// blanket discount. Dated captures decide where a series has any; a
// series seen only in undated captures keeps them, marked Undated.
type SpotRatio struct {
	_      incomparable
	Series string
	// Ratio is the median of Spot ÷ pay-as-you-go.
	Ratio float64
	// N is how many size and region pairs it is the median of.
	N int
	// Source is the ID of the source of the series' Spot prices (of the
	// last pair, in the order of Prices).
	Source string
	// Undated is true when every pair's Spot price is undated: the ratio is
	// then no observed fact of today's market, and says so where it is used.
	Undated bool
}

// CommitRatio is what the catalog's recorded prices say of a commitment's
// discount: the median of one price model ÷ another (a 1-year savings plan
// ÷ pay-as-you-go Linux; a 3-year reservation ÷ a 1-year one) over the
// sizes and regions priced both ways, for one series or, with Series "",
// over every recorded pair.
type CommitRatio struct {
	_       incomparable
	Of, Per PriceModel
	// Series is the series, or "" for the median over all series.
	Series string
	// Ratio is the median; Min and Max bound the pairs.
	Ratio, Min, Max float64
	// N is how many size and region pairs it is the median of.
	N int
	// Source is the ID of the source of the Of prices (of the last pair).
	Source string
}

// CommitRatios are the commitments' observed ratios (see CommitRatio):
// per series then over all series, for each pair of models the engine
// estimates from, as Derived carries them.
func (c *Catalog) CommitRatios() []CommitRatio {
	if c.Derived == nil {
		return nil
	}
	return c.Derived.Commit
}

// Derived is what tools/catalog works out from a catalog's lists and writes
// beside them, so that the page neither groups, sorts nor counts at start
// (TestDerivedIsTheLists holds the generated one to the lists). A catalog
// built otherwise gets it from Validate, which it needs anyway for its
// index: the page never works it out, so none of that code is in its wasm.
type Derived struct {
	// Geographies are Geographies' groups, each region by its place in Regions.
	Geographies []GeoRegions
	// Spot are SpotRatios.
	Spot []SpotRatio
	// Commit are CommitRatios.
	Commit []CommitRatio
}

// GeoRegions is a geography group and its regions' places in Regions.
type GeoRegions struct {
	Name    string
	Regions []int
}

// Derive works Derived out from the lists; it needs the index (Load's, or
// Validate's).
func (c *Catalog) Derive() *Derived {
	return &Derived{Geographies: c.groupGeographies(), Spot: c.observeSpot(),
		Commit: append(c.observe(SP1Y, PAYGLinux, false), c.observe(RI3Y, RI1Y, false)...)}
}

func (c *Catalog) groupGeographies() []GeoRegions {
	groups := map[string][]int{}
	for r, region := range c.Regions {
		if c.offered(r) {
			groups[region.GeographyGroup] = append(groups[region.GeographyGroup], r)
		}
	}
	out := make([]GeoRegions, 0, len(groups))
	for name, regions := range groups {
		order.Slice(len(regions), func(i, j int) bool { return c.Regions[regions[i]].DisplayName < c.Regions[regions[j]].DisplayName },
			func(i, j int) { regions[i], regions[j] = regions[j], regions[i] })
		out = append(out, GeoRegions{Name: name, Regions: regions})
	}
	order.Slice(len(out), func(i, j int) bool { return out[i].Name < out[j].Name }, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// offered reports whether some size has a pay-as-you-go Linux price in the
// region at Regions[r].
func (c *Catalog) offered(r int) bool {
	for s := range c.Sizes {
		if _, ok := c.PriceAt(s, r, PAYGLinux); ok {
			return true
		}
	}
	return false
}

func (c *Catalog) observeSpot() []SpotRatio {
	var out []SpotRatio
	seen := map[string]bool{}
	for _, undated := range []bool{false, true} {
		for _, r := range c.observe(SpotLinux, PAYGLinux, undated) {
			if r.Series == "" || seen[r.Series] {
				continue
			}
			seen[r.Series] = true
			out = append(out, SpotRatio{Series: r.Series, Ratio: r.Ratio, N: r.N, Source: r.Source, Undated: undated})
		}
	}
	order.Slice(len(out), func(i, j int) bool { return out[i].Series < out[j].Series }, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// observe works out the CommitRatios of of ÷ per over the pairs whose of
// price is dated (or, with undated, undated): one per series that has a
// pair, sorted, then one over every pair.
func (c *Catalog) observe(of, per PriceModel, undated bool) []CommitRatio {
	var out []CommitRatio
	by := map[string][]float64{}
	var all []float64
	src := map[string]string{}
	c.pairs(of, per, func(series string, p, base Price) {
		if (p.AsOf == Undated) != undated {
			return
		}
		r := p.USDPerHour / base.USDPerHour
		by[series] = append(by[series], r)
		all = append(all, r)
		src[series], src[""] = p.Source, p.Source
	})
	if len(all) == 0 {
		return nil
	}
	for series, r := range by {
		m, lo, hi := median(r)
		out = append(out, CommitRatio{Of: of, Per: per, Series: series, Ratio: m, Min: lo, Max: hi, N: len(r), Source: src[series]})
	}
	order.Slice(len(out), func(i, j int) bool { return out[i].Series < out[j].Series }, func(i, j int) { out[i], out[j] = out[j], out[i] })
	m, lo, hi := median(all)
	return append(out, CommitRatio{Of: of, Per: per, Ratio: m, Min: lo, Max: hi, N: len(all), Source: src[""]})
}

// pairs calls f for every size and region priced under both models, with
// the size's series, in the order of Prices.
func (c *Catalog) pairs(of, per PriceModel, f func(series string, p, base Price)) {
	// Prices are sorted by size, region and model: a size's prices in one
	// region are one run, which holds both prices when both are known.
	for from := 0; from < len(c.Prices); {
		size, region := c.Prices[from].Size, c.Prices[from].Region
		to := from + 1
		for to < len(c.Prices) && c.Prices[to].Size == size && c.Prices[to].Region == region {
			to++
		}
		run := c.Prices[from:to]
		from = to
		p, base := -1, -1
		for i, pr := range run {
			switch pr.Model {
			case of:
				p = i
			case per:
				base = i
			}
		}
		if s, ok := c.Size(size); ok && p >= 0 && base >= 0 {
			f(s.Series, run[p], run[base])
		}
	}
}

// median is the middle of r (the upper one of an even count, as the Spot
// ratios always had it), and r's least and greatest; r is sorted in place.
func median(r []float64) (m, lo, hi float64) {
	//lint:ignore S1032 sort.Float64s is slices.Sort[float64], code the wasm does not otherwise hold
	sort.Sort(sort.Float64Slice(r))
	return r[len(r)/2], r[0], r[len(r)-1]
}
