package deploy

import (
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// commandLines counts a script's az commands (a comment may name az in
// one language and Azure CLI in the other).
func commandLines(script string) (n int) {
	for _, line := range strings.Split(script, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "az ") {
			n++
		}
	}
	return n
}

// TestFlagsExistInAzureCLI runs az <command> --help for every command the
// generator writes over the grid, and checks each flag it uses is in that
// help. Debian's azure-cli (make azcli) answers --help offline.
func TestFlagsExistInAzureCLI(t *testing.T) {
	azPath, err := exec.LookPath("az")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("az is not installed (make azcli installs Debian's azure-cli)")
		}
		t.Skip("az is not installed: run make azcli to check the generated commands against the Azure CLI")
	}
	used := map[string]map[string]bool{} // command path → flags
	for _, tc := range grid {
		for _, names := range []Names{{}, {ResourceGroup: "rg1", VM: "vm1"}} {
			plan := planFor(t, tc.query, names)
			for _, st := range plan.Steps {
				for _, c := range st.Commands() {
					key := strings.Join(c.Path, " ")
					if used[key] == nil {
						used[key] = map[string]bool{}
					}
					for _, f := range c.Flags {
						used[key][f.Name] = true
					}
				}
			}
		}
	}
	keys := make([]string, 0, len(used))
	for k := range used {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	flagRE := regexp.MustCompile(`(?m)^\s+(--[a-z0-9-]+)((?:\s+-{1,2}[a-z0-9-]+)*)`)
	// az keeps its settings in a directory of the test's own, never ~/.azure.
	latest, hybrid := t.TempDir(), t.TempDir()
	help := func(dir string, args ...string) ([]byte, error) {
		cmd := exec.Command(azPath, args...)
		cmd.Env = append(os.Environ(), "AZURE_CONFIG_DIR="+dir, "AZURE_CORE_COLLECT_TELEMETRY=false")
		return cmd.CombinedOutput()
	}
	var hybridOnce sync.Once
	for _, key := range keys {
		t.Run(key, func(t *testing.T) {
			t.Parallel()
			out, err := help(latest, append(strings.Fields(key), "--help")...)
			if err != nil && strings.Contains(string(out), "No module named 'azure.mgmt.") {
				// Debian's azure-cli 2.45 ships an SDK without the API version
				// some commands load under the latest profile (az vm list-usage
				// needs azure.mgmt.compute.v2022_11_01); the 2020-09-01-hybrid
				// profile loads one it has, with the same flags.
				hybridOnce.Do(func() {
					if out, err := help(hybrid, "cloud", "set", "--name", "AzureCloud", "--profile", "2020-09-01-hybrid"); err != nil {
						t.Logf("az cloud set --profile 2020-09-01-hybrid: %v\n%s", err, out)
					}
				})
				t.Logf("az %s --help fails under the latest profile (a module missing from Debian's SDK); reading it under 2020-09-01-hybrid", key)
				out, err = help(hybrid, append(strings.Fields(key), "--help")...)
			}
			if err != nil {
				t.Fatalf("az %s --help: %v\n%s", key, err, out)
			}
			known := map[string]bool{}
			for _, m := range flagRE.FindAllStringSubmatch(string(out), -1) {
				known[m[1]] = true
				for _, alias := range strings.Fields(m[2]) {
					known[alias] = true
				}
			}
			if len(known) == 0 {
				t.Fatalf("az %s --help lists no flags:\n%s", key, out)
			}
			for f := range used[key] {
				if !known[f] {
					t.Errorf("az %s has no flag %s", key, f)
				}
			}
		})
	}
}

// TestPastable: every step pastes into bash as it is: no placeholder left to
// fill in, and every variable a command reads is set by an earlier line.
func TestPastable(t *testing.T) {
	use := regexp.MustCompile(`\$([A-Z_]+)`)
	for _, tc := range grid {
		t.Run(tc.scenario, func(t *testing.T) {
			plan := planFor(t, tc.query, Names{})
			set := map[string]bool{}
			for _, st := range plan.Steps {
				script := st.Script(words.En)
				if strings.Contains(script, "{subscriptionId}") || strings.Contains(script, "<") {
					t.Errorf("step %s holds a placeholder:\n%s", st.ID, script)
				}
				for _, ln := range st.Lines {
					if ln.Cmd != nil {
						for _, m := range use.FindAllStringSubmatch(ln.Cmd.Shell(), -1) {
							if !set[m[1]] {
								t.Errorf("step %s reads $%s before any line sets it", st.ID, m[1])
							}
						}
					}
					if ln.Assign != "" {
						set[ln.Assign] = true
					}
					if name, _, ok := strings.Cut(ln.Raw, "="); ok {
						set[name] = true
					}
				}
			}
		})
	}
}
