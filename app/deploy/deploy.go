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
	spotQuotaName    = "lowPriorityCores"
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
	comment  words.Text
}

// deployment is everything decided before writing commands.
type deployment struct {
	// a, p and s point to New's arguments, which are large to copy.
	a       *advisor.Answers
	p       *advisor.Pick
	s       *catalog.Size
	region  string
	names   Names
	win     bool
	image   string
	imageC  words.Text
	driver  advisor.Driver
	groups  []group
	family  string
	quota   advisor.Quota
	vcpus   int
	spotCPU int
}

// New writes the deploy plan for a pick under the answers. The size and
// region must be in the catalog.
func New(a advisor.Answers, p advisor.Pick, c *catalog.Catalog, n Names) (Plan, error) {
	s, ok := c.Size(p.Size)
	if !ok || !sizeNameOK(s.Name) {
		return Plan{}, errors.New("size not in the catalog")
	}
	r, ok := c.Region(p.Region)
	if !ok || !regionNameOK(r.Name) {
		return Plan{}, errors.New("region not in the catalog")
	}
	if s.HyperVGen == "V1" {
		return Plan{}, errors.New("a Generation 1 size: the images here are Generation 2")
	}
	vms := max(p.VMs, 1)
	d := deployment{a: &a, p: &p, s: &s, region: r.Name, win: a.OS == advisor.Windows}
	d.driver = advisor.DriverFor(a, p, s)
	mixed := p.Model == advisor.Mixed && a.BaseVMs > 0 && a.BaseVMs < vms
	maxVM := 64
	if d.win {
		maxVM = 15
	}
	if mixed {
		maxVM -= len("-base")
	}
	if vms > placementGroupVMs && s.InfiniBand {
		maxVM -= len("-10") // the scale sets of a split cluster are numbered
	}
	var notes []words.Text
	d.names, notes = n.check(maxVM)

	spot := p.OnSpot()
	switch {
	case mixed:
		d.groups = []group{
			{name: d.names.VM + "-base", vms: a.BaseVMs, alwaysOn: true, scaleSet: true, comment: words.M(words.CmtBaseline, words.I(a.BaseVMs))},
			{name: d.names.VM + "-flex", vms: vms - a.BaseVMs, spot: spot, alwaysOn: a.HoursPerMonth >= 730, scaleSet: true,
				comment: words.M(words.CmtFlexible, words.I(vms-a.BaseVMs), words.N(a.HoursPerMonth))},
		}
	case vms > 1:
		g := group{name: d.names.VM, vms: vms, spot: spot, alwaysOn: advisor.AlwaysOn(a), scaleSet: true, comment: words.M(words.CmtScaleSet, words.I(vms))}
		switch {
		case s.InfiniBand && vms > placementGroupVMs:
			g.comment = words.M(words.CmtScaleSetsIB, words.I(vms), words.I(placementGroupVMs))
		case s.InfiniBand:
			g.comment = words.M(words.CmtScaleSetIB, words.I(vms))
		case vms > placementGroupVMs:
			g.comment = words.M(words.CmtScaleSetLarge, words.I(vms), words.I(placementGroupVMs))
		}
		d.groups = []group{g}
	default:
		d.groups = []group{{name: d.names.VM, vms: 1, spot: spot, alwaysOn: advisor.AlwaysOn(a)}}
	}

	d.groups = d.splitForPlacement(d.groups)
	d.pickImage()
	d.quota = advisor.QuotaOf(s, c)
	d.family = quotaName(d.quota.API)
	d.vcpus = s.VCPUs * vms
	for _, g := range d.groups {
		if g.spot {
			d.spotCPU += s.VCPUs * g.vms
		}
	}

	plan := Plan{Size: s.Name, Region: r.Name, Names: d.names, Notes: notes}
	plan.Steps = append(plan.Steps, d.groupStep(), d.quotaStep(), d.createStep(), d.driverStep())
	if st, ok := d.shutdownStep(); ok {
		plan.Steps = append(plan.Steps, st)
	}
	if st, ok := d.commitStep(); ok {
		plan.Steps = append(plan.Steps, st)
	}
	plan.Bicep = d.bicep()
	plan.Steps = append(plan.Steps, d.bicepStep())
	return plan, nil
}

