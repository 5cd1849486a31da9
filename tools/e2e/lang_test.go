//go:build !wasm

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/azure-gpu-advisor/advisor/app/words"
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
	// <html lang> follows with the link, once the new answer is painted.
	b.waitFor(`<html lang="en">`, `document.documentElement.lang === 'en'`, readyTimeout)
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

// TestChineseOnDemand: an English page does not download the Chinese
// wording (web/zh.<hash>.txt); picking 中文 fetches it and the page speaks Chinese,
// with the same answers and the same first pick.
func TestChineseOnDemand(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&lang=en&task=inference&params=8")
	fetched := `performance.getEntriesByType('resource').some(e => e.name.endsWith('/web/` + words.ChineseFile() + `'))`
	if eval[bool](b, fetched) {
		t.Error("an English page downloaded the Chinese wording")
	}
	before := b.picks()
	b.click("#lang-zh")
	b.waitFor("Chinese headings", `document.querySelector('#step-heading').innerText === '1. GPU 用来做什么？'`, readyTimeout)
	if got := eval[string](b, `document.documentElement.lang`); got != "zh-Hans" {
		t.Errorf(`after 中文, <html lang> = %q, want "zh-Hans"`, got)
	}
	if !eval[bool](b, fetched) {
		t.Errorf("the Chinese page did not come from web/%s", words.ChineseFile())
	}
	if after := b.picks(); len(before) == 0 || len(after) == 0 || after[0].String() != before[0].String() {
		t.Errorf("the first pick changed with the language: %v, then %v", before, after)
	}
	if u := b.location(); !strings.Contains(u, "lang=zh") {
		t.Errorf("the link does not say lang=zh: %s", u)
	}
}

// TestChineseUnavailable serves a site without its Chinese wording: a Chinese link
// shows its answer in English, with a notice in both languages that says
// why, and a switch to 中文 keeps the page in English with that one notice.
func TestChineseUnavailable(t *testing.T) {
	dir := copySite(t, siteDir(t))
	for _, f := range []string{words.ChineseFile(), words.ChineseFile() + ".gz", words.ChineseFile() + ".br"} {
		if err := os.Remove(filepath.Join(dir, "web", f)); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	b := newBrowser(t, serve(t, dir))
	b.open("/?v=1&lang=zh&task=inference&params=8")
	notice := `[...document.querySelectorAll('#notices li, #notices p')].filter(e => e.innerText.includes('中文界面无法加载') && e.innerText.includes('the page is in English')).length`
	b.waitFor("the notice", notice+` === 1`, readyTimeout)
	if got := eval[string](b, `document.documentElement.lang`); got != "en" {
		t.Errorf(`<html lang> = %q, want "en"`, got)
	}
	if got := eval[string](b, `document.querySelector('#step-heading').innerText`); !strings.Contains(got, "What will the GPUs do?") {
		t.Errorf("step heading %q, want English", got)
	}
	if len(b.picks()) == 0 {
		t.Error("no pick without the Chinese wording")
	}
	b.saveAs("zh-unavailable", b.snap("zh-unavailable"))
	b.click("#lang-zh")
	b.waitFor("the notice after 中文", notice+` === 1`, readyTimeout)
	if got := eval[string](b, `document.documentElement.lang`); got != "en" {
		t.Errorf(`after 中文 without its wording, <html lang> = %q, want "en"`, got)
	}
}
