package advisor

import (
	"math"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The decision tree as data. Every size in the catalog goes through the rules
// below, top to bottom: a filter rejects a size with its reason, the plan
// works out GPUs, VMs and hours, and a rank rule weighs a size that passed
// (a factor above 1 ranks it lower at the same cost). The rules that applied
// to a pick are its decision path. A reviewer reads the whole tree here.

// Rule is one named step of the decision tree.
type Rule struct {
	// Stage is the wizard step the rule belongs to.
	Stage Stage `json:"stage"`
	// Name identifies the rule, e.g. "fp8-needs-hardware".
	Name string `json:"name"`
	// Kind is what the rule does to a size.
	Kind Kind `json:"kind"`
	// Doc is the rule in one sentence.
	Doc string `json:"doc"`
}

// Kind is what a rule does to a size.
type Kind string

// The kinds of rule.
const (
	Filter Kind = "filter" // rejects a size, with its reason
	Plan   Kind = "plan"   // works out GPUs, VMs, hours and the price
	Rank   Kind = "rank"   // weighs a size that passed
)

// Stage is the wizard step a rule belongs to.
type Stage string

// The stages, as the wizard's steps.
const (
	StageTask      Stage = "task"
	StageBudget    Stage = "budget"
	StageData      Stage = "data"
	StageEcosystem Stage = "ecosystem"
)

// rule is a Rule with its test. A filter returns a rejection reason, or nil
// and optionally what it checked; a rank rule returns a factor and what it
// did. The texts are messages with their figures, worded only when shown.
// The steps evaluate takes itself (the plan, regions and prices) have no
// test here: the row names them and their order.
type rule struct {
	Rule
	order  int // how far a size it rejects got: the further, the more telling its reason
	filter func(x *ev) (reject, passed words.Text)
	rank   func(x *ev) (factor float64, effect words.Text)
}

// How far a size got when a filter rejected it (rule.order): a rejection
// that got further says more about what would fit, and a series is
// explained by its size that got furthest.
const (
	orderSpecs     = iota // no published specs
	orderLifecycle        // retired
	orderHardware         // the hardware does not suit the answers
	orderPlan             // no plan: memory, or no figure to cost the work
	orderFit              // the plan does not suit the answers
	orderPrice            // no price in the regions or the price model
	orderBudget           // over the monthly budget: the closest miss
)

// Rules lists the decision tree in the order evaluate runs it, for
// documentation and the page.
func Rules() []Rule {
	var out []Rule
	for _, set := range [][]rule{hardwareRules, {memoryFit, planned}, fitRules, {offeredInRegions, monthlyBudget, priceModel}, rankRules} {
		for _, r := range set {
			out = append(out, r.Rule)
		}
	}
	return out
}

// ev is one size under evaluation, and its plan once made.
type ev struct {
	e  *engine
	a  Answers
	sz Sizing
	s  catalog.Size
	// size is the place of s in the catalog's Sizes.
	size int
	g    catalog.GPU
	day  string

	memGPUs  int     // GPUs one copy of the workload needs for memory
	gpus     int     // whole GPUs of the plan (0 for parts of a GPU)
	vms      int     // VMs of the plan
	room     float64 // GB of GPU memory to spare per GPU
	thr      Throughput
	wall     float64 // work-bound: hours the work takes on the plan
	why      []words.Text
	path     []RuleHit
	deadline bool // the deadline window, not memory, set the VM count
	// replicaVMs is how many VMs one copy of a served model spans.
	replicaVMs int
	// use is the larger share of the plan's GPU memory and throughput a
	// time-bound workload uses (Pick.use).
	use float64
	// vmsNeeded is the VM count the deadline asked for, when above vms.
	vmsNeeded float64
	// costs and commits are scratch space for comparing regions.
	costs, commits []Cost
	// spotObs is the Spot discount observed for the size's series, if any.
	spotObs    spotObs
	hasSpotObs bool
	// sp is the recorded 1-year savings-plan ratio for the size's series,
	// else over all series; nil when the catalog records none.
	sp *catalog.CommitRatio
}

// observed looks up what the catalog observed of the size's series' Spot
// and savings-plan prices, once per size.
func (x *ev) observed() {
	x.spotObs, x.hasSpotObs = x.e.spot[x.s.Series]
	x.sp = x.e.sp[x.s.Series]
	if x.sp == nil {
		x.sp = x.e.sp[""]
	}
}

// joined tells whether the plan's VMs work together on one job or one copy of a model.
func (x *ev) joined() bool {
	return x.vms > 1 && (coupledTask(x.a.Task) || x.replicaVMs > 1)
}

func (x *ev) hit(r Rule, effect words.Text) {
	x.path = append(x.path, RuleHit{Rule: r.Name, Stage: r.Stage, Effect: effect})
}

// num is a computed figure as the engine has always printed it: at most
// three decimals (the words package adds thousand separators).
func num(v float64) words.Arg { return words.N(math.Round(v*1000) / 1000) }

// gpu is the GPU model's name, as it is in every language.
func (x *ev) gpu() words.Arg { return words.S(x.s.GPUModel) }

// vmCount is "3 VMs" / "3 台虚拟机".
func vmCount(n int) words.Arg { return words.W(words.CountVMs, words.I(n)) }

// seatWord is a seat's load as a word inside a sentence.
func seatWord(l Load) words.Arg {
	switch l {
	case Light:
		return words.W(words.SeatLight)
	case Heavy:
		return words.W(words.SeatHeavy)
	}
	return words.W(words.SeatMedium)
}

// unitWord is a throughput unit inside a sentence: the words in the
// language, the symbols (TFLOPS, TB/s, tokens/s) as they are.
func unitWord(unit string) words.Arg {
	switch unit {
	case "seats":
		return words.W(words.ThrSeats)
	case "streams":
		return words.W(words.ThrStreams)
	case "frames/h":
		return words.W(words.ThrFrames)
	case "FP64 vector TFLOPS":
		return words.W(words.ThrFP64Vector)
	case "FP64 tensor TFLOPS":
		return words.W(words.ThrFP64Tensor)
	}
	return words.S(unit)
}

// legacy generations: still deployable, but a new project should not start on
// them and never commit to them (DOMAIN.md: V100 "clearly behind").
func legacy(g catalog.GPU) bool {
	return g.Architecture == "Volta" || strings.HasPrefix(g.Architecture, "Maxwell") || g.Architecture == "Vega"
}

func mlTask(t Task) bool { return t != Render && t != HPC && t != Transcode }

// graphicsCapable: sizes that run virtual workstations (NVIDIA vGPU/GRID or
// RTX, AMD Radeon PRO).
func graphicsCapable(s catalog.Size) bool {
	return s.Family == catalog.FamilyNV || s.Family == catalog.FamilyNG || strings.Contains(s.GPUModel, "RTX PRO")
}

// encoders is the number of video encoder engines of one GPU, and whether a
// source gives it. AMD publishes no count for the Radeon PRO VCN encoders:
// one engine is assumed, and the basis says so.
func encoders(g catalog.GPU) (int, bool) {
	if g.NVENC > 0 {
		return g.NVENC, true
	}
	if g.Vendor == catalog.AMD && strings.Contains(g.Model, "Radeon PRO") {
		return 1, false
	}
	return 0, true
}

// trainingNode: a size built for training and HPC, not for video. Microsoft
// Learn places the ND family at deep-learning training and inference with
// NVLink and InfiniBand (learn.microsoft.com/azure/virtual-machines/sizes/
// gpu-accelerated/nd-family), and the V100's NCv3 at HPC and AI
// (…/gpu-accelerated/ncv3-series); the V100's encoder count is read only
// from a mirror of NVIDIA's support matrix (gpu-models.csv). Their price buys
// interconnect and HBM a transcoder never uses, so they are not offered for
// it, whatever their encoders.
func trainingNode(s catalog.Size, g catalog.GPU) bool {
	return s.Family == catalog.FamilyND || g.Architecture == "Volta"
}

// hardwareRules decide from the size and its GPU alone.
var hardwareRules = []rule{
	{Rule: Rule{Stage: StageTask, Name: "specs-known", Kind: Filter, Doc: "A size without published specs is never recommended."}, order: orderSpecs,
		filter: func(x *ev) (words.Text, words.Text) {
			if !x.s.SpecsKnown {
				return words.M(words.RejectNoSpecs), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "not-retired", Kind: Filter, Doc: "A retired size cannot be deployed."}, order: orderLifecycle,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.s.Lifecycle.StatusOn(x.day) == catalog.Retired {
				return words.M(words.RejectRetired, words.S(x.s.Lifecycle.Date)), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageEcosystem, Name: "gpu-stack", Kind: Filter, Doc: "CUDA code runs on NVIDIA, ROCm code on AMD; for rendering, CUDA means NVIDIA (OptiX, CUDA plug-ins)."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			switch {
			case x.a.Stack == CUDA && x.s.Vendor == catalog.AMD:
				if x.a.Task == Render {
					return words.M(words.RejectAMDRender), nil
				}
				return words.M(words.RejectAMDCUDA), nil
			case x.a.Stack == ROCm && x.s.Vendor == catalog.NVIDIA:
				return words.M(words.RejectNVIDIAROCm), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageEcosystem, Name: "cpu-architecture", Kind: Filter, Doc: "Arm64 hosts (Grace) run only Arm64 images and containers."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.s.CPUArch == "arm64" {
				if !x.a.Arm64 {
					return words.M(words.RejectArm64), nil
				}
				return nil, words.M(words.PassArm64)
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageEcosystem, Name: "confidential-only-when-asked", Kind: Filter, Doc: "Confidential VMs appear only when asked for, and then only they do."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			switch {
			case x.a.Confidential && !x.s.Confidential:
				return words.M(words.RejectNotConfidential), nil
			case !x.a.Confidential && x.s.Confidential:
				return words.M(words.RejectConfidential), nil
			case x.a.Confidential:
				return nil, words.M(words.PassConfidential)
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "gpu-class", Kind: Filter, Doc: "Each task needs its class of GPU: graphics for desktops, an encoder for transcoding, ML software support for AI."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			switch x.a.Task {
			case Render:
				if desktops(x.a) && !graphicsCapable(x.s) { // batch: batch-render-gpu
					return words.M(words.RejectNoGraphics), nil
				}
			case Transcode:
				if n, _ := encoders(x.g); n == 0 {
					return words.M(words.RejectNoEncoder, x.gpu()), nil
				}
				if trainingNode(x.s, x.g) {
					return words.M(words.RejectTrainingNode, words.S(x.s.Series), x.gpu()), nil
				}
			case HPC:
			default:
				if x.s.Family == catalog.FamilyNG || (x.s.Family == catalog.FamilyNV && x.s.Vendor == catalog.AMD) {
					return words.M(words.RejectGraphicsGPU), nil
				}
			}
			return nil, nil
		}},
	// Batch rendering (issue 22): render.go.
	{Rule: Rule{Stage: StageTask, Name: "batch-render-gpu", Kind: Filter, Doc: "A batch renderer (CUDA/OptiX) renders one frame per whole NVIDIA GPU with RT cores: no part of a GPU, no desktop-only size, no compute GPU without RT cores."}, order: orderHardware,
		filter: batchRenderRule},
	// ND MI300X v5's size page applies to Linux VMs only (MicrosoftDocs/azure-docs
	// articles/virtual-machines/sizes/gpu-accelerated/nd-mi300x-v5-series.md,
	// ms.date 2024-05-21: "Applies to: Linux VMs, Flexible scale sets, Uniform
	// scale sets").
	{Rule: Rule{Stage: StageEcosystem, Name: "windows-where-it-runs", Kind: Filter, Doc: "A size whose page applies to Linux VMs only is never offered for Windows."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.a.OS == Windows && linuxOnly(x.s) {
				return words.M(words.RejectLinuxOnlySize), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "precision-needs-hardware", Kind: Filter, Doc: "FP8 weights need FP8 tensor cores; BF16 needs Ampere or later (V100 and T4 have FP16 only)."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if !mlTask(x.a.Task) {
				return nil, nil
			}
			switch {
			case x.a.Precision == FP8 && x.g.FP8 == 0:
				return words.M(words.RejectNoFP8, x.gpu()), nil
			case x.a.Precision == FP8:
				return nil, words.M(words.PassFP8, x.gpu(), num(x.g.FP8))
			case x.a.Precision == BF16 && x.g.FP16Only:
				return words.M(words.RejectNoBF16, x.gpu()), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "fp64-floor", Kind: Filter, Doc: "Double-precision HPC needs a data-centre GPU with real FP64 throughput."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.a.Task != HPC || x.sz.MinFP64TFLOPS == 0 {
				return nil, nil
			}
			if v := fp64Vector(x.g); v < x.sz.MinFP64TFLOPS {
				return words.M(words.RejectFP64, x.gpu(), num(v), num(x.sz.MinFP64TFLOPS)), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "throughput-known", Kind: Filter, Doc: "Work-bound tasks are billed by each GPU's throughput, so a GPU without a published figure cannot be costed."}, order: orderPlan,
		filter: func(x *ev) (words.Text, words.Text) {
			switch {
			case isTraining(x.a.Task) && x.g.BF16 == 0:
				return words.M(words.RejectNoTrainFigure, x.gpu()), nil
			case x.a.Task == HPC:
				if r, unit := hpcRate(x.g, x.a.HPCBound); r == 0 {
					return words.M(words.RejectNoHPCFigure, unitWord(unit), x.gpu()), nil
				}
			case x.a.Task == Inference && x.a.TargetTPS > 0 && x.g.BandwidthTBps == 0:
				return words.M(words.RejectNoBandwidth, x.gpu()), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageBudget, Name: "no-commitment-on-legacy", Kind: Filter, Doc: "Legacy generations (V100, Maxwell, Vega) are never offered under a 1- or 3-year commitment."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if legacy(x.g) && termMonths(x.a.Price) > 0 {
				return words.M(words.RejectLegacyCommit, x.gpu(), words.I(termMonths(x.a.Price))), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageBudget, Name: "spot-price-known", Kind: Filter, Doc: "A Spot price comes from a source; a series no source prices on Spot has none."}, order: orderPrice,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.a.Price == Spot {
				if _, ok := x.e.spot[x.s.Series]; !ok {
					return words.M(words.RejectNoSpot), nil
				}
			}
			return nil, nil
		}},
}

// The steps evaluate takes between the tables: the plan, then the regions
// and prices.
var (
	memoryFit = rule{Rule: Rule{Stage: StageTask, Name: "memory-fit", Kind: Filter, Doc: "A size is planned in whole GPUs and VMs whose memory holds the workload with headroom; a size that cannot be is out."}, order: orderPlan}
	planned   = rule{Rule: Rule{Stage: StageTask, Name: "plan", Kind: Plan, Doc: "The plan: the GPUs and VMs the workload needs and, for work, the hours it takes."}}
	// offeredInRegions rejects a size no allowed region prices under the
	// price models the answers allow.
	offeredInRegions = rule{Rule: Rule{Stage: StageBudget, Name: "offered-in-your-regions", Kind: Filter, Doc: "A size is priced in the regions allowed, in the cheapest region under the price model asked; a size with no such price is out."}, order: orderPrice}
	monthlyBudget    = rule{Rule: Rule{Stage: StageBudget, Name: "monthly-budget", Kind: Filter, Doc: "A plan over the monthly budget is out."}, order: orderBudget}
	priceModel       = rule{Rule: Rule{Stage: StageBudget, Name: "price-model", Kind: Plan, Doc: "The price model and region that cost the least over the project, or the model asked for."}}
)

// beyondAQuote is the rule that rejects a plan beyond a quote: in VMs
// among fitRules, in dollars once priced (evaluate).
const beyondAQuote = "beyond-a-quote"

// fitRules decide from the plan: how many GPUs and VMs, and whether they work together.
var fitRules = []rule{
	{Rule: Rule{Stage: StageBudget, Name: beyondAQuote, Kind: Filter, Doc: "A plan of more than 1,000 VMs or $1 billion is a capacity engagement with Microsoft, not a price quote."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.vms > maxQuoteVMs {
				return words.M(words.RejectTooManyVMs, words.N(math.Round(math.Max(x.vmsNeeded, float64(x.vms))))), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "one-vm-only", Kind: Filter, Doc: "When only one VM is allowed, a plan that needs several is out."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.joined() && x.a.Multinode == MultiNo {
				return words.M(words.RejectOneVM, words.I(x.vms)), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "infiniband-for-multi-vm", Kind: Filter, Doc: "VMs that work together on one job need InfiniBand."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.joined() {
				if !x.s.InfiniBand {
					return words.M(words.RejectNoInfiniBand, words.I(x.vms)), nil
				}
				if x.s.InfiniBandGbps > 0 {
					return nil, words.M(words.PassInfiniBandGbps, words.I(x.vms), words.I(x.s.InfiniBandGbps))
				}
				return nil, words.M(words.PassInfiniBand, words.I(x.vms))
			}
			return nil, nil
		}},
	// VMs that work together talk through NCCL/RCCL or MPI over InfiniBand:
	// PyTorch's NCCL backend is not built for Windows ("As of PyTorch v1.8,
	// Windows supports all collective communications backend but NCCL",
	// pytorch.org/docs/stable/distributed), and the InfiniBand stack Azure
	// ships (DOCA-OFED, HPC-X, NCCL in the Azure HPC images, Azure/azhpc-images)
	// is Linux only.
	{Rule: Rule{Stage: StageEcosystem, Name: "linux-for-multi-vm", Kind: Filter, Doc: "VMs that work together on one job (NCCL training, InfiniBand MPI, a model served across VMs) run Linux."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.a.OS == Windows && x.joined() {
				return words.M(words.RejectWindowsMultiVM, words.I(x.vms)), nil
			}
			return nil, nil
		}},
}

// linuxOnly reports whether Microsoft's size page applies to Linux VMs only.
func linuxOnly(s catalog.Size) bool { return s.Series == "ND MI300X v5" }

// A plan beyond these is a capacity engagement, never shown as figures.
const (
	maxQuoteVMs = 1000
	maxQuoteUSD = 1e9
)

// coupledTask: tasks that run one job across VMs (the VMs talk); desktops and encoders work alone.
func coupledTask(t Task) bool { return t != Render && t != Transcode && t != Inference }

// rankRules weigh sizes that passed, after the decision tree (DOMAIN.md).
var rankRules = []rule{
	{Rule: Rule{Stage: StageTask, Name: "decision-tree-class", Kind: Rank, Doc: "The class of GPU the decision tree recommends for the task ranks first at equal cost."},
		rank: func(x *ev) (float64, words.Text) {
			has := func(names ...string) bool {
				for _, n := range names {
					if strings.Contains(x.s.GPUModel+" ", n) {
						return true
					}
				}
				return false
			}
			switch x.a.Task {
			case Pretrain:
				if has("H100 SXM", "H200", "GB200", "GB300", "MI300X") {
					return 1, words.M(words.RankPretrainClass)
				}
				return 1.15, words.M(words.RankPretrainOther)
			case Train:
				if !x.s.GPUs.Whole() {
					return 1.5, words.M(words.RankTrainPart)
				}
			case Inference:
				if has("T4 ", "A10 ") {
					return 1, words.M(words.RankInferenceClass)
				}
			case Render:
				if x.s.Family == catalog.FamilyNG {
					return 2.5, words.M(words.RankRenderNG)
				}
				if has("A10 ") {
					return 1, words.M(words.RankRenderA10)
				}
			case Transcode:
				if has("T4 ") {
					return 1, words.M(words.RankTranscodeT4)
				}
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "legacy-generation", Kind: Rank, Doc: "Legacy generations rank below modern GPUs."},
		rank: func(x *ev) (float64, words.Text) {
			if legacy(x.g) {
				return 1.3, words.M(words.RankLegacy, x.gpu(), words.S(x.g.Architecture))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "memory-headroom", Kind: Rank, Doc: "Under 10% of GPU memory to spare ranks lower and never first; under 5% is rejected during the plan."},
		rank: func(x *ev) (float64, words.Text) {
			if x.memGPUs > 0 && x.room < headroomRank*x.perGPUGB() {
				return 1.1, words.M(words.RankTight, num(round2(x.room)))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "lifecycle", Kind: Rank, Doc: "Preview sizes (no SLA) and retiring sizes rank lower."},
		rank: func(x *ev) (float64, words.Text) {
			switch x.s.Lifecycle.StatusOn(x.day) {
			case catalog.Preview:
				return 1.05, words.M(words.RankPreview)
			case catalog.Retiring:
				return 1.5, words.M(words.RankRetiring, words.S(x.s.Lifecycle.Date))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "local-disk-for-data", Kind: Rank, Doc: "TB-scale training data belongs on local NVMe next to the GPUs."},
		rank: func(x *ev) (float64, words.Text) {
			if x.a.DataTB < 1 || !isTraining(x.a.Task) {
				return 1, nil
			}
			local := float64(x.s.NVMeGiB+x.s.TempDiskGiB) * 1.073741824 / 1000 // GiB to TB
			if local >= x.a.DataTB {
				return 1, words.M(words.RankLocalDisk, num(math.Round(local*10)/10), num(x.a.DataTB))
			}
			return 1.1, words.M(words.RankLocalDiskSmall, num(math.Round(local*10)/10), num(x.a.DataTB))
		}},
	{Rule: Rule{Stage: StageData, Name: "one-vm-per-copy", Kind: Rank, Doc: "A served model that spans VMs ranks after every size that holds one copy in one VM, whatever the cost: cross-VM tensor or pipeline parallelism is slower per token and doubles what can fail."},
		rank: func(x *ev) (float64, words.Text) {
			if x.replicaVMs > 1 {
				return 1, words.M(words.RankSpansVMs, words.I(x.replicaVMs))
			}
			return 1, nil
		}},
	// A plan that finishes faster on more GPUs costs about the same for the
	// work (GPU-hours are GPU-hours), so an 8-GPU box could win by cents
	// over one GPU that holds the model: the multi-GPU plan weighs 5% more,
	// the margin within which the simpler plan (no data-parallel setup, a
	// smaller quota request, easier capacity) is preferred (issue 25).
	{Rule: Rule{Stage: StageTask, Name: "fewer-gpus-at-equal-cost", Kind: Rank, Doc: "A training or fine-tuning plan on more GPUs than the memory needs ranks 5% lower: at about equal cost the plan on fewer GPUs is simpler."},
		rank: func(x *ev) (float64, words.Text) {
			if (x.a.Task == Train || x.a.Task == Finetune) && x.gpus > 1 && x.gpus > x.memGPUs {
				return 1.05, words.M(words.RankMoreGPUs, words.I(x.gpus), words.I(max(x.memGPUs, 1)))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "nvlink-for-sharding", Kind: Rank, Doc: "Sharded training without NVLink exchanges gradients over PCIe."},
		rank: func(x *ev) (float64, words.Text) {
			if isTraining(x.a.Task) && x.gpus > 1 && !x.s.NVLink {
				return 1, words.M(words.RankNoNVLink)
			}
			return 1, nil
		}},
}

// Headroom thresholds, as shares of one GPU's memory.
const (
	headroomReject = 0.05
	headroomRank   = 0.10
)

func (x *ev) perGPUGB() float64 {
	if x.s.GPUs.Whole() {
		return x.s.GPUMemoryPerGPUGB
	}
	return x.s.GPUMemoryGB
}

// gpusForMemory is the fewest GPUs of perGPU GB that hold the workload on a
// size of perVM GPUs (0: a part of one), and false when even unlimited GPUs
// cannot (the unsharded part alone is too big).
func gpusForMemory(sz Sizing, perGPU float64, perVM int) (int, bool) {
	if perVM == 0 {
		return 1, sz.GPUMemoryGB <= perGPU
	}
	unsharded := sz.GPUMemoryGB - sz.statesGB()
	if unsharded >= perGPU {
		return 0, false
	}
	n := max(1, int(math.Ceil(sz.statesGB()/(perGPU-unsharded)-1e-9)))
	// Sharded states can spread over more GPUs when that buys the headroom
	// a tight fit lacks; a model on one GPU only onto the VM's others.
	if roomy := (1-headroomRank)*perGPU - unsharded; (n > 1 || perVM > 1) && roomy > 0 {
		n = max(n, int(math.Ceil(sz.statesGB()/roomy-1e-9)))
	}
	return n, true
}

// plan works out the GPUs, VMs, throughput and hours of a size for the
// answers, or why it cannot serve them.
func (x *ev) plan() words.Text {
	a, s, g, sz := x.a, x.s, x.g, x.sz
	perGPU := x.perGPUGB()
	whole := s.GPUs.Whole()
	frac := s.GPUs.Float()
	switch {
	case batchRender(a):
		return x.planBatchRender()
	case a.Task == Render:
		if s.GPUMemoryGB < sz.PerSeatGB {
			return words.M(words.RejectSeatMemory, num(s.GPUMemoryGB), seatWord(a.Load), num(sz.PerSeatGB))
		}
		x.vms = a.Seats
		x.use = sz.PerSeatGB / s.GPUMemoryGB
		x.thr = Throughput{PerVM: 1, Unit: "seats", Basis: words.M(words.BasisSeat)}
		x.why = append(x.why, words.M(words.WhySeats, words.I(x.vms), num(s.GPUMemoryGB), seatWord(a.Load), num(sz.PerSeatGB)))
		if a.OS == Windows {
			x.why = append(x.why, words.M(words.WhyAVD))
		}
		return nil
	case a.Task == HPC:
		if perGPU < sz.GPUMemoryGB {
			return words.M(words.RejectWorkingSet, num(perGPU), num(sz.GPUMemoryGB))
		}
		rate, unit := hpcRate(g, a.HPCBound)
		refSize, _ := x.e.cat.Size(hpcRefSize)
		ref, _ := x.e.cat.GPU(refSize.GPUModel)
		refRate, _ := hpcRate(ref, a.HPCBound)
		if refRate == 0 {
			return words.M(words.RejectNoReference)
		}
		perVM := rate * frac
		gpuHours := a.RefGPUHours * refRate / rate
		x.thr = Throughput{PerVM: round2(perVM), Unit: unit,
			Basis: words.M(words.BasisHPC, num(rate), unitWord(unit), num(refRate), num(math.Round(gpuHours)))}
		x.sizeForDeadline(gpuHours/frac, max(1, a.Nodes))
		return nil
	case a.Task == Transcode:
		if perGPU < sz.GPUMemoryGB {
			return words.M(words.RejectWorkingSet, num(perGPU), num(sz.GPUMemoryGB))
		}
		enc, known := encoders(g)
		streams := float64(enc*streamsPerEncoder) * frac
		if !whole {
			streams = math.Max(1, math.Floor(streams)) // a part of a GPU shares its engines
		}
		basis := words.M(words.BasisEncoders, words.I(enc), words.I(streamsPerEncoder))
		if !known {
			basis = basis.And(words.BasisEnginesAssumed)
		}
		if !whole {
			basis = basis.And(words.BasisEnginesShared)
		}
		x.thr = Throughput{PerVM: round2(streams), Unit: "streams", Basis: basis}
		minVMs := max(a.Nodes, int(math.Ceil(float64(a.Concurrency)/streams-1e-9))) // nodes: at least that many, as asked
		x.sizeForDeadline(a.VideoHours/streams, minVMs)
		x.why = append(x.why, words.M(words.WhyStreams, words.I(x.vms), words.I(a.Concurrency), num(round2(streams))))
		return nil
	}
	// Models: inference and training.
	perVM := 0
	if whole {
		perVM = s.GPUs.Num
	}
	n, ok := gpusForMemory(sz, perGPU, perVM)
	if !ok {
		if !whole {
			return words.M(words.RejectPartMemory, num(s.GPUMemoryGB), num(sz.GPUMemoryGB))
		}
		return words.M(words.RejectActivations, num(perGPU), num(sz.GPUMemoryGB-sz.statesGB()))
	}
	x.memGPUs = n
	if a.Task == Inference && whole {
		n = tpDegree(n, s.GPUs.Num, sz.heads, sz.kvHeads)
	}
	x.room = perGPU - sz.perGPUGB(float64(n))
	if x.room < headroomReject*perGPU {
		return words.M(words.RejectTooTight, num(round2(x.room)), num(perGPU))
	}
	if n == 1 {
		fits := words.WhyFitsVM
		if whole && s.GPUs.Num > 1 {
			fits = words.WhyFitsGPU
		}
		x.why = append(x.why, words.M(fits, num(sz.GPUMemoryGB), num(perGPU), words.Count(frac), x.gpu()))
	} else {
		// One call for both: WhyFitsTP also names the GPUs memory alone needs.
		fits := words.WhyFitsSharded
		if n != x.memGPUs {
			fits = words.WhyFitsTP
		}
		x.why = append(x.why, words.M(fits, words.I(n), num(round2(sz.perGPUGB(float64(n)))), num(perGPU), words.I(x.memGPUs)))
	}
	if a.Task == Inference {
		return x.planServing(n, whole, frac)
	}
	// Training: the work over each GPU's effective throughput.
	peak := g.BF16
	if a.Precision == FP32 && g.FP32 > 0 {
		peak = g.FP32
	}
	util, utilWhy := mfu(g.Architecture)
	perGPUFLOPs := peak * 1e12 * util
	gpuHours := sz.TrainFLOPs / perGPUFLOPs / 3600
	x.thr = Throughput{PerVM: round2(peak * util * frac), Unit: "TFLOPS",
		Basis: words.M(words.BasisTraining, num(peak), words.Pct(util), utilWhy)}
	minGPUs := max(n, sz.MinGPUs)
	if whole {
		x.sizeForDeadline(gpuHours/float64(s.GPUs.Num), int(math.Ceil(float64(minGPUs)/float64(s.GPUs.Num))))
		x.gpus = x.vms * s.GPUs.Num
	} else {
		x.sizeForDeadline(gpuHours/frac, 1)
	}
	return nil
}

// planServing sizes inference: replicas of n GPUs each, enough for the target
// throughput, packed onto VMs.
func (x *ev) planServing(n int, whole bool, frac float64) words.Text {
	a, s, g, sz := x.a, x.s, x.g, x.sz
	perVMGPUs := frac
	replicasPerVM := 1
	if whole {
		perVMGPUs = float64(s.GPUs.Num)
		replicasPerVM = max(1, s.GPUs.Num/n)
	}
	replicaGPUs := math.Min(float64(n), perVMGPUs)
	if !whole {
		replicaGPUs = frac
	}
	tps := decodeTPS(g, replicaGPUs, sz, a.Concurrency)
	vmsPerReplica := 1
	if whole && n > s.GPUs.Num {
		vmsPerReplica = int(math.Ceil(float64(n) / float64(s.GPUs.Num)))
		replicaGPUs = float64(vmsPerReplica * s.GPUs.Num)
		tps = decodeTPS(g, replicaGPUs, sz, a.Concurrency)
		replicasPerVM = 1
	}
	x.replicaVMs = vmsPerReplica
	replicas := 1
	if a.TargetTPS > 0 && tps > 0 {
		replicas = int(math.Ceil(a.TargetTPS/tps - 1e-9))
	}
	if vmsPerReplica > 1 {
		x.vms = replicas * vmsPerReplica
	} else {
		x.vms = int(math.Ceil(float64(replicas) / float64(replicasPerVM)))
	}
	x.gpus = 0
	if whole {
		x.gpus = x.vms * s.GPUs.Num
	}
	// What the plan uses of what it pays for: the copies' memory, and the
	// target's share of the tokens/s every GPU of the VMs could serve.
	x.use = float64(replicas) * sz.GPUMemoryGB / (s.GPUMemoryGB * float64(x.vms))
	if a.TargetTPS > 0 && tps > 0 {
		x.use = math.Max(x.use, a.TargetTPS/(tps*float64(x.vms*replicasPerVM)/float64(vmsPerReplica)))
	}
	if tps > 0 {
		perVM := tps * float64(replicasPerVM)
		if vmsPerReplica > 1 {
			perVM = tps / float64(vmsPerReplica)
		}
		x.thr = Throughput{PerVM: math.Round(perVM), Unit: "tokens/s",
			Basis: words.M(words.BasisDecode, num(g.BandwidthTBps), words.Pct(decodeBandwidthEfficiency), num(round2(sz.readGB)), num(round2(sz.kvGB)),
				words.I(a.Concurrency), num(math.Round(tps)), words.W(words.CountGPUs, words.Count(replicaGPUs))).Plus(sz.moe)}
	}
	if a.TargetTPS > 0 {
		x.why = append(x.why, words.M(words.WhyReplicas, words.I(replicas), num(math.Round(tps)), num(a.TargetTPS), vmCount(x.vms)))
	}
	if vmsPerReplica > 1 {
		x.why = append(x.why, words.M(words.WhySpans, words.I(vmsPerReplica)))
	}
	return nil
}

// decodeTPS is the decode throughput of one replica over gpus GPUs (or a part
// of one): each step emits one token for each of conc sequences and reads the
// weights the batch uses (Sizing.readGB) plus every sequence's KV cache;
// compute caps it at 2 FLOPs per active parameter per token at 40% of peak.
func decodeTPS(g catalog.GPU, gpus float64, sz Sizing, conc int) float64 {
	bw := g.BandwidthTBps * 1e12 * gpus * decodeBandwidthEfficiency
	if bw <= 0 || sz.readGB <= 0 {
		return 0
	}
	tps := float64(conc) / ((sz.readGB + sz.kvGB) * 1e9 / bw)
	if g.BF16 > 0 && sz.activeParamsB > 0 {
		tps = math.Min(tps, g.BF16*1e12*gpus*0.4/(2*sz.activeParamsB*1e9))
	}
	return tps
}

// tpDegree is the GPUs an inference server shards one copy of a model over
// when n GPUs hold it, on a size of perVM GPUs. Tensor parallelism splits the
// attention heads evenly, so the degree must divide them, and the KV heads
// must split evenly or be replicated evenly (vLLM: ModelConfig's
// verify_with_parallel_config and QKVParallelLinear; TensorRT-LLM and SGLang
// have the same rule); servers run 1, 2, 4 or 8, or the VM's own count.
// heads and kvHeads are 0 when the model's own are unknown (real models'
// head counts split over these degrees). A copy larger than one VM takes
// whole VMs (tensor-parallel within each, pipeline stages across); when no
// degree in the VM fits, it takes the whole VM (tensor × pipeline).
func tpDegree(n, perVM, heads, kvHeads int) int {
	if n > perVM {
		return (n + perVM - 1) / perVM * perVM
	}
	for d := n; d < perVM; d++ {
		if (d == 1 || d == 2 || d == 4 || d == 8) &&
			(heads == 0 || heads%d == 0) && (kvHeads == 0 || kvHeads%d == 0 || d%kvHeads == 0) {
			return d
		}
	}
	return perVM
}

// sizeForDeadline sets the VMs and the wall-clock hours of a work-bound plan:
// vmHours of work on one VM, at least minVMs VMs, and more when the deadline
// window (hours a month × months) is too short.
func (x *ev) sizeForDeadline(vmHours float64, minVMs int) {
	window := x.a.HoursPerMonth * float64(x.a.Months)
	vms := max(1, minVMs)
	if x.a.Multinode == MultiYes && coupledTask(x.a.Task) {
		vms = max(vms, 2) // several VMs asked for
	}
	wall := func(v int) float64 {
		eff := 1.0
		if v > 1 && coupledTask(x.a.Task) {
			eff = multiVMEfficiency
		}
		return vmHours / float64(v) / eff
	}
	if wall(vms) > window {
		need := math.Ceil(vmHours / window / multiVMEfficiency)
		if need > float64(vms) {
			x.deadline = true
			// Beyond a quote, the count only needs to say so (and never overflow).
			vms = int(math.Min(need, maxQuoteVMs+1))
			x.vmsNeeded = need
		}
	}
	x.vms = vms
	x.wall = wall(vms)
	x.finish()
}

// finish says how long the work takes and whether the deadline set the VMs.
func (x *ev) finish() {
	vms := x.vms
	finish := words.W(words.FinishHours, num(math.Round(x.wall)))
	if x.wall > 48 {
		finish = words.W(words.FinishDays, num(math.Round(x.wall)), num(math.Round(x.wall/24)))
	}
	if x.deadline {
		x.why = append(x.why, words.M(words.WhyDeadline, words.I(vms), finish, num(x.a.HoursPerMonth), words.W(words.CountMonths, words.I(x.a.Months))))
	} else {
		x.why = append(x.why, words.M(words.WhyInWindow, finish, vmCount(vms)))
	}
}

// evaluate runs a size through the decision tree: hardware filters, the plan,
// fit filters, regions and prices, then the rank rules.
// x is scratch space, overwritten.
func (e *engine) evaluate(x *ev, size int, a Answers, sz Sizing, allowed []place, day string) candidate {
	s := e.cat.Sizes[size]
	c := candidate{size: &e.cat.Sizes[size]}
	g, _ := e.cat.GPU(s.GPUModel)
	costs, commits := x.costs[:0], x.commits[:0] // scratch, kept across sizes
	*x = ev{e: e, a: a, sz: sz, s: s, size: size, g: g, day: day, costs: costs, commits: commits}
	x.observed()
	filter := func(rules []rule) bool {
		for _, r := range rules {
			reject, passed := r.filter(x)
			if reject != nil {
				c.reject, c.stage, c.rule = reject, r.order, r.Name
				return false
			}
			if passed != nil {
				x.hit(r.Rule, passed)
			}
		}
		return true
	}
	if !filter(hardwareRules) {
		return c
	}
	if why := x.plan(); why != nil {
		c.reject, c.stage, c.rule = why, memoryFit.order, memoryFit.Name
		return c
	}
	x.hit(planned.Rule, planEffect(x))
	if !filter(fitRules) {
		return c
	}

	// Regions and prices: the cheapest allowed region under the best price
	// model. Regions are compared on figures alone (cheapest); the words
	// that explain a price are written only for the picks shown (describe).
	u := x.usage()
	b := newBill(u)
	var best *Pick
	offered, cheapest, where := 0, 0.0, -1
	for i, r := range allowed {
		total, ok := e.cheapest(x, size, r.at, &b)
		if !ok {
			continue
		}
		offered++
		if where < 0 || total < cheapest || (total == cheapest && r.name < allowed[where].name) {
			cheapest, where = total, i
		}
	}
	if where >= 0 {
		// The figures of the chosen plan; its words wait for describe.
		best = &Pick{Hardware: Hardware{Size: s.Name}, Region: allowed[where].name, VMs: x.vms}
		best.Cost, _, _ = e.plans(x, allowed[where].at, u, false)
		c.at, c.region, c.u = size, allowed[where].at, u
	}
	if best == nil {
		c.stage, c.rule = offeredInRegions.order, offeredInRegions.Name
		if len(e.cat.RegionsOf(s.Name)) == 0 {
			c.reject = words.M(words.RejectNoPrice)
		} else if a.Price != Auto {
			c.reject = words.M(words.RejectNoModelPrice, modelWord(a.Price), regionList(e.cat.RegionsOf(s.Name), 4))
		} else {
			c.reject = words.M(words.RejectNotOffered, regionList(e.cat.RegionsOf(s.Name), 4))
		}
		return c
	}
	if best.USDTotal > maxQuoteUSD {
		c.reject, c.stage, c.rule = words.M(words.RejectTooCostly, words.USD(maxQuoteUSD)), orderFit, beyondAQuote
		return c
	}
	if a.BudgetUSD > 0 && best.USDPerMonth > a.BudgetUSD {
		c.pick = best
		c.reject, c.stage, c.rule = words.M(words.RejectOverBudget, words.USD(best.USDPerMonth), words.USD(a.BudgetUSD)), monthlyBudget.order, monthlyBudget.Name
		return c
	}
	p := best
	p.Hardware = hardwareOf(s)
	p.Regions = offered
	p.GPUsTotal = s.GPUs.Float() * float64(x.vms)
	if reg, ok := e.cat.Region(p.Region); ok {
		p.RegionName = reg.DisplayName
	}
	p.Unit = unitCosts(*p, s, g, a)
	p.shardedOver = x.memGPUs
	p.Throughput = x.thr
	if WorkBound(a) {
		p.FinishesInHours = round2(x.wall)
	}
	x.hit(priceModel.Rule, priceEffect(*p, a))
	fit := 1.0
	var fitWhy []words.Text
	for _, r := range rankRules {
		f, effect := r.rank(x)
		fit *= f
		if effect != nil {
			fitWhy = append(fitWhy, effect)
			x.hit(r.Rule, effect)
			if f > 1 || r.Name == "one-vm-per-copy" {
				p.lower = append(p.lower, RuleHit{Rule: r.Name, Effect: effect})
			}
		}
	}
	p.score = p.USDTotal * fit
	p.tight = x.memGPUs > 0 && x.room < headroomRank*x.perGPUGB()
	p.spans = x.replicaVMs > 1
	p.use = x.use
	p.Reasons = append(x.why, fitWhy...) // describe adds the price's
	p.Path = x.path
	c.pick = p
	return c
}

// planEffect says what the plan came to, for the decision path.
func planEffect(x *ev) words.Text {
	out := words.M(words.EffectVMs, words.I(x.vms))
	if x.memGPUs > 1 {
		out = out.And(words.EffectMemGPUs, words.I(x.memGPUs))
	}
	if x.thr.Unit != "" {
		out = out.And(words.EffectPerVM, num(x.thr.PerVM), unitWord(x.thr.Unit))
	}
	if WorkBound(x.a) {
		out = out.And(words.EffectWorkHours, num(math.Round(x.wall)))
		if x.deadline {
			out = out.And(words.EffectDeadline)
		}
	}
	return out
}

func priceEffect(p Pick, a Answers) words.Text {
	how := words.HowCheapest
	if a.Price != Auto {
		how = words.HowAsked
	}
	return words.M(words.EffectPrice, modelWord(p.Model), words.Region(p.Region, p.Region), words.W(how), words.USD(p.USDTotal), words.N(math.Round(p.BilledHours)))
}

// regionList names up to n regions, and how many more there are.
func regionList(names []string, n int) words.Arg {
	if len(names) <= n {
		return listOf(names)
	}
	return words.W(words.RegionsAndMore, listOf(names[:n]), words.I(len(names)-n))
}

func listOf(names []string) words.Arg {
	items := make([]words.Arg, len(names))
	for i, s := range names {
		items[i] = words.Region(s, s)
	}
	return words.List(items...)
}

// usage is how the plan's VMs run: the window for time-bound tasks, the
// work's hours for work-bound ones.
func (x *ev) usage() usage {
	if WorkBound(x.a) {
		return workUsage(x.vms, x.wall, x.a)
	}
	return timeUsage(x.vms, x.a)
}
