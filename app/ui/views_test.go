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

// TestCompareMarksDifferences: a row whose values differ says so in three
// ways (a class for the tint, ≠, and words for screen readers); a row whose
// values agree says nothing.
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
		if differs != told || differs != strings.Contains(r[0], `class="differs"`) {
			t.Errorf("row %s: data-differs %v, but ≠ and (differs) %v", r[1], differs, told)
		}
	}
	// Twice the GPUs: the memory differs; both are H100 NVL on one VM with no NVLink.
	for row, want := range map[string]bool{"gpu-memory": true, "cpu": true, "nvlink": false, "vms": false} {
		if got, ok := marked[row]; !ok || got != want {
			t.Errorf("row %s marked %v (present %v), want %v", row, got, ok, want)
		}
	}
}

// TestCatalogViewPagesAndSorts: the whole catalog shows its first 100 rows
// with the count of all, and the sorted column says its order.
func TestCatalogViewPagesAndSorts(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := share.View{Name: share.ViewCatalog, Sort: "-payg-linux"}
	html := render(t, &catalogView{Lang: words.Zh, Cat: c, View: v})
	all := len(advisor.Offers(c))
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

// TestCatalogViewSaysRegionsInChinese: a Chinese catalog names regions as
// the Chinese portal does, in its rows, its region filter and a size's
// detail, as the questions do.
func TestCatalogViewSaysRegionsInChinese(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := share.View{Name: share.ViewCatalog, Detail: "Standard_NC40ads_H100_v5"}
	html := render(t, &catalogView{Lang: words.Zh, Cat: c, View: v, Regions: []string{"eastus"}})
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
