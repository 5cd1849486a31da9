package advisor

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
	"github.com/azure-gpu-advisor/advisor/catalog/order"
)

// Result is everything the advisor answers.
type Result struct {
	// CatalogDate is the date of the newest price in the catalog used.
	CatalogDate string `json:"catalog_date"`
	// Day is the day the answer is for (lifecycle checks), YYYY-MM-DD.
	Day string `json:"day"`
	// Answers are the answers as understood, defaults filled.
	Answers Answers `json:"answers"`
	// Sizing is what the workload needs, with the top pick's GPU and VM counts.
	Sizing SizingResult `json:"sizing"`
	// Recommendations are the ranked picks, best first.
	Recommendations []Pick `json:"recommendations"`
	// Rejected lists notable series that were not picked, with why.
	Rejected []Rejection `json:"rejected"`
	// Checklist is the tailored pre-deployment checklist, in order.
	Checklist []Item `json:"checklist"`
	// Notices are sentences the person should read first.
	Notices []Notice `json:"notices"`
}

// SizingResult is the sizing plus what the top pick makes of it.
type SizingResult struct {
	Sizing
	// GPUs is the number of GPUs of the top pick (all VMs).
	GPUs float64 `json:"gpus"`
	// VMs is the number of VMs of the top pick.
	VMs int `json:"vms"`
	// NeedsInfiniBand is true when the work spans VMs and so needs InfiniBand.
	NeedsInfiniBand bool `json:"needs_infiniband"`
	// NeedsNVLink is true when model states are sharded over several GPUs for training.
	NeedsNVLink bool `json:"needs_nvlink"`
}

// Hardware is what one VM of a size is, as a pick and a comparison show it.
type Hardware struct {
	// Size is the ARM size name.
	Size string `json:"size"`
	// Series is the series name.
	Series string `json:"series"`
	// GPUModel is the GPU model name.
	GPUModel string `json:"gpu_model"`
	// Vendor is NVIDIA or AMD.
	Vendor catalog.Vendor `json:"vendor"`
	// GPUsPerVM is the GPU count of one VM, possibly a fraction ("1/6").
	GPUsPerVM string `json:"gpus_per_vm"`
	// GPUMemoryGB is the GPU memory of one VM, GB.
	GPUMemoryGB float64 `json:"gpu_memory_gb"`
	// VCPUs and MemoryGiB are one VM's CPUs and RAM.
	VCPUs     int     `json:"vcpus"`
	MemoryGiB float64 `json:"memory_gib"`
	// NVMeGiB and TempDiskGiB are one VM's local storage, GiB.
	NVMeGiB     int `json:"nvme_gib,omitempty"`
	TempDiskGiB int `json:"temp_disk_gib,omitempty"`
	// NetworkMbps is one VM's front-end network bandwidth, Mbps.
	NetworkMbps int `json:"network_mbps,omitempty"`
	// InfiniBand, InfiniBandGbps and NVLink describe the interconnects.
	InfiniBand     bool `json:"infiniband"`
	InfiniBandGbps int  `json:"infiniband_gbps,omitempty"`
	NVLink         bool `json:"nvlink"`
	// Lifecycle is ga, preview or retiring.
	Lifecycle catalog.Lifecycle `json:"lifecycle"`
}

// hardwareOf is a size's hardware as the catalog gives it.
func hardwareOf(s catalog.Size) Hardware {
	return Hardware{Size: s.Name, Series: s.Series, GPUModel: s.GPUModel, Vendor: s.Vendor, GPUsPerVM: s.GPUs.String(),
		GPUMemoryGB: s.GPUMemoryGB, VCPUs: s.VCPUs, MemoryGiB: s.MemoryGiB, NVMeGiB: s.NVMeGiB, TempDiskGiB: s.TempDiskGiB,
		NetworkMbps: s.NetworkMbps, InfiniBand: s.InfiniBand, InfiniBandGbps: s.InfiniBandGbps, NVLink: s.NVLink, Lifecycle: s.Lifecycle}
}

