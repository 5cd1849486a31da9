package report_test

import (
	"bytes"
	"encoding/csv"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// browseCSV writes the catalog view's CSV and reads it back: the header
// lines (label → value) and the table, its head first.
func browseCSV(t *testing.T, c *catalog.Catalog, q advisor.Browse, link string) (map[string]string, [][]string) {
	t.Helper()
	rows, _ := advisor.BrowseOffers(c, q)
	var b bytes.Buffer
	if err := report.WriteBrowseCSV(&b, c, q, rows, link, words.En); err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(&b)
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not parse: %v", err)
	}
	head := map[string]string{}
	for i, rec := range recs {
		if len(rec) > 2 && rec[0] == "Size" { // the table's head (encoding/csv skips the empty line)
			return head, recs[i:]
		}
		if len(rec) >= 2 {
			head[rec[0]] = strings.Join(rec[1:], " ")
		}
	}
	t.Fatalf("no table head in %q", recs)
	return nil, nil
}

// TestBrowseCSVRowsArePrices: the CSV of a filtered, sorted catalog view
// lists exactly the view's rows, in its order, and every price model's
// column holds the catalog's price to the cent (empty where it has none).
func TestBrowseCSVRowsArePrices(t *testing.T) {
	c := loadCatalog(t)
	price := map[string]float64{}
	for _, p := range c.Prices {
		price[p.Size+" "+p.Region+" "+string(p.Model)] = p.USDPerHour
	}
	q := advisor.Browse{Regions: []string{"eu"}, Vendor: "nvidia", MinGPUMemoryGB: 40, Sort: "-" + string(catalog.PAYGLinux)}
	want, _ := advisor.BrowseOffers(c, q)
	if len(want) < 10 {
		t.Fatalf("only %d rows for %+v: the test needs a real list", len(want), q)
	}
	head, table := browseCSV(t, c, q, "https://example.test/?view=catalog&region=eu")
	if head["Link"] != "https://example.test/?view=catalog&region=eu" || head["Regions"] != "eu" || head["Vendor"] != "nvidia" ||
		head["Minimum GPU memory (GB)"] != "40" || head["Sort"] != "payg-linux descending" || head["Rows"] != strconv.Itoa(len(want)) {
		t.Errorf("header lines: %q", head)
	}
	if _, ok := head["Text"]; ok {
		t.Errorf("a Text line with no text filter: %q", head)
	}
	cols := table[0]
	at := map[string]int{}
	for i, name := range cols {
		at[name] = i
	}
	rows := table[1:]
	if len(rows) != len(want) {
		t.Fatalf("the CSV has %d rows, the view %d", len(rows), len(want))
	}
	checked := 0
	for i, row := range rows {
		size, region := row[at["Size"]], row[at["Region"]]
		if size != want[i].Size.Name || region != want[i].Region.Name {
			t.Fatalf("row %d is %s in %s; the view lists %s in %s", i+1, size, region, want[i].Size.Name, want[i].Region.Name)
		}
		for _, m := range catalog.PriceModels {
			col := cols[12+modelPlace(m)]
			if !strings.HasSuffix(col, " USD per hour") {
				t.Fatalf("column %d is %q, not a price", 12+modelPlace(m), col)
			}
			cell := row[12+modelPlace(m)]
			p, ok := price[size+" "+region+" "+string(m)]
			if !ok {
				if cell != "" {
					t.Errorf("%s %s %s: %q where the catalog has no price", size, region, m, cell)
				}
				continue
			}
			got, err := strconv.ParseFloat(cell, 64)
			if err != nil || math.Round(got*100) != math.Round(p*100) {
				t.Errorf("%s %s %s (column %q): %q, the catalog $%v", size, region, m, col, cell, p)
			}
			checked++
		}
	}
	// Sorted by pay-as-you-go Linux, dearest first.
	first, _ := strconv.ParseFloat(rows[0][12], 64)
	last, _ := strconv.ParseFloat(rows[len(rows)-1][12], 64)
	if rows[len(rows)-1][12] != "" && first < last {
		t.Errorf("sorted dearest first, yet the first row is $%v and the last $%v", first, last)
	}
	t.Logf("%d rows, %d prices checked to the cent", len(rows), checked)
}

func modelPlace(m catalog.PriceModel) int {
	for i, x := range catalog.PriceModels {
		if x == m {
			return i
		}
	}
	return -1
}

// TestBrowseCSVGuardsFormulas: a text filter a spreadsheet would run as a
// formula comes out as text.
func TestBrowseCSVGuardsFormulas(t *testing.T) {
	c := loadCatalog(t)
	for _, text := range []string{"=cmd|' /C calc'!A0", "+1+1", "@SUM(1)", "-2"} {
		head, table := browseCSV(t, c, advisor.Browse{Text: text}, "=HYPERLINK(\"http://evil\")")
		if got := head["Text"]; got != "'"+text {
			t.Errorf("text filter %q is written %q, not guarded", text, got)
		}
		if got := head["Link"]; !strings.HasPrefix(got, "'=") {
			t.Errorf("link %q is not guarded", got)
		}
		if len(table) != 1 {
			t.Errorf("text %q: %d rows, want the head only", text, len(table)-1)
		}
	}
}

// TestBrowseCSVMarksUndatedPrices: the catalog view's CSV says which of a
// row's prices come from undated captures (SkyPilot's Spot prices): they
// are estimates, not facts (issue 22).
func TestBrowseCSVMarksUndatedPrices(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	_, table := browseCSV(t, c, advisor.Browse{}, "")
	col := map[string]int{}
	for i, h := range table[0] {
		col[h] = i
	}
	marked := 0
	for _, row := range table[1:] {
		p, ok := c.Price(row[col["Size"]], row[col["Region"]], catalog.SpotLinux)
		undated := ok && p.AsOf == catalog.Undated
		if got := strings.Contains(row[col["Undated prices (estimates)"]], "Spot Linux"); got != undated {
			t.Errorf("%s in %s: undated Spot %v, marked %v", row[col["Size"]], row[col["Region"]], undated, got)
		}
		if undated {
			marked++
		}
	}
	if marked == 0 {
		t.Error("no undated Spot price in the catalog: the test checks nothing")
	}
}
