package share

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// A link carries the quote of its answer: the top pick and what it cost
// with the catalog of its date, as one key, written last:
//
//	quote=1~Standard_NC40ads_H100_v5~1~eastus~payg~6.98~10190.8~2026-08-22
//
// version, size, VMs, region, price model, US dollars an hour for all the
// VMs, US dollars for the project, catalog date (docs/quote.md). Every
// character is one a URL keeps as it is. web/boot.js shows it while the app
// loads, and the page then says what changed (QuoteChanges). It never
// changes an answer: State.Quote is not one of the answers, and Encode
// writes the quote of the answer shown (Answered).

// QuoteVersion is the first field of a quote: the format that follows.
const QuoteVersion = "1"

// QuoteOf is the quote of a result's top pick; "" when nothing fits.
func QuoteOf(r advisor.Result) string {
	if len(r.Recommendations) == 0 {
		return ""
	}
	p := r.Recommendations[0]
	return QuoteVersion + "~" + p.Size + "~" + strconv.Itoa(p.VMs) + "~" + p.Region + "~" + string(p.Model) + "~" +
		fmtNum(math.Round(p.USDPerHour*100)/100) + "~" + fmtNum(math.Round(p.USDTotal*100)/100) + "~" + r.CatalogDate
}

// readQuote splits a quote as QuoteOf writes it into its fields, and reads
// nothing else (nil): a field out of its alphabet (a forged size with
// markup, a price that is not dollars and cents) makes the whole quote
// unreadable. web/boot.js reads it by the same rules.
func readQuote(s string) []string {
	f := strings.Split(s, "~")
	if len(f) != 8 || f[0] != QuoteVersion || !token(f[1], "_-") || !token(f[3], "") || !isDate(f[7]) ||
		len(f[2]) > 4 || !digits(f[2]) || f[2][0] == '0' || !amount(f[5]) || !amount(f[6]) {
		return nil
	}
	if _, ok := advisor.PriceLabel(advisor.PricePref(f[4])); !ok || f[4] == string(advisor.Auto) {
		return nil
	}
	return f
}

// token says whether s is a name of at most 64 bytes: lower-case letters
// and digits, and for a size upper-case letters and the bytes of more.
func token(s, more string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || more != "" && c >= 'A' && c <= 'Z' || strings.IndexByte(more, c) >= 0) {
			return false
		}
	}
	return true
}

func digits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// amount says whether s is dollars with at most two decimals (a project of
// a thousand VMs for three years may cost billions).
func amount(s string) bool {
	whole, frac, _ := strings.Cut(s, ".")
	return len(whole) <= 12 && len(frac) <= 2 && digits(whole) && (frac == "" || digits(frac))
}

func isDate(s string) bool {
	return len(s) == 10 && s[4] == '-' && s[7] == '-' && digits(s[:4]+s[5:7]+s[8:])
}

// QuoteChanges says what differs between the quote a link carried and
// today's answer r to it: another top pick (size, VMs, region or price
// model), or its price an hour or for the project, to the cent. Nothing for
// a link without a quote, or when only the catalog's date moved.
func QuoteChanges(quoted string, r advisor.Result) []advisor.Notice {
	was := readQuote(quoted)
	if was == nil {
		return nil
	}
	now := strings.Split(QuoteOf(r), "~")
	var t words.Text
	switch {
	case len(now) < 8:
		t = words.M(words.QuoteNoPick, quotePick(was), words.S(was[7]))
	case !slices.Equal(now[1:5], was[1:5]):
		t = words.M(words.QuoteChangedPick, quotePick(was), words.S(was[7]), quotePick(now))
	case dollars(now[5]) != dollars(was[5]) || dollars(now[6]) != dollars(was[6]):
		t = words.M(words.QuoteChangedPrice, usd(was[5]), usd(was[6]), words.S(was[7]), usd(now[5]), usd(now[6]))
	default:
		return nil
	}
	return []advisor.Notice{{Code: "quote", Text: t}}
}

// quotePick names a quote's pick: its size, region, price model and price
// an hour.
func quotePick(f []string) words.Arg {
	id, _ := advisor.PriceLabel(advisor.PricePref(f[4]))
	return words.W(words.QuotePick, words.S(f[1]), words.S(f[3]), words.W(id), usd(f[5]))
}

// dollars reads an amount of a quote (readQuote has checked it).
func dollars(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v
}

// usd writes an amount of a quote to the cent: $10,190.80.
func usd(s string) words.Arg { return words.S("$" + words.Fixed(dollars(s), 2)) }

// Answered is the state a link says once the engine has answered it: the
// answers as understood (Understood) and the quote of its top pick. The
// page and the CLI (its share_link) both write their link from it, so that
// one link says the same in both.
func Answered(c *catalog.Catalog, st State, r advisor.Result) State {
	st.Answers = Understood(c, st.Answers, r.Answers)
	st.Quote = QuoteOf(r)
	return st
}
