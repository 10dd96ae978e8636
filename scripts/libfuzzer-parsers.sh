#!/bin/sh
# Coverage-guided fuzzing (libFuzzer, with AddressSanitizer) of the path-string and SVG
# path-data parsers in CairnShapes. Usage: scripts/libfuzzer-parsers.sh [RUNS]
# The modules are compiled directly with swiftc (SwiftPM cannot build a libFuzzer main).
set -e
RUNS=${1:-2000000}
B=.build/libfuzzer
mkdir -p "$B/corpus"
FLAGS="-sanitize=fuzzer,address -parse-as-library -package-name cairn -wmo -O -I $B"
for m in CairnGeometry CairnAnimation CairnShapes; do
    swiftc $FLAGS -module-name $m -emit-module -emit-module-path "$B/$m.swiftmodule" \
        -c Sources/$m/*.swift -o "$B/$m.o"
done
swiftc -sanitize=fuzzer,address -parse-as-library -package-name cairn -O -I "$B" \
    scripts/fuzz/PathParsers.swift "$B/CairnGeometry.o" "$B/CairnAnimation.o" "$B/CairnShapes.o" \
    -o "$B/path-parsers" 2>&1 | grep -v "Cannot export local symbol" || true
# Seeds: a few valid strings of each grammar.
printf 'M 10 10 L 20 20 Z' > "$B/corpus/svg1"
printf 'm0,0c1,2,3,4,5,6s7,8,9,10q1,1,2,2t3,3a5,5,0,1,0,10,10z' > "$B/corpus/svg2"
printf '0 0 m 10 0 l 10 10 5 5 20 20 c h' > "$B/corpus/desc1"
"$B/path-parsers" -runs="$RUNS" -max_len=512 -timeout=10 "$B/corpus"
