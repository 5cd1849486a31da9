package advisor

import (
	"math"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// gpuIs tells whether a GPU model is one of names, each a part of it ("H200")
// or a whole word ("A10 ": the A10, not the A100).
func gpuIs(model string, names ...string) bool {
	model += " "
	for _, n := range names {
		if strings.Contains(model, n) {
			return true
		}
	}
	return false
}

// rankRules weigh sizes that passed, after the decision tree (DOMAIN.md).
var rankRules = []rule{
	{Rule: Rule{Stage: StageTask, Name: "decision-tree-class", Kind: Rank, Doc: "The class of GPU the decision tree recommends for the task ranks first at equal cost."},
		rank: func(x *ev) (float64, words.Text) {
			f, id := 1.0, words.NoMessage
			switch x.a.Task {
			case Pretrain:
				f, id = 1.15, words.RankPretrainOther
				if gpuIs(x.s.GPUModel, "H100 SXM", "H200", "GB200", "GB300", "MI300X") {
					f, id = 1, words.RankPretrainClass
				}
			case Train:
				if !x.s.GPUs.Whole() {
					f, id = 1.5, words.RankTrainPart
				}
			case Inference:
				if gpuIs(x.s.GPUModel, "T4 ", "A10 ") {
					id = words.RankInferenceClass
				}
			case Render:
				if x.s.Family == catalog.FamilyNG {
					f, id = 2.5, words.RankRenderNG
				} else if gpuIs(x.s.GPUModel, "A10 ") {
					id = words.RankRenderA10
				}
			case Transcode:
				if gpuIs(x.s.GPUModel, "T4 ") {
					id = words.RankTranscodeT4
				}
			}
			if id == words.NoMessage {
				return 1, nil
			}
			return f, words.M(id)
		}},
	{Rule: Rule{Stage: StageTask, Name: "legacy-generation", Kind: Rank, Doc: "Legacy generations rank below modern GPUs."},
		rank: func(x *ev) (float64, words.Text) {
			if legacy(&x.g) {
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
			if x.a.DataTB < 1 || !x.a.Is(Training) {
				return 1, nil
			}
			local := float64(x.s.NVMeGiB+x.s.TempDiskGiB) * 1.073741824 / 1000 // GiB to TB
			f, id := 1.0, words.RankLocalDisk
			if local < x.a.DataTB {
				f, id = 1.1, words.RankLocalDiskSmall
			}
			return f, words.M(id, num(math.Round(local*10)/10), num(x.a.DataTB))
		}},
	{Rule: Rule{Stage: StageData, Name: "one-vm-per-copy", Kind: Rank, Doc: "A served model that spans VMs ranks after every size that holds one copy in one VM, whatever the cost: cross-VM tensor or pipeline parallelism is slower per token and doubles what can fail."},
		rank: func(x *ev) (float64, words.Text) {
			if x.replicaVMs > 1 {
				return 1, words.M(words.RankSpansVMs, words.I(x.replicaVMs))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageTask, Name: "target-at-your-requests", Kind: Rank, Doc: "A tokens/s target the requests given cannot reach on a size (each request decodes at most so fast there) is sized for more requests at once, and the size ranks after every size that reaches it with the requests given."},
		rank: func(x *ev) (float64, words.Text) {
			if x.moreReqs > 0 {
				return 1, words.M(words.WhyMoreRequests, words.I(x.a.Concurrency), num(round2(x.reqRate)), words.I(x.moreReqs))
			}
			return 1, nil
		}},
	// A plan that finishes faster on more GPUs costs about the same for the
	// work (GPU-hours are GPU-hours), so an 8-GPU box could win by cents
	// over one GPU that holds the model: the multi-GPU plan weighs 5% more,
	// the margin within which the simpler plan (no data-parallel setup, a
	// smaller quota request, easier capacity) is preferred.
	{Rule: Rule{Stage: StageTask, Name: "fewer-gpus-at-equal-cost", Kind: Rank, Doc: "A training or fine-tuning plan on more GPUs than the memory needs ranks 5% lower: at about equal cost the plan on fewer GPUs is simpler."},
		rank: func(x *ev) (float64, words.Text) {
			// Not when the deadline set the VMs: fewer GPUs would miss it.
			if (x.a.Task == Train || x.a.Task == Finetune) && x.gpus > 1 && x.gpus > x.memGPUs && !x.deadline {
				return 1.05, words.M(words.RankMoreGPUs, words.I(x.gpus), words.I(max(x.memGPUs, 1)))
			}
			return 1, nil
		}},
	{Rule: Rule{Stage: StageData, Name: "nvlink-for-sharding", Kind: Rank, Doc: "Sharded training without NVLink exchanges gradients over PCIe."},
		rank: func(x *ev) (float64, words.Text) {
			if x.a.Is(Training) && x.gpus > 1 && !x.s.NVLink {
				return 1, words.M(words.RankNoNVLink)
			}
			return 1, nil
		}},
}
