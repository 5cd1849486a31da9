package advisor

import (
	"fmt"
	"math"
)

// Part is one slice of the GPU memory a workload needs.
type Part struct {
	// Name says what the memory holds: "weights", "gradients", "optimizer",
	// "activations", "kv-cache", "adapters", "overhead", "frame-buffer".
	Name string `json:"name"`
	// GB is its size in gigabytes (10^9 bytes).
	GB float64 `json:"gb"`
	// Sharded is true when the part is split across GPUs (model states under
	// FSDP/ZeRO-3 or tensor parallelism); false when every GPU holds its own copy.
	Sharded bool `json:"sharded"`
}

// Sizing is what the workload needs from the hardware, before any size is chosen.
type Sizing struct {
	// GPUMemoryGB is the GPU memory needed in total for one copy of the workload, GB.
	GPUMemoryGB float64 `json:"gpu_memory_gb"`
	// Breakdown lists the parts that add up to GPUMemoryGB.
	Breakdown []Part `json:"breakdown"`
	// PerSeatGB is the GPU memory one VDI seat needs (render task), GB.
	PerSeatGB float64 `json:"per_seat_gb,omitempty"`
	// TrainFLOPs is the total training compute for pre-training, FLOPs (6 × parameters × tokens).
	TrainFLOPs float64 `json:"train_flops,omitempty"`
	// MinGPUs is the fewest GPUs the workload needs whatever the size (pre-training advice).
	MinGPUs int `json:"min_gpus,omitempty"`
	// MinFP64TFLOPS is the double-precision throughput a GPU must have (HPC), TFLOPS.
	MinFP64TFLOPS float64 `json:"min_fp64_tflops,omitempty"`
	// Shape is the transformer shape assumed from the parameter count.
	Shape *Shape `json:"shape,omitempty"`
	// Assumptions are the rules of thumb behind the numbers, in plain sentences.
	Assumptions []string `json:"assumptions"`
}

// Shape is the transformer architecture assumed from a parameter count.
type Shape struct {
	// Layers is the number of transformer blocks.
	Layers int `json:"layers"`
	// Hidden is the model width.
	Hidden int `json:"hidden"`
	// KVHeads is the number of key/value heads (grouped-query attention).
	KVHeads int `json:"kv_heads"`
	// HeadDim is the width of one attention head.
	HeadDim int `json:"head_dim"`
}

// Constants of the sizing model. Each cites where the rule of thumb comes from.
const (
	// Mixed-precision Adam keeps 2 (bf16 weights) + 2 (bf16 gradients) + 12
	// (fp32 master weights, momentum, variance) bytes per parameter: ZeRO,
	// Rajbhandari et al. 2020, section 3.1 ("16Ψ bytes").
	adamStateBytes = 12.0
	// LoRA adapters on every linear layer at rank 16 are about 0.6 % of the
	// base model's parameters (e.g. ~42 M for an 8B Llama; Hu et al. 2021 and
	// the PEFT defaults); each trainable parameter costs 16 bytes as above.
	loraFraction = 0.006
	// QLoRA stores frozen weights as 4-bit NormalFloat plus double-quantised
	// constants, ~0.127 bits more per parameter: Dettmers et al. 2023, section 3.
	qloraWeightBytes = 0.5 + 0.127/8
	// Inference runtimes (activations, CUDA graphs, allocator) take about 20 %
	// over the weights: EleutherAI, "Transformer Math 101" (1.2 × model memory).
	inferenceOverhead = 0.20
	// Training keeps ~10 % for CUDA context, communication buffers and fragmentation.
	trainingOverhead = 0.10
	// Compute-optimal pre-training uses ~20 tokens per parameter: Hoffmann et al.
	// 2022 (Chinchilla).
	chinchillaTokensPerParam = 20
	// Training costs ~6 FLOPs per parameter per token (forward + backward):
	// Kaplan et al. 2020, section 2.1.
	flopsPerParamToken = 6
	// Large transformer training reaches about 40 % of peak dense BF16 throughput
	// (model FLOPs utilisation); PaLM reported 46 %, Megatron-LM 30–50 %
	// (Chowdhery et al. 2022, Narayanan et al. 2021).
	assumedMFU = 0.40
	// Pre-training on fewer than 8 GPUs is not advised (DOMAIN.md: "at least
	// 4 GPUs, 8 or more advised").
	pretrainMinGPUs = 8
	// HPC double precision: at least 5 TFLOPS FP64 per GPU separates data-centre
	// compute GPUs (V100 7, A100 19.5, H100 67, MI300X 163) from graphics and
	// inference GPUs that publish no or token FP64 (T4, A10, GB300 1.3).
	hpcMinFP64 = 5
)

