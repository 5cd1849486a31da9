package main

import (
	"slices"
	"strconv"
	"testing"
	"time"
)

func baseItem() Item {
	primary := true
	return Item{
		CurrencyCode:         "USD",
		RetailPrice:          3.673,
		UnitPrice:            3.673,
		ArmRegionName:        "eastus",
		EffectiveStartDate:   "2023-04-01T00:00:00Z",
		MeterName:            "NC24ads A100 v4",
		SkuName:              "NC24ads A100 v4",
		ProductName:          "Virtual Machines NCadsA100v4 Series",
		ServiceName:          "Virtual Machines",
		UnitOfMeasure:        "1 Hour",
		Type:                 "Consumption",
		IsPrimaryMeterRegion: &primary,
		ArmSkuName:           "Standard_NC24ads_A100_v4",
	}
}

func TestMapItem(t *testing.T) {
	notPrimary := false
	tests := []struct {
		name       string
		edit       func(*Item)
		opt        MapOptions
		wantModels []string
		wantPrices []string
		wantDrop   string
	}{
		{name: "linux payg", edit: func(*Item) {}, wantModels: []string{ModelPaygLinux}, wantPrices: []string{"3.673"}},
		{name: "windows payg", edit: func(it *Item) { it.ProductName += " Windows" }, wantModels: []string{ModelPaygWindows}},
		{name: "windows payg, abbreviated product name", edit: func(it *Item) {
			it.ArmSkuName, it.ProductName = "Standard_NCC40ads_H100_v5", "Virtual Machines NCCadsv5 Srs Win"
		}, wantModels: []string{ModelPaygWindows}},
		{name: "spot linux by skuName", edit: func(it *Item) { it.SkuName += " Spot" }, wantModels: []string{ModelSpotLinux}},
		{name: "spot windows by meterName", edit: func(it *Item) { it.MeterName += " Spot"; it.ProductName += " Windows" }, wantModels: []string{ModelSpotWindows}},
		{name: "low priority", edit: func(it *Item) { it.SkuName += " Low Priority"; it.MeterName += " Low Priority" }, wantDrop: DropLowPriority},
		{name: "devtest", edit: func(it *Item) { it.Type = "DevTestConsumption" }, wantDrop: DropDevTest},
		{name: "devtest windows spot (doc sample shape)", edit: func(it *Item) {
			it.Type, it.SkuName, it.ProductName = "DevTestConsumption", "NC24ads A100 v4 Spot", it.ProductName+" Windows"
		}, wantDrop: DropDevTest},
		{name: "cloud services", edit: func(it *Item) { it.ProductName = "Virtual Machines NCSv3 Series Cloud Services" }, wantDrop: DropCloudServices},
		{name: "eur", edit: func(it *Item) { it.CurrencyCode = "EUR" }, wantDrop: DropNonUSD},
		{name: "fpga", edit: func(it *Item) { it.ArmSkuName = "Standard_NP10s" }, wantDrop: DropNotGPU},
		{name: "confidential NCC is GPU", edit: func(it *Item) { it.ArmSkuName = "Standard_NCC40ads_H100_v5" }, wantModels: []string{ModelPaygLinux}},
		{name: "NG is GPU", edit: func(it *Item) { it.ArmSkuName = "Standard_NG32ads_V620_v1" }, wantModels: []string{ModelPaygLinux}},
		{name: "region not requested", edit: func(*Item) {}, opt: MapOptions{Regions: map[string]bool{"westeurope": true}}, wantDrop: DropRegion},
		{name: "non-primary kept unless primary-only", edit: func(it *Item) { it.IsPrimaryMeterRegion = &notPrimary }, wantModels: []string{ModelPaygLinux}},
		{name: "non-primary dropped", edit: func(it *Item) { it.IsPrimaryMeterRegion = &notPrimary }, opt: MapOptions{PrimaryOnly: true}, wantDrop: DropNonPrimary},
		{name: "zero price", edit: func(it *Item) { it.RetailPrice = 0 }, wantDrop: DropPrice},
		{name: "monthly unit", edit: func(it *Item) { it.UnitOfMeasure = "1/Month" }, wantDrop: DropUnit},
		{name: "bad date", edit: func(it *Item) { it.EffectiveStartDate = "yesterday" }, wantDrop: DropDate},
		{name: "unknown type", edit: func(it *Item) { it.Type = "Something" }, wantDrop: DropUnknownType},
		{name: "ri 1y is total / 8760", edit: func(it *Item) {
			it.Type, it.ReservationTerm, it.RetailPrice = "Reservation", "1 Year", 20271.516
		}, wantModels: []string{ModelRI1Y}, wantPrices: []string{"2.3141"}},
		{name: "ri 3y is total / 26280 without float noise", edit: func(it *Item) {
			it.Type, it.ReservationTerm, it.RetailPrice = "Reservation", "3 Years", 37646.1
		}, wantModels: []string{ModelRI3Y}, wantPrices: []string{"1.4325"}},
		{name: "ri doc sample", edit: func(it *Item) {
			it.Type, it.ReservationTerm, it.RetailPrice = "Reservation", "1 Year", 25007
		}, wantModels: []string{ModelRI1Y}, wantPrices: []string{"2.8546803653"}},
		{name: "ri 5y unknown", edit: func(it *Item) { it.Type, it.ReservationTerm = "Reservation", "5 Years" }, wantDrop: DropUnknownTerm},
		{name: "ri windows", edit: func(it *Item) {
			it.Type, it.ReservationTerm, it.ProductName = "Reservation", "1 Year", it.ProductName+" Windows"
		}, wantDrop: DropReservationOS},
		{name: "savings plans on linux payg", edit: func(it *Item) {
			it.SavingsPlan = []SavingsPlan{{RetailPrice: 1.8731, Term: "3 Years"}, {RetailPrice: 2.71802, Term: "1 Year"}, {RetailPrice: 1, Term: "5 Years"}}
		}, wantModels: []string{ModelPaygLinux, ModelSP3Y, ModelSP1Y}, wantPrices: []string{"3.673", "1.8731", "2.71802"}},
		{name: "savings plans ignored on windows", edit: func(it *Item) {
			it.ProductName += " Windows"
			it.SavingsPlan = []SavingsPlan{{RetailPrice: 2.5, Term: "1 Year"}}
		}, wantModels: []string{ModelPaygWindows}},
		{name: "savings plans ignored on spot", edit: func(it *Item) {
			it.SkuName += " Spot"
			it.SavingsPlan = []SavingsPlan{{RetailPrice: 0.5, Term: "1 Year"}}
		}, wantModels: []string{ModelSpotLinux}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			it := baseItem()
			tc.edit(&it)
			rows, drop := MapItem(it, tc.opt)
			if drop != tc.wantDrop {
				t.Fatalf("drop = %q, want %q (rows %v)", drop, tc.wantDrop, rows)
			}
			var models, prices []string
			for _, r := range rows {
				models = append(models, r.Model)
				prices = append(prices, strconv.FormatFloat(r.USDPerHour, 'f', -1, 64))
				if r.Region != it.ArmRegionName || r.Sku != it.ArmSkuName {
					t.Errorf("row %+v has wrong region/size", r)
				}
			}
			if !slices.Equal(models, tc.wantModels) {
				t.Errorf("models = %v, want %v", models, tc.wantModels)
			}
			if tc.wantPrices != nil && !slices.Equal(prices, tc.wantPrices) {
				t.Errorf("prices = %v, want %v", prices, tc.wantPrices)
			}
		})
	}
}

