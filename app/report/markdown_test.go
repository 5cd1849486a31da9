package report_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

var (
	liveLink  = regexp.MustCompile(`(^|[^\\])\]\(|(^|[^\\])<[a-zA-Z/!?]|https?://|www\.[a-z]|[^\\]@[a-z]`)
	ownHeader = regexp.MustCompile(`^(# Azure GPU recommendation: |# Azure GPU 推荐：|## (Your answers|Sizing|Recommendations|Why not|Pre-deployment checklist|您的回答|规模估算|推荐结果|未选原因|部署前检查清单)$|### \d+\. )`)
	pipe      = regexp.MustCompile(`(^|[^\\])\|`)
)

// checkInert checks that nothing in md came alive: no link, no raw HTML tag,
// no heading but the summary's own, and every table row with the header's
// column count.
func checkInert(t *testing.T, md string) {
	t.Helper()
	cols := -1
	for _, line := range strings.Split(md, "\n") {
		if m := liveLink.FindString(line); m != "" {
			t.Errorf("live link or tag %q in line %q", m, line)
		}
		if strings.HasPrefix(strings.TrimLeft(line, " >"), "#") && !ownHeader.MatchString(line) {
			t.Errorf("a heading the summary did not write: %q", line)
		}
		if strings.HasPrefix(line, "|") {
			n := len(pipe.FindAllString(" "+line, -1))
			if cols < 0 {
				cols = n
			} else if n != cols {
				t.Errorf("table row with %d cells, want %d: %q", n-1, cols-1, line)
			}
		}
		if strings.HasPrefix(line, "> ") && !strings.HasPrefix(line, "> **Note:** ") && !strings.HasPrefix(line, "> **注意：** ") {
			t.Errorf("a quote line the summary did not write: %q", line)
		}
	}
}

const crafted = "[Click to fix](https://evil.example/fix) <img src=x onerror=alert(1)>\n# heading\r\n| a | b |\u2028- item `code` *bold* _it_ www.evil.example user@evil.example &lt;b&gt;"

// TestMarkdownCraftedLink: a link crafted to plant Markdown in a ticket.
func TestMarkdownCraftedLink(t *testing.T) {
	link := "v=1&task=render&geo=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E&%5BClick%5D(https%3A%2F%2Fevil.example)=1" +
		"&region=west%7Ceurope,%0A%23+heading,%5Bx%5D(https://evil.example)&model=%3Cb%3E&load=%0A%23%20heading|x"
	r := advise(t, link)
	for l, note := range map[words.Lang]string{words.En: "**Note:**", words.Zh: "**注意：**"} {
		md := report.Markdown(r, l)
		if !strings.Contains(md, note) || !strings.Contains(md, `\[Click\]\(https\://evil\.example\)`) {
			t.Fatalf("%s: the crafted key is not quoted, escaped, in a note:\n%s", l.Tag(), md)
		}
		checkInert(t, md)
	}
}

// TestMarkdownEscapesEverything: raw values anywhere in a result, including
// line breaks that Decode's quoting would have escaped.
func TestMarkdownEscapesEverything(t *testing.T) {
	r := advise(t, "v=1&task=render")
	if len(r.Recommendations) == 0 {
		t.Fatal("no picks")
	}
	r.Notices = append(r.Notices, advisor.Notice{Code: "ignored", Text: words.As(crafted)})
	p := &r.Recommendations[0]
	p.RegionName, p.Reasons = crafted, append(p.Reasons, words.As(crafted))
	p.Size += " | extra cell"
	r.Rejected = append(r.Rejected, advisor.Rejection{Series: crafted, Size: crafted, Why: words.As(crafted)})
	r.Checklist = append(r.Checklist, advisor.Item{ID: "x", Text: words.As(crafted)})
	r.Sizing.Assumptions = append(r.Sizing.Assumptions, words.As(crafted))
	checkInert(t, report.Markdown(r, words.Zh))
	md := report.Markdown(r, words.En)
	checkInert(t, md)
	if !strings.Contains(md, `> **Note:** \[Click to fix\]\(https\://evil\.example/fix\) \<img src=x onerror=alert\(1\)\> \# heading`) {
		t.Errorf("the crafted notice is not escaped as expected:\n%s", md)
	}
	// Sizes stay readable: the summary must name the top pick as the page does.
	if !strings.Contains(md, r.Recommendations[1].Size) {
		t.Errorf("the second pick %s is not named verbatim", r.Recommendations[1].Size)
	}
}

func TestCheckInertCatchesPlantedText(t *testing.T) {
	for _, md := range []string{"[x](https://evil)", "<img src=x>", "# planted", "| a | b |\n| a | b | c |", "see https://evil.example"} {
		ft := &testing.T{}
		checkInert(ft, md)
		if !ft.Failed() {
			t.Errorf("checkInert accepts %q", md)
		}
	}
}

// TestMarkdownFractionalGPU: a part of a GPU reads as a fraction, never as
// 0.16666666666666666.
func TestMarkdownFractionalGPU(t *testing.T) {
	md := report.Markdown(advise(t, "v=1&task=render&seats=1&load=light&region=eastus"), words.En)
	if !strings.Contains(md, "⅙ GPU") || strings.Contains(md, "0.16") {
		t.Errorf("Markdown does not print the sixth of a GPU as ⅙:\n%s", md)
	}
}

