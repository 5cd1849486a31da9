package share

import (
	"reflect"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestShopKeysRoundTrip: the catalog's columns, retired sizes, memory per
// GPU and a currency with its rate come back from the link as written
// (issue 25); the currency rides with every view, the rest with the catalog.
func TestShopKeysRoundTrip(t *testing.T) {
	st, notes := Decode("v=1&view=catalog&cols=size,gpu,payg-linux,vcpus&retired=1&memgpu=80&cur=eur&rate=0.92")
	if len(notes) > 0 {
		t.Errorf("notices: %v", noticesOf(notes))
	}
	want := View{Name: ViewCatalog, Cols: []string{"size", "gpu", "payg-linux", "vcpus"}, Retired: true, MinMemPerGPU: 80, Cur: "EUR", Rate: 0.92}
	if !reflect.DeepEqual(st.View, want) {
		t.Fatalf("decoded %+v, want %+v", st.View, want)
	}
	link := Encode(st)
	for _, k := range []string{"&cols=size,gpu,payg-linux,vcpus", "&retired=1", "&memgpu=80", "&cur=EUR&rate=0.92"} {
		if !strings.Contains(link, k) {
			t.Errorf("link %s lacks %s", link, k)
		}
	}
	if again, _ := Decode(link); !reflect.DeepEqual(again.View, want) {
		t.Errorf("round trip %+v, want %+v", again.View, want)
	}
	st.View.Name = ""
	if link := Encode(st); strings.Contains(link, "cols=") || strings.Contains(link, "retired") || !strings.Contains(link, "cur=EUR&rate=0.92") {
		t.Errorf("results link %s: the catalog's keys without the catalog, or no currency", link)
	}
	// The default columns are written as nothing; Shows follows them.
	v := View{Name: ViewCatalog}
	if link := Encode(State{View: v}); strings.Contains(link, "cols") {
		t.Errorf("default columns written: %s", link)
	}
	for i, c := range advisor.SortColumns {
		if v.Shows(c) != (i < advisor.DefaultColumns) {
			t.Errorf("by default column %s shown: %v", c, v.Shows(c))
		}
	}
	if !want.Shows("vcpus") || want.Shows("mem") {
		t.Error("Shows does not follow cols")
	}
}

// TestShopKeysBadValues: each bad value is said and falls back: USD, the
// default columns, retired sizes hidden, no floor.
func TestShopKeysBadValues(t *testing.T) {
	for _, tc := range []struct{ link, notice string }{
		{"cur=XYZ&rate=0.92", `Ignored cur="XYZ": not a currency code`},
		{"cur=EUR&rate=0", `Ignored rate="0": not a rate from 0.01 to 100,000`},
		{"cur=EUR&rate=-1", `Ignored rate="-1"`},
		{"cur=EUR&rate=1e9", `Ignored rate="1e9"`},
		{"cur=EUR&rate=abc", `Ignored rate="abc"`},
		{"cur=EUR", "Amounts stay in US dollars: cur needs rate as well"},
		{"rate=0.92", "Amounts stay in US dollars: rate needs cur as well"},
		{"view=catalog&cols=bogus", `Ignored cols="bogus": not a column`},
		{"view=catalog&retired=maybe", `Ignored retired="maybe"`},
		{"view=catalog&memgpu=-3", `Ignored memgpu="-3"`},
	} {
		st, notes := Decode(tc.link)
		text := strings.Join(noticesOf(notes), "\n")
		if !strings.Contains(text, tc.notice) {
			t.Errorf("%s: notices %q lack %q", tc.link, text, tc.notice)
		}
		v := st.View
		if v.Cur != "" || v.Rate != 0 || v.Cols != nil || v.Retired || v.MinMemPerGPU != 0 {
			t.Errorf("%s kept %+v", tc.link, v)
		}
	}
	// A column named twice is shown once, without a notice; an unknown one
	// is said, and the others kept.
	st, notes := Decode("view=catalog&cols=size,PAYG-linux,bogus,size")
	if got := noticesOf(notes); len(got) != 1 || !strings.Contains(got[0], `"bogus"`) || !reflect.DeepEqual(st.View.Cols, []string{"size", "payg-linux"}) {
		t.Errorf("cols with a twin and a typo: %v, %v", st.View.Cols, got)
	}
	// USD needs no rate and says nothing.
	if st, notes := Decode("cur=usd"); len(notes) > 0 || st.View.Cur != "" {
		t.Errorf("cur=usd: %+v, %v", st.View, noticesOf(notes))
	}
}

// TestSetShopKey: the page sets a shopping key as a link would, replacing
// what it held.
func TestSetShopKey(t *testing.T) {
	v := View{Name: ViewCatalog, Cols: []string{"size", "ram"}}
	SetView(&v, "cols", "size,vcpus")
	SetView(&v, "retired", "1")
	SetView(&v, "memgpu", "48")
	if !reflect.DeepEqual(v.Cols, []string{"size", "vcpus"}) || !v.Retired || v.MinMemPerGPU != 48 {
		t.Errorf("set: %+v", v)
	}
	SetView(&v, "retired", "")
	SetView(&v, "cols", "")
	if v.Retired || v.Cols != nil {
		t.Errorf("unset: %+v", v)
	}
}
