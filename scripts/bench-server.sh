#!/usr/bin/env bash
# make bench-server: load test of Examples/ImageServer on loopback (127.0.0.1 only), bounded
# in time. Release build; wrk (Debian's package) with scripts/bench-server.lua, which sends
# cards, charts and badges in turn, each with new parameters.
#   2 clients for BENCH_SECONDS (60), 16 clients for BENCH_SECONDS, then a soak of
#   SOAK_SECONDS (600) at 4 clients; requests/s, p50/p99 latency, errors, and the server's
#   resident memory (VmRSS) at start, after the soak's first minute and at its end.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_SECONDS=${BENCH_SECONDS:-60}
SOAK_SECONDS=${SOAK_SECONDS:-600}
port=${BENCH_PORT:-18181}
base="http://127.0.0.1:$port"
command -v wrk >/dev/null || { echo "wrk is missing: scripts/install-deps.sh installs it"; exit 1; }
# BENCH_CONFIG=debug measures the debug build CI already made (quicker to build, slower to run).
config=${BENCH_CONFIG:-release}
bin=Examples/ImageServer/.build/$config/ImageServer
[ "$config" = debug ] && [ -x "$bin" ] || swift build -c "$config" --package-path Examples/ImageServer --product ImageServer
log=$(mktemp)
"$bin" --host 127.0.0.1 --port "$port" >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do curl -sf --max-time 1 "$base/health" >/dev/null 2>&1 && break; sleep 0.1; done
rss() { awk '/VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$pid/status"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
# One wrk run: clients, seconds -> "req/s p50 p99 errors" (latencies in ms).
run() {
  local out
  out=$(wrk -t "$(( $1 < 2 ? 1 : 2 ))" -c "$1" -d "${2}s" --timeout 10s --latency -s scripts/bench-server.lua "$base")
  echo "$out" >&2
  echo "$out" | awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /Requests\/sec/ { rps = $2 }
    $1 == "50%" { p50 = ms($2) } $1 == "99%" { p99 = ms($2) }
    /Non-2xx/ { err += $NF }
    /Socket errors/ { gsub(",", ""); err += $4 + $6 + $8 + $10 }
    END { printf "%.1f %.1f %.1f %d\n", rps, p50, p99, err + 0 }'
}
echo "ImageServer ($config build) under load on $base (pid $pid); machine: $(nproc) cores, load $(load) before"
rss_start=$(rss)
read -r rps2 p50_2 p99_2 err2 < <(run 2 "$BENCH_SECONDS")
load2=$(load)
read -r rps16 p50_16 p99_16 err16 < <(run 16 "$BENCH_SECONDS")
load16=$(load)
rss_before_soak=$(rss)
# Soak: wrk in the background, RSS sampled after its first minute and at its end.
soak_out=$(mktemp)
( run 4 "$SOAK_SECONDS" >"$soak_out" ) &
soak=$!
sleep $(( SOAK_SECONDS < 60 ? SOAK_SECONDS / 2 : 60 ))
rss_1min=$(rss)
wait "$soak"
read -r rps4 p50_4 p99_4 err4 <"$soak_out"
rm -f "$soak_out"
loadsoak=$(load)
rss_end=$(rss)
alive=yes; curl -sf --max-time 5 "$base/health" >/dev/null || alive=no
printf '\n%-22s %9s %9s %9s %7s  %s\n' "run" "req/s" "p50 ms" "p99 ms" "errors" "load (1/5/15 min) after"
printf '%-22s %9s %9s %9s %7s  %s\n' "2 clients, ${BENCH_SECONDS} s" "$rps2" "$p50_2" "$p99_2" "$err2" "$load2"
printf '%-22s %9s %9s %9s %7s  %s\n' "16 clients, ${BENCH_SECONDS} s" "$rps16" "$p50_16" "$p99_16" "$err16" "$load16"
printf '%-22s %9s %9s %9s %7s  %s\n' "soak, 4 clients, ${SOAK_SECONDS} s" "$rps4" "$p50_4" "$p99_4" "$err4" "$loadsoak"
growth=$(awk -v a="$rss_1min" -v b="$rss_end" 'BEGIN { printf "%.1f", (b - a) / a * 100 }')
echo "RSS (MiB): start $rss_start, before the soak $rss_before_soak, soak after 1 min $rss_1min, end $rss_end ($growth % over the soak after its first minute)"
echo "server still answering: $alive"
status=0
[ "$err2" -eq 0 ] && [ "$err16" -eq 0 ] && [ "$err4" -eq 0 ] || { echo "FAIL: errors under load"; status=1; }
awk -v g="$growth" 'BEGIN { exit !(g > 10) }' && { echo "FAIL: memory grew more than 10 %"; status=1; }
[ "$alive" = yes ] || status=1
exit $status
