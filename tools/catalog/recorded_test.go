package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestRecordedPricesLandWithTheirSource checks, on the committed sources, that
// recorded API rows reach the catalog under their own source and capture date,
// that a reservation's term total becomes an hourly price, and that a recorded
// price older than the one already known does not replace it.
func TestRecordedPricesLandWithTheirSource(t *testing.T) {
	c, err := generate("../../catalog/sources")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		size, region string
		model        catalog.PriceModel
		usd          float64
		source, asOf string
	}{
		// Azure Pricing Radar snapshot, westeurope, 2026-08-22.
		{"Standard_NC4as_T4_v3", "westeurope", catalog.PAYGWindows, 0.842, "pricing-radar", "2026-08-22"},
		{"Standard_NC4as_T4_v3", "westeurope", catalog.SpotWindows, 0.584937, "pricing-radar", "2026-08-22"},
		{"Standard_NC24ads_A100_v4", "westeurope", catalog.SP1Y, 3.97471, "pricing-radar", "2026-08-22"},
		// Newer than karpenter's 10.74, which is the Windows meter ("… Srs Win") filed as Linux.
		{"Standard_NCC40ads_H100_v5", "westeurope", catalog.PAYGLinux, 8.9, "pricing-radar", "2026-08-22"},
		// Research note of 2026-03-09: term totals 2709 and 5198 USD.
		{"Standard_NC4as_T4_v3", "eastus", catalog.RI1Y, catalog.TermToHourly(2709, catalog.HoursPerYear), "azurecncalc-t4", "2026-03-09"},
		{"Standard_NC4as_T4_v3", "eastus", catalog.RI3Y, catalog.TermToHourly(5198, catalog.HoursPer3Years), "azurecncalc-t4", "2026-03-09"},
		{"Standard_NC4as_T4_v3", "eastus", catalog.PAYGWindows, 0.71, "azurecncalc-t4", "2026-03-09"},
		// The note's Linux price (2026-03-09) is older than karpenter's (2026-06-18).
		{"Standard_NC4as_T4_v3", "eastus", catalog.PAYGLinux, 0.526, "karpenter", "2026-06-18"},
	} {
		p, ok := c.Price(tc.size, tc.region, tc.model)
		if !ok || p.USDPerHour != tc.usd || p.Source != tc.source || p.AsOf != tc.asOf {
			t.Errorf("%s/%s/%s = %+v (found %v), want %v USD/h from %s as of %s", tc.size, tc.region, tc.model, p, ok, tc.usd, tc.source, tc.asOf)
		}
	}
	if got := catalog.TermToHourly(2709, catalog.HoursPerYear); got != 0.3092465753 {
		t.Errorf("2709 USD over one year = %v USD/h, want 0.3092465753", got)
	}
	ids := map[string]bool{}
	for _, s := range c.Sources {
		ids[s.ID] = true
	}
	for _, id := range []string{"pricing-radar", "azurecncalc-t4"} {
		if !ids[id] {
			t.Errorf("source %s is not listed", id)
		}
	}
	// Azure lists ND H200 v5 "Spot" at the pay-as-you-go price: no discount, no row.
	if p, ok := c.Price("Standard_ND96isr_H200_v5", "swedencentral", catalog.SpotLinux); ok {
		t.Errorf("Spot equal to pay-as-you-go became a price: %+v", p)
	}
}

// TestRecordedRowsAreChecked feeds a small recorded file with a bad row of
// each kind and a Spot row equal to its pay-as-you-go price.
func TestRecordedRowsAreChecked(t *testing.T) {
	header := "armRegionName,armSkuName,price_model,usd_per_hour,effective_start_date,retrieved_at,source_id,type,reservation_term,retail_price,product_name,meter_name,repo,path,commit,captured,date_basis"
	row := func(model, usd, source, term, retail, captured string) string {
		return strings.Join([]string{"westus2", "Standard_NC24ads_A100_v4", model, usd, "", captured, source, "Consumption", term, retail,
			"p", "m", "o/r", "f.json", "abc", captured, "test"}, ",")
	}
	write := func(t *testing.T, lines ...string) string {
		dir := copySources(t)
		if err := os.WriteFile(filepath.Join(dir, fileRecorded), []byte(strings.Join(append([]string{header}, lines...), "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}

	_, err := generate(write(t,
		row("ri-1y", "9.99", "pricing-radar", "1 Year", "8760", "2026-11-01"), // usd_per_hour disagrees with 8760/8760
		row("ri-3y", "", "pricing-radar", "1 Year", "8760", "2026-11-01"),     // term and model disagree
		row("payg-linux", "1.0", "nobody", "", "1.0", "2026-11-01"),           // unknown source
		row("payg-linux", "1.0", "pricing-radar", "", "1.0", "June"),          // undated
	))
	if err == nil {
		t.Fatal("generate accepted bad recorded rows")
	}
	for _, want := range []string{"line 2: usd_per_hour 9.99", "line 3: reservation_term", "line 4: source_id \"nobody\"", "line 5: captured \"June\""} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not say %q: %v", want, err)
		}
	}

	c, err := generate(write(t,
		row("payg-linux", "5.0", "pricing-radar", "", "5.0", "2026-11-01"),
		row("spot-linux", "5.0", "pricing-radar", "", "5.0", "2026-11-01"),
		row("ri-1y", "", "pricing-radar", "1 Year", "8760", "2026-11-01"),
	))
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := c.Price("Standard_NC24ads_A100_v4", "westus2", catalog.SpotLinux); ok && p.Source == "pricing-radar" {
		t.Errorf("Spot equal to pay-as-you-go was kept: %+v", p)
	}
	if p, ok := c.Price("Standard_NC24ads_A100_v4", "westus2", catalog.RI1Y); !ok || p.USDPerHour != 1 || p.AsOf != "2026-11-01" {
		t.Errorf("ri-1y = %+v, want 8760 USD / 8760 h = 1 as of 2026-11-01", p)
	}
	if p, _ := c.Price("Standard_NC24ads_A100_v4", "westus2", catalog.PAYGLinux); p.USDPerHour != 5 || p.Source != "pricing-radar" {
		t.Errorf("newer recorded pay-as-you-go did not replace the older one: %+v", p)
	}
}
