package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func loadCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestBrowseRegionListsEveryPricedSize: West Europe lists each size that has
// any price there, once, retired ones too when asked.
func TestBrowseRegionListsEveryPricedSize(t *testing.T) {
	c := loadCatalog(t)
	want := map[string]bool{}
	for _, p := range c.Prices {
		if p.Region == "westeurope" {
			want[p.Size] = true
		}
	}
	rows, unknown := advisor.BrowseOffers(c, advisor.Browse{Regions: []string{"westeurope"}, Retired: true})
	if len(unknown) > 0 {
		t.Errorf("westeurope not understood: %v", unknown)
	}
	got := map[string]bool{}
	for _, o := range rows {
		if o.Region.Name != "westeurope" {
			t.Errorf("row %s in %s", o.Size.Name, o.Region.Name)
		}
		if got[o.Size.Name] {
			t.Errorf("%s listed twice", o.Size.Name)
		}
		got[o.Size.Name] = true
		if !want[o.Size.Name] {
			t.Errorf("%s is listed but has no price in westeurope", o.Size.Name)
		}
	}
	if len(got) != len(want) || len(want) == 0 {
		t.Errorf("westeurope lists %d sizes, the catalog prices %d there", len(got), len(want))
	}
	// A row's prices are the catalog's, model by model.
	for _, o := range rows {
		for _, m := range catalog.PriceModels {
			p, ok := c.Price(o.Size.Name, "westeurope", m)
			v, has := o.Price(m)
			if ok != has || (ok && p.USDPerHour != v) {
				t.Errorf("%s %s: row has %v (%v), catalog %v (%v)", o.Size.Name, m, v, has, p.USDPerHour, ok)
			}
		}
	}
}

func TestBrowseSortAscendingAndDescending(t *testing.T) {
	c := loadCatalog(t)
	for _, tc := range []struct{ scenario, sort string }{
		{"pay-as-you-go ascending", string(catalog.PAYGLinux)},
		{"pay-as-you-go descending", "-" + string(catalog.PAYGLinux)},
		{"GPU memory ascending", "mem"},
		{"3-year reservation descending", "-" + string(catalog.RI3Y)},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			rows, _ := advisor.BrowseOffers(c, advisor.Browse{Regions: []string{"eu"}, Sort: tc.sort})
			desc := strings.HasPrefix(tc.sort, "-")
			col := strings.TrimPrefix(tc.sort, "-")
			value := func(o advisor.Offer) float64 {
				if col == "mem" {
					return o.Size.GPUMemoryGB
				}
				v, _ := o.Price(catalog.PriceModel(col))
				return v
			}
			seenNone := false
			for i := 1; i < len(rows); i++ {
				a, b := value(rows[i-1]), value(rows[i])
				if a == 0 {
					seenNone = true
				}
				if seenNone && b != 0 {
					t.Fatalf("row %d (%s) has a figure after a row without one", i, rows[i].Size.Name)
				}
				if b != 0 && ((!desc && a > b) || (desc && a < b)) {
					t.Fatalf("rows %d and %d out of order: %v then %v", i-1, i, a, b)
				}
			}
			if len(rows) < 10 {
				t.Fatalf("only %d rows in the EU", len(rows))
			}
		})
	}
}

func TestBrowseFilters(t *testing.T) {
	c := loadCatalog(t)
	rows, _ := advisor.BrowseOffers(c, advisor.Browse{Vendor: "amd", MinGPUMemoryGB: 100, MaxUSDPerHour: 200})
	for _, o := range rows {
		v, ok := o.Price(catalog.PAYGLinux)
		if o.Size.Vendor != catalog.AMD || o.Size.GPUMemoryGB < 100 || !ok || v > 200 {
			t.Errorf("row %s in %s: %s, %v GB, $%v/h", o.Size.Name, o.Region.Name, o.Size.Vendor, o.Size.GPUMemoryGB, v)
		}
	}
	rows, _ = advisor.BrowseOffers(c, advisor.Browse{Text: "h100 sweden"})
	if len(rows) == 0 {
		t.Errorf("no H100 in Sweden")
	}
	for _, o := range rows {
		if !strings.Contains(strings.ToLower(o.Size.Name+o.Size.GPUModel), "h100") || o.Region.Geography != "Sweden" {
			t.Errorf("free text h100 sweden lists %s (%s) in %s", o.Size.Name, o.Size.GPUModel, o.Region.Name)
		}
	}
	// A region typed as the Chinese portal names it finds its rows.
	rows, _ = advisor.BrowseOffers(c, advisor.Browse{Text: "h100 " + words.RegionName(words.Zh, "swedencentral", "")})
	if len(rows) == 0 {
		t.Errorf("no H100 in 瑞典中部")
	}
	for _, o := range rows {
		if o.Region.Name != "swedencentral" {
			t.Errorf("free text h100 瑞典中部 lists %s in %s", o.Size.Name, o.Region.Name)
		}
	}
	rows, unknown := advisor.BrowseOffers(c, advisor.Browse{Regions: []string{"atlantis"}})
	if len(rows) != 0 || len(unknown) != 1 {
		t.Errorf("an unknown region lists %d rows, reports %v: residency fails closed", len(rows), unknown)
	}
}

