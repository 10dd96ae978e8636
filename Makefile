# Cairn: two commands do everything on a fresh Debian machine.
#   make samples  installs what is missing, builds, renders every sample into Output/
#                 (stills, animated GIFs, and MP4s when ffmpeg is installed)
#   make test     installs what is missing, builds with the import check, runs every test
#   make bench    release build of the benchmarks, then runs them
#   make docs     the DocC documentation into .build/docs/Cairn.doccarchive
#   make fuzz     every CairnFuzz family for FUZZ_SECONDS each (cases, crashes, hangs per family)
#   make sanitize the fast tests under AddressSanitizer, the export tests under ThreadSanitizer
#   make fuzz-parsers  libFuzzer (coverage-guided) on the path-string and SVG path parsers
#   make bench-server  the example image server (Examples/ImageServer) under load on loopback
#   make example-tsan  the example's route tests under ThreadSanitizer

SWIFT ?= swift
CHECK := --explicit-target-dependency-import-check error
# Cairn's own builds turn on the package trait that brings swift-snapshot-testing (its
# snapshot strategies, their tests and SnapshotBench); packages depending on Cairn get it only
# if they ask (README, "Add it to a package"). `Previews` no longer brings anything (#Preview's
# plug-in has no dependency since issue 22); it stays in the list so the trait set, and so the
# build folder, matches earlier builds.
TRAITS := --traits SnapshotTesting,Previews
# The benchmarks build only with the `Benchmarks` trait (SnapshotBench also needs SnapshotTesting);
# one trait set for all of them, so the release build folder is shared.
BENCH_TRAITS := --traits Benchmarks,SnapshotTesting

.PHONY: deps build samples test bench docs clean fuzz sanitize fuzz-parsers example example-test example-tsan bench-server

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
	$(SWIFT) build --build-tests $(CHECK) $(TRAITS)
	$(SWIFT) test --skip-build $(TRAITS)
	python3 scripts/check-docs.py
	# Reliability: a fixed-seed fuzzing pass (about a minute) fails the build on a crash or
	# hang. The deep-tree family (clean with the engine's stack budget, but ~7 s a case in a
	# debug build) runs in `make fuzz`, not here.
	./.build/debug/CairnFuzz --ci --skip deep
	# The example image server (a package of its own, with Hummingbird): built with its route
	# and render-queue tests, which run, then each route requested once on loopback.
	$(MAKE) example-test
	./scripts/smoke-image-server.sh

# Examples/ImageServer builds Cairn again in its own folder (Examples/ImageServer/.build),
# with Cairn's default traits, so it never disturbs the main build.
example: deps
	$(SWIFT) build --package-path Examples/ImageServer --product ImageServer

# The example's route tests (Hummingbird's testing module; it brings AsyncHTTPClient).
example-test: deps
	$(SWIFT) build --package-path Examples/ImageServer --build-tests
	$(SWIFT) test --package-path Examples/ImageServer --skip-build

# The route tests under ThreadSanitizer, in their own build folder (a data race anywhere in
# the rendering path a server uses, with two render workers at once, fails the run). The
# render queue's deadline tests measure tens of milliseconds, which TSan's slowdown makes
# meaningless: they run in example-test.
example-tsan: deps
	$(SWIFT) build -j $(SANITIZE_JOBS) --package-path Examples/ImageServer --build-tests --sanitize=thread --scratch-path Examples/ImageServer/.build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --package-path Examples/ImageServer --skip-build --sanitize=thread --scratch-path Examples/ImageServer/.build-tsan \
		--skip RenderQueueTests

# Load test of the example on 127.0.0.1 (wrk): 2 and 16 clients for BENCH_SECONDS each, then a
# soak of SOAK_SECONDS; requests/s, p50/p99, errors, resident memory (scripts/bench-server.sh).
bench-server: deps
	./scripts/bench-server.sh

