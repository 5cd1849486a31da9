package advisor

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// checklistDay is the day the checklist's facts were verified.
const checklistDay = "2026-12-02"

// pickOf builds the top pick for size in region from the real catalog, as the
// engine would: the checklist reads only these fields.
func pickOf(t *testing.T, c *catalog.Catalog, size, region string, vms int, model PricePref, usdPerMonth float64) Pick {
	t.Helper()
	s, ok := c.Size(size)
	if !ok {
		t.Fatalf("size %s is not in the catalog", size)
	}
	if _, ok := c.Region(region); !ok {
		t.Fatalf("region %s is not in the catalog", region)
	}
	return Pick{
		Rank: 1, Hardware: HardwareOf(s),
		Region: region, VMs: vms, GPUsTotal: s.GPUs.Float() * float64(vms),
		Cost: Cost{Model: model, USDPerMonth: usdPerMonth},
	}
}

// want is what a person would check in one item: it exists and names the
// right things (lower case), and names none of the wrong ones.
type want struct {
	id      string
	has     []string
	hasNot  []string
	missing bool // the item must not exist
}

func TestChecklist(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		a    Answers
		p    func(t *testing.T) Pick
		want []want
		// none lists words no item may contain (lower case).
		none []string
	}{
		{
			name: "ND H100 v5 multi-VM pre-training",
			a:    with(Pretrain, nil), // 730 h, Deploy VMSS
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_ND96isr_H100_v5", "eastus", 8, PAYG, 8*98.32*730)
			},
			want: []want{
				{id: "driver", has: []string{"microsoft-dsvm:ubuntu-hpc:2404", "nvidia-fabricmanager", "does not support nd h100 v5"}},
				{id: "infiniband", has: []string{"doca-ofed", "vm scale set", "availability set", "infinibanddriverlinux", "proximity placement group does not"}},
				{id: "nccl-test", has: []string{"all_reduce_perf", "460 gb/s", "NCCL_TOPO_FILE", "health"}},
				{id: "cluster", has: []string{"fixed-size", "cyclecloud workspace for slurm", "kueue", "do not autoscale"}},
				{id: "scale", hasNot: []string{"queue length", "auto-shutdown"}},
				{id: "capacity", has: []string{"capacity reservation", "account team"}},
				{id: "capacity-engagement", missing: true},
				{id: "quota", has: []string{"az vm list-usage --location eastus -o table"}},
				{id: "storage", has: []string{"managed lustre", "blobfuse2"}},
				{id: "network", has: []string{"accelerated networking"}},
				{id: "secure-boot", has: []string{"trusted launch"}},
				{id: "monitor", has: []string{"dcgm"}},
				{id: "arm64", missing: true},
			},
			none: []string{"nvidiagpudriverlinux 1.6, which supports"},
		},
		{
			name: "NCasT4 v3 inference",
			a:    with(Inference, nil),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NC8as_T4_v3", "eastus", 1, PAYG, 550)
			},
			want: []want{
				{id: "driver", has: []string{"nvidiagpudriverlinux 1.6", "supports ncast4 v3", "nvidia-smi", "torch.cuda.is_available"}, hasNot: []string{"fabricmanager"}},
				{id: "infiniband", missing: true},
				{id: "nccl-test", missing: true},
				{id: "cluster", missing: true},
				{id: "capacity", missing: true},
				{id: "scale", has: []string{"vm scale set", "queue length"}},
			},
		},
		{
			// Spot draws on its own regional pool ([spot-vms]): that is the
			// quota to ask for; the family's is for pay-as-you-go.
			name: "fine-tuning on Spot",
			a:    with(Finetune, func(a *Answers) { a.Interruptible = true }),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NC24ads_A100_v4", "eastus", 1, Spot, 400)
			},
			want: []want{
				{id: "spot-quota", has: []string{"24 vcpus of lowprioritycores (the portal's \"total regional spot vcpus\")", "not the family's", "the family's quota is for pay-as-you-go"}, hasNot: []string{"too"}},
				{id: "quota", has: []string{"ncadsa100v4"}},
			},
		},
		{
			name: "ND GB200 v6 is Arm64",
			a:    with(Pretrain, func(a *Answers) { a.Arm64 = true }),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_ND128isr_NDR_GB200_v6", "eastus", 8, PAYG, 8*100*730)
			},
			want: []want{
				{id: "arm64", has: []string{"aarch64", "container"}},
				{id: "driver", has: []string{"arm64", "nvidia-imex", "no driver extension supports arm64"}, hasNot: []string{"nvidiagpudriverlinux 1.6, which"}},
				{id: "capacity", has: []string{"capacity reservation"}},
				{id: "nccl-test", has: []string{"no published figure"}},
			},
		},
		{
			name: "ND MI300X v5 on AKS",
			a: with(Inference, func(a *Answers) {
				a.ParamsB, a.Precision, a.Stack, a.Deploy, a.Containers = 70, FP8, ROCm, AKS, true
			}),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_ND96isr_MI300X_v5", "eastus", 1, PAYG, 50000)
			},
			want: []want{
				{id: "aks-gpu", has: []string{"amd gpu operator", "amd.com/gpu"}, hasNot: []string{"--gpu-driver none"}},
				{id: "monitor", has: []string{"device metrics exporter", "amd-smi"}, hasNot: []string{"dcgm"}},
				{id: "driver", has: []string{"ubuntu-hpc:2404-rocm", "amdgpudriverlinux extension covers nvads v710 v5 only"}},
				{id: "pin", has: []string{"rocm"}},
				{id: "capacity", has: []string{"account team"}},
			},
			none: []string{"nvidia gpu operator", "nvidia device plugin", "nvidia.com/gpu"},
		},
		{
			name: "Windows NVadsA10 v5 desktops",
			a:    with(Render, func(a *Answers) { a.HybridBenefit = true }), // Windows, 220 h
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NV36ads_A10_v5", "westeurope", 3, PAYG, 3000)
			},
			want: []want{
				{id: "avd", has: []string{"azure virtual desktop host pool", "rdp shortpath", "h.264/avc 444", "fslogix", "start vm on connect", "scaling plan"}},
				{id: "licence", has: []string{"per user", "microsoft 365 e3", "windows enterprise e3/e5", "windows_client", "rds cals"}, hasNot: []string{"8 core licences"}},
				{id: "driver", has: []string{"grid", "nvidiagpudriverwindows"}},
				{id: "sizing", hasNot: []string{"torch", "nvidia-smi"}},
				{id: "scale", has: []string{"scaling plan"}},
			},
			none: []string{"torch", "auto-shutdown"},
		},
		{
			name: "HPC on ND H200 v5",
			a:    with(HPC, func(a *Answers) { a.Nodes = 4 }),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_ND96isr_H200_v5", "eastus", 4, PAYG, 40000)
			},
			want: []want{
				{id: "cluster", has: []string{"mpirun", "osu", "cyclecloud", "azure batch"}},
				{id: "driver", hasNot: []string{"torch"}},
				{id: "nccl-test", has: []string{"431 gb/s"}},
			},
			none: []string{"import torch"},
		},
		{
			name: "transcoding on NCasT4 v3",
			a:    with(Transcode, nil),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NC4as_T4_v3", "eastus", 2, PAYG, 800)
			},
			want: []want{
				{id: "driver", has: []string{"ffmpeg -hwaccels"}},
				{id: "sizing", has: []string{"h264_nvenc"}},
			},
			none: []string{"import torch"},
		},
		{
			name: "24/7 inference plan has no auto-shutdown",
			a:    with(Inference, func(a *Answers) { a.Deploy = VM; a.HoursPerMonth = 730 }),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NC24ads_A100_v4", "eastus", 1, RI1, 2500)
			},
			want: []want{
				{id: "commitment", has: []string{"1 february 2027", "one final exchange", "savings plan", "$50,000"}, hasNot: []string{"since 2024"}},
			},
			none: []string{"auto-shutdown"},
		},
		{
			name: "part-time fine-tuning plan gets auto-shutdown",
			a:    with(Finetune, nil), // 200 h a month
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_NC24ads_A100_v4", "eastus", 1, PAYG, 800)
			},
			want: []want{{id: "scale", has: []string{"auto-shutdown", "200 hours"}}},
		},
		{
			name: "100 VMs is a capacity engagement",
			a:    with(Pretrain, nil),
			p: func(t *testing.T) Pick {
				return pickOf(t, c, "Standard_ND96isr_H100_v5", "eastus", 100, PAYG, 100*98.32*730)
			},
			want: []want{
				{id: "capacity-engagement", has: []string{"capacity engagement", "not a self-service quota request", "account team", "100 vms"}},
				{id: "capacity", missing: true},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a, _ := Normalize(tc.a, c)
			p := tc.p(t)
			items := checklist(a, Sizing{GPUMemoryGB: 40}, []Pick{p}, []string{p.Region}, c, checklistDay)
			byID := map[string]Item{}
			for _, it := range items {
				if _, dup := byID[it.ID]; dup {
					t.Errorf("item %q appears twice", it.ID)
				}
				byID[it.ID] = it
			}
			for _, w := range tc.want {
				it, ok := byID[w.id]
				if w.missing {
					if ok {
						t.Errorf("item %q should not be there: %s", w.id, it.Text)
					}
					continue
				}
				if !ok {
					t.Errorf("item %q is missing", w.id)
					continue
				}
				text := strings.ToLower(it.Text.String())
				for _, h := range w.has {
					if !strings.Contains(text, strings.ToLower(h)) {
						t.Errorf("item %q does not name %q: %s", w.id, h, it.Text)
					}
				}
				for _, h := range w.hasNot {
					if strings.Contains(text, strings.ToLower(h)) {
						t.Errorf("item %q names %q: %s", w.id, h, it.Text)
					}
				}
			}
			for _, it := range items {
				text := strings.ToLower(it.Text.String())
				for _, n := range tc.none {
					if strings.Contains(text, n) {
						t.Errorf("item %q names %q: %s", it.ID, n, it.Text)
					}
				}
			}
		})
	}
}