// Pick is one recommended size in one region with its plan and costs.
type Pick struct {
	// Rank is 1 for the best pick.
	Rank int `json:"rank"`
	// Hardware is what one VM of the size is.
	Hardware
	// Region and RegionName say where.
	Region     string `json:"region"`
	RegionName string `json:"region_name"`
	// Regions is how many allowed regions offer the size.
	Regions int `json:"regions_offered"`
	// VMs is the number of VMs the plan needs.
	VMs int `json:"vms"`
	// GPUsTotal is the GPUs across all VMs.
	GPUsTotal float64 `json:"gpus_total"`
	// Cost is the chosen plan's cost (its price model and figures).
	Cost
	// Alternatives are the costs under every other price model that applies.
	Alternatives []Cost `json:"alternatives"`
	// Unit are unit costs for comparing unlike sizes.
	Unit UnitCosts `json:"unit_costs"`
	// FinishesInHours is how long the work takes on this plan, wall-clock
	// hours of running VMs (work-bound tasks); 0 for time-bound tasks.
	FinishesInHours float64 `json:"finishes_in_hours,omitempty"`
	// Throughput is the throughput figure the plan was sized and billed by.
	Throughput Throughput `json:"throughput"`
	// Path lists the rules of the decision tree that decided this pick, in order.
	Path []RuleHit `json:"decision_path"`
	// Reasons say why this pick, in plain sentences.
	Reasons []words.Text `json:"reasons"`
	score   float64
	// tight is true with under 10% of GPU memory to spare: never ranked first.
	tight bool
	// spans is true when one copy of a served model spans VMs: it ranks
	// after every pick that holds a copy in one VM (rule one-vm-per-copy).
	spans bool
	// shardedOver is how many GPUs the memory alone needs (model states sharded).
	shardedOver int
	// lower are the rank rules that weighed this pick down (a factor above
	// 1, or spanning VMs): what a pick ranked above it at a higher cost
	// says it avoids.
	lower []RuleHit
	// use is the larger share of the plan's GPU memory and throughput the
	// workload uses, for time-bound plans (serving, desktops); 0 otherwise.
	use float64
}

// Throughput is what one VM of a pick delivers for the task, and the basis.
type Throughput struct {
	// PerVM is one VM's throughput in Unit.
	PerVM float64 `json:"per_vm"`
	// Unit is "tokens/s", "TFLOPS", "TB/s", "streams" or "seats".
	Unit string `json:"unit"`
	// Basis says how the figure was estimated, in a sentence.
	Basis words.Text `json:"basis"`
}

// RuleHit is one rule of the decision tree that applied to a pick.
type RuleHit struct {
	// Rule is the rule's name, e.g. "fp8-needs-hardware".
	Rule string `json:"rule"`
	// Stage is the rule's step of the decision tree.
	Stage Stage `json:"stage"`
	// Effect says what the rule did, in a sentence.
	Effect words.Text `json:"effect"`
}

// UnitCosts compare sizes by what an hour buys, US dollars.
type UnitCosts struct {
	// PerGPUHour is the price of one GPU-hour (a whole GPU).
	PerGPUHour float64 `json:"per_gpu_hour"`
	// PerGBHour is the price of one GB of GPU memory for an hour.
	PerGBHour float64 `json:"per_gb_hour"`
	// PerTFLOPHour is the price of one dense TFLOPS for an hour (BF16, or FP64
	// for HPC); 0 when the vendor publishes no figure.
	PerTFLOPHour float64 `json:"per_tflop_hour,omitempty"`
}

// Rejection says why a series was not picked.
type Rejection struct {
	// Size is the series' largest size that was considered.
	Size string `json:"size"`
	// Series is the series name.
	Series string `json:"series"`
	// Why is the reason, in a sentence.
	Why words.Text `json:"why"`
	// Rule names the rule of the decision tree that rejected it.
	Rule string `json:"rule"`
}

// Options tune a run.
type Options struct {
	// Day is today, YYYY-MM-DD: sizes retired by then are never picked.
	Day string
	// MaxPicks is the number of recommendations (default 5).
	MaxPicks int
	// LaterChecklist leaves Result.Checklist empty, for Checklist to fill:
	// a page shows the picks first, and the checklist's code need not run
	// (nor be compiled, in a browser) before they are on screen.
	LaterChecklist bool
	// alternative marks a run that prices one changed answer for the
	// over-provisioning notice or the ways forward: it looks no further.
	alternative bool
}

