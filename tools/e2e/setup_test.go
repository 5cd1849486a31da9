//go:build !wasm

package e2e

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Limits. The whole package stays well under two minutes.
const (
	testTimeout  = 90 * time.Second // one browser, one test function
	readyTimeout = 45 * time.Second // wasm download, compile and first render
	waitTimeout  = 15 * time.Second // the page reacting to one action
)

// TestMain skips the whole suite, with one line saying how to run it, when
// E2E_DIST is not set: go test ./... on a fresh checkout passes without a
// browser.
func TestMain(m *testing.M) {
	if os.Getenv("E2E_DIST") == "" {
		fmt.Println("tools/e2e: browser tests skipped (E2E_DIST is not set): run `make test`, or `make build && E2E_DIST=$PWD/dist go test -count=1 ./tools/e2e/`")
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// siteDir returns $E2E_DIST after checking that it holds a built site.
func siteDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("E2E_DIST")
	if dir == "" {
		t.Skip("E2E_DIST is not set: browser tests skipped. Run `make test`, or `make build && E2E_DIST=$PWD/dist go test -count=1 ./tools/e2e/`.")
	}
	for _, f := range []string{"index.html", "app.js", "wasm_exec.js", "web/app.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("E2E_DIST=%s is not a built site (%v): run make build", dir, err)
		}
	}
	return dir
}

// chromiumPath finds the browser; E2E_CHROMIUM overrides the search.
func chromiumPath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("E2E_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	t.Fatal("E2E_DIST is set but Chromium is not installed: run `make chromium` (apt-get install chromium) or set E2E_CHROMIUM")
	return ""
}

// outDir is <repo>/out/e2e, where the screenshots go.
func outDir(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
	out := filepath.Join(dir, "out", "e2e")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	return out
}

// serve serves the site as a static host does: files as they are, "/" as
// index.html whatever the query, wasm as application/wasm. It is the
// minimum of tools/serve, which has its own unit tests.
func serve(t *testing.T, dir string) string {
	t.Helper()
	srv := httptest.NewServer(siteHandler(dir))
	t.Cleanup(srv.Close)
	return srv.URL
}

// siteHandler serves a built site as a static host does: files as they are,
// wasm with its MIME type, nothing cached by HTTP (the service worker caches).
func siteHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

var errNoGo = errors.New("go command not found")

// goTool finds the go command that runs the tests.
func goTool() (string, error) {
	if p, err := exec.LookPath("go"); err == nil {
		return p, nil
	}
	if root := os.Getenv("GOROOT"); root != "" {
		p := filepath.Join(root, "bin", "go")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errNoGo
}
