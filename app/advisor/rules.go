package advisor

import (
	"math"
	"slices"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The decision tree as data. Every size in the catalog goes through the rules
// below, top to bottom: a filter rejects a size with its reason, the plan
// works out GPUs, VMs and hours, and a rank rule weighs a size that passed
// (a factor above 1 ranks it lower at the same cost). The rules that applied
// to a pick are its decision path. A reviewer reads the whole tree here and
// in rules_rank.go, where the rank rules follow the filters.

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
	orderQuote            // the plan suits but is beyond a quote: closer than one that does not suit
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

// legacy generations: still deployable, but a new project should not start on
// them and never commit to them (DOMAIN.md: V100 "clearly behind").
func legacy(g *catalog.GPU) bool {
	return g.Architecture == "Volta" || strings.HasPrefix(g.Architecture, "Maxwell") || g.Architecture == "Vega"
}

// graphicsCapable: sizes that run virtual workstations (NVIDIA vGPU/GRID or
// RTX, AMD Radeon PRO).
func graphicsCapable(s *catalog.Size) bool {
	return s.Family == catalog.FamilyNV || s.Family == catalog.FamilyNG || strings.Contains(s.GPUModel, "RTX PRO")
}

// encoders is the number of video encoder engines of one GPU, and whether a
// source gives it. AMD publishes no count for the Radeon PRO VCN encoders:
// one engine is assumed, and the basis says so.
func encoders(g *catalog.GPU) (int, bool) {
	if g.NVENC > 0 {
		return g.NVENC, true
	}
	if g.Vendor == catalog.AMD && strings.Contains(g.Model, "Radeon PRO") {
		return 1, false
	}
	return 0, true
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
				if x.a.Is(SeatsJob) && !graphicsCapable(&x.s) { // batch: batch-render-gpu
					return words.M(words.RejectNoGraphics), nil
				}
			case Transcode:
				if n, _ := encoders(&x.g); n == 0 {
					return words.M(words.RejectNoEncoder, x.gpu()), nil
				}
				// A size built for training and HPC, not for video. Microsoft
				// Learn places the ND family at deep-learning training and
				// inference with NVLink and InfiniBand (learn.microsoft.com/azure/
				// virtual-machines/sizes/gpu-accelerated/nd-family), and the
				// V100's NCv3 at HPC and AI (…/gpu-accelerated/ncv3-series); the
				// V100's encoder count is read only from a mirror of NVIDIA's
				// support matrix (gpu-models.csv). Their price buys interconnect
				// and HBM a transcoder never uses, so they are not offered for
				// it, whatever their encoders.
				if x.s.Family == catalog.FamilyND || x.g.Architecture == "Volta" {
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
	// Batch rendering: render.go.
	{Rule: Rule{Stage: StageTask, Name: "batch-render-gpu", Kind: Filter, Doc: "A batch renderer (CUDA/OptiX) renders one frame per whole NVIDIA GPU with RT cores: no part of a GPU, no desktop-only size, no compute GPU without RT cores."}, order: orderHardware,
		filter: batchRenderRule},
	// linuxOnlySeries (checklist_facts.go): sizes whose Microsoft Learn page
	// supports Linux VMs only.
	// A confidential GPU VM (NCC H100 v5) runs a Linux guest: Microsoft's
	// onboarding, which its size page points to, deploys Linux images only
	// (Azure/az-cgpu-onboarding @51d392a README: "We also support the
	// creation of Linux Confidential GPUs"; @0107d8c: "Confidential GPU VM
	// only supports using Linux as guest VM image"), and its driver path and
	// attestation tools are Linux packages ([cgpu] in checklist_facts.go).
	// NC RTX PRO 6000 BSE v6 is not supported on AKS ([ncv6]): never offered
	// for it, rather than picked and then disowned by the checklist.
	{Rule: Rule{Stage: StageEcosystem, Name: "where-it-runs", Kind: Filter, Doc: "A size is offered only where it runs: never a Linux-only or Arm64 GPU size or a confidential GPU VM (Linux guests only) for Windows, never a size AKS does not support for AKS."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			switch {
			case x.a.Deploy == AKS && slices.Contains(notOnAKS, x.s.Series):
				return words.M(words.RejectNotOnAKS), nil
			case x.a.OS != Windows:
			case slices.Contains(linuxOnlySeries, x.s.Series) || isArm64(&x.s):
				return words.M(words.RejectLinuxOnlySize), nil
			case x.s.Confidential:
				return words.M(words.RejectLinuxOnlyCGPU), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "precision-needs-hardware", Kind: Filter, Doc: "FP8 weights need FP8 tensor cores; BF16 needs Ampere or later (V100 and T4 have FP16 only)."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if !x.a.Is(LLM) {
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
			if v := x.g.FP64Vector; v < x.sz.MinFP64TFLOPS {
				return words.M(words.RejectFP64, x.gpu(), num(v), num(x.sz.MinFP64TFLOPS)), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "throughput-known", Kind: Filter, Doc: "Work-bound tasks are billed by each GPU's throughput, so a GPU without a published figure cannot be costed."}, order: orderPlan,
		filter: func(x *ev) (words.Text, words.Text) {
			switch {
			case x.a.Is(Training) && x.g.BF16 == 0:
				return words.M(words.RejectNoTrainFigure, x.gpu()), nil
			case x.a.Task == HPC:
				if r, unit := hpcRate(&x.g, x.a.HPCBound); r == 0 {
					return words.M(words.RejectNoHPCFigure, unitWord(unit), x.gpu()), nil
				}
			case x.a.Task == Inference && x.a.TargetTPS > 0 && x.g.BandwidthTBps == 0:
				return words.M(words.RejectNoBandwidth, x.gpu()), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageBudget, Name: "no-commitment-on-legacy", Kind: Filter, Doc: "Legacy generations (V100, Maxwell, Vega) are never offered under a 1- or 3-year commitment."}, order: orderHardware,
		filter: func(x *ev) (words.Text, words.Text) {
			if legacy(&x.g) && termMonths(x.a.Price) > 0 {
				return words.M(words.RejectLegacyCommit, x.gpu(), words.I(termMonths(x.a.Price))), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageBudget, Name: "spot-price-known", Kind: Filter, Doc: "A Spot price comes from a source; a series no source prices on Spot has none."}, order: orderPrice,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.a.Price == Spot {
				if !x.hasSpotObs {
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

// vmsAsked is the VMs the plan needs, in full: its count stops just past
// a quote's, which a rejection should not show as the need.
func (x *ev) vmsAsked() words.Arg { return words.N(math.Round(max(x.vmsNeeded, float64(x.vms)))) }

// fitRules decide from the plan: how many GPUs and VMs, and whether they work together.
var fitRules = []rule{
	{Rule: Rule{Stage: StageData, Name: "one-vm-only", Kind: Filter, Doc: "When only one VM is allowed, a plan that needs several is out."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.joined() && x.a.Multinode == MultiNo {
				return words.M(words.RejectOneVM, x.vmsAsked()), nil
			}
			return nil, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "infiniband-for-multi-vm", Kind: Filter, Doc: "VMs that work together on one job need InfiniBand."}, order: orderFit,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.joined() {
				if !x.s.InfiniBand {
					return words.M(words.RejectNoInfiniBand, x.vmsAsked()), nil
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
	{Rule: Rule{Stage: StageBudget, Name: beyondAQuote, Kind: Filter, Doc: "A plan of more than 1,000 VMs or $1 billion is a capacity engagement with Microsoft, not a price quote."}, order: orderQuote,
		filter: func(x *ev) (words.Text, words.Text) {
			if x.vms > maxQuoteVMs {
				return words.M(words.RejectTooManyVMs, x.vmsAsked()), nil
			}
			return nil, nil
		}},
}

// A plan beyond these is a capacity engagement, never shown as figures.
const (
	maxQuoteVMs = 1000
	maxQuoteUSD = 1e9
)
