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

// partIDs name the parts of the GPU memory need (Part.Name).
var partIDs = []words.Named{
	{Key: "weights", ID: words.ChkPartWeights}, {Key: "kv-cache", ID: words.ChkPartKVCache}, {Key: "activations", ID: words.ChkPartActivations},
	{Key: "runtime", ID: words.ChkPartRuntime}, {Key: "adapters", ID: words.ChkPartAdapters}, {Key: "gradients", ID: words.ChkPartGradients},
	{Key: "optimizer", ID: words.ChkPartOptimizer}, {Key: "overhead", ID: words.ChkPartOverhead}, {Key: "logits", ID: words.ChkPartLogits},
	{Key: "frame-buffer", ID: words.ChkPartFrameBuffer}, {Key: "working-set", ID: words.ChkPartWorkingSet},
}

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
func checklist(a Answers, sz Sizing, picks []Pick, allowed []string, cat *catalog.Catalog, day string) []Item {
	c := &checks{a: a}
	c.add("workload", words.ChkWorkloadWhy, words.ChkWorkload, TaskWord(a.Task))
	if len(picks) > 0 {
		c.p = picks[0]
		c.s, _ = cat.Size(c.p.Size)
	}
	c.amd = c.p.Vendor == catalog.AMD
	c.sizing(sz)
	if len(picks) == 0 {
		c.add("cost", words.ChkCostWhy, words.ChkCostNoPick)
		return c.items
	}
	p := &c.p
	c.spot = usesSpot(p.Cost)
	c.size, c.series, c.region, c.vms = words.S(p.Size), words.S(p.Series), regionArg(p.Region), words.I(p.VMs)
	c.place(allowed, cat)
	c.setup()
	c.run()
	c.cost(day)
	c.operate(day)
	return c.items
}

// checks is the checklist as it is built: the answers, the top pick and its
// size, and the words of the pick most items name.
type checks struct {
	items []Item
	a     Answers
	p     Pick
	s     catalog.Size
	// amd: the pick's GPUs are AMD's; spot: some of its VMs run on Spot.
	amd, spot bool
	// size, series, region and vms are the pick's in a sentence.
	size, series, region, vms words.Arg
}

// add adds an item: what to do (the message text with its arguments) and
// the message that gives its reason.
func (c *checks) add(id string, why, text words.ID, args ...words.Arg) {
	c.addText(id, why, words.M(text, args...))
}

// addText adds an item whose text is already built: several messages, or
// one chosen among others.
func (c *checks) addText(id string, why words.ID, text words.Text) {
	c.items = append(c.items, Item{ID: id, Text: text, Why: words.M(why)})
}

// vendorWord is the word of the pick's GPU vendor: NVIDIA's, or AMD's.
func (c *checks) vendorWord(nvidia, amd words.ID) words.Arg {
	if c.amd {
		return words.W(amd)
	}
	return words.W(nvidia)
}

// sizing: what to measure before trusting the size (the memory need, or
// the one figure a render, HPC or transcode plan rests on).
func (c *checks) sizing(sz Sizing) {
	a := &c.a
	switch a.Task {
	case Transcode:
		c.add("sizing", words.ChkSizingTranscodeWhy, words.ChkSizingTranscode, c.vendorWord(words.ChkEncNVIDIA, words.ChkEncAMD), words.I(a.Concurrency))
	case Render:
		if a.Is(BatchJob) { // the frame time is the one figure to measure
			c.add("sizing", words.ChkSizingBatchWhy, words.ChkSizingBatch, words.S(renderRefSize), num(a.FrameMinutes), num(renderSceneGB))
			break
		}
		// A desktop seat is sized by a pilot with the real applications, not
		// by a memory formula ([avd-gpu] names the checks).
		c.add("sizing", words.ChkSizingRenderWhy, words.ChkSizingRender, words.I(min(a.Seats, 5)))
	case HPC:
		c.add("sizing", words.ChkSizingHPCWhy, words.ChkSizingHPC)
	default:
		if a.ModelNotUnderstood != "" {
			break // nothing sized
		}
		tool := c.vendorWord(words.ChkToolNVIDIA, words.ChkToolAMD)
		if len(sz.Breakdown) == 0 {
			c.add("sizing", words.ChkSizingMemoryWhy, words.ChkSizingMemory, num(sz.GPUMemoryGB), tool)
			break
		}
		parts := make([]words.Arg, len(sz.Breakdown))
		for i, x := range sz.Breakdown {
			parts[i] = words.W(words.ChkPartGB, nameWord(partIDs, x.Name), num(x.GB))
		}
		c.add("sizing", words.ChkSizingMemoryWhy, words.ChkSizingMemoryParts, num(sz.GPUMemoryGB), words.List(parts...), tool)
	}
}

