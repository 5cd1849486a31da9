// Package words is every sentence the product shows a person, in English and
// Simplified Chinese, and the one place where figures become text: numbers
// with thousand separators, dollars, dollars per month, parts of a GPU (⅙,
// ½) and hours of work (hours, or days above two days).
//
// A message is an ID and typed arguments; T renders it in a language. The
// wording lives in a table indexed by ID, one {en, zh} entry per message,
// with {0}, {1}… for the arguments. After a change to a table, make words
// rewrites zz_packed.go and zh.txt, the form the page reads (see
// packedBlock and SetChinese); the tests fail until it does. Nothing here imports go-app or
// syscall/js: the page, the Markdown summary and the CLI share it, and it
// tests on the host.
//
// Why a table of our own and not a library: the wasm is at its size budget,
// and golang.org/x/text's message catalog or github.com/nicksnyder/go-i18n
// would each add many times what these typed tables cost.
//
// The table needs no fmt (strconv only), knows English plurals as one/other
// (Chinese has none), and picks a language by a prefix check on the tag:
// zh, except Traditional (Hant, TW, HK, MO), is zh-Hans; anything else is
// English.
package words

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Lang is a language the product speaks.
type Lang uint8

// The languages.
const (
	En Lang = iota
	Zh
)

// Tag is the language's BCP 47 tag, as <html lang> carries it.
func (l Lang) Tag() string {
	if l == Zh {
		return "zh-Hans"
	}
	return "en"
}

// Key is the language as the share link's lang key writes it.
func (l Lang) Key() string {
	if l == Zh {
		return "zh"
	}
	return "en"
}

// Pick reads a language tag: the share link's lang key ("en", "zh") or a
// browser's language ("zh-CN", "zh-Hans-HK", "en-GB"). Simplified Chinese
// for zh, unless the tag says Traditional (Hant) or a region that writes it
// (TW, HK, MO) without saying Hans; English for everything else.
func Pick(tag string) Lang {
	parts := strings.FieldsFunc(strings.ToLower(strings.TrimSpace(tag)), func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) == 0 || parts[0] != "zh" {
		return En
	}
	traditional := false
	for _, p := range parts[1:] {
		switch p {
		case "hans":
			return Zh
		case "hant", "tw", "hk", "mo":
			traditional = true
		}
	}
	if traditional {
		return En
	}
	return Zh
}

// entry is one message in both languages. one is the English form for a
// count of one, when it differs ("{0} VM carries" beside "{0} VMs carry");
// the count is the first argument. A regular plural after any count is
// written in en itself: {2s} is "s" unless argument 2 is a count of one
// ("{2} epoch{2s}"), so a message may have several counts.
type entry struct{ en, one, zh string }

// The message table is split into blocks of blockSize IDs (the page, the
// engine's notices, its rules, the checklist, and so on), so that each
// part's wording sits beside its neighbours and grows on its own; a long
// block is written in a few files by topic. An ID's block is id / blockSize;
// a block's first file declares its IDs from its base, and each further
// file goes on from the last ID of the file before it, so IDs keep their
// values when a file is split.
const blockSize = 1 << 10

// The tables in the block files are where the wording is written and
// reviewed. The page reads it from packed (zz_packed.go) and zh.txt, which
// the tables' test writes from them (make words; TestPackedIsTheTables fails
// when they are stale): each block's English texts as one string, and the
// Chinese texts a line per message (see SetChinese). As tables, each
// message's three strings would be a pointer and a length apiece in the
// wasm's data; as one string they are text. Nothing outside the tests refers to the tables, so the linker
// leaves them out.

// english are the blocks' English messages, from packed: message i's text
// and its form for a count of one are english[b][2i] and [2i+1] (packed
// ends each with a NUL byte).
var english = func() (out [len(packed)][]string) {
	for b, text := range packed {
		out[b] = strings.Split(text, "\x00")
	}
	return out
}()

