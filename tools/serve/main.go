// Command serve serves the static site that tools/site generates, on
// loopback by default:
//
//	go run ./tools/serve [-dir dist] [-addr 127.0.0.1:8080]
//
// It sends app.wasm as application/wasm, sends the precompressed
// app.wasm.br or app.wasm.gz (and the other files' copies) to clients that
// accept Brotli or gzip, and serves index.html for "/"
// whatever the query, so share links open as they do on a static host. Every
// response carries the headers of the site's _headers file (the
// Content-Security-Policy and the other security headers that tools/site
// writes for static hosts). Slow, stalled and idle clients are cut off (see
// defaultLimits).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"
)

func main() {
	dir := flag.String("dir", "dist", "folder to serve (the output of tools/site)")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "serve: unexpected arguments; use -dir and -addr")
		os.Exit(2)
	}
	if err := run(*dir, *addr); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

func run(dir, addr string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: build the site first (make build): %w", dir, err)
	}
	rules, err := loadHeaders(dir)
	if err != nil {
		return fmt.Errorf("%s has no readable _headers (the security headers): build the site again (make build): %w", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := newServer(withHeaders(rules, newHandler(dir)), defaultLimits)
	fmt.Printf("Azure GPU Advisor: %s\n", siteURL(ln.Addr()))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// siteURL is the address to open in a browser; a wildcard listen address
// is shown as loopback.
func siteURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
