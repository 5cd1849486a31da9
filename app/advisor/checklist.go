package advisor

import (
	"slices"

	"github.com/azure-gpu-advisor/advisor/app/words"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Item is one step of the pre-deployment checklist.
type Item struct {
	// ID is stable across runs, e.g. "quota", so a ticked box survives a change of answers.
	ID string `json:"id"`
	// Text is what to do, with the exact values where they matter.
	Text words.Text `json:"text"`
	// Why says in a short sentence why it matters.
	Why words.Text `json:"why,omitempty"`
}

// taskIDs name the workloads in the checklist's words.
var taskIDs = []words.Named{
	{Key: string(Pretrain), ID: words.ChkTaskPretrain}, {Key: string(Train), ID: words.ChkTaskTrain}, {Key: string(Finetune), ID: words.ChkTaskFinetune},
	{Key: string(Inference), ID: words.ChkTaskInference}, {Key: string(Render), ID: words.ChkTaskRender}, {Key: string(HPC), ID: words.ChkTaskHPC},
	{Key: string(Transcode), ID: words.ChkTaskTranscode},
}

// TaskWord names the workload inside a message.
func TaskWord(t Task) words.Arg { return nameWord(taskIDs, string(t)) }

// partIDs name the parts of the GPU memory need.
var partIDs = []words.Named{
	{Key: "weights", ID: words.ChkPartWeights}, {Key: "kv-cache", ID: words.ChkPartKVCache}, {Key: "activations", ID: words.ChkPartActivations},
	{Key: "runtime", ID: words.ChkPartRuntime}, {Key: "adapters", ID: words.ChkPartAdapters}, {Key: "gradients", ID: words.ChkPartGradients},
	{Key: "optimizer", ID: words.ChkPartOptimizer}, {Key: "overhead", ID: words.ChkPartOverhead}, {Key: "logits", ID: words.ChkPartLogits},
	{Key: "frame-buffer", ID: words.ChkPartFrameBuffer}, {Key: "working-set", ID: words.ChkPartWorkingSet},
}

// partWord names a part of the GPU memory need (Part.Name).
func partWord(name string) words.Arg { return nameWord(partIDs, name) }

// commitmentWord names a term commitment (the page's own price model words).
func commitmentWord(p PricePref) words.Arg {
	id, ok := words.Find(modelLabels, p)
	if !ok || termMonths(p) == 0 {
		return words.S(ModelName(p))
	}
	return words.W(id)
}

// checklist builds the tailored pre-deployment checklist (DOMAIN.md, "The
// pre-deployment checklist"), with the top pick's exact values.
func checklist(a Answers, sz Sizing, picks []Pick, allowed []string, c *catalog.Catalog, day string) []Item {
	var items []Item
	addItem(&items, "workload", words.ChkWorkloadWhy, words.M(words.ChkWorkload, TaskWord(a.Task)))
	var p Pick
	var s catalog.Size
	if len(picks) > 0 {
		p = picks[0]
		s, _ = c.Size(p.Size)
	}
	amd := p.Vendor == catalog.AMD
	sizingItems(&items, a, sz, amd)
	if len(picks) == 0 {
		addItem(&items, "cost", words.ChkCostWhy, words.M(words.ChkCostNoPick))
		return items
	}
	spot := usesSpot(p.Cost)
	placeItems(&items, p, s, allowed, c, spot)
	setupItems(&items, a, p, s, amd)
	runItems(&items, a, p, spot)
	costItems(&items, a, p, day)
	operateItems(&items, a, p, s, day)
	return items
}

// sizingItems: what to measure before trusting the size (the memory need, or
// the one figure a render, HPC or transcode plan rests on).
func sizingItems(items *[]Item, a Answers, sz Sizing, amd bool) {
	switch a.Task {
	case Transcode:
		enc := words.W(words.ChkEncNVIDIA)
		if amd {
			enc = words.W(words.ChkEncAMD)
		}
		addItem(items, "sizing", words.ChkSizingTranscodeWhy, words.M(words.ChkSizingTranscode, enc, words.I(a.Concurrency)))
	case Render:
		if a.Is(BatchJob) { // the frame time is the one figure to measure
			addItem(items, "sizing", words.ChkSizingBatchWhy, words.M(words.ChkSizingBatch, words.S(renderRefSize), num(a.FrameMinutes), num(renderSceneGB)))
			break
		}
		// A desktop seat is sized by a pilot with the real applications, not
		// by a memory formula ([avd-gpu] names the checks).
		addItem(items, "sizing", words.ChkSizingRenderWhy, words.M(words.ChkSizingRender, words.I(min(a.Seats, 5))))
	case HPC:
		addItem(items, "sizing", words.ChkSizingHPCWhy, words.M(words.ChkSizingHPC))
	default:
		if a.ModelNotUnderstood != "" {
			break // nothing sized
		}
		tool := words.W(words.ChkToolNVIDIA)
		if amd {
			tool = words.W(words.ChkToolAMD)
		}
		need := words.M(words.ChkSizingMemory, num(sz.GPUMemoryGB), tool)
		if len(sz.Breakdown) > 0 {
			parts := make([]words.Arg, len(sz.Breakdown))
			for i, x := range sz.Breakdown {
				parts[i] = words.W(words.ChkPartGB, partWord(x.Name), num(x.GB))
			}
			need = words.M(words.ChkSizingMemoryParts, num(sz.GPUMemoryGB), words.List(parts...), tool)
		}
		addItem(items, "sizing", words.ChkSizingMemoryWhy, need)
	}
}

// placeItems: the quota, the region and the capacity for the top pick.
func placeItems(items *[]Item, p Pick, s catalog.Size, allowed []string, c *catalog.Catalog, spot bool) {
	vcpus := s.VCPUs * p.VMs
	fallback := fallbackRegion(p, allowed, c)
	family := words.W(words.ChkQuotaFamilyOf, words.S(p.Series))
	if q := QuotaOf(s, c); q.API != "" {
		family = q.Words()
	}
	usage := words.Code("az vm list-usage --location " + p.Region + " -o table")
	quota := words.M(words.ChkQuota, usage, family, words.I(vcpus), regionArg(p.Region))
	if fallback.name != "" {
		quota = words.M(words.ChkQuotaFallback, usage, family, words.I(vcpus), regionArg(p.Region), regionArg(fallback.name))
	}
	addItem(items, "quota", words.ChkQuotaWhy, quota)
	if spot {
		addItem(items, "spot-quota", words.ChkSpotQuotaWhy, words.M(words.ChkSpotQuota, words.I(vcpus), words.Code("Total Regional Spot vCPUs"), regionArg(p.Region)))
	}
	addItem(items, "region", words.ChkRegionWhy, words.M(words.ChkRegion, words.S(p.Size), regionArg(p.Region),
		words.Code("az vm list-skus --location "+p.Region+" --size "+p.Size+" --output table"), fallback.text()))

	// Capacity: quota is permission, not hardware ([capacity]).
	big := capacityEngagement(p)
	if big {
		addItem(items, "capacity-engagement", words.ChkCapacityEngagementWhy, words.M(words.ChkCapacityEngagement,
			words.I(p.VMs), words.S(p.Size), words.Count(p.GPUsTotal), words.USD(p.USDPerMonth), regionArg(p.Region)))
	}
	if slices.Contains(scarceSeries, p.Series) && !big {
		addItem(items, "capacity", words.ChkCapacityWhy, words.M(words.ChkCapacity, words.I(p.VMs), words.S(p.Size),
			words.Code("az vm list-skus --location "+p.Region+" --size "+p.Size+" --all")))
	}
}

// setupItems: drivers, images and the first check, then the stack around
// the VMs (containers, AKS, InfiniBand, the cluster, desktops).
func setupItems(items *[]Item, a Answers, p Pick, s catalog.Size, amd bool) {
	// Drivers, images and the first check.
	verify := words.Code(smokeTest(a.Framework))
	switch a.Task {
	case HPC:
		verify = words.W(words.ChkVerifySolver)
	case Transcode:
		verify = words.W(words.ChkVerifyHwaccels)
		if amd {
			verify = words.Code("ffmpeg -encoders | grep amf")
		}
	case Render:
		verify = words.W(words.ChkVerifyTaskManager)
		if a.Is(BatchJob) {
			// One frame from the command line, Cycles on OptiX: Blender
			// manual, advanced/command_line/render ("--cycles-device",
			// after "--"), docs.blender.org.
			verify = words.Code("blender -b scene.blend -f 1 -- --cycles-device OPTIX")
		}
	}
	addItem(items, "driver", words.ChkDriverWhy, driverText(a, p, s, verify))
	if s.Confidential {
		// [cgpu]: both halves of the trusted environment prove themselves
		// before data or a model reaches them.
		addItem(items, "attestation", words.ChkAttestationWhy, words.M(words.ChkAttestation, words.Code("sudo cpu-attestation"),
			words.Code("sudo gpu-attestation"), words.Code("nvidia-smi conf-compute -srs 1")))
	}

	if isArm64(s) {
		addItem(items, "arm64", words.ChkArm64Why, words.M(words.ChkArm64))
	}
	if a.Containers || a.Deploy == AKS {
		stack := words.W(words.ChkStackNVIDIA)
		if amd {
			stack = words.W(words.ChkStackAMD)
		}
		addItem(items, "pin", words.ChkPinContainersWhy, words.M(words.ChkPinContainers, stack))
	} else {
		addItem(items, "pin", words.ChkPinVMWhy, words.M(words.ChkPinVM))
	}
	if a.Deploy == AKS {
		addItem(items, "aks-gpu", words.ChkAKSWhy, aksText(p, s))
	}
	if a.LockIn {
		addItem(items, "portability", words.ChkPortabilityWhy, words.M(words.ChkPortability))
	}
	if p.InfiniBand && p.VMs > 1 {
		// [hpc-image], [ib-manifest], [driver-setup].
		ib := words.M(words.ChkInfiniBand)
		if p.VMs > PlacementGroupVMs { // [placement-groups]
			ib = ib.And(words.ChkInfiniBandSets, words.I((p.VMs+PlacementGroupVMs-1)/PlacementGroupVMs), words.I(PlacementGroupVMs))
		} else {
			ib = ib.And(words.ChkInfiniBandOneSet, words.I(p.VMs))
		}
		addItem(items, "infiniband", words.ChkInfiniBandWhy, ib)
		collectiveTest(items, p)
	}
	if coupled(a, p) || (a.Task == HPC) {
		clusterItem(items, a, p)
	}
	if a.Is(SeatsJob) && a.OS == Windows {
		// [avd-gpu]
		addItem(items, "avd", words.ChkAVDWhy, words.M(words.ChkAVD, words.S(p.Size),
			words.S("Use hardware graphics adapter"), words.S("Prioritize H.264/AVC 444 graphics mode"), words.S("Configure H.264/AVC hardware encoding"),
			words.Code("RemoteDesktopServices-RdpCoreTS"), words.S("AVC hardware encoder enabled: 1"), num(a.HoursPerMonth)))
	}
}

// runItems: how the VMs follow the load and survive an eviction, and where
// their data lives.
func runItems(items *[]Item, a Answers, p Pick, spot bool) {
	scaleItem(items, a, p)
	if spot {
		evict := words.ChkEviction
		if a.Is(BatchJob) {
			evict = words.ChkEvictionFrames // the queue retries a frame; no checkpoint
		}
		addItem(items, "eviction", words.ChkEvictionWhy, words.M(evict))
		mix := words.ChkSpotMix
		if p.InfiniBand && p.VMs > 1 {
			mix = words.ChkSpotOneSize // one size, one placement group
		}
		addItem(items, "spot-placement", words.ChkSpotPlacementWhy, words.M(words.ChkSpotPlacement, words.S(p.Size), regionArg(p.Region)).And(mix))
	} else if a.Is(Training) {
		addItem(items, "checkpoint", words.ChkCheckpointWhy, words.M(words.ChkCheckpoint))
	}
	if a.DataTB >= 1 {
		addItem(items, "data", words.ChkDataWhy, words.M(words.ChkData, num(a.DataTB), num(float64(p.NVMeGiB+p.TempDiskGiB)), regionArg(p.Region)))
	}
	if p.VMs > 1 && (a.Is(Training) || a.Task == HPC) {
		// [hpc-image] ships the Lustre client.
		addItem(items, "storage", words.ChkStorageWhy, words.M(words.ChkStorage, words.I(p.VMs)))
	}
	addItem(items, "network", words.ChkNetworkWhy, words.M(words.ChkNetwork, words.Code("az vm create --accelerated-networking true")))
}

// costItems: the commitment to buy, the costs besides the VMs, the licences.
func costItems(items *[]Item, a Answers, p Pick, day string) {
	if c := p.commitment(); c != "" {
		buy := words.M(words.ChkCommitment, commitmentWord(p.Model), words.S(p.Size), regionArg(p.Region))
		if p.Model == Mixed {
			buy = words.M(words.ChkCommitmentMixed, words.WT(p.Mix), regionArg(p.Region))
		}
		switch {
		case c != SP1 && c != SP3:
			buy = buy.Plus(exchangeRule(day))
		case p.Model == Mixed:
			buy = buy.Plus(words.M(words.ReasonSPTerms, words.USDFixed(p.committedPerHour(), 2)))
		default:
			// A savings plan is an hourly dollar commitment across sizes and
			// regions, final once bought ([sp-terms]).
			buy = words.M(words.ChkCommitmentSP, commitmentWord(p.Model), words.USDFixed(p.USDPerHour, 2))
		}
		addItem(items, "commitment", words.ChkCommitmentWhy, buy)
	}
	addItem(items, "hidden-costs", words.ChkHiddenCostsWhy, words.M(words.ChkHiddenCosts))
	addItem(items, "cost", words.ChkCostWhy, words.M(words.ChkCost, words.USD(p.USDPerMonth)))
	switch {
	case a.Is(SeatsJob) && a.OS == Windows:
		// [avd-licence], [ncv6]
		sessions := words.W(words.ChkWin11Sessions)
		if SingleSessionOnly(p.Series) {
			sessions = words.W(words.ChkWin11SingleOnly)
		}
		licence := words.M(words.ChkLicenceAVD, words.I(a.Seats), sessions)
		if !a.HybridBenefit {
			// Priced with a Windows Server licence per VM: the Deploy panel
			// deploys Windows Server session hosts to match.
			licence = words.M(words.ChkLicenceAVDServer, sessions)
		}
		addItem(items, "licence", words.ChkLicenceAVDWhy, licence)
	case a.OS == Windows && a.HybridBenefit:
		addItem(items, "licence", words.ChkLicenceAHBWhy, words.M(words.ChkLicenceAHB, words.I(p.VCPUs)))
	}
	if a.DevTest {
		addItem(items, "devtest", words.ChkDevTestWhy, words.M(words.ChkDevTest))
	}
}

// operateItems: security, Secure Boot, monitoring, the size's lifecycle and
// the order of the steps.
func operateItems(items *[]Item, a Answers, p Pick, s catalog.Size, day string) {
	residency := words.W(words.ChkNoPublicIP)
	if len(a.Regions) > 0 {
		residency = words.W(words.ChkDataOnlyIn, listOf(a.Regions))
	}
	addItem(items, "security", words.ChkSecurityWhy, words.M(words.ChkSecurity, residency))
	addItem(items, "secure-boot", words.ChkSecureBootWhy, secureBootText(a, p, s))
	addItem(items, "monitor", words.ChkMonitorWhy, monitorText(a, p))
	if st := s.Lifecycle.StatusOn(day); st == catalog.Retiring || st == catalog.Preview {
		id := words.ChkLifecycleRetiring
		switch {
		case st == catalog.Retiring && s.Lifecycle.Date != "":
			id = words.ChkLifecycleRetiringOn
		case st == catalog.Preview && s.Lifecycle.Date != "":
			id = words.ChkLifecyclePreviewUntil
		case st == catalog.Preview:
			id = words.ChkLifecyclePreview
		}
		addItem(items, "lifecycle", words.ChkLifecycleWhy, words.M(id, words.S(p.Series), words.S(s.Lifecycle.Date)))
	}
	addItem(items, "flow", words.ChkFlowWhy, words.M(words.ChkFlow, words.S(p.Size)))
}

// addItem adds an item to the checklist, with the message that gives its
// reason.
func addItem(items *[]Item, id string, why words.ID, text words.Text) {
	*items = append(*items, Item{ID: id, Text: text, Why: words.M(why)})
}
