package advisor

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Result is everything the advisor answers.
type Result struct {
	// CatalogDate is the date of the newest price in the catalog used.
	CatalogDate string `json:"catalog_date"`
	// Day is the day the answer is for (lifecycle checks), YYYY-MM-DD.
	Day string `json:"day"`
	// Answers are the answers as understood, defaults filled.
	Answers Answers `json:"answers"`
	// Sizing is what the workload needs, with the top pick's GPU and VM counts.
	Sizing SizingResult `json:"sizing"`
	// Recommendations are the ranked picks, best first.
	Recommendations []Pick `json:"recommendations"`
	// Rejected lists notable series that were not picked, with why.
	Rejected []Rejection `json:"rejected"`
	// Checklist is the tailored pre-deployment checklist, in order.
	Checklist []Item `json:"checklist"`
	// Notices are sentences the person should read first.
	Notices []Notice `json:"notices"`
}

// SizingResult is the sizing plus what the top pick makes of it.
type SizingResult struct {
	Sizing
	// GPUs is the number of GPUs of the top pick (all VMs).
	GPUs float64 `json:"gpus"`
	// VMs is the number of VMs of the top pick.
	VMs int `json:"vms"`
	// NeedsInfiniBand is true when the work spans VMs and so needs InfiniBand.
	NeedsInfiniBand bool `json:"needs_infiniband"`
	// NeedsNVLink is true when model states are sharded over several GPUs for training.
	NeedsNVLink bool `json:"needs_nvlink"`
}

// Pick is one recommended size in one region with its plan and costs.
type Pick struct {
	// Rank is 1 for the best pick.
	Rank int `json:"rank"`
	// Size is the ARM size name.
	Size string `json:"size"`
	// Series is the series name.
	Series string `json:"series"`
	// GPUModel is the GPU model name.
	GPUModel string `json:"gpu_model"`
	// Vendor is NVIDIA or AMD.
	Vendor catalog.Vendor `json:"vendor"`
	// GPUsPerVM is the GPU count of one VM, possibly a fraction ("1/6").
	GPUsPerVM string `json:"gpus_per_vm"`
	// GPUMemoryGB is the GPU memory of one VM, GB.
	GPUMemoryGB float64 `json:"gpu_memory_gb"`
	// VCPUs and MemoryGiB are one VM's CPUs and RAM.
	VCPUs     int     `json:"vcpus"`
	MemoryGiB float64 `json:"memory_gib"`
	// NVMeGiB and TempDiskGiB are one VM's local storage, GiB.
	NVMeGiB     int `json:"nvme_gib,omitempty"`
	TempDiskGiB int `json:"temp_disk_gib,omitempty"`
	// NetworkMbps is one VM's front-end network bandwidth, Mbps.
	NetworkMbps int `json:"network_mbps,omitempty"`
	// InfiniBand, InfiniBandGbps and NVLink describe the interconnects.
	InfiniBand     bool `json:"infiniband"`
	InfiniBandGbps int  `json:"infiniband_gbps,omitempty"`
	NVLink         bool `json:"nvlink"`
	// Lifecycle is ga, preview or retiring.
	Lifecycle catalog.Lifecycle `json:"lifecycle"`
	// Region and RegionName say where.
	Region     string `json:"region"`
	RegionName string `json:"region_name"`
	// Regions is how many allowed regions offer the size.
	Regions int `json:"regions_offered"`
	// VMs is the number of VMs the plan needs.
	VMs int `json:"vms"`
	// GPUsTotal is the GPUs across all VMs.
	GPUsTotal float64 `json:"gpus_total"`
	// Cost is the chosen plan's cost (its price model and figures).
	Cost
	// Alternatives are the costs under every other price model that applies.
	Alternatives []Cost `json:"alternatives"`
	// Unit are unit costs for comparing unlike sizes.
	Unit UnitCosts `json:"unit_costs"`
	// FinishesInHours is how long the work takes on this plan, wall-clock
	// hours of running VMs (work-bound tasks); 0 for time-bound tasks.
	FinishesInHours float64 `json:"finishes_in_hours,omitempty"`
	// Throughput is the throughput figure the plan was sized and billed by.
	Throughput Throughput `json:"throughput"`
	// Path lists the rules of the decision tree that decided this pick, in order.
	Path []RuleHit `json:"decision_path"`
	// Reasons say why this pick, in plain sentences.
	Reasons []string `json:"reasons"`
	score   float64
	// shardedOver is how many GPUs the memory alone needs (model states sharded).
	shardedOver int
}

