package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Price model names written to the price_model column: the catalog's own, so
// the generator reads them back without a mapping.
const (
	ModelPaygLinux   = string(catalog.PAYGLinux)
	ModelPaygWindows = string(catalog.PAYGWindows)
	ModelSpotLinux   = string(catalog.SpotLinux)
	ModelSpotWindows = string(catalog.SpotWindows)
	ModelRI1Y        = string(catalog.RI1Y)
	ModelRI3Y        = string(catalog.RI3Y)
	ModelSP1Y        = string(catalog.SP1Y)
	ModelSP3Y        = string(catalog.SP3Y)
)

// gpuSkuPrefixes are the armSkuName prefixes of the GPU VM families: NC (incl.
// NCC confidential), ND, NG and NV. Standard_NP (FPGA) is deliberately absent.
var gpuSkuPrefixes = []string{"Standard_NC", "Standard_ND", "Standard_NG", "Standard_NV"}

// IsGPUSku reports whether armSkuName belongs to one of the GPU VM families.
// It is applied client-side as well as in the server filter so that the output
// stays correct even if the API ignores or widens the $filter.
func IsGPUSku(armSkuName string) bool {
	for _, p := range gpuSkuPrefixes {
		if strings.HasPrefix(armSkuName, p) {
			return true
		}
	}
	return false
}

// Page is one response of the Retail Prices API. Field names follow the
// envelope exactly (PascalCase), unlike the items (camelCase).
type Page struct {
	BillingCurrency    string `json:"BillingCurrency"`
	CustomerEntityID   string `json:"CustomerEntityId"`
	CustomerEntityType string `json:"CustomerEntityType"`
	Items              []Item `json:"Items"`
	NextPageLink       string `json:"NextPageLink"`
	Count              int    `json:"Count"`
}

// Item is one price meter as returned by the Retail Prices API. Only the
// fields this tool reads or reports are declared; others are ignored.
type Item struct {
	CurrencyCode         string        `json:"currencyCode"`
	TierMinimumUnits     float64       `json:"tierMinimumUnits"`
	ReservationTerm      string        `json:"reservationTerm"`
	RetailPrice          float64       `json:"retailPrice"`
	UnitPrice            float64       `json:"unitPrice"`
	ArmRegionName        string        `json:"armRegionName"`
	Location             string        `json:"location"`
	EffectiveStartDate   string        `json:"effectiveStartDate"`
	MeterID              string        `json:"meterId"`
	MeterName            string        `json:"meterName"`
	ProductID            string        `json:"productId"`
	SkuID                string        `json:"skuId"`
	ProductName          string        `json:"productName"`
	SkuName              string        `json:"skuName"`
	ServiceName          string        `json:"serviceName"`
	ServiceFamily        string        `json:"serviceFamily"`
	UnitOfMeasure        string        `json:"unitOfMeasure"`
	Type                 string        `json:"type"`
	IsPrimaryMeterRegion *bool         `json:"isPrimaryMeterRegion"`
	ArmSkuName           string        `json:"armSkuName"`
	SavingsPlan          []SavingsPlan `json:"savingsPlan"`
}

// SavingsPlan is one entry of an item's savingsPlan array (only returned with
// api-version 2023-01-01-preview). Unlike reservations, these are hourly.
type SavingsPlan struct {
	UnitPrice   float64 `json:"unitPrice"`
	RetailPrice float64 `json:"retailPrice"`
	Term        string  `json:"term"`
}

// Row is one output price: the hourly USD price of a size in a region under a
// price model, with the date Azure says the price took effect.
type Row struct {
	Region         string
	Sku            string
	Model          string
	USDPerHour     float64
	EffectiveStart time.Time // zero if the item had no effectiveStartDate
}

// Reasons an item produces no rows. They are counted in the summary so a
// surprising drop rate (e.g. an API shape change) is visible on stderr.
const (
	DropNonUSD        = "non-usd"
	DropNotGPU        = "not-gpu-sku"
	DropNotVM         = "not-virtual-machines"
	DropRegion        = "region-not-requested"
	DropNonPrimary    = "non-primary-meter"
	DropLowPriority   = "low-priority"
	DropDevTest       = "devtest"
	DropCloudServices = "cloud-services"
	DropUnknownType   = "unknown-type"
	DropUnknownTerm   = "unknown-reservation-term"
	DropReservationOS = "reservation-windows-or-spot"
	DropUnit          = "not-hourly"
	DropPrice         = "bad-price"
	DropDate          = "bad-effective-date"
)

// MapOptions narrows which items MapItem accepts.
type MapOptions struct {
	// Regions, when non-empty, is the set of armRegionName values to keep.
	Regions map[string]bool
	// PrimaryOnly drops items explicitly flagged isPrimaryMeterRegion=false.
	PrimaryOnly bool
}

