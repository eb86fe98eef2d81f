//go:build !unix

package main

import "github.com/sandtable/sandtable/editor"

// dumpOnSignal does nothing where there is no SIGUSR1.
func dumpOnSignal(*editor.Editor) {}
