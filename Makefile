# duolint: build, test and run.
#
#   make run       set up the machine, build release, lint Samples/ (default)
#   make test      set up the machine (plus jsonschema), run the whole test suite
#   make test-integration  the pre-commit hook (real pre-commit from PyPI), the SwiftPM plugins, make dist,
#                  duolint lsp in headless Neovim (installed if missing, scripts/test-editors.sh) and the html report
#                  in headless Chromium (installed if missing, scripts/test-report.sh), end to end
#   make report-screenshots  the screenshots of Samples/Report/ made again in headless Chromium
#   make build     release build only
#   make bench     throughput benchmark on a generated corpus, beside rg and swift-format (scripts/bench.sh);
#                  BENCH_CORPUS=DIR: on real apps' code instead, beside rg and cat (scripts/bench_real.py)
#   make bench-scaling  the same corpus linted 1x, 2x, 4x and 8x: time and peak memory (BENCH_SCALING=1 scripts/bench.sh)
#   make bench-lsp the language server driven like an editor: didChange -> publishDiagnostics latency, memory (scripts/lsp_bench.py)
#   make fuzz      libFuzzer on the lint path and reporters for FUZZ_SECONDS (60), FUZZ_JOBS processes (scripts/fuzz.sh)
#   make fidelity  lexer differential test: duolint tokens vs the toolchain's parser (scripts/fidelity.py)
#   make parse-fidelity  parser differential test: duolint syntax vs the toolchain's parser (scripts/parse_fidelity.py)
#   make precision  per-rule precision and recall on labelled real apps (PRECISION_CORPUS=DIR, scripts/precision.py)
#   make fix-check  --fix on a copy of real apps: only what it reports changes, still parses (FIX_CORPUS=DIR, scripts/fix_check.py)
#   make golden    Tests/Golden/Samples/report.* written again from this build (after an intended report change)
#   make dist      the release archive and artifact bundle for this machine, into DIST_DIR (scripts/dist.sh)
#   make install   copy the release binary to $(PREFIX)/bin (PREFIX=/usr/local)
#   make clean     remove build products

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
RELEASE_BIN := .build/release/duolint
# On Linux the Swift runtime and Foundation are linked in, so the binary needs only libyaml and libc/libstdc++.
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
export RELEASE_FLAGS

.DEFAULT_GOAL := run
.PHONY: run test golden test-integration report-screenshots build bench bench-scaling bench-lsp fuzz fidelity parse-fidelity precision fix-check install uninstall clean setup setup-test dist

setup:
	bash scripts/setup.sh

setup-test:
	bash scripts/setup.sh --test

build: setup
	$(SWIFT) build -c release $(RELEASE_FLAGS)

# duolint exits 1 when it finds problems, which Samples/ has on purpose:
# succeed on 0 or 1, fail on 2 (usage, configuration or input errors) and up.
run: build
	s=0; ./$(RELEASE_BIN) Samples || s=$$?; \
	if [ $$s -gt 1 ]; then echo "duolint exited with $$s" >&2; exit $$s; fi

# Serial on purpose: the summary then shows how many tests ran and which were skipped
# (the reference-tool, field-case and SARIF-schema tests skip, saying why, without ../shared).
test: setup-test
	$(SWIFT) test --disable-swift-testing

# Each reporter's output on Samples, as GoldenReportTests compares it (SARIF's package root as file:///PACKAGE_ROOT/).
# Run it after an intended change of a report and commit Tests/Golden/Samples with the change (a debug build).
golden:
	$(SWIFT) build
	root="file://$$(pwd)/"; for r in xcode json sarif github checkstyle junit codeclimate sonarqube markdown html; do \
	  .build/debug/duolint --reporter $$r Samples | sed "s#$$root#file:///PACKAGE_ROOT/#g" > Tests/Golden/Samples/report.$$r.tmp || [ $$? -eq 1 ]; \
	  mv Tests/Golden/Samples/report.$$r.tmp Tests/Golden/Samples/report.$$r; done

# Needs network (PyPI) and takes minutes: pre-commit builds duolint in release, the plugin fixture in debug.
# Both test the committed HEAD (pre-commit clones it) or the working tree (the plugin fixture), see the scripts.
test-integration: setup
	SWIFT="$(SWIFT)" bash scripts/test-pre-commit.sh
	SWIFT="$(SWIFT)" bash scripts/test-plugin.sh
	SWIFT="$(SWIFT)" bash scripts/test-dist.sh
	SWIFT="$(SWIFT)" bash scripts/test-editors.sh
	SWIFT="$(SWIFT)" bash scripts/test-report.sh

