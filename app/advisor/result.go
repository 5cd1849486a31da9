package advisor

import (
	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
	"github.com/azure-gpu-advisor/advisor/catalog/order"
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

// incomparable, as a record's first field (a zero-size last field takes
// padding), makes the record a type that == does not take: the compiler
// writes an equality function for every struct type == takes, which the
// browser would download for records that nothing compares whole.
type incomparable [0]func()

// Hardware is what one VM of a size is, as a pick and a comparison show it.
type Hardware struct {
	_ incomparable
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
}

// HardwareOf is a size's hardware as the catalog gives it.
func HardwareOf(s catalog.Size) Hardware {
	return Hardware{Size: s.Name, Series: s.Series, GPUModel: s.GPUModel, Vendor: s.Vendor, GPUsPerVM: s.GPUs.String(),
		GPUMemoryGB: s.GPUMemoryGB, VCPUs: s.VCPUs, MemoryGiB: s.MemoryGiB, NVMeGiB: s.NVMeGiB, TempDiskGiB: s.TempDiskGiB,
		NetworkMbps: s.NetworkMbps, InfiniBand: s.InfiniBand, InfiniBandGbps: s.InfiniBandGbps, NVLink: s.NVLink, Lifecycle: s.Lifecycle}
}

// Pick is one recommended size in one region with its plan and costs.
type Pick struct {
	// Rank is 1 for the best pick.
	Rank int `json:"rank"`
	// Hardware is what one VM of the size is.
	Hardware
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
	Reasons []words.Text `json:"reasons"`
	score   float64
	// tight is true with under 10% of GPU memory to spare: never ranked first.
	tight bool
	// spans is true when one copy of a served model spans VMs: it ranks
	// after every pick that holds a copy in one VM (rule one-vm-per-copy).
	spans bool
	// moreReqs is true when a tokens/s target was sized for more requests
	// at once than given: it ranks after every pick that reaches the
	// target with the requests given (rule target-at-your-requests).
	moreReqs bool
	// shardedOver is how many GPUs the memory alone needs (model states sharded).
	shardedOver int
	// lower are the rank rules that weighed this pick down (a factor above
	// 1, or spanning VMs): what a pick ranked above it at a higher cost
	// says it avoids.
	lower []RuleHit
	// use is the larger share of the plan's GPU memory and throughput the
	// workload uses, for time-bound plans (serving, desktops); 0 otherwise.
	use float64
}

// Throughput is what one VM of a pick delivers for the task, and the basis.
type Throughput struct {
	// PerVM is one VM's throughput in Unit.
	PerVM float64 `json:"per_vm"`
	// Unit is "tokens/s", "TFLOPS", "TB/s", "streams" or "seats".
	Unit string `json:"unit"`
	// Basis says how the figure was estimated, in a sentence.
	Basis words.Text `json:"basis"`
}

// RuleHit is one rule of the decision tree that applied to a pick.
type RuleHit struct {
	// Rule is the rule's name, e.g. "fp8-needs-hardware".
	Rule string `json:"rule"`
	// Stage is the rule's step of the decision tree.
	Stage Stage `json:"stage"`
	// Effect says what the rule did, in a sentence.
	Effect words.Text `json:"effect"`
}

// UnitCosts compare sizes by what an hour buys, US dollars.
type UnitCosts struct {
	_ incomparable
	// PerGPUHour is the price of one GPU-hour (a whole GPU).
	PerGPUHour float64 `json:"per_gpu_hour"`
	// PerGBHour is the price of one GB of GPU memory for an hour.
	PerGBHour float64 `json:"per_gb_hour"`
	// PerTFLOPHour is the price of one dense BF16 TFLOPS for an hour; 0 for
	// HPC (priced by its bound's rate) and when the vendor publishes no
	// figure.
	PerTFLOPHour float64 `json:"per_tflop_hour,omitempty"`
}

// Rejection says why a series was not picked.
type Rejection struct {
	// Size is the series' largest size that was considered.
	Size string `json:"size"`
	// Series is the series name.
	Series string `json:"series"`
	// Why is the reason, in a sentence.
	Why words.Text `json:"why"`
	// Rule names the rule of the decision tree that rejected it.
	Rule string `json:"rule"`
}

// rejections lists, per series without a fit, the reason of the size that
// got furthest (the largest one on a tie), near misses first. Every pick is
// a fit, so a series picked or fitting but not among the top picks is left
// out alike.
func rejections(cands []candidate) []Rejection {
	var kept []*candidate // by series, a size that fits, else the one that got furthest
	for i := range cands {
		c := &cands[i]
		j := 0
		for j < len(kept) && kept[j].size.Series != c.size.Series {
			j++
		}
		switch {
		case j == len(kept):
			kept = append(kept, c)
		case kept[j].reject == nil:
		case c.reject == nil || c.stage > kept[j].stage || (c.stage == kept[j].stage && closer(c, kept[j])):
			kept[j] = c
		}
	}
	// The notable first: a series that failed late (budget, region, memory)
	// was a near miss; one without specs or retired long ago matters least.
	order.Slice(len(kept), func(i, j int) bool {
		if kept[i].stage != kept[j].stage {
			return kept[i].stage > kept[j].stage
		}
		return kept[i].size.Series < kept[j].size.Series
	}, func(i, j int) { kept[i], kept[j] = kept[j], kept[i] })
	out := make([]Rejection, 0, len(kept))
	for _, c := range kept {
		if c.reject != nil {
			out = append(out, Rejection{Size: c.size.Name, Series: c.size.Series, Why: c.reject, Rule: c.rule})
		}
	}
	return out
}

// closer tells whether c came closer than b, rejected at the same stage,
// to being picked: over budget, the cheaper; otherwise the one with more GPU
// memory.
func closer(c, b *candidate) bool {
	if c.stage == orderBudget {
		return c.pick.USDPerMonth < b.pick.USDPerMonth
	}
	return c.size.GPUMemoryGB > b.size.GPUMemoryGB
}
