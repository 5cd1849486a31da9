package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// PriceColumns are a list of prices by column, as tools/catalog writes the
// embedded catalog's: each string once, then one small index per price. As
// a list of Price literals, each price's four strings would be a pointer and
// a length apiece in the wasm, which compresses poorly. The amounts are
// decimal text, which compresses better than eight bytes of float64 apiece.
// Load puts the list back together, once.
type PriceColumns struct {
	// The distinct sizes, regions, models and sources (ID and date) the
	// prices name.
	Sizes, Regions []string
	Models         []PriceModel
	Sources        [][2]string
	// Per price, indexes into the lists above.
	Size, Region, Model, Source []uint8
	// USD is per price its USD per hour, in the shortest decimal form that
	// reads back as the same float64, each followed by a space.
	USD string
}

// Columns writes prices by column. Each list of names holds at most 256
// entries, so that one byte indexes it.
func Columns(prices []Price) (PriceColumns, error) {
	var c PriceColumns
	index := func(list *[]string, v string, what string) (uint8, error) {
		i := slices.Index(*list, v)
		if i < 0 {
			i = len(*list)
			*list = append(*list, v)
		}
		if i > 255 {
			return 0, fmt.Errorf("catalog: more than 256 %s in the prices: widen PriceColumns' indexes", what)
		}
		return uint8(i), nil
	}
	var models, sources []string
	var usd []byte
	for _, p := range prices {
		s, err := index(&c.Sizes, p.Size, "sizes")
		if err != nil {
			return PriceColumns{}, err
		}
		r, err := index(&c.Regions, p.Region, "regions")
		if err != nil {
			return PriceColumns{}, err
		}
		m, err := index(&models, string(p.Model), "models")
		if err != nil {
			return PriceColumns{}, err
		}
		src, err := index(&sources, p.Source+"\x00"+p.AsOf, "sources")
		if err != nil {
			return PriceColumns{}, err
		}
		c.Size, c.Region, c.Model, c.Source = append(c.Size, s), append(c.Region, r), append(c.Model, m), append(c.Source, src)
		usd = append(strconv.AppendFloat(usd, p.USDPerHour, 'g', -1, 64), ' ')
	}
	c.USD = string(usd)
	for _, m := range models {
		c.Models = append(c.Models, PriceModel(m))
	}
	for _, s := range sources {
		id, date, _ := strings.Cut(s, "\x00")
		c.Sources = append(c.Sources, [2]string{id, date})
	}
	return c, nil
}

// Prices is the list of prices again, in order. Columns of different
// lengths, an index out of its list or an amount that is not a number is
// an error: the generated columns are checked by TestEmbeddedCatalogValid,
// so Load never meets one.
func (c *PriceColumns) Prices() ([]Price, error) {
	n := len(c.Size)
	out := make([]Price, n)
	usd := c.USD
	ok := len(c.Region) == n && len(c.Model) == n && len(c.Source) == n
	for i := 0; ok && i < n; i++ {
		var amount string
		amount, usd, _ = strings.Cut(usd, " ")
		ok = c.price(i, amount, &out[i])
	}
	if !ok || usd != "" {
		return nil, errors.New("catalog: the price columns differ in length, index past their lists or hold an amount that is no number")
	}
	return out, nil
}

// price writes the i-th price, whose amount is the text given, into p, or
// returns false. The loop over prices is Load's hottest: its body is a
// function of its own so that the loop's function stays small (see
// docs/performance.md).
func (c *PriceColumns) price(i int, amount string, p *Price) bool {
	s, r, m, src := int(c.Size[i]), int(c.Region[i]), int(c.Model[i]), int(c.Source[i])
	v, read := decimal(amount)
	if !read {
		var err error
		v, err = strconv.ParseFloat(amount, 64)
		read = err == nil
	}
	if !read || s >= len(c.Sizes) || r >= len(c.Regions) || m >= len(c.Models) || src >= len(c.Sources) {
		return false
	}
	*p = Price{Size: c.Sizes[s], Region: c.Regions[r], Model: c.Models[m], USDPerHour: v, Source: c.Sources[src][0], AsOf: c.Sources[src][1]}
	return true
}

// decimal reads an amount of the form 12.345, of at most 15 digits, as
// ParseFloat would, in a fraction of its time (the page reads 2,045 at
// start): the digits and the power of ten are both exact float64s, so their
// quotient is the correctly rounded value. ok is false for any other form,
// which ParseFloat reads.
func decimal(s string) (float64, bool) {
	var m int64
	digits, scale, dot := 0, 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '.' && !dot:
			dot = true
		case c >= '0' && c <= '9':
			m = m*10 + int64(c-'0')
			digits++
			if dot {
				scale++
			}
		default:
			return 0, false
		}
	}
	if digits == 0 || digits > 15 {
		return 0, false
	}
	return float64(m) / pow10[scale], true
}

var pow10 = [16]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}