// TestMarkdownListsTheAnswers: a summary pasted in a ticket says what the
// customer answered, in the summary's language, values quoted as written.
func TestMarkdownListsTheAnswers(t *testing.T) {
	r := advise(t, "v=1&task=render&seats=12&budget=5000&region=westeurope&os=windows")
	for l, want := range map[words.Lang][]string{
		words.En: {"## Your answers", "- Seats: 12", "- Monthly budget: $5,000", "westeurope", "- Operating system: Windows"},
		words.Zh: {"## 您的回答", "12", "$5,000", "西欧 (westeurope)", "Windows"},
	} {
		md := report.Markdown(r, l)
		for _, w := range want {
			if !strings.Contains(md, w) {
				t.Errorf("%s summary lacks %q:\n%s", l.Key(), w, md[:min(len(md), 600)])
			}
		}
	}
}

// TestMarkdownWorkBoundHasNoMonth: a fine-tune paid as it runs has no
// "$/month" in the summary's table (a two-hour job would cost less a month
// than an hour), only its project total, the cost of the work (issue 22).
func TestMarkdownWorkBoundHasNoMonth(t *testing.T) {
	r := advise(t, "v=1&task=finetune&params=7&method=lora")
	md := report.Markdown(r, words.En)
	for _, p := range r.Recommendations {
		row := "| " + strconv.Itoa(p.Rank) + " | " + p.Size
		i := strings.Index(md, row)
		if i < 0 {
			t.Fatalf("no row for %s", p.Size)
		}
		line := md[i : i+strings.Index(md[i:], "\n")]
		if p.WorkBilled() != strings.Contains(line, "| — |") {
			t.Errorf("work-billed %v, row %s", p.WorkBilled(), line)
		}
	}
}

// TestMarkdownBilledMinutes: a job of minutes is billed for its minutes,
// never "Billed: 0 VM-hours" beside "the work takes 0.25 h".
func TestMarkdownBilledMinutes(t *testing.T) {
	r := advise(t, "v=1&task=finetune&model=llama-3.1-8b&method=full")
	md := report.Markdown(r, words.En)
	if strings.Contains(md, "Billed: 0 VM-hours") || !strings.Contains(md, "Billed: 0.25 VM-hours") {
		t.Errorf("a quarter-hour job's billed hours:\n%s", md)
	}
}

// TestMarkdownInChinese: the Chinese summary a customer pastes reads as
// Chinese for every task: labels with full-width colons, throughput units
// and HPC rates in words, the decision path by stage, regions by their
// portal name with the ARM name beside, the model by its display name, no
// doubled full stop where an assumption closes a sentence (issue 25).
func TestMarkdownInChinese(t *testing.T) {
	colon := regexp.MustCompile(`\p{Han}: `)
	for _, q := range []string{
		"v=1&task=inference&model=llama-3.1-70b&region=francecentral,westeurope&price=ri1",
		"v=1&task=render&seats=20&os=windows&region=eastus2", "v=1&task=hpc&region=francecentral",
		"v=1&task=transcode&region=westeurope", "v=1&task=train&params=7&price=sp3&region=westeurope",
	} {
		md := report.Markdown(advise(t, q), words.Zh)
		for _, bad := range []string{" seats", " streams", "vector TFLOPS", "tensor TFLOPS", "→ price-model", "- 模型：llama", "。）。", "？。", "计价模式", "GPU 内存", "tokens/s"} {
			if strings.Contains(md, bad) {
				t.Errorf("%s: the Chinese summary has %q:\n%s", q, bad, md)
			}
		}
		if m := colon.FindString(md); m != "" {
			t.Errorf("%s: an ASCII colon after Chinese, %q:\n%s", q, m, md)
		}
		if !strings.Contains(md, "决策路径：") || !strings.Contains(md, "(`") {
			t.Errorf("%s: no decision path by stage with its rule as code:\n%s", q, md)
		}
		text := regexp.MustCompile("`[^`]*`").ReplaceAllString(md, "") // commands keep the ARM name
		for _, r := range []string{"francecentral", "westeurope", "eastus2"} {
			if strings.Contains(q, r) && strings.Count(text, r) != strings.Count(text, words.RegionName(words.Zh, r, r)) {
				t.Errorf("%s: %s without its Chinese name:\n%s", q, r, md)
			}
		}
	}
}

// TestPlainText: Copy as plain text has the summary's lines without
// Markdown's marks or escapes (issue 25), and lists every answer that shaped
// the result with the defaults marked as assumed, as the Markdown does.
func TestPlainText(t *testing.T) {
	r := advise(t, "v=1&task=inference&model=llama-3.1-70b&conc=16&tps=400&region=westeurope")
	plain, md := report.PlainText(r, words.En), report.Markdown(r, words.En)
	top := r.Recommendations[0].Size
	for _, want := range []string{"- Model: Llama 3.1 / 3.3 70B\n", "- Precision: BF16 (the default)\n", "- Target throughput: 400 tokens/s\n",
		"- Context length: 4,096 tokens (the default)\n", "- GPU software stack: CUDA (the default)\n", "1 · " + top + " (", "\n1. " + top + " in "} {
		if !strings.Contains(plain, want) {
			t.Errorf("the plain text lacks %q:\n%s", want, plain)
		}
	}
	for _, bad := range []string{`\`, "**", "## ", "| ", "_(", "- [ ]"} {
		if strings.Contains(plain, bad) {
			t.Errorf("the plain text holds Markdown %q:\n%s", bad, plain)
		}
	}
	if !strings.Contains(md, "- Precision: BF16 _(the default)_\n") || !strings.Contains(md, "> **Note:**") || !strings.Contains(md, `\.`) {
		t.Errorf("the Markdown lost its marks or escapes:\n%s", md)
	}
}
