#!/usr/bin/env bash
# Installs what the editor needs when missing, builds it and opens it: with
# no argument on the built-in ITW Shiloh map and Scenario 1, else on the
# scenario file given. The editor needs a display (an X11 or Wayland
# session); with --xvfb it runs in a virtual X server instead (nothing is
# shown: for scripted checks and screenshots).
# Usage: scripts/run-editor.sh [--xvfb] [sandtable arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/heartbeat.sh

xvfb=""
if [ "${1:-}" = --xvfb ]; then
  xvfb=1
  shift
fi
if [ -z "$xvfb" ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  cat >&2 <<'MSG'
run-editor: there is no display (DISPLAY and WAYLAND_DISPLAY are not set).
The editor is a desktop program: run this from a graphical session (or over
ssh -X). To start it in a virtual X server instead, for scripted checks and
screenshots, use: scripts/run-editor.sh --xvfb
MSG
  exit 1
fi

if [ -n "$xvfb" ]; then
  step "packages (Debian)" scripts/deps.sh test
else
  step "packages (Debian)" scripts/deps.sh build
fi
mkdir -p tmp
step "editor build (cgo; the first one takes 3-9 minutes)" go build -o tmp/sandtable ./cmd/sandtable
if [ -n "$xvfb" ]; then
  # Say which display and auth file the virtual server has, so a script can
  # reach the window (xdotool, import -window root) while it runs.
  auth="$PWD/tmp/xvfb.auth"
  exec xvfb-run -a -f "$auth" -s '-screen 0 1600x1000x24' sh -c '
    echo "run-editor: Xvfb on DISPLAY=$DISPLAY XAUTHORITY=$XAUTHORITY" >&2
    exec "$@"' sh tmp/sandtable "$@"
fi
exec tmp/sandtable "$@"
