package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestGetPageRetriesThenSucceeds(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page2.json"})
	f.fail("", http.StatusTooManyRequests, http.StatusServiceUnavailable, http.StatusBadGateway)
	c := fastClient(f.srv)
	var logs []string
	c.Logf = func(format string, args ...any) { logs = append(logs, fmt.Sprintf(format, args...)) }
	p, err := c.GetPage(context.Background(), f.srv.URL+"/api/retail/prices")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 11 || p.BillingCurrency != "USD" || p.NextPageLink != "" {
		t.Errorf("page = %d items, currency %q, next %q", len(p.Items), p.BillingCurrency, p.NextPageLink)
	}
	if len(logs) != 3 || !strings.Contains(logs[0], "429") {
		t.Errorf("retry log = %q", logs)
	}
}

func TestGetPageBoundedAttempts(t *testing.T) {
	f := newFakeAzure(t, map[string]string{"": "page2.json"})
	f.fail("", 500, 500, 500, 500, 500, 500)
	c := fastClient(f.srv)
	c.MaxAttempts = 3
	_, err := c.GetPage(context.Background(), f.srv.URL+"/x")
	if err == nil || !strings.Contains(err.Error(), "gave up after 3 attempts") || !strings.Contains(err.Error(), "500") {
		t.Fatalf("err = %v", err)
	}
	if n := f.hitCount(""); n != 3 {
		t.Errorf("server hit %d times, want 3", n)
	}
}

// A 4xx other than 429 (e.g. a filter the API rejects) is not retried, and the
// API's explanation from the body is in the error.
func TestGetPageClientErrorNotRetried(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.Error(w, `{"Error":{"Code":"BadRequest","Message":"Invalid OData parameters supplied"}}`, http.StatusBadRequest)
	}))
	defer srv.Close()
	_, err := fastClient(srv).GetPage(context.Background(), srv.URL)
	if err == nil || !strings.Contains(err.Error(), "Invalid OData parameters") || !strings.Contains(err.Error(), "400") {
		t.Fatalf("err = %v", err)
	}
	if hits.Load() != 1 {
		t.Errorf("hits = %d, want 1", hits.Load())
	}
}

// A Retry-After longer than the time left cannot succeed; give up at once.
func TestGetPageRetryAfterBeyondDeadline(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "3600")
		w.WriteHeader(http.StatusTooManyRequests)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	_, err := fastClient(srv).GetPage(ctx, srv.URL)
	if err == nil || !strings.Contains(err.Error(), "would pass the deadline") {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 10*time.Second {
		t.Errorf("waited instead of giving up")
	}
}

func TestFetchAllDetectsLinkLoop(t *testing.T) {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"BillingCurrency":"USD","Items":[],"NextPageLink":%q,"Count":0}`, srv.URL+"/p")
	}))
	defer srv.Close()
	pages, err := fastClient(srv).FetchAll(context.Background(), srv.URL+"/p", func(string, *Page) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "already fetched") || pages != 1 {
		t.Fatalf("pages=%d err=%v", pages, err)
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for in, want := range map[string]time.Duration{
		"":                              -1,
		"0":                             0,
		"7":                             7 * time.Second,
		"-3":                            -1,
		"soon":                          -1,
		"Fri, 02 Jan 2026 03:04:35 GMT": 30 * time.Second,
		"Fri, 02 Jan 2026 03:00:00 GMT": 0,
	} {
		if got := parseRetryAfter(in, now); got != want {
			t.Errorf("parseRetryAfter(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestBackoffGrowsAndIsCapped(t *testing.T) {
	c := &Client{BaseDelay: 100 * time.Millisecond, MaxDelay: time.Second}
	for n, hi := range map[int]time.Duration{1: 100 * time.Millisecond, 2: 200 * time.Millisecond, 3: 400 * time.Millisecond, 10: time.Second} {
		for range 50 {
			if d := c.backoff(n); d < hi/2 || d > hi {
				t.Fatalf("backoff(%d) = %v, want in [%v, %v]", n, d, hi/2, hi)
			}
		}
	}
}
