package advisor_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestNoticesSpeakChinese: every notice a link or the answers can raise is
// worded in Chinese, arguments included (what was not read, its unit, the
// price model, the task), with what the link said quoted as written.
func TestNoticesSpeakChinese(t *testing.T) {
	english := regexp.MustCompile(`[A-Za-z]{2,}( [A-Za-z]{2,}){2,}`)
	quoted := regexp.MustCompile(`"(?:[^"\\]|\\.)*"…?`)
	seen := map[string]bool{}
	for _, link := range []string{
		"v=1&task=dance&prec=fp7&method=magic&load=ultra&price=cheap&os=beos&multinode=maybe&stack=opencl&fw=caffe&deploy=ftp&zzz=1&v=2",
		"v=2&task=inference&model=gpt-9&kv=fp4&tps=-1&ctx=50&conc=999999999&hours=9999&months=0&budget=-5&data=1e9&region=eastus,mars,westeurop",
		"v=1&task=train&params=0&layers=5&tokens=-1&epochs=5000&base=5000&region=%zz&=5&spot=maybe&lang=fr&step=9&ctx=1.5&seats=1e-400",
		"v=1&task=hpc&bound=fp128&gpuh=1e12&nodes=2000&region=mars",
		"v=1&task=transcode&vidh=0&geo=atlantis",
		"v=1&task=pretrain&params=70&price=ri3&months=2&lockin=1&deploy=aml",
		"v=1&task=render&seats=20&price=spot&load=heavy",
		"v=1&task=inference&price=spot&budget=1",
		"v=1&task=inference&price=spot&spot=1",
		"v=1&task=pretrain&params=1000&months=1&spot=1&price=spot",
		"v=1&task=inference&params=5000&multinode=no",
		"v=1&task=finetune&region=eastus,westeurope,japaneast&model=llama-3.1-70b",
		"v=1&task=inference&price=ri1&months=11",
		"v=1&task=inference&price=ri1&hours=100&months=12",
		"v=1&task=inference&model=llama-3.1-8b&price=ri1&months=12&budget=1500&region=eastus",
		"v=1&task=pretrain&params=70&tokens=15000&months=6&hours=730",
	} {
		r := advise(t, link)
		shown, _ := advisor.CapNotices(r.Notices, 3)
		notes := append(r.Notices, shown...)
		for _, n := range notes {
			zh := n.Text.In(words.Zh)
			seen[n.Code] = true
			if zh == "" || zh == n.Text.In(words.En) {
				t.Errorf("%s: the %s notice is not in Chinese: %q", link, n.Code, zh)
				continue
			}
			if m := english.FindString(quoted.ReplaceAllString(zh, "")); m != "" && !strings.Contains(m, "Azure") {
				t.Errorf("%s: the %s notice in Chinese holds English words %q: %s", link, n.Code, m, zh)
			}
		}
	}
	for _, code := range []string{"ignored", "clamped", "region-not-understood", "over-budget", "term-longer",
		"spot-implies-interruptible", "spot-desktop", "spot-serving", "lock-in", "region-lacks", "stale-prices", "estimate", "no-fit",
		"commit-over-payg", "budget-estimate", "capacity"} {
		if !seen[code] {
			t.Errorf("no link raised a %s notice: the test covers less than it says", code)
		}
	}
}
