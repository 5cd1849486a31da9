package advisor_test

import (
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestModelNamesCapitalised: every price model's label starts with a
// capital or a digit, in ASCII.
func TestModelNamesCapitalised(t *testing.T) {
	for _, m := range []advisor.PricePref{advisor.PAYG, advisor.Spot, advisor.RI1, advisor.RI3, advisor.SP1, advisor.SP3, advisor.Mixed} {
		if s := advisor.ModelName(m); s == "" || !(s[0] >= 'A' && s[0] <= 'Z' || s[0] >= '0' && s[0] <= '9') {
			t.Errorf("ModelName(%q) = %q", m, s)
		}
	}
}

// A preset's source is printed as it is inside both languages' sizing basis,
// so it holds only addresses, file names, config keys and figures: English
// prose there ("from Mistral AI's announcement") would be left untranslated
// in the Chinese answer.
func TestPresetSourcesNeedNoTranslation(t *testing.T) {
	for _, p := range advisor.ModelPresets {
		for _, tok := range strings.Fields(p.Source) {
			if !strings.ContainsAny(tok, "./_+0123456789") {
				t.Errorf("%s: source %q holds the word %q: give an address instead", p.Key, p.Source, tok)
			}
		}
	}
}
