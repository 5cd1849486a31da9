package main

import (
	"bufio"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// CSVHeader is the header line of the output file. The catalog generator
// reads columns by these names.
const CSVHeader = "armRegionName,armSkuName,price_model,usd_per_hour,effective_start_date,retrieved_at"

const dateLayout = "2006-01-02"

// WriteCSV writes rows (already sorted) under CSVHeader. retrievedAt is the
// time of the run; only its UTC date is written.
func WriteCSV(w io.Writer, rows []Row, retrievedAt time.Time) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(strings.Split(CSVHeader, ",")); err != nil {
		return err
	}
	retrieved := retrievedAt.UTC().Format(dateLayout)
	for _, r := range rows {
		eff := ""
		if !r.EffectiveStart.IsZero() {
			eff = r.EffectiveStart.UTC().Format(dateLayout)
		}
		rec := []string{r.Region, r.Sku, r.Model, strconv.FormatFloat(r.USDPerHour, 'f', -1, 64), eff, retrieved}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteFileAtomic writes path by filling a temporary file in the same
// directory and renaming it over path, so readers see either the old file or
// the complete new one, never a partial write. On any error the temporary
// file is removed and path is left untouched.
func WriteFileAtomic(path string, fill func(io.Writer) error) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close() // may already be closed; the error is irrelevant then
			os.Remove(tmp)
		}
	}()
	bw := bufio.NewWriter(f)
	if err := fill(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	// Sync before rename so a crash cannot leave a renamed but empty file.
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	// CreateTemp uses 0600; the catalog is not secret and is committed.
	if err := os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
