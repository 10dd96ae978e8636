#!/usr/bin/env bash
# Installs the Debian packages Cairn needs, only those that are missing.
# Cairo, Pango/HarfBuzz/fontconfig, libpng and librsvg (SVG images), with their -dev headers,
# build and render; poppler-utils lets the tests rasterise the PDFs Cairn writes; libgif-dev
# (giflib) lets them decode the GIFs Cairn writes with an independent decoder. ffmpeg is
# optional (video export finds it at run time): apt-get install ffmpeg. Text uses the bundled
# Inter (Sources/CairnCairo/Resources/Fonts); fonts-noto-cjk is its fallback for Chinese,
# Japanese and Korean, fonts-dejavu-core for other scripts and the serif/monospaced designs,
# fonts-noto-color-emoji for colour emoji.
# python3 runs scripts/check-docs.py (make test); python3-venv: make bench installs taffy and
# Yoga (stretchable, poga) into .build/bench-venv; python3-cairo (pycairo, for the system
# /usr/bin/python3): ExportBench times pycairo drawing the radar beside Cairn. curl: the image
# server's smoke test (make test); wrk: its load test (make bench-server).
set -euo pipefail

packages=(pkg-config libcairo2-dev libpango1.0-dev libpng-dev librsvg2-dev fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji poppler-utils libgif-dev python3 python3-venv python3-cairo python3-gi python3-gi-cairo gir1.2-pango-1.0 curl wrk)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "error: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
