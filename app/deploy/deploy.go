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
	imageUbuntu   = "Canonical:0001-com-ubuntu-server-jammy:22_04-lts-gen2:latest"
	imageWindows  = "MicrosoftWindowsServer:WindowsServer:2022-datacenter-g2:latest"
	imageHPC      = "microsoft-dsvm:ubuntu-hpc:2404:latest"
	imageHPCROCm  = "microsoft-dsvm:ubuntu-hpc:2204-rocm:latest"
	adminUser     = "azureuser"
	shutdownAt    = "1900"
	spotQuotaName = "lowPriorityCores"
	// quotaAPI is the Microsoft.Quota REST API version (learn.microsoft.com
	// rest/api/quota/quota/create-or-update).
	quotaAPI = "2023-02-01"
	// arm64Image is the shell variable the person sets for GB200/GB300.
	arm64Image = "IMAGE"
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
	a       advisor.Answers
	p       advisor.Pick
	s       catalog.Size
	region  string
	names   Names
	win     bool
	image   string
	imageC  words.Text
	driver  advisor.Driver
	groups  []group
	family  string
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
	d := deployment{a: a, p: p, s: s, region: r.Name, win: a.OS == advisor.Windows}
	d.driver = advisor.DriverFor(a, p, s)
	mixed := p.Model == advisor.Mixed && a.BaseVMs > 0 && a.BaseVMs < vms
	maxVM := 64
	if d.win {
		maxVM = 15
	}
	if mixed {
		maxVM -= len("-base")
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
		if s.InfiniBand {
			g.comment = words.M(words.CmtScaleSetIB, words.I(vms))
		}
		d.groups = []group{g}
	default:
		d.groups = []group{{name: d.names.VM, vms: 1, spot: spot, alwaysOn: advisor.AlwaysOn(a)}}
	}

	d.pickImage()
	d.family = quotaName(s.QuotaFamily)
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
	plan.Bicep = d.bicep()
	plan.Steps = append(plan.Steps, d.bicepStep())
	return plan, nil
}

// pickImage chooses the image the driver path needs: the Azure HPC image
// where it carries the driver or the InfiniBand stack, plain Ubuntu 22.04
// where an extension or ubuntu-drivers installs it (the NVIDIA CUDA
// extension supports Ubuntu up to 22.04), Windows Server for Windows.
func (d *deployment) pickImage() {
	ib := d.s.InfiniBand && d.p.VMs > 1
	switch {
	case d.win:
		d.image, d.imageC = imageWindows, words.M(words.CmtImageWindows, words.S(imageWindows))
	case d.driver.Kind == advisor.DriverArm64Image:
		d.image, d.imageC = "$"+arm64Image, words.M(words.CmtImageArm64, words.S(d.s.Series), words.S(arm64Image))
	case d.driver.ROCm || (ib && d.p.Vendor == catalog.AMD):
		d.image, d.imageC = imageHPCROCm, words.M(words.CmtImageHPCROCm, words.S(imageHPCROCm))
	case d.driver.Kind == advisor.DriverHPCImage || ib || d.a.Task == advisor.HPC:
		d.image, d.imageC = imageHPC, words.M(words.CmtImageHPC, words.S(imageHPC))
	default:
		d.image, d.imageC = imageUbuntu, words.M(words.CmtImageUbuntu, words.S(imageUbuntu))
	}
}

// hpcImage reports whether the image carries the GPU driver itself.
func (d *deployment) hpcImage() bool { return d.image == imageHPC || d.image == imageHPCROCm }

func (d *deployment) groupStep() Step {
	return Step{ID: "group", Title: words.DeployStepGroup, Lines: []Line{
		{Comment: words.M(words.CmtGroup, words.S(d.region))},
		{Cmd: az("group", "create").with("--name", d.names.ResourceGroup).with("--location", d.region)},
	}}
}

func (d *deployment) quotaStep() Step {
	st := Step{ID: "quota", Title: words.DeployStepQuota}
	add := func(l Line) { st.Lines = append(st.Lines, l) }
	if d.family != "" {
		add(Line{Comment: words.M(words.CmtUsage, words.S(d.region), words.S(d.family))})
	} else {
		add(Line{Comment: words.M(words.CmtUsageNoFamily, words.S(d.region), words.S(d.s.Series))})
	}
	add(Line{Cmd: az("vm", "list-usage").with("--location", d.region).with("--output", "table")})
	if d.family == "" {
		add(Line{Comment: words.M(words.CmtQuotaNeed, words.I(d.vcpus), words.S(d.s.Series), words.S(d.region))})
		return st
	}
	add(Line{Comment: words.M(words.CmtQuotaNeed, words.I(d.vcpus), words.S(d.family), words.S(d.region))})
	add(Line{Comment: words.M(words.CmtQuotaExtension, words.S("az quota"), words.S("az extension add --name quota"), words.S("az rest"))})
	add(Line{Comment: words.M(words.CmtQuotaProvider)})
	add(Line{Cmd: az("provider", "register").with("--namespace", "Microsoft.Quota")})
	add(Line{Cmd: d.quotaRequest(d.family, d.vcpus)})
	if d.spotCPU > 0 {
		add(Line{Comment: words.M(words.CmtQuotaSpot, words.S(spotQuotaName), words.I(d.spotCPU))})
		add(Line{Cmd: d.quotaRequest(spotQuotaName, d.spotCPU)})
	}
	if scarce(d.s.Series) {
		add(Line{Comment: words.M(words.CmtCapacity, words.S(d.s.Series))})
	}
	return st
}

