#!/usr/bin/env bash
# Checks the README's two commands on a machine that has nothing but Go:
# builds a minimal Debian 12 (bookworm) root with debootstrap (no compiler,
# no X, no Node, no git), copies this machine's Go into it, clones this
# repository's HEAD to /work/main inside it with the shared/ folder beside
# it, and there (chroot, as root) runs
#   1. scripts/test.sh, which must install everything and pass first time;
#   2. scripts/test.sh again after `go clean -testcache`: every test rerun,
#      the builds and the installed packages kept (the issue's second run);
#   3. scripts/run-editor.sh on a virtual display, which must open the
#      editor's window (a screenshot is kept).
# Run on demand, as root, on a Debian or Ubuntu host that reaches a Debian
# mirror and the Go and npm registries; CI does not run it. It takes
# about 20 minutes on two cores (each run of scripts/test.sh 5-12) and
# about 3 GB. Logs and the screenshot go to WORKDIR.
# Usage: scripts/fresh-root.sh [WORKDIR]   (default /var/tmp/sandtable-fresh)
#        MIRROR=http://deb.debian.org/debian to choose the mirror.
#        scripts/fresh-root.sh --base-only [WORKDIR] downloads the Debian base
#        into WORKDIR/base.tgz and stops; a later run unpacks that tarball
#        instead of downloading again (the root itself is always made anew).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
base_only=""
if [ "${1:-}" = --base-only ]; then
  base_only=1
  shift
fi
work=${1:-/var/tmp/sandtable-fresh}
mirror=${MIRROR:-http://deb.debian.org/debian}
root=$work/root
. "$repo/scripts/heartbeat.sh"

[ "$(id -u)" -eq 0 ] || { echo "fresh-root: run as root (debootstrap and chroot need it)" >&2; exit 1; }
command -v go >/dev/null || { echo "fresh-root: Go is needed on this machine (it is copied into the root)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
fi

unmount() {
  for m in dev/pts dev proc sys tmp; do
    mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m" || true
  done
}
trap unmount EXIT
unmount
# Never remove the old root while anything is still mounted under it: a
# bind mount left behind would take the host's files with it.
if grep -q " $root/" /proc/mounts; then
  echo "fresh-root: something is still mounted under $root; unmount it first" >&2
  exit 1
fi
rm -rf "$root"
mkdir -p "$root"

if [ ! -s "$work/base.tgz" ]; then
  step "debootstrap: download bookworm (minbase)" debootstrap --variant=minbase \
    --make-tarball="$work/base.tgz" bookworm "$work/tarball-tmp" "$mirror" >"$work/debootstrap-download.log"
  rm -rf "$work/tarball-tmp"
fi
if [ -n "$base_only" ]; then
  echo "fresh-root: Debian base kept in $work/base.tgz"
  exit 0
fi
step "debootstrap bookworm (minbase)" debootstrap --variant=minbase \
  --unpack-tarball="$work/base.tgz" bookworm "$root" "$mirror" >"$work/debootstrap.log"
mkdir -p "$root/usr/local" "$root/work"
cp -a "$(go env GOROOT)" "$root/usr/local/go"
git clone -q "$repo" "$root/work/main"
if [ -d "$repo/../shared" ]; then
  cp -a "$repo/../shared" "$root/work/shared"
fi
# The host's network settings come along: its resolver and the local CA
# certificates it trusts (a network that inspects TLS adds its own); the
# root's ca-certificates package, installed by scripts/deps.sh, adds them to
# the system bundle that Go, git and Node are pointed at below.
cp /etc/resolv.conf "$root/etc/resolv.conf"
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
fi
mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
# A /dev of the root's own (device nodes made here, a private devpts), not
# the host's bound in: a package script in the root that replaces
# /dev/null must not reach the host's.
mount -t tmpfs -o mode=755 devtmp "$root/dev"
for d in "null 1 3" "zero 1 5" "full 1 7" "random 1 8" "urandom 1 9" "tty 5 0"; do
  set -- $d
  mknod -m 666 "$root/dev/$1" c "$2" "$3"
done
mkdir -p "$root/dev/pts" "$root/dev/shm"
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
ln -s pts/ptmx "$root/dev/ptmx"
ln -s /proc/self/fd "$root/dev/fd"
mount -t tmpfs tmpfs "$root/tmp"

inroot() {
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    PATH=/usr/local/go/bin:/root/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    bash -c "$1"
}

echo "== 1. scripts/test.sh in the fresh root (log: $work/test.log)"
start=$SECONDS
if ! inroot 'cd /work/main && scripts/test.sh' 2>&1 | tee "$work/test.log"; then
  echo "fresh-root: FAILED: scripts/test.sh after $((SECONDS - start)) s (see $work/test.log)"
  exit 1
fi
echo "fresh-root: scripts/test.sh passed in $((SECONDS - start)) s"

echo "== 2. scripts/test.sh after go clean -testcache (log: $work/rerun.log)"
start=$SECONDS
if ! inroot 'cd /work/main && go clean -testcache && scripts/test.sh' 2>&1 | tee "$work/rerun.log"; then
  echo "fresh-root: FAILED: the rerun of scripts/test.sh after $((SECONDS - start)) s (see $work/rerun.log)"
  exit 1
fi
echo "fresh-root: scripts/test.sh after go clean -testcache passed in $((SECONDS - start)) s"

echo "== 3. scripts/run-editor.sh on a virtual display (log: $work/editor.log)"
inroot 'cd /work/main
Xvfb :57 -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:57
scripts/run-editor.sh >/tmp/editor.log 2>&1 &
editor=$!
for i in $(seq 300); do
  if xdotool search --name "Sandtable" >/dev/null 2>&1; then break; fi
  sleep 2
done
sleep 5
xdotool search --name "Sandtable" getwindowname || { cat /tmp/editor.log; exit 1; }
import -window root /work/editor.png
kill $editor || true
kill $xvfb || true' 2>&1 | tee "$work/editor.log"
cp "$root/work/editor.png" "$work/editor.png"
echo "fresh-root: the editor opened its window (screenshot: $work/editor.png)"