// Throughput is what one VM of a pick delivers for the task, and the basis.
type Throughput struct {
	// PerVM is one VM's throughput in Unit.
	PerVM float64 `json:"per_vm"`
	// Unit is "tokens/s", "TFLOPS", "TB/s", "streams" or "seats".
	Unit string `json:"unit"`
	// Basis says how the figure was estimated, in a sentence.
	Basis string `json:"basis"`
}

// RuleHit is one rule of the decision tree that applied to a pick.
type RuleHit struct {
	// Rule is the rule's name, e.g. "fp8-needs-hardware".
	Rule string `json:"rule"`
	// Stage is the decision-tree step: task, budget, data or ecosystem.
	Stage string `json:"stage"`
	// Effect says what the rule did, in a sentence.
	Effect string `json:"effect"`
}

// UnitCosts compare sizes by what an hour buys, US dollars.
type UnitCosts struct {
	// PerGPUHour is the price of one GPU-hour (a whole GPU).
	PerGPUHour float64 `json:"per_gpu_hour"`
	// PerGBHour is the price of one GB of GPU memory for an hour.
	PerGBHour float64 `json:"per_gb_hour"`
	// PerTFLOPHour is the price of one dense TFLOPS for an hour (BF16, or FP64
	// for HPC); 0 when the vendor publishes no figure.
	PerTFLOPHour float64 `json:"per_tflop_hour,omitempty"`
}

// Rejection says why a series was not picked.
type Rejection struct {
	// Size is the series' largest size that was considered.
	Size string `json:"size"`
	// Series is the series name.
	Series string `json:"series"`
	// Why is the reason, in a sentence.
	Why string `json:"why"`
}

// Options tune a run.
type Options struct {
	// Day is today, YYYY-MM-DD: sizes retired by then are never picked.
	Day string
	// MaxPicks is the number of recommendations (default 5).
	MaxPicks int
}

type engine struct {
	cat  *catalog.Catalog
	spot map[string]spotObs
}

// Advisor answers questions against one catalog. It is safe for concurrent use.
type Advisor struct{ e engine }

// New makes an advisor for a catalog.
func New(c *catalog.Catalog) *Advisor {
	return &Advisor{engine{cat: c, spot: spotRatios(c)}}
}

// candidate is one size's best plan, or why it has none.
type candidate struct {
	size   catalog.Size
	pick   Pick
	reject string
	// stage orders rejections: the further a size got, the more telling its reason.
	stage int
}

// Advise answers. It never fails: bad answers are normalised with notices.
func (ad *Advisor) Advise(raw Answers, opt Options) Result {
	e := &ad.e
	a, notices := Normalize(raw, e.cat)
	if opt.MaxPicks <= 0 {
		opt.MaxPicks = 5
	}
	r := Result{CatalogDate: e.cat.Generated, Day: opt.Day, Answers: a, Notices: notices}
	sz := Size(a)
	r.Sizing.Sizing = sz

	allowed := e.allowedRegions(a)
	var cands []candidate
	for _, s := range e.cat.Sizes {
		cands = append(cands, e.evaluate(s, a, sz, allowed, opt.Day))
	}
	var picks []Pick
	perSeries := map[string]int{}
	var fits []candidate
	for _, c := range cands {
		if c.reject == "" {
			fits = append(fits, c)
		}
	}
	sort.SliceStable(fits, func(i, j int) bool { return less(fits[i].pick, fits[j].pick) })
	for _, c := range fits {
		if len(picks) == opt.MaxPicks {
			break
		}
		// At most two sizes of one series, so the picks show real alternatives.
		if perSeries[c.pick.Series] == 2 {
			continue
		}
		perSeries[c.pick.Series]++
		c.pick.Rank = len(picks) + 1
		picks = append(picks, c.pick)
	}
	r.Recommendations = picks
	r.Rejected = rejections(cands, picks)
	r.Notices = append(r.Notices, e.notices(a, cands, picks, allowed, opt.Day)...)
	if len(picks) > 0 {
		top := picks[0]
		r.Sizing.GPUs, r.Sizing.VMs = top.GPUsTotal, top.VMs
		r.Sizing.NeedsInfiniBand = top.VMs > 1 && a.Task != Render && a.Task != Transcode // desktops and encoders work alone
		r.Sizing.NeedsNVLink = isTraining(a.Task) && top.shardedOver > 1
	}
	r.Checklist = checklist(a, sz, picks, allowed, e.cat, opt.Day)
	return r
}

