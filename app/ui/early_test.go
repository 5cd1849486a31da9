//go:build !js

package ui

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The answer written before go-app starts is go-app's answer: its top pick
// with the same figures, the same notices and the same need, in the link's
// language; and a value from the link stays text.
func TestAnswerFirstIsTheAnswer(t *testing.T) {
	for _, q := range []string{
		"v=1&task=inference&model=llama-3.1-70b&region=westeurope",
		"v=1&lang=zh&task=finetune&params=13&method=qlora&hours=200&spot=1",
		"v=1&task=render&seats=40&region=<script>alert(1)</script>",
		"v=1&task=inference&unsure=conc,ctx",
	} {
		w := newWizard()
		w.OnInit()
		u, err := url.Parse("/?" + q)
		if err != nil {
			t.Fatal(err)
		}
		w.readLink(u)
		w.advise()
		early := w.answerMarkup()
		page := render(t, (&results{Lang: w.answers.lang(), Picks: w.result.Recommendations, Catalog: w.cat}).ui()) +
			render(t, (&notices{Lang: w.answers.lang(), Items: w.notices}).ui()) + render(t, (&sizingBar{Lang: w.answers.lang(), Sizing: w.result.Sizing}).ui())
		for _, what := range []string{"picks", "notices", "need", "assumed"} {
			got, want := answerParts(early, what), answerParts(page, what)
			if what == "picks" && len(want) > 1 {
				want = want[:1]
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s written first\n%s\nbut go-app's page has\n%s", q, what, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
		if len(answerParts(early, "need")) != 1 || len(answerParts(early, "notices"))+len(answerParts(early, "picks")) == 0 {
			t.Errorf("%s: the answer written first says nothing:\n%s", q, early)
		}
		if strings.Contains(early, "<script>") {
			t.Errorf("%s: a value of the link went in as markup:\n%s", q, early)
		}
	}
}

var (
	pickTag   = regexp.MustCompile(`<li [^>]*class="pick card[^"]*"[^>]*>`)
	noticeTag = regexp.MustCompile(`<p [^>]*class="notice [^"]*"[^>]*>[^<]*</p>`)
	needTag   = regexp.MustCompile(`<p class="need">[^<]*</p>`)
	assumed   = regexp.MustCompile(`<p [^>]*id="sizing-assumed"[^>]*>[^<]*</p>`)
	attr      = regexp.MustCompile(`(?:data-[a-z-]+|class)="[^"]*"`)
)

// answerParts are the pick cards' data attributes, the notices, the need
// line or the answers assumed of a page's HTML, each in a form that does not depend on the order
// go-app writes attributes in.
func answerParts(html, what string) []string {
	re := map[string]*regexp.Regexp{"picks": pickTag, "notices": noticeTag, "need": needTag, "assumed": assumed}[what]
	var out []string
	for _, tag := range re.FindAllString(html, -1) {
		attrs := attr.FindAllString(tag, -1)
		slices.Sort(attrs)
		text := tag[strings.IndexByte(tag, '>')+1:]
		out = append(out, strings.Join(attrs, " ")+" "+text)
	}
	return out
}
