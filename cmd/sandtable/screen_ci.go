//go:build ci || js || wasm || android || ios

package main

import "fyne.io/fyne/v2"

// screenSize is unknown with Fyne's test driver: the editor keeps its
// default size.
func screenSize() fyne.Size { return fyne.Size{} }
