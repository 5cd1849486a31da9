package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func TestExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want int
	}{
		{nil, 2},
		{[]string{"a", "b"}, 2},
		{[]string{"-format", "xml", "v=1"}, 2},
		{[]string{"-day", "yesterday", "v=1"}, 2},
		{[]string{"-nope", "v=1"}, 2},
		{[]string{"v=1&task=bogus&params=abc"}, 0}, // bad values are notices, not failures
		{[]string{"-format", "md", "https://example.test/?v=1&task=render"}, 0},
	} {
		var out, errOut bytes.Buffer
		if got := run(tc.args, &out, &errOut); got != tc.want {
			t.Errorf("advise %q exited %d, want %d (stderr %q)", tc.args, got, tc.want, errOut.String())
		}
	}
}

// TestJSONShape checks the fields other tools read from the JSON output.
func TestJSONShape(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-day", "2026-12-02", "v=1&task=finetune&params=13&method=qlora&params=x&zzz=1"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var r map[string]any
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"catalog_date", "answers", "sizing", "recommendations", "rejected", "checklist", "notices"} {
		if _, ok := r[key]; !ok {
			t.Errorf("JSON lacks %q", key)
		}
	}
	sizing := r["sizing"].(map[string]any)
	for _, key := range []string{"gpu_memory_gb", "breakdown", "gpus", "vms", "needs_infiniband"} {
		if _, ok := sizing[key]; !ok {
			t.Errorf("sizing lacks %q", key)
		}
	}
	pick := r["recommendations"].([]any)[0].(map[string]any)
	for _, key := range []string{"size", "series", "region", "vms", "gpus_total", "price_model", "usd_per_hour", "usd_per_month", "usd_total", "estimate", "reasons"} {
		if _, ok := pick[key]; !ok {
			t.Errorf("recommendation lacks %q", key)
		}
	}
	notices, _ := json.Marshal(r["notices"])
	for _, want := range []string{"zzz", "params"} {
		if !strings.Contains(string(notices), want) {
			t.Errorf("notices do not mention %q: %s", want, notices)
		}
	}
}

// TestMarkdown checks what a person pasting the summary into a ticket reads.
func TestMarkdown(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-format", "md", "-day", "2026-12-02", "v=1&task=render&seats=20&load=heavy&os=windows&ahb=1&geo=Europe"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	md := out.String()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Azure GPU recommendation: rendering / virtual workstations", "Prices as of " + c.Generated,
		"| 1 | Standard_N", "| 20 |", "Azure Hybrid Benefit", "## Why not", "## Pre-deployment checklist", "request quota for Standard", "in the fallback "} {
		if !strings.Contains(md, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md)
		}
	}
}

// TestMarkdownHostileLink: a link with a thousand unknown keys and a crafted
// Markdown link gives a few notes, escaped, then the answer.
func TestMarkdownHostileLink(t *testing.T) {
	var b strings.Builder
	b.WriteString("v=1&task=render&%5BClick%5D(https://evil.example)=1")
	for i := range 1000 {
		b.WriteString("&z" + strconv.Itoa(i))
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"-format", "md", "-day", "2026-12-02", b.String()}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	md := out.String()
	if n := strings.Count(md, "**Note:**"); n == 0 || n > advisor.MaxNoticesShown {
		t.Errorf("%d notes, want 1 to %d", n, advisor.MaxNoticesShown)
	}
	for _, want := range []string{"more unknown keys", `\[Click\]\(https\://evil\.example\)`, "| 1 | Standard_N"} {
		if !strings.Contains(md, want) {
			t.Errorf("Markdown lacks %q:\n%.3000s", want, md)
		}
	}
	if strings.Contains(md, "[Click](") {
		t.Error("the crafted link is live")
	}
}

// TestResidencyFailsClosed: the CLI, like the page, recommends nothing when no
// region of the answer is understood, and says which and what was meant.
func TestResidencyFailsClosed(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-day", "2026-12-02", "v=1&task=inference&region=West Europ"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var r advisor.Result
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Recommendations) != 0 {
		t.Errorf("%d recommendations although no region was understood", len(r.Recommendations))
	}
	found := false
	for _, n := range r.Notices {
		found = found || (n.Code == "region-not-understood" && strings.Contains(n.Text.String(), "westeurope"))
	}
	if !found {
		t.Errorf("no notice names the region not understood and the one meant: %v", r.Notices)
	}
	out.Reset()
	if code := run([]string{"-format", "md", "-day", "2026-12-02", "v=1&task=inference&region=West Europ"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), "No size fits") {
		t.Errorf("Markdown for an unreadable region (exit %d) does not say nothing fits:\n%s", code, out.String())
	}
}

