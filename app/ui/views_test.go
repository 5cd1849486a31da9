//go:build !js

package ui

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestCompareMarksDifferences: a row whose values differ says so (≠, and
// words for screen readers), without tinting the row; a row whose values
// agree says nothing. The money rows come first, a money row marks its
// lowest cell only (issue 25), and commitments say they bill their term.
func TestCompareMarksDifferences(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	a := advisor.Defaults(advisor.Finetune)
	cmp := advisor.New(c).Compare(a, []string{"Standard_NC40ads_H100_v5", "Standard_NC80adis_H100_v5"}, advisor.Options{Day: "2026-12-02"})
	if len(cmp.Sizes) != 2 {
		t.Fatalf("compared %d sizes", len(cmp.Sizes))
	}
	html := render(t, (&compareView{Lang: words.En, Cmp: cmp}).ui())
	rowRE := regexp.MustCompile(`<tr[^>]*data-row="([a-z0-9-]+)"[^>]*>(.*?)</tr>`)
	rows := rowRE.FindAllStringSubmatch(strings.ReplaceAll(html, "\n", ""), -1)
	if len(rows) < 10 {
		t.Fatalf("%d rows in the comparison:\n%s", len(rows), html)
	}
	marked := map[string]bool{}
	for _, r := range rows {
		differs := strings.Contains(r[0], `data-differs="1"`)
		marked[r[1]] = differs
		told := strings.Contains(r[2], "≠") && strings.Contains(r[2], "(differs)")
		if differs != told || strings.Contains(r[0], `class="differs"`) {
			t.Errorf("row %s: data-differs %v, but ≠ and (differs) %v, or the row is tinted", r[1], differs, told)
		}
		best := strings.Count(r[2], `class="best"`)
		if best != strings.Count(r[2], "(lowest)") {
			t.Errorf("row %s: %d cells marked best, but (lowest) said %d times", r[1], best, strings.Count(r[2], "(lowest)"))
		}
		money := strings.HasSuffix(r[1], "-month") || strings.HasSuffix(r[1], "-project") || strings.HasSuffix(r[1], "-hour")
		if !money && best > 0 || money && differs && best == 0 || !differs && best > 0 {
			t.Errorf("row %s (differs %v): %d cells marked best", r[1], differs, best)
		}
	}
	var order []string
	for _, r := range rows {
		order = append(order, r[1])
	}
	if got := strings.Join(order[:6], " "); got != "fits region vms plan plan-month plan-project" {
		t.Errorf("the rows begin %q, want the money first", got)
	}
	if !strings.Contains(html, "1-year reservation, billed for the whole term: a month") {
		t.Errorf("a commitment's row does not say it bills its term")
	}
	// Twice the GPUs: the memory differs; both are H100 NVL on one VM with no NVLink.
	for row, want := range map[string]bool{"gpu-memory": true, "cpu": true, "nvlink": false, "vms": false} {
		if got, ok := marked[row]; !ok || got != want {
			t.Errorf("row %s marked %v (present %v), want %v", row, got, ok, want)
		}
	}
}

// TestCatalogViewPagesAndSorts: the whole catalog shows its first 100 rows
// with the count of all but the retired, and the sorted column says its
// order.
func TestCatalogViewPagesAndSorts(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := share.View{Name: share.ViewCatalog, Sort: "-payg-linux"}
	html := render(t, &catalogView{Lang: words.Zh, Cat: c, View: v})
	listed, _ := advisor.BrowseOffers(c, advisor.Browse{Day: today()})
	all := len(listed)
	if all == len(advisor.Offers(c)) {
		t.Error("no retired size left out")
	}
	if !strings.Contains(html, `data-rows="`+strconv.Itoa(all)+`"`) {
		t.Errorf("the row count does not say %d", all)
	}
	if got := len(regexp.MustCompile(`<tr [^>]*data-size=`).FindAllString(html, -1)); got != catalogPage {
		t.Errorf("%d rows drawn, want %d", got, catalogPage)
	}
	if !regexp.MustCompile(`aria-sort="descending"[^>]*data-col="payg-linux"|data-col="payg-linux"[^>]*aria-sort="descending"`).MatchString(html) {
		t.Errorf("the pay-as-you-go column does not say it is sorted descending")
	}
	if !strings.Contains(html, "再显示 100 行") {
		t.Errorf("no Show more in Chinese")
	}
}

// TestCatalogViewShop (issue 25): eight columns by default, the price
// columns among them; the link's columns replace them; retired sizes only
// when asked, with their badge; a currency beside every price, with the
// note that says how it is converted.
func TestCatalogViewShop(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	heads := regexp.MustCompile(`<th [^>]*scope="col"`)
	html := render(t, &catalogView{Lang: words.En, Cat: c, View: share.View{Name: share.ViewCatalog}, Answers: []string{"westeurope"}})
	if n := len(heads.FindAllString(html, -1)); n != 8 {
		t.Errorf("%d columns by default, want 8", n)
	}
	for _, col := range []string{"size", "gpu", "memgpu", "region", "payg-linux", "spot-linux", "commit"} {
		if !strings.Contains(html, `data-col="`+col+`"`) {
			t.Errorf("no %s column by default", col)
		}
	}
	if strings.Contains(html, `data-col="vcpus"`) || strings.Contains(html, "badge life retired") {
		t.Error("a column not asked for, or a retired size, by default")
	}
	if !regexp.MustCompile(`aria-sort="ascending"[^>]*data-col="payg-linux"|data-col="payg-linux"[^>]*aria-sort="ascending"`).MatchString(html) {
		t.Error("a region's catalog is not sorted by price by default")
	}
	v := share.View{Name: share.ViewCatalog, Cols: []string{"size", "vcpus"}, Retired: true, Cur: "EUR", Rate: 0.92, Query: "NC128ds_xl_RTXPRO6000BSE"}
	html = render(t, &catalogView{Lang: words.Zh, Cat: c, View: v})
	if n := len(heads.FindAllString(html, -1)); n != 3 || !strings.Contains(html, `data-col="vcpus"`) {
		t.Errorf("cols=size,vcpus shows %d columns", n)
	}
	if !strings.Contains(html, "badge life retired") {
		t.Error("a retired size shown without its badge")
	}
	v.Cols = nil
	html = render(t, &catalogView{Lang: words.Zh, Cat: c, View: v, Answers: []string{"eastus"}})
	if !strings.Contains(html, `class="conv">≈ `) || !strings.Contains(html, "1 USD = 0.92 EUR") {
		t.Error("no converted amount or no note of the rate")
	}
}

// TestCatalogViewSaysRegionsInChinese: a Chinese catalog names regions as
// the Chinese portal does, in its rows, its region filter and a size's
// detail, as the questions do.
func TestCatalogViewSaysRegionsInChinese(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := share.View{Name: share.ViewCatalog, Detail: "Standard_NC40ads_H100_v5"}
	html := render(t, &catalogView{Lang: words.Zh, Cat: c, View: v, Answers: []string{"eastus"}})
	zh := words.RegionName(words.Zh, "eastus", "East US")
	if zh == "East US" {
		t.Fatal("no Chinese name for eastus")
	}
	for _, where := range []struct{ name, pattern string }{
		{"a row", `<td>` + regexp.QuoteMeta(zh) + `</td>`},
		{"the region filter", `<option[^>]*>` + regexp.QuoteMeta(zh) + `</option>`},
		{"the size's detail", `<th scope="row">` + regexp.QuoteMeta(zh) + `</th>`},
	} {
		if !regexp.MustCompile(where.pattern).MatchString(html) {
			t.Errorf("%s does not name East US %s", where.name, zh)
		}
	}
	if strings.Contains(html, ">East US<") {
		t.Error("the Chinese catalog names a region in English")
	}
}

// TestCompareSaysRegionsInChinese: the comparison's region row names each
// size's region as the Chinese portal does.
func TestCompareSaysRegionsInChinese(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	a := advisor.Defaults(advisor.Finetune)
	a.Regions = []string{"swedencentral"}
	cmp := advisor.New(c).Compare(a, []string{"Standard_NC40ads_H100_v5", "Standard_NC80adis_H100_v5"}, advisor.Options{Day: "2026-12-02"})
	html := strings.ReplaceAll(render(t, (&compareView{Lang: words.Zh, Cmp: cmp}).ui()), "\n", "")
	row := regexp.MustCompile(`<tr[^>]*data-row="region"[^>]*>(.*?)</tr>`).FindStringSubmatch(html)
	if row == nil {
		t.Fatal("no region row in the comparison")
	}
	if zh := words.RegionName(words.Zh, "swedencentral", ""); strings.Count(row[1], zh) != 2 || strings.Contains(row[1], "Sweden Central") {
		t.Errorf("the region row does not name Sweden Central %s for both sizes: %s", zh, row[1])
	}
}

// TestCatalogColumnsAreTheSortColumns: every column the engine sorts by
// has a heading, in the same order, so the default columns and the link's
// cols name the same columns on the page and in the engine.
func TestCatalogColumnsAreTheSortColumns(t *testing.T) {
	if len(catalogColumns) != len(advisor.SortColumns) {
		t.Fatalf("%d columns, %d sort columns", len(catalogColumns), len(advisor.SortColumns))
	}
	for i, col := range catalogColumns {
		if col.key != advisor.SortColumns[i] {
			t.Errorf("column %d is %s, the engine's %s", i, col.key, advisor.SortColumns[i])
		}
	}
}
