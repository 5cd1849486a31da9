package advisor_test

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// grid is a spread of answers over every task, precision, price preference,
// stack and OS, so that the properties below hold over the whole catalog.
func grid() []advisor.Answers {
	var out []advisor.Answers
	params := []float64{0.5, 7, 13, 70, 180, 405}
	i := 0
	for _, task := range advisor.Tasks {
		for _, p := range params {
			for _, pref := range advisor.PricePrefs {
				i++
				a := advisor.Defaults(task)
				a.ParamsB = p
				a.Price = pref
				a.Precision = advisor.Precisions[i%len(advisor.Precisions)]
				a.Interruptible = i%3 == 0
				a.Stack = []advisor.Stack{advisor.CUDA, advisor.ROCm, advisor.Any}[i%3]
				a.OS = []advisor.OS{advisor.Linux, advisor.Windows}[i%2]
				a.Months = []int{1, 6, 12, 40}[i%4]
				a.HoursPerMonth = []float64{50, 200, 730}[i%3]
				a.Concurrency = 1 + i%32
				a.Nodes = i % 3
				if i%5 == 0 {
					a.Geo = "Europe"
				}
				if i%7 == 0 {
					a.Regions = []string{"eastus", "japaneast"}
				}
				if i%4 == 0 {
					a.BudgetUSD = 5000
				}
				out = append(out, a)
			}
		}
	}
	return out
}

func TestPropertiesOverCatalog(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ad := advisor.New(c)
	picked := 0
	for _, a := range grid() {
		name := fmt.Sprintf("%s/%gB/%s/%s/%s", a.Task, a.ParamsB, a.Price, a.Stack, a.OS)
		r := ad.Advise(a, advisor.Options{Day: day})
		again := ad.Advise(a, advisor.Options{Day: day})
		if !reflect.DeepEqual(r, again) {
			t.Fatalf("%s: two runs differ", name)
		}
		for _, p := range r.Recommendations {
			picked++
			s, _ := c.Size(p.Size)
			// No pick below its GPU-memory need: one copy of the workload on
			// the pick's GPUs (or one seat's VM for VDI).
			need := r.Sizing.GPUMemoryGB
			have := s.GPUMemoryGB * float64(p.VMs)
			if a.Task == advisor.Render || a.Task == advisor.HPC || a.Task == advisor.Transcode {
				have = s.GPUMemoryPerGPUGB
			}
			if have+1e-9 < need {
				t.Errorf("%s: %s has %v GB for a %v GB need", name, p.Size, have, need)
			}
			// Priced in its region, in an allowed region.
			if _, ok := c.Price(p.Size, p.Region, catalog.PAYGLinux); !ok {
				t.Errorf("%s: %s has no price in %s", name, p.Size, p.Region)
			}
			if len(r.Answers.Regions) > 0 && !contains(r.Answers.Regions, p.Region) {
				t.Errorf("%s: %s in %s, outside %v", name, p.Size, p.Region, r.Answers.Regions)
			}
			if r.Answers.Geo != "" && len(r.Answers.Regions) == 0 {
				if reg, _ := c.Region(p.Region); reg.GeographyGroup != r.Answers.Geo {
					t.Errorf("%s: %s in %s, outside %s", name, p.Size, p.Region, r.Answers.Geo)
				}
			}
			// Spot only when interruption is tolerated.
			if p.Model == advisor.Spot && !r.Answers.Interruptible {
				t.Errorf("%s: Spot chosen for work that cannot be interrupted", name)
			}
			if r.Answers.Price != advisor.Auto && p.Model != r.Answers.Price {
				t.Errorf("%s: price model %s, asked for %s", name, p.Model, r.Answers.Price)
			}
			// Never retired, never without specs.
			if !s.Recommendable(day) {
				t.Errorf("%s: %s is retired or has no specs", name, p.Size)
			}
			if a.BudgetUSD > 0 && p.USDPerMonth > a.BudgetUSD+1e-6 {
				t.Errorf("%s: %s costs %v a month over the %v budget", name, p.Size, p.USDPerMonth, a.BudgetUSD)
			}
			if p.Estimate != (p.Assumption != "") {
				t.Errorf("%s: %s estimate %v with assumption %q", name, p.Size, p.Estimate, p.Assumption)
			}
		}
		for i := 1; i < len(r.Recommendations); i++ {
			if r.Recommendations[i].Rank != i+1 {
				t.Errorf("%s: ranks out of order", name)
			}
		}
	}
	if picked < 500 {
		t.Errorf("only %d picks over the grid; the properties tested too little", picked)
	}
}

