package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/goccy/go-json"
)

// maxPageBytes bounds how much of one response is read. A real page of 100 to
// 1000 items is well under a few MiB; anything larger is not a price page.
const maxPageBytes = 64 << 20

// Client fetches pages from the Retail Prices API, retrying throttling (429)
// and server errors (5xx) with exponential backoff. The zero value is not
// usable; start from NewClient and adjust fields (tests shrink the delays).
type Client struct {
	// HTTP performs the requests.
	HTTP *http.Client
	// MaxAttempts bounds the tries per page, including the first.
	MaxAttempts int
	// BaseDelay is the wait before the first retry; it doubles per retry.
	BaseDelay time.Duration
	// MaxDelay caps the computed backoff (not a server's Retry-After).
	MaxDelay time.Duration
	// AttemptTimeout bounds one request, so a stalled connection is retried
	// instead of consuming the whole run's deadline. Zero means no bound.
	AttemptTimeout time.Duration
	// UserAgent is sent with every request.
	UserAgent string
	// Logf, if set, receives one line per retry.
	Logf func(format string, args ...any)
}

// NewClient returns a Client with production defaults: six attempts per page,
// backoff from 1 s doubling to at most 30 s, and 60 s per attempt.
func NewClient() *Client {
	return &Client{
		HTTP:           &http.Client{},
		MaxAttempts:    6,
		BaseDelay:      time.Second,
		MaxDelay:       30 * time.Second,
		AttemptTimeout: 60 * time.Second,
		UserAgent:      "azure-gpu-advisor-pricesync/1",
	}
}

// FetchAll requests firstURL and then every NextPageLink until one is empty,
// calling visit with each decoded page and the URL it came from. It returns
// the number of pages fetched. Any page that cannot be fetched or decoded
// stops the walk with an error naming that page's URL.
func (c *Client) FetchAll(ctx context.Context, firstURL string, visit func(pageURL string, p *Page) error) (pages int, err error) {
	seen := map[string]bool{}
	for u := firstURL; u != ""; {
		// A server that links back to a page already read would otherwise loop
		// until the deadline; fail fast with a precise message instead.
		if seen[u] {
			return pages, fmt.Errorf("page %s: NextPageLink points to a page already fetched", u)
		}
		seen[u] = true
		p, err := c.GetPage(ctx, u)
		if err != nil {
			return pages, err
		}
		pages++
		if err := visit(u, p); err != nil {
			return pages, err
		}
		next, err := nextLink(p.NextPageLink)
		if err != nil {
			return pages, fmt.Errorf("page %s: %w", u, err)
		}
		u = next
	}
	return pages, nil
}

// nextLink validates a NextPageLink. Literal spaces, which are never valid
// in a URL, are encoded so the request is not rejected.
func nextLink(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	s = strings.ReplaceAll(s, " ", "%20")
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("invalid NextPageLink %q", s)
	}
	return s, nil
}

// GetPage fetches and decodes one page, retrying transient failures. A body
// that is not valid JSON is not retried: a malformed page is reported as an
// error naming its URL rather than skipped, so no prices silently vanish.
func (c *Client) GetPage(ctx context.Context, pageURL string) (*Page, error) {
	maxAttempts := max(c.MaxAttempts, 1)
	for attempt := 1; ; attempt++ {
		body, retryAfter, err := c.get(ctx, pageURL)
		if err == nil {
			var p Page
			if err := json.Unmarshal(body, &p); err != nil {
				return nil, fmt.Errorf("malformed page %s: %w", pageURL, err)
			}
			if p.Count != 0 && p.Count != len(p.Items) && c.Logf != nil {
				c.Logf("warning: page %s says Count=%d but holds %d items", pageURL, p.Count, len(p.Items))
			}
			return &p, nil
		}
		var perm *permanentError
		if errors.As(err, &perm) {
			return nil, err
		}
		if ctx.Err() != nil {
			return nil, fmt.Errorf("GET %s: gave up after %d attempt(s): %w (last error: %v)", pageURL, attempt, context.Cause(ctx), err)
		}
		if attempt >= maxAttempts {
			return nil, fmt.Errorf("GET %s: gave up after %d attempts: %w", pageURL, attempt, err)
		}
		wait := c.backoff(attempt)
		if retryAfter >= 0 {
			wait = retryAfter // the server knows best when it will accept us again
		}
		// Waiting past the run's deadline cannot succeed; report now.
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
			return nil, fmt.Errorf("GET %s: gave up after %d attempt(s): next retry in %s would pass the deadline (last error: %v)", pageURL, attempt, wait, err)
		}
		if c.Logf != nil {
			c.Logf("GET %s: %v; retry %d/%d in %s", pageURL, err, attempt, maxAttempts-1, wait)
		}
		if serr := sleep(ctx, wait); serr != nil {
			return nil, fmt.Errorf("GET %s: gave up after %d attempt(s): %w (last error: %v)", pageURL, attempt, serr, err)
		}
	}
}

