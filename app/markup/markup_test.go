package markup

import (
	"html"
	"math/rand"
	"testing"
)

// TestBuilderEscapesValues plants what a hand-edited link could carry: the
// markup must keep it text, in element text and in attribute values.
func TestBuilderEscapesValues(t *testing.T) {
	planted := `"><script>alert('x')</script>&`
	var m Builder
	m.Open("li", "data-rule", planted, "title", "").Elem("strong", "", planted).Text(planted).Close("li")
	want := `<li data-rule="&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">` +
		`<strong>&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</strong>` +
		`&#34;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</li>`
	if got := m.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

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

// TestCodeMarksCode: `…` becomes <code>, escaped like any text.
func TestCodeMarksCode(t *testing.T) {
	var m Builder
	if got, want := m.Code("运行 `a <b>` 验证").String(), "运行 <code>a &lt;b&gt;</code> 验证"; got != want {
		t.Errorf("Code: %q, want %q", got, want)
	}
	var plain Builder
	if got := plain.Code("no code <here>").String(); got != "no code &lt;here&gt;" {
		t.Errorf("Code without marks: %q", got)
	}
}
