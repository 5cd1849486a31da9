package advisor

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// englishRun is three English words in a row: a sentence left untranslated
// (the idea of app/words' TestNoEnglishSentenceInChinese).
var englishRun = regexp.MustCompile(`[A-Za-z]{2,}( [A-Za-z]{2,}){2,}`)

// namesKeptInEnglish are the names Chinese keeps as they are: Azure and
// Windows product names, Group Policy and quota names as Windows and the
// portal show them, and commands.
var namesKeptInEnglish = []string{
	"Azure CycleCloud", "CycleCloud Workspace for Slurm", "Azure Resource Graph", "Azure Monitor", "Azure HPC", "Azure CLI",
	"AMD GPU Operator", "NVIDIA GPU Operator", "Device Metrics Exporter", "AMD Software Cloud Edition", "NVIDIA Container Toolkit",
	"Microsoft 365", "Business Premium", "Windows Enterprise", "Windows Education", "Windows VDA", "Windows Server", "Visual Studio",
	"Total Regional Spot vCPUs", "Use hardware graphics adapter", "Prioritize H.264/AVC 444 graphics mode",
	"Configure H.264/AVC hardware encoding", "AVC hardware encoder enabled: 1",
	"az vm list-usage", "az vm list-skus", "az vm create", "az vmss create", "az aks nodepool add", "systemctl status nvidia-fabricmanager",
	"sudo ubuntu-drivers install", "nvidia-smi -q | grep -i licen", "ffmpeg -encoders | grep amf", "dcgmi diag -r 2",
	"docker buildx --platform linux/arm64", "ND GB200/GB300 v6",
}

