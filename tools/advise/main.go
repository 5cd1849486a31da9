// Command advise answers a share-link query from the command line, the same way
// the wizard does in the browser.
//
//	go run ./tools/advise 'v=1&task=finetune&params=13&method=qlora'
//	go run ./tools/advise -format md 'https://host/?v=1&task=render&seats=20'
//
// Unknown or malformed values give notices in the output (exit 0); only an
// unusable invocation exits 2. The JSON output lists every notice; the
// Markdown shows at most about advisor.MaxNoticesShown, the rest summed up by
// kind (advisor.CapNotices), with every value from the link escaped.
//
// The JSON's share_link is the link of the answer, as the page writes it
// (the answers as understood and the top pick's quote, docs/quote.md).
//
// -lang en|zh (default: the link's lang key) chooses the language of the
// words: the Markdown, and the JSON's texts (notices, reasons, checklist).
// The recommendations and every figure never depend on the language.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"time"

	json "github.com/goccy/go-json"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("advise", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "json", "output format: json or md")
	day := fs.String("day", time.Now().UTC().Format("2006-01-02"), "the day to advise for (YYYY-MM-DD): sizes retired by then are never picked")
	picks := fs.Int("picks", 5, "number of recommendations")
	langFlag := fs.String("lang", "", "language of the words (the Markdown and the JSON's texts): en or zh; default: the link's lang key")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: advise [-format json|md] [-day YYYY-MM-DD] [-picks N] [-lang en|zh] QUERY-OR-URL")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || (*format != "json" && *format != "md") || *picks < 1 || (*langFlag != "" && *langFlag != "en" && *langFlag != "zh") {
		fs.Usage()
		return 2
	}
	if _, err := time.Parse("2006-01-02", *day); err != nil {
		fmt.Fprintf(stderr, "advise: -day %q is not a date (YYYY-MM-DD)\n", *day)
		return 2
	}
	c, err := catalog.Load()
	if err != nil {
		fmt.Fprintln(stderr, "advise:", err)
		return 1
	}
	st, notes := share.Decode(fs.Arg(0))
	r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: *day, MaxPicks: *picks})
	r.Notices = append(append(notes, share.QuoteChanges(st.Quote, r)...), r.Notices...)
	lang := words.Pick(st.Lang)
	if *langFlag != "" {
		lang = words.Pick(*langFlag)
	}
	if *format == "md" {
		io.WriteString(stdout, advisor.Markdown(r, lang))
		return 0
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	out := struct {
		advisor.Result
		ShareLink string `json:"share_link"`
	}{r.Say(lang), shareLink(fs.Arg(0), share.Answered(c, st, r))}
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(stderr, "advise:", err)
		return 1
	}
	return 0
}

// shareLink is the link of the answer, as the page writes it: the answers
// as understood and the top pick's quote. It keeps the address of a whole
// URL that was given; a query alone gives a query.
func shareLink(arg string, st share.State) string {
	u, err := url.Parse(strings.TrimSpace(arg))
	if err != nil || u.Scheme == "" || u.Host == "" {
		u = &url.URL{}
	}
	u.RawQuery, u.Fragment = share.Encode(st), ""
	if u.Scheme == "" {
		return "?" + u.RawQuery
	}
	return u.String()
}
