# Cairn: two commands do everything on a fresh Debian machine.
#   make samples  installs what is missing, builds, renders every sample into Output/
#                 (stills, animated GIFs, and MP4s when ffmpeg is installed)
#   make test     installs what is missing, builds with the import check, runs every test
#   make bench    release build of the benchmarks, then runs them

SWIFT ?= swift
CHECK := --explicit-target-dependency-import-check error

.PHONY: deps build samples test bench clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build $(CHECK)

samples: deps
	$(SWIFT) run $(CHECK) samples
	$(SWIFT) run $(CHECK) samples --animate all --format gif
	$(SWIFT) run $(CHECK) samples --animate all --format svg
	@if command -v ffmpeg >/dev/null 2>&1; then $(SWIFT) run $(CHECK) samples --animate all --format mp4; \
	else echo "ffmpeg not installed: skipping the MP4 renders (apt-get install ffmpeg)"; fi

test: deps
	$(SWIFT) build --build-tests $(CHECK)
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release --product CairnBench
	./.build/release/CairnBench
	$(SWIFT) build -c release --product LayoutBench
	./.build/release/LayoutBench
	$(SWIFT) build -c release --product SnapshotBench
	./.build/release/SnapshotBench
	$(SWIFT) build -c release --product ExportBench
	./.build/release/ExportBench
	$(SWIFT) build -c release --product EffectsBench
	./.build/release/EffectsBench

clean:
	rm -rf .build
