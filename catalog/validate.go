package catalog

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// ValidationError lists every problem found in a catalog at once.
type ValidationError struct {
	// Problems are sentences, one per broken invariant.
	Problems []string
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("catalog: %d problem(s):\n  %s", len(e.Problems), strings.Join(e.Problems, "\n  "))
}

// MaxUSDPerHour is the sanity ceiling on any price, USD per VM-hour. The
// dearest GPU VM in the catalog is ND GB200 v6 at 216.32 (brazilsouth; about
// 108 in the US regions), so the ceiling leaves room for dearer sizes to come,
// yet catches the unit slip that matters most: a reservation's whole-term
// total read as an hourly price (the smallest in the catalog, 1-year NC4as T4
// v3, is 2,709 USD).
const MaxUSDPerHour = 1000

// gpuMemoryToleranceGB is how far a size's GPU memory may be from GPUs ×
// per-GPU memory: the generator divides or multiplies the printed figure, so
// anything beyond float noise is a wrong number.
const gpuMemoryToleranceGB = 0.01

// Validate checks the catalog's invariants and reports all broken
// ones in one *ValidationError. catalog/data/README.md lists the invariants.
func (c *Catalog) Validate() error {
	var p []string
	add := func(format string, args ...any) { p = append(p, fmt.Sprintf(format, args...)) }
	c.buildIndex()
	sizes := names(c.Sizes, func(s Size) string { return s.Name })
	gpus := names(c.GPUs, func(g GPU) string { return g.Model })
	regions := names(c.Regions, func(r Region) string { return r.Name })
	sources := names(c.Sources, func(s Source) string { return s.ID })
	// The look-ups are binary searches over the lists as they stand.
	for _, o := range []struct {
		what   string
		sorted bool
	}{
		{"sizes", slices.IsSortedFunc(c.Sizes, func(a, b Size) int { return strings.Compare(a.Name, b.Name) })},
		{"GPUs", slices.IsSortedFunc(c.GPUs, func(a, b GPU) int { return strings.Compare(a.Model, b.Model) })},
		{"regions", slices.IsSortedFunc(c.Regions, func(a, b Region) int { return strings.Compare(a.Name, b.Name) })},
		{"prices", slices.IsSortedFunc(c.Prices, func(a, b Price) int { return comparePrice(a, b.Size, b.Region, b.Model) })},
	} {
		if !o.sorted {
			add("%s: not sorted (tools/catalog sorts them; the look-ups depend on it)", o.what)
		}
	}
	for _, d := range duplicates(c.Sizes, func(s Size) string { return s.Name }) {
		add("size %s: listed twice", d)
	}
	for _, d := range duplicates(c.Regions, func(r Region) string { return r.Name }) {
		add("region %s: listed twice", d)
	}
	for _, d := range duplicates(c.GPUs, func(g GPU) string { return g.Model }) {
		add("GPU %s: listed twice", d)
	}
	for _, d := range duplicates(c.Sources, func(s Source) string { return s.ID }) {
		add("source %s: listed twice", d)
	}
	generated, genErr := ParseDate(c.Generated)
	if genErr != nil {
		add("generated date: %v", genErr)
	}
	for _, s := range c.Sizes {
		switch {
		case !strings.HasPrefix(s.Name, "Standard_N"):
			add("size %s: not a GPU size name", s.Name)
		case s.Lifecycle.Status != GA && s.Lifecycle.Status != Preview && s.Lifecycle.Status != Retiring && s.Lifecycle.Status != Retired:
			add("size %s: unknown lifecycle status %q", s.Name, s.Lifecycle.Status)
		case (s.Lifecycle.Status == Retiring || s.Lifecycle.Status == Retired) && s.Lifecycle.Date == "":
			add("size %s: %s without a date", s.Name, s.Lifecycle.Status)
		}
		if s.Lifecycle.Date != "" {
			if _, err := ParseDate(s.Lifecycle.Date); err != nil {
				add("size %s: lifecycle %v", s.Name, err)
			}
		}
		if !s.SpecsKnown {
			if s.SpecsUnknown == "" && s.Lifecycle.Status != Retired {
				add("size %s: %s without specs and not in specs-unknown.csv: say why no source gives them", s.Name, s.Lifecycle.Status)
			}
			continue
		}
		if s.SpecsUnknown != "" {
			add("size %s: has specs but is listed in specs-unknown.csv", s.Name)
		}
		if s.GPUMemoryGB <= 0 || s.GPUMemoryPerGPUGB <= 0 {
			add("size %s: GPU memory must be > 0", s.Name)
		}
		if s.GPUs.Den <= 0 || s.GPUs.Num <= 0 {
			add("size %s: GPU count %s must be > 0", s.Name, s.GPUs)
		} else if want := gpuMemory(s.GPUs, s.GPUMemoryPerGPUGB); math.Abs(s.GPUMemoryGB-want) > gpuMemoryToleranceGB {
			add("size %s: GPU memory %v GB is not %s GPU(s) × %v GB = %v GB", s.Name, s.GPUMemoryGB, s.GPUs, s.GPUMemoryPerGPUGB, want)
		}
		if s.VCPUs <= 0 || s.MemoryGiB <= 0 {
			add("size %s: vCPUs and RAM must be > 0", s.Name)
		}
		if s.SpecSource == "" {
			add("size %s: specs without a source", s.Name)
		}
		if !gpus[s.GPUModel] {
			add("size %s: GPU model %q is not in the catalog", s.Name, s.GPUModel)
		}
		if s.CPUArch != "x64" && s.CPUArch != "arm64" {
			add("size %s: CPU architecture %q must be x64 or arm64", s.Name, s.CPUArch)
		}
	}
	for _, r := range c.Regions {
		if r.Paired != "" && (!regions[r.Paired] || r.Paired == r.Name) {
			add("region %s: paired region %q is not another region of the catalog", r.Name, r.Paired)
		}
	}
	for _, g := range c.GPUs {
		if g.NVENC < 0 {
			add("GPU %s: NVENC count %d must be >= 0", g.Model, g.NVENC)
		}
		if g.FP64 != max(g.FP64Vector, g.FP64Tensor) {
			add("GPU %s: FP64 %v must be the larger of vector %v and tensor %v", g.Model, g.FP64, g.FP64Vector, g.FP64Tensor)
		}
	}
	// How each source dates its data: one date or a range, "undated …", or
	// "… per price" (every price of the source carries its own date).
	undated := make(map[string]bool, len(c.Sources))
	perPrice := make(map[string]bool, len(c.Sources))
	for _, s := range c.Sources {
		if s.AsOf == "" || s.Origin == "" {
			add("source %s: needs an origin and a date", s.ID)
			continue
		}
		switch {
		case strings.HasPrefix(s.AsOf, Undated):
			undated[s.ID] = true
		case strings.HasSuffix(s.AsOf, perPriceSuffix):
			perPrice[s.ID] = true
		default:
			if err := checkSourceDate(s.AsOf); err != nil {
				add("source %s: %v", s.ID, err)
			}
		}
	}
	seen := make(map[priceKey]bool, len(c.Prices))
	dates := map[string]error{} // each distinct as-of string parsed once
	for _, pr := range c.Prices {
		k := priceKey{pr.Size, pr.Region, pr.Model}
		if seen[k] {
			add("price %s/%s/%s: duplicate", pr.Size, pr.Region, pr.Model)
		}
		seen[k] = true
		if !sizes[pr.Size] {
			add("price %s/%s/%s: unknown size", pr.Size, pr.Region, pr.Model)
		}
		if !regions[pr.Region] {
			add("price %s/%s/%s: unknown region", pr.Size, pr.Region, pr.Model)
		}
		if !pr.Model.Valid() {
			add("price %s/%s: unknown price model %q", pr.Size, pr.Region, pr.Model)
		}
		switch u := pr.USDPerHour; {
		case math.IsNaN(u) || math.IsInf(u, 0):
			add("price %s/%s/%s: %v USD/h is not a number", pr.Size, pr.Region, pr.Model, u)
		case !(u > 0):
			add("price %s/%s/%s: %v USD/h must be > 0", pr.Size, pr.Region, pr.Model, u)
		case u > MaxUSDPerHour:
			add("price %s/%s/%s: %v USD/h is above the %v USD/h sanity ceiling", pr.Size, pr.Region, pr.Model, u, float64(MaxUSDPerHour))
		}
		if !sources[pr.Source] {
			add("price %s/%s/%s: unknown source %q", pr.Size, pr.Region, pr.Model, pr.Source)
		}
		switch {
		case pr.AsOf == "":
			add("price %s/%s/%s: no as-of date", pr.Size, pr.Region, pr.Model)
		case pr.AsOf == Undated:
			if !undated[pr.Source] {
				add("price %s/%s/%s: undated, but source %q is not an undated source", pr.Size, pr.Region, pr.Model, pr.Source)
			}
		default:
			err, done := dates[pr.AsOf]
			if !done {
				var d time.Time
				if d, err = ParseDate(pr.AsOf); err == nil && genErr == nil && d.After(generated) {
					err = fmt.Errorf("as-of date %s is after the catalog's date %s", pr.AsOf, c.Generated)
				}
				dates[pr.AsOf] = err
			}
			if err != nil {
				add("price %s/%s/%s: %v", pr.Size, pr.Region, pr.Model, err)
			}
		}
		if pr.AsOf != Undated && undated[pr.Source] && pr.AsOf != "" {
			add("price %s/%s/%s: dated %s, but its source %q is undated", pr.Size, pr.Region, pr.Model, pr.AsOf, pr.Source)
		}
		// A discount must be cheaper than the list price it discounts, and the
		// list price must be there: a missing pay-as-you-go row must not let an
		// unchecked Spot, reservation or savings-plan price through.
		if pr.Model != PAYGLinux && pr.Model != PAYGWindows && pr.Model.Valid() {
			base := PAYGLinux
			if pr.Model == SpotWindows {
				base = PAYGWindows
			}
			b, ok := c.Price(pr.Size, pr.Region, base)
			switch {
			case !ok:
				add("price %s/%s/%s: no %s price in the same region to check it against", pr.Size, pr.Region, pr.Model, base)
			case pr.USDPerHour >= b.USDPerHour:
				add("price %s/%s/%s: %v USD/h is not below %s %v USD/h", pr.Size, pr.Region, pr.Model, pr.USDPerHour, base, b.USDPerHour)
			}
		}
	}
	if c.Derived == nil {
		c.Derived = c.Derive()
	} else if fmt.Sprint(*c.Derived) != fmt.Sprint(*c.Derive()) {
		add("Derived (the geographies, Spot and commitment ratios) is not what the lists give: regenerate the catalog")
	}
	if len(p) == 0 {
		return nil
	}
	return &ValidationError{Problems: p}
}

