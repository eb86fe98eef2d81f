#!/usr/bin/env bash
# Installs the Debian packages Sandtable needs when they are missing:
#   build: the C toolchain and X/OpenGL headers Fyne's cgo build needs;
#   test:  the above plus Xvfb, xauth, ImageMagick and xdotool for the
#          real-window test, Tiled (tmxrasterizer) and poppler-utils
#          (pdftoppm) for the export tests.
# Usage: scripts/deps.sh build|test
set -euo pipefail

build_pkgs=(gcc pkg-config libgl1-mesa-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev)
test_pkgs=(xvfb xauth imagemagick xdotool tiled poppler-utils)

want=("${build_pkgs[@]}")
if [ "${1:-build}" = test ]; then
  want+=("${test_pkgs[@]}")
fi

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
echo "deps: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
