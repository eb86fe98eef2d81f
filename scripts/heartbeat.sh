#!/usr/bin/env bash
# Shared by the scripts: step NAME CMD... prints "== NAME", runs CMD and,
# while it runs, a line every 30 s saying how long it has taken, so a long
# silent phase (a package install, the first cgo build of Fyne) shows that
# it is alive. Returns CMD's exit status.
step() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS
  "$@" &
  local pid=$!
  local next=$((start + 30))
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    if [ "$SECONDS" -ge "$next" ]; then
      echo "   ... $name: $((SECONDS - start)) s"
      next=$((next + 30))
    fi
  done
  local rc=0
  wait "$pid" || rc=$?
  echo "   $name: $((SECONDS - start)) s"
  return $rc
}
