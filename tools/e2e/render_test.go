//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// TestBatchRenderCard opens a batch-render link (issue 22): step 1 shows the
// frames and the minutes per frame instead of seats, and the first card
// shows the work's cost and the hours it takes, as the CLI works them out,
// with a queue (not Azure Virtual Desktop) in the checklist.
func TestBatchRenderCard(t *testing.T) {
	base := serve(t, siteDir(t))
	advise := buildCLI(t)
	b := newBrowser(t, base)
	const query = "v=1&task=render&rmode=batch&frames=2400&fmin=20&hours=168&months=1&region=westeurope"
	out, err := exec.Command(advise, "-day", time.Now().UTC().Format("2006-01-02"), query).Output()
	if err != nil {
		t.Fatalf("advise %s: %v", query, err)
	}
	var res struct {
		Recommendations []struct {
			Size     string  `json:"size"`
			Total    float64 `json:"usd_total"`
			Billed   float64 `json:"billed_hours"`
			Finishes float64 `json:"finishes_in_hours"`
		} `json:"recommendations"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Recommendations) == 0 {
		t.Fatalf("advise %s: %v (or no recommendation)", query, err)
	}
	want := res.Recommendations[0]
	if want.Finishes <= 0 || want.Billed <= 0 {
		t.Fatalf("the CLI bills no work for a batch render: %+v", want)
	}

	b.open("/?" + query)
	// Only the wasm reads the link: the pre-rendered page has the defaults.
	b.waitFor("#frames with the link's 2,400", `(e => !!e && e.value === '2,400')(document.getElementById('frames'))`, waitTimeout)
	b.waitFor("the CLI's first pick "+want.Size, fmt.Sprintf(`(e => !!e && e.getAttribute('data-size') === %q)(document.querySelector('#picks .pick'))`, want.Size), waitTimeout)
	if v := eval[string](b, `document.getElementById('rmode').value`); v != "batch" {
		b.fatalf("#rmode is %q, want batch", v)
	}
	if eval[bool](b, `document.getElementById('seats') !== null`) {
		b.fatalf("#seats shows on a batch render")
	}
	card := b.picks()[0]
	if got := card.Total; got != words.Cents(want.Total) {
		b.fatalf("the card's project cost is %s, the CLI's %s", got, words.Cents(want.Total))
	}
	total := eval[string](b, `document.querySelector('#picks .pick .pick-work-cost').innerText`)
	finishes := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('#picks .pick .pick-finishes'))`)
	billed := eval[string](b, `(e => e ? e.innerText : '')(document.querySelector('#picks .pick .pick-billed'))`)
	// The exact figure, in the closed engineer's detail, which innerText skips.
	exact := eval[string](b, `document.querySelector('#picks .pick .pick-detail').textContent`)
	if total != words.Dollars(want.Total) {
		b.fatalf("the card shows %q for the work, want %s", total, words.Dollars(want.Total))
	}
	if d := words.Duration(words.En, want.Finishes); finishes != d {
		b.fatalf("the card says the work takes %q, the CLI %v h (%s)", finishes, want.Finishes, d)
	}
	if !strings.Contains(billed, " hours") || strings.Contains(billed, "VM-hours") || !strings.Contains(exact, "VM-hours") || !strings.Contains(card.Text, "frames/h") {
		b.fatalf("the card does not say the hours paid for (%q), its detail the VM-hours, or it does not give frames/h:\n%s\n%s", billed, card.Text, exact)
	}
	b.waitFor("the checklist's queue item", `document.querySelector('#checklist input[data-id="queue"]') !== null`, waitTimeout)
	if eval[bool](b, `document.querySelector('#checklist input[data-id="avd"]') !== null`) {
		b.fatalf("a batch render's checklist has the Azure Virtual Desktop item")
	}
	if u := b.location(); !strings.Contains(u, "rmode=batch&frames=2400&fmin=20") {
		b.fatalf("the URL %s lost the batch render's keys", u)
	}
	t.Logf("%s: %s: %s, %s, %s", b.since(), want.Size, total, finishes, billed)
	b.saveAs("batch-render", b.snap("batch-render"))
	b.axeClean("a batch render's step 1 and card")

	// Back to seats with the mode select: the seats' fields and keys return,
	// the batch keys leave the link; and batch again.
	b.choose("rmode", "-") // "-" is app/ui's value of an option that sets nothing
	b.waitFor("#seats and no rmode, frames or fmin in the URL", `document.getElementById('seats') !== null && `+
		`(q => !q.has('rmode') && !q.has('frames') && !q.has('fmin'))(new URLSearchParams(location.search))`, waitTimeout)
	b.choose("rmode", "batch")
	b.waitFor("#frames and rmode=batch in the URL", `document.getElementById('frames') !== null && `+queryIs("rmode", "batch"), waitTimeout)
	if errs := b.errorsSoFar(); len(errs) > 0 {
		b.fatalf("the page reported errors:\n  %s", strings.Join(errs, "\n  "))
	}
}
