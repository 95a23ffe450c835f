# FocusCookbook — `make run` opens the app, `make test` runs every test. Both install what they
# need on a fresh Debian machine first (apt packages, with sudo when not root). Spoken feedback
# needs speech-dispatcher with its espeak-ng module (installed explicitly: setup skips recommends);
# the AT-SPI bridge (Orca) ATK and at-spi2-atk, and its test a private bus and pyatspi.

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libsqlite3-dev libx11-dev libxtst-dev libfontconfig-dev pkg-config xdotool \
                fonts-dejavu-core fonts-noto-color-emoji fonts-noto-cjk xvfb xauth x11-apps \
                libspeechd-dev speech-dispatcher speech-dispatcher-espeak-ng espeak-ng python3 \
                libatk1.0-dev libatk-bridge2.0-dev at-spi2-core dbus-daemon python3-pyatspi
RUN_ARGS ?=

.PHONY: all setup build run test bench replay-demo docs soak fuzz asan tsan clean install uninstall install-files uninstall-files

all: build

setup:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: setup
	$(SWIFT) build

# Opens the window; with no display (no DISPLAY/WAYLAND_DISPLAY) it runs under a virtual X server.
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then .build/debug/cookbook $(RUN_ARGS); \
	else echo "No display: running under xvfb-run"; xvfb-run -a -s "-screen 0 1920x1080x24" .build/debug/cookbook $(RUN_ARGS); fi

# Tests, benchmarks and soaks never touch the real home: their config and data homes live here.
SANDBOX_HOME = XDG_CONFIG_HOME=$(CURDIR)/.build/sandbox-home/config XDG_DATA_HOME=$(CURDIR)/.build/sandbox-home/data

# Builds everything (the end-to-end tests run the built `cookbook`), then runs the suites.
test: setup
	$(SWIFT) build --build-tests
	$(SANDBOX_HOME) $(SWIFT) test

# Installs like a Linux app (freedesktop layout): the release binary in $(PREFIX)/bin, its assets
# in $(PREFIX)/share/cookbook (found from the binary's own prefix), a desktop entry and icons.
# DESTDIR is prepended for staged installs (packages); `make uninstall` removes exactly these.
# The binary links the Swift runtime statically (--static-swift-stdlib), so a TV box needs no
# Swift toolchain: only SDL2, SDL2_ttf, SDL2_image and the other libraries `make setup` installs.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := org.focuscookbook.Cookbook
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin/cookbook
INSTALL_SHARE := $(DESTDIR)$(PREFIX)/share/cookbook
INSTALL_DESKTOP := $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
INSTALL_ICON_SVG := $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
INSTALL_ICON_PNG := $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/$(APP_ID).png

# How the shipped `cookbook` is linked and optimised: `make install` builds it so, and `make bench`
# times that same binary.
SHIPPED_LINK := --static-swift-stdlib
# Cross-module optimisation: the optimiser inlines and specialises the libraries' code (UICore,
# UIRuntime, FocusEngine, …) into the app as it does inside one module. Measured 2026-12-05, three
# rounds turn about: a `cookbook replay` line of the `replay:` row's script 0.504–0.590 ms against
# 0.641–0.682 ms without it; the live rows' frames, mostly pixels drawn by C kernels, the same
# within this machine's spread; the same traces and shots. Libraries built by a package that
# depends on this one are not affected.
SHIPPED_OPTIMIZE := -Xswiftc -cross-module-optimization

install: setup
	$(SWIFT) build -c release --product cookbook $(SHIPPED_LINK) $(SHIPPED_OPTIMIZE)
	$(MAKE) install-files CONFIG=release INSTALL_STRIP=-s

# Copies an already built binary (.build/$(CONFIG)/cookbook) and the rest; the install test uses
# it with the debug build `make test` made. `install` strips the release binary (104 MB → 67 MB;
# the Swift metadata reflection reads is kept: strip removes only the symbol tables).
INSTALL_STRIP ?=
install-files:
	@test -x .build/$(CONFIG)/cookbook || { echo "make install: .build/$(CONFIG)/cookbook is not built"; exit 2; }
	install -Dm755 $(INSTALL_STRIP) .build/$(CONFIG)/cookbook $(INSTALL_BIN)
	@cd Assets && find . -type f | while read -r f; do install -Dm644 "$$f" "$(INSTALL_SHARE)/$$f" || exit 1; done
	install -Dm644 Packaging/$(APP_ID).desktop $(INSTALL_DESKTOP)
	install -Dm644 Packaging/icons/$(APP_ID).svg $(INSTALL_ICON_SVG)
	install -Dm644 Packaging/icons/$(APP_ID).png $(INSTALL_ICON_PNG)
	@echo "Installed cookbook in $(DESTDIR)$(PREFIX)"

