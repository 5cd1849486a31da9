package advisor

import (
	"math"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

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
func gpusForMemory(sz *Sizing, perGPU float64, perVM int) (int, bool) {
	if perVM == 0 {
		return 1, sz.GPUMemoryGB <= perGPU
	}
	states := sz.statesGB()
	unsharded := sz.GPUMemoryGB - states
	if unsharded >= perGPU {
		return 0, false
	}
	n := max(1, int(math.Ceil(states/(perGPU-unsharded)-1e-9)))
	// Sharded states can spread over more GPUs when that buys the headroom
	// a tight fit lacks; a model on one GPU only onto the VM's others.
	if roomy := (1-headroomRank)*perGPU - unsharded; (n > 1 || perVM > 1) && roomy > 0 {
		n = max(n, int(math.Ceil(states/roomy-1e-9)))
	}
	return n, true
}

// plan works out the GPUs, VMs, throughput and hours of a size for the
// answers, or why it cannot serve them.
func (x *ev) plan() words.Text {
	a, s, g, sz := &x.a, &x.s, &x.g, &x.sz
	perGPU := x.perGPUGB()
	whole := s.GPUs.Whole()
	frac := s.GPUs.Float()
	// HPC and transcoding keep their working set on each GPU.
	if a.Is(HPCJob|TranscodeJob) && perGPU < sz.GPUMemoryGB {
		return words.M(words.RejectWorkingSet, num(perGPU), num(sz.GPUMemoryGB))
	}
	switch {
	case a.Is(BatchJob):
		return x.planBatchRender()
	case a.Task == Render:
		_, load := seat(a.Load)
		if s.GPUMemoryGB < sz.PerSeatGB {
			return words.M(words.RejectSeatMemory, num(s.GPUMemoryGB), load, num(sz.PerSeatGB))
		}
		x.vms = a.Seats
		x.use = sz.PerSeatGB / s.GPUMemoryGB
		x.thr = Throughput{PerVM: 1, Unit: "seats", Basis: words.M(words.BasisSeat)}
		x.because(words.WhySeats, words.I(x.vms), num(s.GPUMemoryGB), load, num(sz.PerSeatGB))
		if a.OS == Windows {
			x.because(words.WhyAVD)
		}
		return nil
	case a.Task == HPC:
		rate, unit := hpcRate(g, a.HPCBound)
		refSize, _ := x.e.cat.Size(hpcRefSize)
		ref, _ := x.e.cat.GPU(refSize.GPUModel)
		refRate, _ := hpcRate(&ref, a.HPCBound)
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
		enc, known := encoders(g)
		streams := float64(enc*streamsPerEncoder) * frac
		if !whole {
			streams = max(1, math.Floor(streams)) // a part of a GPU shares its engines
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
		x.because(words.WhyStreams, words.I(x.vms), words.I(a.Concurrency), num(round2(streams)))
		return nil
	}
	// Models: inference and training.
	perVM := 0
	if whole {
		perVM = s.GPUs.Num
	}
	n, ok := gpusForMemory(sz, perGPU, perVM)
	if a.Task == Inference && whole && ok && n > perVM && x.splitRequests(n) {
		n, ok = gpusForMemory(sz, perGPU, perVM) // one copy of its share now
	}
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
	used := sz.perGPUGB(float64(n))
	x.room = perGPU - used
	if x.room < headroomReject*perGPU {
		return words.M(words.RejectTooTight, num(round2(x.room)), num(perGPU))
	}
	if n == 1 {
		fits := words.WhyFitsVM
		if whole && s.GPUs.Num > 1 {
			fits = words.WhyFitsGPU
		}
		x.because(fits, num(sz.GPUMemoryGB), num(perGPU), words.Count(frac), x.gpu())
	} else {
		// One call for both: WhyFitsTP also names the GPUs memory alone needs.
		// WhyFitsTP also says when a VM's GPUs cannot split the heads
		// (tensor × pipeline parallel).
		fits := words.WhyFitsSharded
		if n != x.memGPUs || a.Task == Inference && whole && !splits(min(n, s.GPUs.Num), sz.heads, sz.kvHeads) {
			fits = words.WhyFitsTP
		}
		x.because(fits, words.I(n), num(round2(used)), num(perGPU), words.I(x.memGPUs))
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
	a, s, g, sz := &x.a, &x.s, &x.g, &x.sz
	perVMGPUs := frac
	replicasPerVM := 1
	if whole {
		perVMGPUs = float64(s.GPUs.Num)
		replicasPerVM = max(1, s.GPUs.Num/n)
	}
	replicaGPUs := min(float64(n), perVMGPUs)
	if !whole {
		replicaGPUs = frac
	}
	vmsPerReplica := 1
	if whole && n > s.GPUs.Num {
		vmsPerReplica = int(math.Ceil(float64(n) / float64(s.GPUs.Num)))
		replicaGPUs = float64(vmsPerReplica * s.GPUs.Num)
		replicasPerVM = 1
	}
	batch, replicas := a.Concurrency, 1
	if x.reqs > 0 { // each copy takes its share of the requests
		batch, replicas = x.reqs, (a.Concurrency+x.reqs-1)/x.reqs
		x.because(words.WhyRequestsSplit, words.I(x.reqs), words.I(a.Concurrency), words.I(replicas))
	}
	if a.TargetTPS == 0 && replicasPerVM > 1 && x.reqs == 0 {
		// Without a target, the VM's copies share the requests behind a
		// load balancer: each decodes its share, not every request (and a
		// mixture of experts reads the experts its share touches).
		b := *a
		b.Concurrency = (batch + replicasPerVM - 1) / replicasPerVM
		replicasPerVM = (batch + b.Concurrency - 1) / b.Concurrency
		one := Size(b)
		sz, batch = &one, b.Concurrency
	}
	tps := decodeTPS(g, replicaGPUs, sz, batch)
	x.replicaVMs = vmsPerReplica
	if a.TargetTPS > 0 && tps > 0 {
		// The copies share the requests: each decodes its share at once.
		n, b, one, t := x.replicasFor(replicas, replicaGPUs)
		if float64(n)*t >= a.TargetTPS*(1-1e-9) {
			replicas, batch, sz, tps = n, b, &one, t
		} else {
			// The requests cannot decode the target, however many copies
			// share them (t is one request's rate): the target means more
			// at once, so each copy decodes as many as were given.
			replicas = max(replicas, int(math.Ceil(a.TargetTPS/tps-1e-9)))
			x.moreReqs, x.reqRate = replicas*batch, t
		}
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
	x.use = float64(replicas) * x.sz.GPUMemoryGB / (s.GPUMemoryGB * float64(x.vms))
	if a.TargetTPS > 0 && tps > 0 {
		x.use = max(x.use, a.TargetTPS/(tps*float64(x.vms*replicasPerVM)/float64(vmsPerReplica)))
	}
	if tps > 0 {
		perVM := tps * float64(replicasPerVM)
		if vmsPerReplica > 1 {
			perVM = tps / float64(vmsPerReplica)
		}
		x.thr = Throughput{PerVM: math.Round(perVM), Unit: "tokens/s",
			Basis: words.M(words.BasisDecode, num(g.BandwidthTBps), words.Pct(decodeBandwidthEfficiency), num(round2(sz.readGB)), num(round2(sz.kvGB)),
				words.I(batch), num(math.Round(tps)), words.W(words.CountGPUs, words.Count(replicaGPUs))).Plus(sz.moe)}
	}
	if a.TargetTPS > 0 {
		x.because(words.WhyReplicas, words.I(replicas), num(math.Round(tps)), num(a.TargetTPS), vmCount(x.vms))
	}
	if vmsPerReplica > 1 {
		x.because(words.WhySpans, words.I(vmsPerReplica))
	}
	return nil
}

// replicasFor is the fewest copies of the model, from n, that decode the
// tokens/s target together, with the sizing of one copy, its requests and
// its tokens/s. The copies share the requests behind a load balancer, so
// more copies each decode fewer at once, faster (each step reads the
// weights for fewer requests); more copies than requests add nothing, so
// a target beyond one request a copy is out of reach on the size.
func (x *ev) replicasFor(n int, gpus float64) (int, int, Sizing, float64) {
	b := x.a
	// at is the tokens/s of the requests over copies, with the sizing of
	// the busiest copy, every request at its rate (the others' are faster).
	at := func(copies int) (Sizing, float64) {
		b.Concurrency = (x.a.Concurrency + copies - 1) / copies
		one := Size(b)
		return one, float64(x.a.Concurrency) * decodeTPS(&x.g, gpus, &one, b.Concurrency) / float64(b.Concurrency)
	}
	lo, hi := n, max(n, x.a.Concurrency)
	for lo < hi { // all copies' tokens/s grow with the copies
		mid := (lo + hi) / 2
		if _, t := at(mid); t >= x.a.TargetTPS*(1-1e-9) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	one, all := at(lo)
	return lo, b.Concurrency, one, all / float64(lo)
}

// splitRequests serves the concurrent requests as independent copies of
// the model, each in one VM with its share of them, when one VM holds the
// model and only the KV cache of every request together outgrows it: the
// KV cache is per request, so a load balancer in front of copies serves
// them without tensor or pipeline parallelism across VMs (slower per token,
// every VM a point of failure). A copy takes the most requests it holds
// with the headroom a first pick needs (holdsOne); the split is made when
// the copies, a VM each at most, take no more VMs than one copy over n GPUs
// would, or when the size has no InfiniBand to spread one copy over. x.sz
// becomes one copy's sizing and x.reqs its requests.
func (x *ev) splitRequests(n int) bool {
	b, perVM := x.a, x.s.GPUs.Num
	lo, hi := 0, b.Concurrency-1
	var one Sizing
	for lo < hi { // the most requests one VM holds a copy for
		b.Concurrency = (lo + hi + 1) / 2
		if sz := Size(b); holdsOne(b, sz, &x.s) {
			lo, one = b.Concurrency, sz
		} else {
			hi = b.Concurrency - 1
		}
	}
	if lo == 0 || x.s.InfiniBand && (x.a.Concurrency+lo-1)/lo > (n+perVM-1)/perVM {
		return false // the model alone outgrows a VM, or one copy over VMs takes fewer
	}
	x.sz, x.reqs = one, lo
	return true
}

// decodeTPS is the decode throughput of one replica over gpus GPUs (or a part
// of one): each step emits one token for each of conc sequences and reads the
// weights the batch uses (Sizing.readGB) plus every sequence's KV cache;
// compute caps it at 2 FLOPs per active parameter per token at 40% of peak.
func decodeTPS(g *catalog.GPU, gpus float64, sz *Sizing, conc int) float64 {
	bw := g.BandwidthTBps * 1e12 * gpus * decodeBandwidthEfficiency
	if bw <= 0 || sz.readGB <= 0 {
		return 0
	}
	tps := float64(conc) / ((sz.readGB + sz.kvGB) * 1e9 / bw)
	if g.BF16 > 0 && sz.activeParamsB > 0 {
		tps = min(tps, g.BF16*1e12*gpus*0.4/(2*sz.activeParamsB*1e9))
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
		if (d == 1 || d == 2 || d == 4 || d == 8) && splits(d, heads, kvHeads) {
			return d
		}
	}
	return perVM
}

// splits tells whether d tensor-parallel ranks split the heads evenly (0:
// unknown heads, taken to split).
func splits(d, heads, kvHeads int) bool {
	return (heads == 0 || heads%d == 0) && (kvHeads == 0 || kvHeads%d == 0 || d%kvHeads == 0)
}

// sizeForDeadline sets the VMs and the wall-clock hours of a work-bound plan:
// vmHours of work on one VM, at least minVMs VMs, and more when the deadline
// window (hours a month × months) is too short.
func (x *ev) sizeForDeadline(vmHours float64, minVMs int) {
	window := x.a.HoursPerMonth * float64(x.a.Months)
	vms := max(1, minVMs)
	if x.a.Multinode == MultiYes && x.a.Is(Coupled) {
		vms = max(vms, 2) // several VMs asked for
	}
	if x.wallHours(vmHours, vms) > window {
		// VMs that work alone (encoders) lose nothing to each other.
		need := math.Ceil(x.wallHours(vmHours, 2) * 2 / window)
		if need > float64(vms) {
			x.deadline = true
			// Beyond a quote, the count only needs to say so (and never overflow).
			vms = int(min(need, maxQuoteVMs+1))
			x.vmsNeeded = need
		}
	}
	x.vms = vms
	x.wall = x.wallHours(vmHours, vms)
	x.finish()
}

// wallHours is how long vmHours of work take on vms VMs: VMs that work on
// one job together lose some of their time to it.
func (x *ev) wallHours(vmHours float64, vms int) float64 {
	eff := 1.0
	if vms > 1 && x.a.Is(Coupled) {
		eff = multiVMEfficiency
	}
	return vmHours / float64(vms) / eff
}

// finish says how long the work takes and whether the deadline set the VMs.
func (x *ev) finish() {
	vms := x.vms
	// Rounded as the billed hours are (a job of minutes takes "1 h", never
	// "0 h"): rounding up would say the work takes longer than it is billed.
	hours := num(max(1, math.Round(x.wall)))
	finish := words.W(words.FinishHours, hours)
	if x.wall > 48 {
		finish = words.W(words.FinishDays, hours, num(math.Round(x.wall/24)))
	}
	if x.deadline {
		x.because(words.WhyDeadline, words.I(vms), finish, num(x.a.HoursPerMonth), words.W(words.CountMonths, words.I(x.a.Months)))
	} else {
		x.because(words.WhyInWindow, finish, vmCount(vms))
	}
}

// because adds a sentence of why the plan is what it is.
func (x *ev) because(id words.ID, args ...words.Arg) { x.why = append(x.why, words.M(id, args...)) }