// lookup finds a message's wording; ok is false for an unknown ID. Its
// Chinese is empty until SetChinese has read it.
func lookup(id ID) (entry, bool) {
	b, i := int(id)/blockSize, int(id)%blockSize
	if b >= len(english) || 2*i+2 >= len(english[b]) {
		return entry{}, false
	}
	e := entry{en: english[b][2*i], one: english[b][2*i+1]}
	if i < len(chinese[b]) {
		e.zh = chinese[b][i]
	}
	return e, true
}

// T renders a message in the language with its arguments. Call it as
// l.T(…): through a method value or a closure (t := l.T) each call is an
// indirect one, larger in the wasm at every site.
func (l Lang) T(id ID, args ...Arg) string { return T(l, id, args...) }

// T renders a message in a language with its arguments.
func T(l Lang, id ID, args ...Arg) string {
	e, ok := lookup(id)
	if !ok {
		return ""
	}
	s := e.en
	switch {
	case l == Zh && e.zh != "":
		s = e.zh
	case e.one != "" && len(args) > 0 && args[0].one():
		s = e.one
	}
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '{' && i+2 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			n := int(s[i+1] - '0')
			if s[i+2] == '}' {
				if n < len(args) {
					b.WriteString(args[n].text(l))
				}
				i += 2
				continue
			}
			// {1s} is the plural s of the noun after count {1}: "" for a
			// count of one ("{1} month{1s} ago" is "1 month ago").
			if s[i+2] == 's' && i+3 < len(s) && s[i+3] == '}' {
				if n >= len(args) || !args[n].one() {
					b.WriteByte('s')
				}
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	if l == Zh {
		return zhSpaces(b.String())
	}
	return b.String()
}

// zhSpaces drops a space between two CJK characters (or Chinese quotation
// marks), which a placeholder
// leaves when its argument is Chinese ("在 {0} 部署" with 西欧): Chinese
// spaces only between Han and Latin letters or figures.
func zhSpaces(s string) string {
	cjk := func(r rune) bool { return r >= 0x2e80 || r == '“' || r == '”' }
	var b strings.Builder
	prev := rune(0)
	for i, r := range s {
		if r == ' ' && cjk(prev) {
			if next, _ := utf8.DecodeRuneInString(s[i+1:]); cjk(next) {
				continue
			}
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// Arg is a typed argument of a message; its kind says how it is written.
// It is one pointer wide: the engine passes arguments at hundreds of call
// sites, and Go's wasm stores each word of an argument on its stack one
// instruction at a time (an Arg of the fields themselves, ten words, makes
// the wasm larger). The zero Arg is written as "".
type Arg struct{ *arg }

type arg struct {
	kind kind
	s    string
	f    float64
	prec int
	arm  string // a region's ARM name (kRegion)
	msgs []Msg
}

type kind uint8

const (
	kText kind = iota
	kNumber
	kApprox
	kUSD
	kUSDFixed
	kUSDMonth
	kCount
	kFixed
	kPercent
	kMsg
	kList
	kRegion
	kPlace
	kCode
)

// S is a text argument, written as it is (a size name, a region, a unit).
func S(s string) Arg { return Arg{&arg{kind: kText, s: s}} }

// Quote is what a person typed, quoted as Go quotes it (control characters
// escaped) between the language's quotation marks: "x" in English, “x” in
// Chinese.
func Quote(s string) Arg {
	q := strconv.Quote(s)
	return W(Quoted, S(q[1:len(q)-1]))
}

// Code is a command, a flag or a quota's name inside a sentence: marked
// `…` in Chinese, where the page shows it as code among the Chinese words;
// as it is in English.
func Code(s string) Arg { return Arg{&arg{kind: kCode, s: s}} }

// I is a whole number: 1,234.
func I(n int) Arg { return Arg{&arg{kind: kNumber, f: float64(n)}} }

// N is a number without needless decimals: 7, 0.5, 1,234.
func N(v float64) Arg { return Arg{&arg{kind: kNumber, f: v}} }

// Approx is a computed figure to about three significant digits.
func Approx(v float64) Arg { return Arg{&arg{kind: kApprox, f: v}} }

// USD is dollars as people read them: $1,234, or $3.67 below $100.
func USD(v float64) Arg { return Arg{&arg{kind: kUSD, f: v}} }

// USDFixed is dollars with prec decimals: $0.0123.
func USDFixed(v float64, prec int) Arg { return Arg{&arg{kind: kUSDFixed, f: v, prec: prec}} }

// USDMonth is dollars per month: $1,234/month, $1,234/月.
func USDMonth(v float64) Arg { return Arg{&arg{kind: kUSDMonth, f: v}} }

// Count is a count that may be a part of one: 8, ½, ⅙, 1⅓.
func Count(v float64) Arg { return Arg{&arg{kind: kCount, f: v}} }

// F is a number with prec decimals and thousand separators: 1,234.5.
func F(v float64, prec int) Arg { return Arg{&arg{kind: kFixed, f: v, prec: prec}} }

// Pct is a share written as a percentage with no decimals: 0.125 is 13%.
func Pct(share float64) Arg { return Arg{&arg{kind: kPercent, f: share}} }

// W is a message used as a word or phrase inside another: the task's name,
// a price model, a reason given inside a rejection.
func W(id ID, args ...Arg) Arg { return Arg{&arg{kind: kMsg, msgs: M(id, args...)}} }

// WT is a Text used inside another message.
func WT(t Text) Arg { return Arg{&arg{kind: kMsg, msgs: t}} }

// List is words joined as a list: "a, b, c" in English, "a、b、c" in Chinese.
func List(items ...Arg) Arg {
	return Arg{&arg{kind: kList, msgs: []Msg{{Args: own(items)}}}}
}

// Region is a region by its ARM name and catalog display name, written as
// RegionName writes it: "West Europe" in English, "西欧" in Chinese.
func Region(arm, display string) Arg { return Arg{&arg{kind: kRegion, s: display, arm: arm}} }

// Place is a region's place as the catalog names it ("Hong Kong"), written
// in Chinese ("香港") where one is known.
func Place(en string) Arg { return Arg{&arg{kind: kPlace, s: en}} }

// one says whether the argument is a count that takes the singular in
// English: more than nothing and at most one (1 VM, ½ GPU).
func (a Arg) one() bool {
	if a.arg == nil {
		return false
	}
	switch a.kind {
	case kNumber, kCount:
		return a.f > 0 && a.f <= 1
	case kApprox:
		return Rough(a.f) == "1"
	}
	return false
}

func (a Arg) text(l Lang) string {
	if a.arg == nil {
		return ""
	}
	switch a.kind {
	case kNumber:
		return Number(a.f)
	case kApprox:
		return Rough(a.f)
	case kUSD:
		return Dollars(a.f)
	case kUSDFixed:
		return "$" + fixed(a.f, a.prec)
	case kUSDMonth:
		return T(l, MoneyPerMonth, USD(a.f))
	case kCount:
		return Part(a.f)
	case kFixed:
		return Fixed(a.f, a.prec)
	case kPercent:
		return Fixed(a.f*100, 0) + "%"
	case kRegion:
		return RegionName(l, a.arm, a.s)
	case kPlace:
		if zh := placeZh(a.s); zh != "" && l == Zh {
			return zh
		}
	case kCode:
		if l == Zh {
			return "`" + a.s + "`"
		}
	case kMsg:
		return Text(a.msgs).In(l)
	case kList:
		sep := ", "
		if l == Zh {
			sep = "、"
		}
		var b strings.Builder
		for i, item := range a.msgs[0].Args {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(item.text(l))
		}
		return b.String()
	}
	return a.s
}
