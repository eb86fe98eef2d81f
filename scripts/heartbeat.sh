#!/usr/bin/env bash
# Shared by the scripts.
#   step NAME CMD...         prints "== NAME", runs CMD and, while it runs, a
#                            line every 30 s saying how long it has taken, so
#                            a long silent phase (a package install, the first
#                            cgo build of Fyne) shows that it is alive.
#                            Returns CMD's exit status. (timed is the same.)
#   background NAME LOG CMD...  starts CMD in the background, its output in LOG
#                            (and the second it ended in LOG.end).
#   await NAME               waits for it with the same heartbeat; on failure
#                            prints LOG's tail and returns CMD's status. The
#                            stage's time is from its start to its end, not
#                            to the await (a background stage that ended long
#                            before the run waited for it took its own time).
#   summary                  prints every stage's time, and the whole run's.
stage_names=()
stage_secs=()
run_start=$SECONDS

# record NAME SECONDS keeps a stage's time for summary.
record() {
  stage_names+=("$1")
  stage_secs+=("$2")
}

# heartbeat PID NAME START waits for PID, printing a line every 30 s.
heartbeat() {
  local pid=$1 name=$2 start=$3
  local next=$((SECONDS + 30))
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    if [ "$SECONDS" -ge "$next" ]; then
      echo "   ... $name: $((SECONDS - start)) s"
      next=$((next + 30))
    fi
  done
}

step() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS
  "$@" &
  local pid=$!
  heartbeat "$pid" "$name" "$start"
  local rc=0
  wait "$pid" || rc=$?
  echo "   $name: $((SECONDS - start)) s"
  record "$name" $((SECONDS - start))
  return $rc
}

timed() { step "$@"; }

declare -A bg_pid bg_log bg_start
background() {
  local name=$1 log=$2
  shift 2
  echo "== $name (in the background; log: $log)"
  rm -f "$log.end"
  # In a list, so that set -e does not end the job before it writes its end.
  { rc=0; "$@" || rc=$?; echo "$SECONDS" >"$log.end"; exit "$rc"; } >"$log" 2>&1 &
  bg_pid[$name]=$!
  bg_log[$name]=$log
  bg_start[$name]=$SECONDS
}

await() {
  local name=$1
  local pid=${bg_pid[$name]} start=${bg_start[$name]}
  echo "== waiting for $name"
  heartbeat "$pid" "$name" "$start"
  local rc=0
  wait "$pid" || rc=$?
  local end
  end=$(cat "${bg_log[$name]}.end" 2>/dev/null || echo "$SECONDS")
  echo "   $name: $((end - start)) s (awaited $((SECONDS - start)) s after it started)"
  record "$name (background)" $((end - start))
  if [ "$rc" -ne 0 ]; then
    echo "$name failed (exit $rc); the end of ${bg_log[$name]}:"
    tail -30 "${bg_log[$name]}"
  fi
  return $rc
}

summary() {
  echo "== stage times"
  local i
  for i in "${!stage_names[@]}"; do
    printf '   %5d s  %s\n' "${stage_secs[$i]}" "${stage_names[$i]}"
  done
  printf '   %5d s  whole run\n' $((SECONDS - run_start))
}
