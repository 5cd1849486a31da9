package share

import (
	"slices"
	"strings"

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

// maxViewNum is the largest filter figure read: beyond any GPU memory or price.
const maxViewNum = 1e6

// IsViewKey reports whether a key is one of the view's (SetView sets it).
func IsViewKey(k string) bool {
	f, _ := lookup(k)
	return f.view
}

// SetView changes one key of the view as a link would set it, and says
// what it could not read.
func SetView(v *View, key, value string) []advisor.Notice {
	f, _ := lookup(key)
	if !f.view {
		return nil
	}
	d := &decoder{}
	st := State{View: *v}
	value = strings.TrimSpace(value)
	if f.lower {
		value = strings.ToLower(value)
	}
	// A key set again replaces what it held.
	switch p := st.at(&f).(type) {
	case *string:
		*p = ""
	case *[]string:
		*p = nil
	case *float64:
		*p = 0
	case *bool:
		*p = false
	}
	d.page(&st, &f, value)
	*v = st.View
	return d.notes
}

// sizeName reads a size name, in any case, or notes why it cannot.
func sizeName(key, v string, d *decoder) (string, bool) {
	why, mean := words.WhyNotASize, "" // mean: the names WhyNotASizeMean suggests
	if c, err := catalog.Load(); err == nil {
		lower := strings.ToLower(v)
		for _, s := range c.Sizes {
			if strings.ToLower(s.Name) == lower {
				return s.Name, true
			}
		}
		if sg := c.SuggestSize(v); len(sg) > 0 {
			why, mean = words.WhyNotASizeMean, strings.Join(sg, ", ")
		}
	}
	d.ignoredW(key, v, why, words.S(mean))
	return "", false
}

// sizes reads the sizes to compare.
func sizes(key, v string, d *decoder) []string {
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
			d.ignoredW(key, s, words.WhyNotASize)
		default:
			name, ok := sizeName(key, s, d)
			switch {
			case !ok:
				unknown++
			case !slices.Contains(out, name):
				out = append(out, name)
			}
		}
	}
	if more > 0 {
		d.note(words.TooManySizes, words.I(advisor.MaxCompared), words.I(more))
	}
	return out
}