type engine struct {
	cat  *catalog.Catalog
	spot map[string]spotObs
	// sp are the recorded 1-year savings-plan ratios by series ("": all
	// series); step3 is the recorded 3-year ÷ 1-year reservation ratio
	// (nil: none recorded).
	sp    map[string]*catalog.CommitRatio
	step3 *catalog.CommitRatio
	// geos are the catalog's geographies, grouped once: every answer needs them.
	geos []catalog.Geography
	// regions reads region names, groups and countries: every answer needs it.
	regions *regionIndex
}

// Advisor answers questions against one catalog. It is safe for concurrent use.
type Advisor struct{ e engine }

// New makes an advisor for a catalog.
func New(c *catalog.Catalog) *Advisor {
	e := engine{cat: c, spot: spotRatios(c), sp: map[string]*catalog.CommitRatio{}, geos: c.Geographies(), regions: newRegionIndex(c)}
	rs := c.CommitRatios()
	for i := range rs {
		switch r := &rs[i]; {
		case r.Of == catalog.SP1Y && r.Per == catalog.PAYGLinux:
			e.sp[r.Series] = r
		case r.Of == catalog.RI3Y && r.Per == catalog.RI1Y && r.Series == "":
			e.step3 = r
		}
	}
	return &Advisor{e}
}

// candidate is one size's best plan, or why it has none.
type candidate struct {
	size *catalog.Size
	// pick is the size's plan: every fit has one, and so has a size over
	// the monthly budget (the notices name the cheapest).
	pick   *Pick
	reject words.Text
	// rule names the rule that rejected it.
	rule string
	// stage orders rejections: the further a size got, the more telling its reason.
	stage int
	// at, region and u are what describing the pick's plan needs, with
	// the answers: its words (sources, assumptions, mixes and the
	// alternatives') are written only for the picks shown (describe).
	at, region int
	u          usage
	described  bool
}

// describe words a candidate's plan: its chosen cost and alternatives with
// their sources and assumptions and, for a fit, the reasons the price gives.
// Ranking needs the figures alone, which evaluate computed the same way.
func (e *engine) describe(c *candidate, a Answers, sz Sizing, day string) {
	if c.pick == nil || c.described {
		return
	}
	c.described = true
	g, _ := e.cat.GPU(c.size.GPUModel)
	x := &ev{e: e, a: a, sz: sz, s: *c.size, size: c.at, g: g, day: day, vms: c.pick.VMs}
	x.observed()
	p := c.pick
	p.Cost, p.Alternatives, _ = e.plans(x, c.region, c.u, true)
	if c.reject == nil {
		p.Reasons = append(p.Reasons, e.priceReasons(*p, a)...)
	}
}

