//go:build !js

package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// With lang=zh, the steps' headings, the stepper and the labels are Chinese.
func TestStepsSpeakChinese(t *testing.T) {
	a := advisor.Defaults(advisor.Inference)
	for _, tc := range []struct {
		scenario string
		step     int
		want     []string
	}{
		{"task", 1, []string{"1. GPU 用来做什么？", "推理", "上下文长度", "从示例开始："}},
		{"budget", 2, []string{"2. 预算与时长", "每月 GPU 使用时长", "即用即付", "1 年预留实例", "1 年节省计划"}},
		{"data", 3, []string{"3. 数据与网络", "允许的区域（数据驻留）", "欧盟/欧洲经济区", "亚太", "中东", "德国中西部", "南非北部"}},
		{"ecosystem", 4, []string{"4. 软件生态", "虚拟机规模集", "需要机密虚拟机"}},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			Register()
			w := newWizard()
			w.answers.state = share.State{Lang: "zh", Step: tc.step, Answers: a}
			render(t, w)
			// Render is a function of the fields: render the state under test.
			w.answers.state = share.State{Lang: "zh", Step: tc.step, Answers: a}
			html := renderAgain(t, w)
			for _, want := range append(tc.want, "任务", "预算与时长", "推荐结果", "复制链接", "复制摘要") {
				if !strings.Contains(html, want) {
					t.Errorf("step %d in Chinese lacks %q", tc.step, want)
				}
			}
			for _, not := range []string{"What will the GPUs do?", "Budget and duration", "Copy link", "Copy summary", "Why this pick",
				"Middle East", "Germany West Central", "South Africa North"} {
				if strings.Contains(visibleText(html), not) {
					t.Errorf("step %d in Chinese still says %q", tc.step, not)
				}
			}
		})
	}
}

func TestLanguagePickerSaysWhichIsOn(t *testing.T) {
	html := render(t, newWizard().header(words.Zh))
	for _, want := range []string{`id="lang-zh"`, `lang="zh-Hans"`, `id="lang-en"`, "中文", "English", "复制链接"} {
		if !strings.Contains(html, want) {
			t.Errorf("header lacks %q", want)
		}
	}
}

// renderAgain renders a loaded component once more from its fields.
func renderAgain(t *testing.T, c interface{ Render() app.UI }) string {
	t.Helper()
	return app.HTMLString(c.Render())
}

// The sizing bar names the parts of the memory need in the language.
func TestSizingBarSpeaksChinese(t *testing.T) {
	sz := advisor.SizingResult{Sizing: advisor.Sizing{GPUMemoryGB: 20, Breakdown: []advisor.Part{{Name: "weights", GB: 15}, {Name: "kv-cache", GB: 5}}}}
	html := render(t, (&sizingBar{Lang: words.Zh, Sizing: sz}).ui())
	for _, want := range []string{"权重 15 GB", "KV 缓存 5 GB", "seg-kv-cache"} {
		if !strings.Contains(html, want) {
			t.Errorf("sizing bar in Chinese lacks %q:\n%s", want, html)
		}
	}
}

// The footer's sources are citations: marked as English, inside a page in
// Chinese.
func TestFooterMarksCitations(t *testing.T) {
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	html := render(t, footer(words.Zh, "", citedSources(c)))
	if !strings.Contains(html, `lang="en"`) || !strings.Contains(html, "数据来源") {
		t.Errorf("footer in Chinese: no citation marked lang=en, or no Chinese heading:\n%.2000s", html)
	}
}

// visibleText is the text of an HTML string without its tags and their
// attributes, spaces collapsed.
func visibleText(html string) string {
	var b strings.Builder
	in := false
	for _, r := range html {
		switch {
		case r == '<':
			in = true
			b.WriteByte(' ')
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// The new-version prompt names the new catalog date and offers a reload, in
// each language; without a date it still offers the reload.
func TestUpdatePromptSpeaksBothLanguages(t *testing.T) {
	for l, want := range map[words.Lang][]string{
		words.En: {"A new version with prices of 2027-01-05 is ready", ">Reload<"},
		words.Zh: {"新版本已就绪，价格截至 2027-01-05", ">重新加载<"},
	} {
		w := &wizard{updateReady: true, updateDate: "2027-01-05"}
		html := render(t, w.updatePrompt(l))
		for _, s := range want {
			if !strings.Contains(html, s) {
				t.Errorf("%s prompt lacks %q:\n%s", l.Tag(), s, html)
			}
		}
		w.updateDate = ""
		if html := render(t, w.updatePrompt(l)); strings.Contains(html, "2027") || !strings.Contains(html, want[1]) {
			t.Errorf("%s prompt without a date:\n%s", l.Tag(), html)
		}
	}
}
