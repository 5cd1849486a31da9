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
// with no extension may name a generated page "<path>.html". When
// "<file>.br" or "<file>.gz" exists and the client accepts that coding, the
// copy is sent with its Content-Encoding, the file's own Content-Type and
// Vary: Accept-Encoding (Brotli first; see negotiate). Paths with ".." segments are refused, and files are
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

		// A precompressed copy, when one exists and the client takes it.
		if copies := precompressed(root, name); len(copies) > 0 {
			h.Add("Vary", "Accept-Encoding")
			if c, ok := negotiate(r.Header.Get("Accept-Encoding"), copies); ok {
				if f, err := root.Open(name + c.ext); err == nil {
					defer f.Close()
					h.Set("Content-Encoding", c.coding)
					// ServeContent leaves the length out when a
					// Content-Encoding is set (for writers that compress on
					// the fly); this copy's length is known. A range or a
					// 304 replaces or drops it.
					h.Set("Content-Length", strconv.FormatInt(c.info.Size(), 10))
					http.ServeContent(w, r, name, c.info.ModTime(), f)
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

// encoding is a content coding the server may have a precompressed copy
// in: the copy of "name" is "name"+ext.
type encoding struct {
	coding, ext string
}

// encodings are the server's preference, best first: Brotli is about a
// quarter smaller than gzip for the wasm.
var encodings = []encoding{{"br", ".br"}, {"gzip", ".gz"}}

// compressedCopy is a precompressed copy that exists.
type compressedCopy struct {
	encoding
	info fs.FileInfo
}

// precompressed lists the copies of name that exist, in the server's
// preference.
func precompressed(root *os.Root, name string) []compressedCopy {
	var out []compressedCopy
	for _, e := range encodings {
		if info, err := root.Stat(name + e.ext); err == nil && info.Mode().IsRegular() {
			out = append(out, compressedCopy{e, info})
		}
	}
	return out
}

// negotiate picks the copy to send for an Accept-Encoding header: the one
// with the highest q-value, the server's preference breaking ties; a coding
// the header does not name takes the q of "*", if any; q=0 refuses. ok is
// false when the client takes none of them (the file is then sent as it is).
func negotiate(header string, copies []compressedCopy) (best compressedCopy, ok bool) {
	q := acceptedCodings(header)
	bestQ := 0.0
	for _, c := range copies {
		v, named := q[c.coding]
		if !named {
			v = q["*"]
		}
		if v > bestQ {
			best, bestQ, ok = c, v, true
		}
	}
	return best, ok
}

// acceptedCodings reads an Accept-Encoding header into coding -> q-value
// (1 when not given). A malformed q counts as 0; x-gzip is gzip.
func acceptedCodings(header string) map[string]float64 {
	q := map[string]float64{}
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		if coding == "x-gzip" {
			coding = "gzip"
		}
		v := 1.0
		for param := range strings.SplitSeq(params, ";") {
			k, val, _ := strings.Cut(param, "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				v = f
			}
		}
		q[coding] = v
	}
	return q
}