// Advise answers. It never fails: bad answers are normalised with notices.
func (ad *Advisor) Advise(raw Answers, opt Options) Result {
	e := &ad.e
	a, notices := normalize(raw, e.cat, e.regions, e.geos)
	if opt.MaxPicks <= 0 {
		opt.MaxPicks = 5
	}
	r := Result{CatalogDate: e.cat.Generated, Day: opt.Day, Answers: a, Notices: notices}
	if a.ModelNotUnderstood != "" {
		// Nothing is sized for a model not understood (never as 0 B), and
		// nothing is recommended: its notice says what to fix.
		if !opt.LaterChecklist {
			r.Checklist = checklist(a, Sizing{}, nil, nil, e.cat, opt.Day)
		}
		return r
	}
	sz := Size(a)
	r.Sizing.Sizing = sz

	allowed := e.allowedRegions(a)
	at := e.places(allowed)
	// One size is evaluated at a time, in one scratch ev: what a pick keeps
	// of it (reasons, path) is its own.
	cands := make([]candidate, len(e.cat.Sizes))
	var fits []*candidate
	x := new(ev)
	for i := range e.cat.Sizes {
		cands[i] = e.evaluate(x, i, a, sz, at, opt.Day)
		if cands[i].reject == nil {
			fits = append(fits, &cands[i])
		}
	}
	order.Stable(len(fits), func(i, j int) bool { return compareRank(fits[i].pick, fits[j].pick) < 0 },
		func(i, j int) { fits[i], fits[j] = fits[j], fits[i] })
	// A fit with under 10% of GPU memory to spare is never first: the first
	// roomy fit moves ahead of it, and when every fit is tight none is
	// recommended (a notice names the closest).
	var tightOnly *candidate
	if len(fits) > 0 && fits[0].pick.tight {
		roomy := slices.IndexFunc(fits, func(c *candidate) bool { return !c.pick.tight })
		if roomy < 0 {
			tightOnly = fits[0]
			fits = nil
		} else {
			c := fits[roomy]
			copy(fits[1:roomy+1], fits[:roomy])
			fits[0] = c
		}
	}
	var picks []Pick
	var equivalents [][]words.Arg // by pick
	perSeries := map[string]int{}
	for _, c := range fits {
		// A size with the same GPUs at the same price as a pick takes no
		// place of its own: the pick names it as an equivalent, even when
		// it ranks after the last pick.
		if i := slices.IndexFunc(picks, func(p Pick) bool { return sameOffer(&p, c.pick) }); i >= 0 {
			if equivalents == nil {
				equivalents = make([][]words.Arg, opt.MaxPicks)
			}
			equivalents[i] = append(equivalents[i], words.S(c.pick.Size))
			continue
		}
		if len(picks) == opt.MaxPicks {
			continue
		}
		// At most two sizes of one series, so the picks show real alternatives.
		if perSeries[c.pick.Series] == 2 {
			continue
		}
		perSeries[c.pick.Series]++
		e.describe(c, a, sz, opt.Day)
		if picks == nil {
			picks = make([]Pick, 0, opt.MaxPicks)
		}
		picks = append(picks, *c.pick)
		picks[len(picks)-1].Rank = len(picks)
	}
	if len(picks) > 1 {
		aboveNext(&picks[0], &picks[1])
	}
	for i, names := range equivalents {
		if len(names) > 0 {
			picks[i].Reasons = append(slices.Clip(picks[i].Reasons), words.M(words.ReasonEquivalent, words.List(names...)))
		}
	}
	r.Recommendations = picks
	r.Rejected = rejections(cands, picks)
	if tightOnly != nil {
		p := tightOnly.pick
		r.Notices = append(r.Notices, Notice{Code: "tight-only", Text: words.M(words.NoticeTightOnly, words.S(p.Size), words.Region(p.Region, p.Region), words.USDMonth(p.USDPerMonth))})
	}
	r.Notices = append(r.Notices, e.notices(a, cands, picks, allowed, opt.Day)...)
	// A name to fix (a region typo, mainland China) blocks the answer: the
	// way forward is the fix its notice names, not other answers.
	if len(picks) == 0 && !opt.alternative && len(a.RegionsNotUnderstood) == 0 && len(a.AzureChina) == 0 {
		r.Notices = append(r.Notices, ad.waysForward(a, opt))
	}
	if len(picks) > 0 && !opt.alternative {
		if n, ok := ad.overProvisioned(a, sz, cands, picks[0], opt); ok {
			r.Notices = append(r.Notices, n)
		}
	}
	if len(picks) > 0 {
		top := picks[0]
		r.Sizing.GPUs, r.Sizing.VMs = top.GPUsTotal, top.VMs
		r.Sizing.NeedsInfiniBand = top.VMs > 1 && (coupledTask(a.Task) || top.shardedOver > int(top.GPUsTotal)/top.VMs)
		r.Sizing.NeedsNVLink = isTraining(a.Task) && top.shardedOver > 1
	}
	if !opt.LaterChecklist {
		r.Checklist = checklist(a, sz, picks, allowed, e.cat, opt.Day)
	}
	return r
}

// Checklist is the pre-deployment checklist of a result that Advise gave
// with Options.LaterChecklist: the items Advise would have listed.
func (ad *Advisor) Checklist(r Result) []Item {
	e := &ad.e
	return checklist(r.Answers, r.Sizing.Sizing, r.Recommendations, e.allowedRegions(r.Answers), e.cat, r.Day)
}

