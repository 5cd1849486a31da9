package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/samber/lo"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The source files the generator reads from the sources folder.
const (
	fileSeries      = "series.csv"
	fileSizes       = "msdocs-gpu-vm-sizes.csv"
	fileSizesSupp   = "msdocs-gpu-vm-sizes-supplement.csv"
	fileSizesNCv6   = "techcommunity-ncv6-sizes.csv" // Microsoft's GA announcement of the RTX PRO 6000 sizes
	fileHosts       = "msdocs-gpu-series-host-specs.csv"
	fileHostsSupp   = "msdocs-gpu-series-host-specs-supplement.csv"
	fileGPUs        = "gpu-models.csv"
	filePAYG        = "karpenter-azure-ondemand-linux-gpu-prices.csv"
	fileSkyPilot    = "skypilot-azure-vms-gpu.csv"
	fileQuota       = "karpenter-known-gpu-skus-quota-families.csv"
	fileRegions     = "azure-regions.csv"
	fileAliases     = "finops-toolkit-region-aliases.csv"
	fileLifecycle   = "size-lifecycle.csv"      // per-size lifecycle overrides, cited per row
	fileSpecsGap    = "specs-unknown.csv"       // why each live size without specs has none
	fileRetail      = "azure-retail-prices.csv" // written by tools/pricesync; optional
	sourceRetailAPI = "azure-retail-prices-api"
)

// sources describes each input that prices and specs cite. The dates are those
// of the data, as catalog/sources/README.md records them.
var sources = []catalog.Source{
	{ID: "karpenter", Title: "Azure Retail Prices API, pay-as-you-go Linux, as generated into Azure/karpenter-provider-azure",
		Origin: "github.com/Azure/karpenter-provider-azure pkg/providers/pricing/zz_generated.pricing.go @2b431da1", License: "Apache-2.0", AsOf: "2026-06-18"},
	{ID: "skypilot", Title: "SkyPilot Azure catalog (pay-as-you-go and Spot, 8 US regions)",
		Origin: "github.com/coopslarhette/skypilot-catalog catalogs/v8/azure/vms.csv @20291d7e", License: "Apache-2.0 (SkyPilot project)", AsOf: "undated snapshot (content suggests 2023-2024)"},
	{ID: "msdocs", Title: "Microsoft Learn GPU VM size pages",
		Origin: "github.com/MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated (commit per size)", License: "CC-BY-4.0", AsOf: "2024-07-31 to 2026-08-12 (ms.date per page)"},
	{ID: "regions", Title: "Azure regions (az account list-locations, cached)",
		Origin: "github.com/Azure/terraform-azurerm-avm-utl-regions modules/cached-data/locations.tf.json @e9d62409", License: "MIT", AsOf: "2026-03-12"},
	{ID: "quota", Title: "GPU SKU quota families (Resource SKUs family names)",
		Origin: "github.com/Azure/karpenter-provider-azure pkg/providers/instancetype/known_skus.yaml @2b431da1", License: "Apache-2.0", AsOf: "2026-06-18"},
	{ID: sourceRetailAPI, Title: "Azure Retail Prices API (api-version 2023-01-01-preview), fetched by tools/pricesync",
		Origin: "https://prices.azure.com/api/retail/prices", License: "Microsoft public retail prices", AsOf: "retrieval date per price"},
}

// table is a CSV file read into rows keyed by header name.
type table []map[string]string

