package advisor_test

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
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
				a.Model, a.ParamsB = "", p
				if i%4 == 1 && task != advisor.Render && task != advisor.HPC && task != advisor.Transcode {
					a.Model = advisor.ModelPresets[i%len(advisor.ModelPresets)].Key
				}
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
			// The model asked for; a commitment may cover the months after
			// its whole terms pay-as-you-go, when that bills less.
			if asked := r.Answers.Price; asked != advisor.Auto && p.Model != asked {
				whole, ok := p.CostOf(asked)
				if p.Model != advisor.Mixed || !ok || whole.USDTotal < p.USDTotal || !strings.Contains(p.Mix.String(), strings.ToLower(advisor.ModelName(asked))+" for ") {
					t.Errorf("%s: price model %s (%s), asked for %s", name, p.Model, p.Mix, asked)
				}
			}
			// Never retired, never without specs.
			if !s.Recommendable(day) {
				t.Errorf("%s: %s is retired or has no specs", name, p.Size)
			}
			if a.BudgetUSD > 0 && p.USDPerMonth > a.BudgetUSD+1e-6 {
				t.Errorf("%s: %s costs %v a month over the %v budget", name, p.Size, p.USDPerMonth, a.BudgetUSD)
			}
			if p.Estimate != (len(p.Assumption) > 0) {
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
		a.BudgetUSD != 0 || a.Price != advisor.Auto || a.OS != advisor.Linux || len(a.Regions) != 0 || !reflect.DeepEqual(a.RegionsNotUnderstood, []string{"mars", "Atlantis"}) || a.Geo != "" {
		t.Errorf("Normalize left bad values: %+v", a)
	}
	if len(notes) < 8 {
		t.Errorf("only %d notices for 10 bad values: %v", len(notes), notes)
	}
	again, more := advisor.Normalize(a, c)
	// Names not understood keep blocking the answer, and keep saying so.
	if !reflect.DeepEqual(again, a) || len(more) != 1 || more[0].Code != "region-not-understood" {
		t.Errorf("Normalize is not idempotent: %+v, %v", again, more)
	}
}

// TestDecisionProperties: what an architect checks on every answer over the
// grid: hardware for the precision, headroom of the first pick, Spot for
// desktops, commitments longer than the project, and how each pick was billed.
func TestDecisionProperties(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	for _, a := range grid() {
		r := ad.Advise(a, advisor.Options{Day: day})
		name := fmt.Sprintf("%s/%gB/%s/%s/%s/%dmo", a.Task, a.ParamsB, a.Price, a.Precision, a.OS, a.Months)
		ml := a.Task != advisor.Render && a.Task != advisor.HPC && a.Task != advisor.Transcode
		for i, p := range r.Recommendations {
			g, _ := c.GPU(p.GPUModel)
			if ml && r.Answers.Precision == advisor.FP8 && g.FP8 == 0 {
				t.Errorf("%s: FP8 weights on %s, which has no FP8", name, p.GPUModel)
			}
			if ml && r.Answers.Precision == advisor.BF16 && g.FP16Only {
				t.Errorf("%s: BF16 on %s, which has FP16 only", name, p.GPUModel)
			}
			if i == 0 {
				for _, why := range p.Reasons {
					if strings.HasPrefix(why.String(), "Tight fit") { // its own, not #2's (ReasonAboveNext)
						t.Errorf("%s: first pick %s is a tight fit: %s", name, p.Size, why)
					}
				}
			}
			spot := p.Model == advisor.Spot || strings.Contains(p.Mix.String(), "Spot")
			if a.Task == advisor.Render && spot && r.Answers.Price != advisor.Spot {
				t.Errorf("%s: desktop pick %s on Spot without being asked", name, p.Size)
			}
			if p.BilledHours <= 0 || len(p.Path) == 0 {
				t.Errorf("%s: %s billed %v hours with decision path %v", name, p.Size, p.BilledHours, p.Path)
			}
			if a.Task == advisor.Pretrain || a.Task == advisor.Train || a.Task == advisor.Finetune || a.Task == advisor.HPC || a.Task == advisor.Transcode {
				if p.FinishesInHours <= 0 || (p.Model == advisor.PAYG && p.BilledHours > float64(p.VMs)*(p.FinishesInHours+0.01)) {
					t.Errorf("%s: work-bound %s finishes in %v h, billed %v VM-hours on %d VMs", name, p.Size, p.FinishesInHours, p.BilledHours, p.VMs)
				}
			}
			for _, x := range append([]advisor.Cost{p.Cost}, p.Alternatives...) {
				if math.IsNaN(x.USDTotal) || math.IsInf(x.USDTotal, 0) || x.USDTotal < 0 {
					t.Errorf("%s: %s %s total %v", name, p.Size, x.Model, x.USDTotal)
				}
			}
		}
		term := map[advisor.PricePref]int{advisor.RI1: 12, advisor.SP1: 12, advisor.RI3: 36, advisor.SP3: 36}[r.Answers.Price]
		if len(r.Recommendations) > 0 && term > r.Answers.Months && !hasCode(r, "term-longer") && !hasCode(r, "commit-over-payg") {
			t.Errorf("%s: a %d-month term forced on a %d-month project without the notice", name, term, r.Answers.Months)
		}
		// A commitment that bills more than pay-as-you-go for the same use
		// says so, whoever chose it (issue 22).
		if len(r.Recommendations) > 0 {
			top := r.Recommendations[0]
			committed := top.Model == advisor.RI1 || top.Model == advisor.RI3 || top.Model == advisor.SP1 || top.Model == advisor.SP3 || top.Model == advisor.Mixed
			for _, alt := range top.Alternatives {
				if alt.Model == advisor.PAYG && committed && top.USDTotal > alt.USDTotal+0.005 && !hasCode(r, "commit-over-payg") {
					t.Errorf("%s: %s bills %.2f against pay-as-you-go's %.2f without the notice", name, top.Model, top.USDTotal, alt.USDTotal)
				}
				if alt.Model == advisor.PAYG && hasCode(r, "commit-over-payg") && top.USDTotal <= alt.USDTotal {
					t.Errorf("%s: the commitment notice on a plan that costs no more than pay-as-you-go", name)
				}
			}
		}
	}
}

