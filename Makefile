# Cairn: two commands do everything on a fresh Debian machine.
#   make samples  installs what is missing, builds, renders every sample into Output/
#                 (stills, animated GIFs, and MP4s when ffmpeg is installed)
#   make test     installs what is missing, builds with the import check, runs every test
#   make bench    release build of the benchmarks, then runs them
#   make fuzz     every CairnFuzz family for FUZZ_SECONDS each (cases, crashes, hangs per family)
#   make sanitize the fast tests under AddressSanitizer, the export tests under ThreadSanitizer
#   make fuzz-parsers  libFuzzer (coverage-guided) on the path-string and SVG path parsers

SWIFT ?= swift
CHECK := --explicit-target-dependency-import-check error

.PHONY: deps build samples test bench clean fuzz sanitize fuzz-parsers

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
	# Reliability: a fixed-seed fuzzing pass (about a minute) fails the build on a crash or
	# hang. The deep-tree family waits for the engine's explicit-stack layout and drawing.
	./.build/debug/CairnFuzz --ci --skip deep

# FUZZ_SECONDS per family (13 families); FUZZ_SEED changes the cases.
FUZZ_SECONDS ?= 45
FUZZ_SEED ?= 1
fuzz: deps
	$(SWIFT) build --product CairnFuzz $(CHECK)
	./.build/debug/CairnFuzz --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED)

# Separate build directories so the sanitized builds do not replace the normal one.
# ASan: every suite but the slow sample renders; TSan: the parallel export tests.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	$(SWIFT) test --skip-build --build-path .build/asan --skip CairnSamplesTests --skip CairnSnapshotTestingTests
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --build-path .build/tsan --filter CairnExportTests

FUZZ_RUNS ?= 2000000
fuzz-parsers: deps
	./scripts/libfuzzer-parsers.sh $(FUZZ_RUNS)

bench: deps
	$(SWIFT) build -c release --product CairnBench
	./.build/release/CairnBench
	$(SWIFT) build -c release --product LayoutBench
	./.build/release/LayoutBench
	$(SWIFT) build -c release --product SnapshotBench
	./.build/release/SnapshotBench
	$(SWIFT) build -c release --product ExportBench
	./.build/release/ExportBench

clean:
	rm -rf .build
