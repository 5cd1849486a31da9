package deploy

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// No Bicep CLI can be installed from the registries this project reaches
// (Debian has no bicep package; npm and the Go module proxy carry none; it
// ships on NuGet and GitHub releases only), so the file is checked for its
// structure: brackets balance outside strings, every resource names a type
// and an API version that Azure publishes, and every name it uses is
// declared above its use.

// apiVersions are the stable API versions of the types the generator writes
// (Azure/azure-rest-api-specs: Microsoft.Compute ComputeRP/stable/2023-09-01,
// Microsoft.Network stable/2023-09-01, Microsoft.DevTestLab stable/2018-09-15).
var apiVersions = map[string][]string{
	"Microsoft.Compute/virtualMachines":            {"2023-09-01"},
	"Microsoft.Compute/virtualMachines/extensions": {"2023-09-01"},
	"Microsoft.Compute/virtualMachineScaleSets":    {"2023-09-01"},
	"Microsoft.Network/virtualNetworks":            {"2023-09-01"},
	"Microsoft.Network/networkInterfaces":          {"2023-09-01"},
	"Microsoft.DevTestLab/schedules":               {"2018-09-15"},
}

// builtins are Bicep's own words and functions the file may use.
var builtins = map[string]bool{
	"param": true, "var": true, "resource": true, "string": true, "int": true, "bool": true,
	"true": true, "false": true, "take": true, "replace": true, "existing": true,
}

var (
	resourceRE = regexp.MustCompile(`^resource (\w+) '([^'@]+)@([0-9]{4}-[0-9]{2}-[0-9]{2}(?:-preview)?)' = \{$`)
	declRE     = regexp.MustCompile(`^(param|var) (\w+)\b`)
	keyRE      = regexp.MustCompile(`^\s*(\w+):`)
	identRE    = regexp.MustCompile(`[A-Za-z_]\w*`)
)

// checkBicep returns what is wrong with the file.
func checkBicep(src string) []string {
	var errs []string
	declared := map[string]bool{}
	var stack []byte
	resources := 0
	for n, line := range strings.Split(src, "\n") {
		at := func(msg string) { errs = append(errs, "line "+itoa(n+1)+": "+msg+": "+line) }
		trim := strings.TrimSpace(line)
		if strings.HasPrefix(trim, "//") || trim == "" {
			continue
		}
		if strings.HasPrefix(trim, "@") {
			if !regexp.MustCompile(`^@(secure\(\)|maxLength\(\d+\)|description\('[^']*'\))$`).MatchString(trim) {
				at("unknown decorator")
			}
			continue
		}
		code, strs := splitStrings(trim)
		if strs < 0 {
			at("unterminated string")
			continue
		}
		if m := resourceRE.FindStringSubmatch(trim); m != nil {
			resources++
			if !slices.Contains(apiVersions[m[2]], m[3]) {
				at("type or API version not published: " + m[2] + "@" + m[3])
			}
			if declared[m[1]] {
				at("declared twice: " + m[1])
			}
			declared[m[1]] = true
			code = "{"
		} else if strings.HasPrefix(trim, "resource ") {
			at("resource without type@apiVersion")
		}
		if m := declRE.FindStringSubmatch(trim); m != nil {
			if declared[m[2]] {
				at("declared twice: " + m[2])
			}
			// The declaration's own value may not use the name itself: it
			// counts as declared from the next line.
			code = strings.TrimPrefix(code, m[1]+" "+m[2])
		}
		// Names used: every identifier outside strings that is not a key.
		use := keyRE.ReplaceAllString(code, "")
		for _, id := range identRE.FindAllString(use, -1) {
			if builtins[id] || isProperty(use, id) {
				continue
			}
			if !declared[id] {
				at("uses " + id + " before declaring it")
			}
		}
		for _, id := range interpolations(trim) {
			if !declared[id] {
				at("interpolates " + id + " before declaring it")
			}
		}
		for i := 0; i < len(code); i++ {
			switch c := code[i]; c {
			case '{', '[', '(':
				stack = append(stack, c)
			case '}', ']', ')':
				open := map[byte]byte{'}': '{', ']': '[', ')': '('}[c]
				if len(stack) == 0 || stack[len(stack)-1] != open {
					at("unbalanced " + string(c))
					return errs
				}
				stack = stack[:len(stack)-1]
			}
		}
		if m := declRE.FindStringSubmatch(trim); m != nil {
			declared[m[2]] = true
		}
	}
	if len(stack) > 0 {
		errs = append(errs, "unclosed "+string(stack))
	}
	if resources == 0 {
		errs = append(errs, "no resource")
	}
	return errs
}

