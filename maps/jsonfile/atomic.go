package jsonfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteAtomic writes data to path through a temporary file in the same folder
// and a rename, so that a crash leaves either the old file or the new one,
// never a mix. The file keeps its permission bits when it exists (0644 when new).
func WriteAtomic(path string, data []byte) error {
	return WriteAtomicFunc(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomicFunc is WriteAtomic for output written by write as it is made
// (an SVG of a million hexes is never held whole in memory). Nothing is
// left at path when write fails.
func WriteAtomicFunc(path string, write func(io.Writer) error) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	name := tmp.Name()
	cleanup := func(err error) error {
		_ = tmp.Close()
		_ = os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := write(tmp); err != nil {
		return cleanup(err)
	}
	if err := tmp.Sync(); err != nil {
		return cleanup(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return cleanup(err)
	}
	if err := tmp.Close(); err != nil {
		_ = os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		_ = os.Remove(name)
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}

// WriteOutput writes data to path atomically (see WriteAtomic), creating
// the folders on the way when they are missing: for exports and other
// outputs a user names on the command line or in a dialog.
func WriteOutput(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return WriteAtomic(path, data)
}

// WriteOutputFunc is WriteOutput for output written by write as it is made
// (see WriteAtomicFunc).
func WriteOutputFunc(path string, write func(io.Writer) error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return WriteAtomicFunc(path, write)
}
