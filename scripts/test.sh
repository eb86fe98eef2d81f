#!/usr/bin/env bash
# Runs every Sandtable test: static checks, the whole suite headless (Fyne's
# ci driver), the core packages under the race detector, and the real editor
# window under Xvfb with a screenshot check. Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh test

echo "== gofmt, go vet"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
  echo "gofmt: these files need formatting:"; echo "$unformatted"; exit 1
fi
CGO_ENABLED=0 go vet -tags ci ./...

echo "== staticcheck"
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags ci ./...

echo "== unit, data, CLI and headless editor tests"
CGO_ENABLED=0 go test -tags ci ./...

echo "== every built-in file against the schemas with ajv (a second, independent validator)"
scripts/ajv-check.sh | tail -1

echo "== race detector (model, rules, validation)"
go test -race ./maps/... ./scenarios/... ./engine/... ./validate/... ./schema/...

echo "== real window under Xvfb (first cgo build of Fyne takes about two minutes)"
mkdir -p tmp
SANDTABLE_XVFB=1 SANDTABLE_SHOT="$PWD/tmp/editor-shot.png" go test -count=1 -run Xvfb -v ./cmd/sandtable/
echo "screenshot: tmp/editor-shot.png"
