package share

import (
	"strings"

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

// IsShopKey reports whether a key is one of the shopping keys.
func IsShopKey(k string) bool {
	switch k {
	case "cols", "retired", "memgpu", "cur", "rate":
		return true
	}
	return false
}

// setShopKey reads a shopping key, replacing what it held; false for any
// other key.
func setShopKey(st *State, key, v string, d *decoder) bool {
	w := &st.View
	resetShopKey(w, key)
	if v == "" {
		return false
	}
	var why words.Arg
	switch key {
	case "cols":
		var bad []string
		for _, c := range strings.Split(v, ",") {
			switch c = strings.TrimSpace(c); {
			case c == "" || contains(w.Cols, c): // a column named twice is shown once
			case contains(advisor.SortColumns, c):
				w.Cols = append(w.Cols, c)
			default:
				bad = append(bad, c)
			}
		}
		if len(bad) == 0 {
			return len(w.Cols) > 0
		}
		v, why = strings.Join(bad, ","), words.W(words.WhyNotAColumn)
	case "retired":
		if v == "1" || v == "0" {
			w.Retired = v == "1"
			return w.Retired
		}
		why = words.W(words.WhyNotBool)
	case "memgpu":
		return viewNum(&w.MinMemPerGPU, key, v, d)
	case "cur":
		if strings.EqualFold(v, "usd") {
			return true
		}
		// Codes of three letters, a space apart: a match at a multiple of 4
		// is a whole code (no strings.ToUpper in the wasm).
		if i := strings.Index(strings.ToLower(Currencies), strings.ToLower(v)); len(v) == 3 && i%4 == 0 {
			w.Cur = Currencies[i : i+3]
			return true
		}
		why = words.W(words.WhyNotACurrency)
	case "rate":
		if f, _, ok := parseNum(v); ok && f >= MinRate && f <= MaxRate {
			w.Rate = f
			return true
		}
		why = words.W(words.WhyNotARate) // says MinRate and MaxRate
	default:
		return false
	}
	d.ignoredW(key, v, why)
	return len(w.Cols) > 0
}

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
		d.noteW(words.M(words.CurrencyNeeds, words.S(given), words.S(missing)))
	}
	v.Cur, v.Rate = "", 0
}

// resetShopKey empties a shopping key before it is set again.
func resetShopKey(v *View, key string) {
	switch key {
	case "cols":
		v.Cols = nil
	case "retired":
		v.Retired = false
	case "memgpu":
		v.MinMemPerGPU = 0
	case "cur":
		v.Cur = ""
	case "rate":
		v.Rate = 0
	}
}

// encodeShop writes the shopping keys: the currency with any view, the
// catalog's with the catalog view only.
func encodeShop(b *strings.Builder, v View) {
	if v.Cur != "" && v.Rate > 0 {
		putKey(b, "cur", v.Cur)
		putKey(b, "rate", fmtNum(v.Rate))
	}
	if v.Name != ViewCatalog {
		return
	}
	if len(v.Cols) > 0 { // the commas stay literal, as sizes'
		b.WriteString("&cols=" + strings.Join(v.Cols, ","))
	}
	if v.Retired {
		putKey(b, "retired", "1")
	}
	if v.MinMemPerGPU > 0 {
		putKey(b, "memgpu", fmtNum(v.MinMemPerGPU))
	}
}

// Shows reports whether the catalog view shows a column.
func (v View) Shows(col string) bool {
	if len(v.Cols) == 0 {
		return contains(advisor.SortColumns[:advisor.DefaultColumns], col)
	}
	return contains(v.Cols, col)
}

// Shop is the catalog view's filter for the regions, read on a day.
func (v View) Shop(regions []string, day string) advisor.Browse {
	q := v.Browse(regions)
	q.MinGPUMemoryPerGPUGB, q.Retired, q.Day = v.MinMemPerGPU, v.Retired, day
	return q
}
