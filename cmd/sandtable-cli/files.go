package main

import (
	"os"

	"github.com/sandtable/sandtable/validate"
)

// filesFor reads from disk, or from the built-in data when the path is not on
// disk but names a built-in file.
func filesFor(path string) validate.Files {
	if _, err := os.Stat(path); err != nil {
		if _, err := (validate.Builtin{}).ReadFile(path); err == nil {
			return validate.Builtin{}
		}
	}
	return validate.OS{}
}
