package words

import "testing"

// TestRegionArgSpeaksTheLanguage: a region in a sentence is the portal's
// Chinese name in Chinese, the catalog's display name in English.
func TestRegionArgSpeaksTheLanguage(t *testing.T) {
	r := Region("westeurope", "West Europe")
	if got := r.text(Zh); got != "西欧 (westeurope)" {
		t.Errorf("zh: %q, want 西欧 (westeurope)", got)
	}
	if got := Region("eastus2", "East US 2").text(Zh); got != "美国东部 2 (eastus2)" {
		t.Errorf("zh: %q, want the portal's spacing, 美国东部 2 (eastus2)", got)
	}
	if got := r.text(En); got != "West Europe" {
		t.Errorf("en: %q, want West Europe", got)
	}
	if got := Region("nowhere", "Nowhere").text(Zh); got != "Nowhere" {
		t.Errorf("zh without a Chinese name: %q, want the display name", got)
	}
}
