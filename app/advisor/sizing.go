package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Part is one slice of the GPU memory a workload needs.
type Part struct {
	_ incomparable
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
	// TrainFLOPs is the training work, FLOPs (6 × active parameters × tokens × epochs × method factor).
	TrainFLOPs float64 `json:"train_flops,omitempty"`
	// MinGPUs is the fewest GPUs the workload needs whatever the size (pre-training advice).
	MinGPUs int `json:"min_gpus,omitempty"`
	// MinFP64TFLOPS is the double-precision throughput a GPU must have (HPC), TFLOPS.
	MinFP64TFLOPS float64 `json:"min_fp64_tflops,omitempty"`
	// Shape is the transformer shape assumed from the parameter count.
	Shape *Shape `json:"shape,omitempty"`
	// Assumptions are the rules of thumb behind the numbers, in plain sentences.
	Assumptions []words.Text `json:"assumptions"`
	// Assumed names the answers the person was not sure of and the values
	// used for them (Answers.Unsure); nil when none.
	Assumed words.Text `json:"assumed,omitempty"`
	// inference: the KV cache and the weights one decode step reads, GB, and
	// the parameters used per token, billions
	kvGB, readGB, activeParamsB float64
	// moe says what a mixture of experts' step reads (decode basis); nil for a dense model.
	moe words.Text
	// heads and kvHeads are the attention and KV heads a tensor-parallel
	// degree must fit, 0 when the model's own are unknown.
	heads, kvHeads int
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
	// Rajbhandari et al. 2020, section 3.1 ("16Ψ bytes"). Pure FP32 training
	// has no master copy: 4 + 4 + 8 = 16 bytes too (HF accelerate's estimator).
	adamStateBytes     = 12.0
	adamStateBytesFP32 = 8.0
	// LoRA adapters on every linear layer at rank 16 are about 0.6 % of the
	// base model's parameters (e.g. ~42 M for an 8B Llama; Hu et al. 2021 and
	// the PEFT defaults); each trainable parameter costs 16 bytes as above.
	loraFraction = 0.006
	// QLoRA stores frozen weights as 4-bit NormalFloat plus double-quantised
	// constants, ~0.127 bits more per parameter: Dettmers et al. 2023, section 3.
	qloraWeightBytes = 0.5 + 0.127/8
	// Serving engines need activation memory of about 3 % of the weights
	// besides the KV cache (vLLM's profiling run; the architect review's
	// reference: weights + KV + max(1.5 GB, 3 % of weights)).
	inferenceActivations = 0.03
	// Every GPU keeps a CUDA context, NCCL buffers and CUDA graphs outside the
	// model: about 1.5 GB per GPU (same reference; 1–3 GB measured).
	runtimeFloorGB = 1.5
	// Training keeps ~5 % of the model states for allocator fragmentation.
	trainingOverhead = 0.05
	// Training computes logits in FP32 and keeps their gradient: 2 × 4 bytes ×
	// sequence × vocabulary per GPU (one sequence per micro-batch).
	logitBytes = 8
	// Compute-optimal pre-training uses ~20 tokens per parameter: Hoffmann et al.
	// 2022 (Chinchilla).
	chinchillaTokensPerParam = 20
	// Training costs ~6 FLOPs per parameter per token (forward + backward):
	// Kaplan et al. 2020, section 2.1.
	flopsPerParamToken = 6
	// Pre-training on fewer than 8 GPUs is not advised (DOMAIN.md: "at least
	// 4 GPUs, 8 or more advised").
	pretrainMinGPUs = 8
	// HPC double precision: at least 5 TFLOPS FP64 per GPU separates data-centre
	// compute GPUs (V100 7, A100 9.7, H100 34, MI300X 81.7 vector) from graphics
	// and inference GPUs that publish no or token FP64 (T4, A10, GB300 1.3).
	hpcMinFP64 = 5
	// An unnamed model's vocabulary, for training logits: Llama 3's 128,256,
	// among the larger ones (conservative).
	defaultVocab = 128256
	// An unnamed model of this size or more is taken as grouped-query
	// attention (unnamedShape).
	gqaFromParamsB = 30
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

// modelShape is the model as sized: a preset, a custom shape, or a shape
// assumed from the parameter count.
type modelShape struct {
	Shape
	paramsB, activeB float64
	vocab            int
	// heads is a named model's attention heads (0: unknown); moe its
	// routing (nil: dense or unknown).
	heads int
	moe   *Routing
	// what says where the shape comes from, in a sentence.
	what words.Text
}

// active is the parameters used per token, billions.
func (m *modelShape) active() float64 {
	if m.activeB > 0 {
		return m.activeB
	}
	return m.paramsB
}

// shapeOf resolves the model of the answers. A preset gives every figure; a
// custom shape gives the attention; otherwise the shape is estimated from
// the size (unnamedShape) and the assumption says so.
func shapeOf(a *Answers) modelShape {
	if p, ok := ModelPresetByKey(a.Model); ok {
		return modelShape{Shape: Shape{Layers: p.Layers, Hidden: p.Hidden, KVHeads: p.KVHeads, HeadDim: p.HeadDim},
			paramsB: p.ParamsB, activeB: p.ActiveParamsB, vocab: p.Vocab, heads: p.Heads, moe: p.MoE,
			what: words.M(words.AssumeModelPreset, words.S(p.Name), words.I(p.Layers), words.I(p.KVHeads), words.I(p.HeadDim), words.I(p.Vocab), words.S(p.Source))}
	}
	sh, gqa := unnamedShape(a.ParamsB)
	m := modelShape{Shape: sh, paramsB: a.ParamsB, vocab: defaultVocab}
	if a.Layers > 0 && a.KVHeads > 0 && a.HeadDim > 0 {
		m.Layers, m.KVHeads, m.HeadDim = a.Layers, a.KVHeads, a.HeadDim
		m.what = words.M(words.AssumeModelGiven, num(a.ParamsB), words.I(a.Layers), words.I(a.KVHeads), words.I(a.HeadDim))
		return m
	}
	id := words.AssumeModelUnnamed
	if gqa {
		id = words.AssumeModelUnnamedGQA
	}
	m.what = words.M(id, num(a.ParamsB), words.I(sh.Layers), words.I(sh.KVHeads), words.I(sh.HeadDim))
	return m
}

// unnamedShape is the transformer assumed for a model known by its size
// alone: decoder-only, parameters ≈ 12 · layers · hidden² (Kaplan et al.
// 2020), with about 128 hidden units per layer (Llama 2/3: 4096/32,
// 5120/40, 8192/80). From gqaFromParamsB up, grouped-query attention with 8
// KV heads of 128 dims: Llama 2 70B, Llama 3.x, Qwen2.5 32B and 72B, Mixtral
// and most open models of that size since 2023 publish it in their
// config.json (num_key_value_heads 8, head_dim 128); gqa is true then.
// Below, multi-head attention (every head keeps its own keys and values),
// the largest KV cache a model of that size has, as in Llama 2 7B and 13B.
func unnamedShape(paramsB float64) (sh Shape, gqa bool) {
	h := math.Cbrt(paramsB * 1e9 * 128 / 12)
	hidden := max(128, int(math.Round(h/128))*128)
	layers := max(2, int(math.Round(paramsB*1e9/(12*float64(hidden)*float64(hidden)))))
	sh = Shape{Layers: layers, Hidden: hidden, KVHeads: hidden / 128, HeadDim: 128}
	if paramsB >= gqaFromParamsB {
		sh.KVHeads, sh.HeadDim = 8, 128
		return sh, true
	}
	return sh, false
}

// readPerStep is the parameters one decode step reads for a batch of b
// sequences, billions. A dense model reads its active parameters. A mixture
// of experts reads what every token uses (attention, embeddings, router,
// shared experts, dense layers) and each routed expert that at least one
// sequence of the batch picks: about expertShare of them in each MoE layer;
// why says so (nil for a dense model).
func (m *modelShape) readPerStep(b int) (read float64, why words.Text) {
	r := m.moe
	if r == nil {
		return m.active(), nil
	}
	routed := r.routedB(m.Layers, m.Hidden)
	share := expertShare(r.TopK, r.Experts, b)
	read = m.paramsB - routed + share*routed
	return read, words.M(words.BasisMoE, words.I(b), words.I(r.TopK), words.I(r.Experts),
		words.Pct(share), words.Approx(m.paramsB-routed), words.Approx(read), num(m.active()))
}

// expertShare is the expected share of a layer's routed experts that a batch
// of b tokens touches when each token picks k of e: an expert escapes one
// token with probability 1 − k/e and the whole batch with (1 − k/e)^b,
// routing taken as uniform and independent between tokens (load-balanced
// routers aim at uniform use). The power by repeated squaring: math.Pow is
// linked nowhere else in the wasm.
func expertShare(k, e, b int) float64 {
	q, miss := 1.0, 1-float64(k)/float64(e)
	for ; b > 0; b >>= 1 {
		if b&1 == 1 {
			q *= miss
		}
		miss *= miss
	}
	return 1 - q
}

// seats are a VDI seat's GPU memory by load, after the NVadsA10 v5
// partitions Microsoft offers for these users (1/6 = 4 GB, 1/3 = 8 GB,
// 1/2 = 12 GB of an A10), and the load as a word inside a sentence.
var seats = [...]struct {
	load Load
	gb   float64
	word words.ID
}{{Light, 4, words.SeatLight}, {Medium, 8, words.SeatMedium}, {Heavy, 12, words.SeatHeavy}}

// seat is the GPU memory and the word of a seat's load; any other load is
// medium.
func seat(l Load) (gb float64, word words.Arg) {
	s := seats[1]
	for _, x := range seats {
		if x.load == l {
			s = x
		}
	}
	return s.gb, words.W(s.word)
}

// assumed lists the answers the person was not sure of, with the values
// assumed for them: "Context length 4,096 tokens, 20 B training tokens".
func assumed(a *Answers) words.Arg {
	var out []words.Arg
	for i := range Questions {
		if q := &Questions[i]; a.Unsure&q.Unsure != 0 {
			v, _ := a.Number(q)
			item := words.W(q.Unit, num(v))
			if q.What != 0 { // the training tokens: their unit names them
				item = words.W(words.AssumedItem, words.W(q.What), item)
			}
			out = append(out, item)
		}
	}
	return words.List(out...)
}

// Size works out what the answers need from the hardware.
func Size(a Answers) Sizing {
	var s Sizing
	if a.Unsure != 0 {
		s.Assumed = words.M(words.AssumedNotSure, assumed(&a))
	}

	switch a.Task {
	case Inference:
		m := shapeOf(&a)
		s.Shape = new(m.Shape) // a copy: m stays on the stack
		p, bpp := m.paramsB, bytesPerParam(a.Precision)
		w := p * bpp
		kvBytes, kvWhat := 2.0, words.KVBytes16
		if a.KVCache == FP8 {
			kvBytes, kvWhat = 1, words.KVBytesFP8
		}
		kv := 2 * float64(m.Layers*m.KVHeads*m.HeadDim) * kvBytes * float64(a.Context) * float64(a.Concurrency) / 1e9
		s.add("weights", w, true)
		s.add("kv-cache", kv, true)
		s.add("activations", w*inferenceActivations, true)
		s.add("runtime", runtimeFloorGB, false)
		read, moe := m.readPerStep(a.Concurrency)
		s.kvGB, s.readGB, s.activeParamsB, s.moe = kv, read*bpp, m.active(), moe
		// A tensor-parallel degree must fit a named model's heads and a
		// custom shape's KV heads; an estimated shape's are not the model's.
		s.heads = m.heads
		if m.heads > 0 || a.Layers > 0 {
			s.kvHeads = m.KVHeads
		}
		s.assume(m.what)
		s.say(words.AssumeWeights, num(p), num(bpp), words.S(string(a.Precision)))
		s.say(words.AssumeKV, words.I(m.Layers), words.I(m.KVHeads), words.I(m.HeadDim), num(kvBytes), words.W(kvWhat), words.I(a.Context), words.I(a.Concurrency))
		s.say(words.AssumeInferenceActivations, num(runtimeFloorGB))
	case Pretrain, Train, Finetune:
		m := shapeOf(&a)
		s.Shape = new(m.Shape) // a copy: m stays on the stack
		p := m.paramsB
		// Training runs in bf16 or wider; fp8 recipes still keep bf16/fp32 master state.
		wb := max(2, bytesPerParam(a.Precision))
		opt := adamStateBytes
		if a.Precision == FP32 {
			opt = adamStateBytesFP32
		}
		switch {
		case a.Task == Finetune && a.Method == QLoRA:
			s.add("weights", p*qloraWeightBytes, true)
			s.add("adapters", p*loraFraction*(2+2+adamStateBytes), true)
			s.say(words.AssumeQLoRA, words.F(qloraWeightBytes, 3))
		case a.Method == LoRA: // frozen weights stay in the precision asked (int8/int4 bases)
			s.add("weights", p*bytesPerParam(a.Precision), true)
			s.add("adapters", p*loraFraction*(2+2+adamStateBytes), true)
			s.say(words.AssumeLoRA, words.S(string(a.Precision)))
		default:
			s.add("weights", p*wb, true)
			s.add("gradients", p*wb, true)
			s.add("optimizer", p*opt, true)
			s.say(words.AssumeFull, num(wb), num(wb), num(opt))
		}
		// Activations with activation checkpointing, micro-batch of one sequence
		// per GPU: 2·s·h bytes per layer kept, plus one layer's working set of
		// 34·s·h bytes recomputed (Korthikanti et al. 2022, table 2).
		act := (2*float64(m.Layers) + 34) * float64(a.Context) * float64(m.Hidden) / 1e9
		if a.Task == Train {
			// Small models and CNNs are limited by batch working set, not by
			// states: keep room for a typical per-GPU batch.
			act = max(act, 8)
			s.say(words.AssumeSmallTraining)
		}
		s.add("overhead", s.GPUMemoryGB*trainingOverhead, true) // grows with the states it serves
		// A sequence whose activations and logits take over half of an
		// 80 GB GPU is split along the sequence over the GPUs (context
		// parallelism: Megatron-LM; Llama 3 trained its 128k context so,
		// Dubey et al. 2024, section 3.3.2).
		logits := logitBytes * float64(a.Context) * float64(m.vocab) / 1e9
		cp := act+logits > 40
		s.add("activations", act, cp)
		s.add("logits", logits, cp)
		s.add("runtime", runtimeFloorGB, false)
		s.assume(m.what)
		s.say(words.AssumeTrainActivations, words.I(a.Context), words.I(m.vocab), num(runtimeFloorGB))
		var work words.Text
		s.TrainFLOPs, work = trainingWork(&a, &m)
		s.assume(work)
		if a.Task == Pretrain {
			s.MinGPUs = pretrainMinGPUs
		}
	case Render:
		if a.RenderMode == Batch {
			s.sizeBatchRender(&a)
			break
		}
		var load words.Arg
		s.PerSeatGB, load = seat(a.Load)
		s.add("frame-buffer", s.PerSeatGB, false)
		s.say(words.AssumeSeat, load, num(s.PerSeatGB))
	case HPC:
		s.add("working-set", 16, false)
		if a.HPCBound == "fp64" || a.HPCBound == "fp64-tensor" {
			s.MinFP64TFLOPS = hpcMinFP64
		}
		_, unit := hpcRate(&catalog.GPU{}, a.HPCBound)
		s.say(words.AssumeHPCWork, num(a.RefGPUHours), words.S(hpcRefName), unitWord(unit))
		s.say(words.AssumeHPCMemory)
	case Transcode:
		s.add("frame-buffer", 4, false)
		s.say(words.AssumeTranscodeEngines)
		s.say(words.AssumeTranscodeWork, num(a.VideoHours), words.I(streamsPerEncoder), words.I(a.Concurrency))

	}
	s.GPUMemoryGB = round2(s.GPUMemoryGB)
	return s
}

// statesGB is the part of the need that shards across GPUs.
func (s *Sizing) statesGB() float64 {
	var t float64
	for _, p := range s.Breakdown {
		if p.Sharded {
			t += p.GB
		}
	}
	return t
}

// perGPUGB is the memory each GPU needs when the sharded parts are split over n GPUs.
func (s *Sizing) perGPUGB(n float64) float64 {
	states := s.statesGB()
	return states/n + (s.GPUMemoryGB - states)
}

// round2 rounds to two decimals.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// add adds a part of the memory need, when there is one.
func (s *Sizing) add(name string, gb float64, sharded bool) {
	if gb > 0 {
		s.Breakdown = append(s.Breakdown, Part{Name: name, GB: round2(gb), Sharded: sharded})
		s.GPUMemoryGB += gb
	}
}

// assume adds an assumption.
func (s *Sizing) assume(t words.Text) { s.Assumptions = append(s.Assumptions, t) }

// say assumes one message.
func (s *Sizing) say(id words.ID, args ...words.Arg) { s.assume(words.M(id, args...)) }
