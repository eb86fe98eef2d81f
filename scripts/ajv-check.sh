#!/usr/bin/env bash
# Validates every built-in data file against Sandtable's JSON Schemas with
# ajv, a second JSON Schema implementation independent of the Go one, to show
# the schemas are standard draft-07. Installs ajv-cli with npm into tmp/node
# when it is missing (scripts/deps.sh test installs npm), from npm's cache when
# it holds the package (a fresh clone on a machine that installed it before
# took 270 s asking the registry again).
# Usage: scripts/ajv-check.sh [--install-only]
set -euo pipefail
cd "$(dirname "$0")/.."

ajv=tmp/node/node_modules/.bin/ajv
if [ ! -x "$ajv" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "ajv-check: npm is not installed (scripts/deps.sh test installs it)" >&2
    exit 1
  fi
  mkdir -p tmp/node
  if ! (cd tmp/node && npm install --silent --no-audit --no-fund --prefer-offline ajv-cli@5 >/dev/null); then
    echo "ajv-check: npm could not install ajv-cli@5 into tmp/node" >&2
    exit 1
  fi
fi
if [ "${1:-}" = --install-only ]; then
  exit 0
fi

status=0
checked=0
for kind in map oob scenario ruleset errata; do
  files=$(find maps scenarios engine/rulesets -name "*.${kind}.json" -not -path "*/testdata/*" | sort)
  [ -n "$files" ] || continue
  args=()
  for f in $files; do args+=(-d "$f"); checked=$((checked + 1)); done
  if ! "$ajv" validate --spec=draft7 --strict=false --errors=text -s "schema/${kind}.schema.json" -r schema/vocab.schema.json "${args[@]}"; then
    status=1
  fi
done
echo "ajv-check: ${checked} files checked"
exit $status
