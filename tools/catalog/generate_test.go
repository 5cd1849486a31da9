package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestCommittedCatalogIsFresh fails when catalog/zz_generated.go differs
// from what the sources generate: run `make catalog` and commit.
func TestCommittedCatalogIsFresh(t *testing.T) {
	c, err := generate("../../catalog/sources")
	if err != nil {
		t.Fatal(err)
	}
	b, err := encode(c)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../catalog/zz_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, committed) {
		t.Fatal("catalog/zz_generated.go is stale: run `make catalog` and commit it")
	}
	if again, _ := encode(c); !bytes.Equal(again, b) {
		t.Fatal("encoding is not deterministic")
	}
}

// copySources copies the real sources to a temp folder so a test can break one.
func copySources(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir("../../catalog/sources")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".csv") {
			b, err := os.ReadFile(filepath.Join("../../catalog/sources", e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

func appendLine(t *testing.T, path, line string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(line + "\n"); err != nil {
		t.Fatal(err)
	}
}

func TestGenerateRejectsBadSources(t *testing.T) {
	dir := copySources(t)
	appendLine(t, filepath.Join(dir, filePAYG), "atlantis,Standard_NC24ads_A100_v4,3.1")
	appendLine(t, filepath.Join(dir, filePAYG), "eastus,Standard_NX1_v9,1.0")
	_, err := generate(dir)
	if err == nil {
		t.Fatal("generate accepted a price in an unknown region and an unknown size")
	}
	for _, want := range []string{"atlantis", "Standard_NX1_v9 matches no series"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not name %q: %v", want, err)
		}
	}
}

// TestRetailPricesOverrideStatic checks that a file written by tools/pricesync
// adds the price models no static source has and replaces older prices.
func TestRetailPricesOverrideStatic(t *testing.T) {
	dir := copySources(t)
	os.WriteFile(filepath.Join(dir, fileRetail), []byte(strings.Join([]string{
		"armRegionName,armSkuName,price_model,usd_per_hour,effective_start_date,retrieved_at",
		"eastus,Standard_NC24ads_A100_v4,payg-linux,3.5,2026-11-01,2026-12-01",
		"eastus,Standard_NC24ads_A100_v4,payg-windows,4.4,2026-11-01,2026-12-01",
		"eastus,Standard_NC24ads_A100_v4,ri-1y,2.3,2026-11-01,2026-12-01",
		"eastus,Standard_NC24ads_A100_v4,sp-3y,1.9,2026-11-01,2026-12-01",
	}, "\n")+"\n"), 0o644)
	c, err := generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	for model, want := range map[catalog.PriceModel]float64{catalog.PAYGLinux: 3.5, catalog.PAYGWindows: 4.4, catalog.RI1Y: 2.3, catalog.SP3Y: 1.9} {
		p, ok := c.Price("Standard_NC24ads_A100_v4", "eastus", model)
		if !ok || p.USDPerHour != want || p.Source != sourceRetailAPI || p.AsOf != "2026-12-01" {
			t.Errorf("%s = %+v, want %v from the API as of 2026-12-01", model, p, want)
		}
	}
	if c.Generated != "2026-12-01" {
		t.Errorf("generated = %s, want the retrieval date", c.Generated)
	}
}

// TestSizeLifecycleOverride checks size-lifecycle.csv: a row replaces the
// status of the size it names, and a row for a size no other source knows,
// a bad status, or a retirement without a date or source stops the build.
func TestSizeLifecycleOverride(t *testing.T) {
	c, err := generate("../../catalog/sources")
	if err != nil {
		t.Fatal(err)
	}
	s, ok := c.Size("Standard_NC128ds_xl_RTXPRO6000BSE_v6")
	if !ok || s.Lifecycle.Status != catalog.Retired || s.Lifecycle.Date != "2026-06-03" || !strings.Contains(s.Lifecycle.Source, "nc-rtxpro6000-bse-v6-series-overview.md") {
		t.Errorf("preview size lifecycle = %+v, want retired 2026-06-03 citing the Learn overview", s.Lifecycle)
	}
	if s.Recommendable("2026-06-03") {
		t.Error("a retired preview size is still recommendable")
	}
	if g, _ := c.Size("Standard_NC144ds_xl_RTXPRO6000BSE_v6"); g.Lifecycle.Status != catalog.GA {
		t.Errorf("GA replacement lifecycle = %+v, want ga from series.csv", g.Lifecycle)
	}

	dir := copySources(t)
	path := filepath.Join(dir, fileLifecycle)
	appendLine(t, path, "Standard_NX1_v9,retired,2026-01-01,made up")
	appendLine(t, path, "Standard_NC24ads_A100_v4,sunset,,made up")
	appendLine(t, path, "Standard_NC48ads_A100_v4,retired,,made up")
	appendLine(t, path, "Standard_NC96ads_A100_v4,retiring,2027-01-01,")
	_, err = generate(dir)
	if err == nil {
		t.Fatal("generate accepted a lifecycle override for a size not in the catalog")
	}
	for _, want := range []string{
		"size-lifecycle.csv Standard_NX1_v9: size is not in the catalog",
		`Standard_NC24ads_A100_v4: unknown status "sunset"`,
		"Standard_NC48ads_A100_v4: retired needs a status_date",
		"Standard_NC96ads_A100_v4: no status_source",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not say %q: %v", want, err)
		}
	}
}

// TestGenerateRejectsBadSpecsUnknown: specs-unknown.csv names sizes the
// catalog has, once, without specs, with a reason; and a live size without
// specs that it leaves out fails Validate.
func TestGenerateRejectsBadSpecsUnknown(t *testing.T) {
	dir := copySources(t)
	path := filepath.Join(dir, fileSpecsGap)
	appendLine(t, path, "Standard_NX1_v9,a size nobody sells")
	appendLine(t, path, "Standard_ND96isr_H100_v5,has specs")
	appendLine(t, path, "Standard_NC8ads_A10_v4,listed again")
	appendLine(t, path, "Standard_NC6_Promo,")
	_, err := generate(dir)
	if err == nil {
		t.Fatal("generate accepted a bad specs-unknown.csv")
	}
	for _, want := range []string{
		"specs-unknown.csv Standard_NX1_v9: size is not in the catalog",
		"specs-unknown.csv Standard_ND96isr_H100_v5: size has specs",
		"specs-unknown.csv Standard_NC8ads_A10_v4: size listed twice",
		"specs-unknown.csv Standard_NC6_Promo: no reason",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not say %q:\n%v", want, err)
		}
	}

	dir = copySources(t)
	b, err := os.ReadFile(filepath.Join(dir, fileSpecsGap))
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "Standard_NG32adms_V620,") {
			kept = append(kept, line)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, fileSpecsGap), []byte(strings.Join(kept, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := generate(dir); err == nil || !strings.Contains(err.Error(), "size Standard_NG32adms_V620: ga without specs and not in specs-unknown.csv") {
		t.Errorf("generate without NG32adms_V620's reason = %v, want Validate to name it", err)
	}
}
