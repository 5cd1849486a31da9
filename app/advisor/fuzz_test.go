package advisor_test

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// FuzzAdvise feeds hand-edited links to the whole engine: it must never panic,
// and whatever it answers must still be a sound answer.
func FuzzAdvise(f *testing.F) {
	queries, _ := filepath.Glob(filepath.Join("testdata", "*.query"))
	for _, q := range queries {
		b, _ := os.ReadFile(q)
		f.Add(strings.TrimSpace(string(b)))
	}
	f.Add("v=1&task=inference&params=1e308&ctx=999999999&conc=-4&hours=NaN&budget=0.01&region=,,,")
	// Work far beyond a quote, with the shortest windows: bounded counts, no endless months.
	f.Add("v=1&task=pretrain&params=10000&tokens=1000000&hours=1&months=1")
	f.Add("v=1&task=hpc&gpuh=1e8&hours=1&months=1&bound=bandwidth")
	f.Add("v=1&task=transcode&vidh=1e8&conc=100000&hours=1&months=1")
	f.Add("v=1&task=inference&model=llama-3.1-405b&tps=1e7&ctx=2000000&conc=100000")
	c, err := catalog.Load()
	if err != nil {
		f.Fatal(err)
	}
	ad := advisor.New(c)
	f.Fuzz(func(t *testing.T, query string) {
		st, _ := share.Decode(query)
		r := ad.Advise(st.Answers, advisor.Options{Day: day})
		if len(r.Checklist) == 0 {
			t.Fatalf("%q: no checklist", query)
		}
		for _, p := range r.Recommendations {
			if !(p.USDPerHour > 0) || !(p.USDTotal >= p.USDPerMonth*0.999) || p.VMs < 1 || p.VMs > 1000 ||
				math.IsInf(p.USDTotal, 0) || math.IsNaN(p.BilledHours) || p.BilledMonths > 240 {
				t.Fatalf("%q: unsound pick %+v", query, p.Cost)
			}
			if s, _ := c.Size(p.Size); !s.Recommendable(day) {
				t.Fatalf("%q: picked %s, which is retired or has no specs", query, p.Size)
			}
		}
		for _, p := range r.Recommendations {
			for _, alt := range p.Alternatives {
				if !(alt.USDPerVMHour > 0) || math.IsInf(alt.USDTotal, 0) || math.IsNaN(alt.USDTotal) || alt.USDTotal < 0 || alt.BilledHours < 0 {
					t.Fatalf("%q: unsound alternative %+v of %s", query, alt, p.Size)
				}
			}
		}
		if len(r.Notices) > 40 {
			t.Fatalf("%q: %d notices bury the answer", query, len(r.Notices))
		}
		if len(r.Recommendations) == 0 && len(r.Notices) == 0 {
			t.Fatalf("%q: no pick and no notice saying why", query)
		}
	})
}
