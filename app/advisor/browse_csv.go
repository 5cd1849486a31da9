package advisor

import (
	"io"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// browseModelNames are the price-model columns' names, in catalog.PriceModels
// (and Offer.USD) order. They stay English, as WriteCSV's columns do.
var browseModelNames = [len(Offer{}.USD)]string{"Pay-as-you-go Linux", "Pay-as-you-go Windows", "Spot Linux", "Spot Windows",
	"1-year reservation", "3-year reservation", "1-year savings plan", "3-year savings plan"}

// WriteBrowseCSV writes the catalog view's rows as CSV for a spreadsheet:
// header lines with the catalog's date, the share link and the filters in
// force, an empty line, then one row per offer in the order given, with its
// specs and every price model's USD per VM-hour as the source gives it
// (empty where none does). Every cell goes through CSVCell. The title is in
// language l; the labels and the columns stay English, as in WriteCSV.
func WriteBrowseCSV(w io.Writer, c *catalog.Catalog, q Browse, rows []Offer, link string, l words.Lang) error {
	var cw csvWriter
	cw.write(words.T(l, words.CatalogCSVTitle))
	cw.write("Prices as of", c.Generated)
	cw.write("Link", link)
	if len(q.Regions) > 0 {
		cw.write("Regions", strings.Join(q.Regions, " "))
	}
	if q.Vendor != "" {
		cw.write("Vendor", q.Vendor)
	}
	if q.GPU != "" {
		cw.write("GPU", q.GPU)
	}
	if q.MinGPUMemoryGB > 0 {
		cw.write("Minimum GPU memory (GB)", csvNum(q.MinGPUMemoryGB))
	}
	if q.MinGPUMemoryPerGPUGB > 0 {
		cw.write("Minimum memory per GPU (GB)", csvNum(q.MinGPUMemoryPerGPUGB))
	}
	if q.Retired {
		cw.write("Retired sizes", "listed")
	}
	if q.MaxUSDPerHour > 0 {
		cw.write("Maximum Pay-as-you-go Linux USD per hour", csvNum(q.MaxUSDPerHour))
	}
	if q.Text != "" {
		cw.write("Text", q.Text)
	}
	// "-" marks a descending order in the link; a spreadsheet would read
	// "-payg-linux" as a formula, so the order has its own line.
	sort, order := strings.TrimPrefix(q.Sort, "-"), "ascending"
	if sort == "" {
		sort = DefaultSortFor(q.Regions)
	}
	if strings.HasPrefix(q.Sort, "-") {
		order = "descending"
	}
	cw.write("Sort", sort, order)
	cw.write("Rows", strconv.Itoa(len(rows)))
	cw.write()

	head := []string{"Size", "Series", "Region", "Region name", "GPU", "GPUs per VM", "GPU memory (GB)", "vCPUs", "RAM (GiB)",
		"NVMe (GiB)", "Network (Mbps)", "InfiniBand (Gb/s per GPU)"}
	for _, name := range browseModelNames {
		head = append(head, name+" USD per hour")
	}
	head = append(head, "Undated prices (estimates)", "Lifecycle")
	cw.write(head...)
	row := make([]string, 0, len(head))
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
		row = append(row[:0], s.Name, s.Series, o.Region.Name, o.Region.DisplayName, s.GPUModel, s.GPUs.String(),
			csvNum(s.GPUMemoryGB), strconv.Itoa(s.VCPUs), csvNum(s.MemoryGiB), strconv.Itoa(s.NVMeGiB), strconv.Itoa(s.NetworkMbps), ib)
		var undated []string
		for m, v := range o.USD {
			if v == 0 {
				row = append(row, "")
				continue
			}
			row = append(row, csvNum(v))
			if o.Undated&(1<<m) != 0 {
				undated = append(undated, browseModelNames[m])
			}
		}
		row = append(row, strings.Join(undated, "; "), string(s.Lifecycle.StatusOn(q.Day)))
		cw.write(row...)
	}
	return cw.flush(w)
}
