package jsonfile

import (
	"os"
	"path/filepath"
)

// ProjectRoot returns the folder tree a file's references may reach when the
// user gave no root: the nearest folder, from path (a file or a folder) up,
// that holds both a maps and a scenarios folder (the layout of a Sandtable
// project, see DESIGN.md), or else path's own folder (path itself when it is
// a folder). The result is absolute.
func ProjectRoot(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Dir(path)
	}
	start := abs
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		start = filepath.Dir(abs)
	}
	for dir := start; ; {
		if isDir(filepath.Join(dir, "maps")) && isDir(filepath.Join(dir, "scenarios")) {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			return start
		}
		dir = up
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}
