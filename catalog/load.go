package catalog

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Schema is the version of the catalog.json layout; tools/catalog writes it and
// Parse refuses any other.
const Schema = 1

// Catalog is the whole data set with indexes for look-ups. Build one with Parse
// or Load; the zero value is empty.
type Catalog struct {
	// Schema is the layout version (see the package constant Schema).
	Schema int `json:"schema"`
	// Generated is the date of the newest source the catalog was built from (YYYY-MM-DD).
	Generated string `json:"generated"`
	// Sources lists the public inputs, referred to by Price.Source.
	Sources []Source `json:"sources"`
	// GPUs lists the GPU models with their performance profiles.
	GPUs []GPU `json:"gpus"`
	// Sizes lists every GPU VM size, sorted by name.
	Sizes []Size `json:"sizes"`
	// Regions lists the regions, sorted by name.
	Regions []Region `json:"regions"`
	// Prices lists every known price, sorted by size, region and model.
	Prices []Price `json:"prices"`

	sizes   map[string]int
	gpus    map[string]int
	regions map[string]int
	sources map[string]int
	prices  map[priceKey]int
	bySize  map[string][]int
}

type priceKey struct {
	size, region string
	model        PriceModel
}

//go:embed data/catalog.json
var embedded []byte

var (
	loadOnce sync.Once
	loaded   *Catalog
	loadErr  error
)

// Load returns the embedded catalog, parsed and validated once per process.
func Load() (*Catalog, error) {
	loadOnce.Do(func() { loaded, loadErr = Parse(embedded) })
	return loaded, loadErr
}

// Embedded returns the raw embedded catalog.json, for tools that compare it
// with a fresh generation.
func Embedded() []byte { return embedded }

// Parse decodes a catalog.json, indexes it and validates it. The standard
// library decoder is used on purpose: it costs the browser's wasm far less
// than goccy/go-json (see catalog/data/README.md).
func Parse(b []byte) (*Catalog, error) {
	var c Catalog
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("catalog: decode: %w", err)
	}
	if c.Schema != Schema {
		return nil, fmt.Errorf("catalog: schema %d, this build reads schema %d", c.Schema, Schema)
	}
	c.index()
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

func (c *Catalog) index() {
	c.sizes = make(map[string]int, len(c.Sizes))
	for i, s := range c.Sizes {
		c.sizes[s.Name] = i
	}
	c.gpus = make(map[string]int, len(c.GPUs))
	for i, g := range c.GPUs {
		c.gpus[g.Model] = i
	}
	c.regions = make(map[string]int, len(c.Regions))
	for i, r := range c.Regions {
		c.regions[r.Name] = i
	}
	c.sources = make(map[string]int, len(c.Sources))
	for i, s := range c.Sources {
		c.sources[s.ID] = i
	}
	c.prices = make(map[priceKey]int, len(c.Prices))
	c.bySize = make(map[string][]int, len(c.Sizes))
	for i, p := range c.Prices {
		c.prices[priceKey{p.Size, p.Region, p.Model}] = i
		c.bySize[p.Size] = append(c.bySize[p.Size], i)
	}
}

// ValidationError lists every problem found in a catalog at once.
type ValidationError struct {
	// Problems are sentences, one per broken invariant.
	Problems []string
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("catalog: %d problem(s):\n  %s", len(e.Problems), strings.Join(e.Problems, "\n  "))
}

// Validate checks the catalog's invariants and reports all broken ones in one
// *ValidationError.
func (c *Catalog) Validate() error {
	var p []string
	add := func(format string, args ...any) { p = append(p, fmt.Sprintf(format, args...)) }
	if c.sizes == nil {
		c.index()
	}
	if len(c.sizes) != len(c.Sizes) {
		add("duplicate size names")
	}
	if len(c.regions) != len(c.Regions) {
		add("duplicate region names")
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
		if !s.SpecsKnown {
			continue
		}
		if s.GPUMemoryGB <= 0 || s.GPUMemoryPerGPUGB <= 0 {
			add("size %s: GPU memory must be > 0", s.Name)
		}
		if s.GPUs.Den <= 0 || s.GPUs.Num <= 0 {
			add("size %s: GPU count %s must be > 0", s.Name, s.GPUs)
		}
		if s.VCPUs <= 0 || s.MemoryGiB <= 0 {
			add("size %s: vCPUs and RAM must be > 0", s.Name)
		}
		if s.SpecSource == "" {
			add("size %s: specs without a source", s.Name)
		}
		if _, ok := c.gpus[s.GPUModel]; !ok {
			add("size %s: GPU model %q is not in the catalog", s.Name, s.GPUModel)
		}
	}
	seen := make(map[priceKey]bool, len(c.Prices))
	for _, pr := range c.Prices {
		k := priceKey{pr.Size, pr.Region, pr.Model}
		if seen[k] {
			add("price %s/%s/%s: duplicate", pr.Size, pr.Region, pr.Model)
		}
		seen[k] = true
		if _, ok := c.sizes[pr.Size]; !ok {
			add("price %s/%s/%s: unknown size", pr.Size, pr.Region, pr.Model)
		}
		if _, ok := c.regions[pr.Region]; !ok {
			add("price %s/%s/%s: unknown region", pr.Size, pr.Region, pr.Model)
		}
		if !pr.Model.Valid() {
			add("price %s/%s: unknown price model %q", pr.Size, pr.Region, pr.Model)
		}
		if !(pr.USDPerHour > 0) {
			add("price %s/%s/%s: %v USD/h must be > 0", pr.Size, pr.Region, pr.Model, pr.USDPerHour)
		}
		if _, ok := c.sources[pr.Source]; !ok {
			add("price %s/%s/%s: unknown source %q", pr.Size, pr.Region, pr.Model, pr.Source)
		}
		if pr.AsOf == "" {
			add("price %s/%s/%s: no as-of date", pr.Size, pr.Region, pr.Model)
		}
		// A discount must be cheaper than the list price it discounts.
		base := PAYGLinux
		if pr.Model == SpotWindows {
			base = PAYGWindows
		}
		if pr.Model != PAYGLinux && pr.Model != PAYGWindows {
			if b, ok := c.Price(pr.Size, pr.Region, base); ok && pr.USDPerHour >= b.USDPerHour {
				add("price %s/%s/%s: %v USD/h is not below %s %v USD/h", pr.Size, pr.Region, pr.Model, pr.USDPerHour, base, b.USDPerHour)
			}
		}
	}
	for _, s := range c.Sources {
		if s.AsOf == "" || s.Origin == "" {
			add("source %s: needs an origin and a date", s.ID)
		}
	}
	if len(p) == 0 {
		return nil
	}
	return &ValidationError{Problems: p}
}

