package main

import (
	"errors"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestBuildQueryURL(t *testing.T) {
	got, err := BuildQueryURL(DefaultBaseURL, "westeurope", true)
	if err != nil {
		t.Fatal(err)
	}
	const want = "https://prices.azure.com/api/retail/prices?api-version=2023-01-01-preview&currencyCode='USD'&meterRegion='primary'" +
		"&$filter=serviceName%20eq%20'Virtual%20Machines'%20and%20(startswith(armSkuName,'Standard_NC')%20or%20startswith(armSkuName,'Standard_ND')" +
		"%20or%20startswith(armSkuName,'Standard_NG')%20or%20startswith(armSkuName,'Standard_NV'))%20and%20armRegionName%20eq%20'westeurope'"
	if got != want {
		t.Errorf("BuildQueryURL =\n%s\nwant\n%s", got, want)
	}
	u, _ := url.Parse(got)
	if f := u.Query().Get("$filter"); strings.Contains(f, "Standard_NP") {
		t.Errorf("filter includes FPGA family: %s", f)
	}

	all, _ := BuildQueryURL(DefaultBaseURL, "", false)
	if strings.Contains(all, "armRegionName") || strings.Contains(all, "meterRegion") {
		t.Errorf("all-region, all-meter query = %s", all)
	}
	for _, bad := range []string{"prices.azure.com/api", "ftp://x/y", "https://x/y?api-version=1"} {
		if _, err := BuildQueryURL(bad, "", true); err == nil {
			t.Errorf("BuildQueryURL(%q) accepted", bad)
		}
	}
}

func TestParseRegions(t *testing.T) {
	got, err := ParseRegions(" EastUS, westeurope,,eastus ")
	if err != nil || !slices.Equal(got, []string{"eastus", "westeurope"}) {
		t.Errorf("ParseRegions = %v, %v", got, err)
	}
	if got, _ := ParseRegions(""); got != nil {
		t.Errorf("empty -regions = %v, want nil (all regions)", got)
	}
	if _, err := ParseRegions("eastus' or armRegionName ne '"); err == nil {
		t.Error("filter injection accepted as a region")
	}
}

func TestWriteFileAtomicFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	boom := errors.New("boom")
	err := WriteFileAtomic(path, func(w io.Writer) error {
		io.WriteString(w, "half a file")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left %d entries behind", len(entries))
	}

	if err := WriteFileAtomic(path, func(w io.Writer) error { _, err := io.WriteString(w, "ok\n"); return err }); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("stat = %v, %v; want mode 0644", fi, err)
	}
}
