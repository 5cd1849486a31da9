package advisor

import (
	"strings"
	"sync"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
	"github.com/azure-gpu-advisor/advisor/catalog/order"
)

// The catalog view: every GPU size in every region that prices it, with its
// specs and the price of each model as the sources give it (no estimate: a
// price no source gives is absent). Rows are built once per catalog; a
// filter and a sort then work on indexes, so typing in a filter stays fast.

// Offer is one size in one region with every sourced price.
type Offer struct {
	_ incomparable
	// Size and Region point into the catalog.
	Size   *catalog.Size
	Region *catalog.Region
	// USD are the prices per VM-hour in catalog.PriceModels order; 0 where
	// no source gives one.
	USD [8]float64
	// Undated has bit i set when the price USD[i] comes from an undated
	// capture: shown, but as an estimate.
	Undated uint8
	// hay is the text a free-text filter searches, lower case.
	hay string
}

// Price is the offer's price under a model, and whether a source gives it.
func (o Offer) Price(m catalog.PriceModel) (float64, bool) {
	i := modelIndex(m)
	if i < 0 || o.USD[i] == 0 {
		return 0, false
	}
	return o.USD[i], true
}

// Browse is a filter and an order of the catalog view. The zero value lists
// everything, by size then region.
type Browse struct {
	// Regions are region names or groups as a region answer takes them
	// ("westeurope", "eu", "West Europe"); empty is every region.
	Regions []string
	// Vendor is NVIDIA or AMD (any case); empty is both.
	Vendor string
	// GPU is a GPU model as the catalog names it (any case); empty is any.
	GPU string
	// MinGPUMemoryGB keeps sizes with at least that much GPU memory per VM,
	// MinGPUMemoryPerGPUGB those with at least that much on each GPU (a
	// model's weights must fit one GPU's memory, or be split).
	MinGPUMemoryGB, MinGPUMemoryPerGPUGB float64
	// MaxUSDPerHour keeps offers whose Linux pay-as-you-go price is at most
	// that; 0 is no limit.
	MaxUSDPerHour float64
	// Text keeps offers whose size, series, GPU or region holds every word.
	Text string
	// Sort is a column of SortColumns, "-" first for descending; "" is
	// DefaultSortFor the regions.
	Sort string
	// Retired lists the sizes retired on Day too; they are hidden otherwise,
	// and listed after the others in every order: no one can deploy them.
	Retired bool
	// Day (YYYY-MM-DD) is the day a retiring size's date is read against;
	// "" reads the status the catalog records.
	Day string
}

// SortColumns are the catalog view's columns, in display order: the first
// DefaultColumns are shown unless the link picks others. A price column is
// named by its catalog.PriceModel; "commit" is the cheapest commitment
// (reservation or savings plan) and "memgpu" the memory of one GPU.
var SortColumns = []string{"size", "gpu", "memgpu", "region", string(catalog.PAYGLinux), string(catalog.SpotLinux), Commit,
	"gpus", "mem", "vcpus", "ram", "nvme", "net", "ib", string(catalog.PAYGWindows), string(catalog.SpotWindows),
	string(catalog.RI1Y), string(catalog.RI3Y), string(catalog.SP1Y), string(catalog.SP3Y)}

// DefaultColumns is how many of SortColumns the catalog view shows by
// default: size to the best commitment (the compare button follows).
const DefaultColumns = 7

// Commit names the best-commitment column.
const Commit = "commit"

// DefaultSort is the catalog view's order when none is asked for and no
// region is chosen: by size. Once a region is, prices compare, and the
// order is by pay-as-you-go price (DefaultSortFor).
const DefaultSort = "size"

// DefaultSortFor is the order of a Browse without one.
func DefaultSortFor(regions []string) string {
	if len(regions) > 0 {
		return string(catalog.PAYGLinux)
	}
	return DefaultSort
}

// commitments are the commitment models' places in Offer.USD.
var commitments = [...]int{4, 5, 6, 7}

// BestCommitment is the cheapest commitment price of an offer and its
// model's place in catalog.PriceModels; ok is false when no source prices
// one.
func (o Offer) BestCommitment() (usd float64, model int, ok bool) {
	for _, i := range commitments {
		if v := o.USD[i]; v > 0 && (!ok || v < usd) {
			usd, model, ok = v, i, true
		}
	}
	return usd, model, ok
}

var offerCache sync.Map // *catalog.Catalog → []Offer

