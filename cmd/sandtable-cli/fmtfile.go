package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// staleAfter: a save's temporary file older than this belongs to a save
// that was killed (a live save renames it within milliseconds).
const staleAfter = time.Minute

// fmtTarget resolves the file fmt will rewrite: path itself, or the target
// of a symlink (said on notes). Errors: not a regular file, or a file with
// several hard links (replacing it would split them).
func fmtTarget(path string, notes io.Writer) (string, os.FileInfo, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return "", nil, err
	}
	target := path
	if fi.Mode()&os.ModeSymlink != 0 {
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return "", nil, fmt.Errorf("%s: symlink: %w", path, err)
		}
		if fi, err = os.Stat(target); err != nil {
			return "", nil, err
		}
		fmt.Fprintf(notes, "%s: a symlink; formatting its target %s\n", path, target)
	}
	if !fi.Mode().IsRegular() {
		return "", nil, fmt.Errorf("%s: not a regular file (%s)", path, fi.Mode().Type())
	}
	if n := linkCount(fi); n > 1 {
		return "", nil, fmt.Errorf("%s: has %d hard links; rewriting it would split them", target, n)
	}
	return target, fi, nil
}

// fmtFile brings one file to canonical form and reports whether it was not
// canonical. Nothing is written when check is set, or on any error (the file
// stays as it was): unreadable, too large, not decodable in full (see
// jsonfile.Check), read-only.
func fmtFile(path string, check bool, notes io.Writer) (bool, error) {
	target, fi, err := fmtTarget(path, notes)
	if err != nil {
		return false, err
	}
	cleanStaleTemps(target, notes)
	if limit := jsonfile.DefaultLimits.WithMaxBytes(readOptions.maxBytes).BytesFor(target); fi.Size() > limit {
		return false, fmt.Errorf("%s: %d bytes, over the limit of %d (raise it with --max-bytes)", path, fi.Size(), limit)
	}
	data, err := os.ReadFile(target)
	if err != nil {
		return false, err
	}
	canon, err := validate.Canonical(target, data)
	if err != nil || bytes.Equal(canon, data) || check {
		return err == nil && !bytes.Equal(canon, data), err
	}
	if fi.Mode().Perm()&0o222 == 0 {
		return true, fmt.Errorf("%s: read-only; not rewritten", path)
	}
	return true, jsonfile.WriteAtomic(target, canon)
}

// cleanStaleTemps removes the temporary files that killed saves of path
// left behind (jsonfile.WriteAtomic names them .NAME.*.tmp).
func cleanStaleTemps(path string, notes io.Writer) {
	pattern := filepath.Join(filepath.Dir(path), "."+globEscape(filepath.Base(path))+".*.tmp")
	olds, _ := filepath.Glob(pattern)
	for _, p := range olds {
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() || time.Since(fi.ModTime()) < staleAfter {
			continue
		}
		if err := os.Remove(p); err == nil || errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(notes, "%s: removed a stale temporary file of an interrupted save\n", p)
		}
	}
}

func globEscape(s string) string {
	var b bytes.Buffer
	for _, c := range s {
		if c == '*' || c == '?' || c == '[' || c == '\\' {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}
