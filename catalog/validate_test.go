package catalog_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Each test here breaks one invariant of a copy of the built-in catalog and
// expects Validate to name it (catalog/data/README.md lists the invariants).

// brokenAll is brokenCopy with its own slices of every kind.
func brokenAll(t *testing.T) *catalog.Catalog {
	c := brokenGPUs(t)
	c.Regions = append([]catalog.Region(nil), c.Regions...)
	c.Sources = append([]catalog.Source(nil), c.Sources...)
	return c
}

// sizeAt returns the index of a size in c.Sizes.
func sizeAt(t *testing.T, c *catalog.Catalog, name string) int {
	t.Helper()
	for i, s := range c.Sizes {
		if s.Name == name {
			return i
		}
	}
	t.Fatalf("size %s missing", name)
	return -1
}

// priceAt returns the index of a price in c.Prices.
func priceAt(t *testing.T, c *catalog.Catalog, size, region string, model catalog.PriceModel) int {
	t.Helper()
	for i, p := range c.Prices {
		if p.Size == size && p.Region == region && p.Model == model {
			return i
		}
	}
	t.Fatalf("price %s/%s/%s missing", size, region, model)
	return -1
}

func TestParseDate(t *testing.T) {
	for _, ok := range []string{"2026-09-30", "2024-02-29", "1999-12-31"} {
		if _, err := catalog.ParseDate(ok); err != nil {
			t.Errorf("ParseDate(%q) = %v, want a date", ok, err)
		}
	}
	for _, bad := range []string{"", "2026-9-30", "2026-09-3", "26-09-30", "2026/09/30", "2026-02-30", "2025-02-29",
		"2026-13-01", "2026-09-30T00:00:00Z", " 2026-09-30", "undated", "30.09.2026"} {
		if _, err := catalog.ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q) succeeded, want an error", bad)
		}
	}
}

func TestBrokenLifecycleDateFails(t *testing.T) {
	for _, date := range []string{"2026-9-30", "2026-09-31", "30 September 2026", "soon"} {
		c := brokenCopy(t)
		c.Sizes[sizeAt(t, c, "Standard_NV12s_v3")].Lifecycle.Date = date
		wantProblem(t, c, fmt.Sprintf("size Standard_NV12s_v3: lifecycle date %q is not YYYY-MM-DD", date))
	}
	// A GA size with a malformed date is caught too, not only retirements.
	c := brokenCopy(t)
	c.Sizes[sizeAt(t, c, "Standard_ND96isr_H100_v5")].Lifecycle.Date = "2026-1-1"
	wantProblem(t, c, `size Standard_ND96isr_H100_v5: lifecycle date "2026-1-1" is not YYYY-MM-DD`)
}

// TestStatusOnComparesDates: the retirement date is compared as a date, so a
// day written without zero padding is placed correctly (as strings,
// "2026-9-1" >= "2026-09-30" and the size would be retired a month early).
func TestStatusOnComparesDates(t *testing.T) {
	l := catalog.Lifecycle{Status: catalog.Retiring, Date: "2026-09-30"}
	for day, want := range map[string]catalog.Status{
		"2026-09-29": catalog.Retiring,
		"2026-9-1":   catalog.Retiring,
		"2026-09-30": catalog.Retired, // on the day
		"2026-9-30":  catalog.Retired,
		"2026-10-01": catalog.Retired,
		"2027-1-5":   catalog.Retired,
		"2025-12-31": catalog.Retiring,
		"":           catalog.Retiring, // no day to compare: the recorded status
		"tomorrow":   catalog.Retiring,
	} {
		if got := l.StatusOn(day); got != want {
			t.Errorf("StatusOn(%q) with retirement 2026-09-30 = %s, want %s", day, got, want)
		}
	}
	for _, st := range []catalog.Status{catalog.GA, catalog.Preview, catalog.Retired} {
		if got := (catalog.Lifecycle{Status: st, Date: "2026-09-30"}).StatusOn("2020-01-01"); got != st {
			t.Errorf("%s.StatusOn = %s, want it unchanged", st, got)
		}
	}
}

