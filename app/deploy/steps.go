package deploy

import (
	"slices"
	"strconv"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func (d *deployment) groupStep(st *Step) {
	st.note(words.M(words.CmtGroup, d.where))
	st.run("group create", "--name", d.names.ResourceGroup, "--location", d.region)
}

func (d *deployment) quotaStep(st *Step) {
	// The family in the checklist's words: the API name and the portal's.
	what, id := d.quota.Words(), words.CmtUsage
	if d.family == "" {
		what, id = words.S(d.s.Series), words.CmtUsageNoFamily
	}
	st.note(words.M(id, what, d.where))
	st.run("vm list-usage", "--location", d.region, "--output", "table")
	st.note(words.M(words.CmtQuotaNeed, what, words.I(d.vcpus), d.where))
	if d.family == "" {
		return
	}
	st.say(words.CmtQuotaExtension, "az quota", "az extension add --name quota", "az rest")
	st.say(words.CmtQuotaProvider)
	st.run("provider register", "--namespace", "Microsoft.Quota")
	// The request's URL names the subscription: read it from the signed-in
	// account rather than leave a placeholder to fill in.
	st.say(words.CmtSubscription, "az account set --subscription")
	st.run("account show", "--query", "id", "--output", "tsv")
	st.Lines[len(st.Lines)-1].Assign = subscriptionVar
	d.quotaRequest(st, d.family, d.vcpus)
	if d.spotCPU > 0 {
		st.note(words.M(words.CmtQuotaSpot, advisor.SpotQuota.Words(), words.I(d.spotCPU)))
		d.quotaRequest(st, advisor.SpotQuota.API, d.spotCPU)
	}
	if slices.Contains(advisor.ScarceSeries, d.s.Series) {
		st.say(words.CmtCapacity, d.s.Series)
	}
}

// quotaRequest asks Microsoft.Quota for a limit of n vCPUs of name in the
// region, in the subscription the quota step read into $SUBSCRIPTION.
func (d *deployment) quotaRequest(st *Step, name string, n int) {
	st.run("rest", "--method", "put",
		"--url", "https://management.azure.com/subscriptions/$"+subscriptionVar+"/providers/Microsoft.Compute/locations/"+d.region+
			"/providers/Microsoft.Quota/quotas/"+name+"?api-version="+quotaAPI,
		"--body", `{"properties":{"limit":{"limitObjectType":"LimitValue","value":`+strconv.Itoa(n)+`},"name":{"value":"`+name+`"}}}`)
}

// confidentialFlags make the VMs confidential VMs: [cgpu], the flags of
// Microsoft's confidential GPU onboarding.
var confidentialFlags = []string{"--security-type", "ConfidentialVM", "--os-disk-security-encryption-type", "DiskWithVMGuestState",
	"--enable-secure-boot", "true", "--enable-vtpm", "true"}

// spotFlags put the VMs on Spot, evicted for capacity only; the eviction
// policy is the group's (evict).
var spotFlags = []string{"--priority", "Spot", "--max-price", "-1"}

func (d *deployment) createStep(st *Step) {
	orchestrator := ""
	switch d.a.Deploy {
	case advisor.AKS:
		orchestrator = "AKS"
	case advisor.AML:
		orchestrator = "Azure Machine Learning"
	}
	if orchestrator != "" {
		st.say(words.CmtOrchestrator, orchestrator)
	}
	st.note(d.imageC)
	if d.driver.Kind == advisor.DriverArm64Image {
		st.add(Line{Raw: arm64Image + "="})
	}
	st.say(words.CmtNoPublicIP)
	if d.extension || (!d.win && d.driver.Kind == advisor.DriverVGPU) {
		st.say(words.CmtSecureBoot, "--security-type TrustedLaunch --enable-secure-boot false")
	}
	if d.licence != "" {
		st.note(d.licenceC)
	}
	// Accelerated networking where the series supports it; off where it
	// does not, since asking for it fails ([ncc-size] in app/advisor).
	accel := strconv.FormatBool(advisor.AcceleratedNetworking(d.s.Series))
	for _, g := range d.groups {
		if g.scaleSet {
			st.note(g.comment)
		}
		if g.spot {
			st.say(words.CmtSpot)
		}
		c := st.run(g.az()+" create", "--resource-group", d.names.ResourceGroup, "--name", g.name, "--location", d.region)
		if g.scaleSet {
			c.add("--vm-sku", d.s.Name, "--image", d.image, "--instance-count", strconv.Itoa(g.vms),
				"--orchestration-mode", "Uniform", "--upgrade-policy-mode", "Manual")
			if g.single != "" {
				c.add("--single-placement-group", g.single)
			}
			// No load balancer; a scale set's VMs get no public IP unless asked.
			c.add("--lb", "", "--accelerated-networking", accel)
		} else {
			c.add("--size", d.s.Name, "--image", d.image, "--accelerated-networking", accel, "--public-ip-address", "")
		}
		if d.confidential {
			c.add(confidentialFlags...)
		}
		c.add("--admin-username", adminUser)
		if !d.win {
			c.add("--generate-ssh-keys", on)
		} else if d.licence != "" {
			c.add("--license-type", d.licence)
		}
		if g.spot {
			c.add(spotFlags...)
			c.add("--eviction-policy", g.evict())
		}
	}
}

func (d *deployment) driverStep(st *Step) {
	dr, series := d.driver, d.s.Series
	switch {
	case d.extension:
		st.note(d.extensionC)
		for _, g := range d.groups {
			c := st.run(g.az()+" extension set", "--resource-group", d.names.ResourceGroup, "--"+g.az()+"-name", g.name,
				"--name", dr.Extension, "--publisher", advisor.ExtensionPublisher)
			if dr.Version != "" {
				c.add("--version", dr.Version)
			}
			if g.scaleSet {
				st.say(words.CmtDriverRollOut)
				st.run("vmss update-instances", "--resource-group", d.names.ResourceGroup, "--name", g.name, "--instance-ids", "*")
			}
		}
	case d.confidential:
		// [cgpu]: the driver in confidential-computing mode, then both
		// attestations, on each VM.
		st.say(words.CmtDriverCGPU, series, "6.8.0-1025-azure",
			"sudo apt-get install nvidia-driver-595-server-open linux-modules-nvidia-595-server-open-azure-fde",
			"https://github.com/Azure/az-cgpu-onboarding", "nvidia-smi conf-compute -q")
		st.say(words.CmtAttestCPU, "sudo cpu-attestation")
		st.say(words.CmtAttestGPU, "sudo gpu-attestation", "nvidia-smi conf-compute -srs 1")
	default:
		// One comment on the series, and what to run.
		id, run := words.CmtDriverUbuntu, "sudo ubuntu-drivers install"
		switch {
		case dr.Kind == advisor.DriverArm64Image:
			id = words.CmtDriverArm64
		case d.hpc:
			id = words.CmtDriverInImage
		case dr.Kind == advisor.DriverROCm:
			id = words.CmtDriverROCm
		case dr.Kind == advisor.DriverVGPU:
			id = words.CmtDriverVGPU
		case dr.Kind == advisor.DriverWindowsManual:
			id, run = words.CmtDriverWindows, string(d.p.Vendor)
		}
		st.say(id, series, run)
		if d.hpc && dr.NVSwitch {
			st.say(words.CmtDriverFabric, "systemctl status nvidia-fabricmanager")
		}
	}
	verify := "nvidia-smi"
	switch {
	case d.p.Vendor == catalog.AMD && d.win:
		verify = "Device Manager → Display adapters"
	case d.p.Vendor == catalog.AMD:
		verify = "amd-smi list"
	}
	st.say(words.CmtVerify, verify)
}

// shutdownStep stops what does not run around the clock: a daily
// auto-shutdown for a VM; a scale set has none, so its stop and start.
func (d *deployment) shutdownStep(st *Step) {
	hours := words.Number(d.a.HoursPerMonth)
	for _, g := range d.groups {
		switch {
		case g.alwaysOn:
		case g.scaleSet:
			st.say(words.CmtShutdownScaleSet, hours)
			for _, verb := range [...]string{"deallocate", "start"} {
				st.run("vmss "+verb, "--resource-group", d.names.ResourceGroup, "--name", g.name)
			}
		default:
			st.say(words.CmtShutdown, hours, shutdownClock)
			st.run("vm auto-shutdown", "--resource-group", d.names.ResourceGroup, "--name", g.name, "--time", shutdownAt)
		}
	}
}

// commitStep buys the reservation or savings plan the price assumes. Debian's
// azure-cli 2.45 lists neither az reservations nor az billing-benefits in
// its help (both are extensions), so the step is the portal's, as comments:
// Learn "Buy an Azure savings plan" (MicrosoftDocs/azure-docs
// articles/cost-management-billing/savings-plan/buy-savings-plan.md,
// ms.date 2024-05-07: the portal, or the Savings Plan Order Alias REST API)
// and "Prepay for Virtual Machines with Reserved VM Instances"
// (articles/virtual-machines/prepay-reserved-vm-instances.md: Reservations →
// Add → Virtual machine).
func (d *deployment) commitStep(st *Step) {
	p := d.p
	for _, c := range commits {
		if c.model != p.Model {
			continue
		}
		what := words.W(c.term)
		if p.Model == advisor.Mixed {
			what = words.WT(p.Mix)
		}
		st.say(words.CmtCommitCLI, "az reservations", "az billing-benefits")
		st.note(words.M(c.how, what, words.S(d.s.Name), words.S(d.region), words.I(p.VMs), words.USDFixed(p.USDPerHour, 2)))
	}
}

// commits are the price models bought ahead: how to buy each, and its term
// (a mixed plan names its parts instead).
var commits = [...]struct {
	model     advisor.PricePref
	how, term words.ID
}{
	{advisor.RI1, words.CmtCommitReservation, words.ModelRI1},
	{advisor.RI3, words.CmtCommitReservation, words.ModelRI3},
	{advisor.SP1, words.CmtCommitSavingsPlan, words.ModelSP1},
	{advisor.SP3, words.CmtCommitSavingsPlan, words.ModelSP3},
	{advisor.Mixed, words.CmtCommitMixed, 0},
}