// quotaRequest asks Microsoft.Quota for a limit of n vCPUs of name in the
// region ({subscriptionId} is filled in by az rest).
func (d *deployment) quotaRequest(name string, n int) *Command {
	url := "https://management.azure.com/subscriptions/{subscriptionId}/providers/Microsoft.Compute/locations/" + d.region +
		"/providers/Microsoft.Quota/quotas/" + name + "?api-version=" + quotaAPI
	body := `{"properties":{"limit":{"limitObjectType":"LimitValue","value":` + strconv.Itoa(n) + `},"name":{"value":"` + name + `"}}}`
	return az("rest").with("--method", "put").with("--url", url).with("--body", body)
}

// quotaName is the quota family as the Microsoft.Quota API names it: the
// catalog writes some as the portal shows them ("Standard NDASv4_A100
// Family"), the API without spaces. "" when it holds anything else than
// letters, digits and '_', so nothing odd reaches a URL or a JSON body.
func quotaName(family string) string {
	f := strings.ReplaceAll(family, " ", "")
	for i := 0; i < len(f); i++ {
		if c := f[i]; !(alnum(c) || c == '_') {
			return ""
		}
	}
	return f
}

// scarce are the series Azure rations (as the checklist's capacity item).
func scarce(series string) bool {
	switch series {
	case "ND H100 v5", "ND H200 v5", "ND GB200 v6", "ND GB300 v6", "ND MI300X v5":
		return true
	}
	return false
}

// extensionPath reports whether a driver extension installs the driver
// (not when the HPC image already has it).
func (d *deployment) extensionPath() bool {
	return d.driver.Kind == advisor.DriverExtension && !d.hpcImage()
}

func (d *deployment) createStep() Step {
	st := Step{ID: "create", Title: words.DeployStepCreate}
	add := func(l Line) { st.Lines = append(st.Lines, l) }
	if d.a.Deploy == advisor.AKS || d.a.Deploy == advisor.AML {
		name := "AKS"
		if d.a.Deploy == advisor.AML {
			name = "Azure Machine Learning"
		}
		add(Line{Comment: words.M(words.CmtOrchestrator, words.S(name))})
	}
	add(Line{Comment: d.imageC})
	if d.driver.Kind == advisor.DriverArm64Image {
		add(Line{Raw: arm64Image + "="})
	}
	add(Line{Comment: words.M(words.CmtNoPublicIP)})
	if d.extensionPath() || (!d.win && d.driver.Kind == advisor.DriverVGPU) {
		add(Line{Comment: words.M(words.CmtSecureBoot, words.S("--security-type TrustedLaunch --enable-secure-boot false"))})
	}
	if d.win && d.a.HybridBenefit && d.a.Task != advisor.Render {
		add(Line{Comment: words.M(words.CmtHybridBenefit)})
	}
	for _, g := range d.groups {
		if g.scaleSet {
			add(Line{Comment: g.comment})
		}
		if g.spot {
			add(Line{Comment: words.M(words.CmtSpot)})
		}
		add(Line{Cmd: d.createCommand(g)})
	}
	return st
}

func (d *deployment) createCommand(g group) *Command {
	image := d.image
	var c *Command
	if g.scaleSet {
		c = az("vmss", "create").with("--resource-group", d.names.ResourceGroup).with("--name", g.name).
			with("--location", d.region).with("--vm-sku", d.s.Name).with("--image", image).
			with("--instance-count", strconv.Itoa(g.vms)).with("--orchestration-mode", "Uniform").
			with("--upgrade-policy-mode", "Manual")
		if d.s.InfiniBand {
			c.with("--single-placement-group", "true")
		}
		c.with("--lb", "")
	} else {
		c = az("vm", "create").with("--resource-group", d.names.ResourceGroup).with("--name", g.name).
			with("--location", d.region).with("--size", d.s.Name).with("--image", image)
	}
	c.with("--accelerated-networking", "true")
	if !g.scaleSet {
		// A scale set's VMs get no public IP unless asked (--public-ip-per-vm).
		c.with("--public-ip-address", "")
	}
	c.with("--admin-username", adminUser)
	if !d.win {
		c.on("--generate-ssh-keys")
	} else if d.a.HybridBenefit && d.a.Task != advisor.Render {
		c.with("--license-type", "Windows_Server")
	}
	if g.spot {
		c.with("--priority", "Spot").with("--eviction-policy", "Deallocate").with("--max-price", "-1")
	}
	return c
}

