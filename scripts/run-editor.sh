#!/usr/bin/env bash
# Installs what the editor needs when missing, then opens it: with no
# argument on the built-in ITW Shiloh map and Scenario 1, else on the
# scenario file given.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
exec go run ./cmd/sandtable "$@"