// place: the quota, the region and the capacity for the top pick.
func (c *checks) place(allowed []string, cat *catalog.Catalog) {
	p := &c.p
	vcpus := words.I(c.s.VCPUs * p.VMs)
	family := words.W(words.ChkQuotaFamilyOf, c.series)
	if q := QuotaOf(c.s, cat); q.API != "" {
		family = q.Words()
	}
	usage := words.Code("az vm list-usage --location " + p.Region + " -o table")
	// Where a fallback region offers the size, its quota too.
	quota, keep, fallback := words.ChkQuota, words.W(words.ChkFallbackNone), words.Arg{}
	if name := fallbackRegion(*p, allowed, cat); name != "" {
		fallback = regionArg(name)
		quota, keep = words.ChkQuotaFallback, words.W(words.ChkFallbackKeep, fallback)
	}
	c.add("quota", words.ChkQuotaWhy, quota, usage, family, vcpus, c.region, fallback)
	if c.spot {
		c.add("spot-quota", words.ChkSpotQuotaWhy, words.ChkSpotQuota, vcpus, SpotQuota.Words(), c.region)
	}
	skus := "az vm list-skus --location " + p.Region + " --size " + p.Size
	c.add("region", words.ChkRegionWhy, words.ChkRegion, c.size, c.region, words.Code(skus+" --output table"), keep)

	// Capacity: quota is permission, not hardware ([capacity]).
	if capacityEngagement(*p) {
		c.add("capacity-engagement", words.ChkCapacityEngagementWhy, words.ChkCapacityEngagement,
			c.vms, c.size, words.Count(p.GPUsTotal), words.USD(p.USDPerMonth), c.region)
	} else if slices.Contains(ScarceSeries, p.Series) {
		c.add("capacity", words.ChkCapacityWhy, words.ChkCapacity, c.vms, c.size, words.Code(skus+" --all"))
	}
}

