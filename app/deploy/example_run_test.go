package deploy

import (
	"fmt"
	"os"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

func TestPrintPlans(t *testing.T) {
	if os.Getenv("DEPLOY_PRINT") == "" {
		t.Skip()
	}
	for _, tc := range grid {
		p := planFor(t, tc.query, Names{})
		fmt.Printf("===== %s (%s %s)\n", tc.scenario, p.Size, p.Region)
		for _, st := range p.Steps {
			fmt.Println("## " + words.T(words.En, st.Title))
			fmt.Println(st.Script(words.En))
		}
		if tc.scenario == os.Getenv("DEPLOY_PRINT") {
			fmt.Println(p.Bicep.Text(words.Zh))
		}
	}
}
