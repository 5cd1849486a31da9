// Command wasmpack rewrites a Go wasm's data section in place so that it
// compresses well (see tools/internal/wasmdata): make build runs it on the
// page's wasm, and tools/benchweb on the hello world's.
//
//	go run ./tools/wasmpack out/app.wasm
package main

import (
	"fmt"
	"os"

	"github.com/azure-gpu-advisor/advisor/tools/internal/wasmdata"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmpack file.wasm")
		os.Exit(2)
	}
	if err := wasmdata.PackFile(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "wasmpack:", err)
		os.Exit(1)
	}
}
