package share

import (
	"reflect"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// viewSeeds are FuzzDecode's seeds for the view keys.
var viewSeeds = []string{
	"v=1&task=finetune&view=compare&sizes=Standard_ND96isr_H100_v5,standard_nc24ads_a100_v4",
	"view=compare&sizes=Standard_NC24ads_A100_v4,Standard_NC24ads_A100_v4,Standard_Nope,,Standard_NC4as_T4_v3,Standard_NC8as_T4_v3,Standard_NC16as_T4_v3,Standard_NC64as_T4_v3",
	"view=catalog&region=westeurope&q=h100%20sweden&sort=-payg-linux&vendor=NVIDIA&gpu=h100%20nvl%2094gb&mem=80&maxph=1e3&detail=standard_nc40ads_h100_v5",
	"view=CATALOG&sort=bogus&vendor=intel&gpu=K80&mem=-1&maxph=1e9&detail=nope&q=",
	"view=table&sizes=%FF,Standard_&q=%E2%80%83&sort=-",
	"view=catalog&cols=size,PAYG-linux,bogus,size&retired=1&memgpu=80&cur=eur&rate=0.92",
	"cur=XYZ&rate=0&retired=maybe&memgpu=-3&cols=,",
}

// writtenView is what Encode keeps of a view: sizes always, the catalog's
// filters with the catalog view only.
func writtenView(v View) View {
	out := View{Name: v.Name, Sizes: v.Sizes}
	if v.Name != ViewCompare && v.Name != ViewCatalog {
		out.Name = ""
	}
	if len(out.Sizes) == 0 {
		out.Sizes = nil
	}
	if out.Name == ViewCatalog {
		out.Query, out.Sort, out.Vendor, out.GPU = strings.TrimSpace(v.Query), v.Sort, v.Vendor, v.GPU
		out.MinMemGB, out.MaxUSDPerHour, out.Detail = v.MinMemGB, v.MaxUSDPerHour, v.Detail
		out.Cols, out.Retired, out.MinMemPerGPU = v.Cols, v.Retired, v.MinMemPerGPU
	}
	if v.Cur != "" && v.Rate > 0 {
		out.Cur, out.Rate = v.Cur, v.Rate
	}
	return out
}

func noticesOf(notes []advisor.Notice) []string {
	var out []string
	for _, n := range notes {
		out = append(out, n.Text.In(words.En))
	}
	return out
}

func TestDecodeCompare(t *testing.T) {
	st, notes := Decode(viewSeeds[1])
	if got, want := st.View.Name, ViewCompare; got != want {
		t.Errorf("view = %q, want %q", got, want)
	}
	// The duplicate is dropped, the unknown size noted, the fifth ignored.
	want := []string{"Standard_NC24ads_A100_v4", "Standard_NC4as_T4_v3", "Standard_NC8as_T4_v3", "Standard_NC16as_T4_v3"}
	if !reflect.DeepEqual(st.View.Sizes, want) {
		t.Errorf("sizes = %v, want %v", st.View.Sizes, want)
	}
	text := strings.Join(noticesOf(notes), "\n")
	for _, w := range []string{`Ignored sizes="Standard_Nope": not a size in the catalog`, "At most 4 sizes are compared side by side: 1 more ignored."} {
		if !strings.Contains(text, w) {
			t.Errorf("notices lack %q:\n%s", w, text)
		}
	}
	if len(notes) != 2 {
		t.Errorf("%d notices, want 2 (the unknown size, the fifth size):\n%s", len(notes), text)
	}
	// Case does not matter; the catalog's spelling is kept.
	st, notes = Decode(viewSeeds[0])
	if got := st.View.Sizes; len(got) != 2 || got[1] != "Standard_NC24ads_A100_v4" || len(notes) != 0 {
		t.Errorf("sizes = %v, notices %v", got, noticesOf(notes))
	}
}

func TestDecodeCatalog(t *testing.T) {
	st, notes := Decode(viewSeeds[2])
	if len(notes) != 0 {
		t.Errorf("notices: %v", noticesOf(notes))
	}
	want := View{Name: ViewCatalog, Query: "h100 sweden", Sort: "-payg-linux", Vendor: "NVIDIA", GPU: "H100 NVL 94GB",
		MinMemGB: 80, MaxUSDPerHour: 1000, Detail: "Standard_NC40ads_H100_v5"}
	if !reflect.DeepEqual(st.View, want) {
		t.Errorf("view = %+v\nwant %+v", st.View, want)
	}
	if !reflect.DeepEqual(st.Answers.Regions, []string{"westeurope"}) {
		t.Errorf("region = %v: the catalog view filters by the answers' regions", st.Answers.Regions)
	}
	st, notes = Decode(viewSeeds[3])
	if !reflect.DeepEqual(st.View, View{Name: ViewCatalog}) {
		t.Errorf("view = %+v: every bad value is dropped", st.View)
	}
	text := strings.Join(noticesOf(notes), "\n")
	for _, key := range []string{"sort", "vendor", "gpu", "mem", "maxph", "detail"} {
		if !strings.Contains(text, "Ignored "+key+"=") {
			t.Errorf("no notice for %s:\n%s", key, text)
		}
	}
}

// TestViewRoundTrip: a view's link reads back as the same view, and Encode
// writes the catalog's filters only with the catalog view.
func TestViewRoundTrip(t *testing.T) {
	for _, v := range []View{
		{Name: ViewCompare, Sizes: []string{"Standard_ND96isr_H100_v5", "Standard_NC24ads_A100_v4"}},
		{Name: ViewCatalog, Query: "a100 & co", Sort: "-ri-3y", Vendor: "AMD", GPU: "MI300X 192GB", MinMemGB: 48.5, MaxUSDPerHour: 12.25, Detail: "Standard_ND96isr_MI300X_v5"},
		{Name: ViewCatalog, Region: "eu,westus3,西欧"},
		{Name: ViewCatalog, Region: AllRegions},
		{Sizes: []string{"Standard_NC24ads_A100_v4"}},
	} {
		a, _ := advisor.Normalize(advisor.Defaults(advisor.Finetune), nil)
		s := State{Answers: a, Lang: "zh", Step: 1, View: v}
		link := Encode(s)
		got, notes := Decode(link)
		if len(notes) > 0 {
			t.Errorf("%s: notices %v", link, noticesOf(notes))
		}
		if !reflect.DeepEqual(got.View, v) {
			t.Errorf("%s\n got %+v\nwant %+v", link, got.View, v)
		}
		if again := Encode(got); again != link {
			t.Errorf("not idempotent:\n%s\n%s", link, again)
		}
	}
	link := Encode(State{View: View{Query: "x", Sort: "mem", Sizes: []string{"Standard_NC24ads_A100_v4"}}})
	if strings.Contains(link, "q=") || strings.Contains(link, "sort=") || !strings.Contains(link, "sizes=Standard_NC24ads_A100_v4") {
		t.Errorf("results link %s: sizes are written, the catalog's filters are not", link)
	}
}

func TestSetView(t *testing.T) {
	v := View{Name: ViewCatalog, Sort: "mem"}
	if notes := SetView(&v, "sort", "-payg-linux"); len(notes) > 0 || v.Sort != "-payg-linux" {
		t.Errorf("sort = %q, notices %v", v.Sort, noticesOf(notes))
	}
	if notes := SetView(&v, "sort", "nope"); len(notes) != 1 || v.Sort != "" {
		t.Errorf("a bad sort leaves %q, notices %v", v.Sort, noticesOf(notes))
	}
	SetView(&v, "sizes", "Standard_NC24ads_A100_v4,Standard_NC24ads_A100_v4")
	if len(v.Sizes) != 1 {
		t.Errorf("sizes = %v", v.Sizes)
	}
	if notes := SetView(&v, "step", "2"); notes != nil {
		t.Errorf("SetView set an answer key")
	}
}

// TestCatalogRegionIsTheViews: the catalog's region filter (in) is the
// view's own: setting it never touches the answers' regions, it follows them
// until set, and it is written with the catalog view only.
func TestCatalogRegionIsTheViews(t *testing.T) {
	st, notes := Decode("v=1&view=catalog&region=eastus&in=westeurope,EU")
	if len(notes) > 0 || st.View.Region != "westeurope,eu" || strings.Join(st.Answers.Regions, ",") != "eastus" {
		t.Fatalf("in read as %q, regions %v, notices %v", st.View.Region, st.Answers.Regions, noticesOf(notes))
	}
	if got := strings.Join(st.View.CatalogRegions(st.Answers.Regions), ","); got != "westeurope,eu" {
		t.Errorf("the catalog lists %s", got)
	}
	SetView(&st.View, "in", AllRegions)
	if st.View.CatalogRegions(st.Answers.Regions) != nil || strings.Join(st.Answers.Regions, ",") != "eastus" {
		t.Errorf("in=all lists %v; answers %v", st.View.CatalogRegions(st.Answers.Regions), st.Answers.Regions)
	}
	SetView(&st.View, "in", "")
	if got := strings.Join(st.View.CatalogRegions(st.Answers.Regions), ","); got != "eastus" {
		t.Errorf("without in the catalog lists %s, not the answers' eastus", got)
	}
	st.View = View{Region: "westeurope"}
	if link := Encode(st); strings.Contains(link, "in=") {
		t.Errorf("the results' link %s carries the catalog's filter", link)
	}
}
