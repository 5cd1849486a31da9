//go:build !wasm

package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestEveryMemoryPartHasAColour: each part of the memory need the engine can
// name has its own colour in the sizing bar and its legend, so no segment
// shows blank.
func TestEveryMemoryPartHasAColour(t *testing.T) {
	css, err := os.ReadFile("../../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, task := range advisor.Tasks {
		for _, m := range advisor.Methods {
			a := advisor.Defaults(task)
			a.Method = m
			a, _ = advisor.Normalize(a, nil)
			for _, p := range advisor.Size(a).Breakdown {
				seen[p.Name] = true
			}
		}
	}
	if len(seen) < 8 {
		t.Fatalf("only %d part names seen: %v", len(seen), seen)
	}
	for name := range seen {
		if !strings.Contains(string(css), ".seg-"+name+" ") && !strings.Contains(string(css), ".seg-"+name+",") {
			t.Errorf("web/app.css has no colour for the %q part (.seg-%s)", name, name)
		}
	}
}
