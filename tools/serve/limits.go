package main

import (
	"net/http"
	"time"
)

// limits bound what one client may hold of the server: a connection that
// sends its headers slowly, a request body that never ends, a download that
// stops reading, an idle keep-alive connection, oversized headers.
type limits struct {
	// ReadHeader is the time allowed to read a request's headers.
	ReadHeader time.Duration
	// Read is the time allowed to read a whole request, body included.
	Read time.Duration
	// Stall is the longest a response may wait on one write: a download that
	// goes on, however slowly, is never cut, one that stops reading is.
	Stall time.Duration
	// Idle is how long a keep-alive connection may wait for its next request.
	Idle time.Duration
	// MaxHeaderBytes caps the size of a request's headers.
	MaxHeaderBytes int
}

// defaultLimits suit a local server and a slow phone on the same network:
// the wasm is 2–9 MB, so a whole-response timeout would cut slow but live
// downloads; a stall timeout does not.
var defaultLimits = limits{
	ReadHeader:     10 * time.Second,
	Read:           30 * time.Second,
	Stall:          30 * time.Second,
	Idle:           60 * time.Second,
	MaxHeaderBytes: 16 << 10,
}

// newServer is the HTTP server with the limits in place.
func newServer(h http.Handler, l limits) *http.Server {
	return &http.Server{
		Handler:           withStallTimeout(l.Stall, h),
		ReadHeaderTimeout: l.ReadHeader,
		ReadTimeout:       l.Read,
		// The deadline of the first write; every write then moves it on.
		WriteTimeout:   l.Read + l.Stall,
		IdleTimeout:    l.Idle,
		MaxHeaderBytes: l.MaxHeaderBytes,
	}
}

// withStallTimeout moves the write deadline on before every write, so that a
// response fails once the client has read nothing for d.
func withStallTimeout(d time.Duration, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&stallWriter{ResponseWriter: w, rc: http.NewResponseController(w), d: d}, r)
	})
}

type stallWriter struct {
	http.ResponseWriter
	rc *http.ResponseController
	d  time.Duration
}

func (s *stallWriter) Write(p []byte) (int, error) {
	// Not every ResponseWriter supports deadlines (httptest's does not);
	// the server's WriteTimeout still bounds those.
	_ = s.rc.SetWriteDeadline(time.Now().Add(s.d))
	return s.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (s *stallWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }
