package report_test

import (
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/share"
	"github.com/azure-gpu-advisor/advisor/catalog"
)

// day is fixed so that lifecycle checks do not move under the tests, as in
// app/advisor's.
const day = "2026-12-02"

// advise is the result of a share link's answers, with the link's notices
// first, as the page shows it.
func advise(t testing.TB, query string) advisor.Result {
	t.Helper()
	c := loadCatalog(t)
	st, notes := share.Decode(query)
	r := advisor.New(c).Advise(st.Answers, advisor.Options{Day: day})
	r.Notices = append(notes, r.Notices...)
	return r
}

func loadCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}
