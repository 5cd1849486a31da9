//go:build !wasm

package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// TestNoticesByImpact opens a sloppy link whose task and precision are
// typos among a dozen smaller problems: the notices about the task and the
// precision come first, and are not summed up in "…and N more"; that line
// opens, from the keyboard, on the notices it sums up; a mistyped model,
// which blocks the answer, is an alert styled apart from the information.
func TestNoticesByImpact(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&months=0&hours=1.5&seats=1.5&conc=2.5&nodes=1.5&x=1&y=2&z=3&w=4&task=infrence&prec=fp7")
	b.waitFor("the notices", `document.querySelector('#notices-more') !== null`, waitTimeout)
	top := eval[[]string](b, `[...document.querySelectorAll('#notices > .notice')].map(e => e.innerText)`)
	if len(top) < 2 || !strings.Contains(top[0], `"infrence"`) || !strings.Contains(top[0], "did you mean inference") || !strings.Contains(top[1], `"fp7"`) {
		b.fatalf("the task's and the precision's notices do not come first:\n  %s", strings.Join(top, "\n  "))
	}
	if eval[bool](b, `document.getElementById('notices-more').open`) {
		b.fatalf("the summary of the other notices is open from the start")
	}
	b.tabTo("#notices-more > summary", false, 120)
	b.press(kb.Enter)
	b.waitFor("the summary opened", `document.getElementById('notices-more').open`, waitTimeout)
	if n := eval[int](b, `[...document.querySelectorAll('#notices-more .notice')].filter(e => e.offsetParent !== null).length`); n == 0 {
		b.fatalf("the opened summary shows no notice")
	}
	b.saveAs("notices-more", b.snap("notices-more"))

	// A notice that blocks the answer is an error, not information.
	b.open("/?v=1&task=inference&model=llama3.1-70b&x=1")
	b.waitFor("the blocking notice", `document.querySelector('#notices .notice[data-code="model-not-understood"]') !== null`, waitTimeout)
	if role := eval[string](b, `document.querySelector('#notices .notice[data-code="model-not-understood"]').getAttribute('role') || ''`); role != "alert" {
		b.fatalf("the blocking notice has role %q, want alert", role)
	}
	blocking := eval[[]string](b, `(e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color, s.borderLeftColor]; })(document.querySelector('#notices .notice[data-code="model-not-understood"]'))`)
	info := eval[[]string](b, `(e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color, s.borderLeftColor]; })(document.querySelector('#notices .notice[data-code="ignored"]'))`)
	if strings.Join(blocking, " ") == strings.Join(info, " ") || blocking[0] == info[0] {
		b.fatalf("the blocking notice looks like the others: %v, %v", blocking, info)
	}
	if r := contrast(blocking[1], blocking[0]); r < 4.5 {
		b.fatalf("the blocking notice's text has a contrast of %.1f:1, want 4.5:1 at least", r)
	}
}

// contrast is the WCAG contrast ratio of two CSS colours as
// getComputedStyle writes them ("rgb(r, g, b)").
func contrast(fg, bg string) float64 {
	lum := func(c string) float64 {
		var r, g, b float64
		fmt.Sscanf(strings.TrimPrefix(strings.TrimPrefix(c, "rgba("), "rgb("), "%f, %f, %f", &r, &g, &b)
		lin := func(v float64) float64 {
			v /= 255
			if v <= 0.03928 {
				return v / 12.92
			}
			return math.Pow((v+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	a, b := lum(fg), lum(bg)
	return (math.Max(a, b) + 0.05) / (math.Min(a, b) + 0.05)
}
