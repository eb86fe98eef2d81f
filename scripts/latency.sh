#!/usr/bin/env bash
# Measures the editor's responsiveness in a real window under Xvfb (software
# GL): the time from an input event (hover, arrow-key pan, wheel zoom, a
# terrain stroke) to the first frame that shows it, on the built-in ITW map.
# Prints Go benchmark lines; p50-ms and p95-ms are the median and the 95th
# percentile in milliseconds. Usage: scripts/latency.sh [events per kind]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
n=${1:-40}
SANDTABLE_XVFB=1 go test -run '^$' -bench 'XvfbLatency' -benchtime "${n}x" ./cmd/sandtable/ 2>&1 |
  grep -E '^(Benchmark|goos|goarch|cpu|ok|FAIL|---)|p50-ms'