// TestWorkNotWindow: for work-bound tasks, doubling the window when the
// deadline does not bind changes the top pick's total by less than 10%.
func TestWorkNotWindow(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	checked := 0
	for _, a := range grid() {
		if a.Task == advisor.Inference || a.Task == advisor.Render || a.BudgetUSD > 0 {
			continue
		}
		a.Price = advisor.Auto
		r := ad.Advise(a, advisor.Options{Day: day})
		if len(r.Recommendations) == 0 {
			continue
		}
		top := r.Recommendations[0]
		window := r.Answers.HoursPerMonth * float64(r.Answers.Months)
		if top.FinishesInHours > window/2 {
			continue // the deadline may bind
		}
		b := a
		if r.Answers.HoursPerMonth*2 <= 744 {
			b.HoursPerMonth = r.Answers.HoursPerMonth * 2
		} else {
			b.Months = r.Answers.Months * 2
		}
		r2 := ad.Advise(b, advisor.Options{Day: day})
		if len(r2.Recommendations) == 0 {
			t.Errorf("%s %gB: no pick with a longer window", a.Task, a.ParamsB)
			continue
		}
		checked++
		if got, was := r2.Recommendations[0].USDTotal, top.USDTotal; math.Abs(got-was) > 0.1*was {
			t.Errorf("%s %gB: total %v with the window doubled, %v before", a.Task, a.ParamsB, got, was)
		}
	}
	if checked < 20 {
		t.Errorf("only %d answers checked", checked)
	}
}

func hasCode(r advisor.Result, code string) bool {
	for _, n := range r.Notices {
		if n.Code == code {
			return true
		}
	}
	return false
}

