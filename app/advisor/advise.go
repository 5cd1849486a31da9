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
	cat *catalog.Catalog
	// step3 is the recorded 3-year ÷ 1-year reservation ratio (nil: none
	// recorded).
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
	e := engine{cat: c, geos: c.Geographies(), regions: &regionIndex{c: c}}
	rs := c.CommitRatios()
	for i := range rs {
		if r := &rs[i]; r.Of == catalog.RI3Y && r.Per == catalog.RI1Y && r.Series == "" {
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
	x := new(ev)
	x.start(e, a, sz, c.at, day)
	x.vms = c.pick.VMs
	if c.pick.spans { // x.joined(), as evaluate saw it: Spot under Auto depends on it
		x.replicaVMs = c.pick.VMs
	}
	p := c.pick
	p.Cost, p.Alternatives, _ = e.plans(x, c.region, c.u, true)
	if c.reject == nil {
		p.Reasons = e.priceReasons(p.Reasons, *p, a)
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
	rankFits(fits)
	// A fit with under 10% of GPU memory to spare is never first: the first
	// roomy fit moves ahead of it, and when every fit is tight none is
	// recommended (a notice names the closest).
	var tightOnly *candidate
	if len(fits) > 0 && fits[0].pick.tight {
		roomy := 1 // the first fit that is not tight, or len(fits)
		for roomy < len(fits) && fits[roomy].pick.tight {
			roomy++
		}
		if roomy == len(fits) {
			tightOnly = fits[0]
			fits = nil
		} else {
			c := fits[roomy]
			copy(fits[1:roomy+1], fits[:roomy])
			fits[0] = c
		}
	}
	picks := e.choosePicks(fits, a, sz, opt)
	r.Recommendations = picks
	r.Rejected = rejections(cands)
	if tightOnly != nil {
		p := tightOnly.pick
		addNotice(&r.Notices, "tight-only", words.NoticeTightOnly, words.S(p.Size), regionArg(p.Region), words.USDMonth(p.USDPerMonth))
	}
	r.Notices = e.notices(r.Notices, a, cands, picks, allowed, opt.Day)
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
		top := &picks[0]
		r.Sizing.GPUs, r.Sizing.VMs = top.GPUsTotal, top.VMs
		r.Sizing.NeedsInfiniBand = top.VMs > 1 && (a.Is(Coupled) || top.shardedOver > int(top.GPUsTotal)/top.VMs)
		r.Sizing.NeedsNVLink = a.Is(Training) && top.shardedOver > 1
	}
	if !opt.LaterChecklist {
		r.Checklist = checklist(a, sz, picks, allowed, e.cat, opt.Day)
	}
	return r
}

// choosePicks takes the picks from the ranked fits: at most opt.MaxPicks,
// two sizes of a series at most, a size with the same offer as a pick named
// as its equivalent.
func (e *engine) choosePicks(fits []*candidate, a Answers, sz Sizing, opt Options) []Pick {
	var picks []Pick
	var equivalents [][]words.Arg // by pick
	perSeries := map[string]int{}
	for _, c := range fits {
		// A size with the same GPUs at the same price as a pick takes no
		// place of its own: the pick names it as an equivalent, even when
		// it ranks after the last pick.
		if i := sameOfferAs(picks, c.pick); i >= 0 {
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
			addReason(&picks[i], words.M(words.ReasonEquivalent, words.List(names...)))
		}
	}
	return picks
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
		if !hitsRule(top.lower, h.Rule) {
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
	addReason(top, words.M(words.ReasonAboveNext, words.S(next.Size), cost).Plus(why))
}

// addReason adds a reason to a pick: in an array of its own, not in the
// one its reasons share with its candidate's.
func addReason(p *Pick, why words.Text) { p.Reasons = append(slices.Clip(p.Reasons), why) }

// rankFits orders the fits best first (compareRank). No two tie: each is
// a different size.
func rankFits(fits []*candidate) {
	order.Slice(len(fits), func(i, j int) bool { return compareRank(fits[i].pick, fits[j].pick) < 0 },
		func(i, j int) { fits[i], fits[j] = fits[j], fits[i] })
}

// compareRank orders picks best first: one that reaches a tokens/s target
// with the requests given before one sized for more, a copy of a model in
// one VM before one spread over VMs, then by score, then size and region
// names, so that the ranking is deterministic.
func compareRank(a, b *Pick) int {
	if a.moreReqs != b.moreReqs {
		if b.moreReqs {
			return -1
		}
		return 1
	}
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
		return 0 // NaN: neither first
	}
	if c := strings.Compare(a.Size, b.Size); c != 0 {
		return c
	}
	return strings.Compare(a.Region, b.Region)
}

// sameOffer tells whether two picks are near-identical: as many GPUs of
// the same model, in the same region at the same price (to the cent) under
// the same plan, however the VMs pack them (2 × NC24ads A100 v4 or 1 ×
// NC48ads A100 v4 serving two copies).
func sameOffer(a, b *Pick) bool {
	return a.GPUModel == b.GPUModel && math.Abs(a.GPUsTotal-b.GPUsTotal) < 1e-9 && a.Region == b.Region &&
		a.Model == b.Model && math.Abs(a.USDTotal-b.USDTotal) < 0.01
}

// sameOfferAs is the index of the pick with the same offer as p, or -1.
func sameOfferAs(picks []Pick, p *Pick) int {
	for i := range picks {
		if sameOffer(&picks[i], p) {
			return i
		}
	}
	return -1
}

// hitsRule tells whether the hits name a rule.
func hitsRule(hits []RuleHit, rule string) bool {
	for _, h := range hits {
		if h.Rule == rule {
			return true
		}
	}
	return false
}

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
