# Cairn: two commands do everything on a fresh Debian machine.
#   make samples  installs what is missing, builds, renders every sample into Output/
#                 (stills, animated GIFs, and MP4s when ffmpeg is installed)
#   make test     installs what is missing, builds with the import check, runs every test
#   make bench    release build of the benchmarks, then runs them
#   make docs     the DocC documentation into .build/docs/Cairn.doccarchive

SWIFT ?= swift
CHECK := --explicit-target-dependency-import-check error
# Cairn's own builds turn on the package trait that brings swift-snapshot-testing (its
# snapshot strategies, their tests and SnapshotBench); packages depending on Cairn do not
# get it unless they ask (README, "Dependency weight").
TRAITS := --traits SnapshotTesting

.PHONY: deps build samples test bench docs clean

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

bench: deps
	$(SWIFT) build -c release --product CairnBench
	./.build/release/CairnBench
	$(SWIFT) build -c release --product LayoutBench
	./.build/release/LayoutBench
	$(SWIFT) build -c release $(TRAITS) --product SnapshotBench
	./.build/release/SnapshotBench
	$(SWIFT) build -c release --product ExportBench
	./.build/release/ExportBench
	$(SWIFT) build -c release --product TextBench
	./.build/release/TextBench

# The DocC catalog Sources/Cairn/Cairn.docc and the API reference, built by the Swift-DocC
# plugin from the Docs/ package (the plugin is not a dependency of Cairn itself). Output:
# .build/docs/Cairn.doccarchive (open with `docc preview` or serve it as a static site).
docs: deps
	mkdir -p .build/docs
	$(SWIFT) package --package-path Docs --allow-writing-to-directory $(CURDIR)/.build/docs \
		generate-documentation --product Cairn --output-path $(CURDIR)/.build/docs/Cairn.doccarchive \
		--transform-for-static-hosting --enable-experimental-combined-documentation

clean:
	rm -rf .build
