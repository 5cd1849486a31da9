//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// zhFaultsJS finds, on the Chinese page, what a reader of Microsoft Learn's
// zh-cn pages would mark (app/words/GLOSSARY.md):
//   - a region by its ARM name alone, where the page names it "法国中部
//     (francecentral)" (code, such as a command, is left out);
//   - 你 instead of 您, an ASCII colon after a Chinese character;
//   - a short label or figure (dt, dd, th, label, button, summary, legend,
//     chips and badges) broken across lines inside a word: between two
//     characters that are neither a space nor punctuation.
//
// regions maps ARM names to the portal's Chinese names.
const zhFaultsJS = `((regions) => {
	const found = [];
	const where = (el) => {
		const home = el.closest('[id]');
		return (home ? home.tagName.toLowerCase() + '#' + home.id + ' … ' : '') + el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
	};
	const shown = (el) => el.checkVisibility({visibilityProperty: true});
	const code = (el) => !!el.closest('code, pre, kbd, script, style, noscript, template, [lang="en"]');
	const arm = new RegExp('(^|[^A-Za-z0-9_-])(' + Object.keys(regions).sort((a, b) => b.length - a.length).join('|') + ')(?![A-Za-z0-9_-])', 'g');
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		const el = n.parentElement, t = n.nodeValue;
		if (!el || !t.trim() || code(el) || !shown(el)) continue;
		for (const m of t.matchAll(arm)) {
			const name = m[2], at = m.index + m[1].length;
			const before = t.slice(0, at);
			if (!before.endsWith(regions[name] + ' (')) found.push(where(el) + ': region ' + name + ' without its name ' + regions[name] + ': ' + JSON.stringify(t.trim().slice(0, 160)));
		}
		if (t.includes('你')) found.push(where(el) + ': 你 for 您: ' + JSON.stringify(t.trim().slice(0, 160)));
		const colon = t.match(/[\u4e00-\u9fff]:/);
		if (colon) found.push(where(el) + ': ASCII colon after Chinese ' + JSON.stringify(colon[0]) + ': ' + JSON.stringify(t.trim().slice(0, 160)));
	}
	// A line break inside a word of a short label.
	const wordChar = (c) => /[\u3400-\u9fffA-Za-z0-9]/.test(c);
	for (const el of document.querySelectorAll('dt, dd, th, label, button, summary, legend, .chip, .badge, .stepper li')) {
		// Short labels only: a sentence (a checklist item) wraps as text does;
		// a visually hidden label has no lines to break.
		const box = el.getBoundingClientRect();
		if (!shown(el) || code(el) || el.innerText.trim().length > 40 || box.width < 4) continue;
		const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
		for (let n = texts.nextNode(); n; n = texts.nextNode()) {
			if (code(n.parentElement) || n.parentElement.getBoundingClientRect().width < 4) continue;
			const t = n.nodeValue;
			let prevTop = null;
			for (let i = 0; i < t.length; i++) {
				const r = document.createRange();
				r.setStart(n, i);
				r.setEnd(n, i + 1);
				const rects = r.getClientRects();
				if (!rects.length) continue;
				const top = rects[0].top;
				if (prevTop !== null && top > prevTop + 4 && i > 0 && wordChar(t[i - 1]) && wordChar(t[i])) {
					found.push(where(el) + ': a line break inside a word, ' + JSON.stringify(t.slice(Math.max(0, i - 6), i) + '/' + t.slice(i, i + 6)) + ' in ' + JSON.stringify(el.innerText.trim().slice(0, 80)));
					break;
				}
				prevTop = top;
			}
		}
	}
	return found;
})`

// zhComment finds an English sentence in a Deploy script's comment: three
// English words in a row outside a command, a flag or a product's name.
var (
	zhCommentLine = regexp.MustCompile(`^\s*(?:#|//)\s?(.*)$`)
	zhEnglishRun  = regexp.MustCompile(`\b[A-Za-z][a-z]+(?:['-][A-Za-z]+)*\b(?:[ ,;:.()]+\b[A-Za-z][a-z]+(?:['-][A-Za-z]+)*\b){2,}`)
	zhSpared      = regexp.MustCompile(`Azure|NVIDIA|Microsoft|Windows|Ubuntu|^(az|sudo|nvidia-smi|amd-smi)\b`)
)

func zhCommentEnglish(script string) (out []string) {
	for _, line := range strings.Split(script, "\n") {
		m := zhCommentLine.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(strings.TrimSpace(line), "#!") {
			continue
		}
		for _, run := range zhEnglishRun.FindAllString(m[1], -1) {
			if !zhSpared.MatchString(run) {
				out = append(out, fmt.Sprintf("%q in %q", run, strings.TrimSpace(line)))
			}
		}
	}
	return out
}