// bytesPerParam is the size of one weight in each precision.
func bytesPerParam(p Precision) float64 {
	switch p {
	case FP32:
		return 4
	case FP8, INT8:
		return 1
	case INT4:
		return 0.5
	default: // bf16, fp16
		return 2
	}
}

// shapeFor assumes a decoder-only transformer of the given size. Parameters
// ≈ 12 · layers · hidden² (Kaplan et al. 2020), with about 128 hidden units per
// layer (Llama 2/3: 4096/32, 5120/40, 8192/80), grouped-query attention with
// 8 key/value heads of 128 dimensions (Llama 3, Mistral, Qwen 2).
func shapeFor(paramsB float64) Shape {
	h := math.Cbrt(paramsB * 1e9 * 128 / 12)
	hidden := max(128, int(math.Round(h/128))*128)
	layers := max(2, int(math.Round(paramsB*1e9/(12*float64(hidden)*float64(hidden)))))
	return Shape{Layers: layers, Hidden: hidden, KVHeads: min(8, hidden/128), HeadDim: 128}
}

// seatGB is the GPU memory of one VDI seat by load, after the NVadsA10 v5
// partitions Microsoft offers for these users (1/6 = 4 GB, 1/3 = 8 GB,
// 1/2 = 12 GB of an A10).
func seatGB(l Load) float64 {
	switch l {
	case Light:
		return 4
	case Heavy:
		return 12
	default:
		return 8
	}
}