// TestBrowseShopDefaults (issue 25): by default no retired size is listed,
// and none comes first; with them shown, they come after every other in any
// order; once a region is chosen, the order is by pay-as-you-go price.
func TestBrowseShopDefaults(t *testing.T) {
	c := loadCatalog(t)
	const day = "2026-12-03"
	retired := func(o advisor.Offer) bool { return o.Size.Lifecycle.StatusOn(day) == catalog.Retired }
	all := 0
	for _, o := range advisor.Offers(c) {
		if retired(o) {
			all++
		}
	}
	if all == 0 {
		t.Fatal("no retired size in the catalog: the test shows nothing")
	}
	for _, q := range []advisor.Browse{{Day: day}, {Day: day, Regions: []string{"westeurope"}}, {Day: day, Sort: "-size"}} {
		rows, _ := advisor.BrowseOffers(c, q)
		for _, o := range rows {
			if retired(o) {
				t.Errorf("%+v lists the retired %s", q, o.Size.Name)
			}
		}
		q.Retired = true
		rows, _ = advisor.BrowseOffers(c, q)
		seen, n := false, 0
		for _, o := range rows {
			if retired(o) {
				seen = true
				n++
			} else if seen {
				t.Errorf("%+v: %s after a retired size", q, o.Size.Name)
				break
			}
		}
		if n == 0 || retired(rows[0]) {
			t.Errorf("%+v with retired sizes: %d listed, first %s", q, n, rows[0].Size.Name)
		}
	}
	rows, _ := advisor.BrowseOffers(c, advisor.Browse{Day: day, Regions: []string{"westeurope"}})
	for i := 1; i < len(rows); i++ {
		a, _ := rows[i-1].Price(catalog.PAYGLinux)
		b, ok := rows[i].Price(catalog.PAYGLinux)
		if ok && (a == 0 || a > b) {
			t.Fatalf("a region's default order is not by price: $%v before $%v", a, b)
		}
	}
	if advisor.DefaultSortFor(nil) != advisor.DefaultSort {
		t.Errorf("without a region the order is %q", advisor.DefaultSortFor(nil))
	}
}

// TestBrowseMemoryPerGPU: the per-GPU memory filter keeps the sizes whose
// every GPU holds that much, whatever the VM's total.
func TestBrowseMemoryPerGPU(t *testing.T) {
	c := loadCatalog(t)
	rows, _ := advisor.BrowseOffers(c, advisor.Browse{MinGPUMemoryPerGPUGB: 80})
	if len(rows) == 0 {
		t.Fatal("no size with 80 GB per GPU")
	}
	for _, o := range rows {
		if o.Size.GPUMemoryPerGPUGB < 80 {
			t.Errorf("%s has %v GB per GPU", o.Size.Name, o.Size.GPUMemoryPerGPUGB)
		}
	}
	// 8 × 40 GB is 320 GB a VM, but not 80 GB a GPU.
	perVM, _ := advisor.BrowseOffers(c, advisor.Browse{MinGPUMemoryGB: 80})
	if len(perVM) <= len(rows) {
		t.Errorf("per VM lists %d, per GPU %d: the filters do not differ", len(perVM), len(rows))
	}
}

// TestBestCommitment is the cheapest reservation or savings plan, sorted as
// a column.
func TestBestCommitment(t *testing.T) {
	c := loadCatalog(t)
	rows, _ := advisor.BrowseOffers(c, advisor.Browse{Regions: []string{"eastus"}, Sort: advisor.Commit})
	last, priced := 0.0, 0
	for _, o := range rows {
		v, i, ok := o.BestCommitment()
		m := catalog.PriceModels[i]
		if !ok {
			last = -1
			continue
		}
		priced++
		if last < 0 || v < last {
			t.Fatalf("%s at $%v after $%v", o.Size.Name, v, last)
		}
		last = v
		for _, x := range []catalog.PriceModel{catalog.RI1Y, catalog.RI3Y, catalog.SP1Y, catalog.SP3Y} {
			if p, ok := o.Price(x); ok && p < v {
				t.Errorf("%s: %s at $%v is below the best %s $%v", o.Size.Name, x, p, m, v)
			}
		}
		if p, _ := o.Price(m); p != v {
			t.Errorf("%s: best is %s $%v, its price is $%v", o.Size.Name, m, v, p)
		}
	}
	if priced == 0 {
		t.Error("no commitment priced in East US")
	}
}

func TestSizeDetail(t *testing.T) {
	c := loadCatalog(t)
	d, ok := advisor.DetailOf(c, "Standard_ND96isr_H100_v5")
	if !ok || len(d.Offers) == 0 || len(d.Sources) == 0 || d.GPU.Model == "" {
		t.Fatalf("detail of ND96isr H100 v5: ok %v, %d regions, %d sources, GPU %q", ok, len(d.Offers), len(d.Sources), d.GPU.Model)
	}
	if got, want := len(d.Offers), len(c.RegionsOf(d.Size.Name)); got < want {
		t.Errorf("%d regions in the detail, the catalog offers it in %d", got, want)
	}
	if _, ok := advisor.DetailOf(c, "Standard_Nope"); ok {
		t.Errorf("a detail for a size that does not exist")
	}
}

func BenchmarkBrowse(b *testing.B) {
	c := loadCatalog(b)
	q := advisor.Browse{Regions: []string{"europe"}, Text: "nvidia", Sort: "-" + string(catalog.PAYGLinux)}
	advisor.Offers(c)
	b.ReportAllocs()
	for b.Loop() {
		advisor.BrowseOffers(c, q)
	}
}

func BenchmarkBrowseAll(b *testing.B) {
	c := loadCatalog(b)
	advisor.Offers(c)
	b.ReportAllocs()
	for b.Loop() {
		advisor.BrowseOffers(c, advisor.Browse{Sort: "mem"})
	}
}
