//go:build !wasm

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/tools/internal/files"
)

// TestUpgradeKeepsChinese deploys a new version under one browser profile:
// the built site is visited in Chinese, then a build whose Chinese wording
// differs is served at the same address by tools/serve (which lets the
// browser keep text files for an hour). On the first visit after the
// deploy the old version runs, in Chinese, and says that a new one is ready,
// without reloading by itself; on the second the new version runs, in
// Chinese too.
func TestUpgradeKeepsChinese(t *testing.T) {
	oldSite := siteDir(t)
	newSite := buildChangedSite(t)
	exe := buildServe(t)
	base, stop := startServe(t, exe, oldSite, "127.0.0.1:0")
	addr := strings.TrimPrefix(base, "http://")

	const link = "/?v=1&lang=zh&task=inference&params=8"
	chinese := `document.documentElement.lang === 'zh-Hans' && document.querySelector('#step-heading').innerText === '1. GPU 用来做什么？'`
	b := newBrowser(t, base)
	b.open(link)
	b.waitFor("the old version in Chinese", chinese, waitTimeout)
	b.waitFor("the service worker to control the page", `!!(navigator.serviceWorker && navigator.serviceWorker.controller)`, readyTimeout)
	b.waitFor("the service worker activated", `(navigator.serviceWorker.ready.then(r => window.swState = r.active.state), window.swState === 'activated')`, waitTimeout)
	if eval[bool](b, `!!document.querySelector('#update')`) {
		t.Error("the first visit says a new version is ready")
	}

	stop()
	startServe(t, exe, newSite, addr)

	b.open(link)
	b.waitFor("the old version in Chinese on the first visit after the deploy", chinese, waitTimeout)
	eval[bool](b, `window.notReloaded = true`)
	b.waitFor("the update prompt", `!!document.querySelector('#update #update-reload')`, readyTimeout)
	if got := eval[string](b, `document.querySelector('#update').innerText`); !strings.Contains(got, "新版本已就绪，价格截至 20") || !strings.Contains(got, "重新加载") {
		t.Errorf("update prompt = %q, want the new version's catalog date and a Reload button, in Chinese", got)
	}
	if !eval[bool](b, `window.notReloaded === true`) {
		t.Error("the page reloaded by itself")
	}

	b.open(link)
	b.waitFor("the new version in Chinese on the second visit", chinese, waitTimeout)
	if n := eval[int](b, `[...document.querySelectorAll('#notices p')].filter(e => e.innerText.includes('中文界面无法加载')).length`); n != 0 {
		t.Error("the new version says its Chinese wording could not be loaded")
	}
	if got := eval[string](b, `document.querySelector('.tagline').innerText`); !strings.HasSuffix(got, "（新版本）") {
		t.Errorf("tagline = %q: the page is not the new version's", got)
	}
}

// buildChangedSite builds the site from a copy of the sources whose Chinese
// tagline says it is a new version: another wording, another wasm.
func buildChangedSite(t *testing.T) string {
	t.Helper()
	goCmd, err := goTool()
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Dir(outDir(t)) // <repo>/out
	src = filepath.Dir(src)
	tmp := t.TempDir()
	err = files.CopyTree(src, tmp, func(rel string) bool {
		top, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		return top != "dist" && top != "out" && !strings.HasPrefix(top, ".git") && !strings.HasPrefix(rel, filepath.Join("web", "app.wasm"))
	})
	if err != nil {
		t.Fatal(err)
	}
	table := filepath.Join(tmp, "app", "words", "catalog.go")
	b, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	zh := words.T(words.Zh, words.Tagline)
	if !strings.Contains(string(b), `zh: "`+zh+`"`) {
		t.Fatalf("%s has no tagline %q", table, zh)
	}
	changed := strings.Replace(string(b), `zh: "`+zh+`"`, `zh: "`+zh+`（新版本）"`, 1)
	if err := os.WriteFile(table, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(env []string, args ...string) {
		t.Helper()
		cmd := exec.Command(goCmd, args...)
		cmd.Dir, cmd.Env = tmp, append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run(nil, "test", "./app/words", "-run", "TestPackedIsTheTables", "-update")
	run([]string{"GOOS=js", "GOARCH=wasm"}, "build", "-trimpath", "-gcflags=github.com/azure-gpu-advisor/advisor/...=-l", "-ldflags=-s -w", "-o", "web/app.wasm", "./wasm")
	run(nil, "run", "./tools/site", "-out", "site", "-wasm", "web/app.wasm", "-brotli", "1")
	t.Logf("built the new version in %s", tmp)
	return filepath.Join(tmp, "site")
}
