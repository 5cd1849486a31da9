package catalog

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// PriceColumns are a list of prices by column, as tools/catalog writes the
// embedded catalog's: each string once, then one small index per price. As
// a list of Price literals, each price's four strings were a pointer and a
// length apiece in the wasm, 180 KB raw and 17 KB gzip; by column the
// prices take 31 KB raw and 7 KB less gzip (issue 11). The amounts are
// decimal text: eight bytes of float64 apiece compress to 6.8 KB, their
// text to 4.7 KB. Load puts the list back together, once.
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
	usd := strings.Fields(c.USD)
	n := len(usd)
	if len(c.Size) != n || len(c.Region) != n || len(c.Model) != n || len(c.Source) != n {
		return nil, fmt.Errorf("catalog: price columns of different lengths")
	}
	out := make([]Price, n)
	for i := range out {
		s, r, m, src := int(c.Size[i]), int(c.Region[i]), int(c.Model[i]), int(c.Source[i])
		if s >= len(c.Sizes) || r >= len(c.Regions) || m >= len(c.Models) || src >= len(c.Sources) {
			return nil, fmt.Errorf("catalog: price %d indexes past its column's list", i)
		}
		v, err := strconv.ParseFloat(usd[i], 64)
		if err != nil {
			return nil, fmt.Errorf("catalog: price %d: %w", i, err)
		}
		out[i] = Price{Size: c.Sizes[s], Region: c.Regions[r], Model: c.Models[m], USDPerHour: v, Source: c.Sources[src][0], AsOf: c.Sources[src][1]}
	}
	return out, nil
}
