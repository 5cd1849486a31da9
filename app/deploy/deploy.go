// Package deploy writes the Azure CLI commands and a Bicep file that deploy a
// pick: the resource group, the quota check and request, the VMs (a VM, or a
// scale set for several), the GPU driver the support matrix allows, a daily
// stop when the plan is not around the clock, and the same deployment as
// Bicep. It is pure: the page, the CLI and the tests share it, and a test
// runs every command it can write against az's own help.
//
// Only the names the person types are free text, and they are checked
// against Azure's naming rules; the size, region, quota family and image
// come from the catalog and the tables here, never from the share link.
package deploy

import (
	"errors"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// Plan is what the Deploy panel shows for one pick.
type Plan struct {
	// Size and Region are the pick's, as the catalog names them.
	Size, Region string
	// Names are the names used (the defaults where the person's broke a rule).
	Names Names
	// Notes say which names were replaced, and why.
	Notes []words.Text
	// Steps are the shell steps, in the order to run them.
	Steps []Step
	// Bicep is the same deployment as a Bicep file.
	Bicep Bicep
}

// Images, as marketplace URNs (publisher:offer:sku:version).
//   - Ubuntu 22.04 Gen2 and Windows Server 2022 Gen2: the image aliases
//     Ubuntu2204 and Win2022Datacenter of Azure/azure-cli
//     src/azure-cli/azure/cli/command_modules/vm/_alias.py @00c26b6.
//   - Azure HPC images: Azure/azhpc-images @8e9d055 README
//     (microsoft-dsvm:ubuntu-hpc:2404) and Microsoft's MI300X driver guide
//     (microsoft-dsvm:ubuntu-hpc:2204-rocm), as cited in app/advisor/checklist.go
//     ([hpc-image], [mi300x]).
const (
	imageUbuntu  = "Canonical:0001-com-ubuntu-server-jammy:22_04-lts-gen2:latest"
	imageWindows = "MicrosoftWindowsServer:WindowsServer:2022-datacenter-g2:latest"
	imageHPC     = "microsoft-dsvm:ubuntu-hpc:2404:latest"
	imageHPCROCm = "microsoft-dsvm:ubuntu-hpc:2204-rocm:latest"
	// imageCVM is Canonical's Ubuntu 22.04 confidential-VM image, which
	// Microsoft's confidential GPU onboarding deploys ([cgpu] in
	// app/advisor/checklist.go).
	imageCVM = "Canonical:0001-com-ubuntu-confidential-vm-jammy:22_04-lts-cvm:latest"
	// Windows 11 Enterprise for Azure Virtual Desktop session hosts,
	// multi-session (win11-24h2-avd) and single-session (win11-24h2-ent), Gen2:
	// the marketplace SKUs of MicrosoftWindowsDesktop:windows-11 that
	// Azure/bicep-registry-modules avm/ptn/virtual-machine-images/azure-image-builder
	// builds AVD images from; single-session for series whose page excludes
	// multi-session ([ncv6] in app/advisor/checklist.go).
	imageWin11Multi  = "MicrosoftWindowsDesktop:windows-11:win11-24h2-avd:latest"
	imageWin11Single = "MicrosoftWindowsDesktop:windows-11:win11-24h2-ent:latest"
	adminUser        = "azureuser"
	shutdownAt       = "1900"
	shutdownClock    = "19:00"
	// quotaAPI is the Microsoft.Quota REST API version (learn.microsoft.com
	// rest/api/quota/quota/create-or-update).
	quotaAPI = "2023-02-01"
	// arm64Image is the shell variable the person sets for GB200/GB300.
	arm64Image    = "IMAGE"
	licenceClient = "Windows_Client"
	// subscriptionVar holds the signed-in subscription's ID.
	subscriptionVar = "SUBSCRIPTION"
)

// group is a set of identical VMs: one VM, one scale set, or one part of a
// mixed plan.
type group struct {
	name     string
	vms      int
	spot     bool
	alwaysOn bool
	scaleSet bool
	// single is a scale set's single placement group as az and Bicep write
	// it: "true" for InfiniBand, "false" past one group's VMs or on Spot, "" for the
	// default.
	single  string
	comment words.Text
}

// evict is the Spot eviction policy: a VM is deallocated, to be started
// again; a scale set's VMs are deleted, since deallocated ones still count
// in its instance count and the Spot quota and bill their disks, so its
// autoscale could not replace them (Learn "Azure Spot Virtual Machines for
// Virtual Machine Scale Sets", MicrosoftDocs/azure-docs
// articles/virtual-machine-scale-sets/use-spot.md @017654d: set the policy
// to Delete when using autoscale).
func (g group) evict() string {
	if g.scaleSet {
		return "Delete"
	}
	return "Deallocate"
}

// az is the az command group that creates the group's VMs.
func (g group) az() string {
	if g.scaleSet {
		return "vmss"
	}
	return "vm"
}

// deployment is everything decided before writing commands: the facts the
// commands and the Bicep file both write.
type deployment struct {
	a      advisor.Answers
	p      advisor.Pick
	s      catalog.Size
	region string
	// where is the region in a comment: its ARM name in English, as the
	// commands write it; in Chinese the portal's name with the ARM name
	// beside.
	where words.Arg
	names Names
	win   bool
	// image is the image (a URN, or $IMAGE), imageC says why.
	image  string
	imageC words.Text
	// hpc reports whether the image is an Azure HPC image, which carries the
	// GPU driver itself.
	hpc    bool
	driver advisor.Driver
	// extension reports whether a driver extension installs the driver;
	// extensionC says which.
	extension  bool
	extensionC words.Text
	// joined reports whether InfiniBand must join the VMs (advisor's
	// Pick.Joined on a size with InfiniBand).
	joined bool
	// confidential reports whether the VMs are confidential VMs ([cgpu]).
	confidential bool
	// licence is the licence type the price assumes, "" but for Azure
	// Hybrid Benefit; licenceC says what it means.
	licence  string
	licenceC words.Text
	groups   []group
	// family is the quota family as the Microsoft.Quota API names it, ""
	// when it cannot be put in a request.
	family  string
	quota   advisor.Quota
	vcpus   int
	spotCPU int
}

// steps write the plan's steps, in the order to run them; a step that has
// nothing to say is left out.
var steps = [...]struct {
	id    string
	title words.ID
	write func(*deployment, *Step)
}{
	{"group", words.DeployStepGroup, (*deployment).groupStep},
	{"quota", words.DeployStepQuota, (*deployment).quotaStep},
	{"create", words.DeployStepCreate, (*deployment).createStep},
	{"driver", words.DeployStepDriver, (*deployment).driverStep},
	{"shutdown", words.DeployStepShutdown, (*deployment).shutdownStep},
	{"commit", words.DeployStepCommit, (*deployment).commitStep},
	{"bicep", words.DeployStepBicep, (*deployment).bicepStep},
}

// New writes the deploy plan for a pick under the answers. The size and
// region must be in the catalog.
func New(a advisor.Answers, p advisor.Pick, c *catalog.Catalog, n Names) (Plan, error) {
	// Catalog names are kept to the characters they have, so that no
	// catalog error can put shell or Bicep syntax in a command.
	s, ok := c.Size(p.Size)
	if !ok || !strings.HasPrefix(s.Name, "Standard_") || len(s.Name) > 80 || !only(s.Name, alnum+"_") {
		return Plan{}, errors.New("size not in the catalog")
	}
	r, ok := c.Region(p.Region)
	if !ok || r.Name == "" || len(r.Name) > 40 || !only(r.Name, lower+digits) {
		return Plan{}, errors.New("region not in the catalog")
	}
	if s.HyperVGen == "V1" {
		return Plan{}, errors.New("a Generation 1 size: the images here are Generation 2")
	}
	vms := max(p.VMs, 1)
	d := deployment{a: a, p: p, s: s, region: r.Name, where: words.Region(r.Name, r.Name), win: a.OS == advisor.Windows}
	// InfiniBand placement only for VMs that work together: replicas that
	// each hold the model need none ([placement-groups]).
	d.joined = s.InfiniBand && p.Joined(a)
	d.driver = advisor.DriverFor(a, p, s)
	d.confidential = d.driver.Kind == advisor.DriverConfidential
	mixed := p.Model == advisor.Mixed && a.BaseVMs > 0 && a.BaseVMs < vms
	maxVM := 64
	if d.win {
		maxVM = 15
	}
	if mixed {
		maxVM -= len("-base")
	}
	if vms > placementGroupVMs && d.joined {
		maxVM -= len("-10") // the scale sets of a split cluster are numbered
	}
	var notes []words.Text
	d.names, notes = n.check(maxVM)

	// A group's comment counts its VMs, then the most VMs a placement group
	// holds (the hours a month for the VMs beside a baseline).
	g := group{name: d.names.VM, vms: vms, spot: p.OnSpot(), alwaysOn: advisor.AlwaysOn(a), scaleSet: vms > 1}
	id, limit := words.CmtScaleSet, float64(placementGroupVMs)
	switch {
	case mixed:
		d.addGroup(group{name: g.name + "-base", vms: a.BaseVMs, alwaysOn: true, scaleSet: true, comment: words.M(words.CmtBaseline, words.I(a.BaseVMs))})
		g.name, g.vms, g.alwaysOn = g.name+"-flex", vms-a.BaseVMs, a.HoursPerMonth >= 730
		id, limit = words.CmtFlexible, a.HoursPerMonth
	case d.joined && vms > placementGroupVMs:
		id = words.CmtScaleSetsIB
	case d.joined:
		id = words.CmtScaleSetIB
	case vms > placementGroupVMs:
		id = words.CmtScaleSetLarge
	}
	g.comment = words.M(id, words.I(g.vms), words.N(limit))
	d.addGroup(g)

	// The licence the price assumes. With Azure Hybrid Benefit it left the
	// Windows licence out: Windows Server licences with Software Assurance,
	// or, for desktops, Windows 11 Enterprise session hosts of Azure Virtual
	// Desktop licensed per user with licence type Windows_Client
	// ([avd-licence] in app/advisor/checklist.go); a batch render farm's
	// workers are servers. Without it the price holds a Windows Server
	// licence per VM, and so does the image.
	if d.win && a.HybridBenefit {
		d.licence, d.licenceC = "Windows_Server", words.M(words.CmtHybridBenefit)
		if a.Task == advisor.Render && a.RenderMode != advisor.Batch {
			d.licence, d.licenceC = licenceClient, text(words.CmtLicenceClient, []string{licenceClient})
		}
	}
	d.pickImage()
	d.extension = d.driver.Kind == advisor.DriverExtension && !d.hpc
	id = words.CmtDriverExtension
	if d.driver.GRID {
		id = words.CmtDriverGRID
	}
	d.extensionC = text(id, []string{d.driver.Extension, s.Series})
	d.quota = advisor.QuotaOf(s, c)
	// The quota family as the Microsoft.Quota API names it (QuotaOf drops
	// the spaces of the portal's form). None when it holds anything else
	// than letters, digits and '_', so nothing odd reaches a URL or a JSON
	// body.
	if only(d.quota.API, alnum+"_") {
		d.family = d.quota.API
	}
	d.vcpus = s.VCPUs * vms
	for _, g := range d.groups {
		if g.spot {
			d.spotCPU += s.VCPUs * g.vms
		}
	}

	plan := Plan{Size: s.Name, Region: r.Name, Names: d.names, Notes: notes, Bicep: d.bicep()}
	for _, s := range steps {
		st := Step{ID: s.id, Title: s.title}
		s.write(&d, &st)
		if len(st.Lines) > 0 {
			plan.Steps = append(plan.Steps, st)
		}
	}
	return plan, nil
}

// placementGroupVMs is the most VMs a scale set's single placement group
// holds; InfiniBand joins VMs only within one ([placement-groups] in
// app/advisor/checklist.go). Without it a scale set holds up to 1,000 VMs.
const placementGroupVMs = advisor.PlacementGroupVMs

// addGroup adds a group of VMs, keeping every InfiniBand scale set to one
// placement group: past 100 VMs it becomes several scale sets of at most
// 100 VMs each, numbered, InfiniBand only within each. A scale set without
// InfiniBand stays one scale set over several placement groups.
func (d *deployment) addGroup(g group) {
	switch {
	case !g.scaleSet:
	case d.joined && g.vms > placementGroupVMs:
		n := (g.vms + placementGroupVMs - 1) / placementGroupVMs
		for i := range n {
			part := g
			part.name = g.name + "-" + strconv.Itoa(i+1)
			part.vms = (g.vms + n - 1 - i) / n // the first take one more when n does not divide them
			part.comment = words.M(words.CmtScaleSetPart, words.I(i+1), words.I(n), words.I(part.vms))
			if i == 0 {
				part.comment = g.comment.Plus(part.comment)
			}
			d.addGroup(part)
		}
		return
	case d.joined:
		g.single = "true"
	case g.vms > placementGroupVMs || g.spot:
		// Several placement groups: past one group's VMs, and for Spot
		// without InfiniBand, which use-spot.md strongly recommends.
		g.single = "false"
	}
	d.groups = append(d.groups, g)
}

// pickImage chooses the image the driver path needs: the Azure HPC image
// where it carries the driver or the InfiniBand stack, plain Ubuntu 22.04
// where an extension or ubuntu-drivers installs it (the NVIDIA CUDA
// extension supports Ubuntu up to 22.04), Windows Server for Windows, and
// Windows 11 for desktops licensed per user.
func (d *deployment) pickImage() {
	ib := d.joined
	// why's arguments are the image and the series.
	image, why := imageUbuntu, words.CmtImageUbuntu
	switch {
	case d.confidential:
		image, why = imageCVM, words.CmtImageCVM
	case d.licence == licenceClient && advisor.SingleSessionOnly(d.s.Series):
		image, why = imageWin11Single, words.CmtImageWin11Single
	case d.licence == licenceClient:
		image, why = imageWin11Multi, words.CmtImageWin11
	case d.win:
		image, why = imageWindows, words.CmtImageWindows
	case d.driver.Kind == advisor.DriverArm64Image:
		// No image to name: the person sets $IMAGE.
		d.image, d.imageC = "$"+arm64Image, text(words.CmtImageArm64, []string{d.s.Series, arm64Image})
		return
	case d.driver.ROCm || (ib && d.p.Vendor == catalog.AMD):
		image, why, d.hpc = imageHPCROCm, words.CmtImageHPCROCm, true
	case d.driver.Kind == advisor.DriverHPCImage || ib || d.a.Task == advisor.HPC:
		image, why, d.hpc = imageHPC, words.CmtImageHPC, true
	}
	d.image, d.imageC = image, text(why, []string{image, d.s.Series})
}

// The steps are written with say (a comment of string arguments) and run
// (a command as name/value pairs): data rather than chains of calls, which
// Go's wasm output makes large.

func (d *deployment) bicepStep(st *Step) {
	st.say(words.CmtBicepRun)
	st.run("deployment group create", "--resource-group", d.names.ResourceGroup, "--template-file", "main.bicep")
}

// The characters of names.
const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	alnum  = lower + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + digits
)

// only reports whether every character of s is one of set's.
func only(s, set string) bool { return strings.Trim(s, set) == "" }
