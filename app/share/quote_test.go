package share

import (
	"reflect"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

const quoteDay = "2026-12-03"

// quoteLinks are links of every task, with and without an answer.
var quoteLinks = []string{
	"v=1&task=finetune&params=13&method=qlora&spot=1",
	"v=1&task=inference&model=llama-3.1-70b&conc=32&region=westeurope",
	"v=1&task=pretrain&params=70&months=3",
	"v=1&task=render&seats=20&os=windows",
	"v=1&task=hpc&gpuh=5000&nodes=2",
	"v=1&task=transcode&vidh=2000&conc=40",
	"v=1&task=inference&params=700&region=nowhere", // nothing fits
}

func cat(t *testing.T) *catalog.Catalog {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func advised(t *testing.T, link string) (State, advisor.Result) {
	t.Helper()
	c := cat(t)
	st, notes := Decode(link)
	r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: quoteDay})
	r.Notices = append(append(notes, QuoteChanges(st.Quote, r)...), r.Notices...)
	return st, r
}

// TestQuoteRoundTrip: the link the page writes for an answer carries its
// top pick's quote, last, and reads back as the same quote, which today's
// catalog confirms without a notice.
func TestQuoteRoundTrip(t *testing.T) {
	for _, link := range quoteLinks {
		st, r := advised(t, link)
		q := QuoteOf(r)
		if len(r.Recommendations) == 0 {
			if q != "" || strings.Contains(Encode(Answered(cat(t), st, r)), "quote=") {
				t.Errorf("%s: nothing fits, yet a quote %q", link, q)
			}
			continue
		}
		p := r.Recommendations[0]
		if !strings.HasPrefix(q, "1~"+p.Size+"~") || !strings.HasSuffix(q, "~"+r.CatalogDate) || readQuote(q) == nil {
			t.Errorf("%s: quote %q of %s, catalog %s", link, q, p.Size, r.CatalogDate)
		}
		out := Encode(Answered(cat(t), st, r))
		if !strings.HasSuffix(out, "&quote="+q) {
			t.Errorf("%s: the link %s does not end with its quote %s", link, out, q)
		}
		st2, r2 := advised(t, out)
		if st2.Quote != q {
			t.Errorf("%s: read the quote back as %q, want %q", link, st2.Quote, q)
		}
		for _, n := range r2.Notices {
			if n.Code == "quote" || n.Code == "ignored" {
				t.Errorf("%s: the page's own link got the notice %s", out, n.Text.In(words.En))
			}
		}
	}
}

// TestQuoteNeverChangesAnAnswer: whatever a link's quote says, readable or
// not, the answer is the same as without it, but for the notices.
func TestQuoteNeverChangesAnAnswer(t *testing.T) {
	quotes := []string{
		"1~Standard_NC6s_v3~1~eastus~spot~0.01~1~2020-01-01",
		"1~Standard_ND96isr_H100_v5~2~westeurope~ri3~999.99~123456789.5~2026-08-22",
		"<img src=x onerror=alert(1)>",
		"2~Standard_NC6s_v3~1~eastus~payg~1~1~2026-08-22",
		"",
	}
	for _, link := range quoteLinks {
		_, want := advised(t, link)
		for _, q := range quotes {
			_, got := advised(t, link+"&quote="+q)
			want.Notices, got.Notices = nil, nil
			a, _ := json.Marshal(want)
			b, _ := json.Marshal(got)
			if string(a) != string(b) {
				t.Errorf("%s: the quote %q changed the answer", link, q)
			}
		}
	}
}