// Offers lists every size in every region that prices it, by size then
// region. The slice is shared: do not change it.
func Offers(c *catalog.Catalog) []Offer {
	if v, ok := offerCache.Load(c); ok {
		return v.([]Offer)
	}
	var out []Offer
	// Prices come sorted by size, region and model: an offer's are together.
	var size, region string
	i := -1 // the offer of size in region, or -1: none
	for _, p := range c.Prices {
		if p.Size != size || p.Region != region {
			size, region, i = p.Size, p.Region, -1
			si, ok1 := c.SizeIndex(p.Size)
			r, ok2 := c.RegionIndex(p.Region)
			if ok1 && ok2 {
				s, reg := &c.Sizes[si], &c.Regions[r]
				i = len(out)
				out = append(out, Offer{Size: s, Region: reg, hay: strings.ToLower(strings.Join([]string{
					s.Name, s.Series, s.GPUModel, string(s.Vendor), reg.Name, reg.DisplayName, words.RegionName(words.Zh, reg.Name, reg.DisplayName), reg.Geography}, " "))})
			}
		}
		if m := modelIndex(p.Model); i >= 0 && m >= 0 {
			out[i].USD[m] = p.USDPerHour
			if p.AsOf == catalog.Undated {
				out[i].Undated |= 1 << m
			}
		}
	}
	v, _ := offerCache.LoadOrStore(c, out)
	return v.([]Offer)
}

// modelIndex is a price model's place in catalog.PriceModels and Offer.USD, or -1.
func modelIndex(m catalog.PriceModel) int {
	for i, x := range catalog.PriceModels {
		if x == m && i < len(Offer{}.USD) {
			return i
		}
	}
	return -1
}

// BrowseOffers filters and sorts the catalog view. Region names it does not
// understand or the catalog does not hold (mainland China) are returned;
// when none of the names is understood, nothing is listed (as for a region
// answer).
func BrowseOffers(c *catalog.Catalog, q Browse) (rows []Offer, unknownRegions []string) {
	all := Offers(c)
	var in map[string]bool
	if len(q.Regions) > 0 {
		var regions []string
		regions, unknownRegions = ResolveRegions(c, q.Regions)
		in = make(map[string]bool, len(regions))
		for _, r := range regions {
			in[r] = true
		}
	}
	terms := strings.Fields(strings.ToLower(q.Text))
	rows = make([]Offer, 0, len(all))
	var retired []Offer
	for _, o := range all {
		switch {
		case in != nil && !in[o.Region.Name],
			q.Vendor != "" && !strings.EqualFold(string(o.Size.Vendor), q.Vendor),
			q.GPU != "" && !strings.EqualFold(o.Size.GPUModel, q.GPU),
			q.MinGPUMemoryGB > 0 && o.Size.GPUMemoryGB < q.MinGPUMemoryGB,
			q.MinGPUMemoryPerGPUGB > 0 && o.Size.GPUMemoryPerGPUGB < q.MinGPUMemoryPerGPUGB,
			q.MaxUSDPerHour > 0 && (o.USD[0] == 0 || o.USD[0] > q.MaxUSDPerHour):
			continue
		}
		if !holdsAll(o.hay, terms) {
			continue
		}
		switch {
		case o.Size.Lifecycle.StatusOn(q.Day) != catalog.Retired:
			rows = append(rows, o)
		case q.Retired:
			retired = append(retired, o)
		}
	}
	if q.Sort == "" {
		q.Sort = DefaultSortFor(q.Regions)
	}
	// Retired sizes after the others, in the order asked.
	SortOffers(rows, q.Sort)
	SortOffers(retired, q.Sort)
	return append(rows, retired...), unknownRegions
}

func holdsAll(hay string, terms []string) bool {
	for _, t := range terms {
		if !strings.Contains(hay, t) {
			return false
		}
	}
	return true
}

