# Azure GPU Advisor. `make` lists the targets.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO     ?= go
ADDR   ?= 127.0.0.1:8080
DIST   := dist
WASM   := web/app.wasm
# Brotli quality of the site's .br copies: 11 is the smallest (about 40 s for
# the wasm); BROTLI=5 makes a quick local build.
BROTLI ?= 11
# sudo only when not root.
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The project's own packages are compiled without inlining: an inlined helper
# is a copy of its code at every call site, and in Go's wasm the copies cost
# more bytes than the calls cost time (the engine's re-rank stays within its
# goal; make bench times the wasm built so). It covers every function of the
# project: no //go:noinline is needed.
MODULE       := github.com/azure-gpu-advisor/advisor
NOINLINE     := -gcflags='$(MODULE)/...=-l'
WASM_FLAGS   := -trimpath $(NOINLINE)

GO_SOURCES   := $(shell find app catalog wasm -name '*.go')
WEB_FILES    := $(shell find web -type f ! -name 'app.wasm*' 2>/dev/null)
SITE_SOURCES := $(shell find tools/site -name '*.go')
PACK_SOURCES := $(shell find tools/wasmpack tools/internal/wasmdata -name '*.go' ! -name '*_test.go')

# axe-core for the accessibility browser tests, fetched from npm at this
# pinned version into out/ (nothing outside out/ is installed or cached).
AXE_VERSION := 4.14.1
AXE_JS      := out/axe-core-$(AXE_VERSION)/axe.min.js

# staticcheck at this pinned version (2026.2.1), installed with go install
# through the module proxy into out/ when missing.
STATICCHECK_VERSION := v0.8.1
STATICCHECK         := out/staticcheck-$(STATICCHECK_VERSION)/staticcheck

.PHONY: help run build check vet test chromium azcli npm axe catalog words prices bench bench-web size clean

help: ## List the targets
	@echo "Targets:"
	@awk 'BEGIN {FS = ":[^#]*## "} /^[a-z][a-z_-]*:.*## / {printf "  make %-9s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

run: build ## Build, then serve dist/ on http://127.0.0.1:8080/ (set ADDR= to change)
	$(GO) run ./tools/serve -dir $(DIST) -addr $(ADDR)

build: $(DIST)/index.html ## Build the wasm and the static site into dist/ (only when sources changed)

$(WASM): $(GO_SOURCES) $(PACK_SOURCES) catalog/zz_generated.go go.mod go.sum
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -ldflags='-s -w' -o $@ ./wasm
	$(GO) run ./tools/wasmpack $@

$(DIST)/index.html: $(WASM) $(WEB_FILES) $(SITE_SOURCES) app/words/zh.txt
	$(GO) run ./tools/site -out $(DIST) -wasm $(WASM) -brotli $(BROTLI)

check: vet ## The inner loop: vet, staticcheck and the unit tests, without the browser
	env -u E2E_DIST $(GO) test ./...

vet: $(STATICCHECK) ## go vet and staticcheck, for the host and for the wasm
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/ ./app/...
	$(STATICCHECK) ./...
	GOOS=js GOARCH=wasm $(STATICCHECK) ./wasm/ ./app/...

$(STATICCHECK):
	GOBIN=$(CURDIR)/$(@D) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

test: vet chromium azcli axe ## Vet, staticcheck, check the catalog, unit tests with -race, then build and run the browser tests (installs what they need)
	$(GO) run ./tools/catalog -check
	$(GO) test -race -count=1 ./...
	$(MAKE) --no-print-directory build
	E2E_DIST=$(CURDIR)/$(DIST) E2E_AXE=$(CURDIR)/$(AXE_JS) $(GO) test -count=1 -timeout 40m -v ./tools/e2e/

chromium: ## Install Debian's chromium for the browser tests, if missing
	@command -v chromium >/dev/null || ($(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)

azcli: ## Install Debian's azure-cli (the deploy tests read its --help offline), if missing
	@command -v az >/dev/null || ($(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y azure-cli)

npm: ## Install Debian's npm (to fetch axe-core), if missing
	@command -v npm >/dev/null || ($(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y npm)

axe: $(AXE_JS) ## Fetch axe-core $(AXE_VERSION) from npm into out/ for the accessibility tests

$(AXE_JS):
	@$(MAKE) --no-print-directory npm
	@mkdir -p $(@D)
	cd $(@D) && npm pack --silent axe-core@$(AXE_VERSION) >/dev/null && tar -xzf axe-core-$(AXE_VERSION).tgz --strip-components=1 package/axe.min.js package/LICENSE && rm axe-core-$(AXE_VERSION).tgz

catalog: ## Regenerate catalog/zz_generated.go from catalog/sources
	$(GO) run ./tools/catalog

words: ## Rewrite app/words/zz_packed.go and zh.txt (what the page reads) from the message tables
	$(GO) test ./app/words -run TestPackedIsTheTables -update

prices: ## Refresh prices from the Azure Retail Prices API, then regenerate the catalog
	$(GO) run ./tools/pricesync
	$(MAKE) --no-print-directory catalog

bench: ## Benchmarks on the host and under wasm (node), and a cold start under node; report in out/bench.txt
	@mkdir -p out
	@{ \
	  echo "# host ($$($(GO) env GOOS)/$$($(GO) env GOARCH)): app/advisor, catalog"; \
	  $(GO) test -run '^$$' -bench . -benchmem ./app/advisor/ ./catalog/; \
	  echo; \
	  echo "# wasm (js/wasm under node $$(node --version), no inlining, as the page is built): app/advisor, catalog"; \
	  GOOS=js GOARCH=wasm $(GO) test $(NOINLINE) -run '^$$' -bench . -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./app/advisor/ ./catalog/; \
	  echo; \
	  echo "# cold start (js/wasm under node, a fresh process per line): tools/coldstart"; \
	  GOOS=js GOARCH=wasm $(GO) build $(NOINLINE) -o out/coldstart.wasm ./tools/coldstart; \
	  for i in 1 2 3 4 5; do "$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" out/coldstart.wasm; done; \
	} > out/bench.txt 2>&1 || { cat out/bench.txt; exit 1; }
	@cat out/bench.txt

bench-web: build chromium ## Time a share link's top pick against a go-app hello world in Chromium, with the wasm sizes and the app's start step by step; report in out/bench-web.txt
	$(GO) run ./tools/benchweb -app $(DIST) -brotli $(BROTLI) -out out/bench-web.txt

size: ## What the wasm is made of: sections and code by package, and what it adds to a go-app hello world; report in out/size.txt
	@mkdir -p out
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o out/app-names.wasm ./wasm
	GOOS=js GOARCH=wasm $(GO) build -trimpath -o out/hello-names.wasm ./tools/benchweb/hello/wasm
	$(GO) run ./tools/wasmsize -funcs 25 -base out/hello-names.wasm out/app-names.wasm > out/size.txt
	@cat out/size.txt

clean: ## Remove dist/, out/ and the built wasm
	rm -rf $(DIST) out web/app.wasm web/app.wasm.gz web/app.wasm.br
