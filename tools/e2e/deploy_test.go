//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestDeployPanel opens a share link, opens the top pick's Deploy panel with
// the keyboard, checks the az command creates the pick's size in its region,
// copies it, renames the resource group (a bad name is refused), copies the
// renamed commands, and reads the comments in Chinese.
func TestDeployPanel(t *testing.T) {
	base := serve(t, siteDir(t))
	b := newBrowser(t, base)
	grantClipboard(t, b, base)
	const link = "/?v=1&task=finetune&params=13&method=qlora&spot=1&price=spot&hours=200&months=2&region=westeurope"
	b.open(link)
	b.waitFor("a pick", `document.querySelector('#picks .pick') !== null`, waitTimeout)
	top := b.picks()[0]

	// The panel sits in the top pick's card, closed; Enter on its summary opens it.
	if n := eval[int](b, `document.querySelectorAll('#picks .pick:first-child #deploy').length`); n != 1 {
		b.fatalf("the top pick's card holds %d Deploy panels, want 1", n)
	}
	if n := eval[int](b, `document.querySelectorAll('#deploy').length`); n != 1 {
		b.fatalf("%d Deploy panels on the page, want 1 (the top pick's)", n)
	}
	b.do("focusing the Deploy summary", chromedp.Focus(chromedp.CSS("#deploy > summary")))
	b.press(kb.Enter)
	b.waitFor("#deploy open", `document.querySelector('#deploy[open]') !== null`, waitTimeout)

	create := eval[string](b, `document.querySelector('#deploy-create pre').innerText`)
	sizeFlag := "--size " + top.Size
	if strings.Contains(create, "az vmss create") {
		sizeFlag = "--vm-sku " + top.Size
	}
	for _, want := range []string{sizeFlag, "--location " + top.Region, "--accelerated-networking true", "--priority Spot", "--eviction-policy Deallocate", "--max-price -1"} {
		if !strings.Contains(create, want) {
			t.Errorf("the create command lacks %q for %s:\n%s", want, top, create)
		}
	}
	if !strings.Contains(eval[string](b, `document.querySelector('#deploy-quota pre').innerText`), "az vm list-usage") {
		t.Error("the quota step has no az vm list-usage")
	}
	if bicep := eval[string](b, `document.querySelector('#deploy-bicep-file pre').innerText`); !strings.Contains(bicep, "var vmSize = '"+top.Size+"'") {
		t.Errorf("the Bicep does not deploy %s:\n%s", top.Size, bicep)
	}

	// Copy with the keyboard.
	b.do("focusing the create step's Copy", chromedp.Focus(chromedp.CSS("#deploy-create-copy")))
	b.press(kb.Enter)
	b.waitFor("the Copy button to say it copied", `/Copied/.test(document.getElementById('deploy-create-copy').innerText)`, waitTimeout)
	ctx, cancel := context.WithTimeout(b.ctx, 3*time.Second)
	defer cancel()
	if clip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); err == nil {
		if strings.TrimSpace(clip) != strings.TrimSpace(create) {
			t.Errorf("clipboard holds\n%s\nwant the create step\n%s", clip, create)
		}
	} else {
		t.Logf("clipboard not readable here: %v", err)
	}

	// A name that would break out of the command is refused, a good one used.
	b.typeInto("deploy-rg", "rg; rm -rf ~")
	b.waitFor("a note on the refused name", `document.querySelector('#deploy .deploy-note') !== null`, waitTimeout)
	if g := eval[string](b, `document.querySelector('#deploy-group pre').innerText`); strings.Contains(g, "rm -rf") || !strings.Contains(g, "--name gpu-advisor-rg") {
		t.Errorf("a refused resource group reached the command:\n%s", g)
	}
	b.typeInto("deploy-rg", "team-gpu-rg")
	b.waitFor("the new resource group in the commands", `/--resource-group team-gpu-rg/.test(document.querySelector('#deploy-create pre').innerText)`, waitTimeout)
	if n := eval[int](b, `document.querySelectorAll('#deploy .deploy-note').length`); n != 0 {
		t.Errorf("%d notes left after a valid name", n)
	}
	// Copy copies the commands as they read now, not as first shown.
	b.do("focusing the create step's Copy", chromedp.Focus(chromedp.CSS("#deploy-create-copy")))
	b.press(kb.Enter)
	for deadline := time.Now().Add(3 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(b.ctx, time.Second)
		clip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
		cancel()
		if err != nil {
			t.Logf("clipboard not readable here: %v", err)
			break
		}
		if strings.Contains(clip, "--resource-group team-gpu-rg") {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("after the rename, Copy put on the clipboard\n%s", clip)
			break
		}
	}

	// In Chinese the comments change, the commands do not.
	b.open(link + "&lang=zh")
	b.do("opening the Deploy panel", chromedp.Evaluate[chromedp.Void](`document.getElementById('deploy').open = true`))
	b.waitFor("#deploy open", `document.querySelector('#deploy[open] #deploy-create pre') !== null`, waitTimeout)
	zh := eval[string](b, `document.querySelector('#deploy-create pre').innerText`)
	if !strings.Contains(zh, "# 映像") || !strings.Contains(zh, sizeFlag) || !strings.Contains(zh, "--location "+top.Region) {
		t.Errorf("the Chinese create step lacks its Chinese comment or the same command:\n%s", zh)
	}
	if s := eval[string](b, `document.querySelector('#deploy > summary').innerText`); s != "部署" {
		t.Errorf("the panel's summary reads %q in Chinese, want 部署", s)
	}
	if vs := evalAxe(b, axeSource(t)); len(vs) > 0 {
		b.saveAs("deploy-a11y", b.snap("deploy"))
		t.Errorf("axe-core found %d critical or serious violations with the panel open:%s", len(vs), describeViolations(vs))
	}
	b.saveAs(fmt.Sprintf("deploy-%s", "zh"), b.snap("deploy"))
	t.Logf("%s: deploy panel for %s", b.since(), top)
}