func readTable(dir, name string, required bool) (table, error) {
	f, err := os.Open(filepath.Join(dir, name))
	if errors.Is(err, fs.ErrNotExist) && !required {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cr := csv.NewReader(f)
	head, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: empty", name)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out table
	for {
		r, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		line, _ := cr.FieldPos(0)
		m := make(map[string]string, len(r)+2)
		for i, h := range head {
			m[h] = strings.TrimSpace(r[i])
		}
		m[colFile], m[colLine] = name, strconv.Itoa(line)
		out = append(out, m)
	}
}

// series is one row of series.csv: what the generator knows of a series as a
// whole (display name, GPU, interconnect, lifecycle) and which size names belong to it.
type series struct {
	key, display, gpuRef, gpuName string
	family                        catalog.Family
	vendor                        catalog.Vendor
	pattern                       *regexp.Regexp
	nvlink                        bool
	ibGbps                        int
	life                          catalog.Lifecycle
	hw                            seriesHardware
}

// generate reads every source in dir and builds the catalog. It reports all
// problems with the inputs at once.
func generate(dir string) (*catalog.Catalog, error) {
	var errs []error
	read := func(name string, required bool) table {
		t, err := readTable(dir, name, required)
		if err != nil {
			errs = append(errs, err)
		}
		return t
	}
	seriesRows, sizeRows, hostRows := read(fileSeries, true), slices.Concat(read(fileSizes, true), read(fileSizesSupp, false), read(fileSizesNCv6, false)), append(read(fileHosts, true), read(fileHostsSupp, false)...)
	gpuRows, paygRows, skyRows, quotaRows, regionRows, retailRows := read(fileGPUs, true), read(filePAYG, true), read(fileSkyPilot, true), read(fileQuota, true), read(fileRegions, true), read(fileRetail, false)
	lifeRows, gapRows := read(fileLifecycle, true), read(fileSpecsGap, true)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	// Rows that would otherwise pass as something they do not say.
	errs = slices.Concat(
		checkUnique(seriesRows, "series"), checkUnique(gpuRows, "model"), checkUnique(hostRows, "series"),
		checkUnique(sizeRows, "size_name"), checkUnique(paygRows, "armRegionName", "armSkuName"),
		checkUnique(skyRows, "InstanceType", "Region"), checkUnique(retailRows, "armRegionName", "armSkuName", "price_model"),
		checkNumbers(gpuRows, false, false, "memory_gb", "memory_bandwidth_tbps", "fp64_tflops", "fp64_tensor_tflops", "fp32_tflops",
			"bf16_tensor_tflops_dense", "fp16_tensor_tflops_dense", "fp8_tensor_tflops_dense", "int8_tops_dense"),
		checkNumbers(sizeRows, false, false, "vcpus", "memory_gb", "accelerator_memory_gb", "max_network_bandwidth_mbps"),
		checkNumbers(paygRows, true, true, "retailPriceUSDPerHour"), checkNumbers(retailRows, true, true, "usd_per_hour"),
		checkNumbers(skyRows, true, false, "Price", "SpotPrice"),
		checkNotFuture(retailRows, "retrieved_at"))

	c := &catalog.Catalog{Schema: catalog.Schema, Sources: slices.Concat(sources, recordedSources)}
	allSeries := make([]series, 0, len(seriesRows))
	for _, r := range seriesRows {
		s := series{key: r["series"], display: r["display_name"], gpuRef: r["gpu_ref"], gpuName: r["gpu_name"],
			family: catalog.Family(r["family"]), vendor: catalog.Vendor(r["vendor"]), nvlink: r["nvlink"] == "1",
			life: catalog.Lifecycle{Status: catalog.Status(r["status"]), Date: r["status_date"], Source: r["status_source"]}}
		s.ibGbps, _ = strconv.Atoi(r["ib_gbps_per_gpu"])
		hw, err := readSeriesHardware(r)
		if err != nil {
			errs = append(errs, fmt.Errorf("series.csv %s: %w", s.key, err))
		}
		s.hw = hw
		re, err := regexp.Compile(r["size_pattern"])
		if err != nil {
			errs = append(errs, fmt.Errorf("series.csv %s: %w", s.key, err))
			continue
		}
		s.pattern = re
		allSeries = append(allSeries, s)
	}
	seriesOf := func(size string) (series, bool) {
		return lo.Find(allSeries, func(s series) bool { return s.pattern.MatchString(size) })
	}

	gpuByRef := map[string]catalog.GPU{}
	for _, r := range gpuRows {
		g := catalog.GPU{Vendor: catalog.Vendor(r["vendor"]), Architecture: r["architecture"],
			MemoryGB: num(r["memory_gb"]), BandwidthTBps: num(r["memory_bandwidth_tbps"]),
			FP32:     num(r["fp32_tflops"]),
			BF16:     lo.Ternary(num(r["bf16_tensor_tflops_dense"]) > 0, num(r["bf16_tensor_tflops_dense"]), num(r["fp16_tensor_tflops_dense"])),
			FP16Only: num(r["bf16_tensor_tflops_dense"]) == 0 && num(r["fp16_tensor_tflops_dense"]) > 0,
			FP8:      num(r["fp8_tensor_tflops_dense"]), INT8: num(r["int8_tops_dense"]), Source: r["source"]}
		if err := applyGPUExtras(&g, r); err != nil {
			errs = append(errs, fmt.Errorf("%s %s: %w", fileGPUs, r["model"], err))
		}
		gpuByRef[r["model"]] = g
	}
	usedGPU := map[string]catalog.GPU{}

	hostBySeries := map[string]map[string]string{}
	for _, r := range hostRows {
		hostBySeries[r["series"]] = r
	}
	quota := map[string]string{}
	for _, r := range quotaRows {
		quota[r["name"]] = r["family"]
	}
	hyperV := map[string]string{}
	for _, r := range skyRows {
		hyperV[r["InstanceType"]] = strings.ReplaceAll(r["Generation"], " ", "")
	}

	// Sizes: every size that has specs or a price.
	sizes := map[string]*catalog.Size{}
	newSize := func(name string) *catalog.Size {
		if s, ok := sizes[name]; ok {
			return s
		}
		s := &catalog.Size{Name: name, QuotaFamily: quota[name], HyperVGen: hyperV[name], InfiniBand: rdma(name)}
		if se, ok := seriesOf(name); ok {
			s.Series, s.Family, s.Vendor, s.NVLink, s.Lifecycle = se.display, se.family, se.vendor, se.nvlink, se.life
			if s.InfiniBand {
				s.InfiniBandGbps = se.ibGbps
			}
		} else {
			errs = append(errs, fmt.Errorf("size %s matches no series in series.csv", name))
		}
		sizes[name] = s
		return s
	}
	for _, r := range sizeRows {
		s := newSize(r["size_name"])
		se, ok := seriesOf(s.Name)
		if !ok {
			continue
		}
		if err := applySpecs(s, r, hostBySeries[r["series"]]); err != nil {
			// Rather no specs than guessed ones: the size stays "specs unknown"
			// and is never recommended.
			fmt.Fprintf(os.Stderr, "catalog: %s: specs unknown: %v\n", s.Name, err)
			continue
		}
		g, ok := gpuByRef[se.gpuRef]
		if !ok {
			errs = append(errs, fmt.Errorf("series %s: gpu_ref %q is not in gpu-models.csv", se.key, se.gpuRef))
			continue
		}
		g.Model = se.gpuName
		usedGPU[g.Model] = g
		s.GPUModel = g.Model
		if err := se.hw.apply(s, hostBySeries[r["series"]]); err != nil {
			errs = append(errs, fmt.Errorf("size %s: %w", s.Name, err))
		}
		if strings.HasPrefix(r["notes"], "preview") { // Learn's own "preview" marking of a size
			s.Lifecycle = catalog.Lifecycle{Status: catalog.Preview, Source: "msdocs " + r["source_file"] + " (notes: preview)"}
		}
	}

	var prices []catalog.Price
	for _, r := range paygRows {
		newSize(r["armSkuName"])
		prices = append(prices, catalog.Price{Size: r["armSkuName"], Region: r["armRegionName"], Model: catalog.PAYGLinux,
			USDPerHour: num(r["retailPriceUSDPerHour"]), Source: "karpenter", AsOf: "2026-06-18"})
	}
	// SkyPilot's Spot prices are its only Spot source; keep a row only where the
	// size is still priced and the Spot price is below SkyPilot's own pay-as-you-go
	// price (its H100 rows were hand-entered with Spot = PAYG, which is no Spot price).
	for _, r := range skyRows {
		size, spot, payg := r["InstanceType"], num(r["SpotPrice"]), num(r["Price"])
		if _, ok := sizes[size]; !ok || spot <= 0 || spot >= payg {
			continue
		}
		prices = append(prices, catalog.Price{Size: size, Region: r["Region"], Model: catalog.SpotLinux,
			USDPerHour: spot, Source: "skypilot", AsOf: "undated"})
	}
	// Recorded API rows from public captures (recorded.go): the later date wins.
	prices, recErr := mergeRecorded(dir, prices, newSize)
	if recErr != nil {
		errs = append(errs, recErr)
	}
	// Live API prices, when tools/pricesync has fetched them, replace older rows.
	for _, r := range retailRows {
		newSize(r["armSkuName"])
		prices = append(prices, catalog.Price{Size: r["armSkuName"], Region: r["armRegionName"], Model: catalog.PriceModel(r["price_model"]),
			USDPerHour: num(r["usd_per_hour"]), Source: sourceRetailAPI, AsOf: r["retrieved_at"]})
	}
	prices = dedupePrices(prices)
	prices = dropStaleSpot(prices)
	errs = append(errs, applyLifecycle(sizes, lifeRows)...)
	errs = append(errs, applySpecsUnknown(sizes, gapRows)...)

	for _, r := range regionRows {
		if r["regionType"] != "Physical" || strings.Contains(r["geography"], "Canary") || strings.Contains(r["geography"], "Stage") {
			continue
		}
		c.Regions = append(c.Regions, catalog.Region{Name: r["name"], DisplayName: r["displayName"], Geography: r["geography"],
			GeographyGroup: r["geographyGroup"], Paired: strings.Split(r["pairedRegion"], ";")[0], Location: r["physicalLocation"], Latitude: num(r["latitude"]), Longitude: num(r["longitude"])})
	}
	dropUnknownPairs(c.Regions)
	errs = append(errs, applyAliases(c.Regions, read(fileAliases, true))...)
	// A price may only drop a region the catalog doesn't know when the
	// region list is older than the price list; that is an input error.
	regionNames := lo.SliceToMap(c.Regions, func(r catalog.Region) (string, bool) { return r.Name, true })
	for _, p := range prices {
		if !regionNames[p.Region] {
			errs = append(errs, fmt.Errorf("price %s/%s: region not in %s", p.Size, p.Region, fileRegions))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	for _, s := range sizes {
		c.Sizes = append(c.Sizes, *s)
	}
	c.GPUs = lo.Values(usedGPU)
	c.Prices = prices
	sort.Slice(c.Sizes, func(i, j int) bool { return c.Sizes[i].Name < c.Sizes[j].Name })
	sort.Slice(c.GPUs, func(i, j int) bool { return c.GPUs[i].Model < c.GPUs[j].Model })
	sort.Slice(c.Regions, func(i, j int) bool { return c.Regions[i].Name < c.Regions[j].Name })
	for _, p := range c.Prices {
		if dateRe.MatchString(p.AsOf) && p.AsOf > c.Generated {
			c.Generated = p.AsOf
		}
	}
	if c.Generated > today() {
		return nil, fmt.Errorf("catalog date %s is after the generation day %s", c.Generated, today())
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// applyLifecycle applies size-lifecycle.csv: a cited status for one size that
// replaces its series' status and Learn's "preview" note, with a date where
// the status needs one, and a source.
func applyLifecycle(sizes map[string]*catalog.Size, rows table) []error {
	return eachSizeRow(fileLifecycle, sizes, rows, func(s *catalog.Size, r map[string]string) string {
		st := catalog.Status(r["status"])
		switch {
		case st != catalog.GA && st != catalog.Preview && st != catalog.Retiring && st != catalog.Retired:
			return fmt.Sprintf("unknown status %q", st)
		case (st == catalog.Retiring || st == catalog.Retired) && !dateRe.MatchString(r["status_date"]):
			return fmt.Sprintf("%s needs a status_date YYYY-MM-DD, got %q", st, r["status_date"])
		case r["status_date"] != "" && !dateRe.MatchString(r["status_date"]):
			return fmt.Sprintf("status_date %q is not YYYY-MM-DD", r["status_date"])
		case r["status_source"] == "":
			return "no status_source"
		}
		s.Lifecycle = catalog.Lifecycle{Status: st, Date: r["status_date"], Source: r["status_source"]}
		return ""
	})
}

// applySpecsUnknown applies specs-unknown.csv: for each size no source gives
// specs for, why. Validate then rejects a live size without specs that the
// file does not list.
func applySpecsUnknown(sizes map[string]*catalog.Size, rows table) []error {
	return eachSizeRow(fileSpecsGap, sizes, rows, func(s *catalog.Size, r map[string]string) string {
		switch {
		case s.SpecsKnown:
			return fmt.Sprintf("size has specs (%s): remove the row", s.SpecSource)
		case r["reason"] == "":
			return "no reason"
		}
		s.SpecsUnknown = r["reason"]
		return ""
	})
}

// eachSizeRow applies a curated per-size file: every row must name a size the
// other sources made, once; apply sets what the row says or returns why it
// cannot.
func eachSizeRow(file string, sizes map[string]*catalog.Size, rows table, apply func(*catalog.Size, map[string]string) string) []error {
	var errs []error
	seen := map[string]bool{}
	for _, r := range rows {
		name := r["size"]
		why := ""
		if s, ok := sizes[name]; !ok {
			why = "size is not in the catalog"
		} else if seen[name] {
			why = "size listed twice"
		} else {
			why = apply(s, r)
		}
		if why != "" {
			errs = append(errs, fmt.Errorf("%s %s: %s", file, name, why))
		}
		seen[name] = true
	}
	return errs
}

// rdma reports whether a size name marks InfiniBand/RDMA: an "r" among the
// lower-case letters after the vCPU count (ND96isr, NC24rs_v3), Azure's naming
// convention for RDMA-capable sizes.
func rdma(name string) bool {
	m := regexp.MustCompile(`^Standard_N[A-Z]+[0-9]+([a-z]*)`).FindStringSubmatch(name)
	return m != nil && strings.Contains(m[1], "r")
}

// applySpecs fills a size from its Microsoft Learn row and its series' host
// row, normalising the units that the pages print differently.
func applySpecs(s *catalog.Size, r, host map[string]string) error {
	acc := r["accelerators"]
	if acc == "" && host != nil {
		acc = host["accelerator_qty"] // NDv2: blank in the size table, 8 in the series table
	}
	gpus, err := catalog.ParseFraction(acc)
	if err != nil {
		return fmt.Errorf("no GPU count in the source (%w)", err)
	}
	mem := num(r["accelerator_memory_gb"])
	if mem <= 0 || num(r["vcpus"]) <= 0 || num(r["memory_gb"]) <= 0 {
		return errors.New("GPU memory, vCPUs or RAM missing in the source")
	}
	if strings.Contains(r["notes"], "per GPU") {
		mem *= gpus.Float() // NDm A100, GB200, GB300 pages print memory per GPU
	}
	s.GPUs, s.GPUMemoryGB = gpus, mem
	s.GPUMemoryPerGPUGB = mem
	if gpus.Num > 1 && gpus.Den == 1 {
		s.GPUMemoryPerGPUGB = mem / float64(gpus.Num)
	}
	s.VCPUs = int(num(r["vcpus"]))
	s.MemoryGiB = num(r["memory_gb"])
	s.NetworkMbps = int(num(r["max_network_bandwidth_mbps"]))
	if g, ok := gbps(host["network"]); ok && s.NetworkMbps < 1000 {
		s.NetworkMbps = g * 1000 // GB200/GB300 size tables print "160" Mbps; the series table says 160 Gbps
	}
	switch tmp := r["temp_disk_gib"]; {
	case strings.HasSuffix(tmp, "TB"):
		// GB200/GB300: the size table prints "16 TB" for temp disks; the series
		// table calls the same storage "16 TiB (NVMe)".
		s.NVMeGiB = int(num(strings.TrimSuffix(tmp, "TB")) * 1024)
	default:
		s.TempDiskGiB = int(num(tmp))
	}
	if n := r["nvme_disk_size"]; n != "" {
		v, unit, _ := strings.Cut(n, " ")
		s.NVMeGiB = int(num(v) * lo.Ternary(unit == "TiB", 1024.0, 1.0))
	}
	s.Confidential = strings.Contains(r["notes"], "confidential")
	s.SpecsKnown = true
	s.SpecSource = specSource(r)
	return nil
}

// specSource cites a spec row: its document, commit where there is one, and date.
func specSource(r map[string]string) string {
	file := r["source_file"]
	if !strings.ContainsAny(file, "/:") { // the shared Learn rows name the page alone
		file = "MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/gpu-accelerated/" + file
	}
	if c := r["source_commit"]; c != "" {
		file += " @" + c[:min(8, len(c))]
	}
	return fmt.Sprintf("%s (%s)", file, r["doc_ms_date"])
}

var dateRe = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)

// dropStaleSpot removes Spot prices that are not below the same size's current
// pay-as-you-go price in the region: the Spot source is older than the
// pay-as-you-go one, and a "discount" above the list price is no discount.
func dropStaleSpot(in []catalog.Price) []catalog.Price {
	payg := map[[2]string]float64{}
	for _, p := range in {
		if p.Model == catalog.PAYGLinux {
			payg[[2]string{p.Size, p.Region}] = p.USDPerHour
		}
	}
	return lo.Filter(in, func(p catalog.Price, _ int) bool {
		if p.Model != catalog.SpotLinux {
			return true
		}
		b, ok := payg[[2]string{p.Size, p.Region}]
		if !ok || p.USDPerHour >= b {
			fmt.Fprintf(os.Stderr, "catalog: dropped Spot %s/%s %v USD/h: no current pay-as-you-go price below it\n", p.Size, p.Region, p.USDPerHour)
			return false
		}
		return true
	})
}

var gbpsRe = regexp.MustCompile(`([0-9]+) Gbps`)

func gbps(s string) (int, bool) {
	m := gbpsRe.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	v, err := strconv.Atoi(m[1])
	return v, err == nil
}

// dedupePrices keeps one price per size, region and model: a live API price
// over a static one, then the later source order. The result is sorted.
func dedupePrices(in []catalog.Price) []catalog.Price {
	type key struct {
		size, region string
		model        catalog.PriceModel
	}
	best := map[key]int{}
	for i, p := range in {
		k := key{p.Size, p.Region, p.Model}
		if j, ok := best[k]; !ok || in[j].Source != sourceRetailAPI {
			best[k] = i
		}
	}
	out := make([]catalog.Price, 0, len(best))
	for _, i := range best {
		out = append(out, in[i])
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Size != b.Size {
			return a.Size < b.Size
		}
		if a.Region != b.Region {
			return a.Region < b.Region
		}
		return a.Model < b.Model
	})
	return out
}

// applyAliases gives each region the other names people and tools use for it
// (FinOps toolkit's alias list: "eu west", "amsterdam", "japan_east"), so that
// a region typed any of those ways is understood. Aliases of regions the
// catalog does not hold are dropped; one alias naming two regions is an error.
func applyAliases(regions []catalog.Region, rows table) []error {
	var errs []error
	at := map[string]int{}
	for i, r := range regions {
		at[r.Name] = i
	}
	owner := map[string]string{}
	for _, r := range rows {
		alias, id := strings.ToLower(strings.TrimSpace(r["OriginalValue"])), r["RegionId"]
		i, ok := at[id]
		if !ok || alias == "" || alias == id || alias == strings.ToLower(regions[i].DisplayName) {
			continue
		}
		if o, dup := owner[alias]; dup && o != id {
			errs = append(errs, fmt.Errorf("%s: alias %q names both %s and %s", fileAliases, alias, o, id))
			continue
		}
		if _, dup := owner[alias]; dup {
			continue
		}
		owner[alias] = id
		regions[i].Aliases = append(regions[i].Aliases, alias)
	}
	for i := range regions {
		sort.Strings(regions[i].Aliases)
	}
	return errs
}

// dropUnknownPairs blanks a paired region that is not itself a region of the
// catalog: the region list holds the regions a subscription sees, and a
// restricted pair (swedencentral's swedensouth) has no row to look up, so
// Paired would name a region nothing else in the catalog knows.
func dropUnknownPairs(regions []catalog.Region) {
	known := lo.SliceToMap(regions, func(r catalog.Region) (string, bool) { return r.Name, true })
	for i, r := range regions {
		if r.Paired != "" && !known[r.Paired] {
			fmt.Fprintf(os.Stderr, "catalog: region %s: paired region %s is not in %s (restricted or not physical); Paired left empty\n", r.Name, r.Paired, fileRegions)
			regions[i].Paired = ""
		}
	}
}