func TestBrokenPriceAsOfFails(t *testing.T) {
	for asOf, want := range map[string]string{
		"2026-6-18":        `date "2026-6-18" is not YYYY-MM-DD`,
		"18/06/2026":       `date "18/06/2026" is not YYYY-MM-DD`,
		"2026-06-31":       `date "2026-06-31" is not YYYY-MM-DD`,
		"undated":          `undated, but source "karpenter" is not an undated source`,
		"undated snapshot": `date "undated snapshot" is not YYYY-MM-DD`, // a price says exactly "undated"
		"2027-01-01":       "as-of date 2027-01-01 is after the catalog's date 2026-08-22",
	} {
		c := brokenCopy(t)
		c.Prices[priceAt(t, c, "Standard_ND96isr_H100_v5", "eastus", catalog.PAYGLinux)].AsOf = asOf
		wantProblem(t, c, "price Standard_ND96isr_H100_v5/eastus/payg-linux: "+want)
	}
	// A price from an undated source cannot carry a date of its own.
	c := brokenCopy(t)
	i := priceAt(t, c, "Standard_NC12s_v3", "eastus", catalog.SpotLinux)
	c.Prices[i].AsOf = "2024-01-01"
	wantProblem(t, c, `price Standard_NC12s_v3/eastus/spot-linux: dated 2024-01-01, but its source "skypilot" is undated`)
}

func setSourceAsOf(c *catalog.Catalog, id, asOf string) {
	for i := range c.Sources {
		if c.Sources[i].ID == id {
			c.Sources[i].AsOf = asOf
		}
	}
}

// TestUndatedRule: a price is dated or says exactly "undated", and only a
// source whose AsOf starts with "undated" gives undated prices.
func TestUndatedRule(t *testing.T) {
	c := brokenAll(t)
	setSourceAsOf(c, "skypilot", "2024-01-01") // SkyPilot's prices say "undated"
	wantProblem(t, c, `price Standard_NC12s_v3/eastus/spot-linux: undated, but source "skypilot" is not an undated source`)
}

func TestBrokenGeneratedDateFails(t *testing.T) {
	c := brokenCopy(t)
	c.Generated = "2026-8-22"
	wantProblem(t, c, `generated date: date "2026-8-22" is not YYYY-MM-DD`)
}

// TestSourceAsOfRule: a source's AsOf is a date, a date range, either with a
// remark in parentheses; or it starts with "undated"; or it ends with
// "per price" (each price dated on its own).
func TestSourceAsOfRule(t *testing.T) {
	for _, ok := range []string{"2026-06-18", "2024-07-31 to 2026-08-12", "2024-07-31 to 2026-08-12 (ms.date per page)",
		"2026-03-12 (cached)", "undated", "undated snapshot (content suggests 2023-2024)", "retrieval date per price"} {
		c := brokenAll(t)
		setSourceAsOf(c, "regions", ok) // a source no price cites, so only the form is checked
		if err := c.Validate(); err != nil {
			t.Errorf("source as-of %q rejected: %v", ok, err)
		}
	}
	for bad, want := range map[string]string{
		"2026-6-18":                  `as-of "2026-6-18": date "2026-6-18" is not YYYY-MM-DD (or start it with "undated")`,
		"June 2026":                  `as-of "June 2026": date "June 2026" is not YYYY-MM-DD`,
		"2026-08-12 to 2024-07-31":   "the range ends before it starts",
		"2024-07-31 to 2026-8-12":    `date "2026-8-12" is not YYYY-MM-DD`,
		"2026-06-18 (per the repo":   "a remark after the date must be in parentheses",
		"Undated (content 2023)":     `date "Undated" is not YYYY-MM-DD`,
		"content suggests 2023-2024": `is not YYYY-MM-DD`,
	} {
		c := brokenAll(t)
		setSourceAsOf(c, "regions", bad)
		wantProblem(t, c, "source regions: ")
		wantProblem(t, c, want)
	}
}

