package deploy

import (
	"strconv"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Names are the names the person gives the resources. They are the only
// values in the commands that do not come from the catalog, so each is
// checked against Azure's naming rules (a subset: ASCII only) and replaced
// by the default when it breaks them.
type Names struct {
	_ incomparable
	// ResourceGroup is the resource group.
	ResourceGroup string
	// VM is the VM's name, or the scale set's.
	VM string
}

// The default names.
const (
	DefaultResourceGroup = "gpu-advisor-rg"
	DefaultVM            = "gpu-vm"
)

// check returns the names to use, with a note for each name replaced.
// maxVM is the longest VM name the deployment allows.
func (n Names) check(maxVM int) (Names, []words.Text) {
	var notes []words.Text
	out := n
	// The resource group rules: 1–90 letters, digits, '.', '_', '-', '('
	// and ')', not ending in '.'; and not starting with '-', which az would
	// read as an option.
	if rg := out.ResourceGroup; rg == "" {
		out.ResourceGroup = DefaultResourceGroup
	} else if len(rg) > 90 || rg[len(rg)-1] == '.' || rg[0] == '-' || !only(rg, alnum+"._-()") {
		notes = append(notes, text(words.DeployBadName, []string{printable(n.ResourceGroup), "A-Z a-z 0-9 . _ - ( ), ≤ 90", DefaultResourceGroup}))
		out.ResourceGroup = DefaultResourceGroup
	}
	// The VM name rules kept to what is valid everywhere the name is used
	// (VM, scale set, computer name, Bicep string): 1–maxVM letters, digits
	// and '-', starting with a letter or digit, not ending in '-', not all
	// digits (Windows).
	if vm := out.VM; vm == "" {
		out.VM = DefaultVM
	} else if len(vm) > maxVM || vm[0] == '-' || vm[len(vm)-1] == '-' || !only(vm, alnum+"-") || only(vm, digits) {
		notes = append(notes, text(words.DeployBadName, []string{printable(n.VM), "A-Z a-z 0-9 -, ≤ " + strconv.Itoa(maxVM), DefaultVM}))
		out.VM = DefaultVM
	}
	return out, notes
}

// printable shortens a rejected name for the note and drops control
// characters, so the note itself cannot be abused.
func printable(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		r = append(r[:40], '…')
	}
	out := r[:0]
	for _, c := range r {
		if c >= 0x20 && c != 0x7f {
			out = append(out, c)
		}
	}
	return string(out)
}

// incomparable, as a struct's first field (where it adds no padding), makes
// the struct a type that == does not take, so the compiler writes no
// equality function for it into the wasm.
type incomparable [0]func()