// TestQuoteUnreadable: a quote out of its format is ignored with a notice
// that quotes it, and never kept.
func TestQuoteUnreadable(t *testing.T) {
	for _, q := range []string{
		"<img src=x onerror=alert(1)>",
		"1~<img src=x onerror=alert(1)>~1~eastus~payg~1~1~2026-08-22", // markup in the size
		"1~Standard_NC6s_v3~1~east us~payg~1~1~2026-08-22",            // a space in the region
		"2~Standard_NC6s_v3~1~eastus~payg~1~1~2026-08-22",             // another version
		"1~Standard_NC6s_v3~1~eastus~auto~1~1~2026-08-22",             // auto is no price model of a pick
		"1~Standard_NC6s_v3~1~eastus~cheap~1~1~2026-08-22",
		"1~Standard_NC6s_v3~0~eastus~payg~1~1~2026-08-22",
		"1~Standard_NC6s_v3~+1~eastus~payg~1~1~2026-08-22",
		"1~Standard_NC6s_v3~1~eastus~payg~1.234~1~2026-08-22", // below the cent
		"1~Standard_NC6s_v3~1~eastus~payg~1e3~1~2026-08-22",
		"1~Standard_NC6s_v3~1~eastus~payg~-1~1~2026-08-22",
		"1~Standard_NC6s_v3~1~eastus~payg~1~1~22/08/2026",
		"1~Standard_NC6s_v3~1~eastus~payg~1~1",
		"1~Standard_NC6s_v3~1~eastus~payg~1~1~2026-08-22~x",
	} {
		st, notes := Decode("v=1&task=finetune&quote=" + q)
		if st.Quote != "" {
			t.Errorf("kept the quote %q", q)
		}
		found := false
		for _, n := range notes {
			if n.Code == "ignored" && n.Text.Has(words.LinkIgnored) && strings.Contains(n.Text.In(words.En), "not a quote") {
				found = true
			}
		}
		if !found {
			t.Errorf("quote=%s: no notice (%v)", q, notes)
		}
	}
}

// TestQuoteChanges: the notice says what changed since the quote, and
// nothing when only the catalog's date moved.
func TestQuoteChanges(t *testing.T) {
	st, r := advised(t, quoteLinks[0])
	q := readQuote(QuoteOf(r))
	p := r.Recommendations[0]
	with := func(i int, v string) string {
		f := append([]string(nil), q...)
		f[i] = v
		return strings.Join(f, "~")
	}
	for _, tc := range []struct {
		name, quote, want string
	}{
		{"the same", QuoteOf(r), ""},
		{"an older catalog, the same figures", with(7, "2026-01-01"), ""},
		{"another price an hour", with(5, "3.94"), "Quoted at $3.94/h, $" + words.Fixed(p.USDTotal, 2) + " for the project, with the " + r.CatalogDate + " catalog; today $" + words.Fixed(p.USDPerHour, 2) + "/h"},
		{"another total", with(6, "1"), "Quoted at $" + words.Fixed(p.USDPerHour, 2) + "/h, $1.00 for the project"},
		{"another size", with(1, "Standard_NC6s_v3"), "This link quoted Standard_NC6s_v3 in " + p.Region},
		{"another region", with(3, "nowhere"), "with today's catalog the top pick is " + p.Size + " in " + p.Region},
		{"another price model", with(4, "ri3"), "(3-year reservation, $"},
		{"more VMs", with(2, "4"), "the top pick is " + p.Size},
	} {
		notes := QuoteChanges(tc.quote, r)
		if tc.want == "" {
			if len(notes) != 0 {
				t.Errorf("%s: %v", tc.name, notes[0].Text.In(words.En))
			}
			continue
		}
		if len(notes) != 1 || notes[0].Code != "quote" || !strings.Contains(notes[0].Text.In(words.En), tc.want) {
			t.Errorf("%s: got %v, want one quote notice with %q", tc.name, notes, tc.want)
			continue
		}
		if zh := notes[0].Text.In(words.Zh); zh == notes[0].Text.In(words.En) || !strings.Contains(zh, "目录") {
			t.Errorf("%s: the Chinese notice is %q", tc.name, zh)
		}
	}
	_, none := advised(t, quoteLinks[len(quoteLinks)-1])
	if notes := QuoteChanges(QuoteOf(r), none); len(notes) != 1 || !notes[0].Text.Has(words.QuoteNoPick) {
		t.Errorf("nothing fits today: %v", notes)
	}
	if notes := QuoteChanges("", r); notes != nil {
		t.Errorf("no quote: %v", notes)
	}
	if !reflect.DeepEqual(Answered(cat(t), st, r).Answers, Answered(cat(t), Answered(cat(t), st, r), r).Answers) {
		t.Error("Answered is not stable")
	}
}
