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
	out := []option{{Value: string(advisor.Auto), Label: words.T(l, words.PriceCheapest)}}
	for _, m := range advisor.PricePrefs[1:] {
		out = append(out, option{Value: string(m), Label: priceName(l, m)})
	}
	return out
}

// choice is a select's option before it is worded: its share-link value and
// its label, a message, or a name that reads the same in every language
// (LoRA, PyTorch), which is the label when it is given.
type choice struct {
	value string
	id    words.ID
	name  string
}

// opts words choices as a select's options.
func opts(l words.Lang, choices []choice) []option {
	out := make([]option, len(choices))
	for i, c := range choices {
		out[i] = option{Value: c.value, Label: c.name}
		if c.name == "" {
			out[i].Label = words.T(l, c.id)
		}
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
