package words

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

var placeholderRE = regexp.MustCompile(`\{[0-9]\}`)

func placeholders(s string) []string {
	p := placeholderRE.FindAllString(s, -1)
	slices.Sort(p)
	return slices.Compact(p)
}

// TestNoMessageSaysNothing: NoMessage is past every block, in both languages.
func TestNoMessageSaysNothing(t *testing.T) {
	if int(NoMessage)/blockSize < len(packed) {
		t.Fatalf("NoMessage (%d) is inside block %d of %d", NoMessage, int(NoMessage)/blockSize, len(packed))
	}
	for _, l := range []Lang{En, Zh} {
		if got := T(l, NoMessage, S("x")); got != "" {
			t.Errorf("T(%s, NoMessage) = %q, want nothing", l.Key(), got)
		}
	}
}

// TestEveryMessageInBothLanguages fails when an ID has no wording in a
// language, or when its placeholders differ between the languages (or
// between the English singular and plural).
func TestEveryMessageInBothLanguages(t *testing.T) {
	for id := range allIDs() {
		e, _ := lookup(id)
		if strings.TrimSpace(e.en) == "" || strings.TrimSpace(e.zh) == "" {
			t.Errorf("message %d lacks a translation: en %q, zh %q", id, e.en, e.zh)
			continue
		}
		en, zh := placeholders(e.en), placeholders(e.zh)
		if !slices.Equal(en, zh) {
			t.Errorf("message %d (%q): placeholders en %v, zh %v", id, e.en, en, zh)
		}
		if e.one != "" && !slices.Equal(placeholders(e.one), en) {
			t.Errorf("message %d (%q): singular placeholders %v, plural %v", id, e.en, placeholders(e.one), en)
		}
		for i, p := range en {
			if want := "{" + string(rune('0'+i)) + "}"; p != want {
				t.Errorf("message %d (%q): placeholders %v skip %s", id, e.en, en, want)
				break
			}
		}
	}
}

// allIDs are the IDs of every block's messages.
func allIDs() func(func(ID) bool) {
	return func(yield func(ID) bool) {
		for b, tab := range sourceBlocks {
			for i := range tab {
				if !yield(ID(b*blockSize + i)) {
					return
				}
			}
		}
	}
}

func TestNoEnglishSentenceInChinese(t *testing.T) {
	words := regexp.MustCompile(`[A-Za-z]{2,}( [A-Za-z]{2,}){2,}`)
	for id := range allIDs() {
		e, _ := lookup(id)
		if m := words.FindString(e.zh); m != "" && !strings.Contains(m, "Azure") && !strings.Contains(m, "NVIDIA") {
			t.Errorf("message %d in Chinese holds English words %q: %q", id, m, e.zh)
		}
	}
}

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		scenario, got, want string
	}{
		{"thousands", Number(1234567), "1,234,567"},
		{"small", Number(7), "7"},
		{"decimals", Number(0.5), "0.5"},
		{"negative thousands", Number(-1234), "-1,234"},
		{"decimals with thousands", Number(1234.5), "1,234.5"},
		{"tiny: a figure a person reads, not 300 zeros", Number(1e-300), "1e-300"},
		{"huge", Number(1e300), "1e+300"},
		{"money", Dollars(1234), "$1,234"},
		{"money below 100", Dollars(3.667), "$3.67"},
		{"money per month en", T(En, MoneyPerMonth, USD(1234)), "$1,234/month"},
		{"money per month zh", T(Zh, MoneyPerMonth, USD(1234)), "$1,234/月"},
		{"money per month arg en", USDMonth(1234).text(En), "$1,234/month"},
		{"money per month arg zh", USDMonth(1234).text(Zh), "$1,234/月"},
		{"fixed money", T(En, PerGPUHour, USDFixed(0.01234, 4)), "$0.0123 per GPU-hour"},
		{"sixth", Part(1.0 / 6), "⅙"},
		{"quarter", Part(0.25), "¼"},
		{"half", Part(0.5), "½"},
		{"one and a third", Part(4.0 / 3), "1⅓"},
		{"seventh", Part(1.0 / 7), "1/7"},
		{"catalog fraction", Fraction("1/6"), "⅙"},
		{"catalog whole", Fraction("8"), "8"},
		{"one hour", Duration(En, 1), "1 hour"},
		{"hours", Duration(En, 12.345), "12.3 hours"},
		{"days", Duration(En, 49), "2.04 days"},
		{"many days", Duration(En, 24*1234), "1,234 days"},
		{"hours zh", Duration(Zh, 12.345), "12.3 小时"},
		{"days zh", Duration(Zh, 24*400), "400 天"},
		{"one VM", T(En, CountVMs, I(1)), "1 VM"},
		{"VMs", T(En, CountVMs, I(3)), "3 VMs"},
		{"VMs zh", T(Zh, CountVMs, I(3)), "3 台虚拟机"},
		{"part of a GPU", T(En, CountGPUs, Count(1.0/6)), "⅙ GPU"},
		{"GPUs", T(En, CountGPUs, Count(8)), "8 GPUs"},
		{"plural of a later count", T(En, StalePrices, S("2026-01-01"), I(1)), "Prices are from 2026-01-01, 1 month ago: confirm current prices before you commit."},
		{"plural of a later count, many", T(En, GroupSummary, S("Europe"), I(2)), "Europe · 2 regions"},
		{"plural of a later count, one", T(En, GroupSummary, S("Europe"), I(1)), "Europe · 1 region"},
		{"two counts", T(En, PaidHoursVMs, I(3), I(1)), "3 hours across 1 VM"},
		{"two counts, one", T(En, PaidHoursVMs, I(1), I(2)), "1 hour across 2 VMs"},
		{"plural marker zh", T(Zh, GroupSummary, S("欧洲"), I(1)), "欧洲 · 1 个区域"},
		{"argument order zh", T(Zh, TopPick, S("80 GB"), S("8 块 GPU"), S("1 台虚拟机")), "80 GB · 首选方案：1 台虚拟机，共 8 块 GPU"},
		{"missing argument", T(En, OpenIt), "Open it: "},
		{"zero argument", T(En, OpenIt, Arg{}), "Open it: "},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %q, want %q", tc.got, tc.want)
			}
		})
	}
}