func less(a, b Pick) bool {
	if a.score != b.score {
		return a.score < b.score
	}
	if a.Size != b.Size {
		return a.Size < b.Size
	}
	return a.Region < b.Region
}

func isTraining(t Task) bool { return t == Pretrain || t == Train || t == Finetune }

// allowedRegions are the regions the answers allow, sorted.
func (e *engine) allowedRegions(a Answers) []string {
	if len(a.Regions) > 0 {
		return a.Regions
	}
	var out []string
	for _, g := range e.cat.Geographies() {
		if a.Geo != "" && g.Name != a.Geo {
			continue
		}
		for _, r := range g.Regions {
			out = append(out, r.Name)
		}
	}
	sort.Strings(out)
	return out
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
	return max(1, int(math.Ceil(sz.statesGB()/(perGPU-unsharded)-1e-9))), true
}

// evaluate decides whether a size can serve the answers and, if so, its best
// region and price model.
func (e *engine) evaluate(s catalog.Size, a Answers, sz Sizing, allowed []string, day string) candidate {
	c := candidate{size: s}
	reject := func(stage int, format string, args ...any) candidate {
		c.reject, c.stage = fmt.Sprintf(format, args...), stage
		return c
	}
	if !s.SpecsKnown {
		return reject(0, "No published specs in the catalog's sources, so it is never recommended.")
	}
	if s.Lifecycle.StatusOn(day) == catalog.Retired {
		return reject(1, "Retired on %s.", s.Lifecycle.Date)
	}
	g, _ := e.cat.GPU(s.GPUModel)
	if a.Task != Render {
		if a.Stack == CUDA && s.Vendor == catalog.AMD {
			return reject(2, "AMD GPU (ROCm); your code runs on CUDA.")
		}
		if a.Stack == ROCm && s.Vendor == catalog.NVIDIA {
			return reject(2, "NVIDIA GPU (CUDA); your code runs on ROCm.")
		}
	}
	// Task fit: classes of hardware the decision tree rules out.
	switch a.Task {
	case Render:
		if s.Family != catalog.FamilyNV && s.Family != catalog.FamilyNG {
			return reject(2, "A compute GPU without graphics virtualisation (no GRID/virtual workstation support); rendering and VDI belong on NV-series.")
		}
	case Transcode:
		if !hasVideoEncoder(s.GPUModel) {
			return reject(2, "%s has no hardware video encoder (NVENC), so it cannot transcode efficiently.", s.GPUModel)
		}
	case HPC:
		if a.FP64 && g.FP64 < sz.MinFP64TFLOPS {
			return reject(2, "%s delivers %s TFLOPS FP64 per GPU; double-precision work needs at least %s.", s.GPUModel, fmtNum(g.FP64), fmtNum(sz.MinFP64TFLOPS))
		}
	default:
		if isTraining(a.Task) && g.FP16Only && a.Precision == BF16 {
			return reject(2, "%s has FP16 but no BF16 tensor cores, so BF16 mixed-precision training does not run on it (choose FP16 to consider it).", s.GPUModel)
		}
		if s.Family == catalog.FamilyNG || (s.Family == catalog.FamilyNV && s.Vendor == catalog.AMD) {
			return reject(2, "A graphics GPU for virtual desktops, without the ML software support this work needs.")
		}
	}

	// GPUs and VMs.
	whole := s.GPUs.Whole()
	perGPU := s.GPUMemoryPerGPUGB
	var gpus, vms, memGPUsNeeded int
	var why []string
	tight := false
	switch a.Task {
	case Render:
		if s.GPUMemoryGB < sz.PerSeatGB {
			return reject(3, "%s GB of GPU memory per VM; a %s seat needs %s GB.", fmtNum(s.GPUMemoryGB), a.Load, fmtNum(sz.PerSeatGB))
		}
		vms = a.Seats
		why = append(why, fmt.Sprintf("One VM per seat: %d VMs, each with %s GB of GPU memory (a %s seat needs %s GB).", vms, fmtNum(s.GPUMemoryGB), a.Load, fmtNum(sz.PerSeatGB)))
	case HPC, Transcode:
		if perGPU < sz.GPUMemoryGB {
			return reject(3, "%s GB of GPU memory per GPU; the working set needs %s GB.", fmtNum(perGPU), fmtNum(sz.GPUMemoryGB))
		}
		vms = max(1, a.Nodes)
	default:
		n, ok := gpusForMemory(sz, perGPU, whole)
		if !ok {
			if !whole {
				return reject(3, "%s GB of GPU memory (a part of one GPU); the workload needs %s GB.", fmtNum(s.GPUMemoryGB), fmtNum(sz.GPUMemoryGB))
			}
			return reject(3, "%s GB per GPU cannot hold the per-GPU activations and overhead (%s GB).", fmtNum(perGPU), fmtNum(sz.GPUMemoryGB-sz.statesGB()))
		}
		gpus, memGPUsNeeded = n, n
		if sz.TrainFLOPs > 0 {
			if g.BF16 == 0 {
				return reject(3, "No published dense BF16 throughput for %s to plan pre-training on.", s.GPUModel)
			}
			perGPUFLOPs := g.BF16 * 1e12 * assumedMFU * 3600 * a.HoursPerMonth * float64(a.Months)
			nc := int(math.Ceil(sz.TrainFLOPs / perGPUFLOPs))
			if nc > gpus {
				why = append(why, fmt.Sprintf("%d GPUs finish %.2g FLOPs in %d months of %s h at %d%% of the %s's %s dense BF16 TFLOPS.", nc, sz.TrainFLOPs, a.Months, fmtNum(a.HoursPerMonth), int(assumedMFU*100), s.GPUModel, fmtNum(g.BF16)))
				gpus = nc
			}
			gpus = max(gpus, sz.MinGPUs)
		}
		if whole {
			vms = int(math.Ceil(float64(gpus) / float64(s.GPUs.Num)))
		} else {
			vms = 1
		}
		if n == 1 {
			why = append(why, fmt.Sprintf("Fits: the workload needs %s GB of GPU memory; one VM has %s GB (%s × %s).", fmtNum(sz.GPUMemoryGB), fmtNum(s.GPUMemoryGB), s.GPUs, s.GPUModel))
		} else {
			why = append(why, fmt.Sprintf("Fits when sharded over %d GPUs: %s GB each of the %s GB per GPU.", n, fmtNum(round2(sz.perGPUGB(float64(n)))), fmtNum(perGPU)))
		}
		// Less than 10% of a GPU's memory to spare: the estimate's own error
		// or a longer prompt would not fit.
		room := s.GPUMemoryGB - sz.GPUMemoryGB
		if whole {
			room = perGPU - sz.perGPUGB(float64(gpus))
		}
		if room < 0.1*perGPU {
			tight = true
			why = append(why, fmt.Sprintf("Tight fit: %s GB of GPU memory to spare. Measure first; lower-precision weights or the next size up give room.", fmtNum(round2(room))))
		}
	}
	if a.Multinode == MultiYes && a.Task != Render && vms < 2 && a.Task != Transcode {
		vms = 2
	}
	multi := vms > 1 && a.Task != Render && a.Task != Transcode
	if multi && a.Multinode == MultiNo {
		return reject(4, "Needs %d VMs, and you asked for one VM only.", vms)
	}
	if multi && !s.InfiniBand {
		return reject(4, "Needs %d VMs working together, and the size has no InfiniBand, so the network would limit scaling.", vms)
	}
	if multi {
		why = append(why, fmt.Sprintf("%d VMs joined by InfiniBand%s.", vms, gbpsText(s.InfiniBandGbps)))
	}
	if isTraining(a.Task) && gpus > 1 && !s.NVLink && whole {
		why = append(why, "Note: the GPUs have no NVLink, so sharded training exchanges gradients over PCIe and runs slower.")
	}

	// Regions and prices: the cheapest allowed region under the best price
	// model. Regions are compared on figures alone; the words that explain a
	// price are written once, for the region chosen.
	var best *Pick
	offered := 0
	for _, region := range allowed {
		chosen, costs, ok := e.plans(s, region, vms, a, false)
		if !ok {
			continue
		}
		offered++
		if best == nil || chosen.USDTotal < best.USDTotal || (chosen.USDTotal == best.USDTotal && region < best.Region) {
			best = &Pick{Size: s.Name, Region: region, VMs: vms, Cost: chosen, Alternatives: costs}
		}
	}
	if best != nil {
		best.Cost, best.Alternatives, _ = e.plans(s, best.Region, vms, a, true)
	}
	if best == nil {
		if len(e.cat.RegionsOf(s.Name)) == 0 {
			return reject(5, "No price in any region in the catalog's sources.")
		}
		return reject(5, "Not offered in your regions (offered in %s).", list(e.cat.RegionsOf(s.Name), 4))
	}
	if a.BudgetUSD > 0 && best.USDPerMonth > a.BudgetUSD {
		c.pick = *best
		return reject(6, "Costs $%s a month, over your $%s budget.", money(best.USDPerMonth), money(a.BudgetUSD))
	}
	p := *best
	p.Series, p.GPUModel, p.Vendor, p.GPUsPerVM = s.Series, s.GPUModel, s.Vendor, s.GPUs.String()
	p.GPUMemoryGB, p.VCPUs, p.MemoryGiB, p.NVMeGiB, p.TempDiskGiB, p.NetworkMbps = s.GPUMemoryGB, s.VCPUs, s.MemoryGiB, s.NVMeGiB, s.TempDiskGiB, s.NetworkMbps
	p.InfiniBand, p.InfiniBandGbps, p.NVLink, p.Lifecycle = s.InfiniBand, s.InfiniBandGbps, s.NVLink, s.Lifecycle
	p.Regions = offered
	p.GPUsTotal = s.GPUs.Float() * float64(vms)
	if reg, ok := e.cat.Region(p.Region); ok {
		p.RegionName = reg.DisplayName
	}
	p.Unit = unitCosts(p, s, g, a.Task)
	p.shardedOver = memGPUsNeeded
	fit, fitWhy := taskFit(a, s, g)
	p.score = p.USDTotal * fit
	if tight {
		p.score *= 1.1
	}
	p.Reasons = append(why, fitWhy...)
	p.Reasons = append(p.Reasons, e.priceReasons(p, s, a)...)
	c.pick = p
	return c
}

