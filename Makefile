# Cairn: two commands do everything on a fresh Debian machine.
#   make samples  installs what is missing, builds, renders every sample into Output/
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

clean:
	rm -rf .build