// setup: drivers, images and the first check, then the stack around
// the VMs (containers, AKS, InfiniBand, the cluster, desktops).
func (c *checks) setup() {
	a, p, s := &c.a, &c.p, &c.s
	// Drivers, images and the first check.
	verify := words.Code(smokeTest(a.Framework))
	switch a.Task {
	case HPC:
		verify = words.W(words.ChkVerifySolver)
	case Transcode:
		verify = words.W(words.ChkVerifyHwaccels)
		if c.amd {
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
	c.addText("driver", words.ChkDriverWhy, c.driver(verify))
	if s.Confidential {
		// [cgpu]: both halves of the trusted environment prove themselves
		// before data or a model reaches them.
		c.add("attestation", words.ChkAttestationWhy, words.ChkAttestation)
	}

	if isArm64(s) {
		c.add("arm64", words.ChkArm64Why, words.ChkArm64)
	}
	why, pin := words.ChkPinVMWhy, words.ChkPinVM
	if a.Containers || a.Deploy == AKS {
		why, pin = words.ChkPinContainersWhy, words.ChkPinContainers
		if a.OS == Windows { // [win-containers]: no NGC, no NVIDIA Container Toolkit
			pin = words.ChkPinWindowsContainers
		}
	}
	c.add("pin", why, pin, c.vendorWord(words.ChkStackNVIDIA, words.ChkStackAMD))
	if a.Deploy == AKS {
		c.addText("aks-gpu", words.ChkAKSWhy, c.aks())
	}
	if a.LockIn {
		c.add("portability", words.ChkPortabilityWhy, words.ChkPortability)
	}
	if p.InfiniBand && p.Joined(*a) {
		// [hpc-image], [ib-manifest], [driver-setup].
		ib := words.M(words.ChkInfiniBand)
		if p.VMs > PlacementGroupVMs { // [placement-groups]
			ib = ib.And(words.ChkInfiniBandSets, words.I((p.VMs+PlacementGroupVMs-1)/PlacementGroupVMs), words.I(PlacementGroupVMs))
		} else {
			ib = ib.And(words.ChkInfiniBandOneSet, c.vms)
		}
		c.addText("infiniband", words.ChkInfiniBandWhy, ib)
		c.collectiveTest()
	}
	// The scheduler for tightly coupled or batch work: a fixed set of VMs
	// for one job, never autoscaling inside a job.
	switch {
	case a.Task == HPC && p.VMs == 1:
		// One VM: nothing crosses a network, so no InfiniBand step.
		c.add("cluster", words.ChkClusterHPCWhy, words.ChkClusterHPCOneVM, c.size)
	case a.Task == HPC:
		c.add("cluster", words.ChkClusterHPCWhy, words.ChkClusterHPC, c.fabricVMs(), c.size)
	case coupled(*a, *p):
		c.add("cluster", words.ChkClusterTrainingWhy, words.ChkClusterTraining, c.vms, c.size)
	}
	if a.Is(SeatsJob) && a.OS == Windows {
		// [avd-gpu]
		c.add("avd", words.ChkAVDWhy, words.ChkAVD, c.size,
			words.S("Use hardware graphics adapter"), words.S("Prioritize H.264/AVC 444 graphics mode"), words.S("Configure H.264/AVC hardware encoding"),
			words.Code("RemoteDesktopServices-RdpCoreTS"), words.S("AVC hardware encoder enabled: 1"), num(a.HoursPerMonth))
	}
}

// run: how the VMs follow the load and survive an eviction, and where
// their data lives.
func (c *checks) run() {
	a, p := &c.a, &c.p
	c.scale()
	if c.spot {
		evict := words.ChkEviction
		if a.Is(BatchJob) {
			evict = words.ChkEvictionFrames // the queue retries a frame; no checkpoint
		}
		c.add("eviction", words.ChkEvictionWhy, evict)
		mix := words.ChkSpotMix
		if p.InfiniBand && p.Joined(*a) {
			mix = words.ChkSpotOneSize // one size, one placement group
		}
		c.addText("spot-placement", words.ChkSpotPlacementWhy, words.M(words.ChkSpotPlacement, c.size, c.region).And(mix))
	} else if a.Is(Training) {
		c.add("checkpoint", words.ChkCheckpointWhy, words.ChkCheckpoint)
	}
	if a.DataTB >= 1 {
		c.add("data", words.ChkDataWhy, words.ChkData, num(a.DataTB), num(float64(p.NVMeGiB+p.TempDiskGiB)), c.region)
	}
	if p.VMs > 1 && (a.Is(Training) || a.Task == HPC) {
		// [hpc-image] ships the Lustre client.
		c.add("storage", words.ChkStorageWhy, words.ChkStorage, c.vms)
	}
	// The flag as the Deploy panel writes it: az vmss create for several VMs.
	network, az, flag := words.ChkNetwork, "az vm create", "true"
	if p.VMs > 1 {
		az = "az vmss create"
	}
	if !AcceleratedNetworking(p.Series) { // [ncc-size]
		network, flag = words.ChkNetworkNoAccel, "false"
	}
	c.add("network", words.ChkNetworkWhy, network, words.Code(az+" --accelerated-networking "+flag), c.series)
}

// cost: the commitment to buy, the costs besides the VMs, the licences.
func (c *checks) cost(day string) {
	a, p := &c.a, &c.p
	if cm := p.commitment(); cm != "" {
		term := commitmentWord(p.Model)
		buy := words.M(words.ChkCommitment, term, c.size, c.region)
		if p.Model == Mixed {
			buy = words.M(words.ChkCommitmentMixed, words.WT(p.Mix), c.region)
		}
		switch {
		case cm != SP1 && cm != SP3:
			buy = buy.Plus(exchangeRule(day))
		case p.Model == Mixed:
			buy = buy.And(words.ReasonSPTerms, words.USDFixed(p.commitPerHour, 2))
		default:
			// A savings plan is an hourly dollar commitment across sizes and
			// regions, final once bought ([sp-terms]).
			buy = words.M(words.ChkCommitmentSP, term, words.USDFixed(p.USDPerHour, 2))
		}
		c.addText("commitment", words.ChkCommitmentWhy, buy)
	}
	c.add("hidden-costs", words.ChkHiddenCostsWhy, words.ChkHiddenCosts)
	c.add("cost", words.ChkCostWhy, words.ChkCost, words.USD(p.USDPerMonth))
	switch {
	case a.Is(SeatsJob) && a.OS == Windows:
		// [avd-licence], [ncv6]
		sessions := words.W(words.ChkWin11Sessions)
		if SingleSessionOnly(p.Series) {
			sessions = words.W(words.ChkWin11SingleOnly)
		}
		if a.HybridBenefit {
			c.add("licence", words.ChkLicenceAVDWhy, words.ChkLicenceAVD, words.I(a.Seats), sessions)
		} else {
			// Priced with a Windows Server licence per VM: the Deploy panel
			// deploys Windows Server session hosts to match.
			c.add("licence", words.ChkLicenceAVDWhy, words.ChkLicenceAVDServer, sessions)
		}
	case a.OS == Windows && a.HybridBenefit:
		c.add("licence", words.ChkLicenceAHBWhy, words.ChkLicenceAHB, words.I(p.VCPUs))
	}
	if a.DevTest {
		c.add("devtest", words.ChkDevTestWhy, words.ChkDevTest)
	}
}

// operate: security, Secure Boot, monitoring, the size's lifecycle and
// the order of the steps.
func (c *checks) operate(day string) {
	a, p, s := &c.a, &c.p, &c.s
	residency := words.W(words.ChkNoPublicIP)
	if len(a.Regions) > 0 {
		residency = words.W(words.ChkDataOnlyIn, listOf(a.Regions))
	}
	c.add("security", words.ChkSecurityWhy, words.ChkSecurity, residency)

	// Secure Boot: Trusted Launch and the driver path ([ext-linux-doc],
	// [driver-setup], [mi300x]).
	boot := words.ChkSecureBootDecide
	switch {
	case s.Confidential: // [cgpu]
		boot = words.ChkSecureBootCVM
	case a.OS == Windows && DriverFor(*a, *p, *s).Kind == DriverExtension:
		boot = words.ChkSecureBootWindowsExt // as the Deploy panel installs it
	case a.OS == Windows:
		boot = words.ChkSecureBootWindows
	case p.Series == "ND MI300X v5":
		boot = words.ChkSecureBootMI300X
	case p.Vendor == catalog.NVIDIA && (s.Family == catalog.FamilyNV || a.Is(SeatsJob) || p.Series == "NC RTX PRO 6000 BSE v6"):
		boot = words.ChkSecureBootGRID
	}
	c.add("secure-boot", words.ChkSecureBootWhy, boot, c.series)

	// GPU monitoring for the pick's vendor: AMD's names its exporter and
	// operator.
	// DCGM, its exporter and amd-smi run on Linux only (DCGM's supported
	// platforms are Linux distributions: docs.nvidia.com/datacenter/dcgm,
	// Getting Started): Windows VMs are watched with the driver's own
	// tools and Windows' GPU counters.
	monitor := words.ChkMonitorNVIDIA
	switch {
	case a.Is(SeatsJob) && a.OS == Windows:
		monitor = words.ChkMonitorAVD
	case a.OS == Windows:
		monitor = words.ChkMonitorWindows
	case c.amd && a.Task == Render:
		monitor = words.ChkMonitorAMDDesktops
	case c.amd:
		monitor = words.ChkMonitorAMD
	}
	c.add("monitor", words.ChkMonitorWhy, monitor, words.S("Device Metrics Exporter"), words.S("AMD GPU Operator"))

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
		c.add("lifecycle", words.ChkLifecycleWhy, id, c.series, words.S(s.Lifecycle.Date))
	}
	c.add("flow", words.ChkFlowWhy, words.ChkFlow, c.size)
}
