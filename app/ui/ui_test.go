//go:build !js

package ui

import (
	"html/template"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// render mounts a component in go-app's test engine and returns its HTML.
func render(t *testing.T, u app.UI) string {
	t.Helper()
	c, ok := u.(app.Composer)
	if !ok {
		c = &shown{ui: u}
	}
	if err := app.NewTestEngine().Load(c); err != nil {
		t.Fatal(err)
	}
	return app.HTMLString(c)
}

// shown is a component that shows what a view function returns, for render.
type shown struct {
	app.Compo
	ui app.UI
}

func (s *shown) Render() app.UI { return s.ui }

func TestWizardRendersItsParts(t *testing.T) {
	Register()
	w := newWizard()
	html := render(t, w)
	for _, want := range []string{`id="wizard"`, `id="task-inference"`, `id="step-4"`, `id="picks"`, `id="checklist"`, `id="catalog-date"`, `noscript`, `id="copy-link"`} {
		if !strings.Contains(html, want) {
			t.Errorf("wizard HTML lacks %s", want)
		}
	}
	if strings.Contains(html, `data-ready="1"`) {
		t.Error("the server-side render claims to be ready; only the browser may")
	}
}

func TestPickCardShowsCostsAndEstimate(t *testing.T) {
	p := advisor.Pick{Rank: 1, Hardware: advisor.Hardware{Size: "Standard_NC24ads_A100_v4", Series: "NC A100 v4", GPUModel: "A100 80GB PCIe", GPUsPerVM: "1",
		GPUMemoryGB: 80, VCPUs: 24, MemoryGiB: 220, TempDiskGiB: 64, NetworkMbps: 20000, Lifecycle: catalog.Lifecycle{Status: catalog.GA}},
		Region: "eastus", RegionName: "East US", VMs: 2,
		Cost: advisor.Cost{Model: advisor.RI1, USDPerVMHour: 2.2, USDPerHour: 4.4, USDPerMonth: 3212, USDTotal: 38544, BilledMonths: 12,
			Estimate: true, Assumption: words.As("Reservation estimated at 40% off.")}}
	html := render(t, &pickCard{Pick: p})
	for _, want := range []string{`data-model="ri1"`, `data-usd-month="3212.00"`, `data-usd-total="38544.00"`, "$3,212", "$38,544", "$4.40",
		"East US · 2 VMs", "1-year reservation", ">estimate<", "Reservation estimated at 40% off.", "Project (12 mo)"} {
		if !strings.Contains(html, want) {
			t.Errorf("pick card lacks %q", want)
		}
	}
}

func TestNumberFieldSaysWhatIsWrong(t *testing.T) {
	l := words.En
	params, hours, months, budget := paramsSpec.field(l, 0), hoursSpec.field(l, 0), monthsSpec.field(l, 0), budgetSpec.field(l, 0)
	for _, tc := range []struct {
		scenario string
		f        *numberField
		in       string
		want     float64
		note     string // part of the note; "" for none
		err      string // part of the error; "" for none
	}{
		{"a size", params, "13", 13, "", ""},
		{"a size with its unit", params, "70B", 70, "", ""},
		{"words", params, "abc", 0, "", "not a number"},
		{"empty but required", params, "", 0, "", "Enter a number"},
		{"below zero", params, "-1", 0, "", "below zero"},
		{"above the most", params, "20000", 10000, "10,000 B params is the most", ""},
		{"grouped", params, "1,000", 1000, "", ""},
		{"hours clamped", hours, "800", 744, "744 h is the most in a month: using 744, not 800", ""},
		{"hours below the least", hours, "0", 1, "1 h/month is the least", ""},
		{"hours with h", hours, "200h", 200, "", ""},
		{"a prefix is not a number", hours, "80x", 0, "", "not a number"},
		{"months clamped", months, "1000", 120, "120 months (10 years) is the most", ""},
		{"months rounded", months, "2.6", 3, "Whole months only: using 3 months", ""},
		{"budget in thousands", budget, "5k", 5000, "", ""},
		{"budget with a dollar", budget, "$1.5M", 1.5e6, "", ""},
		{"budget empty", budget, " ", 0, "", ""},
		{"budget above a billion", budget, "2e9", 1e9, "$1,000,000,000 is the most", ""},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			v, noteOf, err := tc.f.read(tc.in)
			note := ""
			if noteOf != nil {
				note = noteOf()
			}
			switch {
			case tc.err != "":
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("read(%q) = %v, %q, %v; want an error saying %q", tc.in, v, note, err, tc.err)
				}
				return
			case err != nil:
				t.Fatalf("read(%q) failed: %v", tc.in, err)
			}
			if v != tc.want {
				t.Errorf("read(%q) = %v, want %v", tc.in, v, tc.want)
			}
			if tc.note == "" && note != "" || !strings.Contains(note, tc.note) {
				t.Errorf("read(%q) notes %q, want %q", tc.in, note, tc.note)
			}
		})
	}
}

