package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// fileRecorded holds Azure Retail Prices API rows that public repositories
// recorded (snapshots, captured responses, quoted API output). Its first six
// columns are those tools/pricesync writes; the rest say where each row was
// found and when it was captured. See catalog/sources/README.md.
const fileRecorded = "recorded-retail-prices.csv"

// recordedSources are the origins of fileRecorded, one Source each; the
// source_id column refers to them.
var recordedSources = []catalog.Source{
	{ID: "pricing-radar", Title: "Azure Retail Prices API (2023-01-01-preview) Consumption items for westeurope, northeurope, francecentral and swedencentral (Linux/Windows pay-as-you-go, Spot, 1-year savings plan), as snapshotted by Azure Pricing Radar",
		Origin: "github.com/andy-diericks/azure-pricing-radar data/latest/vm-<scope>.json @cf741f25", License: "MIT (repository); prices are Microsoft's public retail prices", AsOf: "2026-08-22"},
	{ID: "azurecncalc-t4", Title: "Azure Retail Prices API rows for NC4as T4 v3 in eastus (Windows pay-as-you-go, 1- and 3-year reservations) quoted in a research note",
		Origin: "github.com/lvraikkonen/AzureCNCalcRefine research/vm-calculator-api-mapping.md @d9a46fba", License: "no licence file; the prices are facts quoted from Microsoft's public retail prices", AsOf: "2026-03-09"},
}

// mergeRecorded reads fileRecorded (optional) from dir and merges its prices
// into prices. A recorded price replaces an existing one of the same size,
// region and model only when it is dated later; an older or same-day recorded
// price is dropped. Undated existing prices (SkyPilot) count as older than any
// recorded one. newSize registers each priced size, as for the other price files.
func mergeRecorded(dir string, prices []catalog.Price, newSize func(string) *catalog.Size) ([]catalog.Price, error) {
	rows, err := readTable(dir, fileRecorded, false)
	if err != nil || len(rows) == 0 {
		return prices, err
	}
	recorded, err := parseRecorded(rows)
	if err != nil {
		return prices, err
	}
	type key struct {
		size, region string
		model        catalog.PriceModel
	}
	existing := map[key]int{}
	for i, p := range prices {
		existing[key{p.Size, p.Region, p.Model}] = i
	}
	replaced := map[int]bool{}
	var kept, older int
	for _, p := range recorded {
		if i, ok := existing[key{p.Size, p.Region, p.Model}]; ok {
			if old := prices[i].AsOf; dateRe.MatchString(old) && old >= p.AsOf {
				older++
				continue
			}
			replaced[i] = true
		}
		newSize(p.Size)
		kept++
		prices = append(prices, p)
	}
	out := prices[:0:0]
	for i, p := range prices {
		if !replaced[i] {
			out = append(out, p)
		}
	}
	fmt.Fprintf(os.Stderr, "catalog: %s: %d recorded prices used (%d replace older ones), %d dropped as not newer than the price already known\n",
		fileRecorded, kept, len(replaced), older)
	return out, nil
}

// parseRecorded checks every row and turns it into a price dated by its capture.
// Reservation rows carry the term total in retail_price (as the API does) and
// are spread over the term's hours with the same function tools/pricesync uses.
// A Spot row is dropped unless it is below the same capture's pay-as-you-go
// price for the same OS: a "discount" at or above the list price is none.
// Within the file, one price per size, region and model: the latest capture.
func parseRecorded(rows table) ([]catalog.Price, error) {
	known := map[string]bool{}
	for _, s := range recordedSources {
		known[s.ID] = true
	}
	errs := slices.Concat(checkNumbers(rows, true, false, "usd_per_hour", "retail_price"), checkNotFuture(rows, "captured", "retrieved_at"))
	type key struct {
		size, region string
		model        catalog.PriceModel
		source       string
		captured     string
	}
	byKey := map[key]catalog.Price{}
	for _, r := range rows {
		bad := func(format string, a ...any) {
			errs = append(errs, fmt.Errorf("%s: %s", at(r), fmt.Sprintf(format, a...)))
		}
		for _, col := range []string{"armRegionName", "armSkuName", "price_model", "source_id", "repo", "path", "commit", "captured", "date_basis"} {
			if r[col] == "" {
				bad("%s is empty", col)
			}
		}
		if !known[r["source_id"]] {
			bad("source_id %q is not in recordedSources", r["source_id"])
		}
		if !dateRe.MatchString(r["captured"]) {
			bad("captured %q is not YYYY-MM-DD", r["captured"])
		}
		model := catalog.PriceModel(r["price_model"])
		if !model.Valid() {
			bad("unknown price_model %q", model)
		}
		usd := num(r["usd_per_hour"])
		if term := r["reservation_term"]; term != "" {
			m, hours, ok := catalog.ReservationModel(term)
			if !ok || m != model {
				bad("reservation_term %q does not give price_model %s", term, model)
				continue
			}
			hourly := catalog.TermToHourly(num(r["retail_price"]), hours)
			if r["usd_per_hour"] != "" && math.Abs(usd-hourly) > 1e-9 {
				bad("usd_per_hour %v is not retail_price %s / %d h = %v", usd, r["retail_price"], hours, hourly)
			}
			usd = hourly
		}
		if usd <= 0 || math.IsInf(usd, 0) || math.IsNaN(usd) {
			bad("no usable price (usd_per_hour %q, retail_price %q)", r["usd_per_hour"], r["retail_price"])
			continue
		}
		k := key{r["armSkuName"], r["armRegionName"], model, r["source_id"], r["captured"]}
		if p, dup := byKey[k]; dup && p.USDPerHour != usd {
			bad("two prices (%v and %v) for %s/%s/%s in one capture", p.USDPerHour, usd, k.size, k.region, model)
		}
		byKey[k] = catalog.Price{Size: k.size, Region: k.region, Model: model, USDPerHour: usd, Source: k.source, AsOf: k.captured}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	// The same capture's pay-as-you-go price for the OS of each Spot row.
	payg := func(k key) (float64, bool) {
		base := map[catalog.PriceModel]catalog.PriceModel{catalog.SpotLinux: catalog.PAYGLinux, catalog.SpotWindows: catalog.PAYGWindows}[k.model]
		k.model = base
		p, ok := byKey[k]
		return p.USDPerHour, ok
	}
	latest := map[[3]string]catalog.Price{}
	for k, p := range byKey {
		if k.model == catalog.SpotLinux || k.model == catalog.SpotWindows {
			if b, ok := payg(k); ok && p.USDPerHour >= b {
				fmt.Fprintf(os.Stderr, "catalog: %s: dropped %s %s/%s %v USD/h: not below the same capture's pay-as-you-go %v\n", fileRecorded, k.model, k.size, k.region, p.USDPerHour, b)
				continue
			}
		}
		lk := [3]string{k.size, k.region, string(k.model)}
		if cur, ok := latest[lk]; !ok || p.AsOf > cur.AsOf || (p.AsOf == cur.AsOf && p.Source < cur.Source) {
			latest[lk] = p
		}
	}
	out := make([]catalog.Price, 0, len(latest))
	for _, p := range latest {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		return strings.Join([]string{a.Size, a.Region, string(a.Model)}, "\x00") < strings.Join([]string{b.Size, b.Region, string(b.Model)}, "\x00")
	})
	return out, nil
}
