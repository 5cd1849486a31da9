package main

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// compiled is one line of V8's --trace-wasm-compilation-times: a function
// index, the compiler and the time it took.
var compiled = regexp.MustCompile(`#(\d+) using (\w+), took (\d+) (μs|ms)`)

// optimised lists, in order, the functions V8 compiled with its optimising
// compiler (TurboFan or Turboshaft) in a trace of Chromium run with
// --js-flags=--trace-wasm-compilation-times, until until (a function name's
// end, such as ui.AnswerFirst.func1) is first compiled, and their total
// time. They are what V8 found hot that early: see docs/performance.md.
func optimised(w io.Writer, m *module, trace io.Reader, until string) error {
	sc := bufio.NewScanner(trace)
	sc.Buffer(nil, 1<<20)
	n, total := 0, 0
	for sc.Scan() {
		g := compiled.FindStringSubmatch(sc.Text())
		if g == nil {
			continue
		}
		i, _ := strconv.Atoi(g[1])
		us, _ := strconv.Atoi(g[3])
		if g[4] == "ms" {
			us *= 1000
		}
		name := m.names[i]
		if until != "" && strings.HasSuffix(name, until) {
			break
		}
		if g[2] == "Liftoff" {
			continue
		}
		body := 0
		if j := i - m.imports; j >= 0 && j < len(m.bodies) {
			body = m.bodies[j]
		}
		fmt.Fprintf(w, "%8d µs %7d B  %s\n", us, body, name)
		n++
		total += us
	}
	fmt.Fprintf(w, "%d functions optimised, %d µs of compile\n", n, total)
	return sc.Err()
}
