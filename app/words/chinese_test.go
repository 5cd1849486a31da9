//go:build !js

package words

import (
	"strings"
	"testing"
)

// TestSetChineseRefusesAnotherVersion: a zh.txt that is not this build's
// (one message changed, a line lost or added, another file altogether) is
// refused and leaves the page in English; this build's is read whole.
func TestSetChineseRefusesAnotherVersion(t *testing.T) {
	saved := chinese
	t.Cleanup(func() { chinese = saved })
	good := ChineseText()
	first, _, _ := strings.Cut(good, "\n")
	for name, text := range map[string]string{
		"one message changed": strings.Replace(good, first, first+"!", 1),
		"a line lost":         strings.TrimPrefix(good, first+"\n"),
		"a line added":        good + "多余\n",
		"an HTML error page":  "<!doctype html><title>404</title>",
		"empty":               "",
	} {
		chinese = [len(packed)][]string{}
		if err := SetChinese(text); err == nil {
			t.Errorf("%s: read", name)
		}
		if HasChinese() {
			t.Errorf("%s: the page has Chinese after a refusal", name)
		}
		if got := T(Zh, CopyLink); got != "Copy link" {
			t.Errorf("%s: T(Zh, CopyLink) = %q without Chinese, want the English", name, got)
		}
		if got := T(Zh, DurationHours, I(1)); got != "1 hour" {
			t.Errorf("%s: T(Zh, DurationHours, 1) = %q without Chinese, want the English singular", name, got)
		}
	}
	if err := SetChinese(good); err != nil || !HasChinese() {
		t.Fatalf("this build's zh.txt: %v", err)
	}
	if got := T(Zh, CopyLink); got != "复制链接" {
		t.Errorf("T(Zh, CopyLink) = %q", got)
	}
	if got, want := T(Zh, DurationHours, I(1)), "1 小时"; got != want {
		t.Errorf("T(Zh, DurationHours, 1) = %q, want %q", got, want)
	}
}
