//go:build !wasm

package e2e

import (
	"strings"
	"testing"
)

// TestResidencyFailsClosed: a region answer nobody can read shows no
// recommendation anywhere, says which names were not understood and suggests
// the region meant; a group such as EU keeps every pick inside it.
func TestResidencyFailsClosed(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&region=westeurop")
	b.waitFor("the residency notice", `[...document.querySelectorAll('#notices .notice')].some(e => e.getAttribute('data-code') === 'region-not-understood')`, waitTimeout)
	all := strings.Join(b.notices(), "\n")
	if !strings.Contains(all, "westeurop") || !strings.Contains(all, "westeurope") {
		b.fatalf("the notice does not name the typo and the region meant:\n%s", all)
	}
	if picks := b.picks(); len(picks) != 0 {
		b.fatalf("%d picks shown although no region was understood: %v", len(picks), picks)
	}
	b.snap("residency-not-understood")

	// The EU/EEA group, offered as a button in step 3.
	b.open("/?v=1&task=inference")
	b.click("#step-3")
	b.waitFor("step 3 (#region)", `document.getElementById('region') !== null`, waitTimeout)
	b.click("#region-group-eu")
	// The link keeps the group, not its regions (issue 24).
	b.waitFor("region=eu in the URL", queryIs("region", "eu"), waitTimeout)
	b.waitFor("picks for the EU", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	eu := map[string]bool{"austriaeast": true, "belgiumcentral": true, "denmarkeast": true, "francecentral": true, "francesouth": true,
		"germanynorth": true, "germanywestcentral": true, "italynorth": true, "northeurope": true, "norwayeast": true,
		"norwaywest": true, "polandcentral": true, "spaincentral": true, "swedencentral": true, "westeurope": true}
	for _, p := range b.picks() {
		if !eu[p.Region] {
			b.fatalf("pick %s in %s, outside the EU/EEA", p.Size, p.Region)
		}
	}
}