func TestSizingBarAddsUp(t *testing.T) {
	sz := advisor.SizingResult{Sizing: advisor.Sizing{GPUMemoryGB: 20, Breakdown: []advisor.Part{{Name: "weights", GB: 15}, {Name: "kv-cache", GB: 5}}}}
	html := render(t, (&sizingBar{Sizing: sz}).ui())
	for _, want := range []string{"width:75.00%", "width:25.00%", "weights 15 GB", "20 GB of GPU memory"} {
		if !strings.Contains(strings.ReplaceAll(html, " ", ""), strings.ReplaceAll(want, " ", "")) {
			t.Errorf("sizing bar lacks %q", want)
		}
	}
}

func TestChecklistCountsTicks(t *testing.T) {
	items := []advisor.Item{{ID: "quota", Text: words.As("Request quota")}, {ID: "driver", Text: words.As("Install the driver")}}
	html := render(t, checklist(words.En, items, map[string]bool{"quota": true}))
	if !strings.Contains(html, "(1/2)") || !strings.Contains(html, `data-id="quota"`) {
		t.Errorf("checklist HTML = %s", html)
	}
}

func TestTaskStepShowsModelFields(t *testing.T) {
	for _, tc := range []struct {
		scenario  string
		answers   advisor.Answers
		want, not []string
	}{
		{"inference with a preset", advisor.Defaults(advisor.Inference),
			[]string{`id="model"`, "Other (size only)", `id="tps"`, `for="tps"`, `id="tps-hint"`, `id="kv"`, "FP8 KV cache"},
			[]string{`id="params"`, `id="layers"`, `id="epochs"`}},
		{"inference, other model", func() advisor.Answers {
			a := advisor.Defaults(advisor.Inference)
			a.Model, a.ParamsB, a.Layers = "", 20, 48
			return a
		}(), []string{`value="-"`, `id="params"`, `id="layers"`, `value="48"`, `id="kvh"`, `id="hdim"`, `aria-describedby="kvh-hint"`}, nil},
		{"finetune", advisor.Defaults(advisor.Finetune),
			[]string{`id="tokens"`, `id="epochs"`, `id="method"`}, []string{`id="tps"`, `id="kv"`}},
		{"hpc", advisor.Defaults(advisor.HPC),
			[]string{`id="bound"`, `value="fp64-tensor"`, "Memory bandwidth", `id="gpuh"`, "A100 GPU-hours"}, []string{`id="fp64"`, `id="model"`}},
		{"transcode", advisor.Defaults(advisor.Transcode), []string{`id="vidh"`, "hours of video"}, []string{`id="model"`}},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			html := render(t, stepView(words.En, 1, &tc.answers, nil))
			m := tc.answers.Model
			if m == "" {
				m = unset
			}
			if tc.answers.Task != advisor.HPC && tc.answers.Task != advisor.Transcode && !selected(html, m) {
				t.Errorf("the model select does not show %s as chosen", m)
			}
			for _, w := range tc.want {
				if !strings.Contains(html, w) {
					t.Errorf("step 1 lacks %s", w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(html, w) {
					t.Errorf("step 1 shows %s, which this task does not use", w)
				}
			}
		})
	}
}

// selected reports whether the option with this value is selected; go-app
// writes attributes in no fixed order.
func selected(html, value string) bool {
	tag := regexp.MustCompile(`<option [^>]*value="` + regexp.QuoteMeta(value) + `"[^>]*>`).FindString(html)
	return regexp.MustCompile(` selected[ >]`).MatchString(tag)
}

