package catalog

import "testing"

// BenchmarkLoad is what Load does once per page: the index over the
// generated lists (nothing is decoded or validated).
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := load(); err != nil {
			b.Fatal(err)
		}
	}
}