func TestDedupe(t *testing.T) {
	d := func(s string) time.Time { tm, _ := time.Parse("2006-01-02", s); return tm }
	rows := []Row{
		{"eastus", "Standard_NV36ads_A10_v5", ModelPaygLinux, 3.2, d("2022-08-01")},
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygLinux, 3.4, d("2022-06-01")},
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygLinux, 3.673, d("2023-04-01")}, // newest wins
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygWindows, 4.9, d("2023-04-01")},
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygWindows, 4.777, d("2023-04-01")}, // same date: cheapest wins
		{"centralus", "Standard_NC24ads_A100_v4", ModelPaygLinux, 3.673, d("2023-04-01")},
	}
	want := []Row{
		{"centralus", "Standard_NC24ads_A100_v4", ModelPaygLinux, 3.673, d("2023-04-01")},
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygLinux, 3.673, d("2023-04-01")},
		{"eastus", "Standard_NC24ads_A100_v4", ModelPaygWindows, 4.777, d("2023-04-01")},
		{"eastus", "Standard_NV36ads_A10_v5", ModelPaygLinux, 3.2, d("2022-08-01")},
	}
	// The result must not depend on the order pages delivered the rows in.
	for range 20 {
		in := slices.Clone(rows)
		slices.Reverse(in)
		for _, order := range [][]Row{rows, in} {
			got, collisions := Dedupe(order)
			if collisions != 2 {
				t.Errorf("collisions = %d, want 2", collisions)
			}
			if !slices.EqualFunc(got, want, func(a, b Row) bool {
				return a.Region == b.Region && a.Sku == b.Sku && a.Model == b.Model && a.USDPerHour == b.USDPerHour && a.EffectiveStart.Equal(b.EffectiveStart)
			}) {
				t.Fatalf("Dedupe = %v, want %v", got, want)
			}
		}
	}
}
