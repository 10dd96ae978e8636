#!/bin/sh
# ChartBench: Cairn's Charts against matplotlib (Agg) and vl-convert (Vega-Lite) drawing the
# same three charts, same run. matplotlib and vl-convert are installed from PyPI into a
# virtual environment under .build/ (never by `make test`). Prints each side's times and
# Cairn's speed-up per chart (target ≥ 2× matplotlib for the line and bar charts; ≤ 1 s for
# the 1,000,000-point LinePlot), from the best CPU time of each side (user + system: on a
# shared machine the wall clock also counts the other processes, and swings 2× between
# runs), with the wall-clock ratio beside it.
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
# vl-convert (Vega-Lite and Vega in an embedded JavaScript runtime, resvg for the pixels): a
# second reference; its column is left out when it cannot be installed.
"$venv/bin/python" -c "import vl_convert" 2>/dev/null || "$venv/bin/pip" install --quiet vl-convert-python \
    || echo "ChartBench: vl-convert could not be installed from PyPI: matplotlib's figures only."
mpl=$("$venv/bin/python" scripts/chart-bench-matplotlib.py)
echo "$mpl" | grep -v '^RESULT'
vlc=""
if "$venv/bin/python" -c "import vl_convert" 2>/dev/null; then
    vlc=$("$venv/bin/python" scripts/chart-bench-vlconvert.py)
    echo "$vlc" | grep -v '^RESULT'
fi
field() { echo "$1" | awk -v k="$2" -v f="$3" '$1 == "RESULT" && $2 == k { print $f }'; }
for key in line bars plot; do
    c=$(field "$cairn" "$key" 4); cw=$(field "$cairn" "$key" 3)
    m=$(field "$mpl" "$key" 4); mw=$(field "$mpl" "$key" 3)
    v=$(field "$vlc" "$key" 4); vw=$(field "$vlc" "$key" 3)
    awk -v k="$key" -v c="$c" -v m="$m" -v cw="$cw" -v mw="$mw" -v v="$v" -v vw="$vw" 'BEGIN {
        target = k == "plot" ? sprintf("Cairn %.0f ms, target ≤ 1000 ms", c * 1000) : "target ≥ 2×"
        line = sprintf("ChartBench %s: Cairn is %.1f× as fast as matplotlib by CPU time (%s); %.1f× by wall clock", k, m / c, target, mw / cw)
        if (v != "") line = line sprintf("; %.1f× as fast as vl-convert by CPU time, %.1f× by wall clock", v / c, vw / cw)
        print line
    }'
done
