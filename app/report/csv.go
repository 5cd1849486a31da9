package report

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// CSVCell guards one cell against formula injection: a spreadsheet runs a
// cell that starts with = + - @ (or a tab or carriage return, or their
// full-width forms, or any of them after leading spaces) as a formula. Such a
// cell gets a leading apostrophe, which spreadsheets show as text and do not
// run (OWASP's advice). Invalid UTF-8 becomes U+FFFD. Quoting for commas,
// quotes and line breaks is csvWriter's job.
func CSVCell(s string) string {
	if !utf8.ValidString(s) {
		s = validUTF8(s)
	}
	first, _ := utf8.DecodeRuneInString(strings.TrimLeft(s, " \n"))
	switch first {
	case '=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠':
		return "'" + s
	}
	return s
}

// validUTF8 replaces each run of invalid bytes with U+FFFD, as
// strings.ToValidUTF8(s, "\uFFFD") does, without adding it to the wasm.
// Ranging over a string reads each invalid byte as utf8.RuneError, which
// WriteRune writes as U+FFFD; a U+FFFD that s holds reads the same, and is
// no invalid byte.
func validUTF8(s string) string {
	var b strings.Builder
	invalid := false // the last bytes were invalid: one U+FFFD for the run
	for i, r := range s {
		bad := r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD")
		if !bad || !invalid {
			b.WriteRune(r)
		}
		invalid = bad
	}
	return b.String()
}

// csvWriter writes CSV as encoding/csv's Writer does with its defaults
// (commas, "\n" line ends, quotes only where needed), each cell through
// CSVCell, into memory until flush. Not encoding/csv: it and bufio's Writer
// would add to the wasm, for files of a few kilobytes.
type csvWriter struct {
	b      bytes.Buffer
	inLine bool // a cell of the record was written: the next one needs a comma
}

// write writes one record.
func (c *csvWriter) write(cells ...string) {
	c.cells(cells...)
	c.end()
}

// cells writes cells of a record, after those written since end.
func (c *csvWriter) cells(cells ...string) {
	for _, s := range cells {
		if c.inLine {
			c.b.WriteByte(',')
		}
		c.inLine = true
		// encoding/csv's rule: quote a cell with a comma, a quote or a line
		// break, one that starts with a space, or \. (an end of data marker
		// for PostgreSQL).
		s = CSVCell(s)
		if first, _ := utf8.DecodeRuneInString(s); s == `\.` || strings.ContainsAny(s, ",\"\r\n") || unicode.IsSpace(first) {
			s = `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
		}
		c.b.WriteString(s)
	}
}

// end ends the record.
func (c *csvWriter) end() {
	c.b.WriteByte('\n')
	c.inLine = false
}

// flush writes the records to w.
func (c *csvWriter) flush(w io.Writer) error {
	n, err := w.Write(c.b.Bytes())
	if err == nil && n < c.b.Len() {
		err = io.ErrShortWrite
	}
	return err
}

// WriteCSV writes the recommendations as CSV for a spreadsheet: header lines
// with the answers and the share link, an empty line, then one row per pick
// with the chosen plan and, for every price model (pay-as-you-go, Spot, 1- and
// 3-year reservations, 1- and 3-year savings plans), its monthly and project
// totals in US dollars (empty where the model does not apply, and the month
// of a pay-as-you-go or Spot cost billed by the work) and, where no
// source gives the price, how it was estimated (empty for a sourced price). Every cell goes
// through CSVCell, and amounts are plain numbers with two decimals (words.Cents).
// The title, the labels, the answers (AnswerRows, a default marked as assumed
// in a third cell), the notes and the columns are in language l (the English
// columns are the names an English spreadsheet's formulas refer to).
func WriteCSV(w io.Writer, r advisor.Result, link string, l words.Lang) error {
	var cw csvWriter
	a := r.Answers
	cw.write(words.T(l, words.MdTitle, advisor.TaskWord(a.Task)))
	label := strings.Split(l.T(words.CSVLabels), "|")
	for i, v := range [...]string{r.CatalogDate, r.Day, link} {
		cw.write(label[i], v)
	}
	for _, row := range AnswerRows(l, a) {
		cw.cells(row.Label, row.Value)
		if row.Assumed {
			cw.cells(words.T(l, words.AssumedDefault))
		}
		cw.end()
	}
	if len(r.Sizing.Assumed) > 0 {
		cw.write(label[3], r.Sizing.Assumed.In(l))
	}
	shown, _ := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown) // as the page and the Markdown show them
	for _, n := range shown {
		cw.write(label[4], n.Text.In(l))
	}
	cw.write()

	cw.cells(strings.Split(l.T(words.CSVColumns), "|")...)
	for _, m := range advisor.RateModels {
		name := words.S(advisor.ModelName(m))
		if l == words.Zh {
			name = modelLabel(m)
		}
		cw.cells(strings.Split(l.T(words.CSVModelColumns, name), "|")...)
	}
	cw.end()
	for _, p := range r.Recommendations {
		cw.cells(strconv.Itoa(p.Rank), p.Size, p.Series, p.GPUModel, p.GPUsPerVM, csvNum(p.GPUMemoryGB), p.Region, p.RegionName,
			strconv.Itoa(p.VMs), advisor.ModelName(p.Model), words.Cents(p.USDPerHour), perMonth(p.FinishesInHours, p.Model, p.USDPerMonth), words.Cents(p.USDTotal), strconv.FormatBool(p.Estimate), estimateOf(p.Cost, l))
		for _, m := range advisor.RateModels {
			var cells [3]string // empty where the model does not apply
			if c, ok := p.CostOf(m); ok {
				cells = [3]string{perMonth(p.FinishesInHours, c.Model, c.USDPerMonth), words.Cents(c.USDTotal), estimateOf(c, l)}
			}
			cw.cells(cells[:]...)
		}
		cw.end()
	}
	return cw.flush(w)
}

// estimateOf is an estimated cost's assumption in language l, "" for a
// price a source gives.
func estimateOf(c advisor.Cost, l words.Lang) string {
	if !c.Estimate {
		return ""
	}
	return c.Assumption.In(l)
}

// perMonth is a cost's monthly figure, empty when the work bills it (a
// work-bound pick paid as it runs, advisor.WorkBills): the bill is the
// project total, and a month of a job of a few hours would read as less
// than its hour, as the page and the Markdown show no month either.
func perMonth(finishes float64, m advisor.PricePref, usd float64) string {
	if advisor.WorkBills(finishes, m) {
		return ""
	}
	return words.Cents(usd)
}

// csvNum prints a number for a spreadsheet in the shortest exact form.
func csvNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