// plans costs every price model that applies to a size in a region, with the
// mixed plan under Auto, and chooses one; costs are the others. ok is false when
// the size is not offered there or not under the preferred model. describe
// adds the sources and assumptions, which only the chosen region needs.
func (e *engine) plans(s catalog.Size, region string, vms int, a Answers, describe bool) (chosen Cost, costs []Cost, ok bool) {
	payg, ok := e.hourly(s, region, PAYG, a, describe)
	if !ok {
		return Cost{}, nil, false
	}
	costs = []Cost{scale(payg, vms, a)}
	flex := payg
	var commits []Cost
	for _, m := range []PricePref{Spot, RI1, RI3, SP1, SP3} {
		if m == Spot && !a.Interruptible {
			continue
		}
		if cost, ok := e.hourly(s, region, m, a, describe); ok {
			costs = append(costs, scale(cost, vms, a))
			if m == Spot {
				flex = cost
			} else {
				commits = append(commits, cost)
			}
		}
	}
	if a.Price == Auto {
		var best *Cost
		for _, c := range commits {
			if m, ok := mixed(c, flex, vms, a); ok && (best == nil || m.USDTotal < best.USDTotal) {
				best = &m
			}
		}
		if best != nil {
			costs = append(costs, *best)
		}
	}
	chosen, ok = choose(costs, a)
	return chosen, others(costs, chosen.Model), ok
}

