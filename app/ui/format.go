package ui

import (
	"math"
	"strconv"
	"time"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// Figures become text in app/words; what is left here are the units that
// read the same in every language.

// storage prints GiB as GiB or TiB.
func storage(gib int) string {
	if gib >= 1024 {
		return strconv.FormatFloat(math.Round(float64(gib)/1024*10)/10, 'f', -1, 64) + " TiB"
	}
	return words.Number(float64(gib)) + " GiB"
}

// network prints Mbps as Gbps.
func network(mbps int) string {
	return words.Number(float64(mbps)/1000) + " Gbps"
}

// priceName is a price model's name; one the page does not know reads as
// the engine names it.
func priceName(l words.Lang, m advisor.PricePref) string {
	if id, ok := advisor.PriceLabel(m); ok {
		return words.T(l, id)
	}
	return advisor.ModelName(m)
}

// priceOptions are the price-model choices of step 2.
func priceOptions(l words.Lang) []option {
	out := []option{{string(advisor.Auto), words.T(l, words.PriceCheapest)}}
	for _, m := range advisor.PricePrefs[1:] {
		out = append(out, option{string(m), priceName(l, m)})
	}
	return out
}

// opts turns share-link values and message IDs into a select's options.
func opts(l words.Lang, pairs ...any) []option {
	out := make([]option, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		label := ""
		switch v := pairs[i+1].(type) {
		case words.ID:
			label = words.T(l, v)
		case string:
			label = v
		}
		out = append(out, option{pairs[i].(string), label})
	}
	return out
}

// today is the UTC date as the catalog writes dates (catalog.DateLayout).
func today() string { return isoDate(time.Now().UTC()) }

// isoDate is t's date as YYYY-MM-DD, written without time's layout
// formatter, whose code would be compiled for this alone before the first
// answer.
func isoDate(t time.Time) string {
	y, m, d := t.Date()
	b := make([]byte, 0, 10)
	b = append(b, byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-')
	b = append(b, byte('0'+int(m)/10), byte('0'+int(m)%10), '-', byte('0'+d/10), byte('0'+d%10))
	return string(b)
}
