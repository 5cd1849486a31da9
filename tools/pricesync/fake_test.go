package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// recordedHost is the origin Azure puts in NextPageLink; the fake server
// rewrites it to its own URL so paging stays local.
const recordedHost = "https://prices.azure.com:443"

// fakeAzure replays recorded pages. Pages are chosen by the $skip parameter
// ("" for the first page), and faults can be queued per page: each queued
// status is returned once, in order, before the page is served.
type fakeAzure struct {
	srv *httptest.Server

	mu       sync.Mutex
	pages    map[string][]byte
	faults   map[string][]int
	hits     map[string]int
	requests []*url.URL
	// block, if set, makes every request hang until the client gives up.
	block bool
	// always, if non-zero, is returned for every request.
	always int
}

func newFakeAzure(t *testing.T, pages map[string]string) *fakeAzure {
	t.Helper()
	f := &fakeAzure{pages: map[string][]byte{}, faults: map[string][]int{}, hits: map[string]int{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	for skip, file := range pages {
		b, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		f.pages[skip] = bytes.ReplaceAll(b, []byte(recordedHost), []byte(f.srv.URL))
	}
	return f
}

// fail queues HTTP statuses to return for the page at skip before success.
func (f *fakeAzure) fail(skip string, statuses ...int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults[skip] = append(f.faults[skip], statuses...)
}

// breakDown makes the server answer every request with status, or hang if
// status is 0.
func (f *fakeAzure) breakDown(status int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.always, f.block = status, status == 0
}

func (f *fakeAzure) hitCount(skip string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.hits[skip]
}

func (f *fakeAzure) seenRequests() []*url.URL {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]*url.URL(nil), f.requests...)
}

func (f *fakeAzure) serve(w http.ResponseWriter, r *http.Request) {
	skip := r.URL.Query().Get("$skip")
	f.mu.Lock()
	f.hits[skip]++
	f.requests = append(f.requests, r.URL)
	block, status := f.block, f.always
	if q := f.faults[skip]; status == 0 && len(q) > 0 {
		status, f.faults[skip] = q[0], q[1:]
	}
	page, ok := f.pages[skip]
	f.mu.Unlock()

	if block {
		<-r.Context().Done()
		return
	}
	if status != 0 {
		if status == http.StatusTooManyRequests {
			w.Header().Set("Retry-After", "0")
		}
		http.Error(w, http.StatusText(status), status)
		return
	}
	if !ok {
		http.Error(w, `{"Error":{"Code":"NotFound"}}`, http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(page)
}

// fastClient returns a Client whose waits are tiny so tests finish quickly.
func fastClient(srv *httptest.Server) *Client {
	c := NewClient()
	c.HTTP = srv.Client()
	c.BaseDelay = time.Millisecond
	c.MaxDelay = 5 * time.Millisecond
	c.AttemptTimeout = 2 * time.Second
	c.MaxAttempts = 4
	return c
}
