package catalog

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The prices by column are the embedded catalog's prices: written and read
// back, the list is the same, in the same order, to the last digit.
func TestPriceColumnsRoundTrip(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	cols, err := Columns(c.Prices)
	if err != nil {
		t.Fatal(err)
	}
	back, err := cols.Prices()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, c.Prices) {
		t.Fatal("the prices read back from their columns differ from the list written")
	}
	hand := []Price{
		{Size: "Standard_A", Region: "eastus", Model: SpotLinux, USDPerHour: 0.1, Source: "s1", AsOf: "2026-01-01"},
		{Size: "Standard_B", Region: "westus", Model: PAYGWindows, USDPerHour: 1234.5678, Source: "s2", AsOf: "undated"},
		{Size: "Standard_A", Region: "westus", Model: RI3Y, USDPerHour: 3e-05, Source: "s1", AsOf: "2026-02-02"},
	}
	cols2, err := Columns(hand)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := cols2.Prices(); err != nil || !reflect.DeepEqual(back, hand) {
		t.Errorf("read back %+v, %v; want %+v", back, err, hand)
	}
	if len(cols.Sizes) >= 256 || len(cols.Regions) >= 256 {
		t.Errorf("%d sizes, %d regions: near the one-byte index's limit", len(cols.Sizes), len(cols.Regions))
	}
}

// Columns that do not fit are refused with a message, never read wrong.
func TestPriceColumnsRefuseWhatDoesNotFit(t *testing.T) {
	var many []Price
	for i := range 257 {
		many = append(many, Price{Size: fmt.Sprintf("Standard_X%d", i), Region: "eastus", Model: PAYGLinux, USDPerHour: 1, Source: "s", AsOf: "2026-01-01"})
	}
	if _, err := Columns(many); err == nil || !strings.Contains(err.Error(), "256 sizes") {
		t.Errorf("257 sizes: %v, want an error naming the sizes", err)
	}
	good, err := Columns(many[:2])
	if err != nil {
		t.Fatal(err)
	}
	short := good
	short.Region = short.Region[:1]
	if _, err := short.Prices(); err == nil {
		t.Error("a short column was read")
	}
	past := good
	past.Size = []uint8{0, 9}
	if _, err := past.Prices(); err == nil {
		t.Error("an index past its list was read")
	}
	for _, usd := range []string{"1 ", "1 1 1 ", "1 x "} {
		bad := good
		bad.USD = usd
		if _, err := bad.Prices(); err == nil {
			t.Errorf("amounts %q for two prices were read", usd)
		}
	}
}

// decimal reads what it accepts exactly as ParseFloat does, and leaves
// every other form to it.
func TestDecimalIsParseFloat(t *testing.T) {
	for _, s := range []string{"0", "7.853", "0.05126", "0.3092465753", "6000", "1234.5678", "0.1", "0.7", "999999999999999", "9.99999999999999", "123456.789012345"} {
		v, ok := decimal(s)
		want, _ := strconv.ParseFloat(s, 64)
		if !ok || v != want {
			t.Errorf("decimal(%q) = %v, %v; ParseFloat reads %v", s, v, ok, want)
		}
	}
	for _, s := range []string{"", ".", "3e-05", "1.2.3", "-1", "1234567890123456", "NaN", "0x10"} {
		if _, ok := decimal(s); ok {
			t.Errorf("decimal(%q) read it; ParseFloat's to read", s)
		}
	}
}