// TestLaterChecklistIsTheSame: the checklist a page asks for after showing
// the picks (Options.LaterChecklist, then Checklist) is the one Advise
// lists, item for item, over the whole grid.
func TestLaterChecklistIsTheSame(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ad := advisor.New(c)
	items := 0
	for _, a := range grid() {
		want := ad.Advise(a, advisor.Options{Day: day})
		r := ad.Advise(a, advisor.Options{Day: day, LaterChecklist: true})
		if r.Checklist != nil {
			t.Fatalf("%+v: a checklist with LaterChecklist", a)
		}
		r.Checklist = ad.Checklist(r)
		if !reflect.DeepEqual(r, want) {
			t.Fatalf("%s/%gB/%s: the later checklist differs:\n got  %v\n want %v", a.Task, a.ParamsB, a.Price, r.Checklist, want.Checklist)
		}
		items += len(r.Checklist)
	}
	if items == 0 {
		t.Fatal("no checklist items compared")
	}
}

// TestServedCopiesRunOnTensorParallelDegrees: over every model preset and
// unnamed sizes, contexts, batches and precisions, each pick serves its
// copy of the model over a number of GPUs an inference server can shard it
// over (validDegree), never 3, 5, 6 or 7 of a VM's GPUs.
func TestServedCopiesRunOnTensorParallelDegrees(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	models := append([]advisor.ModelPreset{}, advisor.ModelPresets...)
	for _, p := range []float64{20, 70, 180} {
		models = append(models, advisor.ModelPreset{ParamsB: p}) // unnamed: any power of two up to 8
	}
	checked := 0
	for _, m := range models {
		for _, ctx := range []int{4096, 32768} {
			for _, conc := range []int{1, 32} {
				for _, prec := range []advisor.Precision{advisor.BF16, advisor.FP8} {
					a := advisor.Defaults(advisor.Inference)
					a.Model, a.ParamsB, a.Context, a.Concurrency, a.Precision = m.Key, m.ParamsB, ctx, conc, prec
					for _, p := range ad.Advise(a, advisor.Options{Day: day}).Recommendations {
						if p.GPUsTotal >= 1 {
							checked++
							validDegree(t, p, m.Heads, m.KVHeads)
						}
					}
				}
			}
		}
	}
	if checked < 300 {
		t.Errorf("only %d picks checked", checked)
	}
}

// TestRankingProperties: the ranking rules of issue 22 over the grid. No top
// five holds two sizes with the same GPUs at the same price in one region
// and price model; a served model spread over VMs never ranks above a size
// holding it in one VM; transcoding never ranks a training node; a single VM
// without InfiniBand gets no InfiniBand step; pre-training under 3 B
// parameters points to train.
func TestRankingProperties(t *testing.T) {
	c, _ := catalog.Load()
	ad := advisor.New(c)
	spreads := 0
	for _, a := range grid() {
		r := ad.Advise(a, advisor.Options{Day: day})
		name := fmt.Sprintf("%s/%gB/%s/%s/%s", a.Task, a.ParamsB, a.Price, a.Precision, a.Stack)
		spread := ""
		for i, p := range r.Recommendations {
			for _, q := range r.Recommendations[i+1:] {
				if sameOffer(p, q) {
					t.Errorf("%s: %s and %s are the same GPUs at the same price", name, p.Size, q.Size)
				}
			}
			if a.Task == advisor.Inference {
				holds := !slices.ContainsFunc(p.Path, func(h advisor.RuleHit) bool { return h.Rule == "one-vm-per-copy" })
				if !holds && spread == "" {
					spread = p.Size
					spreads++
				}
				if holds && spread != "" {
					t.Errorf("%s: %s holds the model in one VM but ranks after %s", name, p.Size, spread)
				}
			}
			if g, _ := c.GPU(p.GPUModel); a.Task == advisor.Transcode && (strings.HasPrefix(p.Series, "ND") || g.Architecture == "Volta") {
				t.Errorf("%s: transcoding on the training node %s", name, p.Size)
			}
		}
		if len(r.Recommendations) > 0 {
			if top := r.Recommendations[0]; top.VMs == 1 && !top.InfiniBand {
				t.Run(name, func(t *testing.T) { noInfiniBandSteps(t, r) })
			}
		}
		if a.Task == advisor.Pretrain && r.Answers.ParamsB < 3 && !hasCode(r, "pretrain-small") {
			t.Errorf("%s: a %g B pre-training without the pointer to train", name, r.Answers.ParamsB)
		}
	}
	if spreads == 0 {
		t.Error("no served model spread over VMs in the grid: the ordering was not tested")
	}
}