// permanentError marks a failure that retrying cannot fix (e.g. HTTP 400 for
// a filter the API rejects).
type permanentError struct{ msg string }

func (e *permanentError) Error() string { return e.msg }

// get performs one request. It returns the body of a 200 response, or an
// error with, for 429/503 responses, the server's Retry-After (-1 if none).
func (c *Client) get(ctx context.Context, pageURL string) (body []byte, retryAfter time.Duration, err error) {
	retryAfter = -1
	actx := ctx
	if c.AttemptTimeout > 0 {
		var cancel context.CancelFunc
		actx, cancel = context.WithTimeout(ctx, c.AttemptTimeout)
		defer cancel()
	}
	req, err := http.NewRequestWithContext(actx, http.MethodGet, pageURL, nil)
	if err != nil {
		return nil, retryAfter, &permanentError{fmt.Sprintf("GET %s: %v", pageURL, err)}
	}
	req.Header.Set("Accept", "application/json")
	if c.UserAgent != "" {
		req.Header.Set("User-Agent", c.UserAgent)
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		// Network errors are worth retrying. *url.Error repeats the URL, which
		// the caller already puts in front of the message; keep only the cause.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, retryAfter, err
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(io.LimitReader(resp.Body, maxPageBytes+1))
	if err != nil {
		return nil, retryAfter, fmt.Errorf("reading body: %w", err)
	}
	switch {
	case resp.StatusCode == http.StatusOK:
		if len(body) > maxPageBytes {
			return nil, retryAfter, &permanentError{fmt.Sprintf("page %s: response larger than %d bytes", pageURL, maxPageBytes)}
		}
		return body, retryAfter, nil
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return nil, parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()), fmt.Errorf("HTTP %s", resp.Status)
	default:
		// The API explains a rejected $filter in the body; show it.
		return nil, retryAfter, &permanentError{fmt.Sprintf("GET %s: HTTP %s: %s", pageURL, resp.Status, snippet(body))}
	}
}

// backoff is the wait before retry n (1-based): BaseDelay·2^(n-1), capped at
// MaxDelay, with jitter in [d/2, d] so concurrent clients do not retry in step.
func (c *Client) backoff(n int) time.Duration {
	d := c.BaseDelay
	for i := 1; i < n && (c.MaxDelay <= 0 || d < c.MaxDelay); i++ {
		d *= 2
	}
	if c.MaxDelay > 0 && d > c.MaxDelay {
		d = c.MaxDelay
	}
	if d <= 1 {
		return max(d, 0)
	}
	return d/2 + rand.N(d/2+1)
}

// parseRetryAfter reads a Retry-After header given as delay-seconds or as an
// HTTP date. It returns -1 when the header is absent or unusable.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return -1
	}
	if secs, err := strconv.Atoi(v); err == nil {
		if secs < 0 {
			return -1
		}
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return -1
}

// sleep waits for d or until ctx is done, whichever is first.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// snippet shortens a response body for an error message.
func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	const limit = 500
	if len(s) > limit {
		s = s[:limit] + "…"
	}
	if s == "" {
		return "(empty body)"
	}
	return s
}