func (d *deployment) driverStep() Step {
	st := Step{ID: "driver", Title: words.DeployStepDriver}
	add := func(l Line) { st.Lines = append(st.Lines, l) }
	dr, series := d.driver, words.S(d.s.Series)
	switch {
	case d.extensionPath():
		if dr.GRID {
			add(Line{Comment: words.M(words.CmtDriverGRID, words.S(dr.Extension), series)})
		} else {
			add(Line{Comment: words.M(words.CmtDriverExtension, words.S(dr.Extension), series)})
		}
		for _, g := range d.groups {
			var c *Command
			if g.scaleSet {
				c = az("vmss", "extension", "set").with("--resource-group", d.names.ResourceGroup).with("--vmss-name", g.name)
			} else {
				c = az("vm", "extension", "set").with("--resource-group", d.names.ResourceGroup).with("--vm-name", g.name)
			}
			c.with("--name", dr.Extension).with("--publisher", advisor.ExtensionPublisher)
			if dr.Version != "" {
				c.with("--version", dr.Version)
			}
			add(Line{Cmd: c})
			if g.scaleSet {
				add(Line{Comment: words.M(words.CmtDriverRollOut)})
				add(Line{Cmd: az("vmss", "update-instances").with("--resource-group", d.names.ResourceGroup).with("--name", g.name).with("--instance-ids", "*")})
			}
		}
	case dr.Kind == advisor.DriverArm64Image:
		add(Line{Comment: words.M(words.CmtDriverArm64)})
	case d.hpcImage():
		add(Line{Comment: words.M(words.CmtDriverInImage, series)})
		if dr.NVSwitch {
			add(Line{Comment: words.M(words.CmtDriverFabric, words.S("systemctl status nvidia-fabricmanager"))})
		}
	case dr.Kind == advisor.DriverROCm:
		add(Line{Comment: words.M(words.CmtDriverROCm, series)})
	case dr.Kind == advisor.DriverVGPU:
		add(Line{Comment: words.M(words.CmtDriverVGPU, series)})
	case dr.Kind == advisor.DriverWindowsManual:
		add(Line{Comment: words.M(words.CmtDriverWindows, series)})
	default:
		add(Line{Comment: words.M(words.CmtDriverUbuntu, series, words.S("sudo ubuntu-drivers install"))})
	}
	verify := "nvidia-smi"
	if d.p.Vendor == catalog.AMD {
		verify = "amd-smi list"
		if d.win {
			verify = "Device Manager → Display adapters"
		}
	}
	add(Line{Comment: words.M(words.CmtVerify, words.S(verify))})
	return st
}

// shutdownStep stops what does not run around the clock: a daily
// auto-shutdown for a VM; a scale set has none, so its stop and start.
func (d *deployment) shutdownStep() (Step, bool) {
	st := Step{ID: "shutdown", Title: words.DeployStepShutdown}
	add := func(l Line) { st.Lines = append(st.Lines, l) }
	hours := words.N(d.a.HoursPerMonth)
	for _, g := range d.groups {
		if g.alwaysOn {
			continue
		}
		if g.scaleSet {
			add(Line{Comment: words.M(words.CmtShutdownScaleSet, hours)})
			add(Line{Cmd: az("vmss", "deallocate").with("--resource-group", d.names.ResourceGroup).with("--name", g.name)})
			add(Line{Cmd: az("vmss", "start").with("--resource-group", d.names.ResourceGroup).with("--name", g.name)})
			continue
		}
		add(Line{Comment: words.M(words.CmtShutdown, hours, words.S(shutdownAt[:2]+":"+shutdownAt[2:]))})
		add(Line{Cmd: az("vm", "auto-shutdown").with("--resource-group", d.names.ResourceGroup).with("--name", g.name).with("--time", shutdownAt)})
	}
	return st, len(st.Lines) > 0
}

func (d *deployment) bicepStep() Step {
	return Step{ID: "bicep", Title: words.DeployStepBicep, Lines: []Line{
		{Comment: words.M(words.CmtBicepRun)},
		{Cmd: az("deployment", "group", "create").with("--resource-group", d.names.ResourceGroup).with("--template-file", "main.bicep")},
	}}
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
