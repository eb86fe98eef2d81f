package model

import (
	"path"
	"path/filepath"

	"github.com/sandtable/sandtable/validate"
)

// overlay serves some files from memory and the rest from base: the edited,
// unsaved contents of a document's files, so that validating the scenario
// sees the edited map, or a recovered document opens with its recovered
// bytes over the files on disk.
type overlay struct {
	base  validate.Files
	files map[string][]byte // by cleaned path
}

// newOverlay returns base with the given files (path -> contents) on top.
func newOverlay(base validate.Files, files map[string][]byte) overlay {
	o := overlay{base: base, files: map[string][]byte{}}
	for p, b := range files {
		o.files[cleanPath(p)] = b
	}
	return o
}

// ReadFile implements validate.Files.
func (o overlay) ReadFile(p string) ([]byte, error) {
	if b, ok := o.files[cleanPath(p)]; ok {
		return b, nil
	}
	return o.base.ReadFile(p)
}

// Join implements validate.Files.
func (o overlay) Join(base, rel string) string { return o.base.Join(base, rel) }

// cleanPath normalises a path for use as a key (slash or OS separators).
func cleanPath(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return path.Clean(filepath.ToSlash(p))
}