# One PNG per Samples screen spec (its section of `duolint --reporter html Samples`), for the README.
report-screenshots: setup
	bash scripts/setup.sh --browser
	$(SWIFT) build --product duolint
	python3 Tests/Scripts/report_browser.py --bin "$$($(SWIFT) build --show-bin-path)/duolint" --screenshots Samples/Report

# BENCH_LINES, BENCH_RUNS, BENCH_SPECS and the other knobs are listed at the top of scripts/bench.sh.
bench:
	bash scripts/bench.sh

bench-scaling:
	BENCH_SCALING=1 bash scripts/bench.sh

# Builds release (as `make build`) unless DUOLINT_BIN names a binary; LSP_BENCH_ARGS passes options
# (--runs N, --files N, --edits N, --only a,b,c, --keep: see the top of scripts/lsp_bench.py).
bench-lsp:
	@if [ -z "$${DUOLINT_BIN:-}" ]; then $(MAKE) build; fi
	python3 scripts/lsp_bench.py --bin "$${DUOLINT_BIN:-$(RELEASE_BIN)}" $${LSP_BENCH_ARGS:-}

# The corpus grows in .build/fuzz-corpus (seeded from Fuzz/seeds); findings go to .build/fuzz-artifacts.
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) bash scripts/fuzz.sh

# Lexes a generated lexical corpus and every .swift file here with duolint and with
# ../shared/tools/swift-tokens and compares the token streams; skips when the reference is unavailable.
# Uses the debug build (`$(SWIFT) build`, incremental after `make test`) unless DUOLINT_BIN names a binary.
fidelity:
	SWIFT="$(SWIFT)" python3 scripts/fidelity.py

# Prints the syntax outline of the same two sets with `duolint syntax` and with ../shared/tools/swift-outline
# and compares them line by line; skips when the reference is unavailable, caches the reference's outlines in
# ${TMPDIR:-/tmp}/duolint-parse-fidelity-cache. PARSE_CORPUS=DIR adds a folder of real apps (one per top-level
# folder, reported per app, failing only with PARSE_STRICT=1); PARSE_QUIET=1 prints only the divergences.
parse-fidelity:
	SWIFT="$(SWIFT)" python3 scripts/parse_fidelity.py

# Runs the release duolint over PRECISION_CORPUS (one folder per app, COMMITS.txt) and prints per-rule
# precision and recall against Tests/RealWorld/labels.tsv (PRECISION_LABELS: other files, comma separated);
# PRECISION_ARGS passes options (--check, --wrong, --unlabelled, --sample N). Without a corpus it says so
# and succeeds, without building.
precision:
	@if [ -z "$${PRECISION_CORPUS:-}" ]; then python3 scripts/precision.py; \
	else $(MAKE) build && DUOLINT_BIN="$${DUOLINT_BIN:-$(RELEASE_BIN)}" python3 scripts/precision.py $${PRECISION_ARGS:-}; fi

fix-check:
	@if [ -z "$${FIX_CORPUS:-}" ]; then echo "make fix-check: set FIX_CORPUS to a folder of apps (one folder each)"; exit 2; fi
	$(MAKE) build && python3 scripts/fix_check.py --corpus "$$FIX_CORPUS" --bin "$${DUOLINT_BIN:-$(RELEASE_BIN)}"

# On Linux duolint-VERSION-ARCH-linux.tar.gz and duolint-VERSION-ARCH-linux.artifactbundle.zip, on macOS
# duolint-VERSION-macos.tar.gz and duolint.artifactbundle.zip (universal); prints their paths and the bundle's
# checksum. VERSION is DuoLintVersion.current (scripts/version.sh). README: "Installing".
DIST_DIR ?= .build/dist
dist:
	bash scripts/setup.sh --dist
	SWIFT="$(SWIFT)" DIST_DIR="$(abspath $(DIST_DIR))" bash scripts/dist.sh

# Copies the release binary, building it first only when it is missing
# (so `sudo make install` after `make build` does not rebuild as root).
$(RELEASE_BIN):
	$(MAKE) build

install: $(RELEASE_BIN)
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(BINDIR)/duolint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/duolint"

clean:
	rm -rf .build