// MapItem turns one API item into zero or more output rows. A Linux
// pay-as-you-go item also yields its savings-plan rows. When no row is
// produced, reason says why (one of the Drop* constants).
func MapItem(it Item, opt MapOptions) (rows []Row, reason string) {
	switch {
	case it.CurrencyCode != "USD":
		return nil, DropNonUSD
	case !IsGPUSku(it.ArmSkuName):
		return nil, DropNotGPU
	case it.ServiceName != "" && it.ServiceName != "Virtual Machines":
		return nil, DropNotVM
	case it.ArmRegionName == "" || (len(opt.Regions) > 0 && !opt.Regions[it.ArmRegionName]):
		return nil, DropRegion
	case opt.PrimaryOnly && it.IsPrimaryMeterRegion != nil && !*it.IsPrimaryMeterRegion:
		return nil, DropNonPrimary
	// Classic Cloud Services products share armSkuName with IaaS VMs; only the
	// productName tells them apart.
	case strings.Contains(it.ProductName, "Cloud Services"):
		return nil, DropCloudServices
	// Low Priority is the Batch rate, not Spot; it is not a VM price model.
	case hasSuffixEither(it.SkuName, it.MeterName, " Low Priority"):
		return nil, DropLowPriority
	case it.Type == "DevTestConsumption":
		return nil, DropDevTest
	}
	if !isHourly(it.UnitOfMeasure) {
		return nil, DropUnit
	}
	if !validPrice(it.RetailPrice) {
		return nil, DropPrice
	}
	eff, err := parseEffectiveDate(it.EffectiveStartDate)
	if err != nil {
		return nil, DropDate
	}

	// Most Windows products end in " Windows"; a few newer ones abbreviate it
	// ("Virtual Machines NCCadsv5 Srs Win", seen in westeurope, 2026-08).
	windows := strings.HasSuffix(it.ProductName, " Windows") || strings.HasSuffix(it.ProductName, " Win")
	spot := hasSuffixEither(it.SkuName, it.MeterName, " Spot")
	row := Row{Region: it.ArmRegionName, Sku: it.ArmSkuName, USDPerHour: it.RetailPrice, EffectiveStart: eff}

	switch it.Type {
	case "Consumption":
		switch {
		case spot && windows:
			row.Model = ModelSpotWindows
		case spot:
			row.Model = ModelSpotLinux
		case windows:
			row.Model = ModelPaygWindows
		default:
			row.Model = ModelPaygLinux
		}
		rows = append(rows, row)
		// Savings plans apply to the Linux compute rate only; Azure attaches the
		// array to that item, so arrays on other items are ignored.
		if row.Model == ModelPaygLinux {
			rows = append(rows, savingsPlanRows(it, eff)...)
		}
		return rows, ""
	case "Reservation":
		// A reservation covers compute only; a Windows or Spot reservation meter
		// would not be a price anybody can buy as such.
		if windows || spot {
			return nil, DropReservationOS
		}
		// retailPrice is the total for the whole term; catalog (shared with the
		// catalog generator's recorded rows) spreads it over the term's hours.
		m, hours, ok := catalog.ReservationModel(it.ReservationTerm)
		if !ok {
			return nil, DropUnknownTerm
		}
		row.Model, row.USDPerHour = string(m), catalog.TermToHourly(it.RetailPrice, hours)
		return []Row{row}, ""
	default:
		return nil, DropUnknownType
	}
}

// savingsPlanRows maps the savingsPlan array of a Linux pay-as-you-go item.
// Entries with unknown terms or unusable prices are skipped.
func savingsPlanRows(it Item, eff time.Time) []Row {
	var rows []Row
	for _, sp := range it.SavingsPlan {
		var model string
		switch sp.Term {
		case "1 Year":
			model = ModelSP1Y
		case "3 Years":
			model = ModelSP3Y
		default:
			continue
		}
		if !validPrice(sp.RetailPrice) {
			continue
		}
		rows = append(rows, Row{Region: it.ArmRegionName, Sku: it.ArmSkuName, Model: model, USDPerHour: sp.RetailPrice, EffectiveStart: eff})
	}
	return rows
}

func hasSuffixEither(a, b, suffix string) bool {
	return strings.HasSuffix(a, suffix) || strings.HasSuffix(b, suffix)
}

// isHourly accepts the unit VM meters use. An empty unit is tolerated because
// the field is informational and some recorded fixtures omit it.
func isHourly(unit string) bool {
	switch unit {
	case "", "1 Hour", "1/Hour":
		return true
	}
	return false
}

// validPrice rejects zero, negative and non-finite prices: none of them is a
// real GPU VM rate and writing one would make that size look free.
func validPrice(v float64) bool {
	return v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v)
}

// parseEffectiveDate accepts the API's RFC 3339 timestamps and a few looser
// forms. An empty string yields the zero time (the field is optional).
func parseEffectiveDate(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("unparseable effectiveStartDate %q", s)
}

// rowKey identifies a price: one size, in one region, under one model.
type rowKey struct{ Region, Sku, Model string }

// Dedupe keeps one row per (region, size, model). The winner is the row with
// the latest EffectiveStart (the API returns superseded prices alongside
// current ones), then the lowest price, so the result does not depend on page
// order. It returns the kept rows sorted by Sku, Region, Model and the number
// of rows discarded as collisions.
func Dedupe(rows []Row) (kept []Row, collisions int) {
	best := make(map[rowKey]Row, len(rows))
	for _, r := range rows {
		k := rowKey{r.Region, r.Sku, r.Model}
		cur, ok := best[k]
		if !ok {
			best[k] = r
			continue
		}
		collisions++
		if better(r, cur) {
			best[k] = r
		}
	}
	kept = make([]Row, 0, len(best))
	for _, r := range best {
		kept = append(kept, r)
	}
	slices.SortFunc(kept, compareRows)
	return kept, collisions
}

// better reports whether a should replace b for the same key.
func better(a, b Row) bool {
	if !a.EffectiveStart.Equal(b.EffectiveStart) {
		return a.EffectiveStart.After(b.EffectiveStart)
	}
	return a.USDPerHour < b.USDPerHour
}

// compareRows orders rows by armSkuName, armRegionName, price_model, the order
// of the output CSV.
func compareRows(a, b Row) int {
	return cmp.Or(
		cmp.Compare(a.Sku, b.Sku),
		cmp.Compare(a.Region, b.Region),
		cmp.Compare(a.Model, b.Model),
	)
}
