// Command site generates the static website: the pre-rendered pages and
// go-app's scripts, the repository's web/ folder with the built app.wasm,
// the Chinese wording (web/zh.<hash>.txt, see app/words), the words of a
// link's quote in web/boot.js (boot.go), gzip and Brotli copies
// of app.wasm and the other large text files
// (name.gz, name.br), and the security headers: a
// Content-Security-Policy <meta> in every page, _headers (Netlify, Cloudflare
// Pages, tools/serve) and staticwebapp.config.json (Azure Static Web Apps).
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o web/app.wasm ./wasm
//	go run ./tools/site [-out dist] [-base /azure-gpu-advisor] [-wasm web/app.wasm] [-web web] [-brotli 11]
//
// -base is the path the site lives under, as on GitHub Pages
// (https://owner.github.io/<repository>/); leave it empty to serve the site
// from the root of a host, as tools/serve does.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/ui"
	"github.com/azure-gpu-advisor/advisor/app/words"
	"github.com/azure-gpu-advisor/advisor/tools/internal/files"
	"github.com/azure-gpu-advisor/advisor/tools/internal/precompress"
)

func main() {
	out := flag.String("out", "dist", "folder to write the site into (replaced)")
	base := flag.String("base", "", "path the site is served under, e.g. /azure-gpu-advisor for GitHub Pages; empty for the root")
	wasm := flag.String("wasm", "web/app.wasm", "the built wasm (GOOS=js GOARCH=wasm)")
	web := flag.String("web", "web", "folder of static assets to copy to <out>/web")
	brotliQuality := flag.Int("brotli", precompress.Default.BrotliQuality, "Brotli quality of the .br copies, 0 to 11 (11 is the smallest and takes about 40 s for the wasm)")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "site: unexpected arguments; see -h")
		os.Exit(2)
	}
	if *brotliQuality < 0 || *brotliQuality > 11 {
		fmt.Fprintln(os.Stderr, "site: -brotli is 0 to 11")
		os.Exit(2)
	}
	if err := run(*out, *base, *wasm, *web, precompress.Options{BrotliQuality: *brotliQuality}, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

func run(out, base, wasmPath, webDir string, compress precompress.Options, stdout io.Writer) error {
	if _, err := os.Stat(wasmPath); err != nil {
		return fmt.Errorf("%w (build it first: make build)", err)
	}
	if err := prepareOut(out); err != nil {
		return err
	}

	ui.Register()
	h := ui.Handler()
	// web/boot.js runs before go-app's deferred app.js: it keeps the
	// loader off the page without JavaScript and turns a failed start of
	// app.wasm into a message with a Reload button.
	h.Scripts = append(h.Scripts, "/web/boot.js")
	if base = strings.Trim(base, "/"); base != "" {
		h.Resources = app.GitHubPages(base)
	}
	if h.Version == "" {
		// A version tied to the content: the service worker updates its
		// cache when, and only when, the wasm or the assets change.
		v, err := contentVersion(wasmPath, webDir)
		if err != nil {
			return err
		}
		h.Version = v
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return fmt.Errorf("generating the pages: %w", err)
	}
	if err := streamingLoader(out); err != nil {
		return err
	}
	scriptHashes, err := securePages(out)
	if err != nil {
		return fmt.Errorf("adding the Content-Security-Policy: %w", err)
	}
	if err := writeHostConfigs(out, base, scriptHashes); err != nil {
		return fmt.Errorf("writing the host configurations: %w", err)
	}

	outWeb := filepath.Join(out, "web")
	if err := copyTree(webDir, outWeb); err != nil {
		return fmt.Errorf("copying %s: %w", webDir, err)
	}
	// The Chinese wording, which the page fetches when it speaks Chinese
	// (app/words, web/boot.js), under a name of this version's own.
	if err := publishChinese(outWeb); err != nil {
		return err
	}
	if err := publishLinkWords(outWeb); err != nil {
		return err
	}
	if err := fillBoot(outWeb, wasmPath); err != nil {
		return err
	}
	outWasm := filepath.Join(outWeb, "app.wasm")
	if err := files.Copy(wasmPath, outWasm); err != nil {
		return fmt.Errorf("copying the wasm: %w", err)
	}
	// Every text file of the site, the wasm first of all, gets a gzip and a
	// Brotli copy for the servers that send them (tools/serve does).
	if _, err := precompress.Dir(out, compress); err != nil {
		return fmt.Errorf("compressing the site: %w", err)
	}
	return summary(stdout, out, base, h.Version)
}

// publishChinese writes the Chinese wording as web/zh.<hash>.txt and puts
// that name in web/boot.js in place of "zh.txt": a new version's page never
// fetches, nor its service worker caches, the wording of the version before
// from an HTTP cache that keeps zh.txt for an hour.
func publishChinese(outWeb string) error {
	name := words.ChineseFile()
	if err := os.WriteFile(filepath.Join(outWeb, name), []byte(words.ChineseText()), 0o644); err != nil {
		return err
	}
	boot := filepath.Join(outWeb, "boot.js")
	b, err := os.ReadFile(boot)
	if err != nil {
		return err
	}
	if n := strings.Count(string(b), `"zh.txt"`); n != 1 {
		return fmt.Errorf("%s names \"zh.txt\" %d times, want once: the page would not find its Chinese wording", boot, n)
	}
	return os.WriteFile(boot, []byte(strings.Replace(string(b), `"zh.txt"`, strconv.Quote(name), 1)), 0o644)
}

// prepareOut empties out when it holds a previous generation (or nothing),
// and refuses any other folder, so that a wrong -out deletes nothing.
func prepareOut(out string) error {
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	entries, err := os.ReadDir(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.MkdirAll(out, 0o755)
	case err != nil:
		return err
	case len(entries) == 0:
		return nil
	}
	if _, err := os.Stat(filepath.Join(out, "index.html")); err != nil {
		return fmt.Errorf("%s is not empty and holds no generated site (no index.html): refusing to replace it", abs)
	}
	if _, err := os.Stat(filepath.Join(out, "go.mod")); err == nil {
		return fmt.Errorf("%s holds go.mod: refusing to replace it", abs)
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	return os.MkdirAll(out, 0o755)
}

// contentVersion hashes the wasm and every file of the web folder but the
// build outputs.
func contentVersion(wasmPath, webDir string) (string, error) {
	sum := sha256.New()
	files := []string{wasmPath}
	err := filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || isWasmOutput(d.Name()) {
			return err
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return "", err
	}
	slices.Sort(files[1:])
	for _, p := range files {
		f, err := os.Open(p)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(sum, "%s\x00", filepath.ToSlash(p))
		_, err = io.Copy(sum, f)
		f.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(sum.Sum(nil))[:16], nil
}

func isWasmOutput(name string) bool {
	return name == "app.wasm" || strings.HasPrefix(name, "app.wasm.")
}

// copyTree copies the regular files of src into dst, except app.wasm and
// its compressed copies, which run writes itself.
func copyTree(src, dst string) error {
	return files.CopyTree(src, dst, func(rel string) bool {
		return filepath.Dir(rel) != "." || !isWasmOutput(filepath.Base(rel))
	})
}

// summary prints every file of the site with its size, and the wasm's
// compression ratio.
func summary(w io.Writer, out, base, version string) error {
	type file struct {
		name string
		size int64
	}
	var files []file
	var total int64
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(out, p)
		files = append(files, file{filepath.ToSlash(rel), info.Size()})
		if !isCompressedCopy(rel) {
			total += info.Size()
		}
		return nil
	})
	if err != nil {
		return err
	}
	where := "/"
	if base != "" {
		where = "/" + base + "/"
	}
	fmt.Fprintf(w, "site: %s (served under %s, version %s)\n", out, where, version)
	sizes := map[string]int64{}
	for _, f := range files {
		sizes[f.name] = f.size
		fmt.Fprintf(w, "  %10s  %s\n", human(f.size), f.name)
	}
	fmt.Fprintf(w, "  %10s  total, without the .gz and .br copies\n", human(total))
	if raw, gz, br := sizes["web/app.wasm"], sizes["web/app.wasm.gz"], sizes["web/app.wasm.br"]; raw > 0 && gz > 0 {
		fmt.Fprintf(w, "  app.wasm %s (%d B), gzip -9 %s (%d B, %.0f%%)", human(raw), raw, human(gz), gz, 100*float64(gz)/float64(raw))
		if br > 0 {
			fmt.Fprintf(w, ", brotli %s (%d B, %.0f%%)", human(br), br, 100*float64(br)/float64(raw))
		}
		fmt.Fprintln(w)
	}
	return nil
}

// isCompressedCopy reports whether a file is a .gz or .br copy of another.
func isCompressedCopy(name string) bool {
	return strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br")
}

func human(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
