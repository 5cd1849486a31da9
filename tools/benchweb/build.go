//go:build !wasm

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/tools/benchweb/hello"
	"github.com/azure-gpu-advisor/advisor/tools/internal/files"
	"github.com/azure-gpu-advisor/advisor/tools/internal/precompress"
)

// goBuild builds a package with the app's flags.
func goBuild(ctx context.Context, out, pkg string, env ...string) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, pkg)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build %s: %w", pkg, err)
	}
	return nil
}

// generateHello writes the hello world's site as tools/site writes the
// app's: go-app's pages and scripts, web/app.wasm with its length for the
// progress bar, the .gz and .br copies, and the app's own _headers, so that
// tools/serve sends both the same security headers.
func generateHello(out, wasm, appDir string, o precompress.Options) error {
	info, err := os.Stat(wasm)
	if err != nil {
		return err
	}
	hello.Register()
	h := &app.Handler{
		Name:              "Hello",
		Title:             "Hello",
		Icon:              app.Icon{Default: "/web/icon-192.png", SVG: "/web/icon.svg"}, // go-app's default is on another site
		WasmContentLength: fmt.Sprint(info.Size()),
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	for src, dst := range map[string]string{
		wasm:                                     "web/app.wasm",
		filepath.Join(appDir, "web", "icon.svg"): "web/icon.svg",
		filepath.Join(appDir, "web", "icon-192.png"): "web/icon-192.png",
		filepath.Join(appDir, "_headers"):            "_headers",
	} {
		if err := files.Copy(src, filepath.Join(out, dst)); err != nil {
			return err
		}
	}
	_, err = precompress.Dir(out, o)
	return err
}

// linkTree makes dst a copy of src's files that keep accepts, as hard links
// (copies where links fail).
func linkTree(src, dst string, keep func(string) bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() || !keep(d.Name()) {
			return nil
		}
		if os.Link(p, target) == nil {
			return nil
		}
		return files.Copy(p, target)
	})
}

// startServer runs tools/serve on a free loopback port and returns its URL.
func startServer(ctx context.Context, bin, dir string) (string, func(), error) {
	cmd := exec.CommandContext(ctx, bin, "-dir", dir, "-addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	_, u, ok := strings.Cut(strings.TrimSpace(line), ": ")
	if err != nil || !ok || !strings.HasPrefix(u, "http://") {
		stop()
		return "", nil, fmt.Errorf("tools/serve on %s said %q: %v", dir, line, err)
	}
	go io.Copy(io.Discard, stdout)
	return u, stop, nil
}