// Undated is a price's AsOf when its source gives no date; such a source's
// own AsOf starts with it ("undated snapshot (…)").
const Undated = "undated"

// perPriceSuffix ends a source's AsOf when each of its prices carries its
// own date ("retrieval date per price").
const perPriceSuffix = "per price"

// checkSourceDate checks a dated source's AsOf: "YYYY-MM-DD" or
// "YYYY-MM-DD to YYYY-MM-DD" (in order), optionally followed by a remark in
// parentheses, e.g. "2024-07-31 to 2026-08-12 (ms.date per page)".
func checkSourceDate(asOf string) error {
	dates, remark, _ := strings.Cut(asOf, " (")
	if remark != "" && !strings.HasSuffix(remark, ")") {
		return fmt.Errorf("as-of %q: a remark after the date must be in parentheses", asOf)
	}
	from, to, isRange := strings.Cut(dates, " to ")
	first, err := ParseDate(from)
	if err != nil {
		return fmt.Errorf("as-of %q: %v (or start it with %q)", asOf, err, Undated)
	}
	if isRange {
		last, err := ParseDate(to)
		if err != nil {
			return fmt.Errorf("as-of %q: %v", asOf, err)
		}
		if last.Before(first) {
			return fmt.Errorf("as-of %q: the range ends before it starts", asOf)
		}
	}
	return nil
}

// gpuMemory is the GPU memory a size with gpus of perGPU GB each sees: a part
// of one GPU sees the part's memory, which perGPU already is.
func gpuMemory(gpus Fraction, perGPU float64) float64 {
	if gpus.Den != 1 {
		return perGPU
	}
	return float64(gpus.Num) * perGPU
}

// duplicates returns the keys that occur more than once, each once, in order.
func duplicates[T any](items []T, key func(T) string) []string {
	count := make(map[string]int, len(items))
	var out []string
	for _, it := range items {
		k := key(it)
		if count[k]++; count[k] == 2 {
			out = append(out, k)
		}
	}
	return out
}

// names is the set of the items' keys.
func names[T any](items []T, key func(T) string) map[string]bool {
	out := make(map[string]bool, len(items))
	for _, it := range items {
		out[key(it)] = true
	}
	return out
}
