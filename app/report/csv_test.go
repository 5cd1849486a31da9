package report_test

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/report"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

func TestCSVCell(t *testing.T) {
	for in, want := range map[string]string{
		"=HYPERLINK(\"https://evil\",\"Click\")": "'=HYPERLINK(\"https://evil\",\"Click\")",
		"+1+2":                                   "'+1+2",
		"-2+3":                                   "'-2+3",
		"@SUM(A1:A9)":                            "'@SUM(A1:A9)",
		"\t=1":                                   "'\t=1",
		"\r=1":                                   "'\r=1",
		"  =1":                                   "'  =1",
		"\n=1":                                   "'\n=1",
		"＝1+1":                                   "'＝1+1",
		"Standard_NC24ads_A100_v4":               "Standard_NC24ads_A100_v4",
		"1234.50":                                "1234.50",
		"a=b":                                    "a=b",
		"":                                       "",
		"bad \xff byte":                          "bad \uFFFD byte",
	} {
		if got := report.CSVCell(in); got != want {
			t.Errorf("CSVCell(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWriteCSV: the picks with every price model, the answers and the link in
// the header lines, and malicious link text read back as inert text.
func TestWriteCSV(t *testing.T) {
	r := advise(t, "v=1&task=finetune&params=13&method=qlora&hours=200&months=2&region=eastus,westeurope&"+
		"%3DHYPERLINK(%22https%3A%2F%2Fevil%22)=1")
	if len(r.Recommendations) == 0 {
		t.Fatal("no picks")
	}
	r.Answers.Geo = "=cmd|' /C calc'!A0" // as if a geography had come through verbatim
	const link = "https://example.test/?v=1&task=finetune&params=13"
	var b bytes.Buffer
	if err := report.WriteCSV(&b, r, link, words.En); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	rd := csv.NewReader(strings.NewReader(out))
	rd.FieldsPerRecord = -1
	rows, err := rd.ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not read back: %v\n%s", err, out)
	}
	header := map[string]string{}
	var table [][]string
	for i, row := range rows {
		for _, cell := range row {
			if c := strings.TrimLeft(cell, " \n"); c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) {
				t.Errorf("row %d: a cell a spreadsheet would run: %q", i, cell)
			}
		}
		if len(row) >= 2 && table == nil {
			header[row[0]] = strings.Join(row[1:], " | ")
		}
		if len(row) > 0 && row[0] == "Rank" {
			table = rows[i:]
		}
	}
	// The answers as AnswerRows words them; a default is marked assumed.
	for key, want := range map[string]string{"Link": link, "Task": "Fine-tuning", "Duration": "2 months", "GPU hours per month": "200 h/month | (the default)",
		"Model size": "13 B params", "Method": "QLoRA (4-bit)", "Epochs": "3 | (the default)", "Precision": "BF16 | (the default)",
		"Allowed regions (data residency)": "eastus, westeurope", "Users or data are in": "'=cmd|' /C calc'!A0"} {
		if header[key] != want {
			t.Errorf("header %q = %q, want %q", key, header[key], want)
		}
	}
	if header["Note"] == "" || !strings.Contains(out, `Ignored unknown key ""=HYPERLINK(\""https://evil\"")"".`) {
		t.Errorf("the notice about the crafted key is missing:\n%s", out)
	}
	if len(table) != len(r.Recommendations)+1 {
		t.Fatalf("%d table rows, want %d picks and a header", len(table), len(r.Recommendations)+1)
	}
	head := table[0]
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	for _, name := range []string{"Pay-as-you-go", "Spot", "1-year reservation", "3-year reservation", "1-year savings plan", "3-year savings plan"} {
		for _, what := range []string{" USD per month", " USD project total"} {
			if _, ok := col[name+what]; !ok {
				t.Errorf("no column %q in %q", name+what, head)
			}
		}
	}
	for i, p := range r.Recommendations {
		row := table[i+1]
		if len(row) != len(head) {
			t.Errorf("row %d has %d cells, header %d", i+1, len(row), len(head))
			continue
		}
		if row[col["Size"]] != p.Size || row[col["Rank"]] != strconv.Itoa(p.Rank) {
			t.Errorf("row %d = %q, want %s", i+1, row, p.Size)
		}
		if got, want := row[col["Chosen USD project total"]], strconv.FormatFloat(p.USDTotal, 'f', 2, 64); got != want {
			t.Errorf("row %d project total %s, want %s", i+1, got, want)
		}
		if row[col["Pay-as-you-go USD project total"]] == "" {
			t.Errorf("row %d: no pay-as-you-go figure", i+1)
		}
		// A fine-tuning job paid as it runs has no month: its bill is the
		// work's (a month of a short job would read below its hour).
		if got := row[col["Chosen USD per month"]]; p.WorkBilled() != (got == "") {
			t.Errorf("row %d: billed by the work %v, chosen per month %q", i+1, p.WorkBilled(), got)
		}
		for _, c := range append([]advisor.Cost{p.Cost}, p.Alternatives...) {
			if c.Model == advisor.Mixed {
				continue
			}
			want := strconv.FormatFloat(c.USDPerMonth, 'f', 2, 64)
			if p.FinishesInHours > 0 && (c.Model == advisor.PAYG || c.Model == advisor.Spot) {
				want = ""
			}
			if got := row[col[advisor.ModelName(c.Model)+" USD per month"]]; got != want {
				t.Errorf("row %d %s per month %s, want %s", i+1, c.Model, got, want)
			}
			// An estimated price carries its assumption beside it (issue 22).
			if got := row[col[advisor.ModelName(c.Model)+" estimate"]]; (got != "") != c.Estimate || (c.Estimate && got != c.Assumption.In(words.En)) {
				t.Errorf("row %d %s (estimate %v) estimate column %q", i+1, c.Model, c.Estimate, got)
			}
		}
	}
}

// TestWriteCSVInChinese: the title and the notes speak the language; the
// crafted key stays inert.
func TestWriteCSVInChinese(t *testing.T) {
	r := advise(t, "v=1&task=finetune&%3DHYPERLINK(%22https%3A%2F%2Fevil%22)=1")
	var b bytes.Buffer
	if err := report.WriteCSV(&b, r, "https://example.test/", words.Zh); err != nil {
		t.Fatal(err)
	}
	rd := csv.NewReader(strings.NewReader(b.String()))
	rd.FieldsPerRecord = -1
	if _, err := rd.ReadAll(); err != nil {
		t.Fatalf("the CSV does not read back: %v", err)
	}
	out := b.String()
	for _, want := range []string{"Azure GPU 推荐：微调", `已忽略未知的键“=HYPERLINK(\""https://evil\"")”。`, "\n价格截至,", "\n排名,大小,系列,GPU,", ",即用即付美元/月,"} {
		if !strings.Contains(out, want) {
			t.Errorf("the CSV in Chinese lacks %q:\n%s", want, out)
		}
	}
	for _, english := range []string{"Prices as of", "Rank,", "USD per month"} {
		if strings.Contains(out, english) {
			t.Errorf("the CSV in Chinese has the English label %q", english)
		}
	}
}