func TestEcosystemStepAsksConfidentialAndArm(t *testing.T) {
	a := advisor.Defaults(advisor.Inference)
	a.Arm64 = true
	html := render(t, stepView(words.En, 4, &a, nil))
	for _, want := range []string{`id="cvm"`, `for="cvm"`, `id="arm"`, "Confidential VM required", "Images also run on Arm64"} {
		if !strings.Contains(html, want) {
			t.Errorf("step 4 lacks %s", want)
		}
	}
}

func TestPickCardShowsWorkAndDecisionPath(t *testing.T) {
	p := advisor.Pick{Rank: 1, Hardware: advisor.Hardware{Size: "Standard_ND96isr_H100_v5", GPUsPerVM: "8", Lifecycle: catalog.Lifecycle{Status: catalog.GA}}, VMs: 2,
		Cost: advisor.Cost{Model: advisor.PAYG, BilledHours: 1234.4}, FinishesInHours: 617.2,
		Throughput: advisor.Throughput{PerVM: 8123.456, Unit: "tokens/s", Basis: words.As("Decode reads the weights once per step.")},
		Path:       []advisor.RuleHit{{Rule: "fits-memory", Stage: "task", Effect: words.As("Fits 140 GB on 640 GB.")}, {Rule: "price-auto", Stage: "budget", Effect: words.As("Pay-as-you-go is cheapest.")}}}
	html := render(t, &pickCard{Pick: p})
	for _, want := range []string{"1,234 VM-hours", "25.7 days", "8,123 tokens/s", "Decode reads the weights once per step.",
		"<h4>Decision path</h4>", `data-rule="fits-memory"`, "task: ", "Fits 140 GB on 640 GB.", "budget: "} {
		if !strings.Contains(html, want) {
			t.Errorf("pick card lacks %q", want)
		}
	}
	if i, j := strings.Index(html, "Fits 140 GB"), strings.Index(html, "Pay-as-you-go is cheapest"); i > j {
		t.Error("the decision path is not in the engine's order")
	}

	// An engine that fills none of them: nothing shows.
	html = render(t, &pickCard{Pick: advisor.Pick{Hardware: advisor.Hardware{Size: "Standard_NC6s_v3", Lifecycle: catalog.Lifecycle{Status: catalog.GA}}}})
	for _, not := range []string{"Billed", "Hours you pay for", "Finishes in", "Throughput", "What one VM can do", "Decision path", "pick-work"} {
		if strings.Contains(html, not) {
			t.Errorf("a pick without work figures shows %q", not)
		}
	}
}

