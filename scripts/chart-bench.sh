#!/bin/sh
# ChartBench: Cairn's Charts against matplotlib (Agg) drawing the same two charts, same run.
# matplotlib is installed from PyPI into a virtual environment under .build/ (never by
# `make test`). Prints each side's times and Cairn's speed-up per chart (target ≥ 2×), from
# the best CPU time of each side (user + system: on a shared machine the wall clock also
# counts the other processes, and swings 2× between runs), with the wall-clock ratio beside it.
set -e
cd "$(dirname "$0")/.."
${SWIFT:-swift} build -c release ${BENCH_TRAITS:---traits Benchmarks,SnapshotTesting} --product ChartBench
cairn=$(./.build/release/ChartBench)
echo "$cairn" | grep -v '^RESULT'
venv=.build/chart-bench-venv
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" || ! "$venv/bin/pip" install --quiet matplotlib; then
        rm -rf "$venv"
        echo "ChartBench: matplotlib could not be installed (needs python3 with venv and pip, e.g."
        echo "apt-get install python3-venv, and access to PyPI): Cairn's figures only."
        exit 0
    fi
fi
mpl=$("$venv/bin/python" scripts/chart-bench-matplotlib.py)
echo "$mpl" | grep -v '^RESULT'
for key in line bars; do
    c=$(echo "$cairn" | awk -v k="$key" '$1 == "RESULT" && $2 == k { print $4 }')
    m=$(echo "$mpl" | awk -v k="$key" '$1 == "RESULT" && $2 == k { print $4 }')
    cw=$(echo "$cairn" | awk -v k="$key" '$1 == "RESULT" && $2 == k { print $3 }')
    mw=$(echo "$mpl" | awk -v k="$key" '$1 == "RESULT" && $2 == k { print $3 }')
    awk -v k="$key" -v c="$c" -v m="$m" -v cw="$cw" -v mw="$mw" 'BEGIN { printf "ChartBench %s: Cairn is %.1f× as fast as matplotlib by CPU time (target ≥ 2×); %.1f× by wall clock\n", k, m / c, mw / cw }'
done
