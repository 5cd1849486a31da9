package main

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// module is what the report needs of a wasm binary.
type module struct {
	size     int
	sections []section
	imports  int            // imported functions: they come first in the function index space
	bodies   []int          // code section: the size of each defined function's body
	names    map[int]string // name section: function index -> name
}

type section struct {
	name string
	size int
}

var sectionNames = [...]string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"}

// parse reads the sections of a wasm binary (the core format, version 1).
func parse(b []byte) (*module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a wasm binary")
	}
	m := &module{size: len(b), names: map[int]string{}}
	r := &reader{b: b[8:]}
	for !r.done() {
		id := r.byte()
		n := int(r.uint())
		body := r.bytes(n)
		if r.err != nil {
			return nil, r.err
		}
		name := "unknown"
		if int(id) < len(sectionNames) {
			name = sectionNames[id]
		}
		s := &reader{b: body}
		switch id {
		case 0:
			cname := s.name()
			name = "custom " + cname
			if cname == "name" {
				m.readNames(s)
			}
		case 2:
			m.readImports(s)
		case 10:
			for i, count := 0, int(s.uint()); i < count && s.err == nil; i++ {
				size := int(s.uint())
				s.bytes(size)
				m.bodies = append(m.bodies, size)
			}
		}
		if s.err != nil {
			return nil, fmt.Errorf("%s section: %w", name, s.err)
		}
		m.sections = append(m.sections, section{name, 1 + uleb(uint64(n)) + n})
	}
	return m, nil
}

func (m *module) readImports(s *reader) {
	for i, count := 0, int(s.uint()); i < count && s.err == nil; i++ {
		s.name()
		s.name()
		switch s.byte() {
		case 0: // function: type index
			s.uint()
			m.imports++
		case 1: // table: reference type, limits
			s.byte()
			s.limits()
		case 2: // memory: limits
			s.limits()
		case 3: // global: value type, mutability
			s.byte()
			s.byte()
		default:
			s.err = errors.New("unknown import kind")
		}
	}
}

// readNames reads the function names subsection (1) of the name section.
func (m *module) readNames(s *reader) {
	for !s.done() && s.err == nil {
		id := s.byte()
		sub := &reader{b: s.bytes(int(s.uint()))}
		if id != 1 {
			continue
		}
		for i, count := 0, int(sub.uint()); i < count && sub.err == nil; i++ {
			idx := int(sub.uint())
			m.names[idx] = sub.name()
		}
		s.err = sub.err
	}
}

type pkgSize struct {
	name        string
	size, funcs int
}

// byPackage adds up the function bodies by Go package, largest first.
func byPackage(m *module) ([]pkgSize, int) {
	sums := map[string]*pkgSize{}
	total := 0
	for i, size := range m.bodies {
		p := pkgOf(m.names[m.imports+i])
		if sums[p] == nil {
			sums[p] = &pkgSize{name: p}
		}
		sums[p].size += size
		sums[p].funcs++
		total += size
	}
	var out []pkgSize
	for _, p := range sums {
		out = append(out, *p)
	}
	slices.SortFunc(out, func(a, b pkgSize) int {
		if a.size != b.size {
			return b.size - a.size
		}
		return strings.Compare(a.name, b.name)
	})
	return out, total
}

// pkgOf is the package of a function name as the Go linker writes it in a
// wasm (with "/" as "_"): "net_http.__Client_.Do" is "net_http",
// "github.com_x_y.F" is "github.com_x_y". Names without a package are kept
// whole.
func pkgOf(sym string) string {
	if sym == "" {
		return "(unnamed)"
	}
	start := 0
	// A module path's host: the dot of "github.com_…" is not the end of
	// the package.
	if dot := strings.IndexByte(sym, '.'); dot > 0 && !strings.Contains(sym[:dot], "_") {
		if under := strings.IndexByte(sym[dot+1:], '_'); under > 0 && under <= 4 && isLower(sym[dot+1:dot+1+under]) && strings.Contains(sym[dot+1+under:], ".") {
			start = dot + 1 + under
		}
	}
	if dot := strings.IndexByte(sym[start:], '.'); dot >= 0 {
		return sym[:start+dot]
	}
	return sym
}

func isLower(s string) bool {
	for _, c := range s {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

type funcSize struct {
	name string
	size int
}

func largest(m *module, n int) []funcSize {
	out := make([]funcSize, len(m.bodies))
	for i, size := range m.bodies {
		out[i] = funcSize{m.names[m.imports+i], size}
	}
	slices.SortFunc(out, func(a, b funcSize) int { return b.size - a.size })
	return out[:min(n, len(out))]
}

// reader decodes the wasm encodings it needs; the first error sticks.
type reader struct {
	b   []byte
	err error
}

func (r *reader) done() bool { return len(r.b) == 0 || r.err != nil }

func (r *reader) byte() byte {
	if r.err != nil || len(r.b) == 0 {
		r.fail()
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b) {
		r.fail()
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

// uint reads an unsigned LEB128 number.
func (r *reader) uint() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			return v
		}
	}
	r.err = errors.New("LEB128 number too long")
	return 0
}

func (r *reader) name() string { return string(r.bytes(int(r.uint()))) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
		r.uint()
		return
	}
	r.uint()
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errors.New("unexpected end of data")
	}
}

// uleb is the length of n's LEB128 encoding.
func uleb(n uint64) int {
	l := 1
	for n >= 0x80 {
		n >>= 7
		l++
	}
	return l
}
