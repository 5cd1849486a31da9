package words

import (
	"errors"
	"strconv"
	"strings"
)

// The Chinese wording is zh.txt, not part of the page's wasm: an English
// visitor never downloads it. The page publishes it as web/zh.<hash>.txt
// (ChineseFile, tools/site); web/boot.js starts fetching it as
// the page loads when the page will speak Chinese, and the page hands it to
// SetChinese before it draws anything, or when a person picks 中文. The host
// builds (the CLI, the site generator, the tests) embed it (embed_zh.go).
// Until SetChinese has read it, T writes English.

// chineseFile is the file, in this folder and in the site's web/ folder.
const chineseFile = "zh.txt"

// ChineseFile is the name the site publishes the wording under beside the
// page, zh.<its hash>.txt: a new version's wording has a new name, so no
// cache (HTTP or service worker) ever hands a new page the old file.
func ChineseFile() string { return "zh." + strconv.FormatUint(chineseSum, 16) + ".txt" }

// chinese are the blocks' Chinese texts by message, once SetChinese has read
// them.
var chinese [len(packed)][]string

// chineseErr is why the embedded zh.txt could not be read (it is stale:
// make words); TestPackedIsTheTables reports it.
var chineseErr error

// HasChinese reports whether SetChinese has read the Chinese wording.
func HasChinese() bool { return chinese[0] != nil }

// SetChinese reads zh.txt's text. It refuses a text whose hash is not the
// one this build was made with, so that a file from another version of the
// site (an old copy in a cache) never puts one message's words in another's
// place.
func SetChinese(text string) error {
	if HasChinese() {
		return nil
	}
	if fnv64(text) != chineseSum {
		return errors.New("zh.txt (" + strconv.Itoa(len(text)) + " bytes) is not this version's")
	}
	lines := strings.Split(text, "\n") // the last, after the last line break, is ""
	var out [len(packed)][]string
	for b := range packed {
		n := len(english[b]) / 2
		if len(lines) <= n {
			return errors.New("zh.txt ends before its messages do")
		}
		out[b], lines = lines[:n], lines[n:]
	}
	if len(lines) > 1 || lines[0] != "" {
		return errors.New("zh.txt holds more lines than there are messages")
	}
	chinese = out
	return nil
}

// fnv64 is the 64-bit FNV-1a hash of s.
func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}