// TestBrokenPriceValueFails: every price is a finite number above zero and
// below the sanity ceiling.
func TestBrokenPriceValueFails(t *testing.T) {
	for _, tc := range []struct {
		usd  float64
		want string
	}{
		{math.NaN(), "NaN USD/h is not a number"},
		{math.Inf(1), "+Inf USD/h is not a number"},
		{math.Inf(-1), "-Inf USD/h is not a number"},
		{0, "0 USD/h must be > 0"},
		{-3.5, "-3.5 USD/h must be > 0"},
		{catalog.MaxUSDPerHour + 0.01, "1000.01 USD/h is above the 1000 USD/h sanity ceiling"},
		{2709, "2709 USD/h is above the 1000 USD/h sanity ceiling"}, // a 1-year T4 reservation total read as hourly
	} {
		c := brokenCopy(t)
		c.Prices[priceAt(t, c, "Standard_ND96isr_H100_v5", "eastus", catalog.PAYGLinux)].USDPerHour = tc.usd
		wantProblem(t, c, "price Standard_ND96isr_H100_v5/eastus/payg-linux: "+tc.want)
	}
	c := brokenCopy(t)
	c.Prices[priceAt(t, c, "Standard_ND96isr_H100_v5", "eastus", catalog.PAYGLinux)].USDPerHour = catalog.MaxUSDPerHour
	if err := c.Validate(); err != nil {
		t.Errorf("a price at the ceiling was rejected: %v", err)
	}
}

// TestCatalogPricesUnderCeiling keeps the ceiling's comment honest: the
// dearest price is well under it.
func TestCatalogPricesUnderCeiling(t *testing.T) {
	top := catalog.Price{}
	for _, p := range mustLoad(t).Prices {
		if p.USDPerHour > top.USDPerHour {
			top = p
		}
	}
	if top.USDPerHour != 216.32 || top.Size != "Standard_ND128isr_NDR_GB200_v6" {
		t.Errorf("dearest price = %+v; update MaxUSDPerHour's comment", top)
	}
}

// TestDiscountWithoutListPriceFails: a Spot, reservation or savings-plan price
// must have the same size and region's pay-as-you-go price (same OS for Spot),
// so the "cheaper than pay-as-you-go" check cannot be skipped by a missing row.
func TestDiscountWithoutListPriceFails(t *testing.T) {
	for _, tc := range []struct {
		size, region  string
		model, remove catalog.PriceModel
	}{
		{"Standard_NC12s_v3", "eastus", catalog.SpotLinux, catalog.PAYGLinux},
		{"Standard_NC16as_T4_v3", "swedencentral", catalog.SpotWindows, catalog.PAYGWindows},
		{"Standard_NC4as_T4_v3", "eastus", catalog.RI1Y, catalog.PAYGLinux},
	} {
		c := brokenCopy(t)
		i := priceAt(t, c, tc.size, tc.region, tc.remove)
		c.Prices = append(c.Prices[:i:i], c.Prices[i+1:]...)
		wantProblem(t, c, fmt.Sprintf("price %s/%s/%s: no %s price in the same region to check it against", tc.size, tc.region, tc.model, tc.remove))
	}
	// Spot Windows is checked against Windows pay-as-you-go, not Linux.
	c := brokenCopy(t)
	i := priceAt(t, c, "Standard_NC16as_T4_v3", "swedencentral", catalog.SpotWindows)
	c.Prices[i].USDPerHour = 2.012
	wantProblem(t, c, "price Standard_NC16as_T4_v3/swedencentral/spot-windows: 2.012 USD/h is not below payg-windows 2.012 USD/h")
}

func TestBrokenPairedRegionFails(t *testing.T) {
	for paired, want := range map[string]string{
		"atlantis":   `region westeurope: paired region "atlantis" is not another region of the catalog`,
		"westeurope": `region westeurope: paired region "westeurope" is not another region of the catalog`,
	} {
		c := brokenAll(t)
		for i := range c.Regions {
			if c.Regions[i].Name == "westeurope" {
				c.Regions[i].Paired = paired
			}
		}
		wantProblem(t, c, want)
	}
	for _, r := range mustLoad(t).Regions {
		if r.Name == "swedencentral" && r.Paired != "" {
			t.Errorf("swedencentral paired with %q, which the region list does not hold", r.Paired)
		}
	}
}

