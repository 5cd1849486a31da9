package deploy

import (
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// API versions of the resources in the Bicep file, each a stable version in
// Azure/azure-rest-api-specs (specification/compute/.../ComputeRP/stable/2023-09-01,
// specification/network/.../stable/2023-09-01, DevTestLab stable 2018-09-15).
const (
	apiCompute    = "2023-09-01"
	apiNetwork    = "2023-09-01"
	apiDevTestLab = "2018-09-15"
)

// Bicep is a Bicep file whose comments are messages, written in the page's
// language.
type Bicep struct{ lines []bline }

type bline struct {
	indent  int
	code    string
	comment words.Text
}

// Text is the file, comments in l.
func (b Bicep) Text(l words.Lang) string {
	var sb strings.Builder
	for _, ln := range b.lines {
		for range ln.indent {
			sb.WriteString("  ")
		}
		if ln.comment != nil {
			sb.WriteString(comment("// ", ln.comment.In(l)))
		} else {
			sb.WriteString(ln.code)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// bstr is a Bicep string literal: backslash, quote and interpolation escaped.
func bstr(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `'`, `\'`)
	s = strings.ReplaceAll(s, "${", `\${`)
	return "'" + s + "'"
}

type bicepWriter struct {
	b      Bicep
	indent int
}

// code adds lines of Bicep, indented by their brackets. Whole blocks are
// written as one string: a call per line is more wasm code than the text.
func (w *bicepWriter) code(src string) {
	for _, code := range strings.Split(src, "\n") {
		code = strings.TrimSpace(code)
		if strings.HasPrefix(code, "}") || strings.HasPrefix(code, "]") {
			w.indent--
		}
		w.b.lines = append(w.b.lines, bline{indent: w.indent, code: code})
		if strings.HasSuffix(code, "{") || strings.HasSuffix(code, "[") {
			w.indent++
		}
	}
}

func (w *bicepWriter) note(id words.ID, args ...string) { w.noteText(text(id, args)) }

func (w *bicepWriter) noteText(t words.Text) {
	w.b.lines = append(w.b.lines, bline{indent: w.indent, comment: t})
}

func (d *deployment) bicep() Bicep {
	w := &bicepWriter{}
	w.noteText(words.M(words.CmtBicepParams, words.S(d.s.Name), d.where))
	w.code("param location string = " + bstr(d.region))
	if d.win {
		w.code("@maxLength(15)")
	}
	w.code("param vmName string = " + bstr(d.names.VM) + "\nparam adminUsername string = " + bstr(adminUser))
	if d.win {
		w.code("@secure()\nparam adminPassword string")
	} else {
		w.code("param adminPublicKey string")
	}
	w.noteText(d.imageC)
	// The image's URN parts, each with its default when the image is a URN
	// ($IMAGE is not: the person passes them).
	urn := strings.Split(d.image, ":")
	for i, param := range [...]string{"imagePublisher", "imageOffer", "imageSku"} {
		line := "param " + param + " string"
		if len(urn) == 4 {
			line += " = " + bstr(urn[i])
		}
		w.code(line)
	}
	w.code("\nvar vmSize = " + bstr(d.s.Name) + "\n")
	w.note(words.CmtNoPublicIP)
	w.code(`resource vnet 'Microsoft.Network/virtualNetworks@` + apiNetwork + `' = {
name: '${vmName}-vnet'
location: location
properties: {
addressSpace: {
addressPrefixes: [
'10.0.0.0/16'
]
}
subnets: [
{
name: 'default'
properties: {
addressPrefix: '10.0.0.0/24'
}
}
]
}
}`)
	for i, g := range d.groups {
		w.code("")
		// suffix is the generator's own ("-base", "-flex"), never typed text.
		suffix := strings.TrimPrefix(g.name, d.names.VM)
		name := "vmName"
		if suffix != "" {
			name = "'${vmName}" + suffix + "'"
		}
		sym := "g" + strconv.Itoa(i)
		d.bicepGroup(w, g, sym, name, suffix)
	}
	return w.b
}

// bicepGroup writes a group's VMs as the resource sym: a VM with its
// network interface, or a scale set. Between how each begins and ends,
// both write the same profile.
func (d *deployment) bicepGroup(w *bicepWriter, g group, sym, name, suffix string) {
	accel := strconv.FormatBool(advisor.AcceleratedNetworking(d.s.Series)) // [ncc-size]
	// What differs: the resource up to the VMs' profile, the computer
	// name, the network interfaces and the brackets that close it.
	var head, computer, network, end string
	if g.scaleSet {
		w.noteText(g.comment)
		placement := ""
		if g.single != "" {
			placement = "\nsinglePlacementGroup: " + g.single
		}
		head = `resource ` + sym + ` 'Microsoft.Compute/virtualMachineScaleSets@` + apiCompute + `' = {
name: ` + name + `
location: location
sku: {
name: vmSize
tier: 'Standard'
capacity: ` + strconv.Itoa(g.vms) + `
}
properties: {
orchestrationMode: 'Uniform'
overprovision: false` + placement + `
upgradePolicy: {
mode: 'Manual'
}
virtualMachineProfile: {`
		// Windows allows 9 characters; the part's word ("base", "flex")
		// stays whole so two scale sets never share a prefix.
		part := strings.ReplaceAll(suffix, "-", "")
		computer = "computerNamePrefix: '${take(replace(vmName, '-', ''), " + strconv.Itoa(9-len(part)) + ")}" + part + "'"
		network = `networkInterfaceConfigurations: [
{
name: 'nic'
properties: {
primary: true
enableAcceleratedNetworking: ` + accel + `
ipConfigurations: [
{
name: 'ipconfig1'
properties: {
subnet: {
id: vnet.properties.subnets[0].id
}
}
}
]
}
}
]`
		end = "}\n}\n}"
	} else {
		w.code(`resource ` + sym + `nic 'Microsoft.Network/networkInterfaces@` + apiNetwork + `' = {
name: '${vmName}` + suffix + `-nic'
location: location
properties: {
enableAcceleratedNetworking: ` + accel + `
ipConfigurations: [
{
name: 'ipconfig1'
properties: {
privateIPAllocationMethod: 'Dynamic'
subnet: {
id: vnet.properties.subnets[0].id
}
}
}
]
}
}
`)
		head = `resource ` + sym + ` 'Microsoft.Compute/virtualMachines@` + apiCompute + `' = {
name: ` + name + `
location: location
properties: {
hardwareProfile: {
vmSize: vmSize
}`
		computer = "computerName: " + name
		network = "networkInterfaces: [\n{\nid: " + sym + "nic.id\n}\n]"
		end = "}\n}"
	}
	if g.spot {
		w.note(words.CmtSpot)
	}
	w.code(head)
	if g.spot {
		// On Spot, evicted for capacity only, as spotFlags and evict do.
		w.code("priority: 'Spot'\nevictionPolicy: '" + g.evict() + "'\nbillingProfile: {\nmaxPrice: -1\n}")
	}
	// What a VM and a scale set's VMs share: the image and disks, then
	// the OS profile: the computer name, the administrator and how they
	// sign in; then the network.
	disk, security := "", ""
	if d.confidential {
		// [cgpu]: ConfidentialVM, the OS disk encrypted with the VM guest
		// state, Secure Boot and vTPM on.
		disk = "\nsecurityProfile: {\nsecurityEncryptionType: 'DiskWithVMGuestState'\n}"
		security = "\nsecurityProfile: {\nsecurityType: 'ConfidentialVM'\nuefiSettings: {\nsecureBootEnabled: true\nvTpmEnabled: true\n}\n}"
	}
	// How the administrator signs in: a password on Windows, an SSH key on Linux.
	signIn := `
linuxConfiguration: {
disablePasswordAuthentication: true
ssh: {
publicKeys: [
{
path: '/home/${adminUsername}/.ssh/authorized_keys'
keyData: adminPublicKey
}
]
}
}`
	if d.win {
		signIn = "\nadminPassword: adminPassword"
	}
	w.code(`storageProfile: {
imageReference: {
publisher: imagePublisher
offer: imageOffer
sku: imageSku
version: 'latest'
}
osDisk: {
createOption: 'FromImage'
managedDisk: {
storageAccountType: 'Premium_LRS'` + disk + `
}
}
}` + security + "\nosProfile: {\n" + computer + "\nadminUsername: adminUsername" + signIn + "\n}\nnetworkProfile: {\n" + network + "\n}")
	// The driver extension's properties, as a scale set's profile and a
	// VM's extension resource both write them.
	version := ""
	if d.driver.Version != "" {
		version = "\ntypeHandlerVersion: " + bstr(d.driver.Version)
	}
	extension := "properties: {\npublisher: " + bstr(advisor.ExtensionPublisher) + "\ntype: " + bstr(d.driver.Extension) + version + "\nautoUpgradeMinorVersion: true\n}"
	if g.scaleSet && d.extension {
		w.noteText(d.extensionC)
		w.code("extensionProfile: {\nextensions: [\n{\nname: " + bstr(d.driver.Extension) + "\n" + extension + "\n}\n]\n}")
	}
	if d.licence != "" {
		w.noteText(d.licenceC)
		w.code("licenseType: " + bstr(d.licence))
	}
	w.code(end)
	if g.scaleSet {
		if !g.alwaysOn {
			w.note(words.CmtShutdownScaleSet, words.Number(d.a.HoursPerMonth))
		}
		return
	}
	if d.extension {
		w.code("")
		w.noteText(d.extensionC)
		w.code(`resource ` + sym + `driver 'Microsoft.Compute/virtualMachines/extensions@` + apiCompute + `' = {
parent: ` + sym + `
name: ` + bstr(d.driver.Extension) + `
location: location
` + extension + `
}`)
	}
	if !g.alwaysOn {
		w.code("")
		w.note(words.CmtShutdown, words.Number(d.a.HoursPerMonth), shutdownClock)
		w.code(`resource ` + sym + `shutdown 'Microsoft.DevTestLab/schedules@` + apiDevTestLab + `' = {
name: 'shutdown-computevm-${vmName}` + suffix + `'
location: location
properties: {
status: 'Enabled'
taskType: 'ComputeVmShutdownTask'
dailyRecurrence: {
time: ` + bstr(shutdownAt) + `
}
timeZoneId: 'UTC'
targetResourceId: ` + sym + `.id
}
}`)
	}
}
