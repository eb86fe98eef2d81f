#!/usr/bin/env bash
# Builds the Linux desktop package (Sandtable.tar.xz: binary, desktop entry,
# icon, Makefile for `make install`) with Fyne's packager. The packager
# raises the build number in cmd/sandtable/FyneApp.toml; this script puts
# the file back as it was, so packaging leaves the work tree unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
toml=cmd/sandtable/FyneApp.toml
saved=$(mktemp)
cp "$toml" "$saved"
trap 'cp "$saved" "$toml"; rm -f "$saved"' EXIT
(cd cmd/sandtable && go run fyne.io/fyne/v2/cmd/fyne@v2.7.1 package -os linux)
echo "package: cmd/sandtable/Sandtable.tar.xz"
