package share

import (
	"slices"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// The catalog's shopping keys, with the catalog view only:
//
//	cols=size,gpu,memgpu,…   the columns shown, of advisor.SortColumns; absent:
//	                         the first advisor.DefaultColumns
//	retired=1                list retired sizes too (hidden by default)
//	memgpu=80                least memory per GPU, GB
//
// and with any view, amounts also shown in another currency at a rate the
// person gives (the engine and the link's figures stay in US dollars):
//
//	cur=EUR&rate=0.92        1 US dollar = 0.92 euros
//
// A currency not in Currencies, a rate outside MinRate to MaxRate, or one of
// the pair without the other is ignored with a notice: amounts stay in USD.

// Currencies are the currency codes Azure lists (AzureCurrency, Learn:
// https://learn.microsoft.com/javascript/api/@azure/arm-migrationassessment/knownazurecurrency),
// without USD, which needs no rate. One string: data, not code, in the wasm.
const Currencies = "ARS AUD BRL CAD CHF CNY DKK EUR GBP HKD IDR INR JPY KRW MXN MYR NOK NZD RUB SAR SEK TRY TWD ZAR"

// MinRate and MaxRate bound a rate, units of the currency per US dollar: a
// hundred times beyond the pound's (about 0.8) and the rupiah's (about
// 16,000). Outside them a rate is a typo, not a market.
const (
	MinRate = 0.01
	MaxRate = 1e5
)

// pairCurrency keeps a currency only with its rate: one without the other
// (not itself ignored already) is said, and amounts stay in US dollars.
func (d *decoder) pairCurrency(v *View) {
	if (v.Cur == "") == (v.Rate == 0) {
		return
	}
	// When both keys came, the other was ignored, with its notice.
	if d.seen["cur"] != d.seen["rate"] {
		given, missing := "cur", "rate"
		if v.Cur == "" {
			given, missing = missing, given
		}
		d.impact = advisor.Minor // the view's notice, not the last key's
		d.note(words.CurrencyNeeds, words.S(given), words.S(missing))
	}
	v.Cur, v.Rate = "", 0
}

// Shows reports whether the catalog view shows a column.
func (v View) Shows(col string) bool {
	cols := v.Cols
	if len(cols) == 0 {
		cols = advisor.SortColumns[:advisor.DefaultColumns]
	}
	return slices.Contains(cols, col)
}

// Shop is the catalog view's filter for the regions, read on a day.
func (v View) Shop(regions []string, day string) advisor.Browse {
	return advisor.Browse{Regions: regions, Vendor: v.Vendor, GPU: v.GPU, MinGPUMemoryGB: v.MinMemGB,
		MinGPUMemoryPerGPUGB: v.MinMemPerGPU, MaxUSDPerHour: v.MaxUSDPerHour, Retired: v.Retired,
		Text: v.Query, Sort: v.Sort, Day: day}
}
