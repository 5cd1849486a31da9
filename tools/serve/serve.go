package main

import (
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// contentTypes are set explicitly so that the answer does not depend on the
// machine's /etc/mime.types: a wasm file must be application/wasm, or the
// browser refuses to compile it as a stream.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".woff2":       "font/woff2",
}

// noCache lists the extensions that the browser must revalidate on every
// load: the page, its scripts (the service worker among them), the manifest
// and the wasm, which all change together at each build under fixed names.
var noCache = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".webmanifest": true,
	".wasm": true, ".css": true, ".json": true,
}

// newHandler serves the static site in dir (the output of tools/site).
//
// "/" and any directory serve their index.html, whatever the query; a path
// with no extension may name a generated page "<path>.html". When the client
// accepts gzip and "<file>.gz" exists, the compressed file is sent with
// Content-Encoding: gzip. Paths with ".." segments are refused, and files are
// opened through os.Root so that no symbolic link leads outside dir.
func newHandler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name, ok := cleanName(r.URL.Path)
		if !ok {
			http.Error(w, "bad path", http.StatusBadRequest)
			return
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.Error(w, "site folder not readable", http.StatusInternalServerError)
			return
		}
		defer root.Close()

		name, info, err := resolve(root, name)
		if err != nil {
			http.NotFound(w, r)
			return
		}

		ext := path.Ext(name)
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		ctype := contentTypes[ext]
		if ctype == "" {
			ctype = mime.TypeByExtension(ext)
		}
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		h.Set("Content-Type", ctype)
		if noCache[ext] {
			h.Set("Cache-Control", "no-cache")
		} else {
			h.Set("Cache-Control", "public, max-age=3600")
		}

		// Precompressed variant.
		if gzInfo, err := root.Stat(name + ".gz"); err == nil && gzInfo.Mode().IsRegular() {
			h.Add("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Get("Accept-Encoding")) {
				if f, err := root.Open(name + ".gz"); err == nil {
					defer f.Close()
					h.Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, gzInfo.ModTime(), f)
					return
				}
			}
		}

		f, err := root.Open(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, name, info.ModTime(), f)
	})
}

// cleanName turns a URL path into a name relative to the site folder. It
// refuses "..", backslashes and NUL bytes rather than resolving them.
func cleanName(p string) (string, bool) {
	if strings.ContainsAny(p, "\\\x00") {
		return "", false
	}
	for seg := range strings.SplitSeq(p, "/") {
		if seg == ".." {
			return "", false
		}
	}
	name := strings.TrimPrefix(path.Clean("/"+p), "/")
	if name == "" {
		name = "."
	}
	return name, true
}

// resolve finds the regular file that serves name: the file itself, the
// index.html of a directory, or "<name>.html" for a generated page.
func resolve(root *os.Root, name string) (string, fs.FileInfo, error) {
	info, err := root.Stat(name)
	if err == nil && info.IsDir() {
		name = path.Join(name, "index.html")
		info, err = root.Stat(name)
	} else if errors.Is(err, fs.ErrNotExist) && path.Ext(name) == "" {
		name += ".html"
		info, err = root.Stat(name)
	}
	if err != nil {
		return "", nil, err
	}
	if !info.Mode().IsRegular() {
		return "", nil, fs.ErrNotExist
	}
	return name, info, nil
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: gzip
// or * is listed without q=0.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		for param := range strings.SplitSeq(params, ";") {
			k, v, _ := strings.Cut(param, "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && q <= 0 {
					return false
				}
			}
		}
		return true
	}
	return false
}
