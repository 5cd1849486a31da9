// Command coldstart times what a page does before its first answer, in a
// process that has run none of it yet: catalog.Load, advisor.New, the first
// Advise (the inference defaults) and, for comparison, the second. Built for
// js/wasm and run under node (make bench), the first Advise includes what
// the engine's benchmarks cannot show: V8 compiles each wasm function the
// first time it is called (lazily, with its baseline compiler) and runs it
// unoptimised until it is hot.
package main

import (
	"fmt"
	"os"
	"time"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func main() {
	start := time.Now()
	c, err := catalog.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	loaded := time.Now()
	ad := advisor.New(c)
	made := time.Now()
	a := advisor.Defaults(advisor.Inference)
	opt := advisor.Options{Day: time.Now().UTC().Format(catalog.DateLayout)}
	ad.Advise(a, opt)
	first := time.Now()
	ad.Advise(a, opt)
	second := time.Now()
	fmt.Printf("load %.1f ms, new %.1f ms, first advise %.1f ms, second advise %.1f ms\n",
		ms(loaded.Sub(start)), ms(made.Sub(loaded)), ms(first.Sub(made)), ms(second.Sub(first)))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