// TestChineseFinished walks the Chinese page on a phone (390 px) through
// every view a customer is sent: the results with every details open (the
// cards, the why-not list, the sizing, the checklist and the notices of a
// link with a mistyped OS and unknown key), presenter mode, the Deploy
// panel's scripts, compare and the catalog. On each: no English sentence
// (TestChineseHasNoEnglish's detector), no region by its ARM name alone, no
// 你 or ASCII colon after Chinese, no short label broken inside a word; and
// no English sentence in a Deploy script's comments.
func TestChineseFinished(t *testing.T) {
	regions, _ := json.Marshal(words.RegionNamesZh())
	b := newBrowser(t, serve(t, siteDir(t)))
	b.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	english, faults := map[string]string{}, map[string]string{}
	check := func(where string) {
		b.t.Helper()
		b.do("opening every details", chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('details:not(#deploy)').forEach(d => d.open = true)`))
		englishOnPage(b, where, english)
		for _, f := range eval[[]string](b, zhFaultsJS+"("+string(regions)+")") {
			if _, ok := faults[f]; !ok {
				faults[f] = where
			}
		}
	}
	const link = "/?v=1&lang=zh&task=finetune&model=llama-3.1-70b&method=qlora&months=2&budget=5000&region=francecentral,westeurope&os=foo&zzz=1"
	b.open(link)
	b.waitFor("picks", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	check("results")
	ps := b.picks()

	for _, task := range []string{"render", "hpc", "transcode", "inference"} {
		b.open(fmt.Sprintf("/?v=1&lang=zh&task=%s&region=francecentral,westeurope", task))
		check(task)
	}

	b.open(link + "&present=1")
	check("presenter mode")

	b.open(link)
	b.do("opening the Deploy panel", chromedp.Evaluate[chromedp.Void](`document.getElementById('deploy').open = true`))
	b.waitFor("#deploy open", `document.querySelector('#deploy[open] pre') !== null`, waitTimeout)
	check("Deploy panel")
	scripts := eval[string](b, `[...document.querySelectorAll('#deploy pre')].map(p => p.innerText).join('\n')`)
	if !strings.Contains(scripts, "#") {
		t.Errorf("the Deploy panel shows no commented script:\n%s", scripts)
	}
	var comments []string
	for _, c := range zhCommentEnglish(scripts) {
		comments = append(comments, "Deploy comment: "+c)
	}

	if len(ps) >= 2 {
		b.open(link + "&view=compare&sizes=" + ps[0].Size + "," + ps[1].Size)
		b.waitFor("the compare table", `document.querySelector('.compare table, #compare table') !== null`, waitTimeout)
		check("compare")
	} else {
		t.Errorf("want two picks to compare, got %v", ps)
	}

	b.open("/?v=1&lang=zh&view=catalog&region=francecentral")
	b.waitFor("the catalog", `document.querySelector('.catalog-table') !== null`, waitTimeout)
	check("catalog")
	b.saveAs("zh-finished-catalog-phone", b.phoneShot())

	var lines []string
	for f, where := range english {
		lines = append(lines, where+": English: "+f)
	}
	for f, where := range faults {
		lines = append(lines, where+": "+f)
	}
	sort.Strings(lines)
	lines = append(lines, comments...)
	if len(lines) > 0 {
		t.Errorf("%d faults on the Chinese page at 390 px:\n%s", len(lines), strings.Join(lines, "\n"))
	}
}

// TestChineseFaultsDetector: the detector of TestChineseFinished finds a
// planted region by its ARM name, 你, an ASCII colon and a label broken inside
// a word, and passes the page's own forms.
func TestChineseFaultsDetector(t *testing.T) {
	regions, _ := json.Marshal(words.RegionNamesZh())
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&lang=zh&task=inference")
	b.do("planting", chromedp.Evaluate[chromedp.Void](`(() => {
		const p = document.createElement('div');
		p.id = 'planted';
		p.innerHTML = '<p>在法国中部 (francecentral) 部署；运行 <code>az vm list-usage --location francecentral</code></p>' +
			'<p>请在 westeurope 申请配额</p><p>你的预算</p><p>显存:80 GB</p>' +
			'<dl><dt style="display:inline-block;width:2.2em;word-break:normal">显存显存显存</dt></dl>';
		document.getElementById('wizard').prepend(p);
	})()`))
	found := strings.Join(eval[[]string](b, zhFaultsJS+"("+string(regions)+")"), "\n")
	for _, want := range []string{"region westeurope without", "你 for 您", "ASCII colon", "a line break inside a word"} {
		if !strings.Contains(found, want) {
			t.Errorf("the detector misses %q:\n%s", want, found)
		}
	}
	if strings.Contains(found, "region francecentral") {
		t.Errorf("the detector flags 法国中部 (francecentral) or a command:\n%s", found)
	}
	if got := zhCommentEnglish("# 在法国中部 (francecentral) 中创建资源组。\naz group create --name x\n# Resource group in francecentral for everything below.\n"); len(got) != 1 {
		t.Errorf("the comment check finds %v, want the English comment only", got)
	}
}
