//go:build !wasm

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestChinese opens a lang=zh link: <html lang> is zh-Hans, the steps and
// labels are Chinese, axe-core finds no critical or serious violation, and
// the picker switches to English keeping the answers and the first pick.
func TestChinese(t *testing.T) {
	src := axeSource(t)
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&lang=zh&task=finetune&params=13&method=qlora&hours=200&spot=1")
	if got := eval[string](b, `document.documentElement.lang`); got != "zh-Hans" {
		t.Errorf(`<html lang> = %q, want "zh-Hans"`, got)
	}
	text := func(sel string) string { return eval[string](b, `document.querySelector('`+sel+`').innerText`) }
	for sel, want := range map[string]string{
		"#step-heading": "1. GPU 用来做什么？", ".stepper": "预算与时长", "label[for=model]": "模型",
		"#copy-link": "复制链接", "#copy-summary": "复制摘要", ".results h2": "推荐结果", "#checklist h2": "部署前检查清单",
	} {
		if got := text(sel); !strings.Contains(got, want) {
			t.Errorf("%s reads %q, want %q", sel, got, want)
		}
	}
	if vs := evalAxe(b, src); len(vs) > 0 {
		t.Errorf("zh step 1: axe-core found %d critical or serious violations:%s", len(vs), describeViolations(vs))
	}
	b.saveAs("zh-desktop", b.snap("zh-desktop"))
	b.saveAs("zh-phone", b.phoneShot())

	b.click("#step-2")
	// go-app renders on its next frame, not within the click.
	b.waitFor("step 2", `document.querySelector('label[for=price]') !== null`, waitTimeout)
	if got := text("#step-heading"); got != "2. 预算与时长" {
		t.Errorf("step 2 heading %q", got)
	}
	if got := text("label[for=price]"); got != "定价模式" {
		t.Errorf("price label %q", got)
	}
	before, link := b.picks(), b.location()
	if len(before) == 0 {
		t.Fatal("no pick in zh")
	}
	b.click("#lang-en")
	b.waitFor("English headings", `document.querySelector('#step-heading').innerText === '2. Budget and duration'`, readyTimeout)
	if got := eval[string](b, `document.documentElement.lang`); got != "en" {
		t.Errorf(`after switching, <html lang> = %q, want "en"`, got)
	}
	after := b.picks()
	if len(after) == 0 || after[0].String() != before[0].String() {
		t.Errorf("the first pick changed with the language: %v, then %v", before[0], after)
	}
	now := b.location()
	if strings.Contains(now, "lang=zh") || strings.Replace(link, "&lang=zh", "", 1) != now {
		t.Errorf("switching language changed more than lang in the link:\n%s\n%s", link, now)
	}
	if got := eval[string](b, `document.querySelector('#hours').value`); got != "200" {
		t.Errorf("hours after switching: %q, want 200", got)
	}
	b.do("done", chromedp.Evaluate[chromedp.Void](`0`))
}
