// Package precompress writes the gzip and Brotli copies of a static site's
// text files at build time (name.gz and name.br beside name), for servers
// that send a precompressed copy to a browser that accepts it
// (tools/serve does). It runs on the build host only: nothing of it, nor of
// the Brotli encoder, is linked into the wasm.
package precompress

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Extensions are the files worth compressing: text, and wasm, which
// compresses to about a quarter. Images and fonts are compressed already.
var Extensions = map[string]bool{
	".wasm": true, ".js": true, ".mjs": true, ".css": true, ".html": true,
	".json": true, ".webmanifest": true, ".svg": true, ".txt": true, ".xml": true,
}

// MinSize is the smallest file that gets compressed copies: below it the
// saving is lost in the request's headers.
const MinSize = 1024

// Options choose how hard each encoder works. BrotliQuality 11 (the most)
// takes about 40 s for an 9 MB wasm on a 2-core machine and gives 27% fewer
// bytes than gzip -9; 6 takes about a second and gives 15% fewer.
type Options struct {
	BrotliQuality int // 0 to 11
}

// Default is what a production build uses.
var Default = Options{BrotliQuality: brotli.BestCompression}

// File is one compressed file: its path and sizes.
type File struct {
	Path          string
	Raw, Gzip, Br int64
}

// Dir writes name.gz and name.br beside every file under dir with one of
// the Extensions and at least MinSize bytes, replacing copies made before,
// and returns what it wrote in path order. A copy that would not be smaller
// than the file is not written.
func Dir(dir string, o Options) ([]File, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !d.Type().IsRegular() || !Extensions[strings.ToLower(filepath.Ext(p))] {
			return err
		}
		info, err := d.Info()
		if err == nil && info.Size() >= MinSize {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	files := make([]File, len(paths))
	errs := make([]error, len(paths))
	// Brotli at its best quality is slow: the files share the cores.
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, p := range paths {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			files[i], errs[i] = compressFile(p, o)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}

func compressFile(p string, o Options) (File, error) {
	raw, err := os.ReadFile(p)
	if err != nil {
		return File{}, err
	}
	f := File{Path: p, Raw: int64(len(raw))}
	gz, err := Gzip(raw)
	if err != nil {
		return f, err
	}
	br, err := Brotli(raw, o.BrotliQuality)
	if err != nil {
		return f, err
	}
	for _, c := range []struct {
		ext  string
		data []byte
		size *int64
	}{{".gz", gz, &f.Gzip}, {".br", br, &f.Br}} {
		os.Remove(p + c.ext)
		if len(c.data) >= len(raw) {
			continue
		}
		if err := os.WriteFile(p+c.ext, c.data, 0o644); err != nil {
			return f, err
		}
		*c.size = int64(len(c.data))
	}
	return f, nil
}

// Gzip compresses b at the best level (as gzip -9).
func Gzip(b []byte) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Brotli compresses b at the given quality with a 4 MiB window, which every
// browser decodes.
func Brotli(b []byte, quality int) ([]byte, error) {
	var out bytes.Buffer
	bw := brotli.NewWriterOptions(&out, brotli.WriterOptions{Quality: quality, LGWin: 22})
	if _, err := bw.Write(b); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
