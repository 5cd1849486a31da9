package advisor

import (
	"fmt"
	"math"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// The decision tree as data. Every size in the catalog goes through the rules
// below, top to bottom: a filter rejects a size with its reason, the plan
// works out GPUs, VMs and hours, and a rank rule weighs a size that passed
// (a factor above 1 ranks it lower at the same cost). The rules that applied
// to a pick are its decision path. A reviewer reads the whole tree here.

// Rule is one named step of the decision tree.
type Rule struct {
	// Stage is the wizard step the rule belongs to: task, budget, data or ecosystem.
	Stage string `json:"stage"`
	// Name identifies the rule, e.g. "fp8-needs-hardware".
	Name string `json:"name"`
	// Kind is "filter" (rejects), "plan" (sizes) or "rank" (weighs).
	Kind string `json:"kind"`
	// Doc is the rule in one sentence.
	Doc string `json:"doc"`
}

// rule is a Rule with its test. A filter returns a rejection reason, or "" and
// optionally what it checked; a rank rule returns a factor and what it did.
type rule struct {
	Rule
	order  int // rejection stage: the further a size got, the more telling its reason
	filter func(x *ev) (reject, passed string)
	rank   func(x *ev) (factor float64, effect string)
}

// Rules lists the decision tree, for documentation and the page.
func Rules() []Rule {
	out := make([]Rule, 0, len(hardwareRules)+len(fitRules)+len(rankRules))
	for _, set := range [][]rule{hardwareRules, fitRules, rankRules} {
		for _, r := range set {
			out = append(out, r.Rule)
		}
	}
	return out
}

// ev is one size under evaluation, and its plan once made.
type ev struct {
	e   *engine
	a   Answers
	sz  Sizing
	s   catalog.Size
	g   catalog.GPU
	day string

	memGPUs  int     // GPUs one copy of the workload needs for memory
	gpus     int     // whole GPUs of the plan (0 for parts of a GPU)
	vms      int     // VMs of the plan
	room     float64 // GB of GPU memory to spare per GPU
	thr      Throughput
	wall     float64 // work-bound: hours the work takes on the plan
	why      []string
	path     []RuleHit
	deadline bool // the deadline window, not memory, set the VM count
	// replicaVMs is how many VMs one copy of a served model spans.
	replicaVMs int
	// vmsNeeded is the VM count the deadline asked for, when above vms.
	vmsNeeded float64
	// costs and commits are scratch space for comparing regions.
	costs, commits []Cost
}

// joined tells whether the plan's VMs work together on one job or one copy of a model.
func (x *ev) joined() bool {
	return x.vms > 1 && (coupledTask(x.a.Task) || x.replicaVMs > 1)
}

func (x *ev) hit(r Rule, effect string) {
	x.path = append(x.path, RuleHit{Rule: r.Name, Stage: r.Stage, Effect: raw(effect)})
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

// hardwareRules decide from the size and its GPU alone.
var hardwareRules = []rule{
	{Rule{"task", "specs-known", "filter", "A size without published specs is never recommended."}, 0,
		func(x *ev) (string, string) {
			if !x.s.SpecsKnown {
				return "No published specs in the catalog's sources, so it is never recommended.", ""
			}
			return "", ""
		}, nil},
	{Rule{"task", "not-retired", "filter", "A retired size cannot be deployed."}, 1,
		func(x *ev) (string, string) {
			if x.s.Lifecycle.StatusOn(x.day) == catalog.Retired {
				return fmt.Sprintf("Retired on %s.", x.s.Lifecycle.Date), ""
			}
			return "", ""
		}, nil},
	{Rule{"ecosystem", "gpu-stack", "filter", "CUDA code runs on NVIDIA, ROCm code on AMD; for rendering, CUDA means NVIDIA (OptiX, CUDA plug-ins)."}, 2,
		func(x *ev) (string, string) {
			switch {
			case x.a.Stack == CUDA && x.s.Vendor == catalog.AMD:
				if x.a.Task == Render {
					return "AMD GPU; your renderer or plug-ins need NVIDIA (CUDA, OptiX). Choose \"any\" GPU stack to consider it.", ""
				}
				return "AMD GPU (ROCm); your code runs on CUDA.", ""
			case x.a.Stack == ROCm && x.s.Vendor == catalog.NVIDIA:
				return "NVIDIA GPU (CUDA); your code runs on ROCm.", ""
			}
			return "", ""
		}, nil},
	{Rule{"ecosystem", "cpu-architecture", "filter", "Arm64 hosts (Grace) run only Arm64 images and containers."}, 2,
		func(x *ev) (string, string) {
			if x.s.CPUArch == "arm64" {
				if !x.a.Arm64 {
					return "Arm64 host (NVIDIA Grace): x86-64 images and containers do not run on it. Say your images also run on Arm64 to consider it.", ""
				}
				return "", "Arm64 host (Grace): your images and containers run on Arm64."
			}
			return "", ""
		}, nil},
	{Rule{"ecosystem", "confidential-only-when-asked", "filter", "Confidential VMs appear only when asked for, and then only they do."}, 2,
		func(x *ev) (string, string) {
			switch {
			case x.a.Confidential && !x.s.Confidential:
				return "Not a confidential VM; you asked for one.", ""
			case !x.a.Confidential && x.s.Confidential:
				return "A confidential VM (memory encrypted, attested); offered only when you ask for one, since it costs more and limits images and drivers.", ""
			case x.a.Confidential:
				return "", "Confidential VM: memory encrypted and attested; expect a few percent of overhead on GPU transfers (bounce buffers) and only the images and drivers Microsoft supports for it."
			}
			return "", ""
		}, nil},
	{Rule{"task", "gpu-class", "filter", "Each task needs its class of GPU: graphics for desktops, an encoder for transcoding, ML software support for AI."}, 2,
		func(x *ev) (string, string) {
			switch x.a.Task {
			case Render:
				if !graphicsCapable(x.s) {
					return "A compute GPU without graphics virtualisation (no GRID/virtual workstation support); rendering and VDI belong on NV-series.", ""
				}
			case Transcode:
				if n, _ := encoders(x.g); n == 0 {
					return fmt.Sprintf("%s has no hardware video encoder (NVENC), so it cannot transcode efficiently.", x.s.GPUModel), ""
				}
			case HPC:
			default:
				if x.s.Family == catalog.FamilyNG || (x.s.Family == catalog.FamilyNV && x.s.Vendor == catalog.AMD) {
					return "A graphics GPU for virtual desktops, without the ML software support this work needs.", ""
				}
			}
			return "", ""
		}, nil},
	{Rule{"task", "precision-needs-hardware", "filter", "FP8 weights need FP8 tensor cores; BF16 needs Ampere or later (V100 and T4 have FP16 only)."}, 2,
		func(x *ev) (string, string) {
			if !mlTask(x.a.Task) {
				return "", ""
			}
			switch {
			case x.a.Precision == FP8 && x.g.FP8 == 0:
				return fmt.Sprintf("%s has no FP8 tensor cores, so FP8 weights do not run natively on it (use BF16/FP16 or INT8/INT4 weights to consider it).", x.s.GPUModel), ""
			case x.a.Precision == FP8:
				return "", fmt.Sprintf("FP8 weights: %s has FP8 tensor cores (%s dense TFLOPS).", x.s.GPUModel, fmtNum(x.g.FP8))
			case x.a.Precision == BF16 && x.g.FP16Only:
				return fmt.Sprintf("%s has FP16 but no BF16 tensor cores, so BF16 does not run on it: use FP16 to consider it.", x.s.GPUModel), ""
			}
			return "", ""
		}, nil},
	{Rule{"task", "fp64-floor", "filter", "Double-precision HPC needs a data-centre GPU with real FP64 throughput."}, 2,
		func(x *ev) (string, string) {
			if x.a.Task != HPC || x.sz.MinFP64TFLOPS == 0 {
				return "", ""
			}
			if v := fp64Vector(x.g); v < x.sz.MinFP64TFLOPS {
				return fmt.Sprintf("%s delivers %s TFLOPS FP64 per GPU; double-precision work needs at least %s.", x.s.GPUModel, fmtNum(v), fmtNum(x.sz.MinFP64TFLOPS)), ""
			}
			return "", ""
		}, nil},
	{Rule{"task", "throughput-known", "filter", "Work-bound tasks are billed by each GPU's throughput, so a GPU without a published figure cannot be costed."}, 3,
		func(x *ev) (string, string) {
			switch {
			case isTraining(x.a.Task) && x.g.BF16 == 0:
				return fmt.Sprintf("No published dense 16-bit throughput for %s, so the training time cannot be estimated.", x.s.GPUModel), ""
			case x.a.Task == HPC:
				if r, unit := hpcRate(x.g, x.a.HPCBound); r == 0 {
					return fmt.Sprintf("No published %s figure for %s.", unit, x.s.GPUModel), ""
				}
			case x.a.Task == Inference && x.a.TargetTPS > 0 && x.g.BandwidthTBps == 0:
				return fmt.Sprintf("No published memory bandwidth for %s, so its tokens per second cannot be estimated for your throughput target.", x.s.GPUModel), ""
			}
			return "", ""
		}, nil},
	{Rule{"budget", "no-commitment-on-legacy", "filter", "Legacy generations (V100, Maxwell, Vega) are never offered under a 1- or 3-year commitment."}, 2,
		func(x *ev) (string, string) {
			if legacy(x.g) && termMonths(x.a.Price) > 0 {
				return fmt.Sprintf("%s is a legacy generation; committing to it for %d months is not advised.", x.s.GPUModel, termMonths(x.a.Price)), ""
			}
			return "", ""
		}, nil},
	{Rule{"budget", "spot-price-known", "filter", "A Spot price comes from a source; a series no source prices on Spot has none."}, 5,
		func(x *ev) (string, string) {
			if x.a.Price == Spot {
				if _, ok := x.e.spot[x.s.Series]; !ok {
					return "No Spot price for this series in the catalog's sources, so Spot cannot be quoted.", ""
				}
			}
			return "", ""
		}, nil},
}

// fitRules decide from the plan: how many GPUs and VMs, and whether they work together.
var fitRules = []rule{
	{Rule{"budget", "beyond-a-quote", "filter", "A plan of more than 1,000 VMs or $1 billion is a capacity engagement with Microsoft, not a price quote."}, 4,
		func(x *ev) (string, string) {
			if x.vms > maxQuoteVMs {
				return fmt.Sprintf("Needs %s VMs: beyond what a price quote can answer; that scale is a capacity engagement with Microsoft.", money(math.Max(x.vmsNeeded, float64(x.vms)))), ""
			}
			return "", ""
		}, nil},
	{Rule{"data", "one-vm-only", "filter", "When only one VM is allowed, a plan that needs several is out."}, 4,
		func(x *ev) (string, string) {
			if x.joined() && x.a.Multinode == MultiNo {
				return fmt.Sprintf("Needs %d VMs, and you asked for one VM only.", x.vms), ""
			}
			return "", ""
		}, nil},
	{Rule{"data", "infiniband-for-multi-vm", "filter", "VMs that work together on one job need InfiniBand."}, 4,
		func(x *ev) (string, string) {
			if x.joined() {
				if !x.s.InfiniBand {
					return fmt.Sprintf("Needs %d VMs working together, and the size has no InfiniBand, so the network would limit scaling.", x.vms), ""
				}
				return "", fmt.Sprintf("%d VMs joined by InfiniBand%s.", x.vms, gbpsText(x.s.InfiniBandGbps))
			}
			return "", ""
		}, nil},
}

// A plan beyond these is a capacity engagement, never shown as figures.
const (
	maxQuoteVMs = 1000
	maxQuoteUSD = 1e9
)

// coupledTask: tasks that run one job across VMs (the VMs talk); desktops and encoders work alone.
func coupledTask(t Task) bool { return t != Render && t != Transcode && t != Inference }

// rankRules weigh sizes that passed, after the decision tree (DOMAIN.md).
var rankRules = []rule{
	{Rule{"task", "decision-tree-class", "rank", "The class of GPU the decision tree recommends for the task ranks first at equal cost."}, 0, nil,
		func(x *ev) (float64, string) {
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
					return 1, "H100-class GPUs with NVLink and InfiniBand: the decision tree's choice for large-scale pre-training."
				}
				return 1.15, "Not the H100 class the decision tree advises for large-scale pre-training: ranked lower at equal cost."
			case Train:
				if !x.s.GPUs.Whole() {
					return 1.5, "A part of one GPU: fine for trying things out, slow for training runs."
				}
			case Inference:
				if has("T4 ", "A10 ") {
					return 1, "A cheap GPU with many parallel streams: the decision tree's choice for inference."
				}
			case Render:
				if x.s.Family == catalog.FamilyNG {
					return 2.5, "NGads V620 is Microsoft's cloud-gaming series; NV-series is built for professional workstations: ranked below it."
				}
				if has("A10 ") {
					return 1, "NVIDIA A10 with a GRID licence in every VM: virtual workstation drivers for professional 3D applications."
				}
			case Transcode:
				if has("T4 ") {
					return 1, "T4: the decision tree's choice for transcoding, scaled with VM Scale Sets on queue length."
				}
			}
			return 1, ""
		}},
	{Rule{"task", "legacy-generation", "rank", "Legacy generations rank below modern GPUs."}, 0, nil,
		func(x *ev) (float64, string) {
			if legacy(x.g) {
				return 1.3, fmt.Sprintf("%s is a legacy generation (%s): fine for old code, not for a new project; never under a commitment.", x.s.GPUModel, x.g.Architecture)
			}
			return 1, ""
		}},
	{Rule{"task", "memory-headroom", "rank", "Under 10% of GPU memory to spare ranks lower and never first; under 5% is rejected during the plan."}, 0, nil,
		func(x *ev) (float64, string) {
			if x.memGPUs > 0 && x.room < headroomRank*x.perGPUGB() {
				return 1.1, fmt.Sprintf("Tight fit: %s GB of GPU memory to spare per GPU. Measure first; lower-precision weights or the next size up give room.", fmtNum(round2(x.room)))
			}
			return 1, ""
		}},
	{Rule{"task", "lifecycle", "rank", "Preview sizes (no SLA) and retiring sizes rank lower."}, 0, nil,
		func(x *ev) (float64, string) {
			switch x.s.Lifecycle.StatusOn(x.day) {
			case catalog.Preview:
				return 1.05, "In preview: no SLA, and sizes may change."
			case catalog.Retiring:
				return 1.5, fmt.Sprintf("Retires on %s: plan a migration.", x.s.Lifecycle.Date)
			}
			return 1, ""
		}},
	{Rule{"data", "local-disk-for-data", "rank", "TB-scale training data belongs on local NVMe next to the GPUs."}, 0, nil,
		func(x *ev) (float64, string) {
			if x.a.DataTB < 1 || !isTraining(x.a.Task) {
				return 1, ""
			}
			local := float64(x.s.NVMeGiB+x.s.TempDiskGiB) * 1.073741824 / 1000 // GiB to TB
			if local >= x.a.DataTB {
				return 1, fmt.Sprintf("Local disks of %s TB hold the %s TB dataset next to the GPUs.", fmtNum(math.Round(local*10)/10), fmtNum(x.a.DataTB))
			}
			return 1.1, fmt.Sprintf("Local disks (%s TB) are smaller than the %s TB dataset: stream it from Blob storage or Azure Managed Lustre in the same region.", fmtNum(math.Round(local*10)/10), fmtNum(x.a.DataTB))
		}},
	{Rule{"data", "nvlink-for-sharding", "rank", "Sharded training without NVLink exchanges gradients over PCIe."}, 0, nil,
		func(x *ev) (float64, string) {
			if isTraining(x.a.Task) && x.gpus > 1 && !x.s.NVLink {
				return 1, "Note: the GPUs have no NVLink, so sharded training exchanges gradients over PCIe and runs slower."
			}
			return 1, ""
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

// gpusForMemory is the fewest GPUs of perGPU GB that hold the workload, and
// false when even unlimited GPUs cannot (the unsharded part alone is too big).
func gpusForMemory(sz Sizing, perGPU float64, whole bool) (int, bool) {
	if !whole {
		return 1, sz.GPUMemoryGB <= perGPU
	}
	unsharded := sz.GPUMemoryGB - sz.statesGB()
	if unsharded >= perGPU {
		return 0, false
	}
	n := max(1, int(math.Ceil(sz.statesGB()/(perGPU-unsharded)-1e-9)))
	// Sharded states can spread over one more GPU when that buys the
	// headroom a tight fit lacks.
	if roomy := (1-headroomRank)*perGPU - unsharded; n > 1 && roomy > 0 {
		n = max(n, int(math.Ceil(sz.statesGB()/roomy-1e-9)))
	}
	return n, true
}

// plan works out the GPUs, VMs, throughput and hours of a size for the
// answers, or why it cannot serve them.
func (x *ev) plan() string {
	a, s, g, sz := x.a, x.s, x.g, x.sz
	perGPU := x.perGPUGB()
	whole := s.GPUs.Whole()
	frac := s.GPUs.Float()
	switch a.Task {
	case Render:
		if s.GPUMemoryGB < sz.PerSeatGB {
			return fmt.Sprintf("%s GB of GPU memory per VM; a %s seat needs %s GB.", fmtNum(s.GPUMemoryGB), a.Load, fmtNum(sz.PerSeatGB))
		}
		x.vms = a.Seats
		x.thr = Throughput{PerVM: 1, Unit: "seats", Basis: raw("One personal desktop per VM.")}
		x.why = append(x.why, fmt.Sprintf("One VM per seat: %d VMs, each with %s GB of GPU memory (a %s seat needs %s GB).", x.vms, fmtNum(s.GPUMemoryGB), a.Load, fmtNum(sz.PerSeatGB)))
		if a.OS == Windows {
			x.why = append(x.why, "Deployment path: an Azure Virtual Desktop host pool, licensed per user (Microsoft 365 or Windows Enterprise E3/E5), with Start VM on Connect so hosts run only the hours priced.")
		}
		return ""
	case HPC:
		if perGPU < sz.GPUMemoryGB {
			return fmt.Sprintf("%s GB of GPU memory per GPU; the working set needs %s GB.", fmtNum(perGPU), fmtNum(sz.GPUMemoryGB))
		}
		rate, unit := hpcRate(g, a.HPCBound)
		refSize, _ := x.e.cat.Size(hpcRefSize)
		ref, _ := x.e.cat.GPU(refSize.GPUModel)
		refRate, _ := hpcRate(ref, a.HPCBound)
		if refRate == 0 {
			return "The reference GPU has no figure for this bound in the catalog."
		}
		perVM := rate * frac
		gpuHours := a.RefGPUHours * refRate / rate
		x.thr = Throughput{PerVM: round2(perVM), Unit: unit,
			Basis: raw(fmt.Sprintf("%s %s per GPU against the reference A100's %s: %s GPU-hours of work here.", fmtNum(rate), unit, fmtNum(refRate), fmtNum(math.Round(gpuHours))))}
		x.sizeForDeadline(gpuHours/frac, max(1, a.Nodes))
		return ""
	case Transcode:
		if perGPU < sz.GPUMemoryGB {
			return fmt.Sprintf("%s GB of GPU memory per GPU; the working set needs %s GB.", fmtNum(perGPU), fmtNum(sz.GPUMemoryGB))
		}
		enc, known := encoders(g)
		streams := float64(enc*streamsPerEncoder) * frac
		if !whole {
			streams = math.Max(1, math.Floor(streams)) // a part of a GPU shares its engines
		}
		basis := fmt.Sprintf("%d encoder engine(s) per GPU × %d real-time 1080p30 streams each (assumed)", enc, streamsPerEncoder)
		if !known {
			basis += "; the vendor publishes no engine count, so one is assumed"
		}
		if !whole {
			basis += ", shared by the GPU's parts"
		}
		x.thr = Throughput{PerVM: round2(streams), Unit: "streams", Basis: raw(basis + ".")}
		minVMs := max(a.Nodes, int(math.Ceil(float64(a.Concurrency)/streams-1e-9))) // nodes: at least that many, as asked
		x.sizeForDeadline(a.VideoHours/streams, minVMs)
		x.why = append(x.why, fmt.Sprintf("%d VM(s) carry %d streams at once at about %s streams per VM.", x.vms, a.Concurrency, fmtNum(round2(streams))))
		return ""
	}
	// Models: inference and training.
	n, ok := gpusForMemory(sz, perGPU, whole)
	if !ok {
		if !whole {
			return fmt.Sprintf("%s GB of GPU memory (a part of one GPU); the workload needs %s GB.", fmtNum(s.GPUMemoryGB), fmtNum(sz.GPUMemoryGB))
		}
		return fmt.Sprintf("%s GB per GPU cannot hold the per-GPU activations and overhead (%s GB).", fmtNum(perGPU), fmtNum(sz.GPUMemoryGB-sz.statesGB()))
	}
	x.memGPUs = n
	x.room = perGPU - sz.perGPUGB(float64(n))
	if x.room < headroomReject*perGPU {
		return fmt.Sprintf("Too tight: %s GB of GPU memory to spare per GPU (%s GB), under 5%%; the estimate's own error or a longer prompt would not fit.", fmtNum(round2(x.room)), fmtNum(perGPU))
	}
	if n == 1 {
		x.why = append(x.why, fmt.Sprintf("Fits: the workload needs %s GB of GPU memory; one %s has %s GB (%s × %s).", fmtNum(sz.GPUMemoryGB),
			map[bool]string{true: "GPU", false: "VM"}[whole && s.GPUs.Num > 1], fmtNum(perGPU), s.GPUs, s.GPUModel))
	} else {
		x.why = append(x.why, fmt.Sprintf("Fits when sharded over %d GPUs: %s GB each of the %s GB per GPU.", n, fmtNum(round2(sz.perGPUGB(float64(n)))), fmtNum(perGPU)))
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
		Basis: raw(fmt.Sprintf("%s dense TFLOPS per GPU at %d%% model FLOPs utilisation (%s).", fmtNum(peak), int(util*100), utilWhy))}
	minGPUs := max(n, sz.MinGPUs)
	if whole {
		x.sizeForDeadline(gpuHours/float64(s.GPUs.Num), int(math.Ceil(float64(minGPUs)/float64(s.GPUs.Num))))
		x.gpus = x.vms * s.GPUs.Num
	} else {
		x.sizeForDeadline(gpuHours/frac, 1)
	}
	return ""
}

// planServing sizes inference: replicas of n GPUs each, enough for the target
// throughput, packed onto VMs.
func (x *ev) planServing(n int, whole bool, frac float64) string {
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
	if tps > 0 {
		perVM := tps * float64(replicasPerVM)
		if vmsPerReplica > 1 {
			perVM = tps / float64(vmsPerReplica)
		}
		x.thr = Throughput{PerVM: math.Round(perVM), Unit: "tokens/s",
			Basis: raw(fmt.Sprintf("Decode is memory-bound: %s TB/s per GPU at %d%% efficiency, reading %s GB of active weights and %s GB of KV cache per step for %d sequences; %s tokens/s per replica of %s GPU(s).",
				fmtNum(g.BandwidthTBps), int(decodeBandwidthEfficiency*100), fmtNum(round2(sz.activeGB)), fmtNum(round2(sz.kvGB)), a.Concurrency, fmtNum(math.Round(tps)), fmtNum(round2(replicaGPUs))))}
	}
	if a.TargetTPS > 0 {
		x.why = append(x.why, fmt.Sprintf("%d replica(s) of about %s tokens/s each serve the %s tokens/s target: %d VM(s).", replicas, fmtNum(math.Round(tps)), fmtNum(a.TargetTPS), x.vms))
	}
	if vmsPerReplica > 1 {
		x.why = append(x.why, fmt.Sprintf("One copy of the model spans %d VMs (tensor/pipeline parallel over InfiniBand).", vmsPerReplica))
	}
	return ""
}

// decodeTPS is the decode throughput of one replica over gpus GPUs (or a part
// of one): each step emits one token for each of conc sequences and reads the
// active weights plus every sequence's KV cache; compute caps it at 2 FLOPs
// per active parameter per token at 40% of peak.
func decodeTPS(g catalog.GPU, gpus float64, sz Sizing, conc int) float64 {
	bw := g.BandwidthTBps * 1e12 * gpus * decodeBandwidthEfficiency
	if bw <= 0 || sz.activeGB <= 0 {
		return 0
	}
	tps := float64(conc) / ((sz.activeGB + sz.kvGB) * 1e9 / bw)
	if g.BF16 > 0 && sz.activeParamsB > 0 {
		tps = math.Min(tps, g.BF16*1e12*gpus*0.4/(2*sz.activeParamsB*1e9))
	}
	return tps
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
	finish := fmt.Sprintf("%s h", fmtNum(math.Round(x.wall)))
	if x.wall > 48 {
		finish = fmt.Sprintf("%s h (%s days of running VMs)", fmtNum(math.Round(x.wall)), fmtNum(math.Round(x.wall/24)))
	}
	if x.deadline {
		x.why = append(x.why, fmt.Sprintf("%d VMs finish the work in %s, inside your window of %s h a month for %d month(s).", vms, finish, fmtNum(x.a.HoursPerMonth), x.a.Months))
	} else {
		x.why = append(x.why, fmt.Sprintf("The work takes %s on %d VM(s), well inside your window; you pay for those hours, not the window.", finish, vms))
	}
}

// evaluate runs a size through the decision tree: hardware filters, the plan,
// fit filters, regions and prices, then the rank rules.
func (e *engine) evaluate(s catalog.Size, a Answers, sz Sizing, allowed []string, day string) candidate {
	c := candidate{size: s}
	g, _ := e.cat.GPU(s.GPUModel)
	x := &ev{e: e, a: a, sz: sz, s: s, g: g, day: day}
	filter := func(rules []rule) bool {
		for _, r := range rules {
			reject, passed := r.filter(x)
			if reject != "" {
				c.reject, c.stage, c.rule = reject, r.order, r.Name
				return false
			}
			if passed != "" {
				x.hit(r.Rule, passed)
			}
		}
		return true
	}
	if !filter(hardwareRules) {
		return c
	}
	if why := x.plan(); why != "" {
		c.reject, c.stage, c.rule = why, 3, "memory-fit"
		return c
	}
	x.hit(Rule{Stage: "task", Name: "plan"}, planEffect(x))
	if !filter(fitRules) {
		return c
	}

	// Regions and prices: the cheapest allowed region under the best price
	// model. Regions are compared on figures alone; the words that explain a
	// price are written once, for the region chosen.
	u := x.usage()
	var best *Pick
	offered := 0
	for _, region := range allowed {
		chosen, costs, ok := e.plans(x, region, u, false)
		if !ok {
			continue
		}
		offered++
		if best == nil || chosen.USDTotal < best.USDTotal || (chosen.USDTotal == best.USDTotal && region < best.Region) {
			best = &Pick{Size: s.Name, Region: region, VMs: x.vms, Cost: chosen, Alternatives: costs}
		}
	}
	if best != nil {
		best.Cost, best.Alternatives, _ = e.plans(x, best.Region, u, true)
	}
	if best == nil {
		c.stage, c.rule = 5, "offered-in-your-regions"
		if len(e.cat.RegionsOf(s.Name)) == 0 {
			c.reject = "No price in any region in the catalog's sources."
		} else if a.Price != Auto {
			c.reject = fmt.Sprintf("No %s price in your regions (offered in %s).", lower(ModelName(a.Price)), list(e.cat.RegionsOf(s.Name), 4))
		} else {
			c.reject = fmt.Sprintf("Not offered in your regions (offered in %s).", list(e.cat.RegionsOf(s.Name), 4))
		}
		return c
	}
	if best.USDTotal > maxQuoteUSD {
		c.reject, c.stage, c.rule = fmt.Sprintf("Would cost more than $%s: beyond what a price quote can answer; that scale is a capacity engagement with Microsoft.", money(maxQuoteUSD)), 4, "beyond-a-quote"
		return c
	}
	if a.BudgetUSD > 0 && best.USDPerMonth > a.BudgetUSD {
		c.pick = *best
		c.reject, c.stage, c.rule = fmt.Sprintf("Costs $%s a month, over your $%s budget.", money(best.USDPerMonth), money(a.BudgetUSD)), 6, "monthly-budget"
		return c
	}
	p := *best
	p.Series, p.GPUModel, p.Vendor, p.GPUsPerVM = s.Series, s.GPUModel, s.Vendor, s.GPUs.String()
	p.GPUMemoryGB, p.VCPUs, p.MemoryGiB, p.NVMeGiB, p.TempDiskGiB, p.NetworkMbps = s.GPUMemoryGB, s.VCPUs, s.MemoryGiB, s.NVMeGiB, s.TempDiskGiB, s.NetworkMbps
	p.InfiniBand, p.InfiniBandGbps, p.NVLink, p.Lifecycle = s.InfiniBand, s.InfiniBandGbps, s.NVLink, s.Lifecycle
	p.Regions = offered
	p.GPUsTotal = s.GPUs.Float() * float64(x.vms)
	if reg, ok := e.cat.Region(p.Region); ok {
		p.RegionName = reg.DisplayName
	}
	p.Unit = unitCosts(p, s, g, a)
	p.shardedOver = x.memGPUs
	p.Throughput = x.thr
	if workBound(a.Task) {
		p.FinishesInHours = round2(x.wall)
	}
	x.hit(Rule{Stage: "budget", Name: "price-model"}, priceEffect(p, a))
	fit := 1.0
	var fitWhy []string
	for _, r := range rankRules {
		f, effect := r.rank(x)
		fit *= f
		if effect != "" {
			fitWhy = append(fitWhy, effect)
			x.hit(r.Rule, effect)
		}
	}
	p.score = p.USDTotal * fit
	p.tight = x.memGPUs > 0 && x.room < headroomRank*x.perGPUGB()
	p.Reasons = raws(append(append(x.why, fitWhy...), e.priceReasons(p, a)...))
	p.Path = x.path
	c.pick = p
	return c
}

// planEffect says what the plan came to, for the decision path.
func planEffect(x *ev) string {
	out := fmt.Sprintf("%d VM(s)", x.vms)
	if x.memGPUs > 1 {
		out += fmt.Sprintf("; the model needs %d GPUs for memory", x.memGPUs)
	}
	if x.thr.Unit != "" {
		out += fmt.Sprintf("; %s %s per VM", fmtNum(x.thr.PerVM), x.thr.Unit)
	}
	if workBound(x.a.Task) {
		out += fmt.Sprintf("; the work takes %s h", fmtNum(math.Round(x.wall)))
		if x.deadline {
			out += ", VMs added to meet the deadline"
		}
	}
	return out + "."
}

func priceEffect(p Pick, a Answers) string {
	how := "the cheapest whole-project plan"
	if a.Price != Auto {
		how = "as you asked"
	}
	return fmt.Sprintf("%s in %s, %s: $%s for the project, %s billed VM-hours.", ModelName(p.Model), p.Region, how, money(p.USDTotal), money(p.BilledHours))
}

// usage is how the plan's VMs run: the window for time-bound tasks, the
// work's hours for work-bound ones.
func (x *ev) usage() usage {
	if workBound(x.a.Task) {
		return workUsage(x.vms, x.wall, x.a)
	}
	return timeUsage(x.vms, x.a)
}