// choose picks the price model: the preference when one is given, else the
// cheapest whole-project cost.
func choose(costs []Cost, a Answers) (Cost, bool) {
	if a.Price != Auto {
		for _, c := range costs {
			if c.Model == a.Price {
				return c, true
			}
		}
		return Cost{}, false
	}
	best := costs[0]
	for _, c := range costs[1:] {
		if c.USDTotal < best.USDTotal {
			best = c
		}
	}
	return best, true
}

func others(costs []Cost, chosen PricePref) []Cost {
	var out []Cost
	for _, c := range costs {
		if c.Model != chosen {
			out = append(out, c)
		}
	}
	return out
}

func unitCosts(p Pick, s catalog.Size, g catalog.GPU, t Task) UnitCosts {
	u := UnitCosts{PerGPUHour: p.USDPerVMHour / s.GPUs.Float(), PerGBHour: p.USDPerVMHour / s.GPUMemoryGB}
	tf := g.BF16
	if t == HPC {
		tf = g.FP64
	}
	if tf > 0 {
		u.PerTFLOPHour = p.USDPerVMHour / (tf * s.GPUs.Float())
	}
	u.PerGPUHour, u.PerGBHour, u.PerTFLOPHour = round4(u.PerGPUHour), round4(u.PerGBHour), round4(u.PerTFLOPHour)
	return u
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// taskFit weighs a size by how well its class of GPU suits the task, after the
// decision tree (DOMAIN.md): 1 is the class the tree recommends; a larger
// factor ranks a cheaper but less suitable class below it.
func taskFit(a Answers, s catalog.Size, g catalog.GPU) (float64, []string) {
	gpu := s.GPUModel
	has := func(names ...string) bool {
		for _, n := range names {
			if strings.Contains(gpu, n) {
				return true
			}
		}
		return false
	}
	var why []string
	fit := 1.0
	switch a.Task {
	case Pretrain:
		if has("H100 SXM", "H200", "GB200", "GB300", "MI300X") {
			why = append(why, "H100-class GPUs with NVLink and InfiniBand: the decision tree's choice for large-scale pre-training.")
		} else {
			fit = 1.3
		}
	case Train:
		switch {
		case has("A100"):
			why = append(why, "A100: the best price/performance for small and mid-size training (decision tree).")
		case has("H100", "H200"):
			fit = 1.1
		default:
			fit = 2
			why = append(why, "A cheaper GPU class; for training, A100 usually gives more work per dollar.")
		}
		if !s.GPUs.Whole() {
			fit *= 1.5
			why = append(why, "A part of one GPU: fine for trying things out, slow for training runs.")
		}
		if g.BF16 == 0 {
			fit *= 1.5
			why = append(why, "No published dense throughput for this GPU, so its training speed per dollar cannot be compared.")
		}
	case Inference:
		if has("T4", "A10") {
			why = append(why, "A cheap GPU with many parallel streams: the decision tree's choice for inference.")
		}
	case Render:
		if has("V620") {
			fit = 1.2 // NGads is built for cloud gaming; NV for workstations
		}
		if has("A10") {
			why = append(why, "NVIDIA A10 with a GRID licence in every VM: virtual workstation drivers for professional 3D applications.")
		}
	case Transcode:
		if has("T4") {
			why = append(why, "T4: the decision tree's choice for transcoding, scaled with VM Scale Sets on queue length.")
		}
	case HPC:
		why = append(why, fmt.Sprintf("Double precision: %s TFLOPS FP64 per GPU.", fmtNum(g.FP64)))
	}
	if s.Lifecycle.Status == catalog.Preview {
		fit *= 1.05
		why = append(why, "In preview: no SLA, and sizes may change.")
	}
	if s.Lifecycle.Status == catalog.Retiring {
		fit *= 1.5
		why = append(why, fmt.Sprintf("Retires on %s: plan a migration.", s.Lifecycle.Date))
	}
	if a.DataTB >= 1 && isTraining(a.Task) {
		local := float64(s.NVMeGiB+s.TempDiskGiB) * 1.073741824 / 1000 // GiB to TB
		if local >= a.DataTB {
			why = append(why, fmt.Sprintf("Local disks of %s TB hold the %s TB dataset next to the GPUs.", fmtNum(math.Round(local*10)/10), fmtNum(a.DataTB)))
		} else {
			fit *= 1.1
			why = append(why, fmt.Sprintf("Local disks (%s TB) are smaller than the %s TB dataset: stream it from Blob storage or Azure Managed Lustre in the same region.", fmtNum(math.Round(local*10)/10), fmtNum(a.DataTB)))
		}
	}
	return fit, why
}

func (e *engine) priceReasons(p Pick, s catalog.Size, a Answers) []string {
	var out []string
	out = append(out, fmt.Sprintf("%s: $%s per VM-hour in %s, the cheapest of %d allowed regions offering it.", ModelName(p.Model), money2(p.USDPerVMHour), p.RegionName, p.Regions))
	if p.Mix != "" {
		out = append(out, "Mixed plan: "+p.Mix+".")
	}
	if a.Price == Auto && len(p.Alternatives) > 0 {
		payg := p.Cost
		for _, c := range p.Alternatives {
			if c.Model == PAYG {
				payg = c
			}
		}
		if payg.Model == PAYG && p.Model != PAYG && payg.USDTotal > p.USDTotal {
			out = append(out, fmt.Sprintf("%s saves $%s over pay-as-you-go for the whole project.", ModelName(p.Model), money(payg.USDTotal-p.USDTotal)))
		}
	}
	if p.Unit.PerTFLOPHour > 0 {
		out = append(out, fmt.Sprintf("$%s per GPU-hour; $%s per dense TFLOPS-hour.", money2(p.Unit.PerGPUHour), fmt.Sprintf("%.4f", p.Unit.PerTFLOPHour)))
	}
	return out
}

// ModelName is a price model as people say it, e.g. "1-year reservation".
func ModelName(m PricePref) string {
	return map[PricePref]string{PAYG: "Pay-as-you-go", Spot: "Spot", RI1: "1-year reservation", RI3: "3-year reservation",
		SP1: "1-year savings plan", SP3: "3-year savings plan", Auto: "Automatic", Mixed: "Mixed plan"}[m]
}

func gbpsText(g int) string {
	if g == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d Gb/s per GPU)", g)
}