func TestPick(t *testing.T) {
	for tag, want := range map[string]Lang{
		"zh": Zh, "zh-CN": Zh, "zh-Hans": Zh, "zh_CN": Zh, "ZH-cn": Zh, "zh-SG": Zh, "zh-Hans-HK": Zh,
		"zh-TW": En, "zh-HK": En, "zh-MO": En, "zh-Hant": En, "zh-Hant-CN": En,
		"en": En, "en-GB": En, "de": En, "": En, "zhx": En,
	} {
		if got := Pick(tag); got != want {
			t.Errorf("Pick(%q) = %v, want %v", tag, got, want)
		}
	}
	if Zh.Tag() != "zh-Hans" || En.Tag() != "en" || Zh.Key() != "zh" {
		t.Error("tags: zh-Hans for <html lang>, zh for the link")
	}
}

func TestPartPrintsFractions(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{
		{1.0 / 6, "⅙"}, {0.25, "¼"}, {1.0 / 3, "⅓"}, {0.5, "½"}, {2.0 / 3, "⅔"}, {1.5, "1½"},
		{1.0 / 7, "1/7"}, {1 + 1.0/7, "1 1/7"}, {8, "8"}, {1200, "1,200"}, {0.123456, "0.12"},
	} {
		if got := Part(tc.in); got != tc.want {
			t.Errorf("Part(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestConverted: a converted amount names its currency and the rate, in
// both languages, and is nothing without a rate (issue 25).
func TestConverted(t *testing.T) {
	for _, tc := range []struct {
		usd, rate float64
		cur, en   string
	}{
		{3.94, 0.92, "EUR", "≈ 3.62 EUR at 0.92/USD"},
		{0.5, 0.79, "GBP", "≈ 0.395 GBP at 0.79/USD"},
		{98.32, 153.2, "JPY", "≈ 15,063 JPY at 153.2/USD"},
	} {
		if got := Converted(En, tc.usd, tc.cur, tc.rate); got != tc.en {
			t.Errorf("Converted(%v, %s, %v) = %q, want %q", tc.usd, tc.cur, tc.rate, got, tc.en)
		}
		if zh := Converted(Zh, tc.usd, tc.cur, tc.rate); !strings.Contains(zh, "换算") || !strings.Contains(zh, tc.cur) {
			t.Errorf("Chinese %q does not say it is converted", zh)
		}
	}
	if got := Converted(En, 3.94, "", 0.92) + Converted(En, 3.94, "EUR", 0); got != "" {
		t.Errorf("without a currency or rate: %q", got)
	}
}

// TestMessagesKeepTheirArguments: a message built from a list of arguments
// that its caller changes afterwards still says what it said when built.
func TestMessagesKeepTheirArguments(t *testing.T) {
	args := []Arg{S("a"), S("b")}
	m := M(ChartChosen, args...)
	and := Text(nil).And(ChartChosen, args...)
	w := W(ChartChosen, args...)
	list := List(args...)
	args[0] = S("changed")
	for _, c := range []struct{ got, want string }{
		{m.In(En), "a (chosen)"},
		{and.In(En), "a (chosen)"},
		{T(En, Verbatim, w), "a (chosen)"},
		{T(En, Verbatim, list), "a, b"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
