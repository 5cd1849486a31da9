//go:build !wasm

package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

type sizes struct{ raw, gz, br int64 }

func wasmSizes(sites []*site) (map[string]sizes, error) {
	out := map[string]sizes{}
	for _, s := range sites {
		var z sizes
		for ext, p := range map[string]*int64{"": &z.raw, ".gz": &z.gz, ".br": &z.br} {
			info, err := os.Stat(filepath.Join(s.dir, "web", "app.wasm"+ext))
			if err != nil {
				*p = -1
				continue
			}
			*p = info.Size()
		}
		out[s.name] = z
	}
	return out, nil
}

// report writes the figures: sizes, times and the app's start.
func report(w io.Writer, c config, chromium string, sz map[string]sizes, res map[string][]measure) {
	med := func(key string, f func(measure) float64) float64 {
		var vs []float64
		for _, m := range res[key] {
			if v := f(m); v >= 0 {
				vs = append(vs, v)
			}
		}
		return median(vs)
	}
	fmt.Fprintf(w, "make bench-web, %s\n", time.Now().UTC().Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(w, "machine: %s, %d cores, %s/%s; %s; go-app %s\n", cpuModel(), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, chromium, goAppVersion())
	fmt.Fprintf(w, "%d interleaved runs per site and mode after a warm-up round, medians; loopback, tools/serve, fresh browser context per run\n", c.runs)
	fmt.Fprintf(w, "app: /?%s, built by make build    hello world: tools/benchweb/hello, same go-app, -trimpath -ldflags='-s -w' (the app's own flags differ only for its own packages)\n\n", c.query)

	h, a := sz["hello world"], sz["app"]
	fmt.Fprintln(w, "wasm bytes")
	fmt.Fprintln(w, row("", "raw", "gzip -9", "brotli"))
	fmt.Fprintln(w, row("hello world", bytesN(h.raw), bytesN(h.gz), bytesN(h.br)))
	fmt.Fprintln(w, row("app", bytesN(a.raw), bytesN(a.gz), bytesN(a.br)))
	fmt.Fprintln(w, row("app / hello world (goal: gzip ≤ 1.25×)", ratio(float64(a.raw), float64(h.raw)), ratio(float64(a.gz), float64(h.gz)), ratio(float64(a.br), float64(h.br))))
	fmt.Fprintln(w)

	fmt.Fprintln(w, "ms from navigation to the answer on screen (hello world: its text; app: the link's top pick); goal app/hello ≤ 1.3×")
	fmt.Fprintln(w, row("served", "hello world", "app", "app/hello", "", "round by round"))
	frame := func(m measure) float64 { return m.Frame }
	painted := func(m measure) float64 { return m.Painted }
	all := func(key string) (vs []float64) {
		for _, m := range res[key] {
			vs = append(vs, m.Painted)
		}
		return vs
	}
	// The ways of serving differ from run to run by more than they differ
	// from each other: the median of every round's ratio is the steady figure.
	var pooled []float64
	for _, m := range modes {
		hv, av := med("hello world/"+m.name, painted), med("app/"+m.name, painted)
		rs := roundRatios(all("app/"+m.name), all("hello world/"+m.name))
		pooled = append(pooled, rs...)
		fmt.Fprintln(w, row(m.name, ms(hv), ms(av), ratio(av, hv), "", spread(rs)))
	}
	fmt.Fprintln(w, row("pooled", "", "", ratio(median(pooled), 1), "", fmt.Sprintf("the median of all %d rounds' ratios", len(pooled))))
	fmt.Fprintln(w)

	fmt.Fprintln(w, "the app's start, medians in ms: each step's end since navigation, and its own length")
	header := []string{"step"}
	for _, m := range modes {
		header = append(header, m.name+" at", "took")
	}
	fmt.Fprintln(w, row6(header...))
	mark := func(n string) func(measure) float64 { return func(m measure) float64 { return m.Marks[n] } }
	steps := []struct {
		name     string
		at, took func(measure) float64
	}{
		{"page (HTML) received", func(m measure) float64 { return m.HTMLEnd }, func(m measure) float64 { return m.HTMLEnd }},
		{"wasm fetch", func(m measure) float64 { return m.WasmEnd }, func(m measure) float64 { return span(m.WasmStart, m.WasmEnd) }},
		{"compile+instantiate (call to end)", mark("wasm-ready"), func(m measure) float64 { return span(m.Marks["wasm-instantiate"], m.Marks["wasm-ready"]) }},
		{"  of which after the download", mark("wasm-ready"), func(m measure) float64 { return span(m.WasmEnd, m.Marks["wasm-ready"]) }},
		{"Go init (runtime, package inits)", mark("go-main"), func(m measure) float64 { return span(m.Marks["go-run"], m.Marks["go-main"]) }},
		{"to the page's init", mark("app-init"), func(m measure) float64 { return span(m.Marks["go-main"], m.Marks["app-init"]) }},
		{"catalog load", mark("catalog-loaded"), func(m measure) float64 { return span(m.Marks["app-init"], m.Marks["catalog-loaded"]) }},
		{"read the link", mark("advise"), func(m measure) float64 { return span(m.Marks["catalog-loaded"], m.Marks["advise"]) }},
		{"first advise", mark("advised"), func(m measure) float64 { return span(m.Marks["advise"], m.Marks["advised"]) }},
		{"first render (top pick in the page)", func(m measure) float64 { return m.Shown }, func(m measure) float64 { return span(m.Marks["advised"], m.Shown) }},
		{"to the next frame", frame, func(m measure) float64 { return span(m.Shown, m.Frame) }},
		{"that frame painted: top pick on screen", painted, func(m measure) float64 { return span(m.Frame, m.Painted) }},
		{"go-app's page in place (interactive)", func(m measure) float64 { return m.First }, func(m measure) float64 { return span(m.Shown, m.First) }},
	}
	for _, st := range steps {
		cells := []string{st.name}
		for _, m := range modes {
			key := "app/" + m.name
			cells = append(cells, ms(med(key, st.at)), ms(med(key, st.took)))
		}
		fmt.Fprintln(w, row6(cells...))
	}
	cells := []string{"wasm bytes transferred"}
	for _, m := range modes {
		cells = append(cells, bytesN(int64(med("app/"+m.name, func(m measure) float64 { return m.WasmBytes }))), "")
	}
	fmt.Fprintln(w, row6(cells...))
	if rs := res["app/br"]; len(rs) > 0 {
		fmt.Fprintf(w, "\ntop pick shown: %s\n", rs[len(rs)-1].Pick)
	}
}

func row6(cells ...string) string {
	out := fmt.Sprintf("%-37s", cells[0])
	for _, c := range cells[1:] {
		out += fmt.Sprintf("%9s", c)
	}
	return out
}

// loadAverage is the 1-minute load average, "?" where unknown.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func goAppVersion() string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", "github.com/maxence-charriere/go-app/v10").Output()
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}
