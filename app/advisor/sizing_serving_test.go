package advisor

import (
	"math"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The reference figures are the architect's second review
// (shared/review/architect-review-2.md), worked by hand.

func TestExpertShare(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		k, e, b  int
		want     float64
	}{
		{"one token reads its own top-k", 2, 8, 1, 0.25},
		{"Mixtral top-2 of 8 at batch 16 reads nearly all", 2, 8, 16, 0.99},
		{"DeepSeek-V3 top-8 of 256 at batch 16 reads about 40%", 8, 256, 16, 0.40},
		{"DeepSeek-V3 at batch 256 reads nearly all", 8, 256, 256, 1.00},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			if got := expertShare(tc.k, tc.e, tc.b); math.Abs(got-tc.want) > 0.005 {
				t.Errorf("expertShare(%d, %d, %d) = %.4f, want %.2f", tc.k, tc.e, tc.b, got, tc.want)
			}
		})
	}
}

// The routing figures give the published active parameters: what every
// token uses plus top-k of E of the routed experts.
func TestMoEPresetsAgreeWithTheirActiveParameters(t *testing.T) {
	moe := 0
	for _, p := range ModelPresets {
		r := p.MoE
		if r == nil {
			continue
		}
		moe++
		if r.Experts <= 0 || r.TopK <= 0 || r.TopK > r.Experts || r.FFN <= 0 || r.DenseLayers >= p.Layers {
			t.Errorf("%s: routing %+v", p.Key, *r)
			continue
		}
		routed := r.routedB(p.Layers, p.Hidden)
		active := p.ParamsB - routed + routed*float64(r.TopK)/float64(r.Experts)
		if routed >= p.ParamsB || math.Abs(active-p.ActiveParamsB) > 0.03*p.ActiveParamsB {
			t.Errorf("%s: %.1f B routed of %.1f B gives %.1f B active per token, published %.1f B",
				p.Key, routed, p.ParamsB, active, p.ActiveParamsB)
		}
	}
	if moe < 3 {
		t.Errorf("%d mixture-of-experts presets, want Mixtral 8x7B, 8x22B and DeepSeek-V3", moe)
	}
}

func TestDecodeReadsTheExpertsABatchTouches(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		scenario     string
		model        string
		prec         Precision
		ctx, conc    int
		readGB       float64 // weights read per step, ±1%
		gpu          string
		gpus         float64
		tpsLo, tpsHi float64
		// wasTPS is what reading the active weights only gave (0: not checked).
		wasTPS float64
	}{
		// Mixtral 8x7B BF16 at 32k × 16 on 2 × H100 NVL: about 93 GB of
		// weights a step, about 460 tokens/s rather than 792.
		{"Mixtral 8x7B, batch 16", "mixtral-8x7b", BF16, 32768, 16, 92.5, "H100 NVL 94GB", 2, 440, 480, 792},
		// DeepSeek-V3 FP8 at 32k × 16 on ND H200 v5: about 40% of the
		// routed experts, 870 (6 GPUs) to 1,160 (8 GPUs) tokens/s rather
		// than 3,744 (6 GPUs reading the 37 B active).
		{"DeepSeek-V3 on 8 GPUs", "deepseek-v3", FP8, 32768, 16, 277.5, "H200 141GB", 8, 1100, 1220, 0},
		{"DeepSeek-V3 on 6 GPUs", "deepseek-v3", FP8, 32768, 16, 277.5, "H200 141GB", 6, 830, 910, 3744},
		// A dense model reads all of its weights, whatever the batch: the
		// review's 957 tokens/s for Llama 3.1 70B FP8 at 8k × 32.
		{"Llama 3.1 70B FP8 on 2 × H100 NVL", "llama-3.1-70b", FP8, 8192, 32, 70.6, "H100 NVL 94GB", 2, 930, 980, 0},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			g, ok := c.GPU(tc.gpu)
			if !ok {
				t.Fatalf("no GPU %q in the catalog", tc.gpu)
			}
			sz := Size(Answers{Task: Inference, Model: tc.model, Precision: tc.prec, Context: tc.ctx, Concurrency: tc.conc})
			if math.Abs(sz.readGB-tc.readGB) > 0.01*tc.readGB {
				t.Errorf("weights read per step = %.1f GB, want %.1f", sz.readGB, tc.readGB)
			}
			if tps := decodeTPS(&g, tc.gpus, &sz, tc.conc); tps < tc.tpsLo || tps > tc.tpsHi {
				t.Errorf("decode = %.0f tokens/s, want %.0f–%.0f", tps, tc.tpsLo, tc.tpsHi)
			}
			if tc.wasTPS > 0 {
				sz.readGB = sz.activeParamsB * bytesPerParam(tc.prec)
				if was := decodeTPS(&g, tc.gpus, &sz, tc.conc); math.Abs(was-tc.wasTPS) > 5 {
					t.Errorf("reading the active weights only gives %.0f tokens/s, not the review's %.0f", was, tc.wasTPS)
				}
			}
		})
	}
}

