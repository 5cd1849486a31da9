package share

import (
	"math"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Quote is what a link quoted: its top pick and what it cost with the
// catalog of its date. The link carries it as one key, written last:
//
//	quote=1~Standard_NC40ads_H100_v5~1~eastus~payg~6.98~10190.8~2026-08-22
//
// version, size, VMs, region, price model, US dollars an hour for all the
// VMs, US dollars for the project, catalog date (docs/quote.md). Every
// character is one a URL keeps as it is. web/boot.js shows it while the app
// loads; the page then says what changed (Changes). It never changes an
// answer: Decode keeps it apart from the answers, and Encode writes the
// quote of the answer shown (Answered).
type Quote struct {
	Size       string
	VMs        int
	Region     string
	Model      advisor.PricePref
	USDPerHour float64
	USDTotal   float64
	Catalog    string // the catalog's date, YYYY-MM-DD
}

// QuoteVersion is the first field of a quote: the format that follows.
const QuoteVersion = "1"

// QuoteOf is the quote of a result's top pick; the zero Quote when nothing
// fits.
func QuoteOf(r advisor.Result) Quote {
	if len(r.Recommendations) == 0 {
		return Quote{}
	}
	p := r.Recommendations[0]
	return Quote{Size: p.Size, VMs: p.VMs, Region: p.Region, Model: p.Model,
		USDPerHour: cents(p.USDPerHour), USDTotal: cents(p.USDTotal), Catalog: r.CatalogDate}
}

func cents(v float64) float64 { return math.Round(v*100) / 100 }

// String is the quote as the link writes it; "" for the zero Quote.
func (q Quote) String() string {
	if q.Size == "" {
		return ""
	}
	return strings.Join([]string{QuoteVersion, q.Size, strconv.Itoa(q.VMs), q.Region, string(q.Model),
		fmtNum(q.USDPerHour), fmtNum(q.USDTotal), q.Catalog}, "~")
}

// parseQuote reads a quote as String writes it, and nothing else: a field
// out of its alphabet (a forged size with markup, a price that is not a
// number of cents) makes the whole quote unreadable. web/boot.js reads it
// by the same rules.
func parseQuote(s string) (Quote, bool) {
	f := strings.Split(s, "~")
	if len(f) != 8 || f[0] != QuoteVersion || !token(f[1], true) || !token(f[3], false) || !isDate(f[7]) {
		return Quote{}, false
	}
	if _, ok := advisor.PriceLabel(advisor.PricePref(f[4])); !ok || f[4] == string(advisor.Auto) {
		return Quote{}, false
	}
	vms, err := strconv.Atoi(f[2])
	h, okH := amount(f[5])
	t, okT := amount(f[6])
	if err != nil || vms < 1 || vms > 1000 || !okH || !okT {
		return Quote{}, false
	}
	return Quote{Size: f[1], VMs: vms, Region: f[3], Model: advisor.PricePref(f[4]), USDPerHour: h, USDTotal: t, Catalog: f[7]}, true
}

// token says whether s is a size name (letters, digits, _) or a region
// name (lower-case letters and digits) of at most 64 bytes.
func token(s string, size bool) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || size && (c >= 'A' && c <= 'Z' || c == '_')) {
			return false
		}
	}
	return true
}

// amount reads dollars with at most two decimals (a project of a thousand
// VMs for three years may cost billions).
func amount(s string) (float64, bool) {
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 || len(whole) > 12 || strings.Trim(whole+frac, "0123456789") != "" {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

func isDate(s string) bool {
	return len(s) == 10 && s[4] == '-' && s[7] == '-' && strings.Trim(s[:4]+s[5:7]+s[8:], "0123456789") == ""
}

// setQuote reads the quote key; one it cannot read is ignored, with a
// notice, and the answer is today's as ever.
func setQuote(st *State, v string, d *decoder) bool {
	q, ok := parseQuote(v)
	if !ok {
		d.ignored("quote", v, words.W(words.WhyNotQuote))
		return false
	}
	st.Quote = q
	return true
}

// Changes says what differs between the quote a link carried and today's
// answer to it: another top pick (size, VMs, region or price model), or
// its price an hour or for the project, to the cent. Nothing for the zero
// Quote or when only the catalog's date moved.
func (q Quote) Changes(r advisor.Result) []advisor.Notice {
	if q.Size == "" {
		return nil
	}
	was := words.W(words.QuotePick, words.S(q.Size), words.S(q.Region), priceArg(q.Model), usd(q.USDPerHour))
	now := QuoteOf(r)
	var t words.Text
	switch {
	case now.Size == "":
		t = words.M(words.QuoteNoPick, was, words.S(q.Catalog))
	case now.Size != q.Size || now.VMs != q.VMs || now.Region != q.Region || now.Model != q.Model:
		t = words.M(words.QuoteChangedPick, was, words.S(q.Catalog),
			words.W(words.QuotePick, words.S(now.Size), words.S(now.Region), priceArg(now.Model), usd(now.USDPerHour)))
	case now.USDPerHour != q.USDPerHour || now.USDTotal != q.USDTotal:
		t = words.M(words.QuoteChangedPrice, usd(q.USDPerHour), usd(q.USDTotal), words.S(q.Catalog), usd(now.USDPerHour), usd(now.USDTotal))
	default:
		return nil
	}
	return []advisor.Notice{{Code: "quote", Text: t}}
}

// usd is an amount to the cent, as a quote holds it: $10,190.80.
func usd(v float64) words.Arg { return words.S("$" + words.Fixed(v, 2)) }

func priceArg(m advisor.PricePref) words.Arg {
	id, _ := advisor.PriceLabel(m)
	return words.W(id)
}

// Answered is the state a link says once the engine has answered it: the
// answers as the engine understood them, and the quote of its top pick.
// The page and the CLI (its share_link) both write their link from it, so
// that one link says the same in both. A model name that was not
// understood stays as typed until it is fixed, and the person's own answer
// on interruptible work stays theirs (Spot as the price model reads as
// interruptible, with a notice, and choosing another model must not leave
// Spot behind).
func Answered(st State, r advisor.Result) State {
	typed := st.Answers
	st.Answers = r.Answers
	if r.Answers.ModelNotUnderstood != "" {
		st.Answers.Model, st.Answers.ParamsB = typed.Model, typed.ParamsB
	}
	st.Answers.Interruptible = typed.Interruptible
	st.Quote = QuoteOf(r)
	return st
}
