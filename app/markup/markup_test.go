package markup

import (
	"html"
	"math/rand"
	"testing"
)

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"":                "",
		"Standard_ND96":   "Standard_ND96",
		"$1,234/月 · 西欧":   "$1,234/月 · 西欧",
		`a<b & "c" 'd' >`: "a&lt;b &amp; &#34;c&#34; &#39;d&#39; &gt;",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEscapeLikeTheLibrary: Escape writes what html.EscapeString does.
func TestEscapeLikeTheLibrary(t *testing.T) {
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
		if got, want := Escape(s), html.EscapeString(s); got != want {
			t.Errorf("Escape(%q) = %q, want %q", s, got, want)
		}
	}
}