uninstall: uninstall-files

uninstall-files:
	rm -f $(INSTALL_BIN) $(INSTALL_DESKTOP) $(INSTALL_ICON_SVG) $(INSTALL_ICON_PNG)
	rm -rf $(INSTALL_SHARE)

# The app is timed as `make install` ships it (SHIPPED_LINK, SHIPPED_OPTIMIZE); the example, a
# reuser's app, and the benchmark tool are built as plain release builds (so the libraries are
# compiled twice: the example's builds take about a minute more).
bench: setup
	$(SWIFT) build -c release --product cookbook $(SHIPPED_LINK) $(SHIPPED_OPTIMIZE)
	$(SWIFT) build -c release --product tv-guide-example
	$(SWIFT) build -c release --product cookbook-bench
	$(SANDBOX_HOME) .build/release/cookbook-bench

# The DocC catalogues of the six libraries, as static sites in .build/docs/<target>
# (swift-docc-plugin).
DOC_TARGETS := UICore FocusEngine ScrollEngine UIRuntime Rasterizer SDLBackend
docs: setup
	mkdir -p .build/docs
	for t in $(DOC_TARGETS); do \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$t \
	    --disable-indexing --transform-for-static-hosting --output-path .build/docs/$$t || exit 1; \
	done

# Soak: the SIGKILL crash-safety test at 100 trials (`make test` runs 20), then SOAK_INPUTS
# random inputs (default 1,000,000) across every screen in release-build replays, one part of the
# script per core at once, reporting crashes, invariant violations, peak RSS and its growth.
SOAK_INPUTS ?= 1000000
SOAK_SEED ?= 1
soak: setup
	$(SWIFT) build --build-tests
	$(SANDBOX_HOME) COOKBOOK_KILL_TRIALS=100 $(SWIFT) test --skip-build --filter CrashSafetyTests
	$(SWIFT) build -c release --product cookbook
	$(SANDBOX_HOME) python3 Tools/soak.py --binary .build/release/cookbook --inputs $(SOAK_INPUTS) --seed $(SOAK_SEED)

# Fuzzes every input parser with libFuzzer (not part of `make test`): FUZZ_RUNS inputs per parser,
# seeded from the shipped scripts, layouts and assets; a crash input lands in .build-fuzz/crashes.
# Re-run one with `.build-fuzz/debug/cookbook-fuzz FILE` (FUZZ_PARSER=NAME set as for the run).
FUZZ_RUNS ?= 100000
FUZZ_PARSERS ?= replay layout scenario recipes palettes drinks
fuzz: setup
	$(SWIFT) build --scratch-path .build-fuzz --product cookbook-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -D -Xswiftc FUZZING
	@mkdir -p .build-fuzz/crashes
	@for p in $(FUZZ_PARSERS); do \
	  case $$p in replay) seeds=Tests/EndToEndTests/Scripts;; layout|scenario) seeds=Tests/EndToEndTests/Layouts;; *) seeds=Assets/Data;; esac; \
	  mkdir -p .build-fuzz/corpus/$$p; \
	  echo "== fuzz $$p: $(FUZZ_RUNS) runs"; \
	  FUZZ_PARSER=$$p .build-fuzz/debug/cookbook-fuzz -runs=$(FUZZ_RUNS) -max_len=8192 -print_final_stats=1 \
	    -artifact_prefix=.build-fuzz/crashes/$$p- .build-fuzz/corpus/$$p $$seeds > .build-fuzz/$$p.log 2>&1; \
	  status=$$?; grep -E "^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)" .build-fuzz/$$p.log; \
	  if [ $$status -ne 0 ]; then tail -40 .build-fuzz/$$p.log; exit 1; fi; \
	done

# The suites that touch SDL, text and the store under AddressSanitizer (not part of `make test`),
# built into .build-asan so .build stays warm. Leak checking is off: XCTest's own runner leaks.
asan: setup
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SANDBOX_HOME) ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan \
	  --no-parallel --filter 'SDLBackendTests|CookbookAppTests'

# Every suite but the end-to-end ones under ThreadSanitizer (not part of `make test`), in
# parallel as `make test` runs them, built into .build-tsan. The end-to-end suites run the
# cookbook binary in processes of its own, which the sanitizer does not instrument.
tsan: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SANDBOX_HOME) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --skip 'EndToEndTests'

# Replays the demo script and writes screenshots to out/shots.
replay-demo: build
	.build/debug/cookbook replay Tests/EndToEndTests/Scripts/tour.replay --shots out/shots --trace out/trace.jsonl

clean:
	rm -rf .build .build-asan .build-tsan out
