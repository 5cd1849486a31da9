// Package advisor is the decision engine: it turns a person's Answers to the
// four steps (task, budget and duration, data and network, ecosystem) into a
// sizing, ranked picks with reasons and costs, rejections with reasons, notices
// and a tailored pre-deployment checklist.
//
// It is pure and deterministic: the same Answers, catalog and day give the same
// Result. It imports nothing of go-app or syscall/js.
package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"
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

// RenderMode is how a render task is sized: interactive desktops,
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
	// Mixed is not a preference but a plan the engine may choose under Auto
	// or build on a commitment asked for: the baseline (or the whole terms)
	// on the commitment, the rest pay-as-you-go or Spot.
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
	// interactive seats, "batch" for frames.
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

// ranked gives the notices from from on at least the impact i.
func ranked(notes []Notice, from int, i Impact) {
	for j := from; j < len(notes); j++ {
		notes[j].Impact = max(notes[j].Impact, i)
	}
}

// HPCBounds are what may limit an HPC code, in the order the wizard offers them.
var HPCBounds = []string{"fp64", "fp64-tensor", "fp32", "bandwidth"}
