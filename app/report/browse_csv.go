package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// browseModelNames are the price-model columns' names, in catalog.PriceModels
// (and Offer.USD) order. They stay English, as WriteCSV's columns do.
var browseModelNames = [len(advisor.Offer{}.USD)]string{"Pay-as-you-go Linux", "Pay-as-you-go Windows", "Spot Linux", "Spot Windows",
	"1-year reservation", "3-year reservation", "1-year savings plan", "3-year savings plan"}

// browseColumns are the table's columns: a size's specs, from browsePrices
// on its price per model (filled in from browseModelNames), then the
// undated prices and the lifecycle.
var browseColumns = [...]string{
	"Size", "Series", "Region", "Region name", "GPU", "GPUs per VM", "GPU memory (GB)", "vCPUs", "RAM (GiB)", "NVMe (GiB)", "Network (Mbps)", "InfiniBand (Gb/s per GPU)",
	browsePrices + len(browseModelNames): "Undated prices (estimates)", "Lifecycle",
}

// browsePrices is the first price model's column.
const browsePrices = 12

// WriteBrowseCSV writes the catalog view's rows as CSV for a spreadsheet:
// header lines with the catalog's date, the share link and the filters in
// force, an empty line, then one row per offer in the order given, with its
// specs and every price model's USD per VM-hour as the source gives it
// (empty where none does). Every cell goes through CSVCell. The title is in
// language l; the labels and the columns stay English, as in WriteCSV.
func WriteBrowseCSV(w io.Writer, c *catalog.Catalog, q advisor.Browse, rows []advisor.Offer, link string, l words.Lang) error {
	var cw csvWriter
	cw.write(words.T(l, words.CatalogCSVTitle))
	cw.write("Prices as of", c.Generated)
	cw.write("Link", link)
	retired := ""
	if q.Retired {
		retired = "listed"
	}
	// The filters in force, a line each; a filter not set has none.
	for _, f := range [...]struct{ label, value string }{
		{"Regions", strings.Join(q.Regions, " ")},
		{"Vendor", q.Vendor},
		{"GPU", q.GPU},
		{"Minimum GPU memory (GB)", csvLimit(q.MinGPUMemoryGB)},
		{"Minimum memory per GPU (GB)", csvLimit(q.MinGPUMemoryPerGPUGB)},
		{"Retired sizes", retired},
		{"Maximum Pay-as-you-go Linux USD per hour", csvLimit(q.MaxUSDPerHour)},
		{"Text", q.Text},
	} {
		if f.value != "" {
			cw.write(f.label, f.value)
		}
	}
	// "-" marks a descending order in the link; a spreadsheet would read
	// "-payg-linux" as a formula, so the order has its own line.
	sort, order := strings.TrimPrefix(q.Sort, "-"), "ascending"
	if sort == "" {
		sort = advisor.DefaultSortFor(q.Regions)
	}
	if strings.HasPrefix(q.Sort, "-") {
		order = "descending"
	}
	cw.write("Sort", sort, order)
	cw.write("Rows", strconv.Itoa(len(rows)))
	cw.write()

	head := browseColumns
	for m, name := range browseModelNames {
		head[browsePrices+m] = name + " USD per hour"
	}
	cw.write(head[:]...)
	for i := range rows {
		o := &rows[i]
		s := o.Size
		ib := "no"
		switch {
		case s.InfiniBandGbps > 0:
			ib = strconv.Itoa(s.InfiniBandGbps)
		case s.InfiniBand:
			ib = "yes"
		}
		row := [len(browseColumns)]string{s.Name, s.Series, o.Region.Name, o.Region.DisplayName, s.GPUModel, s.GPUs.String(),
			csvNum(s.GPUMemoryGB), strconv.Itoa(s.VCPUs), csvNum(s.MemoryGiB), strconv.Itoa(s.NVMeGiB), strconv.Itoa(s.NetworkMbps), ib}
		var undated []string
		for m, v := range o.USD {
			if v == 0 {
				continue
			}
			row[browsePrices+m] = csvNum(v)
			if o.Undated&(1<<m) != 0 {
				undated = append(undated, browseModelNames[m])
			}
		}
		row[len(row)-2], row[len(row)-1] = strings.Join(undated, "; "), string(s.Lifecycle.StatusOn(q.Day))
		cw.write(row[:]...)
	}
	return cw.flush(w)
}

// csvLimit is a filter's limit for a spreadsheet, "" when it sets none (0).
func csvLimit(v float64) string {
	if v <= 0 {
		return ""
	}
	return csvNum(v)
}