// The language changes words, never the recommendation: the same picks,
// to the cent, with and without -lang zh.
func TestLangKeepsTheRecommendation(t *testing.T) {
	query := "v=1&task=finetune&params=13&method=qlora&geo=Europe"
	runOut := func(args ...string) string {
		var out, errOut bytes.Buffer
		if code := run(append(append([]string{"-day", "2026-12-02"}, args...), query), &out, &errOut); code != 0 {
			t.Fatalf("advise %q exited %d: %s", args, code, errOut.String())
		}
		return out.String()
	}
	// The texts are in the language asked for; what is recommended, and at
	// what price, is not.
	picks := func(js string) string {
		var r advisor.Result
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		b.WriteString(strconv.FormatFloat(r.Sizing.GPUMemoryGB, 'f', -1, 64))
		for _, p := range r.Recommendations {
			b.WriteString("\n" + p.Size + " " + p.Region + " " + string(p.Model) + " " + strconv.Itoa(p.VMs) + " " +
				strconv.FormatFloat(p.USDPerHour, 'f', 2, 64) + " " + strconv.FormatFloat(p.USDPerMonth, 'f', 2, 64) + " " + strconv.FormatFloat(p.USDTotal, 'f', 2, 64))
		}
		for _, x := range r.Rejected {
			b.WriteString("\nrejected " + x.Series + " " + x.Rule)
		}
		for _, n := range r.Notices {
			b.WriteString("\nnotice " + n.Code)
		}
		for _, it := range r.Checklist {
			b.WriteString("\nchecklist " + it.ID)
		}
		return b.String()
	}
	if en, zh := picks(runOut()), picks(runOut("-lang", "zh")); en != zh || !strings.Contains(en, "checklist") {
		t.Errorf("the recommendation differs with -lang zh:\nwithout: %s\nwith: %s", en, zh)
	}
	// ...and the reasons are in Chinese: the first says how the workload fits, in 显存.
	var zr advisor.Result
	if err := json.Unmarshal([]byte(runOut("-lang", "zh")), &zr); err != nil {
		t.Fatal(err)
	}
	if len(zr.Recommendations) == 0 || len(zr.Recommendations[0].Reasons) == 0 || !strings.Contains(zr.Recommendations[0].Reasons[0].String(), "显存") {
		t.Errorf("the first reason is not in Chinese with -lang zh: %v", zr.Recommendations)
	}
	en, zh := runOut("-format", "md"), runOut("-format", "md", "-lang", "zh")
	for _, want := range []string{"## 推荐结果", "## 部署前检查清单", "# Azure GPU 推荐："} {
		if !strings.Contains(zh, want) {
			t.Errorf("Markdown with -lang zh lacks %q", want)
		}
	}
	dollars := regexp.MustCompile(`\$[0-9][0-9,.]*`)
	if a, b := dollars.FindAllString(en, -1), dollars.FindAllString(zh, -1); strings.Join(a, " ") != strings.Join(b, " ") || len(a) == 0 {
		t.Errorf("the figures differ with -lang zh:\nen %v\nzh %v", a, b)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"-lang", "fr", query}, &out, &errOut); code != 2 {
		t.Errorf("-lang fr exited %d, want 2", code)
	}
}

// TestShareLink: the JSON's share_link is the link of the answer with its
// top pick's quote, at the address given; opened again it reads the same
// quote and says nothing changed. A link with another price says so.
func TestShareLink(t *testing.T) {
	link := func(arg string) (string, []string) {
		var out, errOut bytes.Buffer
		if code := run([]string{"-day", "2026-12-02", arg}, &out, &errOut); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		var r struct {
			ShareLink string `json:"share_link"`
			Notices   []struct {
				Code string `json:"code"`
				Text string `json:"text"`
			} `json:"notices"`
			Recommendations []struct {
				Size string `json:"size"`
			} `json:"recommendations"`
		}
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		var quoteNotes []string
		for _, n := range r.Notices {
			if n.Code == "quote" {
				quoteNotes = append(quoteNotes, n.Text)
			}
		}
		if len(r.Recommendations) == 0 || !strings.Contains(r.ShareLink, "&quote=1~"+r.Recommendations[0].Size+"~") {
			t.Fatalf("share_link %q lacks the quote of the top pick", r.ShareLink)
		}
		return r.ShareLink, quoteNotes
	}
	first, notes := link("v=1&task=finetune&params=13&method=qlora")
	if !strings.HasPrefix(first, "?v=1&task=finetune&params=13&") || len(notes) != 0 {
		t.Fatalf("share_link %q, notices %q", first, notes)
	}
	again, notes := link("https://example.test/advisor/" + first)
	if again != "https://example.test/advisor/"+first || len(notes) != 0 {
		t.Errorf("opened again: %q, notices %q; want the same link, no notice", again, notes)
	}
	i := strings.Index(first, "&quote=")
	f := strings.Split(first[i+len("&quote="):], "~")
	f[5] = "0.01"
	_, notes = link(first[:i] + "&quote=" + strings.Join(f, "~"))
	if len(notes) != 1 || !strings.Contains(notes[0], "Quoted at $0.01/h") {
		t.Errorf("a quote of another price: notices %q", notes)
	}
}