// Size works out what the answers need from the hardware.
func Size(a Answers) Sizing {
	var s Sizing
	add := func(name string, gb float64, sharded bool) {
		if gb > 0 {
			s.Breakdown = append(s.Breakdown, Part{Name: name, GB: round2(gb), Sharded: sharded})
			s.GPUMemoryGB += gb
		}
	}
	assume := func(format string, args ...any) { s.Assumptions = append(s.Assumptions, fmt.Sprintf(format, args...)) }
	p := a.ParamsB // billions, so bytes per parameter × p = GB

	switch a.Task {
	case Inference:
		sh := shapeFor(p)
		s.Shape = &sh
		w := p * bytesPerParam(a.Precision)
		kvBytes := 2.0
		if a.Precision == FP8 {
			kvBytes = 1
		}
		kv := 2 * float64(sh.Layers*sh.KVHeads*sh.HeadDim) * kvBytes * float64(a.Context) * float64(a.Concurrency) / 1e9
		add("weights", w, true)
		add("kv-cache", kv, true)
		add("overhead", w*inferenceOverhead, true)
		assume("Weights: %s B parameters × %s bytes (%s).", fmtNum(p), fmtNum(bytesPerParam(a.Precision)), a.Precision)
		assume("KV cache: 2 × %d layers × %d KV heads × %d dims × %s bytes × %d tokens × %d concurrent requests (grouped-query attention, Llama 3 style).",
			sh.Layers, sh.KVHeads, sh.HeadDim, fmtNum(kvBytes), a.Context, a.Concurrency)
		assume("Runtime overhead: 20%% of the weights (EleutherAI, Transformer Math 101).")
	case Pretrain, Train, Finetune:
		sh := shapeFor(p)
		s.Shape = &sh
		wb := bytesPerParam(a.Precision)
		if a.Precision == INT8 || a.Precision == INT4 || a.Precision == FP8 {
			wb = 2 // training runs in bf16; fp8 recipes still keep bf16/fp32 master state
		}
		switch {
		case a.Task == Finetune && a.Method == QLoRA:
			add("weights", p*qloraWeightBytes, true)
			add("adapters", p*loraFraction*(2+2+adamStateBytes), true)
			assume("QLoRA: frozen weights in 4-bit NormalFloat with double quantisation (%.3f bytes/parameter, Dettmers et al. 2023).", qloraWeightBytes)
		case a.Method == LoRA:
			add("weights", p*wb, true)
			add("adapters", p*loraFraction*(2+2+adamStateBytes), true)
			assume("LoRA: frozen %s weights plus rank-16 adapters on every linear layer (~0.6%% of parameters) trained with Adam.", a.Precision)
		default:
			add("weights", p*wb, true)
			add("gradients", p*wb, true)
			add("optimizer", p*adamStateBytes, true)
			assume("Full training with mixed-precision Adam: %s + %s + 12 bytes per parameter (ZeRO, Rajbhandari et al. 2020), sharded across GPUs with FSDP/ZeRO-3.", fmtNum(wb), fmtNum(wb))
		}
		// Activations with activation checkpointing, micro-batch of one sequence
		// per GPU: 2·s·h bytes per layer kept, plus one layer's working set of
		// 34·s·h bytes recomputed (Korthikanti et al. 2022, table 2).
		act := (2*float64(sh.Layers) + 34) * float64(a.Context) * float64(sh.Hidden) / 1e9
		if a.Task == Train {
			// Small models and CNNs are limited by batch working set, not by
			// states: keep room for a typical per-GPU batch.
			act = math.Max(act, 8)
			assume("Small-model training: at least 8 GB per GPU for the batch working set; measure peak memory on a short run and adjust.")
		}
		add("overhead", s.GPUMemoryGB*trainingOverhead, true) // grows with the states it serves
		add("activations", act, false)
		assume("Activations: activation checkpointing, one %d-token sequence per GPU (Korthikanti et al. 2022).", a.Context)
		if a.Task == Pretrain {
			tokens := a.TokensB
			if tokens == 0 {
				tokens = chinchillaTokensPerParam * p
				assume("Training data: %s B tokens, the compute-optimal 20 tokens per parameter (Hoffmann et al. 2022).", fmtNum(tokens))
			}
			s.TrainFLOPs = flopsPerParamToken * p * 1e9 * tokens * 1e9
			s.MinGPUs = pretrainMinGPUs
			assume("Compute: 6 × parameters × tokens = %.2g FLOPs, at %d%% of each GPU's peak dense BF16 throughput, finished within the hours and months given.", s.TrainFLOPs, int(assumedMFU*100))
		}
	case Render:
		s.PerSeatGB = seatGB(a.Load)
		add("frame-buffer", s.PerSeatGB, false)
		assume("One VM per seat (personal desktop); a %s seat needs %s GB of GPU memory (NVadsA10 v5 partitions: 1/6, 1/3, 1/2 of an A10).", a.Load, fmtNum(s.PerSeatGB))
	case HPC:
		add("working-set", 16, false)
		if a.FP64 {
			s.MinFP64TFLOPS = hpcMinFP64
			assume("Double precision: a GPU must deliver at least %d TFLOPS FP64; graphics and inference GPUs publish little or none.", hpcMinFP64)
		}
		assume("GPU memory per GPU of at least 16 GB for the simulation's working set; check with your solver's memory estimate.")
	case Transcode:
		add("frame-buffer", 4, false)
		assume("Transcoding uses the GPU's video engines (NVENC/NVDEC); each GPU needs only a few GB of memory.")
		assume("The %d concurrent streams do not size the VMs here: streams per GPU depend on codec, resolution and preset, and no public figure covers them all. The checklist says how to measure, and the VM count is the one you gave.", a.Concurrency)
	}
	s.GPUMemoryGB = round2(s.GPUMemoryGB)
	return s
}

// statesGB is the part of the need that shards across GPUs.
func (s Sizing) statesGB() float64 {
	var t float64
	for _, p := range s.Breakdown {
		if p.Sharded {
			t += p.GB
		}
	}
	return t
}

// perGPUGB is the memory each GPU needs when the sharded parts are split over n GPUs.
func (s Sizing) perGPUGB(n float64) float64 {
	return s.statesGB()/n + (s.GPUMemoryGB - s.statesGB())
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }
