// Command pricesync refreshes the GPU VM price table from the Azure Retail
// Prices API (https://prices.azure.com/api/retail/prices).
//
// It queries the Virtual Machines meters of the GPU families (NC, ND, NG, NV;
// not NP FPGA), maps them to price models (payg-linux, payg-windows,
// spot-linux, spot-windows, ri-1y, ri-3y, sp-1y, sp-3y) in USD per hour, and
// atomically writes a CSV sorted by size, region and model:
//
//	go run ./tools/pricesync [-out catalog/sources/azure-retail-prices.csv] \
//	    [-regions eastus,westeurope] [-timeout 10m] \
//	    [-base https://prices.azure.com/api/retail/prices]
//
// Run it from the module root so the default -out lands in the catalog. On
// any failure it exits non-zero and leaves the existing file untouched.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	out := flag.String("out", "catalog/sources/azure-retail-prices.csv", "output CSV path (written atomically)")
	regions := flag.String("regions", "", "comma-separated ARM region names to query one by one (default: all regions in one query)")
	timeout := flag.Duration("timeout", 10*time.Minute, "bound on the whole run, retries included")
	base := flag.String("base", DefaultBaseURL, "Retail Prices API endpoint, without query")
	primary := flag.Bool("primary", true, "request primary meters only (meterRegion='primary')")
	attempts := flag.Int("attempts", 6, "maximum attempts per page for 429/5xx/network errors")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "pricesync: unexpected arguments: %s\n", strings.Join(flag.Args(), " "))
		os.Exit(2)
	}
	regionList, err := ParseRegions(*regions)
	if err != nil {
		fmt.Fprintf(os.Stderr, "pricesync: -regions: %v\n", err)
		os.Exit(2)
	}
	if *timeout <= 0 || *attempts < 1 {
		fmt.Fprintln(os.Stderr, "pricesync: -timeout must be positive and -attempts at least 1")
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	client := NewClient()
	client.MaxAttempts = *attempts
	client.Logf = func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "pricesync: "+format+"\n", args...)
	}
	cfg := Config{
		Out:         *out,
		Regions:     regionList,
		Base:        *base,
		PrimaryOnly: *primary,
		Timeout:     *timeout,
		Client:      client,
		Now:         time.Now,
	}
	if err := Run(ctx, cfg, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "pricesync: %v\n", err)
		stop()
		os.Exit(1)
	}
}

// Config is everything one Run needs; main fills it from flags and tests
// point it at an httptest server with fast backoff and a fixed clock.
type Config struct {
	Out         string
	Regions     []string // empty: one query for all regions
	Base        string
	PrimaryOnly bool
	Timeout     time.Duration // bound on the whole run; zero means none
	Client      *Client
	Now         func() time.Time
}

// Stats summarises a run for the stderr report.
type Stats struct {
	Queries     int
	Pages       int
	Items       int
	Dropped     map[string]int
	Collisions  int
	RowsByModel map[string]int
}

// Run fetches, maps, de-duplicates and writes the price table. It writes the
// output only after every page has been read and mapped, so a failure at any
// point leaves the previous file as it was.
func Run(ctx context.Context, cfg Config, stderr io.Writer) error {
	if cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, cfg.Timeout,
			fmt.Errorf("run exceeded -timeout %s", cfg.Timeout))
		defer cancel()
	}
	client := cfg.Client
	if client == nil {
		client = NewClient()
	}
	now := time.Now
	if cfg.Now != nil {
		now = cfg.Now
	}
	retrievedAt := now()

	queries := []string{""}
	if len(cfg.Regions) > 0 {
		queries = cfg.Regions
	}
	opt := MapOptions{PrimaryOnly: cfg.PrimaryOnly}
	if len(cfg.Regions) > 0 {
		opt.Regions = make(map[string]bool, len(cfg.Regions))
		for _, r := range cfg.Regions {
			opt.Regions[r] = true
		}
	}

	st := Stats{Dropped: map[string]int{}, RowsByModel: map[string]int{}}
	var rows []Row
	for _, region := range queries {
		first, err := BuildQueryURL(cfg.Base, region, cfg.PrimaryOnly)
		if err != nil {
			return err
		}
		pages, err := client.FetchAll(ctx, first, func(_ string, p *Page) error {
			for _, it := range p.Items {
				st.Items++
				r, reason := MapItem(it, opt)
				if reason != "" {
					st.Dropped[reason]++
					continue
				}
				rows = append(rows, r...)
			}
			return nil
		})
		st.Queries++
		st.Pages += pages
		if err != nil {
			return fmt.Errorf("%w (nothing written)", err)
		}
	}

	kept, collisions := Dedupe(rows)
	st.Collisions = collisions
	for _, r := range kept {
		st.RowsByModel[r.Model]++
	}
	if len(kept) == 0 {
		// An empty table almost always means the filter or the API changed;
		// overwriting a good catalog with it would be worse than failing.
		printSummary(stderr, st)
		return fmt.Errorf("no GPU price rows from %d item(s) in %d page(s); refusing to write %s", st.Items, st.Pages, cfg.Out)
	}
	if err := WriteFileAtomic(cfg.Out, func(w io.Writer) error { return WriteCSV(w, kept, retrievedAt) }); err != nil {
		return fmt.Errorf("writing %s: %w", cfg.Out, err)
	}
	printSummary(stderr, st)
	fmt.Fprintf(stderr, "pricesync: wrote %d rows to %s\n", len(kept), cfg.Out)
	return nil
}

// printSummary reports what was read and what became of it, so a change in
// the API's data (e.g. a surge of drops) is visible in a routine run.
func printSummary(w io.Writer, st Stats) {
	fmt.Fprintf(w, "pricesync: read %d items from %d page(s) in %d query(ies)\n", st.Items, st.Pages, st.Queries)
	fmt.Fprintf(w, "pricesync: dropped: %s\n", formatCounts(st.Dropped))
	fmt.Fprintf(w, "pricesync: collisions on (region, size, model): %d\n", st.Collisions)
	fmt.Fprintf(w, "pricesync: rows per model: %s\n", formatCounts(st.RowsByModel))
}

func formatCounts(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	var b strings.Builder
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s=%d", k, m[k])
	}
	return b.String()
}
