#!/usr/bin/env bash
# Runs every Sandtable test: static checks, the whole suite headless (Fyne's
# ci driver), the core packages and the editor's document model under the
# race detector, the second schema validator (ajv), and the real editor
# window under Xvfb (screenshots, the real Save As dialog). Installs what is
# missing first, and fails at once when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/heartbeat.sh

step "packages (Debian)" scripts/deps.sh test
step "ajv (npm)" scripts/ajv-check.sh --install-only
step "Go modules" go mod download

echo "== gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
  echo "gofmt: these files need formatting:"; echo "$unformatted"; exit 1
fi
step "go vet" env CGO_ENABLED=0 go vet -tags ci ./...
step "staticcheck" go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags ci ./...

step "unit, data, CLI and headless editor tests" env CGO_ENABLED=0 go test -tags ci ./...

echo "== every built-in file against the schemas with ajv (a second, independent validator)"
scripts/ajv-check.sh | tail -1

step "race detector (model, rules, validation, the editor's document)" \
  go test -race ./maps/... ./scenarios/... ./engine/... ./validate/... ./schema/... ./editor/model/...

# The first cgo build of Fyne's OpenGL bindings takes minutes and prints
# nothing: build the editor on its own so the heartbeat shows it.
mkdir -p tmp/shots
step "editor build (cgo; the first one takes 3-9 minutes)" go build -o tmp/sandtable ./cmd/sandtable
step "real window under Xvfb" env SANDTABLE_XVFB=1 SANDTABLE_SHOT="$PWD/tmp/editor-shot.png" \
  SANDTABLE_SHOT_DIR="$PWD/tmp/shots" go test -count=1 -run Xvfb -v ./cmd/sandtable/
echo "screenshots: tmp/editor-shot.png, tmp/shots/"
