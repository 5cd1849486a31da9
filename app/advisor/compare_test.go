package advisor_test

import (
	"reflect"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The sales call of issue 10: QLoRA on a 70B model for two months, $5,000 a
// month, data in the EU, PyTorch on CUDA.
const salesCall = "v=1&task=finetune&model=llama-3.1-70b&method=qlora&months=2&budget=5000&region=eu&stack=cuda&fw=pytorch"

func compareOn(t testing.TB, query string, sizes ...string) (advisor.Result, advisor.Comparison) {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	st, _ := share.Decode(query)
	ad := advisor.New(c)
	return ad.Advise(st.Answers, advisor.Options{Day: day}), ad.Compare(st.Answers, sizes, advisor.Options{Day: day})
}

// TestComparePickAndRejected compares the top pick with a size far too small
// for the model: the pick is costed exactly as Advise costs it, and the small
// one says which rule rejects it and why.
func TestComparePickAndRejected(t *testing.T) {
	r, _ := compareOn(t, salesCall)
	if len(r.Recommendations) == 0 {
		t.Fatalf("no pick for %s", salesCall)
	}
	top := r.Recommendations[0]
	const small = "Standard_NV36ads_A10_v5" // one 24 GB A10
	_, cmp := compareOn(t, salesCall, top.Size, small, top.Size, "Standard_Nope")
	if got, want := len(cmp.Sizes), 2; got != want {
		t.Fatalf("compared %d sizes, want %d (a duplicate is compared once)", got, want)
	}
	if got := cmp.Unknown; len(got) != 1 || got[0] != "Standard_Nope" {
		t.Errorf("Unknown = %v, want [Standard_Nope]", got)
	}
	pick, rej := cmp.Sizes[0], cmp.Sizes[1]
	if !pick.Fits || pick.Rule != "" {
		t.Errorf("the top pick %s does not fit in the comparison: rule %q", pick.Size, pick.Rule)
	}
	if pick.Region != top.Region || pick.Plan.Model != top.Model || words.Cents(pick.Plan.USDTotal) != words.Cents(top.USDTotal) ||
		words.Cents(pick.Plan.USDPerMonth) != words.Cents(top.USDPerMonth) || pick.VMs != top.VMs {
		t.Errorf("compared %s: %s %s %d VMs $%s/month $%s; the pick is %s %s %d VMs $%s/month $%s", pick.Size,
			pick.Region, pick.Plan.Model, pick.VMs, words.Cents(pick.Plan.USDPerMonth), words.Cents(pick.Plan.USDTotal),
			top.Region, top.Model, top.VMs, words.Cents(top.USDPerMonth), words.Cents(top.USDTotal))
	}
	if got, want := len(pick.Costs), 1+len(top.Alternatives); got != want {
		t.Errorf("compared %s has %d costs, want the plan and its %d alternatives", pick.Size, got, len(top.Alternatives))
	}
	if !reflect.DeepEqual(pick.Unit, top.Unit) {
		t.Errorf("unit costs %+v, the pick's %+v", pick.Unit, top.Unit)
	}
	if pick.FinishesInHours != top.FinishesInHours || pick.FinishesInHours <= 0 {
		t.Errorf("work time %v h, the pick's %v h (fine-tuning is work-bound)", pick.FinishesInHours, top.FinishesInHours)
	}
	if payg, ok := pick.CostOf(advisor.PAYG); !ok || payg.USDTotal <= 0 {
		t.Errorf("no pay-as-you-go cost for %s: %+v", pick.Size, payg)
	}

	if rej.Fits {
		t.Fatalf("%s fits a 70B model in 24 GB", small)
	}
	if rej.Rule != "infiniband-for-multi-vm" {
		t.Errorf("%s is rejected by %q, want infiniband-for-multi-vm (a 70B model sharded over VMs without InfiniBand)", small, rej.Rule)
	}
	if why := rej.Why.In(words.En); why == "" {
		t.Errorf("%s's rejection gives no reason", small)
	}
	if !rej.Priced || !rej.OneVM || rej.Plan.USDPerVMHour <= 0 {
		t.Errorf("%s: priced %v, one VM %v, $%v/VM-hour: a size without a plan is priced as one VM", small, rej.Priced, rej.OneVM, rej.Plan.USDPerVMHour)
	}
	if rej.VCPUs != 36 || rej.GPUMemoryGB != 24 {
		t.Errorf("%s specs: %d vCPU, %v GB GPU memory; want 36 and 24", small, rej.VCPUs, rej.GPUMemoryGB)
	}
}

// TestCompareRejectionMatchesAdvise: a size the engine turns down in the
// results is turned down by the same rule in a comparison.
func TestCompareRejectionMatchesAdvise(t *testing.T) {
	r, _ := compareOn(t, salesCall)
	checked := 0
	for _, x := range r.Rejected {
		_, cmp := compareOn(t, salesCall, x.Size)
		if len(cmp.Sizes) != 1 {
			t.Fatalf("comparing %s gave %d sizes", x.Size, len(cmp.Sizes))
		}
		if got := cmp.Sizes[0]; got.Fits || got.Rule != x.Rule || got.Why.In(words.En) != x.Why.In(words.En) {
			t.Errorf("%s: compare says fits=%v rule %q (%s); Advise says %q (%s)", x.Size, got.Fits, got.Rule, got.Why.In(words.En), x.Rule, x.Why.In(words.En))
		}
		checked++
	}
	if checked == 0 {
		t.Fatalf("no rejection to check for %s", salesCall)
	}
}

func TestCompareAtMostFour(t *testing.T) {
	c, _ := catalog.Load()
	var names []string
	for _, s := range c.Sizes[:6] {
		names = append(names, s.Name)
	}
	_, cmp := compareOn(t, salesCall, names...)
	if got := len(cmp.Sizes); got != advisor.MaxCompared {
		t.Errorf("compared %d sizes, want at most %d", got, advisor.MaxCompared)
	}
}

// TestComparedAsPick: a compared size that fits is, as a pick, the top pick
// Advise makes for it (size, region, VMs, plan and alternatives), so its
// deploy commands are the top pick's; one that does not fit has no pick.
func TestComparedAsPick(t *testing.T) {
	r, _ := compareOn(t, salesCall)
	if len(r.Recommendations) == 0 {
		t.Fatalf("no pick for %s", salesCall)
	}
	top := r.Recommendations[0]
	_, cmp := compareOn(t, salesCall, top.Size, "Standard_NV36ads_A10_v5")
	p, ok := cmp.Sizes[0].AsPick()
	if !ok {
		t.Fatalf("%s fits, yet has no pick", top.Size)
	}
	if p.Size != top.Size || p.Series != top.Series || p.Vendor != top.Vendor || p.Region != top.Region || p.VMs != top.VMs ||
		p.Cost.Model != top.Cost.Model || p.Cost.USDTotal != top.Cost.USDTotal || len(p.Alternatives) != len(top.Alternatives) || p.OnSpot() != top.OnSpot() {
		t.Errorf("as a pick: %s in %s, %d VMs, %s $%v, %d alternatives; Advise's top pick: %s in %s, %d VMs, %s $%v, %d alternatives",
			p.Size, p.Region, p.VMs, p.Cost.Model, p.Cost.USDTotal, len(p.Alternatives),
			top.Size, top.Region, top.VMs, top.Cost.Model, top.Cost.USDTotal, len(top.Alternatives))
	}
	if _, ok := cmp.Sizes[1].AsPick(); ok {
		t.Errorf("%s does not fit, yet has a pick to deploy", cmp.Sizes[1].Size)
	}
}
