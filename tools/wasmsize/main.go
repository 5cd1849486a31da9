// Command wasmsize says what a Go wasm is made of: its sections, and its
// code by Go package, from the function names of the wasm's name section.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o out/app-names.wasm ./wasm
//	go run ./tools/wasmsize [-top 40] [-funcs 0] [-base hello.wasm] out/app-names.wasm
//
// With -base (another wasm, such as the go-app hello world of
// tools/benchweb built the same way), it lists what the wasm adds to it by
// package: the bytes the app's own code and dependencies cost.
//
// With -optimised trace.txt (the output of Chromium run with
// --js-flags=--trace-wasm-compilation-times on a page serving this wasm), it
// lists instead the functions V8 optimised, in order, up to the first
// compile of the function -until names (such as ui.AnswerFirst.func1).
//
// Build without -ldflags='-s -w' for the report: -s drops the name section
// (the function names), not code, so the sizes are those of the shipped
// wasm. Data (string literals, type descriptors, tables, pclntab) has no
// names in a wasm and is reported as one section.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
)

func main() {
	top := flag.Int("top", 40, "packages to list")
	funcs := flag.Int("funcs", 0, "also list this many largest functions")
	base := flag.String("base", "", "a wasm to compare with (built without -s), e.g. the hello world")
	trace := flag.String("optimised", "", "list the functions V8 optimised in this trace (--trace-wasm-compilation-times)")
	until := flag.String("until", "", "with -optimised: stop at the first compile of a function whose name ends so")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-funcs N] [-base hello.wasm | -optimised trace.txt [-until name]] file.wasm")
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err == nil {
		var m *module
		m, err = parse(b)
		switch {
		case err != nil:
		case *trace != "":
			var f *os.File
			if f, err = os.Open(*trace); err == nil {
				err = optimised(os.Stdout, m, f, *until)
				f.Close()
			}
		default:
			err = report(os.Stdout, m, *top, *funcs)
		}
		if err == nil && *base != "" {
			err = compare(os.Stdout, m, *base, *top)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

func report(w io.Writer, m *module, top, funcs int) error {
	fmt.Fprintf(w, "%d bytes in all\n\nsections:\n", m.size)
	for _, s := range m.sections {
		fmt.Fprintf(w, "  %10d  %s\n", s.size, s.name)
	}
	if len(m.names) == 0 {
		return fmt.Errorf("no function names (name section): build without -ldflags='-s -w' for the report")
	}
	pkgs, total := byPackage(m)
	fmt.Fprintf(w, "\ncode by package (%d bytes of function bodies, %d functions):\n", total, len(m.bodies))
	for i, p := range pkgs {
		if i == top {
			var rest int
			for _, q := range pkgs[i:] {
				rest += q.size
			}
			fmt.Fprintf(w, "  %10d  %5.1f%%  (%d more packages)\n", rest, pct(rest, total), len(pkgs)-i)
			break
		}
		fmt.Fprintf(w, "  %10d  %5.1f%%  %s (%d)\n", p.size, pct(p.size, total), p.name, p.funcs)
	}
	if funcs > 0 {
		fmt.Fprintf(w, "\nlargest functions:\n")
		for _, f := range largest(m, funcs) {
			fmt.Fprintf(w, "  %10d  %s\n", f.size, f.name)
		}
	}
	return nil
}

// compare lists the packages whose code differs from the base wasm's,
// largest difference first, and the sections' differences.
func compare(w io.Writer, m *module, basePath string, top int) error {
	b, err := os.ReadFile(basePath)
	if err != nil {
		return err
	}
	base, err := parse(b)
	if err != nil {
		return fmt.Errorf("%s: %w", basePath, err)
	}
	if len(base.names) == 0 {
		return fmt.Errorf("%s has no function names: build it without -ldflags='-s -w'", basePath)
	}
	fmt.Fprintf(w, "\nagainst %s (%d bytes): %+d bytes\n", basePath, base.size, m.size-base.size)
	baseSections := map[string]int{}
	for _, s := range base.sections {
		baseSections[s.name] += s.size
	}
	for _, s := range m.sections {
		if d := s.size - baseSections[s.name]; d != 0 {
			fmt.Fprintf(w, "  %+10d  section %s\n", d, s.name)
		}
	}
	basePkgs, _ := byPackage(base)
	was := map[string]int{}
	for _, p := range basePkgs {
		was[p.name] = p.size
	}
	pkgs, _ := byPackage(m)
	type delta struct {
		name   string
		d, now int
	}
	var ds []delta
	seen := map[string]bool{}
	for _, p := range pkgs {
		seen[p.name] = true
		if d := p.size - was[p.name]; d != 0 {
			ds = append(ds, delta{p.name, d, p.size})
		}
	}
	for _, p := range basePkgs {
		if !seen[p.name] {
			ds = append(ds, delta{p.name, -p.size, 0})
		}
	}
	slices.SortFunc(ds, func(a, b delta) int { return abs(b.d) - abs(a.d) })
	fmt.Fprintf(w, "code by package, difference (and size in this wasm):\n")
	for i, d := range ds {
		if i == top {
			fmt.Fprintf(w, "  (%d more packages)\n", len(ds)-i)
			break
		}
		fmt.Fprintf(w, "  %+10d  %10d  %s\n", d.d, d.now, d.name)
	}
	return nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}