// placementGroupVMs is the most VMs a scale set's single placement group
// holds; InfiniBand joins VMs only within one ([placement-groups] in
// app/advisor/checklist.go). Without it a scale set holds up to 1,000 VMs.
const placementGroupVMs = advisor.PlacementGroupVMs

// splitForPlacement keeps every InfiniBand scale set to one placement group:
// past 100 VMs a group becomes several scale sets of at most 100 VMs each,
// numbered, InfiniBand only within each. Scale sets without InfiniBand stay
// one scale set over several placement groups.
func (d *deployment) splitForPlacement(groups []group) []group {
	if !d.s.InfiniBand {
		return groups
	}
	var out []group
	for _, g := range groups {
		if !g.scaleSet || g.vms <= placementGroupVMs {
			out = append(out, g)
			continue
		}
		n := (g.vms + placementGroupVMs - 1) / placementGroupVMs
		for i := range n {
			part := g
			part.name = g.name + "-" + strconv.Itoa(i+1)
			part.vms = g.vms/n + btoi(i < g.vms%n)
			part.comment = text(words.CmtScaleSetPart, []string{strconv.Itoa(i + 1), strconv.Itoa(n), strconv.Itoa(part.vms)})
			if i == 0 {
				part.comment = g.comment.Plus(part.comment)
			}
			out = append(out, part)
		}
	}
	return out
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pickImage chooses the image the driver path needs: the Azure HPC image
// where it carries the driver or the InfiniBand stack, plain Ubuntu 22.04
// where an extension or ubuntu-drivers installs it (the NVIDIA CUDA
// extension supports Ubuntu up to 22.04), Windows Server for Windows.
func (d *deployment) pickImage() {
	ib := d.s.InfiniBand && d.p.VMs > 1
	switch {
	case d.driver.Kind == advisor.DriverConfidential:
		d.image, d.imageC = imageCVM, text(words.CmtImageCVM, []string{imageCVM})
	case d.desktops() && advisor.SingleSessionOnly(d.s.Series):
		d.image, d.imageC = imageWin11Single, text(words.CmtImageWin11Single, []string{imageWin11Single, d.s.Series})
	case d.desktops():
		d.image, d.imageC = imageWin11Multi, text(words.CmtImageWin11, []string{imageWin11Multi})
	case d.win:
		d.image, d.imageC = imageWindows, text(words.CmtImageWindows, []string{imageWindows})
	case d.driver.Kind == advisor.DriverArm64Image:
		d.image, d.imageC = "$"+arm64Image, text(words.CmtImageArm64, []string{d.s.Series, arm64Image})
	case d.driver.ROCm || (ib && d.p.Vendor == catalog.AMD):
		d.image, d.imageC = imageHPCROCm, text(words.CmtImageHPCROCm, []string{imageHPCROCm})
	case d.driver.Kind == advisor.DriverHPCImage || ib || d.a.Task == advisor.HPC:
		d.image, d.imageC = imageHPC, text(words.CmtImageHPC, []string{imageHPC})
	default:
		d.image, d.imageC = imageUbuntu, text(words.CmtImageUbuntu, []string{imageUbuntu})
	}
}

// hpcImage reports whether the image carries the GPU driver itself.
func (d *deployment) hpcImage() bool { return d.image == imageHPC || d.image == imageHPCROCm }

// The steps are written with say (a comment of string arguments) and run
// (a command as name/value pairs): data rather than chains of calls, which
// Go's wasm output makes large.

// where is the region in a comment: its ARM name in English, as the
// commands write it; in Chinese the portal's name with the ARM name beside.
func (d *deployment) where() words.Arg { return words.Region(d.region, d.region) }

func (d *deployment) bicepStep() Step {
	st := Step{ID: "bicep", Title: words.DeployStepBicep}
	st.say(words.CmtBicepRun)
	st.run("deployment group create", "--resource-group", d.names.ResourceGroup, "--template-file", "main.bicep")
	return st
}

// sizeNameOK and regionNameOK keep catalog names to the characters they
// have, so that no catalog error can put shell or Bicep syntax in a command.
func sizeNameOK(s string) bool {
	if !strings.HasPrefix(s, "Standard_") || len(s) > 80 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(alnum(c) || c == '_') {
			return false
		}
	}
	return true
}

func regionNameOK(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
