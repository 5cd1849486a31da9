package advisor

import (
	"strconv"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// How the work is modelled. Time-bound tasks pay for the hours the service is
// up; work-bound tasks (the set WorkBound) pay for the hours the work takes on
// each candidate, and the hours × months answered become the deadline window.

// Constants of the work model. Each cites its source or says it is assumed.
const (
	// LoRA trains ~0.6 % of the weights: no weight gradients for the frozen
	// rest, "a 25% speedup during training on GPT-3 175B compared to full
	// fine-tuning" (Hu et al. 2021, section 4.2): 0.75 of the full work.
	loraWorkFactor = 0.75
	// QLoRA dequantises the 4-bit weights on every pass: "a 39% increase in
	// training runtime" over LoRA (S. Raschka, "Practical Tips for Finetuning
	// LLMs Using LoRA", 2023, measured on Llama 2 7B).
	qloraWorkFactor = loraWorkFactor * 1.39
	// Fine-tuning data when none is given: 20 M tokens (about 10,000 examples
	// of 2,000 tokens) for 3 epochs. Assumed; enter your dataset.
	finetuneTokensB = 0.02
	finetuneEpochs  = 3
	// Data-parallel work across VMs over InfiniBand loses some time to
	// communication; assumed 90 % scaling efficiency beyond one VM (NCCL
	// all-reduce overlapped with compute, Megatron-LM reports 70–90 % weak
	// scaling: Narayanan et al. 2021).
	multiVMEfficiency = 0.90
	// HPC work is given in hours on one reference GPU: NVIDIA A100 80GB, the
	// most common HPC GPU on Azure, as in NC A100 v4.
	hpcRefSize = "Standard_NC24ads_A100_v4"
	hpcRefName = "NVIDIA A100 80GB (NC A100 v4)"
	// HPC job when none is given: 1,000 A100 GPU-hours.
	hpcDefaultRefHours = 1000
	// Transcoding: real-time 1080p30 H.264 streams one encoder engine carries
	// at a medium-quality preset. Assumed: NVIDIA's application note gives
	// per-engine throughput by preset and generation (from 8× real time at the
	// fastest preset on Kepler, twice that at equal quality since Turing);
	// measure yours with ffmpeg.
	streamsPerEncoder = 8
	// Transcoding work when none is given: 10,000 hours of video.
	transcodeDefaultVideoHours = 10000
	// Decode is memory-bound: each step reads the weights its batch uses and the
	// batch's KV cache. Serving engines reach about 60 % of peak memory
	// bandwidth end to end (assumed; vLLM and TensorRT-LLM benchmarks land
	// between 50 and 80 %).
	decodeBandwidthEfficiency = 0.60
)

// mfus are the shares of a GPU's peak dense 16-bit tensor throughput that
// training reaches on the generations a source measures, and the source.
var mfus = [...]struct {
	arch  string
	share float64
	why   words.ID
}{{"Hopper", 0.40, words.MFUHopper}, {"Blackwell", 0.40, words.MFUBlackwell}, {"Blackwell Ultra", 0.40, words.MFUBlackwell},
	{"Ampere", 0.40, words.MFUAmpere}, {"CDNA 3", 0.30, words.MFUCDNA3}, {"CDNA3", 0.30, words.MFUCDNA3}}

// mfu is the share of a GPU's peak dense 16-bit tensor throughput that
// training reaches on generation arch, and where the figure comes from:
// mfus, or 30% assumed.
func mfu(arch string) (float64, words.Arg) {
	for _, m := range mfus {
		if m.arch == arch {
			return m.share, words.W(m.why)
		}
	}
	why := words.MFUAssumed
	if arch == "Volta" || arch == "Turing" {
		why = words.MFUNoBF16
	}
	return 0.30, words.W(why, words.S(arch))
}

// trainingWork is the training compute in FLOPs and how it was derived.
func trainingWork(a *Answers, m *modelShape) (flops float64, why words.Text) {
	tokens := a.TokensB
	epochs := a.Epochs
	n := m.active()
	// Attention over the context costs 6 · layers · context · width FLOPs a
	// token besides 6 per parameter (Kaplan et al. 2020, table 1: 2 ·
	// n_layer · n_ctx · d_attn forward, three times with the backward pass).
	// 6 · N · D leaves it out, within 10% up to about 8k tokens; beyond, it
	// is added (an 8B model at 128k: 2.1 times the parameters' work).
	if att := float64(m.Layers) * float64(a.Context) * float64(m.Hidden) / 1e9; att > n/10 {
		n += att
	}
	factor, method := 1.0, words.WorkFull
	switch {
	case a.Task == Finetune && a.Method == QLoRA:
		factor, method = qloraWorkFactor, words.WorkQLoRA
	case a.Method == LoRA:
		factor, method = loraWorkFactor, words.WorkLoRA
	}
	flops = flopsPerParamToken * n * 1e9 * tokens * 1e9 * epochs * factor
	// FLOPs in scientific notation (1.23e+21): the one figure no word format
	// has; Size runs once per answer, so formatting it here costs nothing.
	return flops, words.M(words.AssumeWork, num(n), num(tokens), num(epochs), words.W(method), words.S(strconv.FormatFloat(flops, 'g', 3, 64)))
}

// hpcRate is a GPU's rate for what limits the HPC code, in the unit of that
// bound, and the unit's name.
func hpcRate(g *catalog.GPU, bound string) (float64, string) {
	switch bound {
	case "fp64-tensor":
		return max(g.FP64Tensor, g.FP64Vector), "FP64 tensor TFLOPS"
	case "fp32":
		return g.FP32, "FP32 TFLOPS"
	case "bandwidth":
		return g.BandwidthTBps, "TB/s"
	}
	return g.FP64Vector, "FP64 vector TFLOPS"
}
