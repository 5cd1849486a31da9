package ui

import (
	"testing"
	"time"
)

func TestISODate(t *testing.T) {
	for d := time.Date(1999, 12, 25, 23, 59, 0, 0, time.UTC); d.Year() < 2031; d = d.Add(97 * time.Hour) {
		if got, want := isoDate(d), d.Format("2006-01-02"); got != want {
			t.Fatalf("isoDate(%v) = %s, want %s", d, got, want)
		}
	}
}
