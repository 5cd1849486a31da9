package order

import (
	"math/rand"
	"slices"
	"sort"
	"testing"
)

// TestSameOrderAsSortSlice: the order is sort.Slice's and sort.SliceStable's,
// ties included, for keys with many ties.
func TestSameOrderAsSortSlice(t *testing.T) {
	type item struct{ key, id int }
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{0, 1, 2, 5, 12, 13, 50, 200, 1000} {
		in := make([]item, n)
		for i := range in {
			in[i] = item{r.Intn(max(1, n/4)), i}
		}
		for _, stable := range []bool{false, true} {
			want, got := slices.Clone(in), slices.Clone(in)
			wantLess := func(i, j int) bool { return want[i].key < want[j].key }
			gotLess := func(i, j int) bool { return got[i].key < got[j].key }
			swap := func(i, j int) { got[i], got[j] = got[j], got[i] }
			if stable {
				sort.SliceStable(want, wantLess)
				Stable(len(got), gotLess, swap)
			} else {
				sort.Slice(want, wantLess)
				Slice(len(got), gotLess, swap)
			}
			if !slices.Equal(got, want) {
				t.Errorf("n=%d stable=%v: got %v, want %v", n, stable, got, want)
			}
		}
	}
}
