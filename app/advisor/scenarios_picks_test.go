package advisor_test

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// pickScenarios hold how picks are priced, ordered and explained: commitments,
// capacity, Azure China, and the ways forward when nothing fits.
var pickScenarios = []struct {
	name  string
	check func(t *testing.T, r advisor.Result)
}{
	// The hours a job takes read as they are billed: 22.02 hours of
	// fine-tuning "take 22 h", never 23 (rounded, at least 1).
	{"work-hours-as-billed", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.FinishesInHours <= 0 {
				t.Fatalf("%s has no work hours: the scenario tests nothing", p.Size)
			}
			want := "The work takes " + strconv.Itoa(int(max(1, math.Round(p.FinishesInHours)))) + " h"
			said := false
			for _, s := range p.Reasons {
				said = said || strings.HasPrefix(s.String(), want)
			}
			if !said {
				t.Errorf("%s: the work takes %v h, and no reason says %q: %v", p.Size, p.FinishesInHours, want, p.Reasons)
			}
		}
	}},
	// A 1-year reservation forced on 100 hours a month bills more than
	// pay-as-you-go: the notice gives both totals and the break-even, 730 ×
	// the reservation's share of pay-as-you-go (0.6: 438 h) (issue 22).
	{"commit-forced-low-use", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		payg := altOf(t, top, advisor.PAYG)
		if top.USDTotal <= payg.USDTotal {
			t.Fatalf("reservation %v not above pay-as-you-go %v: the scenario tests nothing", top.USDTotal, payg.USDTotal)
		}
		if !noticeSays(r, "pays off only from about 438 hours a month") || !noticeSays(r, words.Dollars(payg.USDTotal)) {
			t.Errorf("no commitment notice with pay-as-you-go's %v and the 438 h break-even: %v", payg.USDTotal, r.Notices)
		}
	}},
	// A reservation covers compute only: a Windows VM's licence is billed
	// for the hours it runs at the pay-as-you-go licence rate ($0.046 a
	// vCPU-hour), not for every hour of the term. At 100 h a month the total
	// is the Linux reservation's plus the licence for 1,200 hours.
	{"windows-reservation-licence-for-hours-run", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		linux := samePick(t, advise(t, "v=1&task=inference&model=llama-3.1-8b&price=ri1&hours=100&months=12&region=eastus"), top)
		want := linux.USDTotal + 0.046*float64(top.VCPUs)*100*12
		if top.Model != advisor.RI1 || math.Abs(top.USDTotal-want) > 0.01 {
			t.Errorf("%s on %s: $%v over the project; compute $%v + licence for 1,200 h = $%v", top.Size, top.Model, top.USDTotal, linux.USDTotal, want)
		}
		// The licence is paid on both sides: the break-even is the
		// compute's, 730 × 0.6 = 438 h, as on Linux.
		if !noticeSays(r, "pays off only from about 438 hours a month") {
			t.Errorf("the break-even counts the licence: %v", r.Notices)
		}
		// So does the page's break-even chart (app/ui breakEven): the
		// reservation's compute every hour, its licence for the hours run.
		rates := advisor.Rates(top)
		for _, rt := range rates[1:] {
			if h, ok := advisor.BreakEvenHours(rt.USDPerHour-rt.Licence, rates[0].USDPerHour-rt.Licence); rt.Model == advisor.RI1 && (!ok || math.Round(h) != 438) {
				t.Errorf("the chart's 1-year break-even is %v h (%v), want 438", h, ok)
			}
		}
	}},
	// A savings plan commits dollars an hour of compute: on Windows the
	// commitment is the Linux one, the licence billed beside it for the
	// hours run. A 13-month service commits its baseline for a year, then
	// pays as it goes, and says so rather than "around the clock" on the plan.
	{"windows-savings-plan-baseline-13-months", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		linux := samePick(t, advise(t, "v=1&task=inference&model=llama-3.1-8b&tps=2500&base=2&hours=200&months=13&region=eastus&price=sp1"), top)
		hourly := regexp.MustCompile(`savings plan of (\$[0-9.,]+) an hour`)
		w, l := hourly.FindString(top.Mix.String()), hourly.FindString(linux.Mix.String())
		if top.Model != advisor.Mixed || w == "" || w != l {
			t.Errorf("Windows %s %q, Linux %q: the savings plan commits more than compute", top.Model, top.Mix, linux.Mix)
		}
		if n := strings.Count(top.Assumption.String(), "Windows licence estimated"); n != 1 {
			t.Errorf("the licence is assumed %d times: %s", n, top.Assumption)
		}
		if !strings.Contains(top.Mix.String(), "for 12 months, then pay-as-you-go for the last 1 month") {
			t.Errorf("the baseline's term then pay-as-you-go is not said: %s", top.Mix)
		}
	}},
	// A budget that only an estimated reservation meets says so, with the
	// assumed discount and the pay-as-you-go month (issue 22).
	{"budget-met-by-estimated-reservation", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		payg := altOf(t, top, advisor.PAYG)
		if !top.Estimate || payg.USDPerMonth <= r.Answers.BudgetUSD || top.USDPerMonth > r.Answers.BudgetUSD {
			t.Fatalf("top %s %v/month (estimate %v), pay-as-you-go %v: not a budget met by an estimate", top.Model, top.USDPerMonth, top.Estimate, payg.USDPerMonth)
		}
		if !noticeSays(r, "only at the 1-year reservation price, an estimated 40% off") || !noticeSays(r, words.Dollars(payg.USDPerMonth)) {
			t.Errorf("no notice that the budget holds only through the estimate: %v", r.Notices)
		}
		for _, why := range top.Reasons {
			if strings.Contains(why.String(), "saves") && !strings.Contains(why.String(), "an estimated") {
				t.Errorf("an estimated saving not said to be one: %s", why)
			}
		}
	}},
	// A savings plan no source prices is estimated from the catalog's
	// recorded 1-year savings-plan prices, not a flat 30% off, and is
	// described as an hourly commitment across sizes and regions (issue 22).
	{"savings-plan-recorded-ratio", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		payg := altOf(t, top, advisor.PAYG)
		c, _ := catalog.Load()
		want := -1.0
		for _, cr := range c.CommitRatios() {
			if cr.Of == catalog.SP1Y && (cr.Series == top.Series || (cr.Series == "" && want < 0)) {
				want = cr.Ratio
			}
		}
		if got := top.USDPerVMHour / payg.USDPerVMHour; math.Abs(got-want) > 1e-9 || math.Abs(got-0.70) < 0.01 {
			t.Errorf("savings plan at %.4f of pay-as-you-go, want the recorded %.4f", got, want)
		}
		terms := false
		for _, why := range top.Reasons {
			terms = terms || strings.Contains(why.String(), "across VM sizes and regions")
		}
		for _, it := range r.Checklist {
			if it.ID == "commitment" && (strings.Contains(it.Text.String(), " for "+top.Size) || !strings.Contains(it.Text.String(), "cannot be cancelled, exchanged or refunded")) {
				t.Errorf("savings-plan checklist item %q", it.Text)
			}
		}
		if !terms {
			t.Errorf("no reason describes the savings plan's terms: %v", top.Reasons)
		}
	}},
	// A hundred desktops on a sixth of a GPU each are 17 GPUs: a quota
	// request, not a capacity engagement (issue 22).
	{"capacity-not-fractional-desktops", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.VMs <= 64 || top.GPUsTotal >= 512 {
			t.Fatalf("%d VMs with %v GPUs: the scenario tests nothing", top.VMs, top.GPUsTotal)
		}
		if hasCode(r, "capacity") {
			t.Errorf("%d VMs with %v GPUs called a capacity engagement", top.VMs, top.GPUsTotal)
		}
	}},
	// Past 512 GPUs (64 VMs of 8) the plan is a capacity engagement.
	{"capacity-past-512-gpus", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.GPUsTotal <= 512 || !hasCode(r, "capacity") || !noticeSays(r, words.Fixed(top.GPUsTotal, 0)) {
			t.Errorf("%v GPUs: capacity notice %v", top.GPUsTotal, r.Notices)
		}
	}},
	// Mainland China is Azure China, a cloud the catalog does not hold: said
	// as such (never "did you mean chile?"), nothing recommended, and the
	// nearby global regions offered, not taken.
	{"azure-china-fails-closed", func(t *testing.T, r advisor.Result) { azureChinaClosed(t, r, "china") }},
	// Other mainland cities (Chengdu, 武汉 Wuhan) and China in French
	// (chine, one letter from chile): Azure China too, never "did you mean
	// chile?".
	{"azure-china-cities-fails-closed", func(t *testing.T, r advisor.Result) {
		for _, typed := range []string{"chengdu", "武汉", "chine"} {
			azureChinaClosed(t, r, typed)
		}
	}},
	// 成都 (Chengdu) with the users' geography Asia: the geography narrows
	// the regions named, never stands in for them, so nothing from Korea or
	// Japan is picked for data meant for mainland China.
	{"azure-china-beside-geo-fails-closed", func(t *testing.T, r advisor.Result) { azureChinaClosed(t, r, "成都") }},
	// 上海 (Shanghai), in Chinese: the same, in Chinese.
	{"azure-china-shanghai-zh", func(t *testing.T, r advisor.Result) {
		azureChinaClosed(t, r, "上海")
		for _, n := range r.Notices {
			if n.Code == "azure-china" && !strings.Contains(n.Text.In(words.Zh), "由世纪互联运营") {
				t.Errorf("the Chinese notice does not name 21Vianet: %s", n.Text.In(words.Zh))
			}
		}
	}},
	// An Azure China region named with a global one: the global one only,
	// and the notice says why the other is not used.
	{"azure-china-with-hong-kong", func(t *testing.T, r advisor.Result) {
		inRegions(t, r, "eastasia")
		hasNotice(t, r, "azure-china")
		if !noticeSays(r, "chinaeast2") || !noticeSays(r, "other regions you named") {
			t.Errorf("the notice does not name chinaeast2 or say where the picks come from: %v", r.Notices)
		}
	}},
	// 香港 (Hong Kong) is a global region, East Asia: not Azure China.
	{"hong-kong-in-chinese", func(t *testing.T, r advisor.Result) {
		if got := strings.Join(r.Answers.Regions, ","); got != "eastasia" {
			t.Errorf("香港 read as %q, want eastasia", got)
		}
		inRegions(t, r, "eastasia")
		if hasCode(r, "azure-china") || hasCode(r, "region-not-understood") || hasCode(r, "region-unknown") {
			t.Errorf("香港 not read as a region: %v", r.Notices)
		}
	}},
	// Cities name their regions, in English or Chinese (法兰克福, Frankfurt).
	{"city-names-europe", func(t *testing.T, r advisor.Result) {
		if got := strings.Join(r.Answers.Regions, ","); got != "germanywestcentral,northeurope,switzerlandnorth,westeurope" {
			t.Errorf("Zurich, Amsterdam, Dublin, 法兰克福 read as %q", got)
		}
		inRegions(t, r, r.Answers.Regions...)
	}},
	// Cities Microsoft's list gives only as the country (Oslo, Tel Aviv) and
	// in Chinese (斯德哥尔摩 Stockholm): their regions.
	{"city-names-nordic-israel", func(t *testing.T, r advisor.Result) {
		if got := strings.Join(r.Answers.Regions, ","); got != "israelcentral,norwayeast,swedencentral" {
			t.Errorf("Oslo, Tel Aviv, 斯德哥尔摩 read as %q", got)
		}
		if hasCode(r, "region-not-understood") || hasCode(r, "region-unknown") {
			t.Errorf("a city not read: %v", r.Notices)
		}
		inRegions(t, r, r.Answers.Regions...)
	}},
	// 2T parameters on 100T tokens in 100 hours: no absurd VM count as an answer.
	{"beyond-a-quote", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if p.VMs > 1000 {
				t.Errorf("%s quoted with %d VMs", p.Size, p.VMs)
			}
		}
		if len(r.Recommendations) == 0 && !noticeSays(r, "price quote") {
			t.Errorf("no pick and no capacity reason: %v", r.Notices)
		}
	}},
	// Llama 3.1 405B in BF16 at 16k × 16 needs about 900 GB: one ND H200 v5
	// (8 × 141 GB) holds it; 2 × NDm A100 v4 is cheaper but splits one copy
	// over two VMs, slower per token and twice the failure surface (issue 22).
	{"serve-405b-one-vm-before-two", func(t *testing.T, r advisor.Result) { oneVMFirst(t, r) }},
	// The same at 3,000 tokens/s: more copies, still each in one VM.
	{"serve-405b-one-vm-first-at-tps", func(t *testing.T, r advisor.Result) { oneVMFirst(t, r) }},
	// FP8 runs only on ND sizes in italynorth: a 7B model on 8 × H200 uses 1%
	// of the memory; BF16 on an A10 there, or FP8 in another European
	// region, costs a fraction (issue 22).
	{"fp8-7b-only-nd-region-said", func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "over-provisioned")
		for _, s := range []string{"BF16 weights:", "any region in Europe", "/month"} {
			if !noticeSays(r, s) {
				t.Errorf("over-provisioned notice does not say %q: %v", s, r.Notices)
			}
		}
	}},
	// ROCm serves only on ND MI300X v5: a 7B model there is said, with the
	// cheaper plan on any GPU stack.
	{"rocm-7b-on-mi300x-said", func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "over-provisioned")
		if !noticeSays(r, "any GPU stack:") {
			t.Errorf("no way out on another stack: %v", r.Notices)
		}
	}},
	// HPC on one VM without InfiniBand: no MPI-between-VMs or InfiniBand step.
	{"hpc-one-vm-no-infiniband-steps", func(t *testing.T, r advisor.Result) {
		if top := r.Recommendations[0]; top.VMs != 1 || top.InfiniBand {
			t.Fatalf("top %s: %d VMs, InfiniBand %v; want one VM without", top.Size, top.VMs, top.InfiniBand)
		}
		noInfiniBandSteps(t, r)
	}},
	// A 2B model is not a cluster pre-training job: the notice points to train.
	{"pretrain-2b-points-to-train", func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "pretrain-small")
		if !noticeSays(r, "task=train") {
			t.Errorf("the notice does not name the task train: %v", r.Notices)
		}
	}},
	// NDv2 (8 × V100) has encoders but is a training node: never ranked for
	// video, even where it would be cheapest per stream.
	{"transcode-no-training-node", func(t *testing.T, r advisor.Result) {
		for _, p := range r.Recommendations {
			if strings.HasPrefix(p.Series, "ND") || strings.Contains(p.GPUModel, "V100") {
				t.Errorf("transcoding pick %s is a training node", p.Size)
			}
		}
		rejectedSays(t, r, "NDv2", "training and HPC node")
	}},
	// The top pick costs more than #2 (#2 is a tight fit, never first): its
	// reasons say why it ranks above, from #2's own rank rules (issue 25).
	{"top-says-why-above-next", func(t *testing.T, r advisor.Result) {
		top, next := r.Recommendations[0], r.Recommendations[1]
		if top.USDTotal <= next.USDTotal {
			t.Fatalf("#1 %s costs no more than #2 %s: the scenario no longer tests the reason", top.Size, next.Size)
		}
		said := false
		for _, why := range top.Reasons {
			s := why.String()
			said = said || strings.HasPrefix(s, "Ranked above #2, "+next.Size+" at ") && strings.Contains(s, "On #2: Tight fit")
		}
		if !said {
			t.Errorf("#1 does not say why it ranks above #2: %v", top.Reasons)
		}
		for _, why := range next.Reasons {
			if strings.HasPrefix(why.String(), "Ranked above") {
				t.Errorf("#2 says it ranks above: %s", why)
			}
		}
	}},
	// Fine-tuning Llama 3.1 8B with LoRA in eastus: an 8-GPU InfiniBand box
	// that finishes the work faster costs cents less than one GPU that holds
	// it; the one GPU ranks first within 5% (rule fewer-gpus-at-equal-cost).
	{"one-gpu-before-8-gpus-by-cents", func(t *testing.T, r advisor.Result) {
		for i, p := range r.Recommendations {
			for _, q := range r.Recommendations[i+1:] {
				if p.GPUsTotal >= 8 && p.InfiniBand && q.GPUsTotal <= 1 {
					if q.USDTotal <= p.USDTotal*1.05 {
						t.Errorf("#%d %s (%v GPUs, $%.2f) ranks above #%d %s (%v GPU, $%.2f), within 5%%", p.Rank, p.Size, p.GPUsTotal, p.USDTotal, q.Rank, q.Size, q.GPUsTotal, q.USDTotal)
					}
				}
			}
		}
		one := slices.IndexFunc(r.Recommendations, func(p advisor.Pick) bool { return p.Size == "Standard_NC132lds_xl_RTXPRO6000BSE_v6" })
		nd := slices.IndexFunc(r.Recommendations, func(p advisor.Pick) bool { return p.Size == "Standard_ND96asr_v4" })
		if one < 0 || nd >= 0 && nd < one {
			t.Errorf("the one-GPU RTX PRO (at %d) does not rank above the 8-GPU ND A100 v4 (at %d)", one, nd)
		}
	}},
	// Nothing holds Llama 3.1 405B in BF16 in one VM in westeurope: the
	// notice gives the ways forward with their figures, each one answer
	// changed (issue 25).
	{"no-fit-ways-forward", func(t *testing.T, r advisor.Result) {
		if len(r.Recommendations) > 0 {
			t.Fatalf("%s fits: the scenario no longer tests the ways forward", r.Recommendations[0].Size)
		}
		var text string
		for _, n := range r.Notices {
			if n.Code == "no-fit-ways" {
				text = n.Text.String()
			}
		}
		for _, want := range []string{"FP8 weights: Standard_", "INT4 weights: Standard_", "a smaller model, Llama 3.1 / 3.3 70B: Standard_", "any region (outside the regions you chose): Standard_", "/month"} {
			if !strings.Contains(text, want) {
				t.Errorf("the ways forward lack %q: %q", want, text)
			}
		}
	}},
	// Pre-training over a monthly budget: the notice names the least a month
	// (a slower size), the way forward the budget of the top pick without a
	// cap, which costs more a month; the way says which it is, so the two
	// figures never read as one contradicting the other.
	{"no-fit-budget-ways-forward-work", func(t *testing.T, r advisor.Result) {
		if !noticeSays(r, "The cheapest that fits otherwise is") {
			t.Fatalf("no over-budget notice: %v", r.Notices)
		}
		if !noticeSays(r, "for the top pick without a cap (Standard_") {
			t.Errorf("the budget way forward does not say whose budget it is: %v", r.Notices)
		}
		// Its region by name, as the notices name regions: "East US", 美国东部 (eastus).
		for _, n := range r.Notices {
			if n.Code != "no-fit-ways" {
				continue
			}
			if en, zh := n.Text.In(words.En), n.Text.In(words.Zh); regexp.MustCompile(`Standard_\S+ in [a-z0-9]+\)`).MatchString(en) ||
				!regexp.MustCompile(`（[^（）]+ \([a-z0-9]+\) 的 Standard_`).MatchString(zh) {
				t.Errorf("the way forward names its region by its ARM name alone:\n%s\n%s", en, zh)
			}
		}
	}},
	// Over budget with a forced 3-year reservation that is an estimate: the
	// notice's cheapest and the ways forward label the estimated figures,
	// wherever the money shows (issue 22); the recorded T4 price is not.
	{"no-fit-budget-estimate-labelled", func(t *testing.T, r advisor.Result) {
		if !noticeSays(r, "at $330 a month: 3-year reservation (estimate).") {
			t.Errorf("the over-budget notice does not label the estimated reservation: %v", r.Notices)
		}
		if !noticeSays(r, "a budget of $712/month (estimate)") || noticeSays(r, "$144/month (estimate)") {
			t.Errorf("the ways forward do not label their estimated figures alone: %v", r.Notices)
		}
		// The uncapped top pick ($25,649 over the project) ranks above a
		// tight fit that costs less ($11,879): the way names it as the top
		// pick, never as the cheapest.
		if !noticeSays(r, "for the top pick without a cap (Standard_NC72lds") {
			t.Errorf("the budget way forward calls a pick that is not the cheapest the cheapest: %v", r.Notices)
		}
	}},
	// A 100-hour HPC job on a forced 1-year reservation is over a $500
	// budget that pay-as-you-go meets: the ways forward offer pay-as-you-go,
	// not only a budget twelve months of the term would take (issue 22).
	{"no-fit-forced-reservation-payg-way", func(t *testing.T, r advisor.Result) {
		if !noticeSays(r, "pay-as-you-go: Standard_") {
			t.Errorf("no pay-as-you-go way forward for a forced reservation: %v", r.Notices)
		}
	}},
	// A 1-year reservation asked for, two VMs around the clock and the
	// peaks 200 h a month: the reservation covers the baseline and the
	// peaks pay as they run, as Auto's mixed plan does; buying the peaks'
	// VMs around the clock is a commitment under low use (200 h against a
	// 438 h break-even) that billed $110,061 against $73,871 (issue 22).
	{"forced-reservation-commits-the-baseline", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.Model != advisor.Mixed || !strings.Contains(top.Mix.String(), "2 VMs on a 1-year reservation around the clock") {
			t.Errorf("top %s %s on %s (%v): the reservation asked for buys the peaks' VMs around the clock", top.Size, top.Model, top.Mix, top.USDTotal)
		}
	}},
	// A 1-year savings plan on the baseline of a 14-month service: a term,
	// then two months pay-as-you-go. The plan's hourly commitment is the
	// savings plan's ($6.11), never the pay-as-you-go hour of the months
	// after it ($7.35), in the plan and in its terms alike.
	{"savings-plan-baseline-then-payg", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		hourly := regexp.MustCompile(`savings plan of (\$[0-9.,]+) an hour`).FindStringSubmatch(top.Mix.String())
		if top.Model != advisor.Mixed || hourly == nil {
			t.Fatalf("top %s %s (%s): not a savings plan on the baseline", top.Size, top.Model, top.Mix)
		}
		said := false
		for _, reason := range top.Reasons {
			said = said || strings.Contains(reason.String(), "commitment to spend "+hourly[1]+" an hour")
		}
		if !said {
			t.Errorf("the plan commits %s an hour, its terms another figure: %v", hourly[1], top.Reasons)
		}
	}},
	// Spot for a $150 budget: the top pick (A100, $367 a month on
	// pay-as-you-go) fits only at its estimated Spot price, while #4 fits on
	// pay-as-you-go at $113: the notice says it is the top pick that needs
	// the estimate, not that the budget does.
	{"budget-met-by-estimated-spot-top-pick", func(t *testing.T, r advisor.Result) {
		cheap := false
		for _, p := range r.Recommendations {
			cheap = cheap || p.Model == advisor.PAYG && p.USDPerMonth <= r.Answers.BudgetUSD
		}
		if !cheap {
			t.Fatalf("no pay-as-you-go pick within the budget: the scenario tests nothing")
		}
		if !noticeSays(r, "The top pick is within the $150 monthly budget only at the Spot price") {
			t.Errorf("the budget notice says the budget needs Spot: %v", r.Notices)
		}
	}},
	// Always on for 11 months: Auto's 1-year reservation bills its 12 and
	// still beats pay-as-you-go; the notice reads "a project of 11 months",
	// never "a 11-month project".
	{"term-longer-eleven-months", func(t *testing.T, r advisor.Result) {
		if !noticeSays(r, "bills all 12 months of its term") || !noticeSays(r, "for a project of 11 months;") {
			t.Errorf("no term notice for 11 months, or not in plain English: %v", r.Notices)
		}
	}},
	// 8,750 hours of training in a 12-month window on one VM: Auto reserves
	// it for the year, which bills the whole term. The card never says the
	// work is "well inside" a window it fills, nor that the plan bills only
	// the hours the work runs (issue 22: work-bound costs read as such).
	{"work-fills-a-reserved-year", func(t *testing.T, r advisor.Result) {
		top := r.Recommendations[0]
		if top.Model != advisor.RI1 {
			t.Fatalf("top %s on %s: the scenario tests nothing", top.Size, top.Model)
		}
		for _, reason := range top.Reasons {
			if s := reason.String(); strings.Contains(s, "well inside") || strings.Contains(s, "you pay for those hours") {
				t.Errorf("a reserved year that the work fills reads: %s", s)
			}
		}
	}},
	// The same reservation on a 3-month project: the baseline's 1-year term
	// outlasts it, so the mixed plan bills more than pay-as-you-go, and its
	// break-even must lie above the hours the plan runs (it once read "pays
	// off only from about 63 hours ... this plan runs about 276").
	{"forced-reservation-baseline-short-project", func(t *testing.T, r advisor.Result) {
		m := regexp.MustCompile(`pays off only from about ([0-9,]+) hours a month per VM, and this plan runs about ([0-9,]+)`).FindStringSubmatch(noticeText(r, "commit-over-payg"))
		if m == nil {
			t.Fatalf("no break-even in the commitment notice: %v", r.Notices)
		}
		even, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		use, _ := strconv.Atoi(strings.ReplaceAll(m[2], ",", ""))
		if even <= use {
			t.Errorf("a plan that bills more than pay-as-you-go breaks even at %d h a month, below the %d it runs", even, use)
		}
	}},
	// RTX PRO 6000 sizes with the same two GPUs at the same price take one
	// place; the pick names the others.
	{"equivalent-sizes-one-place", func(t *testing.T, r advisor.Result) {
		said := false
		for i, p := range r.Recommendations {
			for _, q := range r.Recommendations[i+1:] {
				if sameOffer(p, q) {
					t.Errorf("%s and %s: the same GPUs at the same price in two places", p.Size, q.Size)
				}
			}
			for _, why := range p.Reasons {
				said = said || strings.HasPrefix(why.String(), "Equivalent choices here")
			}
		}
		if !said {
			t.Error("no pick names its equivalents")
		}
	}},
}

func init() { scenarios = append(scenarios, pickScenarios...) }

// samePick is r's pick of p's size and VM count.
func samePick(t *testing.T, r advisor.Result, p advisor.Pick) advisor.Pick {
	t.Helper()
	for _, q := range r.Recommendations {
		if q.Size == p.Size && q.VMs == p.VMs {
			return q
		}
	}
	t.Fatalf("no pick of %d × %s", p.VMs, p.Size)
	return p
}
