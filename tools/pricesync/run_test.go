package main

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func fixedNow() time.Time {
	return time.Date(2026, 3, 15, 23, 30, 0, 0, time.FixedZone("PST", -8*3600))
}

// wantCSV is what a user would check after a run over page1 + page2: the
// right models per size, reservations converted to hourly, savings-plan rows,
// Low Priority / DevTest / Cloud Services / NP / EUR / non-primary dropped,
// collisions resolved, and rows sorted by size, region, model. retrieved_at is
// the UTC date of the (PST) fixed clock, i.e. the next day.
const wantCSV = `armRegionName,armSkuName,price_model,usd_per_hour,effective_start_date,retrieved_at
eastus,Standard_NC24ads_A100_v4,payg-linux,3.673,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,payg-windows,4.777,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,ri-1y,2.3141,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,ri-3y,1.4325,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,sp-1y,2.71802,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,sp-3y,1.8731,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,spot-linux,0.7346,2023-04-01,2026-03-16
eastus,Standard_NC24ads_A100_v4,spot-windows,1.8386,2023-04-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,payg-linux,98.32,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,payg-windows,102.736,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,ri-1y,62.6,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,ri-3y,37.86,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,sp-1y,77.6728,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,sp-3y,53.0928,2023-11-01,2026-03-16
eastus,Standard_ND96isr_H100_v5,spot-linux,19.664,2023-11-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,payg-linux,4.16,2022-08-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,payg-windows,5.816,2022-08-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,sp-1y,3.328,2022-08-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,sp-3y,2.4544,2022-08-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,spot-linux,0.832,2022-08-01,2026-03-16
westeurope,Standard_NV36ads_A10_v5,spot-windows,2.4876,2022-08-01,2026-03-16
`

func testConfig(f *fakeAzure, out string) Config {
	return Config{
		Out:         out,
		Base:        f.srv.URL + "/api/retail/prices",
		PrimaryOnly: true,
		Timeout:     10 * time.Second,
		Client:      fastClient(f.srv),
		Now:         fixedNow,
	}
}

func TestRunPagesRetriesAndWritesCSV(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page1.json", "100": "page2.json"})
	f.fail("", http.StatusServiceUnavailable) // first page: one 503
	f.fail("100", http.StatusTooManyRequests) // second page: one 429 with Retry-After: 0
	out := filepath.Join(t.TempDir(), "sources", "azure-retail-prices.csv")
	var stderr bytes.Buffer

	if err := Run(context.Background(), testConfig(f, out), &stderr); err != nil {
		t.Fatalf("Run: %v\nstderr:\n%s", err, &stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != wantCSV {
		t.Errorf("CSV mismatch\n--- got\n%s--- want\n%s", got, wantCSV)
	}
	if h1, h2 := f.hitCount(""), f.hitCount("100"); h1 != 2 || h2 != 2 {
		t.Errorf("hits page1=%d page2=%d, want 2 each (one failure, one success)", h1, h2)
	}

	// The first request must carry the documented query parameters.
	q := f.seenRequests()[0].Query()
	if got := q.Get("api-version"); got != "2023-01-01-preview" {
		t.Errorf("api-version = %q", got)
	}
	if got := q.Get("currencyCode"); got != "'USD'" {
		t.Errorf("currencyCode = %q", got)
	}
	if got := q.Get("meterRegion"); got != "'primary'" {
		t.Errorf("meterRegion = %q", got)
	}
	if got, want := q.Get("$filter"), Filter(""); got != want {
		t.Errorf("$filter = %q, want %q", got, want)
	}

	for _, want := range []string{
		"read 23 items from 2 page(s)",
		"collisions on (region, size, model): 2",
		"cloud-services=1, devtest=1, low-priority=1, non-primary-meter=1, non-usd=1, not-gpu-sku=1",
		"payg-linux=3, payg-windows=3, ri-1y=2, ri-3y=2, sp-1y=3, sp-3y=3, spot-linux=3, spot-windows=2",
		"wrote 21 rows",
	} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, &stderr)
		}
	}
	// No temporary file is left next to the output.
	entries, _ := os.ReadDir(filepath.Dir(out))
	if len(entries) != 1 {
		t.Errorf("output dir holds %d entries, want only the CSV", len(entries))
	}
}

