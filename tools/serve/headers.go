package main

import (
	"bufio"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// headerRule is one block of a _headers file: a path pattern and the
// headers that responses under it carry.
type headerRule struct {
	pattern string
	headers [][2]string
}

// loadHeaders reads the _headers file that tools/site writes for
// Netlify and Cloudflare Pages, so that this server sends the same security
// headers as a static host: the Content-Security-Policy with the hashes of
// this build, Referrer-Policy, Permissions-Policy.
//
// It reads the subset that tools/site writes: a line that starts at the left
// margin is a path pattern (exact, or ending in "*" for a prefix); indented
// "Name: value" lines below it are its headers; "#" starts a comment.
func loadHeaders(dir string) ([]headerRule, error) {
	f, err := os.Open(filepath.Join(dir, "_headers"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rules []headerRule
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		text := strings.TrimSpace(line)
		switch {
		case text == "", strings.HasPrefix(text, "#"):
			continue
		case line[0] != ' ' && line[0] != '\t':
			if !strings.HasPrefix(text, "/") {
				return nil, fmt.Errorf("_headers:%d: %q is not a path", n, text)
			}
			rules = append(rules, headerRule{pattern: text})
		default:
			name, value, ok := strings.Cut(text, ":")
			if !ok || len(rules) == 0 || strings.TrimSpace(name) == "" {
				return nil, fmt.Errorf("_headers:%d: want \"Name: value\" under a path, got %q", n, text)
			}
			r := &rules[len(rules)-1]
			r.headers = append(r.headers, [2]string{strings.TrimSpace(name), strings.TrimSpace(value)})
		}
	}
	return rules, sc.Err()
}

func (r headerRule) matches(p string) bool {
	if prefix, ok := strings.CutSuffix(r.pattern, "*"); ok {
		return strings.HasPrefix(p, prefix)
	}
	return p == r.pattern
}

// withHeaders sets the headers of every matching rule, in file order, on
// every response, errors included.
func withHeaders(rules []headerRule, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, rule := range rules {
			if rule.matches(r.URL.Path) {
				for _, kv := range rule.headers {
					w.Header().Set(kv[0], kv[1])
				}
			}
		}
		h.ServeHTTP(w, r)
	})
}
