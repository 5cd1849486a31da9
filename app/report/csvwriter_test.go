package report

import (
	"bytes"
	"encoding/csv"
	"math/rand"
	"strings"
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

// TestValidUTF8LikeStrings: validUTF8 is strings.ToValidUTF8 with U+FFFD.
func TestValidUTF8LikeStrings(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	pieces := []string{"a", "日", "\xff", "\xe6", "\xe6\x97", "\uFFFD", "\xed\xa0\x80", "\xf4\x90\x80\x80", ""}
	for range 5000 {
		s := ""
		for range r.Intn(6) {
			s += pieces[r.Intn(len(pieces))]
		}
		if got, want := validUTF8(s), strings.ToValidUTF8(s, "\uFFFD"); got != want {
			t.Errorf("validUTF8(%q) = %q, want %q", s, got, want)
		}
	}
}
