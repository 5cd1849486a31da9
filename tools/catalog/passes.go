package main

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/samber/lo"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

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
