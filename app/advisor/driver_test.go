package advisor

import (
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/catalog"
)

// TestDriverForFollowsTheManifests: over every live size of the catalog and
// both operating systems, a driver extension is named only for the series
// its manifest lists ([ext-manifest], [amd-manifest]); no ND size and no
// Arm64 size ever gets one.
func TestDriverForFollowsTheManifests(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	covers := map[string]func(series string) bool{
		"NvidiaGpuDriverLinux":   func(s string) bool { return slices.Contains(extCUDALinux, s) || slices.Contains(extGRID, s) },
		"NvidiaGpuDriverWindows": func(s string) bool { return slices.Contains(extCUDAWindows, s) || slices.Contains(extGRID, s) },
		"AmdGpuDriverLinux":      func(s string) bool { return s == "NVads V710 v5" },
		"AmdGpuDriverWindows":    func(s string) bool { return s == "NVv4" || s == "NGads V620" || s == "NVads V710 v5" },
	}
	extensions := 0
	for _, s := range c.Sizes {
		if !s.SpecsKnown || s.Lifecycle.Status == catalog.Retired {
			continue
		}
		for _, os := range []OS{Linux, Windows} {
			for _, task := range []Task{Inference, Render} {
				a := Answers{OS: os, Task: task}
				p := Pick{Hardware: Hardware{Size: s.Name, Series: s.Series, Vendor: s.Vendor}}
				d := DriverFor(a, p, s)
				if d.Kind != DriverExtension {
					if d.Extension != "" {
						t.Errorf("%s (%s, %s): kind %d names extension %s", s.Name, os, task, d.Kind, d.Extension)
					}
					continue
				}
				extensions++
				ok := covers[d.Extension]
				if ok == nil || !ok(s.Series) {
					t.Errorf("%s (%s, %s): %s, which its manifest does not list for %s", s.Name, os, task, d.Extension, s.Series)
				}
				if strings.HasSuffix(d.Extension, "Windows") != (os == Windows) {
					t.Errorf("%s: %s on %s", s.Name, d.Extension, os)
				}
				if s.Family == catalog.FamilyND || isArm64(&s) {
					t.Errorf("%s: an ND or Arm64 size gets %s", s.Name, d.Extension)
				}
				if d.GRID && !slices.Contains(extGRID, s.Series) {
					t.Errorf("%s: the GRID driver, which the manifest lists only for %v", s.Name, extGRID)
				}
			}
		}
	}
	if extensions == 0 {
		t.Fatal("no size gets a driver extension: the matrix is not read")
	}
}
