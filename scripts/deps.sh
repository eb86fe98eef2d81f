#!/usr/bin/env bash
# Installs the Debian packages Sandtable needs when they are missing:
#   build: git, CA certificates (Go fetches modules over HTTPS), the C
#          toolchain and the X/OpenGL headers Fyne's cgo build needs;
#   test:  the above plus Xvfb, xauth, ImageMagick and xdotool for the
#          real-window tests, Tiled (tmxrasterizer) and poppler-utils
#          (pdftoppm) for the export tests, and Node.js with npm for the
#          second JSON Schema validator (ajv).
# It fails at once, saying why, when Go is missing or the packages cannot
# be installed (no apt-get, neither root nor sudo), before any long work.
# Usage: scripts/deps.sh build|test|certs  (certs: only the CA certificates,
# which Go needs before it can fetch a module)
set -euo pipefail

build_pkgs=(git ca-certificates gcc libc6-dev pkg-config libgl1-mesa-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev)
test_pkgs=(xvfb xauth imagemagick xdotool tiled poppler-utils nodejs npm)

fail() { echo "deps: $*" >&2; exit 1; }

if ! command -v go >/dev/null 2>&1; then
  fail "Go is not installed (or not on PATH): install Go $(sed -n 's/^go //p' "$(dirname "$0")/../go.mod") or newer from go.dev and add its bin folder to PATH"
fi

want=("${build_pkgs[@]}")
if [ "${1:-build}" = test ]; then
  want+=("${test_pkgs[@]}")
elif [ "${1:-build}" = certs ]; then
  want=(ca-certificates)
fi

# A tool already on PATH counts as installed whatever package brought it
# (Node.js from NodeSource bundles npm, and Debian's npm would conflict).
declare -A provides=([nodejs]=node [npm]=npm [git]=git)
missing=()
for p in "${want[@]}"; do
  if [ -n "${provides[$p]:-}" ] && command -v "${provides[$p]}" >/dev/null 2>&1; then
    continue
  fi
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

command -v apt-get >/dev/null 2>&1 ||
  fail "missing packages ${missing[*]} and no apt-get: Sandtable's scripts install with apt on Debian or Ubuntu; install them by hand"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null ||
    fail "missing packages ${missing[*]}: run as root, or give this user sudo, or install them by hand: apt-get install ${missing[*]}"
  sudo="sudo -n"
fi
echo "deps: installing ${missing[*]} (a few minutes on a new machine)" >&2
$sudo apt-get update -q >&2 || fail "apt-get update failed"
# One line per package as it is set up shows the progress.
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}" 2>&1 |
  grep --line-buffered -E '^(Setting up|E:)' >&2; then
  :
fi
for p in "${missing[@]}"; do
  if [ -n "${provides[$p]:-}" ] && command -v "${provides[$p]}" >/dev/null 2>&1; then
    continue
  fi
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || fail "could not install $p"
done
echo "deps: done" >&2