// aboveNext gives the top pick, when it costs more than the second, the
// reason it ranks first anyway: the rank rules that weighed the second
// down and not the first.
func aboveNext(top, next *Pick) {
	if top.USDTotal <= next.USDTotal {
		return
	}
	var why words.Text
	for _, h := range next.lower {
		if !slices.ContainsFunc(top.lower, func(t RuleHit) bool { return t.Rule == h.Rule }) {
			why = why.Plus(h.Effect)
		}
	}
	if len(why) == 0 {
		return
	}
	cost := words.USDMonth(next.USDPerMonth)
	if next.WorkBilled() {
		cost = words.USD(next.USDTotal)
	}
	top.Reasons = append(slices.Clip(top.Reasons), words.M(words.ReasonAboveNext, words.S(next.Size), cost).Plus(why))
}

// compareRank orders picks best first: a copy of a model in one VM before
// one spread over VMs, then by score, then size and region names, so that
// the ranking is deterministic.
func compareRank(a, b *Pick) int {
	if a.spans != b.spans {
		if b.spans {
			return -1
		}
		return 1
	}
	if a.score != b.score {
		switch {
		case a.score < b.score:
			return -1
		case a.score > b.score:
			return 1
		}
		return 0 // NaN: neither first, as sort.SliceStable had it
	}
	if c := strings.Compare(a.Size, b.Size); c != 0 {
		return c
	}
	return strings.Compare(a.Region, b.Region)
}

// sameOffer tells whether two picks are near-identical: the same GPU model
// and count, in the same region at the same price under the same plan.
func sameOffer(a, b *Pick) bool {
	return a.GPUModel == b.GPUModel && a.GPUsPerVM == b.GPUsPerVM && a.Region == b.Region &&
		a.Model == b.Model && a.USDPerVMHour == b.USDPerVMHour && a.USDTotal == b.USDTotal
}

// isTraining: the tasks that train or fine-tune a model.
func isTraining(t Task) bool { return t == Pretrain || t == Train || t == Finetune }

// allowedRegions are the regions the answers allow, sorted.
func (e *engine) allowedRegions(a Answers) []string {
	if len(a.Regions) > 0 {
		return a.Regions
	}
	if len(a.RegionsNotUnderstood) > 0 || len(a.AzureChina) > 0 || a.ModelNotUnderstood != "" {
		return nil // residency fails closed; an unknown model is sized nowhere
	}
	var out []string
	for _, g := range e.geos {
		if a.Geo != "" && g.Name != a.Geo {
			continue
		}
		for _, r := range g.Regions {
			out = append(out, r.Name)
		}
	}
	sort.Strings(out)
	return out
}

// plans costs every price model that applies to a size in a region for the
// plan's usage, with the mixed and term-then-pay-as-you-go plans under Auto,
// and chooses one; costs are the others. ok is false when the size is not
// offered there or not under the preferred model. describe adds the sources
// and assumptions, which only the chosen region needs.
func (e *engine) plans(x *ev, region int, u usage, describe bool) (chosen Cost, costs []Cost, ok bool) {
	a := &x.a
	payg, ok := e.hourly(x, region, PAYG, describe)
	if !ok {
		return Cost{}, nil, false
	}
	// Comparing regions reuses the candidate's buffers; the chosen region's
	// costs are returned, so they get their own.
	costs, commits := x.costs[:0], x.commits[:0]
	if describe {
		// payg, Spot, four commitments, and two plans built on each
		costs, commits = make([]Cost, 0, 14), make([]Cost, 0, 4)
	}
	costs = append(costs, flexCost(payg, u))
	flex := payg
	for _, m := range []PricePref{Spot, RI1, RI3, SP1, SP3} {
		if m == Spot && !a.Interruptible && a.Price != Spot {
			continue
		}
		if termMonths(m) > 0 && legacy(x.g) {
			continue // never commit to a legacy generation
		}
		cost, ok := e.hourly(x, region, m, describe)
		if !ok {
			continue
		}
		if m == Spot {
			costs = append(costs, flexCost(cost, u))
			if spotAuto(x) {
				flex = cost
			}
			continue
		}
		costs = append(costs, commitCost(cost, u))
		commits = append(commits, cost)
	}
	if a.Price == Auto {
		for _, c := range commits {
			if m, ok := termThenFlex(c, payg, u, describe); ok {
				costs = append(costs, m)
			}
			if m, ok := mixed(c, flex, u, describe); ok {
				costs = append(costs, m)
			}
		}
	}
	chosen, ok = choose(costs, x)
	if !describe {
		x.costs, x.commits = costs, commits
		return chosen, nil, ok // comparing regions needs the chosen figures only
	}
	return chosen, others(costs, chosen), ok
}

