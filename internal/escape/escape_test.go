package escape

import (
	"html"
	"math/rand"
	"strings"
	"testing"
)

// TestLikeTheLibrary: XML writes what the strings.Replacer it replaces did,
// HTML what html.EscapeString does.
func TestLikeTheLibrary(t *testing.T) {
	xml := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")
	r := rand.New(rand.NewSource(1))
	cases := []string{"", "plain", "&", `<a href="x">it's</a>`, "a&&b", "日本<語>"}
	for range 2000 {
		b := make([]byte, r.Intn(12))
		for i := range b {
			b[i] = "ab&<>\"' \xe6\x97\xa5"[r.Intn(11)]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := XML(s), xml.Replace(s); got != want {
			t.Errorf("XML(%q) = %q, want %q", s, got, want)
		}
		if got, want := HTML(s), html.EscapeString(s); got != want {
			t.Errorf("HTML(%q) = %q, want %q", s, got, want)
		}
	}
}