// TestPickCardSpeaksToTheBuyer: the card's figures carry labels a buyer
// reads, and the engineer's terms (billed VM-hours, throughput per VM in
// TFLOPS, dense TFLOPS-hours, the decision path by rule) are all behind one
// toggle, closed, in both languages.
func TestPickCardSpeaksToTheBuyer(t *testing.T) {
	p := advisor.Pick{Rank: 1, Hardware: advisor.Hardware{Size: "Standard_ND96isr_H100_v5", GPUsPerVM: "8", Lifecycle: catalog.Lifecycle{Status: catalog.GA}}, VMs: 2,
		Cost:            advisor.Cost{Model: advisor.RI1, USDPerHour: 100, BilledMonths: 12, BilledHours: 17520},
		FinishesInHours: 617.2,
		Throughput:      advisor.Throughput{PerVM: 998, Unit: "FP64 tensor TFLOPS", Basis: words.As("Eight H100s at 124.8 FP64 tensor TFLOPS each.")},
		Unit:            advisor.UnitCosts{PerGPUHour: 6.25, PerGBHour: 0.078, PerTFLOPHour: 0.0501},
		Reasons:         []words.Text{words.As("Fits your answers."), words.M(words.ReasonUnit, words.USDFixed(6.25, 2), words.USDFixed(0.0501, 4))},
		Path:            []advisor.RuleHit{{Rule: "plan", Stage: "task", Effect: words.As("2 VMs.")}, {Rule: "price-model", Stage: "budget", Effect: words.As("1-year reservation.")}}}
	for _, tc := range []struct {
		l       words.Lang
		visible []string // on the card as it opens
		hidden  []string // only in the engineer's detail
	}{
		{words.En,
			[]string{"Hours you pay for", "17,520 hours across 2 VMs", "What one VM can do", "998 trillion calculations a second", "Finishes in", "<summary>Why this pick</summary>", "Fits your answers."},
			[]string{"<dt>Billed</dt><dd>17,520 VM-hours</dd>", "<dt>Throughput per VM</dt><dd>998 FP64 tensor TFLOPS</dd>", "Eight H100s at 124.8", "$0.0501 per dense TFLOPS-hour", "$6.25 per GPU-hour",
				"<h4>Decision path</h4>", `<li data-rule="plan"><code>plan</code> · <strong>task: </strong>2 VMs.</li>`, "<code>price-model</code>"}},
		{words.Zh,
			[]string{"您需付费的时长", "2 台虚拟机共 17,520 小时", "单台虚拟机的能力", "每秒 998 万亿次运算", "完成用时", "<summary>推荐理由</summary>"},
			[]string{"<dt>计费时长</dt><dd>17,520 虚拟机小时</dd>", "<dt>单台虚拟机吞吐量</dt><dd>998 FP64 张量 TFLOPS</dd>", "每稠密 TFLOPS 每小时 $0.0501", "<h4>决策路径</h4>", "<code>plan</code> · <strong>任务：</strong>"}},
	} {
		t.Run(tc.l.Tag(), func(t *testing.T) {
			html := render(t, &pickCard{Lang: tc.l, Pick: p})
			// Closed (no open attribute), and a summary to click or press.
			toggle := regexp.MustCompile(`<details class="pick-detail">\s*<summary>([^<]*)</summary>`).FindStringSubmatchIndex(html)
			if toggle == nil || html[toggle[2]:toggle[3]] != template.HTMLEscapeString(tc.l.T(words.EngineerDetail)) {
				t.Fatalf("no closed details with the summary %q on the card:\n%s", tc.l.T(words.EngineerDetail), html)
			}
			start := toggle[0]
			end := start + strings.Index(html[start:], "</details>")
			detail, card := html[start:end], html[:start]+html[end:]
			for _, want := range tc.visible {
				if !strings.Contains(card, want) {
					t.Errorf("the card does not say %q", want)
				}
			}
			for _, want := range tc.hidden {
				if !strings.Contains(detail, want) {
					t.Errorf("the engineer's detail lacks %q", want)
				}
			}
			// The terms of art, and each engineer's figure, are nowhere else.
			for _, term := range []string{"VM-hours", "虚拟机小时", "TFLOPS", "GPU-hour", "GPU 小时", "data-rule", "<code>", tc.l.T(words.DecisionPath), tc.l.T(words.ThroughputPerVM), tc.l.T(words.Billed)} {
				if strings.Contains(card, term) {
					t.Errorf("the card shows %q outside the engineer's detail", term)
				}
			}
		})
	}
}

func TestPickCardSaysWhoseHour(t *testing.T) {
	p := advisor.Pick{Rank: 1, Hardware: advisor.Hardware{Size: "Standard_NV6ads_A10_v5", GPUsPerVM: "1/6", GPUModel: "A10", Lifecycle: catalog.Lifecycle{Status: catalog.GA}}, VMs: 3,
		Cost: advisor.Cost{Model: advisor.PAYG, USDPerVMHour: 0.5, USDPerHour: 1.5, BilledMonths: 1}}
	html := render(t, &pickCard{Pick: p})
	for _, want := range []string{"Per hour, all 3 VMs", "⅙ × A10"} {
		if !strings.Contains(html, want) {
			t.Errorf("pick card lacks %q", want)
		}
	}
}

// A field without a hint says nothing under it: noHint is no message.
func TestFieldWithoutHintSaysNothing(t *testing.T) {
	html := render(t, selectField(words.En, "vendor", words.FilterVendor, noHint, "", []option{{Value: "", Label: "Any"}}))
	hint := regexp.MustCompile(`<p [^>]*id="vendor-hint"[^>]*>([^<]*)</p>`).FindStringSubmatch(html)
	if hint == nil || hint[1] != "" {
		t.Errorf("the hint of a field without one: %q in %s", hint, html)
	}
	if !strings.Contains(html, ">Vendor</label>") {
		t.Errorf("no label Vendor in %s", html)
	}
}

