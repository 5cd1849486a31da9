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
		sb.WriteString(strings.Repeat("  ", ln.indent))
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

func (w *bicepWriter) line(code string) {
	if strings.HasPrefix(code, "}") || strings.HasPrefix(code, "]") {
		w.indent--
	}
	w.b.lines = append(w.b.lines, bline{indent: w.indent, code: code})
	if strings.HasSuffix(code, "{") || strings.HasSuffix(code, "[") {
		w.indent++
	}
}

func (w *bicepWriter) note(t words.Text) {
	w.b.lines = append(w.b.lines, bline{indent: w.indent, comment: t})
}

func (d *deployment) bicep() Bicep {
	w := &bicepWriter{}
	w.note(words.M(words.CmtBicepParams, words.S(d.s.Name), words.S(d.region)))
	w.line("param location string = " + bstr(d.region))
	if d.win {
		w.line("@maxLength(15)")
	}
	w.line("param vmName string = " + bstr(d.names.VM))
	w.line("param adminUsername string = " + bstr(adminUser))
	if d.win {
		w.line("@secure()")
		w.line("param adminPassword string")
	} else {
		w.line("param adminPublicKey string")
	}
	w.note(d.imageC)
	if parts := strings.Split(d.image, ":"); len(parts) == 4 {
		w.line("param imagePublisher string = " + bstr(parts[0]))
		w.line("param imageOffer string = " + bstr(parts[1]))
		w.line("param imageSku string = " + bstr(parts[2]))
	} else {
		w.line("param imagePublisher string")
		w.line("param imageOffer string")
		w.line("param imageSku string")
	}
	w.line("")
	w.line("var vmSize = " + bstr(d.s.Name))
	w.line("")
	w.note(words.M(words.CmtNoPublicIP))
	w.line("resource vnet 'Microsoft.Network/virtualNetworks@" + apiNetwork + "' = {")
	w.line("name: '${vmName}-vnet'")
	w.line("location: location")
	w.line("properties: {")
	w.line("addressSpace: {")
	w.line("addressPrefixes: [")
	w.line("'10.0.0.0/16'")
	w.line("]")
	w.line("}")
	w.line("subnets: [")
	w.line("{")
	w.line("name: 'default'")
	w.line("properties: {")
	w.line("addressPrefix: '10.0.0.0/24'")
	w.line("}")
	w.line("}")
	w.line("]")
	w.line("}")
	w.line("}")
	for i, g := range d.groups {
		w.line("")
		// suffix is the generator's own ("-base", "-flex"), never typed text.
		suffix := strings.TrimPrefix(g.name, d.names.VM)
		name := "vmName"
		if suffix != "" {
			name = "'${vmName}" + suffix + "'"
		}
		sym := "g" + strconv.Itoa(i)
		if g.scaleSet {
			d.bicepScaleSet(w, g, sym, name, suffix)
		} else {
			d.bicepVM(w, g, sym, name, suffix)
		}
	}
	return w.b
}

func (d *deployment) bicepVM(w *bicepWriter, g group, sym, name, suffix string) {
	w.line("resource " + sym + "nic 'Microsoft.Network/networkInterfaces@" + apiNetwork + "' = {")
	w.line("name: '${vmName}" + suffix + "-nic'")
	w.line("location: location")
	w.line("properties: {")
	w.line("enableAcceleratedNetworking: true")
	w.line("ipConfigurations: [")
	w.line("{")
	w.line("name: 'ipconfig1'")
	w.line("properties: {")
	w.line("privateIPAllocationMethod: 'Dynamic'")
	w.line("subnet: {")
	w.line("id: vnet.properties.subnets[0].id")
	w.line("}")
	w.line("}")
	w.line("}")
	w.line("]")
	w.line("}")
	w.line("}")
	w.line("")
	if g.spot {
		w.note(words.M(words.CmtSpot))
	}
	w.line("resource " + sym + " 'Microsoft.Compute/virtualMachines@" + apiCompute + "' = {")
	w.line("name: " + name)
	w.line("location: location")
	w.line("properties: {")
	w.line("hardwareProfile: {")
	w.line("vmSize: vmSize")
	w.line("}")
	d.bicepSpot(w, g)
	d.bicepStorage(w)
	w.line("osProfile: {")
	w.line("computerName: " + name)
	d.bicepAdmin(w)
	w.line("}")
	w.line("networkProfile: {")
	w.line("networkInterfaces: [")
	w.line("{")
	w.line("id: " + sym + "nic.id")
	w.line("}")
	w.line("]")
	w.line("}")
	d.bicepLicence(w)
	w.line("}")
	w.line("}")
	if d.extensionPath() {
		w.line("")
		d.bicepDriverNote(w)
		w.line("resource " + sym + "driver 'Microsoft.Compute/virtualMachines/extensions@" + apiCompute + "' = {")
		w.line("parent: " + sym)
		w.line("name: " + bstr(d.driver.Extension))
		w.line("location: location")
		d.bicepExtensionProperties(w)
		w.line("}")
	}
	if !g.alwaysOn {
		w.line("")
		w.note(words.M(words.CmtShutdown, words.N(d.a.HoursPerMonth), words.S(shutdownAt[:2]+":"+shutdownAt[2:])))
		w.line("resource " + sym + "shutdown 'Microsoft.DevTestLab/schedules@" + apiDevTestLab + "' = {")
		w.line("name: 'shutdown-computevm-${vmName}" + suffix + "'")
		w.line("location: location")
		w.line("properties: {")
		w.line("status: 'Enabled'")
		w.line("taskType: 'ComputeVmShutdownTask'")
		w.line("dailyRecurrence: {")
		w.line("time: " + bstr(shutdownAt))
		w.line("}")
		w.line("timeZoneId: 'UTC'")
		w.line("targetResourceId: " + sym + ".id")
		w.line("}")
		w.line("}")
	}
}