// SortOffers orders offers by a column of SortColumns ("-" first for
// descending; an unknown column sorts by size). Offers without a figure in
// the column come last either way; ties go by size, then region.
func SortOffers(rows []Offer, column string) {
	desc := strings.HasPrefix(column, "-")
	k := sortKeyOf(strings.TrimPrefix(column, "-"))
	// The order is total (a size is listed once per region), so an unstable
	// sort gives one answer. Not slices.SortFunc: a generic instantiation
	// for Offer is not in the wasm (see package order).
	order.Slice(len(rows), func(i, j int) bool { return compareOffers(&rows[i], &rows[j], k, desc) < 0 },
		func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
}

func compareOffers(x, y *Offer, k sortKey, desc bool) int {
	a, as := k.of(x)
	b, bs := k.of(y)
	d := strings.Compare(as, bs)
	switch {
	case k.text:
	case a == b:
	case a == 0: // no figure: last
		return 1
	case b == 0:
		return -1
	case a < b:
		d = -1
	default:
		d = 1
	}
	if d != 0 {
		if desc {
			return -d
		}
		return d
	}
	if d := strings.Compare(x.Size.Name, y.Size.Name); d != 0 {
		return d
	}
	return strings.Compare(x.Region.Name, y.Region.Name)
}

// sortKey is a column of SortColumns, read once per sort (a sort compares
// offers many times): a price model's index in Offer.USD, or the column's
// place in columnNames.
type sortKey struct {
	model  int  // -1: not a price
	column int  // bySize for a name no column has
	text   bool // sorted as text
}

// The places of columnNames, the columns of text first.
const (
	bySize = iota
	byRegion
	byGPU
	byGPUs
	byMem
	byMemGPU
	byCommit
	byVCPUs
	byRAM
	byNVMe
	byNet
	byIB
)

// columnNames are the columns' names in SortColumns.
var columnNames = [...]string{bySize: "size", byRegion: "region", byGPU: "gpu", byGPUs: "gpus", byMem: "mem", byMemGPU: "memgpu",
	byCommit: Commit, byVCPUs: "vcpus", byRAM: "ram", byNVMe: "nvme", byNet: "net", byIB: "ib"}

func sortKeyOf(name string) sortKey {
	k := sortKey{model: modelIndex(catalog.PriceModel(name))}
	for c, n := range columnNames {
		if n == name {
			k.column = c
		}
	}
	k.text = k.model < 0 && k.column <= byGPU
	return k
}

// of is an offer's figure in the column (0: none), or its text. One
// function rather than a closure per column.
func (k sortKey) of(o *Offer) (float64, string) {
	if k.model >= 0 {
		return o.USD[k.model], ""
	}
	s := o.Size
	switch k.column {
	case byRegion:
		return 0, o.Region.DisplayName
	case byGPU:
		return 0, s.GPUModel
	case byGPUs:
		return s.GPUs.Float(), ""
	case byMem:
		return s.GPUMemoryGB, ""
	case byMemGPU:
		return s.GPUMemoryPerGPUGB, ""
	case byCommit:
		v, _, _ := o.BestCommitment()
		return v, ""
	case byVCPUs:
		return float64(s.VCPUs), ""
	case byRAM:
		return s.MemoryGiB, ""
	case byNVMe:
		return float64(s.NVMeGiB), ""
	case byNet:
		return float64(s.NetworkMbps), ""
	case byIB:
		if !s.InfiniBand {
			return 0, ""
		}
		return float64(max(1, s.InfiniBandGbps)), ""
	}
	return 0, s.Name
}

// Figure is an offer's figure in a column of SortColumns that holds one
// (0: none, or a column of text), as the column sorts by it.
func Figure(o *Offer, column string) float64 {
	v, _ := sortKeyOf(column).of(o)
	return v
}

// SizeDetail is everything the catalog says about one size.
type SizeDetail struct {
	// Size is the size as the catalog holds it; GPU its GPU's profile.
	Size catalog.Size
	GPU  catalog.GPU
	// Offers are the regions that price it, by region name.
	Offers []Offer
	// Sources are the documents its prices come from.
	Sources []catalog.Source
}

// DetailOf is a size's detail; ok is false for a name the catalog lacks.
func DetailOf(c *catalog.Catalog, name string) (SizeDetail, bool) {
	s, ok := c.Size(name)
	if !ok {
		return SizeDetail{}, false
	}
	d := SizeDetail{Size: s}
	d.GPU, _ = c.GPU(s.GPUModel)
	for _, o := range Offers(c) {
		if o.Size.Name == name {
			d.Offers = append(d.Offers, o)
		}
	}
	seen := map[string]bool{}
	for _, p := range c.PricesOf(name) {
		if !seen[p.Source] {
			seen[p.Source] = true
			if src, ok := c.Source(p.Source); ok {
				d.Sources = append(d.Sources, src)
			}
		}
	}
	return d, true
}

// GPUModels are the GPU models of the catalog's sizes, sorted, for a filter.
func GPUModels(c *catalog.Catalog) []string {
	var out []string
	for _, s := range c.Sizes {
		if s.GPUModel != "" {
			out = append(out, s.GPUModel)
		}
	}
	return uniqSorted(out)
}

// ResolveRegions reads region names and groups as a region answer does:
// the regions they name, sorted, and the names not understood (mainland
// China's among them: Azure China is no part of the catalog).
func ResolveRegions(c *catalog.Catalog, typed []string) (regions, unknown []string) {
	regions, unknown, china := regionIndexOf(c).resolve(typed)
	return regions, append(unknown, china...)
}
