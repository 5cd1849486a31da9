package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// answerScenarios are answers as a person or a link may give them: not sure,
// mistyped, out of range, regions by group, display name or city.
var answerScenarios = []struct {
	name  string
	check func(t *testing.T, r advisor.Result)
}{
	// A typo in the only region: residency fails closed. No pick anywhere
	// else, and the notice suggests the region meant.
	// "I'm not sure" of the tokens and the epochs (issue 24): the task's
	// defaults, whatever the link had, said as assumed on the sizing card
	// and in the answers the exports list.
	{"finetune-not-sure-of-tokens-and-epochs", func(t *testing.T, r advisor.Result) {
		d := advisor.Defaults(advisor.Finetune)
		if a := r.Answers; a.TokensB != d.TokensB || a.Epochs != d.Epochs || a.Unsure != advisor.UnsureTokens|advisor.UnsureEpochs {
			t.Errorf("tokens %v B, epochs %v, unsure %b; want the defaults %v B and %v, both unsure", a.TokensB, a.Epochs, a.Unsure, d.TokensB, d.Epochs)
		}
		if got := r.Sizing.Assumed.String(); got != "Assumed, as you were not sure: 0.02 B training tokens, Epochs 3." {
			t.Errorf("the sizing does not say what it assumed: %q", got)
		}
		md := report.Markdown(r, words.En)
		if !strings.Contains(md, "- Training tokens: 0.02 B tokens _(the default") || !strings.Contains(md, "- Epochs: 3 _(the default") || !strings.Contains(md, "_Assumed, as you were not sure: 0.02 B training tokens, Epochs 3._") {
			t.Errorf("the Markdown's answers do not say what was assumed:\n%.1500s", md)
		}
		var csv strings.Builder
		if err := report.WriteCSV(&csv, r, "", words.En); err != nil || !strings.Contains(csv.String(), "Assumed (not sure),\"Assumed, as you were not sure: 0.02 B training tokens, Epochs 3.\"") {
			t.Errorf("the CSV does not say what was assumed (%v):\n%.800s", err, csv.String())
		}
	}},
	// Typos in the task and the precision among a dozen smaller problems
	// (issue 24): their notices come first, not summed up.
	{"typos-in-task-and-precision-come-first", func(t *testing.T, r advisor.Result) {
		shown, _ := advisor.CapNotices(r.Notices, advisor.MaxNoticesShown)
		if len(shown) < 2 || shown[0].Impact != advisor.ChangesTask || shown[1].Impact != advisor.ChangesPrecision {
			t.Errorf("the task's and the precision's notices do not come first: %v", shown)
		}
	}},
	{"region-typo", func(t *testing.T, r advisor.Result) {
		if !noticeSays(r, "did you mean westeurope") {
			t.Errorf("no did-you-mean notice in %v", r.Notices)
		}
		if len(r.Recommendations) != 0 {
			t.Errorf("%d picks although no region was understood", len(r.Recommendations))
		}
		hasNotice(t, r, "region-not-understood")
	}},
	// A mistyped model is never sized as 0 B: like an unknown region, it
	// blocks the answer with a suggestion, for every task that sizes a model.
	{"model-typo-inference", modelTypo("llama-3.1-70b")},
	{"model-typo-finetune", modelTypo("mistral-7b")},
	{"model-typo-train", modelTypo("qwen2.5-7b")},
	{"model-typo-pretrain", modelTypo("llama-3.1-405b")},
	// With its size given, an unknown name is sized by that size.
	{"model-typo-with-params", func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "ignored")
		if r.Answers.ModelNotUnderstood != "" || r.Answers.ParamsB != 70 || r.Sizing.GPUMemoryGB < 140 {
			t.Errorf("params=70 with an unknown name: blocked %q, %v B, %v GB", r.Answers.ModelNotUnderstood, r.Answers.ParamsB, r.Sizing.GPUMemoryGB)
		}
	}},
	// Typos of enum values suggest the closest value.
	{"task-and-precision-typos", func(t *testing.T, r advisor.Result) {
		for _, s := range []string{`"infrence" (did you mean inference?)`, `"fp7" (did you mean fp8?)`} {
			if !noticeSays(r, s) {
				t.Errorf("no notice says %s: %v", s, r.Notices)
			}
		}
	}},
	// "EU" is the EU/EEA group: EU members' regions and Norway, not
	// Switzerland or the UK.
	{"residency-eu-group", func(t *testing.T, r advisor.Result) {
		inRegions(t, r, r.Answers.Regions...)
		for _, reg := range r.Answers.Regions {
			if strings.HasPrefix(reg, "switzerland") || strings.HasPrefix(reg, "uk") {
				t.Errorf("EU/EEA includes %s", reg)
			}
		}
		for _, want := range []string{"westeurope", "northeurope", "germanywestcentral", "norwayeast", "swedencentral"} {
			if !contains(r.Answers.Regions, want) {
				t.Errorf("EU/EEA lacks %s: %v", want, r.Answers.Regions)
			}
		}
	}},
	// Display names and Chinese names are regions too: "West Europe, 德国中西部".
	{"residency-display-and-chinese", func(t *testing.T, r advisor.Result) {
		if got := strings.Join(r.Answers.Regions, ","); got != "germanywestcentral,westeurope" {
			t.Errorf("regions read as %q", got)
		}
		inRegions(t, r, "westeurope", "germanywestcentral")
	}},
	// One name understood, one not: nothing is recommended, not even in the
	// understood one, and the notice names both (issue 24: a partial typo
	// never silently narrows the answer to the names that were read).
	{"residency-partial", blockedBy("mars", "germanywestcentral")},
	{"region-typo-beside-a-region", blockedBy("germny", "westeurope")},
	{"geo-typo-beside-regions", blockedBy("Eurpe", "westeurope")},
	// Pre-training reads its tokens once: epochs=5 is said and not used
	// (issue 24: it multiplied the work by 5, and the link dropped it).
	{"pretrain-epochs-not-used", func(t *testing.T, r advisor.Result) {
		hasNotice(t, r, "ignored")
		if !noticeSays(r, "5 epochs") || r.Answers.Epochs != 1 {
			t.Errorf("epochs %v, notices %v", r.Answers.Epochs, r.Notices)
		}
	}},
	// Tiny or huge values print as figures a person reads (issue 24): no
	// notice of 300 zeros, no "$0.00" budget, the always-on VMs quoted.
	{"tiny-and-huge-values", func(t *testing.T, r advisor.Result) {
		for _, n := range r.Notices {
			if s := n.Text.String(); len(s) > 240 || strings.Contains(s, "$0.00") || strings.Contains(s, "00000000") {
				t.Errorf("notice %s: %q", n.Code, s)
			}
		}
		for _, want := range []string{"1e-300 h", "1e-300 USD", `"5000"`} {
			if !noticeSays(r, want) {
				t.Errorf("no notice says %s: %v", want, r.Notices)
			}
		}
		if r.Answers.BudgetUSD != 0 || r.Answers.HoursPerMonth != 1 || r.Answers.BaseVMs != 0 {
			t.Errorf("budget %v, hours %v, base %v", r.Answers.BudgetUSD, r.Answers.HoursPerMonth, r.Answers.BaseVMs)
		}
	}},
	// A figure below its question's least reads as that least, as one above
	// its most reads as the most, and the notice says both: not the task's
	// default, which could be far from what was written (ctx=64 read as
	// 8,192 tokens).
	{"below-limits-take-the-limit", func(t *testing.T, r advisor.Result) {
		if r.Answers.Context != 128 || r.Answers.HoursPerMonth != 1 {
			t.Errorf("context %v, hours %v: want the limits 128 and 1", r.Answers.Context, r.Answers.HoursPerMonth)
		}
		for _, want := range []string{"64 tokens is below 128: using 128 tokens", "0.5 h is below 1: using 1 h"} {
			if !noticeSays(r, want) {
				t.Errorf("no notice says %s: %v", want, r.Notices)
			}
		}
	}},
	// "EU only" is the 27 member states: the EU/EEA group without Norway.
	{"residency-eu-only", func(t *testing.T, r advisor.Result) {
		inRegions(t, r, r.Answers.Regions...)
		if got := strings.Join(r.Answers.Regions, ","); got != "austriaeast,belgiumcentral,denmarkeast,francecentral,francesouth,germanynorth,germanywestcentral,italynorth,northeurope,polandcentral,spaincentral,swedencentral,westeurope" {
			t.Errorf("EU only reads as %s", got)
		}
	}},
	// A malformed link: defaults and notices, never an empty page.
	{"malformed-link", func(t *testing.T, r advisor.Result) {
		if r.Answers.Task != advisor.Inference || len(r.Recommendations) == 0 {
			t.Errorf("malformed link: task %s with %d picks", r.Answers.Task, len(r.Recommendations))
		}
		for _, key := range []string{"params", "bogus", "zzz", "cheap"} {
			if !noticeSays(r, key) {
				t.Errorf("no notice names %q: %v", key, r.Notices)
			}
		}
	}},
	// Users in Europe: every pick in a European region (seed 001, 6.3).
	{"europe-geo", func(t *testing.T, r advisor.Result) { inGeo(t, r, "Europe") }},
}

func init() { scenarios = append(scenarios, answerScenarios...) }
