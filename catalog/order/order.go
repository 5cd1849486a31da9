// Package order sorts as sort.Slice does, through sort.Sort.
//
// The point is the size of the wasm: go-app already links sort.Sort's
// pdqsort, while sort.Slice brings its own copy of the algorithms and
// reflect's swapper (internal/reflectlite), and slices.SortFunc one copy per
// element type. The algorithms are the same (both are generated from one
// template in package sort), so the order is the same too.
package order

import "sort"

// Slice sorts the n elements that less compares and swap exchanges, as
// sort.Slice does: not stably.
func Slice(n int, less func(i, j int) bool, swap func(i, j int)) {
	sort.Sort(&funcs{n, less, swap})
}

// funcs is a sort.Interface of functions. Its methods take a pointer: the
// wasm then has one copy of each, not a value method and its pointer wrapper.
type funcs struct {
	n    int
	less func(i, j int) bool
	swap func(i, j int)
}

func (f *funcs) Len() int           { return f.n }
func (f *funcs) Less(i, j int) bool { return f.less(i, j) }
func (f *funcs) Swap(i, j int)      { f.swap(i, j) }
