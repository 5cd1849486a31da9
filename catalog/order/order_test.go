package order

import (
	"math/rand"
	"slices"
	"sort"
	"testing"
)

// TestSameOrderAsSortSlice: the order is sort.Slice's, ties included, for
// keys with many ties.
func TestSameOrderAsSortSlice(t *testing.T) {
	type item struct{ key, id int }
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{0, 1, 2, 5, 12, 13, 50, 200, 1000} {
		in := make([]item, n)
		for i := range in {
			in[i] = item{r.Intn(max(1, n/4)), i}
		}
		want, got := slices.Clone(in), slices.Clone(in)
		sort.Slice(want, func(i, j int) bool { return want[i].key < want[j].key })
		Slice(len(got), func(i, j int) bool { return got[i].key < got[j].key }, func(i, j int) { got[i], got[j] = got[j], got[i] })
		if !slices.Equal(got, want) {
			t.Errorf("n=%d: got %v, want %v", n, got, want)
		}
	}
}