// TestCostsScaleLinearly: pay-as-you-go costs are proportional to hours,
// months and VMs (seats); commitments bill every hour of their term.
func TestCostsScaleLinearly(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	base := advisor.Defaults(advisor.Render)
	base.Price, base.OS, base.Regions = advisor.PAYG, advisor.Linux, []string{"eastus"}
	pick := func(mut func(*advisor.Answers)) advisor.Pick {
		a := base
		mut(&a)
		r := ad.Advise(a, advisor.Options{Day: day})
		if len(r.Recommendations) == 0 {
			t.Fatalf("no picks for %+v", a)
		}
		return r.Recommendations[0]
	}
	p := pick(func(*advisor.Answers) {})
	h := pick(func(a *advisor.Answers) { a.HoursPerMonth *= 2 })
	m := pick(func(a *advisor.Answers) { a.Months *= 3 })
	v := pick(func(a *advisor.Answers) { a.Seats *= 4 })
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-6*math.Max(1, want) }
	if h.Size != p.Size || !near(h.USDPerMonth, 2*p.USDPerMonth) || !near(h.USDTotal, 2*p.USDTotal) {
		t.Errorf("2× hours: %v/month, want %v", h.USDPerMonth, 2*p.USDPerMonth)
	}
	if !near(m.USDTotal, 3*p.USDTotal) || !near(m.USDPerMonth, p.USDPerMonth) {
		t.Errorf("3× months: total %v, want %v", m.USDTotal, 3*p.USDTotal)
	}
	if v.VMs != 4*p.VMs || !near(v.USDPerHour, 4*p.USDPerHour) || !near(v.USDTotal, 4*p.USDTotal) {
		t.Errorf("4× seats: %d VMs at %v/hour, want %d at %v", v.VMs, v.USDPerHour, 4*p.VMs, 4*p.USDPerHour)
	}
	// A 1-year reservation for a 6-month project still bills 12 months of 730 h.
	r := pick(func(a *advisor.Answers) { a.Price, a.Months, a.HoursPerMonth = advisor.RI1, 6, 100 })
	if r.BilledMonths != 12 || !near(r.USDPerMonth, r.USDPerHour*730) || !near(r.USDTotal, 12*r.USDPerMonth) {
		t.Errorf("ri1 for 6 months: %d months billed, %v/month at %v/hour", r.BilledMonths, r.USDPerMonth, r.USDPerHour)
	}
}

func TestNormalizeNeverLeavesBadValues(t *testing.T) {
	c, _ := catalog.Load()
	bad := advisor.Answers{Task: "x", ParamsB: math.NaN(), Context: -1, HoursPerMonth: 1e9, Months: -3,
		BudgetUSD: math.Inf(1), Price: "free", OS: "beos", Regions: []string{"mars", "EastUS"}, Geo: "Atlantis"}
	a, notes := advisor.Normalize(bad, c)
	if a.Task != advisor.Inference || a.ParamsB <= 0 || a.Context < 128 || a.HoursPerMonth > 744 || a.Months < 1 ||
		a.BudgetUSD != 0 || a.Price != advisor.Auto || a.OS != advisor.Linux || !reflect.DeepEqual(a.Regions, []string{"eastus"}) || a.Geo != "" {
		t.Errorf("Normalize left bad values: %+v", a)
	}
	if len(notes) < 8 {
		t.Errorf("only %d notices for 10 bad values: %v", len(notes), notes)
	}
	again, more := advisor.Normalize(a, c)
	if !reflect.DeepEqual(again, a) || len(more) != 0 {
		t.Errorf("Normalize is not idempotent: %+v, %v", again, more)
	}
}

func BenchmarkAdvise(b *testing.B) {
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	ad := advisor.New(c)
	for _, task := range []advisor.Task{advisor.Inference, advisor.Pretrain, advisor.Render} {
		a := advisor.Defaults(task)
		b.Run(string(task), func(b *testing.B) {
			for b.Loop() {
				ad.Advise(a, advisor.Options{Day: day})
			}
		})
	}
}

// BenchmarkCatalogValidate is the start-up cost of the catalog: indexing and
// checking every invariant (there is nothing to decode).
func BenchmarkCatalogValidate(b *testing.B) {
	c, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	cp := *c
	for b.Loop() {
		if err := cp.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}
