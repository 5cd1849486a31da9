//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The promises of issue 24 that a link must keep as it travels: Copy link,
// a reload, a catalog round trip.

// noPicksAndNotice waits for the residency notice and checks that nothing is
// recommended and that the notice names the typo.
func noPicksAndNotice(b *browser, typo string) {
	b.t.Helper()
	b.waitFor("the residency notice", `[...document.querySelectorAll('#notices .notice')].some(e => e.getAttribute('data-code') === 'region-not-understood')`, waitTimeout)
	if picks := b.picks(); len(picks) != 0 {
		b.fatalf("%d picks shown beside the unknown %q: %v", len(picks), typo, picks)
	}
	if all := strings.Join(b.notices(), "\n"); !strings.Contains(all, typo) {
		b.fatalf("the notice does not name %q:\n%s", typo, all)
	}
}

// TestRegionTypoSurvivesTheLink: a region that is not understood stays in
// the field, the address bar and the copied link, and keeps blocking the
// answer after a reload, alone or beside a region that is understood; fixed,
// the picks come back in the regions named.
func TestRegionTypoSurvivesTheLink(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	grantClipboard(t, b, base)
	b.open("/?v=1&task=inference&region=westeurop&step=3")
	noPicksAndNotice(b, "westeurop")
	b.waitFor("#region showing westeurop", inputShows("region", "westeurop"), waitTimeout)
	if r := urlKey(b, "region"); r != "westeurop" {
		b.fatalf("the address bar's region is %q, want westeurop", r)
	}
	b.click("#copy-link")
	b.waitFor("#share-url filled", `(e => e && e.value !== '')(document.getElementById('share-url'))`, waitTimeout)
	copied := eval[string](b, `document.getElementById('share-url').value`)
	if !strings.Contains(copied, "region=westeurop") {
		b.fatalf("the copied link %q lost the region", copied)
	}
	// The customer opening the copied link, and a reload.
	b.open(strings.TrimPrefix(copied, base))
	noPicksAndNotice(b, "westeurop")
	b.open(strings.TrimPrefix(b.location(), base)) // a reload
	noPicksAndNotice(b, "westeurop")

	// A partial typo: West Europe is understood, Germny is not.
	b.typeInto("region", "West Europe, Germny")
	b.waitFor("region=westeurope,germny in the URL", queryIs("region", "westeurope,germny"), waitTimeout)
	noPicksAndNotice(b, "germny")
	b.waitFor("#region showing both names", inputShows("region", "westeurope, germny"), waitTimeout)
	b.snap("region-partial-typo")
	b.open(strings.TrimPrefix(b.location(), base)) // a reload
	noPicksAndNotice(b, "germny")

	// Fixed: picks, and only in the two places named.
	b.typeInto("region", "West Europe, Germany")
	b.waitFor("region=westeurope,germany in the URL", queryIs("region", "westeurope,germany"), waitTimeout)
	b.waitFor("picks once the typo is fixed", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	for _, p := range b.picks() {
		if p.Region != "westeurope" && !strings.HasPrefix(p.Region, "germany") {
			b.fatalf("pick %s in %s", p.Size, p.Region)
		}
	}
}

// TestCatalogRoundTripKeepsPicks: browsing West Europe in the catalog and
// going back leaves the answers and their picks where they were.
func TestCatalogRoundTripKeepsPicks(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&model=llama-3.1-8b&prec=int8")
	b.waitFor("picks", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	before := b.picks()
	b.click("#to-catalog")
	b.waitFor("the catalog", `document.querySelector('#catalog tbody tr') !== null && document.getElementById('in') !== null`, waitTimeout)
	b.choose("in", "westeurope")
	b.waitFor("in=westeurope in the URL", queryIs("in", "westeurope"), waitTimeout)
	b.waitFor("West Europe rows only", `[...document.querySelectorAll('#catalog tbody tr')].every(tr => tr.getAttribute('data-region') === 'westeurope')`, waitTimeout)
	if r := urlKey(b, "region"); r != "" {
		b.fatalf("the catalog's filter set the answers' region to %q", r)
	}
	b.click("#to-results")
	b.waitFor("the picks again", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	after := b.picks()
	if fmt.Sprint(after) != fmt.Sprint(before) {
		b.fatalf("the picks moved after the catalog:\n before %v\n after  %v", before, after)
	}
	if r, in := urlKey(b, "region"), urlKey(b, "in"); r != "" || in != "" {
		b.fatalf("after the catalog the link holds region=%q in=%q", r, in)
	}
	// An old catalog link (region, no in) lists the answers' regions.
	b.open("/?v=1&view=catalog&region=westeurope")
	b.waitFor("West Europe rows only", `document.querySelector('#catalog tbody tr') !== null && [...document.querySelectorAll('#catalog tbody tr')].every(tr => tr.getAttribute('data-region') === 'westeurope')`, waitTimeout)
}

// TestRegionGroupsStayGroups: a group chip puts the group's key in the link,
// is pressed, and says how many regions it holds; EU only leaves Norway out.
func TestRegionGroupsStayGroups(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	for _, tc := range []struct {
		key, summary string
		norway       bool
	}{{"eu", "EU/EEA · 15 regions", true}, {"euonly", "EU only · 13 regions", false}} {
		b.open("/?v=1&task=inference&step=3")
		b.click("#region-group-" + tc.key)
		b.waitFor("region="+tc.key+" in the URL", queryIs("region", tc.key), waitTimeout)
		b.waitFor("the chip pressed", fmt.Sprintf(`document.getElementById('region-group-%s').getAttribute('aria-pressed') === 'true'`, tc.key), waitTimeout)
		if s := textOfID(b, "region-summary"); s != tc.summary {
			b.fatalf("the summary reads %q, want %q", s, tc.summary)
		}
		b.waitFor("picks", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
		norway := eval[bool](b, `[...document.querySelectorAll('.region-picker input[value^="norway"]')].some(e => e.checked)`)
		if norway != tc.norway {
			b.fatalf("%s: Norway's boxes ticked %v", tc.key, norway)
		}
		b.axeClean("the pressed " + tc.key + " chip")
		// A click on the pressed chip takes the group out again.
		b.click("#region-group-" + tc.key)
		b.waitFor("no region in the URL", `!new URLSearchParams(location.search).has('region')`, waitTimeout)
	}
	b.open("/?v=1&task=inference&step=3&lang=zh&region=eu")
	b.waitFor("the Chinese summary", `(e => !!e && e.innerText === '欧盟/欧洲经济区 · 15 个区域')(document.getElementById('region-summary'))`, waitTimeout)
}

// TestEveryKeyRoundTrips: pre-training says it does not use epochs, and its
// link opens at the same answer.
func TestEveryKeyRoundTrips(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=pretrain&epochs=5")
	b.waitFor("picks", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	if all := strings.Join(b.notices(), "\n"); !strings.Contains(all, "5 epochs are not used") {
		b.fatalf("no notice says epochs are not used:\n%s", all)
	}
	first := b.picks()[0]
	link := strings.TrimPrefix(b.location(), b.base)
	b.open(link)
	b.waitFor("picks", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	if again := b.picks()[0]; again.String() != first.String() {
		b.fatalf("the link %s opens at %v, not %v", link, again, first)
	}
}

// TestValuesPrintAsFigures: tiny values and bad bytes read as a person
// reads them, on a phone.
func TestValuesPrintAsFigures(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&hours=1e-300&budget=1e-300&base=5000&model=%FF")
	b.waitFor("the notices", `document.querySelectorAll('#notices .notice').length > 0`, waitTimeout)
	all := strings.Join(b.notices(), "\n")
	for _, bad := range []string{"$0.00", "0000000000", "\ufffd"} {
		if strings.Contains(all, bad) {
			b.fatalf("the notices hold %q:\n%s", bad, all)
		}
	}
	for _, want := range []string{"1e-300", `"5000"`, `"\xff"`} {
		if !strings.Contains(all, want) {
			b.fatalf("the notices lack %s:\n%s", want, all)
		}
	}
	b.phoneShot()
}

// TestBlockingNoticeFirstOnAPhone: a phone opens a shared link on its
// answer, the results before the notices; when a notice blocks the answer
// (a region typo), that notice is the answer and comes first, above the
// empty results, not below the why-not list.
func TestBlockingNoticeFirstOnAPhone(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	b.do("a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	b.open("/?v=1&task=finetune&model=llama-3.1-70b&region=westeurope,germny&lang=zh")
	b.waitFor("the blocking notice", `document.querySelector('#notices .notice-error') !== null`, waitTimeout)
	above := eval[bool](b, `document.querySelector('#notices .notice-error').getBoundingClientRect().bottom <= document.querySelector('.answers > .results').getBoundingClientRect().top`)
	visible := eval[bool](b, `document.querySelector('#notices .notice-error').getBoundingClientRect().top < innerHeight`)
	if !above || !visible {
		b.fatalf("on a phone the blocking notice is not first on screen (above the results %v, in the first screen %v)", above, visible)
	}
	// A link that answers keeps its results first.
	b.open("/?v=1&task=finetune&model=llama-3.1-70b&region=westeurope&months=0")
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	if eval[bool](b, `(n => n !== null && n.getBoundingClientRect().top < document.querySelector('#picks .pick').getBoundingClientRect().top)(document.querySelector('#notices .notice'))`) {
		b.fatalf("on a phone a notice that does not block comes before the picks")
	}
}
