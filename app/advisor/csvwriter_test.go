package advisor

import (
	"bytes"
	"encoding/csv"
	"math/rand"
	"testing"
)

// TestCSVWriterLikeEncodingCSV: csvWriter writes what encoding/csv's Writer
// writes, cells through CSVCell.
func TestCSVWriterLikeEncodingCSV(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	pieces := []string{"", "a", " ", ",", `"`, "\r", "\n", "\r\n", "=", "-1", `\.`, "\t", "\u00a0", "\u3000", "日", "\xff", "x y"}
	var records [][]string
	for range 3000 {
		rec := make([]string, r.Intn(4))
		for i := range rec {
			for range r.Intn(4) {
				rec[i] += pieces[r.Intn(len(pieces))]
			}
		}
		records = append(records, rec)
	}
	records = append(records, []string{`\.`}, []string{" lead"}, []string{})
	var want, got bytes.Buffer
	ref := csv.NewWriter(&want)
	var cw csvWriter
	for _, rec := range records {
		cells := make([]string, len(rec))
		for i, c := range rec {
			cells[i] = CSVCell(c)
		}
		if err := ref.Write(cells); err != nil {
			t.Fatal(err)
		}
		cw.write(rec...)
	}
	ref.Flush()
	if err := cw.flush(&got); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("csvWriter wrote\n%q\nencoding/csv\n%q", got.String(), want.String())
	}
}
