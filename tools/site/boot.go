package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// The placeholders of web/boot.js that fillBoot writes.
const (
	quoteWordsSlot = "/* quote words: tools/site */ null"
	wasmBytesSlot  = "/* wasm bytes: tools/site */ 0"
)

// fillBoot writes into the site's web/boot.js what it needs before the app
// starts: the words of a link's quote in both languages, from the message
// tables (never a second copy of them), and the size of app.wasm for the
// progress bar.
func fillBoot(outWeb, wasmPath string) error {
	info, err := os.Stat(wasmPath)
	if err != nil {
		return err
	}
	w, err := json.Marshal(map[string]quoteWords{"en": quoteWordsIn(words.En), "zh": quoteWordsIn(words.Zh)})
	if err != nil {
		return err
	}
	boot := filepath.Join(outWeb, "boot.js")
	b, err := os.ReadFile(boot)
	if err != nil {
		return err
	}
	js := string(b)
	for slot, v := range map[string]string{quoteWordsSlot: string(w), wasmBytesSlot: strconv.FormatInt(info.Size(), 10)} {
		if n := strings.Count(js, slot); n != 1 {
			return fmt.Errorf("%s holds %q %d times, want once", boot, slot, n)
		}
		js = strings.Replace(js, slot, v, 1)
	}
	return os.WriteFile(boot, []byte(js), 0o644)
}

// quoteWords are the words web/boot.js shows a link's quote with: the
// pick card's labels and the quote's own messages, with {0}, {1}… where
// boot.js puts the figures.
type quoteWords struct {
	AsOf       string            `json:"asOf"`
	Where      string            `json:"where"`
	PriceModel string            `json:"priceModel"`
	PerHour    string            `json:"perHour"`
	PerHourAll string            `json:"perHourAll"`
	Total      string            `json:"total"`
	Ignored    string            `json:"ignored"`
	NotQuote   string            `json:"notQuote"`
	Models     map[string]string `json:"models"`
}

func quoteWordsIn(l words.Lang) quoteWords {
	slot := func(i int) words.Arg { return words.S("{" + strconv.Itoa(i) + "}") }
	q := quoteWords{
		AsOf:       l.T(words.QuoteAsOf, slot(0)),
		Where:      l.T(words.Where),
		PriceModel: l.T(words.PriceModel),
		PerHour:    l.T(words.PerHour),
		PerHourAll: l.T(words.PerHourAll, slot(0)),
		Total:      l.T(words.QuoteTotal),
		Ignored:    l.T(words.LinkIgnored, slot(0), slot(1), slot(2)),
		NotQuote:   l.T(words.WhyNotQuote),
		Models:     map[string]string{},
	}
	// The price models a pick can have: every preference but auto, and a
	// mixed plan.
	for _, m := range append(slices.Clone(advisor.PricePrefs[1:]), advisor.Mixed) {
		id, _ := advisor.PriceLabel(m)
		q.Models[string(m)] = l.T(id)
	}
	return q
}
