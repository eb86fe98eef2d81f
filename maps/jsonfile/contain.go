package jsonfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Why a reference was refused. Test with errors.Is; every one of them is
// also ErrContainment.
var (
	// ErrContainment is the parent of every refusal below.
	ErrContainment = errors.New("reference refused")
	// ErrAbsolute: the reference is an absolute path (/etc/passwd, C:\x, \\host\share).
	ErrAbsolute = fmt.Errorf("%w: an absolute path (write it relative to the file)", ErrContainment)
	// ErrEscapes: the reference, or a symlink on its way, leads outside the root folder.
	ErrEscapes = fmt.Errorf("%w: it leads outside the folder opened", ErrContainment)
	// ErrNotRegular: the reference names a device, FIFO, socket or folder.
	ErrNotRegular = fmt.Errorf("%w: not a regular file", ErrContainment)
	// ErrTooLarge: the file is larger than the limit for its kind (see Limits).
	ErrTooLarge = fmt.Errorf("%w: larger than the limit", ErrContainment)
)

// RefError is a refused reference: the path as asked for and why.
type RefError struct {
	Path string // the path asked for, as joined from the reference
	Err  error  // one of ErrAbsolute, ErrEscapes, ErrNotRegular, ErrTooLarge
	Note string // detail: the root, the file's mode or size
}

func (e *RefError) Error() string {
	if e.Note == "" {
		return fmt.Sprintf("%s: %v", e.Path, e.Err)
	}
	return fmt.Sprintf("%s: %v (%s)", e.Path, e.Err, e.Note)
}

func (e *RefError) Unwrap() error { return e.Err }

// CheckRef refuses a reference, as written inside a file, that is an absolute
// path on any platform (a leading / or \, a drive letter) or holds a NUL.
// Relative references are checked against the root when they are read.
func CheckRef(ref string) error {
	abs := filepath.IsAbs(ref) || strings.HasPrefix(ref, "/") || strings.HasPrefix(ref, `\`) ||
		(len(ref) >= 2 && ref[1] == ':' && isLetter(ref[0]))
	if abs || strings.ContainsRune(ref, 0) {
		return &RefError{Path: ref, Err: ErrAbsolute}
	}
	return nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// Rooted reads files from disk, but only regular files inside the folder
// tree Root (after following symlinks) and no larger than Limits allow. It is
// the one resolver for references (maps, OOBs, rulesets, scans, tilesets,
// board images, mapping files): every refusal happens before a byte of the
// file is read, and is a *RefError wrapping ErrContainment.
type Rooted struct {
	Root   string // absolute, symlinks resolved (see NewRooted)
	Limits Limits
	// given is the root as named, absolute but with its symlinks: a path
	// under it is inside too before its symlinks are resolved (a project
	// reached through a symlinked folder).
	given string
}

// NewRooted returns a resolver confined to the folder root, with the
// default limits. Errors: root does not exist or is not a folder.
func NewRooted(root string) (Rooted, error) {
	given, err := filepath.Abs(root)
	abs := given
	if err == nil {
		abs, err = filepath.EvalSymlinks(given)
	}
	if err != nil {
		return Rooted{}, fmt.Errorf("root %s: %w", root, err)
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return Rooted{}, fmt.Errorf("root %s: %w", root, err)
	}
	if !fi.IsDir() {
		return Rooted{}, fmt.Errorf("root %s: not a folder", root)
	}
	return Rooted{Root: abs, Limits: DefaultLimits, given: given}, nil
}

// Join resolves rel against the folder of base. An absolute rel is joined as
// if relative, so it can never name a file outside base's folder; callers
// that want to report it call CheckRef first.
func (r Rooted) Join(base, rel string) string {
	return filepath.Join(filepath.Dir(base), filepath.FromSlash(rel))
}

// Resolve returns the real path (symlinks followed) of the regular file p
// and its size in bytes. Errors: *RefError (outside Root, not regular, over
// the size limit for its kind), or the error of os.Stat.
func (r Rooted) Resolve(p string) (string, int64, error) {
	return r.resolve(p, r.Limits.BytesFor(p))
}

// resolve is Resolve with the byte limit given.
func (r Rooted) resolve(p string, limit int64) (string, int64, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", 0, fmt.Errorf("resolve %s: %w", p, err)
	}
	if !r.inside(abs) && !(r.given != "" && within(r.given, abs)) {
		return "", 0, &RefError{Path: p, Err: ErrEscapes, Note: "root " + r.Root}
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", 0, err
	}
	if !r.inside(real) {
		return "", 0, &RefError{Path: p, Err: ErrEscapes, Note: "a symlink to " + real + ", root " + r.Root}
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", 0, err
	}
	if !fi.Mode().IsRegular() {
		return "", 0, &RefError{Path: p, Err: ErrNotRegular, Note: "mode " + fi.Mode().Type().String()}
	}
	if fi.Size() > limit {
		return "", 0, &RefError{Path: p, Err: ErrTooLarge, Note: fmt.Sprintf("%d bytes, limit %d; raise it with --max-bytes", fi.Size(), limit)}
	}
	return real, fi.Size(), nil
}

func (r Rooted) inside(abs string) bool { return within(r.Root, abs) }

// within reports whether the absolute path abs is root or under it, by name.
func within(root, abs string) bool {
	rel, err := filepath.Rel(root, abs)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// ReadFile reads the file p after Resolve has accepted it, never more than
// the limit for its kind even if the file grows meanwhile.
func (r Rooted) ReadFile(p string) ([]byte, error) {
	return r.ReadFileLimit(p, r.Limits.BytesFor(p))
}

// ReadFileLimit is ReadFile with the byte limit given rather than taken
// from the file's name: for a file whose kind its use fixes (play --moves
// reads a move file whatever it is called).
func (r Rooted) ReadFileLimit(p string, limit int64) ([]byte, error) {
	real, size, err := r.resolve(p, limit)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, &RefError{Path: p, Err: ErrNotRegular, Note: "changed while opening"}
	}
	data := make([]byte, 0, min(size, limit)+1)
	buf := bytesWriter{data}
	n, err := io.Copy(&buf, io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", p, err)
	}
	if n > limit {
		return nil, &RefError{Path: p, Err: ErrTooLarge, Note: fmt.Sprintf("limit %d bytes", limit)}
	}
	return buf.b, nil
}

type bytesWriter struct{ b []byte }

func (w *bytesWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

// IsRegularEntry reports whether a folder walk's entry is a regular file
// (not a symlink, device, FIFO or socket); walks skip the others.
func IsRegularEntry(d fs.DirEntry) bool { return d.Type().IsRegular() }
