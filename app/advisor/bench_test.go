package advisor_test

import (
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func BenchmarkAdvise(b *testing.B) {
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	ad := advisor.New(c)
	tasks := []advisor.Task{advisor.Inference, advisor.Pretrain, advisor.Render}
	// The figures are for a page that has answered before: under wasm, V8
	// compiles each function on its first call and optimises it once it is
	// hot, which the page pays once (BenchmarkFirstAdvise and tools/coldstart
	// show it) and a short benchmark would spread over its few runs.
	for range 20 {
		for _, task := range tasks {
			ad.Advise(advisor.Defaults(task), advisor.Options{Day: day})
		}
	}
	for _, task := range tasks {
		a := advisor.Defaults(task)
		b.Run(string(task), func(b *testing.B) {
			for b.Loop() {
				ad.Advise(a, advisor.Options{Day: day})
			}
		})
	}
}

// BenchmarkFirstAdvise is the page's first answer after catalog.Load (see
// catalog's BenchmarkLoad): a new advisor, then one re-rank for the
// inference defaults, on a catalog no advisor has seen.
func BenchmarkFirstAdvise(b *testing.B) {
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	a := advisor.Defaults(advisor.Inference)
	b.ReportAllocs()
	for b.Loop() {
		fresh := *c
		advisor.New(&fresh).Advise(a, advisor.Options{Day: day})
	}
}

// BenchmarkCatalogValidate is the start-up cost of the catalog: indexing and
// checking every invariant (there is nothing to decode).
func BenchmarkCatalogValidate(b *testing.B) {
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	cp := *c
	for b.Loop() {
		if err := cp.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}