func TestRunPerRegion(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page1.json", "100": "page2.json"})
	out := filepath.Join(t.TempDir(), "prices.csv")
	cfg := testConfig(f, out)
	cfg.Regions = []string{"westeurope"}
	var stderr bytes.Buffer
	if err := Run(context.Background(), cfg, &stderr); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if q := f.seenRequests()[0].Query().Get("$filter"); !strings.HasSuffix(q, " and armRegionName eq 'westeurope'") {
		t.Errorf("$filter lacks the region clause: %q", q)
	}
	got, _ := os.ReadFile(out)
	for _, line := range strings.Split(strings.TrimSpace(string(got)), "\n")[1:] {
		if !strings.HasPrefix(line, "westeurope,") {
			t.Errorf("row outside the requested region: %s", line)
		}
	}
	if n := strings.Count(string(got), "\n"); n != 7 {
		t.Errorf("got %d lines, want header + 6 westeurope rows:\n%s", n, got)
	}
}

// A page that is not valid JSON must fail the run, name the page, and leave
// the existing output exactly as it was.
func TestRunMalformedPageKeepsOldFile(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page1.json", "100": "malformed.json"})
	out := filepath.Join(t.TempDir(), "prices.csv")
	const old = "previous catalog\n"
	if err := os.WriteFile(out, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	err := Run(context.Background(), testConfig(f, out), &stderr)
	if err == nil {
		t.Fatal("Run succeeded on a malformed page")
	}
	if msg := err.Error(); !strings.Contains(msg, "malformed page") || !strings.Contains(msg, "$skip=100") || !strings.Contains(msg, f.srv.URL) {
		t.Errorf("error does not name the bad page: %v", err)
	}
	if f.hitCount("100") != 1 {
		t.Errorf("malformed page fetched %d times, want 1 (bad JSON is not retried)", f.hitCount("100"))
	}
	assertFile(t, out, old)
}

// A server that never recovers: the run gives up within the -timeout bound,
// reports why, and writes nothing.
func TestRunGivesUpAtTimeout(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(*fakeAzure, *Config)
	}{
		{"always 503", func(f *fakeAzure, cfg *Config) {
			f.breakDown(http.StatusServiceUnavailable)
			cfg.Client.MaxAttempts = 1 << 30 // only the deadline can stop it
		}},
		{"server hangs", func(f *fakeAzure, cfg *Config) {
			f.breakDown(0)
			cfg.Client.AttemptTimeout = 0 // only the run deadline applies
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeAzure(t, map[string]string{"": "page1.json"})
			out := filepath.Join(t.TempDir(), "prices.csv")
			cfg := testConfig(f, out)
			cfg.Timeout = 150 * time.Millisecond
			tc.setup(f, &cfg)

			done := make(chan error, 1)
			go func() { done <- Run(context.Background(), cfg, &bytes.Buffer{}) }()
			var err error
			select {
			case err = <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("Run did not give up")
			}
			if err == nil || !strings.Contains(err.Error(), "gave up") {
				t.Errorf("err = %v, want a 'gave up' error", err)
			}
			if _, serr := os.Stat(out); !os.IsNotExist(serr) {
				t.Errorf("output exists after failure (stat err %v)", serr)
			}
		})
	}
}

func TestRunRefusesEmptyResult(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page1.json", "100": "page2.json"})
	out := filepath.Join(t.TempDir(), "prices.csv")
	cfg := testConfig(f, out)
	cfg.Regions = []string{"japaneast"} // no items there
	err := Run(context.Background(), cfg, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "refusing to write") {
		t.Fatalf("err = %v, want refusal", err)
	}
	if _, serr := os.Stat(out); !os.IsNotExist(serr) {
		t.Errorf("output written for an empty result")
	}
}

func assertFile(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s = %q, want %q", path, got, want)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("stray files next to %s: %d entries", path, len(entries))
	}
}
