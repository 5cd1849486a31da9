package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testLimits are defaultLimits made short enough for a test.
var testLimits = limits{
	ReadHeader:     300 * time.Millisecond,
	Read:           time.Second,
	Stall:          time.Second,
	Idle:           300 * time.Millisecond,
	MaxHeaderBytes: 4 << 10,
}

// start serves dir on a loopback port with the given limits.
func start(t *testing.T, dir string, l limits) string {
	return startServer(t, dir, l, nil)
}

// startServer is start with a hook on the connections' states.
func startServer(t *testing.T, dir string, l limits, connState func(net.Conn, http.ConnState)) string {
	t.Helper()
	rules, err := loadHeaders(dir)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(withHeaders(rules, newHandler(dir)), l)
	srv.ConnState = connState
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// closedWithin reports whether the server closes conn within d, reading and
// discarding whatever it sends first.
func closedWithin(t *testing.T, conn net.Conn, d time.Duration) (bool, string) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(d))
	got, err := io.ReadAll(conn)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return false, string(got)
	}
	return true, string(got)
}

func TestSlowHeadersCutOff(t *testing.T) {
	addr := start(t, site(t), testLimits)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// Half a request, then nothing: a slowloris client.
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: "); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	if closed, _ := closedWithin(t, conn, 3*time.Second); !closed {
		t.Fatalf("a client that never finishes its headers was still connected after 3 s (ReadHeader %v)", testLimits.ReadHeader)
	}
	t.Logf("slow-header client cut off after %v", time.Since(began).Round(10*time.Millisecond))
}

func TestIdleKeepAliveClosed(t *testing.T) {
	addr := start(t, site(t), testLimits)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	// The connection stays open for keep-alive, but not for ever.
	conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	if _, err := br.ReadByte(); err == nil || isTimeout(err) {
		t.Fatalf("an idle keep-alive connection was still open after 3 s (Idle %v): %v", testLimits.Idle, err)
	}
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

func TestOversizedHeadersRefused(t *testing.T) {
	addr := start(t, site(t), testLimits)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	big := strings.Repeat("a", 64<<10)
	io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: "+big+"\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("64 KiB of headers: status %d, want 431", resp.StatusCode)
	}
}

// A client that stops reading a large download is dropped once the stall
// timeout passes, rather than holding the connection and a file open.
func TestStalledDownloadCutOff(t *testing.T) {
	dir := site(t)
	big := make([]byte, 32<<20) // larger than the socket buffers on both sides
	if err := os.WriteFile(filepath.Join(dir, "web", "big.bin"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{}, 1)
	addr := startServer(t, dir, testLimits, func(_ net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			closed <- struct{}{}
		}
	})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.(*net.TCPConn).SetReadBuffer(4 << 10)
	began := time.Now()
	io.WriteString(conn, "GET /web/big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
	// Read nothing: the server must give the connection up.
	select {
	case <-closed:
		t.Logf("stalled download dropped after %v (Stall %v)", time.Since(began).Round(10*time.Millisecond), testLimits.Stall)
	case <-time.After(testLimits.Stall + 5*time.Second):
		t.Fatalf("the server still held a download the client stopped reading after %v (Stall %v)", testLimits.Stall+5*time.Second, testLimits.Stall)
	}
}

func TestSecurityHeaders(t *testing.T) {
	dir := site(t)
	rules, err := loadHeaders(dir)
	if err != nil {
		t.Fatal(err)
	}
	h := withHeaders(rules, newHandler(dir))
	for _, target := range []string{"/", "/?v=1&task=render", "/web/app.wasm", "/app.js", "/missing.js", "/../secret.txt"} {
		r := get(t, h, target, nil)
		for name, want := range map[string]string{
			"Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
			"Referrer-Policy":         "no-referrer",
			"Permissions-Policy":      "camera=()",
			"X-Content-Type-Options":  "nosniff",
		} {
			if got := r.hdr.Get(name); got != want {
				t.Errorf("%s (%d): %s = %q, want %q", target, r.code, name, got, want)
			}
		}
	}
	// A rule for a path applies under it only.
	if got := get(t, h, "/web/app.css", nil).hdr.Get("X-Web"); got != "1" {
		t.Errorf("/web/app.css: X-Web = %q, want 1", got)
	}
	if got := get(t, h, "/app.js", nil).hdr.Get("X-Web"); got != "" {
		t.Errorf("/app.js: X-Web = %q, want none", got)
	}
}

func TestLoadHeadersRefusesJunk(t *testing.T) {
	for name, body := range map[string]string{
		"header before a path": "  X-A: 1\n",
		"path without slash":   "web/*\n  X-A: 1\n",
		"header without colon": "/*\n  X-A 1\n",
	} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "_headers"), []byte(body), 0o644)
		if _, err := loadHeaders(dir); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