// spotAuto tells whether Auto may choose Spot: interruptible work that is not
// an interactive desktop and not one job synchronised across VMs (training
// or MPI: one eviction stalls every rank).
func spotAuto(x *ev) bool {
	return x.a.Interruptible && !desktops(x.a) && !(coupledTask(x.a.Task) && x.vms > 1)
}

// choose picks the price model: the preference when one is given, else the
// cheapest whole-project cost among the plans Auto may choose.
func choose(costs []Cost, x *ev) (Cost, bool) {
	if x.a.Price != Auto {
		for _, c := range costs {
			if c.Model == x.a.Price {
				return c, true
			}
		}
		return Cost{}, false
	}
	var best *Cost
	for i, c := range costs {
		if usesSpot(c) && !spotAuto(x) {
			continue
		}
		if best == nil || c.USDTotal < best.USDTotal {
			best = &costs[i]
		}
	}
	return *best, true
}

// usesSpot tells whether a plan runs VMs on Spot.
func usesSpot(c Cost) bool {
	return c.Model == Spot || c.spot
}

// others are the costs but the chosen one, in their order; costs is
// reused.
func others(costs []Cost, chosen Cost) []Cost {
	var out []Cost
	if len(costs) > 1 {
		out = costs[:0]
	}
	for _, c := range costs {
		if c.Model != chosen.Model || c.Mix.String() != chosen.Mix.String() {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func unitCosts(p Pick, s catalog.Size, g catalog.GPU, a Answers) UnitCosts {
	u := UnitCosts{PerGPUHour: p.USDPerVMHour / s.GPUs.Float(), PerGBHour: p.USDPerVMHour / s.GPUMemoryGB}
	tf := g.BF16
	if a.Task == HPC {
		tf, _ = hpcRate(g, a.HPCBound)
		if a.HPCBound == "bandwidth" {
			tf = 0
		}
	}
	if tf > 0 {
		u.PerTFLOPHour = p.USDPerVMHour / (tf * s.GPUs.Float())
	}
	u.PerGPUHour, u.PerGBHour, u.PerTFLOPHour = round4(u.PerGPUHour), round4(u.PerGBHour), round4(u.PerTFLOPHour)
	return u
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

func (e *engine) priceReasons(p Pick, a Answers) []words.Text {
	var out []words.Text
	out = append(out, words.M(words.ReasonPrice, modelWord(p.Model), words.USDFixed(p.USDPerVMHour, 2), words.Region(p.Region, p.RegionName), words.I(p.Regions)))
	if len(p.Mix) > 0 {
		out = append(out, words.M(words.ReasonMix, words.WT(p.Mix)))
	}
	if a.Price == Auto && len(p.Alternatives) > 0 {
		payg := p.Cost
		for _, c := range p.Alternatives {
			if c.Model == PAYG {
				payg = c
			}
		}
		if payg.Model == PAYG && p.Model != PAYG && payg.USDTotal > p.USDTotal {
			if p.Estimate {
				out = append(out, words.M(words.ReasonSavesEstimate, modelWord(p.Model), words.USD(payg.USDTotal-p.USDTotal), words.WT(p.Assumption)))
			} else {
				out = append(out, words.M(words.ReasonSaves, modelWord(p.Model), words.USD(payg.USDTotal-p.USDTotal)))
			}
		}
	}
	if c := p.commitment(); c == SP1 || c == SP3 {
		out = append(out, words.M(words.ReasonSPTerms, words.USDFixed(p.committedPerHour(), 2)))
	}
	if p.Unit.PerTFLOPHour > 0 {
		out = append(out, words.M(words.ReasonUnit, words.USDFixed(p.Unit.PerGPUHour, 2), words.USDFixed(p.Unit.PerTFLOPHour, 4)))
	}
	return out
}

// modelWords are the price models as words inside a sentence.
var modelWords = []words.Named{{Key: string(PAYG), ID: words.ModelPAYG}, {Key: string(Spot), ID: words.ModelSpot}, {Key: string(RI1), ID: words.ModelRI1},
	{Key: string(RI3), ID: words.ModelRI3}, {Key: string(SP1), ID: words.ModelSP1}, {Key: string(SP3), ID: words.ModelSP3}, {Key: string(Auto), ID: words.ModelAuto},
	{Key: string(Mixed), ID: words.ModelMixed}}

// modelWord is a price model as a word inside a sentence.
func modelWord(m PricePref) words.Arg {
	if id, ok := words.Find(modelWords, m); ok {
		return words.W(id)
	}
	return words.S(string(m))
}

// ModelName is a price model as a label in English, e.g. "1-year
// reservation": the sentences' word, capitalised.
func ModelName(m PricePref) string {
	id, ok := words.Find(modelWords, m)
	if !ok {
		return ""
	}
	s := []byte(words.T(words.En, id))
	if c := s[0]; c >= 'a' && c <= 'z' { // the words start in ASCII; no strings.ToUpper in the wasm
		s[0] = c - 'a' + 'A'
	}
	return string(s)
}

// modelLabels are the price models as the page labels them (a table cell,
// not a word inside a sentence).
var modelLabels = []words.Named{
	{Key: string(PAYG), ID: words.PricePAYG}, {Key: string(Spot), ID: words.PriceSpot}, {Key: string(RI1), ID: words.PriceRI1}, {Key: string(RI3), ID: words.PriceRI3},
	{Key: string(SP1), ID: words.PriceSP1}, {Key: string(SP3), ID: words.PriceSP3}, {Key: string(Auto), ID: words.PriceAuto}, {Key: string(Mixed), ID: words.PriceMixed},
}

// PriceLabel is the message that labels a price model on the page (a
// button, a table cell); ok is false for a model with no label.
func PriceLabel(m PricePref) (id words.ID, ok bool) {
	id, ok = words.Find(modelLabels, m)
	return id, ok
}

// rejections lists, per series without a pick, the reason of the size that
// got furthest (the largest one on a tie), near misses first.
func rejections(cands []candidate, picks []Pick) []Rejection {
	// About two dozen series: sized once, not grown.
	picked := make(map[string]bool, 32)
	for _, p := range picks {
		picked[p.Series] = true
	}
	best := make(map[string]*candidate, 32)
	for i := range cands {
		c := &cands[i]
		if c.reject == nil {
			picked[c.size.Series] = true // fits, just not among the top picks
			continue
		}
		b, ok := best[c.size.Series]
		if !ok {
			best[c.size.Series] = c
			continue
		}
		if c.stage > b.stage || (c.stage == b.stage && closer(c, b)) {
			best[c.size.Series] = c
		}
	}
	kept := make([]*candidate, 0, len(best))
	for series, c := range best {
		if !picked[series] {
			kept = append(kept, c)
		}
	}
	// The notable first: a series that failed late (budget, region, memory)
	// was a near miss; one without specs or retired long ago matters least.
	order.Slice(len(kept), func(i, j int) bool {
		if kept[i].stage != kept[j].stage {
			return kept[i].stage > kept[j].stage
		}
		return kept[i].size.Series < kept[j].size.Series
	}, func(i, j int) { kept[i], kept[j] = kept[j], kept[i] })
	out := make([]Rejection, len(kept))
	for i, c := range kept {
		out[i] = Rejection{Size: c.size.Name, Series: c.size.Series, Why: c.reject, Rule: c.rule}
	}
	return out
}

// closer tells whether c came closer than b, rejected at the same stage,
// to being picked: over budget, the cheaper; otherwise the one with more GPU
// memory.
func closer(c, b *candidate) bool {
	if c.stage == orderBudget {
		return c.pick.USDPerMonth < b.pick.USDPerMonth
	}
	return c.size.GPUMemoryGB > b.size.GPUMemoryGB
}