func TestTPDegree(t *testing.T) {
	for _, tc := range []struct {
		scenario                 string
		n, perVM, heads, kvHeads int
		want                     int
	}{
		{"one GPU stays one", 1, 8, 64, 8, 1},
		{"3 GPUs round up to 4", 3, 8, 64, 8, 4},
		{"5, 6 or 7 GPUs round up to 8", 5, 8, 64, 8, 8},
		{"7 of 8", 7, 8, 128, 1, 8},
		{"3 GPUs of a 4-GPU VM take it", 3, 4, 64, 8, 4},
		{"an unknown model's heads: powers of two", 3, 8, 0, 0, 4},
		// Qwen2.5 7B: 28 heads. 8 does not divide them: the whole VM
		// runs tensor × pipeline.
		{"Qwen2.5 7B over 5 GPUs", 5, 8, 28, 4, 8},
		{"Qwen2.5 7B over 3 GPUs", 3, 8, 28, 4, 4},
		// Phi-4: 10 KV heads split over 2, not 4 (10 % 4 ≠ 0, 4 % 10 ≠ 0).
		{"Phi-4 over 3 GPUs of 4", 3, 4, 40, 10, 4},
		{"Phi-4 over 2", 2, 8, 40, 10, 2},
		{"a copy larger than a VM takes whole VMs", 10, 8, 64, 8, 16},
		{"a copy over 1-GPU VMs", 3, 1, 64, 8, 3},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			if got := tpDegree(tc.n, tc.perVM, tc.heads, tc.kvHeads); got != tc.want {
				t.Errorf("tpDegree(%d, %d, %d, %d) = %d, want %d", tc.n, tc.perVM, tc.heads, tc.kvHeads, got, tc.want)
			}
		})
	}
}

func TestUnnamedShape(t *testing.T) {
	for _, tc := range []struct {
		paramsB float64
		kvHeads int
	}{
		{7, 0}, {13, 40}, {29, 0}, {30, 8}, {70, 8}, {405, 8},
	} {
		sh, gqa := unnamedShape(tc.paramsB)
		if want := tc.paramsB >= 30; gqa != want || sh.HeadDim != 128 {
			t.Errorf("%v B: gqa %v, head dim %d; want gqa %v, 128", tc.paramsB, gqa, sh.HeadDim, want)
		}
		if tc.kvHeads > 0 && sh.KVHeads != tc.kvHeads {
			t.Errorf("%v B: %d KV heads, want %d", tc.paramsB, sh.KVHeads, tc.kvHeads)
		}
		if !gqa && sh.KVHeads != sh.Hidden/128 {
			t.Errorf("%v B: %d KV heads of a %d-wide model: not multi-head attention", tc.paramsB, sh.KVHeads, sh.Hidden)
		}
	}
	// The review's Llama 3.1 70B KV cache at 8k × 32 is 85.9 GB; an
	// unnamed 70 B model, taken as grouped-query attention, comes near it
	// (its layers are estimated), not at several times more.
	sz := Size(Answers{Task: Inference, ParamsB: 70, Precision: BF16, Context: 8192, Concurrency: 32})
	if sz.kvGB < 0.85*85.9 || sz.kvGB > 1.15*85.9 {
		t.Errorf("unnamed 70 B: KV %.1f GB at 8k × 32, want within 15%% of 85.9", sz.kvGB)
	}
}