// ErrNotFound is wrapped by look-ups of names the catalog does not have.
var ErrNotFound = errors.New("not in the catalog")

// Size returns the size called name.
func (c *Catalog) Size(name string) (Size, bool) {
	i, ok := c.sizes[name]
	if !ok {
		return Size{}, false
	}
	return c.Sizes[i], true
}

// GPU returns the GPU model called model.
func (c *Catalog) GPU(model string) (GPU, bool) {
	i, ok := c.gpus[model]
	if !ok {
		return GPU{}, false
	}
	return c.GPUs[i], true
}

// Region returns the region called name (ARM name, e.g. "eastus").
func (c *Catalog) Region(name string) (Region, bool) {
	i, ok := c.regions[name]
	if !ok {
		return Region{}, false
	}
	return c.Regions[i], true
}

// Source returns the source with the given ID.
func (c *Catalog) Source(id string) (Source, bool) {
	i, ok := c.sources[id]
	if !ok {
		return Source{}, false
	}
	return c.Sources[i], true
}

// Price returns what size costs in region under model, if a source gives it.
func (c *Catalog) Price(size, region string, model PriceModel) (Price, bool) {
	i, ok := c.prices[priceKey{size, region, model}]
	if !ok {
		return Price{}, false
	}
	return c.Prices[i], true
}

// PricesOf returns every price of a size, sorted by region and model.
func (c *Catalog) PricesOf(size string) []Price {
	idx := c.bySize[size]
	out := make([]Price, len(idx))
	for i, j := range idx {
		out[i] = c.Prices[j]
	}
	return out
}

// RegionsOf returns the regions where a size has a pay-as-you-go Linux price,
// which is how the catalog knows a size is offered there.
func (c *Catalog) RegionsOf(size string) []string {
	var out []string
	for _, j := range c.bySize[size] {
		if p := c.Prices[j]; p.Model == PAYGLinux {
			out = append(out, p.Region)
		}
	}
	return out
}

// SuggestSize returns the catalog size names closest to a mistyped name, best first.
func (c *Catalog) SuggestSize(name string) []string {
	names := make([]string, len(c.Sizes))
	for i, s := range c.Sizes {
		names[i] = s.Name
	}
	return suggest(name, names)
}

// SuggestRegion returns the region names closest to a mistyped one, best first.
func (c *Catalog) SuggestRegion(name string) []string {
	names := make([]string, 0, len(c.Regions))
	for _, r := range c.Regions {
		names = append(names, r.Name)
	}
	return suggest(name, names)
}

// suggest ranks candidates by edit distance to s (case-insensitive) and keeps
// those close enough to be a plausible typo.
func suggest(s string, candidates []string) []string {
	s = strings.ToLower(strings.TrimSpace(s))
	type scored struct {
		name string
		d    int
	}
	var out []scored
	for _, c := range candidates {
		lc := strings.ToLower(c)
		d := editDistance(s, lc)
		if strings.Contains(lc, s) && len(s) >= 3 {
			d = min(d, 1)
		}
		if d <= max(2, len(s)/3) {
			out = append(out, scored{c, d})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].d != out[j].d {
			return out[i].d < out[j].d
		}
		return out[i].name < out[j].name
	})
	names := make([]string, 0, min(3, len(out)))
	for i := 0; i < len(out) && i < 3; i++ {
		names = append(names, out[i].name)
	}
	return names
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
