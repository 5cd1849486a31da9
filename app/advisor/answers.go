// Package advisor is the decision engine: it turns a person's Answers to the
// four steps (task, budget and duration, data and network, ecosystem) into a
// sizing, ranked picks with reasons and costs, rejections with reasons, notices
// and a tailored pre-deployment checklist.
//
// It is pure and deterministic: the same Answers, catalog and day give the same
// Result. It imports nothing of go-app or syscall/js.
package advisor

import (
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Task is step 1: what the GPUs will do.
type Task string

// The tasks of the decision tree.
const (
	Pretrain  Task = "pretrain"  // large-scale pre-training (tens of billions of parameters and up)
	Train     Task = "train"     // training from scratch: small and mid-size models, CNNs
	Finetune  Task = "finetune"  // fine-tuning a pre-trained model
	Inference Task = "inference" // serving a model
	Render    Task = "render"    // rendering, virtual workstations, VDI
	HPC       Task = "hpc"       // simulation and other double-precision work
	Transcode Task = "transcode" // video transcoding
)

// Tasks lists the tasks in the order the wizard shows them.
var Tasks = []Task{Inference, Finetune, Train, Pretrain, Render, HPC, Transcode}

// Precision is the number format of model weights.
type Precision string

// The precisions, with their bytes per parameter in bytesPerParam.
const (
	FP32 Precision = "fp32"
	BF16 Precision = "bf16"
	FP16 Precision = "fp16"
	FP8  Precision = "fp8"
	INT8 Precision = "int8"
	INT4 Precision = "int4"
)

// Precisions lists the precisions, widest first.
var Precisions = []Precision{FP32, BF16, FP16, FP8, INT8, INT4}

// Method is how a model is trained or fine-tuned.
type Method string

// The training methods.
const (
	Full  Method = "full"  // every weight is trained
	LoRA  Method = "lora"  // low-rank adapters on frozen 16-bit weights
	QLoRA Method = "qlora" // low-rank adapters on frozen 4-bit weights
)

// Methods lists the training methods.
var Methods = []Method{Full, LoRA, QLoRA}

// Load is how heavy one render or VDI seat is.
type Load string

// The seat loads.
const (
	Light  Load = "light"  // office and knowledge work
	Medium Load = "medium" // 2D design, light 3D
	Heavy  Load = "heavy"  // 3D design, CAD, rendering
)

// Loads lists the seat loads.
var Loads = []Load{Light, Medium, Heavy}

// RenderMode is how a render task is sized (issue 22): interactive desktops,
// one seat per VM, or a batch renderer's frames on whole GPUs.
type RenderMode string

// The render modes. Interactive is also the empty answer, the mode every
// render link had before batch rendering existed; Normalize writes it as "".
const (
	Interactive RenderMode = "seats" // virtual workstations and VDI seats
	Batch       RenderMode = "batch" // CUDA/OptiX frames queued on whole GPUs
)

// PricePref is the price model a person asks for; Auto lets the engine choose.
type PricePref string

// The price preferences.
const (
	Auto PricePref = "auto"
	PAYG PricePref = "payg"
	Spot PricePref = "spot"
	RI1  PricePref = "ri1"
	RI3  PricePref = "ri3"
	SP1  PricePref = "sp1"
	SP3  PricePref = "sp3"
	// Mixed is not a preference but a plan the engine may choose under Auto:
	// the baseline on a commitment, the rest pay-as-you-go or Spot.
	Mixed PricePref = "mixed"
)

// PricePrefs lists the price preferences.
var PricePrefs = []PricePref{Auto, PAYG, Spot, RI1, RI3, SP1, SP3}

// OS is the guest operating system, which decides the licence in the price.
type OS string

// The operating systems.
const (
	Linux   OS = "linux"
	Windows OS = "windows"
)

// Multinode says whether the work may or must span several VMs.
type Multinode string

// The multi-node choices.
const (
	MultiAuto Multinode = "auto" // as the sizing needs
	MultiNo   Multinode = "no"   // one VM only
	MultiYes  Multinode = "yes"  // several VMs (needs InfiniBand)
)

// Stack is the GPU software stack the code runs on.
type Stack string

// The stacks.
const (
	CUDA Stack = "cuda"
	ROCm Stack = "rocm"
	Any  Stack = "any"
)

// Framework is the ML framework, used for the checklist's smoke test.
type Framework string

// The frameworks.
const (
	PyTorch    Framework = "pytorch"
	TensorFlow Framework = "tensorflow"
	JAX        Framework = "jax"
	Other      Framework = "other"
)

// Deploy is where the VMs run.
type Deploy string

// The deployment targets.
const (
	VM   Deploy = "vm"   // single virtual machines
	VMSS Deploy = "vmss" // virtual machine scale sets
	AKS  Deploy = "aks"  // Azure Kubernetes Service GPU node pools
	AML  Deploy = "aml"  // Azure Machine Learning compute
)

// Answers are a person's answers to the four steps. Zero values mean "not
// answered"; Normalize fills them with the task's defaults.
type Answers struct {
	// Task is step 1.
	Task Task `json:"task"`
	// ParamsB is the model size in billions of parameters.
	ParamsB float64 `json:"params_b"`
	// Precision is the number format of the weights.
	Precision Precision `json:"precision"`
	// Method is the training or fine-tuning method.
	Method Method `json:"method"`
	// Context is the sequence length in tokens (inference and training).
	Context int `json:"context"`
	// Concurrency is the number of requests served at once (inference) or of
	// streams transcoded at once (transcode).
	Concurrency int `json:"concurrency"`
	// Model is a model preset key (see ModelPresets), e.g. "llama-3.1-70b":
	// its parameters and attention shape replace ParamsB and the assumed shape.
	Model string `json:"model,omitempty"`
	// Layers, KVHeads and HeadDim give a custom attention shape for the KV
	// cache when no preset names the model (0: not given).
	Layers  int `json:"layers,omitempty"`
	KVHeads int `json:"kv_heads,omitempty"`
	HeadDim int `json:"head_dim,omitempty"`
	// KVCache is the KV-cache precision for inference: "" keeps it 16-bit
	// (vLLM's default even for FP8 weights), FP8 halves it.
	KVCache Precision `json:"kv_cache,omitempty"`
	// TargetTPS is the decode throughput to serve, tokens/s over all replicas
	// (inference); 0: size for Concurrency only.
	TargetTPS float64 `json:"target_tps,omitempty"`
	// TokensB is the training data in billions of tokens per epoch (pre-training,
	// training, fine-tuning); 0 means the task's default (compute-optimal 20
	// tokens per parameter for pre-training and training).
	TokensB float64 `json:"tokens_b"`
	// Epochs is the number of passes over TokensB (training, fine-tuning).
	Epochs float64 `json:"epochs,omitempty"`
	// HPCBound is what limits the HPC code: "fp64" (vector double precision:
	// stencils, CFD), "fp64-tensor" (DGEMM-heavy), "fp32" or "bandwidth"
	// (memory-bound solvers). "" follows FP64.
	HPCBound string `json:"hpc_bound,omitempty"`
	// RefGPUHours is the HPC job's size: the hours it would take on one NVIDIA
	// A100 80GB, the reference GPU.
	RefGPUHours float64 `json:"ref_gpu_hours,omitempty"`
	// VideoHours is the transcoding work: hours of video to transcode over
	// the project (each stream runs in real time).
	VideoHours float64 `json:"video_hours,omitempty"`
	// Confidential is true when the work must run in a confidential VM.
	Confidential bool `json:"confidential,omitempty"`
	// Arm64 is true when the images and containers also run on Arm64 hosts
	// (ND GB200/GB300 v6).
	Arm64 bool `json:"arm64,omitempty"`
	// Seats is the number of render or VDI users.
	Seats int `json:"seats"`
	// Load is the weight of one seat's work.
	Load Load `json:"load"`
	// FP64 is true when HPC work needs double precision.
	FP64 bool `json:"fp64"`
	// Nodes is the fewest VMs wanted for HPC or transcoding (0: as the work needs).
	Nodes int `json:"nodes"`
	// RenderMode is how a render task is sized: "" (or "seats") for
	// interactive seats, "batch" for frames (issue 22).
	RenderMode RenderMode `json:"render_mode,omitempty"`
	// Frames is a batch render's job: frames to render over the project.
	Frames int `json:"frames,omitempty"`
	// FrameMinutes is the minutes one frame takes on one whole reference GPU
	// (renderRefName); each candidate GPU is scaled by its FP32 throughput.
	FrameMinutes float64 `json:"frame_minutes,omitempty"`

	// HoursPerMonth is how many hours a month the GPUs run (730 = always on).
	HoursPerMonth float64 `json:"hours_per_month"`
	// BaseVMs is how many of the VMs run around the clock (the baseline); the
	// others run HoursPerMonth. A baseline makes a mixed plan possible:
	// reserve the baseline, pay as you go (or Spot) for the rest.
	BaseVMs int `json:"base_vms"`
	// Months is how long the work lasts.
	Months int `json:"months"`
	// Interruptible is true when the work tolerates eviction (Spot).
	Interruptible bool `json:"interruptible"`
	// BudgetUSD is the monthly budget cap in US dollars; 0 means no cap.
	BudgetUSD float64 `json:"budget_usd"`
	// Price is the price model preference.
	Price PricePref `json:"price"`
	// OS is linux or windows.
	OS OS `json:"os"`
	// HybridBenefit is true when Windows Server licences with Software
	// Assurance cover the VMs (Azure Hybrid Benefit).
	HybridBenefit bool `json:"hybrid_benefit"`
	// DevTest is true for a Visual Studio Dev/Test subscription.
	DevTest bool `json:"dev_test"`

	// DataTB is the dataset size in terabytes.
	DataTB float64 `json:"data_tb"`
	// Multinode says whether several VMs are allowed or required.
	Multinode Multinode `json:"multinode"`
	// Geo is the geography group of the users or the data, e.g. "Europe".
	Geo string `json:"geo,omitempty"`
	// Regions are the allowed regions (data residency), as typed: ARM names,
	// display names, aliases, groups such as "EU", or countries; Normalize
	// turns them into ARM names. Empty means any in Geo.
	Regions []string `json:"regions,omitempty"`
	// RegionsNotUnderstood are region answers Normalize could not read when
	// none could be: then no region is allowed (residency fails closed).
	RegionsNotUnderstood []string `json:"regions_not_understood,omitempty"`
	// AzureChina are region or geography answers that name mainland China
	// ("china", "chinanorth3", "上海"): Azure China serves it, a cloud the
	// catalog does not hold. With no other region understood, no region is
	// allowed (residency fails closed).
	AzureChina []string `json:"azure_china,omitempty"`

	// Unsure is the workload answers the person was not sure of: each is
	// the task's default, shown as assumed (report.AnswerRows, the sizing).
	Unsure Unsure `json:"unsure,omitempty"`
	// ModelNotUnderstood is a model name Normalize could not read, given
	// without a parameter count: then nothing is recommended (never a 0 B model).
	ModelNotUnderstood string `json:"model_not_understood,omitempty"`

	// Stack is the GPU software stack.
	Stack Stack `json:"stack"`
	// Framework is the ML framework.
	Framework Framework `json:"framework"`
	// Deploy is the deployment target.
	Deploy Deploy `json:"deploy"`
	// Containers is true when the workload ships as container images.
	Containers bool `json:"containers"`
	// LockIn is true when the person fears lock-in and wants a portable setup.
	LockIn bool `json:"lock_in"`
}

// Defaults returns the answers a person starts from for a task: a useful
// recommendation shows before any other question is answered.
func Defaults(t Task) Answers {
	a := Answers{Task: t, Precision: BF16, Method: Full, Context: 4096, Concurrency: 8, Seats: 10, Load: Medium,
		HoursPerMonth: 730, Months: 12, Price: Auto, OS: Linux, DataTB: 0.1, Multinode: MultiAuto,
		Stack: CUDA, Framework: PyTorch, Deploy: VM}
	switch t {
	case Pretrain:
		a.ParamsB, a.Months, a.DataTB, a.Deploy = 70, 3, 20, VMSS
	case Train:
		a.ParamsB, a.Context, a.HoursPerMonth, a.Months, a.DataTB = 1, 2048, 300, 2, 1
	case Finetune:
		a.Model, a.Method, a.HoursPerMonth, a.Months = "llama-3.1-8b", LoRA, 200, 1
		a.TokensB, a.Epochs = finetuneTokensB, finetuneEpochs
	case Render:
		a.OS, a.HoursPerMonth, a.Seats = Windows, 220, 10 // office hours: 22 days × 10 h
		a.Frames, a.FrameMinutes = renderDefaultFrames, renderDefaultFrameMinutes
	case HPC:
		a.FP64, a.HPCBound, a.Nodes, a.HoursPerMonth, a.Months, a.Framework = true, "fp64", 1, 300, 3, Other
		a.RefGPUHours = hpcDefaultRefHours
	case Transcode:
		a.Concurrency, a.Deploy, a.Framework = 16, VMSS, Other
		a.VideoHours = transcodeDefaultVideoHours
	default:
		a.Task, a.Model = Inference, "llama-3.1-8b"
	}
	if a.Epochs == 0 && isTraining(t) {
		a.Epochs = 1
	}
	return a
}

// Notice is a plain sentence the person should read, with a stable code for
// tests and translations.
type Notice struct {
	// Code identifies the kind of notice, e.g. "ignored", "over-budget".
	Code string `json:"code"`
	// Text is the sentence shown to the person.
	Text words.Text `json:"text"`
	// Impact is what the notice changes of the answer (CapNotices shows the
	// greatest first; the page shows Blocks as an error).
	Impact Impact `json:"impact,omitempty"`
}

// Unsure is a set of workload answers a person may leave to the tool.
type Unsure uint8

// The answers a person may be unsure of.
const (
	UnsureContext Unsure = 1 << iota
	UnsureConcurrency
	UnsureTokens
	UnsureEpochs
)

// UnsureKeys name the answers a person may be unsure of by their share-link
// keys (unsure=ctx,tokens): the link, the exports' rows.
var UnsureKeys = [...]struct {
	Key string
	Bit Unsure
}{{"ctx", UnsureContext}, {"conc", UnsureConcurrency}, {"tokens", UnsureTokens}, {"epochs", UnsureEpochs}}

// unsureOf is the answers of task t a person may be unsure of: those of
// its workload that the wizard asks.
func unsureOf(t Task) Unsure {
	var u Unsure
	switch t {
	case Inference:
		u = UnsureConcurrency
	case Finetune, Train:
		u = UnsureTokens | UnsureEpochs
	case Pretrain:
		u = UnsureTokens
	default:
		return 0
	}
	return u | UnsureContext
}

// Impact ranks a notice by what it changes of the answer: a mistyped task
// changes the whole question, a mistyped region only where the VMs run.
type Impact uint8

const (
	Minor            Impact = iota // a detail of the answer or of the link
	ChangesRegion                  // where the VMs may run
	ChangesPrecision               // the bytes of every weight
	ChangesModel                   // what is sized
	ChangesTask                    // the whole question
	Blocks                         // nothing is recommended until it is fixed
)

// ranked gives the notices from from on the impact i.
func ranked(notes []Notice, from int, i Impact) {
	for j := from; j < len(notes); j++ {
		notes[j].Impact = i
	}
}

// HPCBounds are what may limit an HPC code, in the order the wizard offers them.
var HPCBounds = []string{"fp64", "fp64-tensor", "fp32", "bandwidth"}

// Limits on what a person may answer; values outside are clamped with a notice.
const (
	maxParamsB = 10000 // 10 trillion parameters
	maxContext = 2 << 20
	maxConc    = 100000
	maxSeats   = 10000
	maxNodes   = 1000
	maxMonths  = 120
	maxHours   = 744 // a 31-day month
	maxDataTB  = 100000
	maxBudget  = 1e9
	maxTPS     = 1e7
	maxWork    = 1e8 // GPU-hours or video hours
	maxEpochs  = 1000
	maxFrames  = 1e7   // ten million frames: over a day of 24 fps video a week for a year
	maxFrameM  = 10080 // a week's minutes on one GPU for one frame
)

// Normalize fills unanswered fields with the task's defaults and clamps
// impossible values, returning a notice for every value it changed.
func Normalize(a Answers, c *catalog.Catalog) (Answers, []Notice) {
	if c == nil {
		return normalize(a, nil, nil, nil)
	}
	return normalize(a, c, regionIndexOf(c), nil)
}

// normalize is Normalize with the catalog's region index and, when known,
// its geographies (nil: worked out when the answers name one).
func normalize(a Answers, c *catalog.Catalog, ix *regionIndex, geos []catalog.Geography) (Answers, []Notice) {
	var notes []Notice
	if !contains(Tasks, a.Task) {
		if a.Task != "" {
			addNotice(&notes, "ignored", words.UnknownTask, meant(typed(string(a.Task)), closest(string(a.Task), strs(Tasks))), TaskWord(Inference))
			notes[0].Impact = ChangesTask
		}
		a.Task = Inference
	}
	d := Defaults(a.Task)
	// An answer the person was not sure of is the task's default.
	a.Unsure &= unsureOf(a.Task)
	if a.Unsure&UnsureContext != 0 {
		a.Context = d.Context
	}
	if a.Unsure&UnsureConcurrency != 0 {
		a.Concurrency = d.Concurrency
	}
	if a.Unsure&UnsureTokens != 0 {
		a.TokensB = 0 // filled below, from the model's size without a default
	}
	if a.Unsure&UnsureEpochs != 0 {
		a.Epochs = d.Epochs
	}
	normalizeRenderMode(&notes, &a, &d)
	n := len(notes)
	enum(&notes, &a.Precision, Precisions, d.Precision, words.WhatPrecision)
	ranked(notes, n, ChangesPrecision)
	enum(&notes, &a.Method, Methods, d.Method, words.WhatMethod)
	enum(&notes, &a.Load, Loads, d.Load, words.WhatLoad)
	enum(&notes, &a.Price, PricePrefs, d.Price, words.WhatPriceModel)
	enum(&notes, &a.OS, []OS{Linux, Windows}, d.OS, words.WhatOS)
	enum(&notes, &a.Multinode, []Multinode{MultiAuto, MultiNo, MultiYes}, d.Multinode, words.WhatMultinode)
	enum(&notes, &a.Stack, []Stack{CUDA, ROCm, Any}, d.Stack, words.WhatStack)
	enum(&notes, &a.Framework, []Framework{PyTorch, TensorFlow, JAX, Other}, d.Framework, words.WhatFramework)
	enum(&notes, &a.Deploy, []Deploy{VM, VMSS, AKS, AML}, d.Deploy, words.WhatDeploy)

	// The model: a preset names every figure; without one, the size typed.
	n = len(notes)
	if a.Model != "" {
		if p, ok := ModelPresetByKey(a.Model); ok {
			a.ParamsB = p.ParamsB
		} else {
			shown := meant(typed(a.Model), closest(a.Model, modelKeys()))
			if a.ParamsB > 0 && !math.IsInf(a.ParamsB, 0) || a.Task == Render || a.Task == HPC || a.Task == Transcode {
				addNotice(&notes, "ignored", words.UnknownModel, shown)
			} else {
				// Never a 0 B model: like an unknown region, an unknown model
				// blocks the answer until it is fixed or a size is given.
				addNotice(&notes, "model-not-understood", words.ModelNotUnderstood, shown)
				notes[len(notes)-1].Impact = Blocks
				a.ModelNotUnderstood = a.Model
			}
			a.Model = ""
		}
	} else if a.ParamsB == 0 || math.IsNaN(a.ParamsB) || math.IsInf(a.ParamsB, 0) || a.ParamsB < 0 {
		if a.ParamsB != 0 && d.Model != "" {
			addNotice(&notes, "ignored", words.ModelSizeNotPositive, words.S(d.Model))
		}
		a.Model = d.Model
		if p, ok := ModelPresetByKey(a.Model); ok {
			a.ParamsB = p.ParamsB
		}
	}
	clamp(&notes, &a.ParamsB, d.ParamsB, 0.001, maxParamsB, words.WhatModelSize, words.ValParams)
	if a.Task == Render || a.Task == HPC || a.Task == Transcode {
		a.ParamsB, a.Model = 0, "" // no model to size
	}
	if a.Model != "" || a.ParamsB == 0 || a.Layers <= 0 || a.KVHeads <= 0 || a.HeadDim <= 0 || a.Layers > 1000 || a.KVHeads > 1024 || a.HeadDim > 1024 {
		if a.Model == "" && a.ParamsB > 0 && (a.Layers != 0 || a.KVHeads != 0 || a.HeadDim != 0) {
			addNotice(&notes, "ignored", words.AttentionShape)
		}
		a.Layers, a.KVHeads, a.HeadDim = 0, 0, 0
	}
	for j := n; j < len(notes); j++ {
		notes[j].Impact = max(notes[j].Impact, ChangesModel)
	}
	// Serving an unnamed model of 30 B or more: its KV cache rests on the
	// grouped-query attention assumed (unnamedShape), which the person should
	// see, with the way to a closer figure.
	if a.Task == Inference && a.Model == "" && a.Layers == 0 && a.ParamsB >= gqaFromParamsB {
		addNotice(&notes, "unnamed-model-gqa", words.UnnamedModelGQA)
	}
	switch a.KVCache {
	case "", BF16, FP16:
		a.KVCache = ""
	case FP8:
	default:
		addNotice(&notes, "ignored", words.UnknownKVCache, typed(string(a.KVCache)))
		a.KVCache = ""
	}
	if a.Task != Inference {
		a.KVCache, a.TargetTPS = "", 0
	}
	if math.IsNaN(a.TargetTPS) || a.TargetTPS < 0 {
		addNotice(&notes, "ignored", words.TPSNotPositive)
		a.TargetTPS = 0
	} else if a.TargetTPS > maxTPS {
		addNotice(&notes, "clamped", words.TPSAbove, words.N(a.TargetTPS), words.N(maxTPS))
		a.TargetTPS = maxTPS
	}
	clampInt(&notes, &a.Context, d.Context, 128, maxContext, words.WhatContext, words.ValTokens)
	clampInt(&notes, &a.Concurrency, d.Concurrency, 1, maxConc, words.WhatConcurrency, words.ValRequests)
	clampInt(&notes, &a.Seats, d.Seats, 1, maxSeats, words.WhatSeats, words.ValUsers)
	clampInt(&notes, &a.Nodes, d.Nodes, 0, maxNodes, words.WhatNodes, words.CountVMs)
	clamp(&notes, &a.HoursPerMonth, d.HoursPerMonth, 1, maxHours, words.WhatHours, words.ValHours)
	clampInt(&notes, &a.Months, d.Months, 1, maxMonths, words.WhatMonths, words.ValMonths)
	if a.BaseVMs < 0 || a.BaseVMs > maxNodes {
		addNotice(&notes, "clamped", words.BaseVMsRange, typed(strconv.Itoa(a.BaseVMs)), words.I(maxNodes))
		a.BaseVMs = 0
	}
	clamp(&notes, &a.DataTB, d.DataTB, 0.0001, maxDataTB, words.WhatDataset, words.ValTB)
	if a.TokensB < 0 || math.IsNaN(a.TokensB) || math.IsInf(a.TokensB, 0) {
		addNotice(&notes, "ignored", words.TokensNotPositive)
		a.TokensB = 0
	}
	a.TokensB = math.Min(a.TokensB, 1e6)
	if isTraining(a.Task) {
		if a.TokensB == 0 {
			a.TokensB = d.TokensB
			if a.TokensB == 0 { // compute-optimal: 20 tokens per parameter (Hoffmann et al. 2022)
				a.TokensB = chinchillaTokensPerParam * a.ParamsB
			}
		}
		clamp(&notes, &a.Epochs, d.Epochs, 0.01, maxEpochs, words.WhatEpochs, words.ValPlain)
		if a.Task == Pretrain && a.Epochs != 1 {
			// Not a question pre-training asks (its link has no epochs): said, never used.
			addNotice(&notes, "ignored", words.PretrainOnePass, num(a.Epochs))
			a.Epochs = 1
		}
	} else {
		a.TokensB, a.Epochs = 0, 0
	}
	if a.Task == HPC {
		if a.HPCBound == "" {
			a.HPCBound = "fp32"
			if a.FP64 {
				a.HPCBound = "fp64"
			}
		}
		enum(&notes, &a.HPCBound, HPCBounds, d.HPCBound, words.WhatHPCBound)
		a.FP64 = strings.HasPrefix(a.HPCBound, "fp64")
		clamp(&notes, &a.RefGPUHours, d.RefGPUHours, 1, maxWork, words.WhatHPCJob, words.ValA100Hours)
	} else {
		a.HPCBound, a.RefGPUHours, a.FP64 = "", 0, false
	}
	if a.Task == Transcode {
		clamp(&notes, &a.VideoHours, d.VideoHours, 1, maxWork, words.WhatVideo, words.ValVideoHours)
	} else {
		a.VideoHours = 0
	}
	switch {
	case math.IsNaN(a.BudgetUSD) || math.IsInf(a.BudgetUSD, 0) || a.BudgetUSD < 0:
		addNotice(&notes, "ignored", words.BudgetNotPositive)
		a.BudgetUSD = 0
	case a.BudgetUSD > maxBudget:
		addNotice(&notes, "clamped", words.BudgetNoCap, words.USD(maxBudget))
		a.BudgetUSD = 0
	case a.BudgetUSD > 0 && a.BudgetUSD < 1: // would print as $0.00
		addNotice(&notes, "ignored", words.BudgetUnderADollar, words.N(a.BudgetUSD))
		a.BudgetUSD = 0
	}
	if a.Method != Full && a.Task != Finetune && a.Task != Train {
		a.Method = Full
	}
	if a.Price == Spot && !a.Interruptible {
		addNotice(&notes, "spot-implies-interruptible", words.SpotImpliesInterruptible)
		a.Interruptible = true
	}
	if a.OS == Linux {
		a.HybridBenefit = false
	}

	// Regions: data residency fails closed. Every name is understood
	// (region, display name, alias, group or country, in English or
	// Chinese) or reported; while one is not understood, no region is
	// allowed.
	if c != nil {
		typed := a.Regions
		regions, unknown, china := ix.resolve(typed)
		a.RegionsNotUnderstood = append(a.RegionsNotUnderstood, unknown...)
		a.Regions = regions
		if a.Geo != "" {
			found := false
			if geos == nil {
				geos = c.Geographies()
			}
			for _, g := range geos {
				if strings.EqualFold(g.Name, a.Geo) {
					a.Geo, found = g.Name, true
				}
			}
			if !found {
				// A geography may be a group or a country ("EU", "Germany"):
				// read it as those regions, never as "anywhere".
				geo, unk, cn := ix.resolve([]string{a.Geo})
				switch {
				case len(cn) > 0:
					china, a.Regions = append(china, cn...), nil // mainland China only: nowhere else
				case len(unk) == 0 && len(geo) > 0 && len(a.Regions) == 0:
					a.Regions = geo
				case len(unk) == 0 && len(geo) > 0:
					a.Regions = intersect(a.Regions, geo)
				default:
					a.RegionsNotUnderstood = append(a.RegionsNotUnderstood, a.Geo)
				}
				a.Geo = ""
			}
		}
		if len(a.RegionsNotUnderstood) > 0 {
			blockResidency(&a, &notes, ix)
		} else {
			a.RegionsNotUnderstood = nil
		}
		// Mainland China is said as it is, never as a typo: Azure China
		// holds it, and the nearby global regions are offered, not taken.
		if len(china) > 0 {
			t := words.M(words.AzureChina, names(china, maxNamed, words.Quote))
			if len(a.Regions) > 0 {
				t = t.And(words.AzureChinaOthers)
			} else {
				t = t.And(words.AzureChinaNothing, ix.nearAzureChina())
			}
			impact := ChangesRegion
			if len(a.Regions) == 0 {
				impact = Blocks
			}
			notes = append(notes, Notice{Code: "azure-china", Text: t, Impact: impact})
		}
		a.AzureChina = nil
		if len(a.Regions) == 0 {
			a.AzureChina = china // residency fails closed
		}
	}
	return a, notes
}

// enum keeps an answer among its allowed values: none takes the default,
// and any other is noted and replaced by it.
func enum[T ~string](notes *[]Notice, v *T, allowed []T, def T, what words.ID) {
	if *v == "" {
		*v = def
		return
	}
	for _, x := range allowed {
		if *v == x {
			return
		}
	}
	addNotice(notes, "ignored", words.UnknownValue, words.W(what), meant(typed(string(*v)), closest(string(*v), strs(allowed))), valueWord(what, string(def)))
	*v = def
}

// valueWords are answers' values as the page's choices label them.
var valueWords = []words.Named{{Key: "light", ID: words.LoadLight}, {Key: "medium", ID: words.LoadMedium}, {Key: "heavy", ID: words.LoadHeavy},
	{Key: "full", ID: words.MethodFull}, {Key: "qlora", ID: words.MethodQLoRA}, {Key: "auto", ID: words.MultinodeAuto}, {Key: "no", ID: words.MultinodeNo},
	{Key: "yes", ID: words.MultinodeYes}, {Key: "any", ID: words.StackEither}, {Key: "other", ID: words.Other}, {Key: "vm", ID: words.DeployVM},
	{Key: "vmss", ID: words.DeployVMSS}, {Key: "aks", ID: words.DeployAKS}, {Key: "aml", ID: words.DeployAML}}

// valueWord is the value an answer falls back to, as the page labels it
// ("medium" is 中等 in Chinese), or a name as it is spelled (Linux, PyTorch,
// BF16), never the link's key.
func valueWord(what words.ID, v string) words.Arg {
	if what == words.WhatPriceModel {
		return modelWord(PricePref(v))
	}
	if id, ok := words.Find(valueWords, v); ok {
		return words.W(id)
	}
	for _, name := range [...][2]string{{"linux", "Linux"}, {"windows", "Windows"}, {"cuda", "CUDA"}, {"rocm", "ROCm"}, {"pytorch", "PyTorch"}} {
		if name[0] == v {
			return words.S(name[1])
		}
	}
	up := []byte(v) // a precision or an HPC bound: BF16, FP64 (ASCII: strings.ToUpper brings Unicode's tables into the wasm)
	for i, c := range up {
		if c >= 'a' && c <= 'z' {
			up[i] = c - 'a' + 'A'
		}
	}
	return words.S(string(up))
}

// clamp keeps a figure within [lo, hi]: none or not a number takes the
// default, below lo the default and above hi hi, each with a notice. what
// names the answer; unit writes a value of it with its unit.
func clamp(notes *[]Notice, v *float64, def, lo, hi float64, what, unit words.ID) {
	val := func(x float64) words.Arg { return words.W(unit, words.N(x)) }
	switch {
	case math.IsNaN(*v) || math.IsInf(*v, 0):
		addNotice(notes, "ignored", words.NotANumberUsing, words.W(what), val(def))
		*v = def
	case *v == 0:
		*v = def
	case *v < lo:
		addNotice(notes, "clamped", words.BelowUsing, words.W(what), val(*v), words.N(lo), val(def))
		*v = def
	case *v > hi:
		addNotice(notes, "clamped", words.AboveUsing, words.W(what), val(*v), val(hi))
		*v = hi
	}
}

// clampInt is clamp for a whole number.
func clampInt(notes *[]Notice, v *int, def, lo, hi int, what, unit words.ID) {
	f := float64(*v)
	clamp(notes, &f, float64(def), float64(lo), float64(hi), what, unit)
	*v = int(f)
}

// typed is a value as a person or a link wrote it, quoted: "abc".
func typed(v string) words.Arg { return words.Quote(v) }

// names lists up to n names, each written by arg, then how many more there are.
func names(items []string, n int, arg func(string) words.Arg) words.Arg {
	args := make([]words.Arg, 0, min(len(items), n)+1)
	for i, s := range items {
		if i == n {
			args = append(args, words.W(words.AndMore, words.I(len(items)-n)))
			break
		}
		args = append(args, arg(s))
	}
	return words.List(args...)
}

// maxNamed is how many bad names one notice quotes.
const maxNamed = 5

func intersect(a, b []string) []string {
	var out []string
	for _, x := range a {
		if contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// regionIndexes caches one region index per catalog.
var regionIndexes sync.Map

func regionIndexOf(c *catalog.Catalog) *regionIndex {
	if ix, ok := regionIndexes.Load(c); ok {
		return ix.(*regionIndex)
	}
	ix, _ := regionIndexes.LoadOrStore(c, newRegionIndex(c))
	return ix.(*regionIndex)
}

// strs are the values of a list of names, for closest.
func strs[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = string(v)
	}
	return out
}

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// addNotice adds a notice of one message. Normalize and the engine's
// notices call it directly at dozens of places: through a closure each
// call would be an indirect one, larger in the wasm.
func addNotice(notes *[]Notice, code string, id words.ID, args ...words.Arg) {
	*notes = append(*notes, Notice{Code: code, Text: words.M(id, args...)})
}