// splitStrings blanks out the single-quoted strings of a line (Bicep escapes
// a quote as \'), returning the code around them and how many there were;
// -1 when a string does not end.
func splitStrings(line string) (string, int) {
	var b strings.Builder
	n, in := 0, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case in && c == '\\':
			i++
		case c == '\'':
			if !in {
				n++
				b.WriteString("''")
			}
			in = !in
		case !in:
			b.WriteByte(c)
		}
	}
	if in {
		return "", -1
	}
	return b.String(), n
}

// interpolations are the names inside ${…} of the line's strings.
func interpolations(line string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`\$\{([^}]*)\}`).FindAllStringSubmatch(line, -1) {
		for _, id := range identRE.FindAllString(m[1], -1) {
			if !builtins[id] {
				out = append(out, id)
			}
		}
	}
	return out
}

// isProperty reports whether id follows a dot (vnet.properties) or is a
// resource's body keyword, which are not names to declare.
func isProperty(code, id string) bool {
	i := strings.Index(code, id)
	for i >= 0 {
		if i > 0 && code[i-1] == '.' {
			return true
		}
		j := strings.Index(code[i+len(id):], id)
		if j < 0 {
			break
		}
		i += len(id) + j
	}
	return false
}

func itoa(n int) string { return words.Number(float64(n)) }

func TestBicepIsWellFormed(t *testing.T) {
	for _, tc := range grid {
		for _, l := range []words.Lang{words.En, words.Zh} {
			t.Run(tc.scenario+"/"+l.Key(), func(t *testing.T) {
				plan := planFor(t, tc.query, Names{VM: "train-01"})
				src := plan.Bicep.Text(l)
				for _, e := range checkBicep(src) {
					t.Error(e)
				}
				if !strings.Contains(src, "var vmSize = '"+plan.Size+"'") || !strings.Contains(src, "param location string = '"+plan.Region+"'") {
					t.Errorf("the Bicep does not deploy %s in %s:\n%s", plan.Size, plan.Region, src)
				}
				if t.Failed() {
					t.Log(src)
				}
			})
		}
	}
}

// TestBicepCheckFails: the structural check catches what it is for.
func TestBicepCheckFails(t *testing.T) {
	good := "param location string = 'x'\nresource vnet 'Microsoft.Network/virtualNetworks@2023-09-01' = {\n  name: 'v'\n  location: location\n}\n"
	if errs := checkBicep(good); len(errs) > 0 {
		t.Fatalf("a good file fails: %v", errs)
	}
	for _, tc := range []struct{ scenario, src string }{
		{"unbalanced", strings.TrimSuffix(good, "}\n")},
		{"made-up API version", strings.Replace(good, "2023-09-01", "2023-13-01", 1)},
		{"unknown type", strings.Replace(good, "virtualNetworks", "virtualNetwork", 1)},
		{"used before declared", strings.Replace(good, "location: location", "location: where", 1)},
		{"interpolated before declared", strings.Replace(good, "name: 'v'", "name: '${vmName}-v'", 1)},
		{"unterminated string", strings.Replace(good, "name: 'v'", "name: 'v", 1)},
		{"escaped quote ends nothing", strings.Replace(good, "name: 'v'", `name: 'v\'`, 1)},
	} {
		if errs := checkBicep(tc.src); len(errs) == 0 {
			t.Errorf("%s: no error for\n%s", tc.scenario, tc.src)
		}
	}
}

func TestBicepStrings(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"gpu-vm", "'gpu-vm'"},
		{"it's", `'it\'s'`},
		{"${x}", `'\${x}'`},
		{`a\b`, `'a\\b'`},
	} {
		if got := bstr(tc.in); got != tc.want {
			t.Errorf("bstr(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}