// TestChecklistExchangeRuleFollowsTheDay: the reservation sentence changes on
// the day Microsoft's exchange policy changes.
func TestChecklistExchangeRuleFollowsTheDay(t *testing.T) {
	before, after := exchangeRule("2027-01-31"), exchangeRule("2027-02-01")
	if !before.Has(words.ChkExchangeBefore) || after.Has(words.ChkExchangeBefore) || !after.Has(words.ChkExchangeAfter) {
		t.Errorf("before: %s\nafter: %s", before, after)
	}
	if !strings.Contains(before.String(), "can still be exchanged") || strings.Contains(after.String(), "can still be exchanged") {
		t.Errorf("before: %s\nafter: %s", before, after)
	}
}

// TestChecklistKeepsIDs: the IDs a person may have ticked keep their names.
func TestChecklistKeepsIDs(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	a, _ := Normalize(Defaults(Finetune), c)
	p := pickOf(t, c, "Standard_NC24ads_A100_v4", "eastus", 1, PAYG, 800)
	items := checklist(a, Sizing{}, []Pick{p}, []string{"eastus"}, c, checklistDay)
	got := map[string]bool{}
	for _, it := range items {
		got[it.ID] = true
	}
	for _, id := range []string{"workload", "sizing", "quota", "region", "driver", "pin", "scale", "checkpoint", "hidden-costs", "cost", "security", "monitor", "flow"} {
		if !got[id] {
			t.Errorf("item %q is gone", id)
		}
	}
}

// with is a task's default answers, changed by f.
func with(task Task, f func(*Answers)) Answers {
	a := Defaults(task)
	if f != nil {
		f(&a)
	}
	return a
}
