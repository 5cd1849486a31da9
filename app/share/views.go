package share

import (
	"net/url"
	"strings"
	"sync"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The views beside the wizard's results: sizes compared side by side, and
// the whole catalog to browse. Their keys ride with the answers:
//
//	view=compare&sizes=Standard_X,Standard_Y   2 to 4 sizes for the answers
//	view=catalog&in=…&q=…&sort=…              the catalog view
//
// The catalog view's region filter, in, is the view's own: browsing West
// Europe never changes the answers' allowed regions (region). Without in,
// the catalog lists the answers' regions, as links did before the key (a
// link view=catalog&region=westeurope lists West Europe); in=all lists every
// region; otherwise in is a comma list of names or groups, read as region
// is.
//
// with the catalog's filters vendor (nvidia, amd), gpu (a GPU model), mem
// (least GPU memory per VM, GB), maxph (most Linux pay-as-you-go $ per hour)
// and detail (the size whose detail is open). Decoding is as forgiving as
// for the answers: a size the catalog does not hold, a fifth size, an
// unknown column, vendor or GPU is dropped with a notice; a size named
// twice is compared once.

// The views.
const (
	ViewCompare = "compare"
	ViewCatalog = "catalog"
)

// View is which view a link opens and what it shows.
type View struct {
	// Name is "" (the wizard and its results), ViewCompare or ViewCatalog.
	Name string
	// Sizes are the sizes ticked for comparison, catalog names, at most
	// advisor.MaxCompared; written with any view.
	Sizes []string
	// Query is the catalog view's free-text filter.
	Query string
	// Sort is a column of advisor.SortColumns, "-" first for descending.
	Sort string
	// Vendor is "NVIDIA", "AMD" or "" (both).
	Vendor string
	// GPU is a GPU model as the catalog names it, or "" (any).
	GPU string
	// MinMemGB is the least GPU memory per VM, GB; 0 is no floor.
	MinMemGB float64
	// The shopping keys (shop.go): the columns shown (nil: the default),
	// whether retired sizes are listed, the least memory per GPU in GB, and
	// a currency and its rate per US dollar for amounts shown beside USD.
	Cols         []string
	Retired      bool
	MinMemPerGPU float64
	Cur          string
	Rate         float64
	// MaxUSDPerHour is the most Linux pay-as-you-go dollars per VM-hour; 0 is no cap.
	MaxUSDPerHour float64
	// Detail is the size whose detail is open in the catalog view.
	Detail string
	// Region is the catalog view's region filter (key in): "" follows the
	// answers' regions, AllRegions lists every region, anything else is a
	// comma list of region names or groups.
	Region string
}

// AllRegions is the catalog filter's value for every region.
const AllRegions = "all"

// CatalogRegions are the regions the catalog view lists, given the
// answers' own: nil for every region.
func (v View) CatalogRegions(answers []string) []string {
	switch v.Region {
	case "":
		return answers
	case AllRegions:
		return nil
	}
	return strings.Split(v.Region, ",")
}

// Browse is the catalog view's filter for the answers' regions.
func (v View) Browse(regions []string) advisor.Browse {
	return advisor.Browse{Regions: regions, Vendor: v.Vendor, GPU: v.GPU, MinGPUMemoryGB: v.MinMemGB,
		MaxUSDPerHour: v.MaxUSDPerHour, Text: v.Query, Sort: v.Sort}
}

// maxViewNum is the largest filter figure read: beyond any GPU memory or price.
const maxViewNum = 1e6

// setViewKey reads a key of the view.
func setViewKey(st *State, key, v string, d *decoder) bool {
	switch key {
	case "view":
		return setView(st, key, v, d)
	case "sizes":
		return setSizes(st, key, v, d)
	case "q":
		st.View.Query = v
		return v != ""
	case "sort":
		return setSort(st, key, v, d)
	case "vendor":
		return setVendor(st, key, v, d)
	case "gpu":
		return setGPU(st, key, v, d)
	case "mem":
		return viewNum(&st.View.MinMemGB, key, v, d)
	case "maxph":
		return viewNum(&st.View.MaxUSDPerHour, key, v, d)
	case "detail":
		return setDetail(st, key, v, d)
	case "in":
		st.View.Region = strings.Join(regions(key, v, d), ",")
		return st.View.Region != ""
	}
	return false
}

// SetView changes one key of the view as a link would set it, and says
// what it could not read.
func SetView(v *View, key, value string) []advisor.Notice {
	f, ok := lookup(key)
	if !ok || !isViewKey(key) && !IsShopKey(key) {
		return nil
	}
	d := &decoder{}
	st := State{View: *v}
	value = strings.TrimSpace(value)
	if f.lower {
		value = strings.ToLower(value)
	}
	// A key set again replaces what it held.
	switch key {
	case "q":
		st.View.Query = ""
	case "sort":
		st.View.Sort = ""
	case "vendor":
		st.View.Vendor = ""
	case "gpu":
		st.View.GPU = ""
	case "mem":
		st.View.MinMemGB = 0
	case "maxph":
		st.View.MaxUSDPerHour = 0
	case "detail":
		st.View.Detail = ""
	case "in":
		st.View.Region = ""
	case "view":
		st.View.Name = ""
	}
	f.set(&st, value, d)
	*v = st.View
	return d.notes
}

func isViewKey(k string) bool {
	switch k {
	case "view", "sizes", "q", "sort", "vendor", "gpu", "mem", "maxph", "detail", "in":
		return true
	}
	return false
}

func (d *decoder) noteW(t words.Text) {
	d.notes = append(d.notes, advisor.Notice{Code: "ignored", Text: t})
}

func (d *decoder) ignoredW(key, v string, why words.Arg) {
	d.noteW(words.M(words.ViewIgnored, words.S(key), quote(v), why))
}

func setView(st *State, key, v string, d *decoder) bool {
	switch v {
	case ViewCompare, ViewCatalog:
		st.View.Name = v
		return true
	case "", "results":
		st.View.Name = ""
		return v != ""
	}
	d.ignoredW(key, v, words.W(words.WhyNotAView))
	return false
}

// sizeNames maps a size name in lower case to the catalog's spelling; made
// once (a sync.Once, as for maxTokensB).
func sizeNames() map[string]string {
	names.Do(func() {
		names.m = map[string]string{}
		if c, err := catalog.Load(); err == nil {
			for _, s := range c.Sizes {
				names.m[strings.ToLower(s.Name)] = s.Name
			}
		}
	})
	return names.m
}

var names struct {
	sync.Once
	m map[string]string
}

// sizeName reads a size name, or notes why it cannot.
func sizeName(key, v string, d *decoder) (string, bool) {
	if name, ok := sizeNames()[strings.ToLower(v)]; ok {
		return name, true
	}
	if c, err := catalog.Load(); err == nil {
		if sg := c.SuggestSize(v); len(sg) > 0 {
			d.ignoredW(key, v, words.W(words.WhyNotASizeMean, words.S(strings.Join(sg, ", "))))
			return "", false
		}
	}
	d.ignoredW(key, v, words.W(words.WhyNotASize))
	return "", false
}

func setSizes(st *State, key, v string, d *decoder) bool {
	var out []string
	unknown, more := 0, 0
	for _, s := range strings.Split(v, ",") {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
		case len(out) == advisor.MaxCompared || unknown == advisor.MaxCompared:
			more++ // not looked up: a link names a few sizes, not hundreds
		case len(s) > MaxValue:
			unknown++
			d.ignoredW(key, s, words.W(words.WhyNotASize))
		default:
			name, ok := sizeName(key, s, d)
			switch {
			case !ok:
				unknown++
			case !contains(out, name):
				out = append(out, name)
			}
		}
	}
	if more > 0 {
		d.noteW(words.M(words.TooManySizes, words.I(advisor.MaxCompared), words.I(more)))
	}
	st.View.Sizes = out
	return len(out) > 0
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func setSort(st *State, key, v string, d *decoder) bool {
	if v == "" {
		return false
	}
	if contains(advisor.SortColumns, strings.TrimPrefix(v, "-")) {
		st.View.Sort = v
		return true
	}
	d.ignoredW(key, v, words.W(words.WhyNotAColumn))
	return false
}

func setVendor(st *State, key, v string, d *decoder) bool {
	switch v {
	case "":
		return false
	case "nvidia":
		st.View.Vendor = string(catalog.NVIDIA)
	case "amd":
		st.View.Vendor = string(catalog.AMD)
	default:
		d.ignoredW(key, v, words.W(words.WhyNotAVendor))
		return false
	}
	return true
}

func setGPU(st *State, key, v string, d *decoder) bool {
	if v == "" {
		return false
	}
	if c, err := catalog.Load(); err == nil {
		for _, m := range advisor.GPUModels(c) {
			if strings.EqualFold(m, v) {
				st.View.GPU = m
				return true
			}
		}
	}
	d.ignoredW(key, v, words.W(words.WhyNotAGPU))
	return false
}

func setDetail(st *State, key, v string, d *decoder) bool {
	if v == "" {
		return false
	}
	name, ok := sizeName(key, v, d)
	if ok {
		st.View.Detail = name
	}
	return ok
}

func viewNum(p *float64, key, v string, d *decoder) bool {
	if v == "" {
		return false
	}
	f, _, ok := parseNum(v)
	if !ok || f < 0 || f > maxViewNum {
		d.ignoredW(key, v, words.W(words.WhyNotAFigure, words.I(maxViewNum)))
		return false
	}
	*p = f
	return f != 0
}

// encodeView writes the view's keys: sizes with any view, the catalog's
// filters with the catalog view only.
func encodeView(b *strings.Builder, v View) {
	if v.Name == ViewCompare || v.Name == ViewCatalog {
		putKey(b, "view", v.Name)
	}
	var sizes []string
	for _, s := range v.Sizes {
		if s = strings.TrimSpace(s); s != "" {
			sizes = append(sizes, url.QueryEscape(s))
		}
	}
	if len(sizes) > 0 {
		b.WriteString("&sizes=" + strings.Join(sizes, ","))
	}
	if v.Name != ViewCatalog {
		return
	}
	var mem, maxph string
	if v.MinMemGB > 0 {
		mem = fmtNum(v.MinMemGB)
	}
	if v.MaxUSDPerHour > 0 {
		maxph = fmtNum(v.MaxUSDPerHour)
	}
	var in []string
	for _, r := range strings.Split(strings.ToLower(v.Region), ",") {
		if r = strings.TrimSpace(r); r != "" {
			in = append(in, url.QueryEscape(r))
		}
	}
	if len(in) > 0 { // the commas stay literal, as region's
		b.WriteString("&in=" + strings.Join(in, ","))
	}
	kv := [...]string{"q", strings.TrimSpace(v.Query), "sort", strings.ToLower(strings.TrimSpace(v.Sort)),
		"vendor", strings.ToLower(strings.TrimSpace(v.Vendor)), "gpu", strings.TrimSpace(v.GPU),
		"mem", mem, "maxph", maxph, "detail", strings.TrimSpace(v.Detail)}
	for i := 0; i < len(kv); i += 2 {
		putKey(b, kv[i], kv[i+1])
	}
}

// putKey writes a key and its value, when there is one.
func putKey(b *strings.Builder, k, v string) {
	if v != "" {
		b.WriteString("&" + k + "=" + url.QueryEscape(v))
	}
}
