package advisor_test

import (
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