// TestWorkBoundCardBillsTheWork: a job billed as it runs shows the cost of
// the work and the hours it takes, and no month (a job of 1.6 h has a
// "month" below its hour's price); a commitment keeps its months, which it
// bills. Step 2 calls the hours a deadline window for such tasks, in both
// languages (issue 22).
func TestWorkBoundCardBillsTheWork(t *testing.T) {
	p := advisor.Pick{Rank: 1, Hardware: advisor.Hardware{Size: "Standard_NC40ads_H100_v5", GPUsPerVM: "1", Lifecycle: catalog.Lifecycle{Status: catalog.GA}}, VMs: 1,
		Cost:            advisor.Cost{Model: advisor.PAYG, USDPerVMHour: 6.98, USDPerHour: 6.98, USDPerMonth: 10.96, USDTotal: 10.96, BilledMonths: 1, BilledHours: 1.57},
		FinishesInHours: 1.57}
	for _, l := range []words.Lang{words.En, words.Zh} {
		html := render(t, &pickCard{Lang: l, Pick: p})
		for _, want := range []string{l.T(words.WorkCost), `class="pick-work-cost">$10.96`, l.T(words.WorkTakes), "pick-finishes"} {
			if !strings.Contains(html, want) {
				t.Errorf("%v: work-bound card lacks %q", l, want)
			}
		}
		if strings.Contains(html, "pick-month") || strings.Contains(html, ">"+l.T(words.PerMonth)+"<") {
			t.Errorf("%v: work-bound card shows a month", l)
		}
	}
	// Its other price models: Spot, billed by the work too, has no month
	// either; a reservation keeps the months it bills.
	q := p
	q.Alternatives = []advisor.Cost{{Model: advisor.Spot, USDPerMonth: 3.29, USDTotal: 3.28, BilledMonths: 1},
		{Model: advisor.RI1, USDPerMonth: 3057.24, USDTotal: 36686.88, BilledMonths: 12}}
	if html := render(t, &pickCard{Pick: q}); strings.Contains(html, "$3.29") || !strings.Contains(html, "$3.28") || !strings.Contains(html, "$3,057<") {
		t.Errorf("a work-bound card's other price models: Spot's month shown, or a total or a reservation's month lost:\n%s", html)
	}
	if html := render(t, charts(words.En, q, 200)); strings.Contains(html, "$3.29") || !strings.Contains(html, "$3,057<") {
		t.Errorf("a work-bound pick's cost table shows Spot's month, or lost the reservation's")
	}
	p.Cost.Model, p.Cost.BilledMonths = advisor.RI1, 12
	if html := render(t, &pickCard{Pick: p}); !strings.Contains(html, "pick-month") || strings.Contains(html, "pick-work-cost") {
		t.Error("a committed work-bound pick lost its monthly bill")
	}
	for _, l := range []words.Lang{words.En, words.Zh} {
		for _, task := range []advisor.Task{advisor.Finetune, advisor.Train, advisor.Pretrain, advisor.HPC, advisor.Transcode, advisor.Inference} {
			a := advisor.Defaults(task)
			html := render(t, stepView(l, 2, &a, nil))
			if got := strings.Contains(html, l.T(words.HoursWindowHint)); got != a.Is(advisor.WorkBound) {
				t.Errorf("%v %s: step 2 says the hours are a deadline window: %v", l, task, got)
			}
		}
	}
}

// A select offers exactly the values the engine takes (advisor.Questions,
// advisor.HPCBounds), in their order.
func TestChoicesAreTheAllowedValues(t *testing.T) {
	for _, table := range [][]stepField{taskFields, budgetFields, dataFields, ecosystemFields} {
		for _, f := range table {
			if f.choices == nil {
				continue
			}
			want := advisor.QuestionOf(f.key).Values
			switch f.key {
			case "bound":
				want = advisor.HPCBounds
			case "rmode":
				want = []string{"", string(advisor.Batch)}
			}
			var got []string
			for _, c := range f.choices {
				got = append(got, c.value)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s offers %q; the engine takes %q", f.key, got, want)
			}
		}
	}
}