// TestBrokenGPUMemoryFails: a size's GPU memory is its GPUs × per-GPU memory,
// or the part's memory for a part of a GPU.
func TestBrokenGPUMemoryFails(t *testing.T) {
	c := brokenCopy(t)
	c.Sizes[sizeAt(t, c, "Standard_ND96isr_H100_v5")].GPUMemoryPerGPUGB = 40 // 8 × 40 ≠ 640
	c.Sizes[sizeAt(t, c, "Standard_NV6ads_A10_v5")].GPUMemoryGB = 24         // 1/6 of an A10 sees 4 GB, not the whole card
	c.Sizes[sizeAt(t, c, "Standard_NC48ads_A100_v4")].GPUMemoryGB = 160.5
	for _, want := range []string{
		"size Standard_ND96isr_H100_v5: GPU memory 640 GB is not 8 GPU(s) × 40 GB = 320 GB",
		"size Standard_NV6ads_A10_v5: GPU memory 24 GB is not 1/6 GPU(s) × 4 GB = 4 GB",
		"size Standard_NC48ads_A100_v4: GPU memory 160.5 GB is not 2 GPU(s) × 80 GB = 160 GB",
	} {
		wantProblem(t, c, want)
	}
	// MI300X: Learn prints 1,535 GB for 8 GPUs, kept as 8 × 191.875.
	if s, _ := mustLoad(t).Size("Standard_ND96isr_MI300X_v5"); s.GPUMemoryGB != 1535 {
		t.Errorf("MI300X VM memory = %v, want the printed 1535", s.GPUMemoryGB)
	}
}

func TestDuplicateKeysFail(t *testing.T) {
	c := brokenAll(t)
	c.Sources = append(c.Sources, c.Sources[0])
	c.GPUs = append(c.GPUs, c.GPUs[2])
	c.Sizes = append(c.Sizes, c.Sizes[5])
	c.Regions = append(c.Regions, c.Regions[7])
	for _, want := range []string{
		"source " + c.Sources[0].ID + ": listed twice",
		"GPU " + c.GPUs[2].Model + ": listed twice",
		"size " + c.Sizes[5].Name + ": listed twice",
		"region " + c.Regions[7].Name + ": listed twice",
	} {
		wantProblem(t, c, want)
	}
}

func TestPriceWithUnknownSourceFails(t *testing.T) {
	c := brokenCopy(t)
	c.Prices[priceAt(t, c, "Standard_ND96isr_H100_v5", "eastus", catalog.PAYGLinux)].Source = "hearsay"
	wantProblem(t, c, `price Standard_ND96isr_H100_v5/eastus/payg-linux: unknown source "hearsay"`)
}

// TestSpecLessLiveSizeMustBeListed: a GA, preview or retiring size without
// specs must say why (specs-unknown.csv); a retired one need not; a size with
// specs must not be on the list.
func TestSpecLessLiveSizeMustBeListed(t *testing.T) {
	c := brokenCopy(t)
	c.Sizes[sizeAt(t, c, "Standard_NC8ads_A10_v4")].SpecsUnknown = ""
	i := sizeAt(t, c, "Standard_NC16ads_A10_v4")
	c.Sizes[i].SpecsUnknown, c.Sizes[i].Lifecycle = "", catalog.Lifecycle{Status: catalog.Retiring, Date: "2027-01-01"}
	c.Sizes[sizeAt(t, c, "Standard_ND96isr_H100_v5")].SpecsUnknown = "no source"
	for _, want := range []string{
		"size Standard_NC8ads_A10_v4: ga without specs and not in specs-unknown.csv",
		"size Standard_NC16ads_A10_v4: retiring without specs and not in specs-unknown.csv",
		"size Standard_ND96isr_H100_v5: has specs but is listed in specs-unknown.csv",
	} {
		wantProblem(t, c, want)
	}

	// A retired size without specs needs no reason.
	c = brokenCopy(t)
	if s := c.Sizes[sizeAt(t, c, "Standard_NV6_Promo")]; s.SpecsKnown || s.SpecsUnknown != "" || s.Lifecycle.Status != catalog.Retired {
		t.Fatalf("NV6_Promo = %+v, want a retired size without specs or reason", s)
	}
	// ... but retiring it no more makes it live: then it needs one.
	c.Sizes[sizeAt(t, c, "Standard_NV6_Promo")].Lifecycle.Status = catalog.GA
	c.Sizes[sizeAt(t, c, "Standard_NV6_Promo")].Lifecycle.Date = ""
	wantProblem(t, c, "size Standard_NV6_Promo: ga without specs and not in specs-unknown.csv")

	// Every live spec-less size of the built-in catalog has its reason.
	n := 0
	for _, s := range mustLoad(t).Sizes {
		if !s.SpecsKnown && s.Lifecycle.Status != catalog.Retired {
			n++
		}
	}
	if n != 20 {
		t.Errorf("%d live sizes without specs, want the 20 of specs-unknown.csv", n)
	}
}
