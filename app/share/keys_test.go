package share

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// TestDocsListEveryKey: the key table of docs/share-links.md names every
// key of the link format (advisor.Questions, then the view's and the
// page's), and no other.
func TestDocsListEveryKey(t *testing.T) {
	b, err := os.ReadFile("../../docs/share-links.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(b), "\n## Keys\n")
	table, _, _ = strings.Cut(table, "\n## ")
	var documented []string
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || strings.HasPrefix(strings.TrimSpace(cells[1]), "---") {
			continue
		}
		for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(cells[1], -1) {
			documented = append(documented, m[1])
		}
	}
	var keys []string
	for _, q := range advisor.Questions {
		keys = append(keys, q.Key)
	}
	for _, f := range pageKeys {
		keys = append(keys, f.key)
	}
	for _, k := range keys {
		if !slices.Contains(documented, k) {
			t.Errorf("the key %s is not in docs/share-links.md's key table", k)
		}
	}
	for _, k := range documented {
		if !slices.Contains(keys, k) {
			t.Errorf("docs/share-links.md's key table lists %s, which the link format does not have", k)
		}
	}
	if len(documented) != len(keys) {
		t.Errorf("docs/share-links.md's key table names %d keys, the link format has %d", len(documented), len(keys))
	}
}
