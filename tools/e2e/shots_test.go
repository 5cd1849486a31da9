//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// shot is a full-page screenshot taken at a named step.
type shot struct {
	name string
	png  []byte
}

// snap keeps a full-page screenshot of the current state under a step name.
func (b *browser) snap(name string) []byte {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	// From the top, so that sticky parts sit where a person first sees them.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`)); err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return nil
	}
	b.shots = append(b.shots, shot{name, png})
	return png
}

// saveShots writes out/e2e/<test>-<step>.png for every screenshot taken.
func (b *browser) saveShots() {
	dir := outDir(b.t)
	for _, s := range b.shots {
		p := filepath.Join(dir, fmt.Sprintf("%s-%s.png", fileName(b.t), s.name))
		if err := os.WriteFile(p, s.png, 0o644); err != nil {
			b.t.Logf("saving %s: %v", p, err)
			continue
		}
		b.t.Logf("screenshot: %s", p)
	}
}

// fileName is the test's name as a file name prefix.
func fileName(t *testing.T) string {
	return strings.ReplaceAll(t.Name(), "/", "-")
}

// clearShots removes the screenshots that an earlier run of this test left.
func clearShots(t *testing.T) {
	t.Helper()
	old, _ := filepath.Glob(filepath.Join(outDir(t), fileName(t)+"-*.png"))
	for _, p := range old {
		os.Remove(p)
	}
}

// saveAs writes a screenshot to out/e2e/<name>.png whatever the outcome.
func (b *browser) saveAs(name string, png []byte) {
	b.t.Helper()
	if png == nil {
		return
	}
	p := filepath.Join(outDir(b.t), name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		b.t.Errorf("saving %s: %v", p, err)
		return
	}
	b.t.Logf("screenshot: %s", p)
}