func (d *deployment) bicepScaleSet(w *bicepWriter, g group, sym, name, suffix string) {
	w.note(g.comment)
	if g.spot {
		w.note(words.M(words.CmtSpot))
	}
	w.line("resource " + sym + " 'Microsoft.Compute/virtualMachineScaleSets@" + apiCompute + "' = {")
	w.line("name: " + name)
	w.line("location: location")
	w.line("sku: {")
	w.line("name: vmSize")
	w.line("tier: 'Standard'")
	w.line("capacity: " + strconv.Itoa(g.vms))
	w.line("}")
	w.line("properties: {")
	w.line("orchestrationMode: 'Uniform'")
	w.line("overprovision: false")
	if d.s.InfiniBand {
		w.line("singlePlacementGroup: true")
	}
	w.line("upgradePolicy: {")
	w.line("mode: 'Manual'")
	w.line("}")
	w.line("virtualMachineProfile: {")
	d.bicepSpot(w, g)
	d.bicepStorage(w)
	w.line("osProfile: {")
	// Windows allows 9 characters; the part's word ("base", "flex") stays
	// whole so two scale sets never share a prefix.
	part := strings.TrimPrefix(suffix, "-")
	w.line("computerNamePrefix: '${take(replace(vmName, '-', ''), " + strconv.Itoa(9-len(part)) + ")}" + part + "'")
	d.bicepAdmin(w)
	w.line("}")
	w.line("networkProfile: {")
	w.line("networkInterfaceConfigurations: [")
	w.line("{")
	w.line("name: 'nic'")
	w.line("properties: {")
	w.line("primary: true")
	w.line("enableAcceleratedNetworking: true")
	w.line("ipConfigurations: [")
	w.line("{")
	w.line("name: 'ipconfig1'")
	w.line("properties: {")
	w.line("subnet: {")
	w.line("id: vnet.properties.subnets[0].id")
	w.line("}")
	w.line("}")
	w.line("}")
	w.line("]")
	w.line("}")
	w.line("}")
	w.line("]")
	w.line("}")
	if d.extensionPath() {
		d.bicepDriverNote(w)
		w.line("extensionProfile: {")
		w.line("extensions: [")
		w.line("{")
		w.line("name: " + bstr(d.driver.Extension))
		d.bicepExtensionProperties(w)
		w.line("}")
		w.line("]")
		w.line("}")
	}
	d.bicepLicence(w)
	w.line("}")
	w.line("}")
	w.line("}")
	if !g.alwaysOn {
		w.note(words.M(words.CmtShutdownScaleSet, words.N(d.a.HoursPerMonth)))
	}
}

func (d *deployment) bicepSpot(w *bicepWriter, g group) {
	if !g.spot {
		return
	}
	w.line("priority: 'Spot'")
	w.line("evictionPolicy: 'Deallocate'")
	w.line("billingProfile: {")
	w.line("maxPrice: -1")
	w.line("}")
}

func (d *deployment) bicepStorage(w *bicepWriter) {
	w.line("storageProfile: {")
	w.line("imageReference: {")
	w.line("publisher: imagePublisher")
	w.line("offer: imageOffer")
	w.line("sku: imageSku")
	w.line("version: 'latest'")
	w.line("}")
	w.line("osDisk: {")
	w.line("createOption: 'FromImage'")
	w.line("managedDisk: {")
	w.line("storageAccountType: 'Premium_LRS'")
	w.line("}")
	w.line("}")
	w.line("}")
}

func (d *deployment) bicepAdmin(w *bicepWriter) {
	w.line("adminUsername: adminUsername")
	if d.win {
		w.line("adminPassword: adminPassword")
		return
	}
	w.line("linuxConfiguration: {")
	w.line("disablePasswordAuthentication: true")
	w.line("ssh: {")
	w.line("publicKeys: [")
	w.line("{")
	w.line("path: '/home/${adminUsername}/.ssh/authorized_keys'")
	w.line("keyData: adminPublicKey")
	w.line("}")
	w.line("]")
	w.line("}")
	w.line("}")
}

func (d *deployment) bicepLicence(w *bicepWriter) {
	if d.win && d.a.HybridBenefit && d.a.Task != advisor.Render {
		w.note(words.M(words.CmtHybridBenefit))
		w.line("licenseType: 'Windows_Server'")
	}
}

func (d *deployment) bicepDriverNote(w *bicepWriter) {
	if d.driver.GRID {
		w.note(words.M(words.CmtDriverGRID, words.S(d.driver.Extension), words.S(d.s.Series)))
	} else {
		w.note(words.M(words.CmtDriverExtension, words.S(d.driver.Extension), words.S(d.s.Series)))
	}
}

func (d *deployment) bicepExtensionProperties(w *bicepWriter) {
	w.line("properties: {")
	w.line("publisher: " + bstr(advisor.ExtensionPublisher))
	w.line("type: " + bstr(d.driver.Extension))
	if d.driver.Version != "" {
		w.line("typeHandlerVersion: " + bstr(d.driver.Version))
	}
	w.line("autoUpgradeMinorVersion: true")
	w.line("}")
}