// TestChecklistSpeaksChinese renders every item of the checklist for a
// spread of answers in Chinese: none may be empty, keep a placeholder, or
// hold an English sentence outside the names Chinese keeps as they are.
func TestChecklistSpeaksChinese(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	type scenario struct {
		name  string
		a     Answers
		size  string
		vms   int
		model PricePref
		usd   float64
		day   string
		none  bool // no pick at all
	}
	cases := []scenario{
		{name: "pre-training on ND H100 v5 (InfiniBand, NVSwitch)", a: with(Pretrain, nil), size: "Standard_ND96isr_H100_v5", vms: 8, usd: 8 * 98.32 * 730},
		{name: "pre-training beyond a quote", a: with(Pretrain, nil), size: "Standard_ND96isr_H100_v5", vms: 100, usd: 100 * 98.32 * 730},
		{name: "pre-training on NDv2, no family quota name", a: with(Pretrain, nil), size: "Standard_ND40s_v2", vms: 4, usd: 40000},
		{name: "training on Spot across 2 ND A100 v4", a: with(Train, func(a *Answers) { a.Interruptible, a.Price, a.DataTB = true, Spot, 3 }), size: "Standard_ND96asr_v4", vms: 2, model: Spot, usd: 9000},
		{name: "fine-tuning on AML", a: with(Finetune, func(a *Answers) { a.Deploy = AML }), size: "Standard_NC24ads_A100_v4", vms: 1, usd: 800},
		{name: "fine-tuning on one VM, part time", a: with(Finetune, func(a *Answers) { a.Deploy = VM; a.Framework = JAX }), size: "Standard_NC40ads_H100_v5", vms: 1, usd: 1500},
		{name: "inference on AKS with lock-in and a reservation", a: with(Inference, func(a *Answers) {
			a.Deploy, a.Containers, a.LockIn, a.Regions, a.Framework = AKS, true, true, []string{"eastus", "westeurope"}, TensorFlow
		}), size: "Standard_NC8as_T4_v3", vms: 2, model: RI1, usd: 700},
		{name: "inference on ND MI300X v5 on AKS", a: with(Inference, func(a *Answers) {
			a.ParamsB, a.Precision, a.Stack, a.Deploy, a.Containers = 70, FP8, ROCm, AKS, true
		}), size: "Standard_ND96isr_MI300X_v5", vms: 1, usd: 50000},
		{name: "inference on NCv6 on AKS", a: with(Inference, func(a *Answers) { a.Deploy = AKS }), size: "Standard_NC144ds_xl_RTXPRO6000BSE_v6", vms: 1, usd: 5000},
		{name: "inference on NCCads H100 v5, mixed plan", a: with(Inference, func(a *Answers) { a.Deploy = VM; a.HoursPerMonth = 730 }), size: "Standard_NCC40ads_H100_v5", vms: 3, model: Mixed, usd: 9000},
		{name: "Windows inference with Hybrid Benefit and Dev/Test", a: with(Inference, func(a *Answers) { a.OS, a.HybridBenefit, a.DevTest = Windows, true, true }), size: "Standard_NC24ads_A100_v4", vms: 1, model: SP3, usd: 2000},
		{name: "a reservation bought after the exchange cut-off", a: with(Inference, func(a *Answers) { a.HoursPerMonth = 730 }), size: "Standard_NC24ads_A100_v4", vms: 1, model: RI3, usd: 1100, day: "2027-03-01"},
		{name: "Windows inference on H100 (no extension)", a: with(Inference, func(a *Answers) { a.OS = Windows }), size: "Standard_NC40ads_H100_v5", vms: 1, usd: 5000},
		{name: "Windows desktops on NVadsA10 v5", a: with(Render, func(a *Answers) { a.HybridBenefit = true }), size: "Standard_NV36ads_A10_v5", vms: 3, usd: 3000},
		{name: "Windows desktops on NCv6, one user", a: with(Render, func(a *Answers) { a.Seats = 1 }), size: "Standard_NC36ds_xl_RTXPRO6000BSE_v6", vms: 1, usd: 3000},
		{name: "Windows desktops on NVv3 while it retires", a: with(Render, nil), size: "Standard_NV12s_v3", vms: 2, usd: 2000, day: "2026-06-01"},
		{name: "Windows desktops on NVads V710 v5", a: with(Render, nil), size: "Standard_NV12ads_V710_v5", vms: 2, usd: 2000},
		{name: "Linux desktops on NVads V710 v5", a: with(Render, func(a *Answers) { a.OS = Linux }), size: "Standard_NV12ads_V710_v5", vms: 2, usd: 2000},
		{name: "Linux desktops on NVadsA10 v5", a: with(Render, func(a *Answers) { a.OS = Linux }), size: "Standard_NV36ads_A10_v5", vms: 2, usd: 2000},
		{name: "Linux desktops on NVv3", a: with(Render, func(a *Answers) { a.OS = Linux }), size: "Standard_NV12s_v3", vms: 2, usd: 2000, day: "2026-06-01"},
		{name: "HPC on ND H200 v5", a: with(HPC, func(a *Answers) { a.Nodes = 4 }), size: "Standard_ND96isr_H200_v5", vms: 4, usd: 40000},
		{name: "transcoding on NCasT4 v3", a: with(Transcode, nil), size: "Standard_NC4as_T4_v3", vms: 2, usd: 800},
		{name: "transcoding on NVads V710 v5", a: with(Transcode, nil), size: "Standard_NV12ads_V710_v5", vms: 2, usd: 800},
		{name: "inference on NGads V620", a: with(Inference, func(a *Answers) { a.Stack = ROCm }), size: "Standard_NG32ads_V620_v1", vms: 1, usd: 900},
		{name: "pre-training on ND GB200 v6 with AKS", a: with(Pretrain, func(a *Answers) { a.Arm64, a.Deploy = true, AKS }), size: "Standard_ND128isr_NDR_GB200_v6", vms: 8, usd: 8 * 100 * 730},
		{name: "nothing fits", a: with(Inference, nil), none: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a, _ := Normalize(tc.a, c)
			day := tc.day
			if day == "" {
				day = checklistDay
			}
			var picks []Pick
			allowed := []string{"eastus", "westeurope"}
			keep := append([]string{smokeTest(PyTorch), smokeTest(TensorFlow), smokeTest(JAX)}, namesKeptInEnglish...)
			if !tc.none {
				model := tc.model
				if model == "" {
					model = PAYG
				}
				p := pickOf(t, c, tc.size, "eastus", tc.vms, model, tc.usd)
				if model == Mixed {
					p.Mix = words.M(words.PriceRI3)
				}
				picks = []Pick{p}
				s, _ := c.Size(p.Size)
				q := QuotaOf(s, c)
				keep = append(keep, p.Size, p.Series, s.QuotaFamily, q.API, q.Display)
			}
			slices.SortFunc(keep, func(x, y string) int { return len(y) - len(x) })
			items := checklist(a, Size(a), picks, allowed, c, day)
			if len(items) < 2 {
				t.Fatalf("%d items", len(items))
			}
			for _, it := range items {
				for part, text := range map[string]words.Text{"text": it.Text, "why": it.Why} {
					en, zh := text.In(words.En), text.In(words.Zh)
					if strings.TrimSpace(en) == "" || strings.TrimSpace(zh) == "" {
						t.Errorf("item %q: empty %s (en %q, zh %q)", it.ID, part, en, zh)
						continue
					}
					if strings.Contains(zh, "{") || strings.Contains(en, "{") {
						t.Errorf("item %q: a placeholder is left in the %s: %s / %s", it.ID, part, en, zh)
					}
					stripped := zh
					for _, k := range keep { // longest first: a name may hold a shorter one
						if k != "" {
							stripped = strings.ReplaceAll(stripped, k, " ")
						}
					}
					if w := englishRun.FindString(stripped); w != "" {
						t.Errorf("item %q: the Chinese %s holds English words %q: %s", it.ID, part, w, zh)
					}
				}
			}
		})
	}
}
