package advisor_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// said is one text of the decision tree with where it was found.
type said struct {
	where string
	text  words.Text
}

// ruleTexts are the texts the decision tree writes into a result: reasons,
// decision-path effects, rejections, throughput bases, sizing assumptions,
// and every cost's estimate, offers, mixed plan and source.
func ruleTexts(name string, r advisor.Result) []said {
	var out []said
	add := func(where string, t words.Text) {
		if len(t) > 0 {
			out = append(out, said{name + ": " + where, t})
		}
	}
	for _, t := range r.Sizing.Assumptions {
		add("assumption", t)
	}
	for _, x := range r.Rejected {
		add("rejection of "+x.Series, x.Why)
	}
	for _, n := range r.Notices {
		if n.Code == "tight-only" {
			add("tight-only notice", n.Text)
		}
	}
	cost := func(where string, c advisor.Cost) {
		add(where+" estimate", c.Assumption)
		add(where+" mix", c.Mix)
		add(where+" source", c.Source)
		for _, t := range c.Adjustments {
			add(where+" adjustment", t)
		}
	}
	for _, p := range r.Recommendations {
		for _, t := range p.Reasons {
			add(p.Size+" reason", t)
		}
		for _, h := range p.Path {
			add(p.Size+" effect of "+h.Rule, h.Effect)
		}
		add(p.Size+" basis", p.Throughput.Basis)
		cost(p.Size+" "+string(p.Model), p.Cost)
		for _, c := range p.Alternatives {
			cost(p.Size+" "+string(c.Model), c)
		}
	}
	return out
}

// names are the words that stay as they are in Chinese: the catalog's
// sizes, series, GPUs, architectures, regions and sources, and the models'
// names and sources. Longest first, so a name is taken out whole.
func names(c *catalog.Catalog) []string {
	var out []string
	for _, s := range c.Sizes {
		out = append(out, s.Name, s.Series, s.GPUModel)
	}
	for _, g := range c.GPUs {
		out = append(out, g.Model, g.Architecture)
	}
	for _, r := range c.Regions {
		out = append(out, r.Name, r.DisplayName)
	}
	for _, s := range c.Sources {
		out = append(out, s.Title)
	}
	for _, m := range advisor.ModelPresets {
		out = append(out, m.Name, m.Source)
	}
	sort.Slice(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return slices.Compact(out)
}

var (
	englishRun = regexp.MustCompile(`[A-Za-z]{2,}( [A-Za-z]{2,}){2,}`)
	digitRun   = regexp.MustCompile(`[0-9]+`)
)

// digits are the runs of digits of a text, sorted and unique: the figures
// it carries, whatever the language around them.
func digits(s string) []string {
	d := digitRun.FindAllString(s, -1)
	slices.Sort(d)
	return slices.Compact(d)
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// TestRuleTextsInChinese renders every text of the decision tree, over the
// property grid and the golden queries, in both languages: none is empty or
// left with a placeholder, the Chinese holds no English sentence (names of
// sizes, GPUs, regions, sources and models aside) and carries the same
// figures as the English.
func TestRuleTextsInChinese(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	ad := advisor.New(c)
	var all []said
	for _, a := range grid() {
		r := ad.Advise(a, advisor.Options{Day: day})
		all = append(all, ruleTexts(string(a.Task)+"/"+string(a.Price)+"/"+string(a.OS), r)...)
	}
	queries, _ := filepath.Glob(filepath.Join("testdata", "*.query"))
	if len(queries) == 0 {
		t.Fatal("no golden queries")
	}
	for _, q := range queries {
		b, err := os.ReadFile(q)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ruleTexts(filepath.Base(q), advise(t, strings.TrimSpace(string(b))))...)
	}

	keep := names(c)
	seen := map[words.ID]bool{}
	checked := map[string]bool{}
	for _, s := range all {
		en, zh := s.text.In(words.En), s.text.In(words.Zh)
		if checked[en+"\x00"+zh] {
			continue
		}
		checked[en+"\x00"+zh] = true
		for _, m := range s.text {
			seen[m.ID] = true
			if m.ID == words.Verbatim {
				t.Errorf("%s: words kept as written, not a message: %q", s.where, en)
			}
		}
		if strings.TrimSpace(en) == "" || strings.TrimSpace(zh) == "" {
			t.Errorf("%s: empty text: en %q, zh %q", s.where, en, zh)
			continue
		}
		if strings.Contains(en+zh, "{") {
			t.Errorf("%s: a placeholder left: en %q, zh %q", s.where, en, zh)
		}
		if !hasHan(zh) {
			t.Errorf("%s: no Chinese in %q", s.where, zh)
		}
		bare := zh
		for _, n := range keep {
			if n != "" {
				bare = strings.ReplaceAll(bare, n, "·")
			}
		}
		if m := englishRun.FindString(bare); m != "" && !strings.Contains(m, "Azure") && !strings.Contains(m, "NVIDIA") {
			t.Errorf("%s: English %q in the Chinese %q", s.where, m, zh)
		}
		if strings.Contains(zh, "tokens/s") { // one unit in Chinese: token/秒
			t.Errorf("%s: tokens/s in the Chinese %q", s.where, zh)
		}
		if de, dz := digits(en), digits(zh); !slices.Equal(de, dz) {
			t.Errorf("%s: figures differ:\n en %v %q\n zh %v %q", s.where, de, en, dz, zh)
		}
	}
	if len(checked) < 300 {
		t.Errorf("only %d distinct texts rendered; the grid and queries should reach far more", len(checked))
	}
	// The messages no answer reached are listed, for whoever adds a rule.
	var unseen []words.ID
	for id := words.RejectNoSpecs; id <= words.SourceBoth; id++ {
		if !seen[id] {
			unseen = append(unseen, id)
		}
	}
	t.Logf("%d distinct texts; top-level messages of block 2 never reached (nested or rare): %v", len(checked), unseen)
}
