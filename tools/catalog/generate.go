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
	allSeries, serr := readSeries(seriesRows)
	errs = append(errs, serr...)
	seriesOf := func(size string) (series, bool) {
		return lo.Find(allSeries, func(s series) bool { return s.pattern.MatchString(size) })
	}

	gpuByRef, gerr := readGPUs(gpuRows)
	errs = append(errs, gerr...)
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

	c.Regions = readRegions(regionRows)
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

	return finish(c, sizes, usedGPU, prices)
}

// readSeries reads series.csv's rows.
func readSeries(rows table) ([]series, []error) {
	var errs []error
	allSeries := make([]series, 0, len(rows))
	for _, r := range rows {
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
	return allSeries, errs
}

// readGPUs reads gpu-models.csv's rows by model.
func readGPUs(rows table) (map[string]catalog.GPU, []error) {
	var errs []error
	gpuByRef := map[string]catalog.GPU{}
	for _, r := range rows {
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
	return gpuByRef, errs
}

// readRegions reads the physical regions of regions.csv.
func readRegions(rows table) []catalog.Region {
	var regions []catalog.Region
	for _, r := range rows {
		if r["regionType"] != "Physical" || strings.Contains(r["geography"], "Canary") || strings.Contains(r["geography"], "Stage") {
			continue
		}
		regions = append(regions, catalog.Region{Name: r["name"], DisplayName: r["displayName"], Geography: r["geography"],
			GeographyGroup: r["geographyGroup"], Paired: strings.Split(r["pairedRegion"], ";")[0], Location: r["physicalLocation"], Place: catalog.PlaceAt(num(r["latitude"]), num(r["longitude"]))})
	}
	return regions
}

// finish puts the sizes, GPUs and prices in the catalog in the order the
// look-ups need, dates it by its newest price and validates it.
func finish(c *catalog.Catalog, sizes map[string]*catalog.Size, usedGPU map[string]catalog.GPU, prices []catalog.Price) (*catalog.Catalog, error) {
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
