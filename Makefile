# FocusCookbook — `make run` opens the app, `make test` runs every test. Both install what they
# need on a fresh Debian machine first (apt packages, with sudo when not root).

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libsqlite3-dev pkg-config \
                fonts-dejavu-core fonts-noto-color-emoji xvfb xauth
RUN_ARGS ?=

.PHONY: all setup build run test soak bench replay-demo clean

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

# Builds everything (the end-to-end tests run the built `cookbook`), then runs the suites.
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The SIGKILL crash-safety test at 100 trials (`make test` runs 20).
soak: setup
	$(SWIFT) build --build-tests
	COOKBOOK_KILL_TRIALS=100 $(SWIFT) test --filter CrashSafetyTests

bench: setup
	$(SWIFT) build -c release --product cookbook-bench
	.build/release/cookbook-bench

# Replays the demo script and writes screenshots to out/shots.
replay-demo: build
	.build/debug/cookbook replay Tests/EndToEndTests/Scripts/tour.replay --shots out/shots --trace out/trace.jsonl

clean:
	rm -rf .build out