// rejections lists, per series without a pick, the reason of the size that
// got furthest (the largest one on a tie), near misses first.
func rejections(cands []candidate, picks []Pick) []Rejection {
	picked := map[string]bool{}
	for _, p := range picks {
		picked[p.Series] = true
	}
	best := map[string]candidate{}
	for _, c := range cands {
		if c.reject == "" {
			picked[c.size.Series] = true // fits, just not among the top picks
			continue
		}
		b, ok := best[c.size.Series]
		if !ok || c.stage > b.stage || (c.stage == b.stage && c.size.GPUMemoryGB > b.size.GPUMemoryGB) {
			best[c.size.Series] = c
		}
	}
	var kept []candidate
	for series, c := range best {
		if !picked[series] {
			kept = append(kept, c)
		}
	}
	// The notable first: a series that failed late (budget, region, memory)
	// was a near miss; one without specs or retired long ago matters least.
	sort.Slice(kept, func(i, j int) bool {
		if kept[i].stage != kept[j].stage {
			return kept[i].stage > kept[j].stage
		}
		return kept[i].size.Series < kept[j].size.Series
	})
	out := make([]Rejection, len(kept))
	for i, c := range kept {
		out[i] = Rejection{Size: c.size.Name, Series: c.size.Series, Why: c.reject}
	}
	return out
}

// money prints whole dollars with thousands separators: 12,345.
func money(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// money2 prints dollars with cents: 3.67.
func money2(v float64) string { return fmt.Sprintf("%.2f", v) }

func list(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:n], ", "), len(items)-n)
}

// hasVideoEncoder tells whether a GPU has hardware video encoders, after
// NVIDIA's Video Encode and Decode GPU Support Matrix (A100 and H100-class
// data-centre GPUs have NVDEC but no NVENC) and AMD's VCN in Radeon PRO GPUs.
func hasVideoEncoder(model string) bool {
	for _, m := range []string{"T4", "A10 ", "V100", "M60", "RTX PRO", "V620", "V710"} {
		if strings.Contains(model+" ", m) {
			return true
		}
	}
	return false
}