# FUZZ_SECONDS per family; FUZZ_SEED changes the cases.
FUZZ_SECONDS ?= 45
FUZZ_SEED ?= 1
fuzz: deps
	$(SWIFT) build --product CairnFuzz $(CHECK) $(TRAITS)
	./.build/debug/CairnFuzz --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED)

# Separate build directories so the sanitized builds do not replace the normal one; the
# same traits for build and test (a different trait set rebuilds everything). ASan: every
# suite but the slow sample renders and the snapshot-strategy suite; TSan: the parallel
# export tests. SANITIZE_JOBS bounds the build's parallelism (each sanitized compile is big).
# detect_stack_use_after_return=0: with it, locals live on ASan's heap "fake stack", where the
# engine cannot measure its stack depth (StackBudget then leaves deep trees unchecked).
SANITIZE_JOBS ?= 2
sanitize: deps
	$(SWIFT) build -j $(SANITIZE_JOBS) --build-tests $(TRAITS) --sanitize=address --build-path .build/asan
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:detect_stack_use_after_return=0 $(SWIFT) test --skip-build $(TRAITS) --sanitize=address --build-path .build/asan \
		--skip CairnSamplesTests --skip CairnSnapshotTestingTests
	$(SWIFT) build -j $(SANITIZE_JOBS) --build-tests $(TRAITS) --sanitize=thread --build-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build $(TRAITS) --sanitize=thread --build-path .build/tsan --filter CairnExportTests

FUZZ_RUNS ?= 2000000
fuzz-parsers: deps
	./scripts/libfuzzer-parsers.sh $(FUZZ_RUNS)

bench: deps
	$(SWIFT) build -c release $(BENCH_TRAITS) --product CairnBench
	./.build/release/CairnBench
	$(SWIFT) build -c release $(BENCH_TRAITS) --product LayoutBench
	@# taffy and Yoga (Python bindings) to time beside Cairn; skipped when pip cannot install them.
	@test -x .build/bench-venv/bin/python || (python3 -m venv .build/bench-venv && .build/bench-venv/bin/pip install -q stretchable poga) || echo "could not install stretchable/poga: LayoutBench prints Cairn alone"
	./.build/release/LayoutBench
	$(SWIFT) build -c release $(BENCH_TRAITS) --product SnapshotBench
	./.build/release/SnapshotBench
	$(SWIFT) build -c release $(BENCH_TRAITS) --product ExportBench
	./.build/release/ExportBench
	$(SWIFT) build -c release $(BENCH_TRAITS) --product EffectsBench
	./.build/release/EffectsBench
	$(SWIFT) build -c release $(BENCH_TRAITS) --product CardBench
	./.build/release/CardBench
	SWIFT=$(SWIFT) BENCH_TRAITS="$(BENCH_TRAITS)" ./scripts/chart-bench.sh
	$(SWIFT) build -c release $(BENCH_TRAITS) --product TextBench
	./.build/release/TextBench

# The DocC catalog Sources/Cairn/Cairn.docc and the API reference, built by the Swift-DocC
# plugin from the Docs/ package (the plugin is not a dependency of Cairn itself). Output:
# .build/docs/Cairn.doccarchive (open with `docc preview` or serve it as a static site).
# The articles link pictures by their path in Output/, as a Git host shows them; DocC finds
# pictures only among the catalog's resources, so the docs are built from a staged copy whose
# catalog links them by name and holds them (scripts/stage-docs.py).
docs: deps
	mkdir -p .build/docs
	python3 scripts/stage-docs.py .build/docs-stage
	$(SWIFT) package --package-path .build/docs-stage/Docs --allow-writing-to-directory $(CURDIR)/.build/docs \
		generate-documentation --product Cairn --output-path $(CURDIR)/.build/docs/Cairn.doccarchive \
		--transform-for-static-hosting --enable-experimental-combined-documentation

clean:
	rm -rf .build
