//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// TestResidencyFailsClosed: a region answer nobody can read shows no
// recommendation anywhere, says which names were not understood and suggests
// the region meant; a group such as EU keeps every pick inside it.
func TestResidencyFailsClosed(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/?v=1&task=inference&region=westeurop")
	b.waitFor("the residency notice", `[...document.querySelectorAll('#notices .notice')].some(e => e.getAttribute('data-code') === 'region-not-understood')`, waitTimeout)
	all := strings.Join(b.notices(), "\n")
	if !strings.Contains(all, "westeurop") || !strings.Contains(all, "westeurope") {
		b.fatalf("the notice does not name the typo and the region meant:\n%s", all)
	}
	if picks := b.picks(); len(picks) != 0 {
		b.fatalf("%d picks shown although no region was understood: %v", len(picks), picks)
	}
	// The link keeps the name as typed: without it, whoever opens the
	// link would get picks from every region.
	if r := eval[string](b, `new URLSearchParams(location.search).get('region') || ''`); r != "westeurop" {
		b.fatalf("the link's region is %q, want westeurop as typed", r)
	}
	b.snap("residency-not-understood")

	// The EU/EEA group, offered as a button in step 3.
	b.open("/?v=1&task=inference")
	b.click("#step-3")
	b.waitFor("step 3 (#region)", `document.getElementById('region') !== null`, waitTimeout)
	b.click("#region-group-eu")
	// The link keeps the group, not its regions (issue 24).
	b.waitFor("region=eu in the URL", queryIs("region", "eu"), waitTimeout)
	b.waitFor("picks for the EU", `document.querySelectorAll('#picks .pick').length > 0`, waitTimeout)
	eu := map[string]bool{"austriaeast": true, "belgiumcentral": true, "denmarkeast": true, "francecentral": true, "francesouth": true,
		"germanynorth": true, "germanywestcentral": true, "italynorth": true, "northeurope": true, "norwayeast": true,
		"norwaywest": true, "polandcentral": true, "spaincentral": true, "swedencentral": true, "westeurope": true}
	for _, p := range b.picks() {
		if !eu[p.Region] {
			b.fatalf("pick %s in %s, outside the EU/EEA", p.Size, p.Region)
		}
	}
}

// TestAzureChinaNotice: a link with region=china says that mainland China is
// Azure China, operated by 21Vianet, in English and in Chinese, shows no
// pick from any other region and no "did you mean", offers the nearby global
// regions without choosing one, and keeps region=china in the link; the
// catalog view lists nothing for it and says why.
func TestAzureChinaNotice(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	const noticeJS = `[...document.querySelectorAll('#notices .notice')].some(e => e.getAttribute('data-code') === 'azure-china' && e.innerText.includes(%q))`
	for _, lang := range []struct{ key, cloud, operator, hk string }{
		{"en", "Azure China", "21Vianet", "East Asia (Hong Kong)"},
		{"zh", "Azure 中国", "由世纪互联运营", "香港的东亚 (eastasia)"},
	} {
		b.open("/?v=1&task=inference&model=llama-3.1-8b&prec=int8&region=china&lang=" + lang.key)
		b.waitFor("the Azure China notice in "+lang.key, fmt.Sprintf(noticeJS, lang.operator), waitTimeout)
		all := strings.Join(b.notices(), "\n")
		for _, want := range []string{lang.cloud, lang.operator, lang.hk, "portal.azure.cn"} {
			if !strings.Contains(all, want) {
				b.fatalf("%s: the notices lack %q:\n%s", lang.key, want, all)
			}
		}
		for _, bad := range []string{"did you mean", "是否指", "chile", "智利", "region-not-understood"} {
			if strings.Contains(strings.ToLower(all), bad) {
				b.fatalf("%s: mainland China read as a typo (%q):\n%s", lang.key, bad, all)
			}
		}
		if picks := b.picks(); len(picks) != 0 {
			b.fatalf("%s: %d picks shown for mainland China: %v", lang.key, len(picks), picks)
		}
		if r := eval[string](b, `new URLSearchParams(location.search).get('region') || ''`); r != "china" {
			b.fatalf("%s: the link's region is %q: a nearby region was applied, or the name dropped", lang.key, r)
		}
		b.axeClean("the Azure China notice (" + lang.key + ")")
		b.snap("azure-china-" + lang.key)
	}

	// The catalog view lists nothing for mainland China and says why.
	b.open("/?v=1&view=catalog&region=china")
	b.waitFor("the catalog's row count", `document.getElementById('row-count') !== null`, waitTimeout)
	if n := eval[string](b, `document.getElementById('row-count').dataset.rows || ''`); n != "0" {
		b.fatalf("the catalog lists %s rows for mainland China", n)
	}
	if !eval[bool](b, `[...document.querySelectorAll('#catalog .notice')].some(e => e.innerText.includes('Azure China') && e.innerText.includes('china'))`) {
		b.fatalf("the catalog view does not say that mainland China is Azure China")
	}
}

// TestAnswersAfterHash: a hand-made link with its answers after # rather
// than ? keeps every answer, its region above all: the picks come from that
// region only, and Copy link writes the answers as a query.
func TestAnswersAfterHash(t *testing.T) {
	b := newBrowser(t, serve(t, siteDir(t)))
	b.open("/#v=1&task=inference&model=llama-3.1-8b&region=swedencentral")
	b.waitFor("picks", `document.querySelectorAll('#picks .pick[data-region]').length > 0`, waitTimeout)
	for _, p := range b.picks() {
		if p.Region != "swedencentral" {
			b.fatalf("pick %s in %s: the link's region after # was dropped", p.Size, p.Region)
		}
	}
	b.waitFor("the answers in the query", queryIs("region", "swedencentral"), waitTimeout)
	if h := eval[string](b, `location.hash`); h != "" {
		b.fatalf("the address still carries %q after #", h)
	}
}
