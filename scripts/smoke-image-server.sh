#!/usr/bin/env bash
# Smoke test of Examples/ImageServer (make test): starts the built server on loopback,
# requests each route once (and one bad request per route), checks status and content type,
# and stops it. A few seconds; every request has a 5-second limit.
#   scripts/smoke-image-server.sh [path/to/ImageServer]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-Examples/ImageServer/.build/debug/ImageServer}
port=${SMOKE_PORT:-18080}
base="http://127.0.0.1:$port"
out=$(mktemp)
"$bin" --host 127.0.0.1 --port "$port" >"$out.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -f "$out" "$out.log"' EXIT
for _ in $(seq 100); do
  curl -sf --max-time 1 "$base/health" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { echo "ImageServer exited:"; cat "$out.log"; exit 1; }
  sleep 0.1
done
failures=0
check() {  # path, expected status, expected content type (prefix)
  local result
  result=$(curl -s -o "$out" -w '%{http_code}|%{content_type}|%{time_total}' --max-time 5 "$base$1" || echo "000|-|0")
  IFS='|' read -r code type seconds <<<"$result"
  if [ "$code" = "$2" ] && [[ "$type" == "$3"* ]]; then
    printf '  ok   %s %-32s %5.2fs %6d bytes  %s\n' "$code" "$type" "$seconds" "$(stat -c %s "$out")" "$1"
  else
    printf '  FAIL %s (expected %s %s) %s: %s\n' "$code" "$2" "$3" "$1" "$(head -c 200 "$out")"
    failures=$((failures + 1))
  fi
}
start=$(date +%s.%N)
echo "ImageServer smoke test on $base"
check "/card?title=Hello%2C%20world&author=Ada" 200 image/png
check "/card?title=Hi&scale=2&theme=dark" 200 image/png
check "/chart.svg?values=3,1,4,1,5&labels=a,b,c,d,e&title=Sales" 200 image/svg+xml
check "/badge/build/passing.png?color=green" 200 image/png
check "/card?title=x&scale=nan" 400 application/json
check "/chart.svg?values=1,2&width=100000&height=100000" 400 application/json
check "/badge/..%2F..%2Fetc/passwd.png" 400 application/json
check "/card?title=%FF" 400 application/json
check "/health" 200 text/plain
kill -0 "$pid" 2>/dev/null || { echo "ImageServer died during the smoke test"; failures=$((failures + 1)); }
echo "smoke test: $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s, $failures failures"
[ "$failures" -eq 0 ]
