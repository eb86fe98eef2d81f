package jsonfile

import (
	"os"
	"path/filepath"
)

// Files is where Sandtable reads documents from (the disk, or data built into
// the binaries) and how references inside a file resolve.
type Files interface {
	// ReadFile returns the bytes of the file at path.
	ReadFile(path string) ([]byte, error)
	// Join resolves rel (as written inside the file at base) to a path.
	Join(base, rel string) string
}

// OS reads files from disk; relative references resolve against the folder
// of the file that holds them.
type OS struct{}

// ReadFile reads the file from disk.
func (OS) ReadFile(p string) ([]byte, error) { return os.ReadFile(p) }

// Join resolves rel against the folder of base.
func (OS) Join(base, rel string) string {
	if filepath.IsAbs(rel) {
		return rel
	}
	return filepath.Join(filepath.Dir(base), filepath.FromSlash(rel))
}
