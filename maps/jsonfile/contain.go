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
// tree Root and no larger than Limits allow. Every file is opened through
// Go's os.Root, which follows no symlink and no ".." out of the folder: no
// window is left between a check and the open. It is the one resolver for
// references (maps, OOBs, rulesets, scans, tilesets, board images, mapping
// files); every refusal is a *RefError wrapping ErrContainment. The zero
// Rooted only joins paths.
type Rooted struct {
	Root   string // absolute, symlinks resolved (see NewRooted)
	Limits Limits
	// given is the root as named, absolute but with its symlinks: a path
	// under it is inside too (a project reached through a symlinked folder).
	given string
	fs    *os.Root
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
	fsys, err := os.OpenRoot(abs)
	if err != nil {
		return Rooted{}, fmt.Errorf("root %s: %w", root, err)
	}
	return Rooted{Root: abs, Limits: DefaultLimits, given: given, fs: fsys}, nil
}

// Join resolves rel against the folder of base. An absolute rel is joined as
// if relative, so it can never name a file outside base's folder; callers
// that want to report it call CheckRef first.
func (r Rooted) Join(base, rel string) string {
	return filepath.Join(filepath.Dir(base), filepath.FromSlash(rel))
}

// name returns p as a name inside the root, by name only (p may be under
// the root as given, before its symlinks are resolved).
// Errors: *RefError ErrEscapes for a path outside both.
func (r Rooted) name(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", p, err)
	}
	for _, base := range []string{r.Root, r.given} {
		if base != "" && within(base, abs) {
			rel, _ := filepath.Rel(base, abs)
			return rel, nil
		}
	}
	return "", &RefError{Path: p, Err: ErrEscapes, Note: "root " + r.Root}
}

// Open opens the regular file p inside the root for reading, and returns
// its size in bytes. The caller closes the file.
// Errors: *RefError (outside Root by name or through a symlink, not a
// regular file, over the size limit for its kind), or the error of the
// open.
func (r Rooted) Open(p string) (*os.File, int64, error) {
	return r.openLimit(p, r.Limits.BytesFor(p))
}

// openLimit is Open with the byte limit given.
func (r Rooted) openLimit(p string, limit int64) (*os.File, int64, error) {
	rel, err := r.name(p)
	if err != nil {
		return nil, 0, err
	}
	if r.fs == nil {
		return nil, 0, &RefError{Path: p, Err: ErrEscapes, Note: "no root opened"}
	}
	// Refuse a FIFO or device by its mode before opening it (an open could
	// block); the open itself goes through the root and cannot leave it.
	fi, err := r.fs.Stat(rel)
	if err != nil {
		// os.Root follows no absolute symlink, even one into the tree: go
		// by the real path when it is inside (still opened through the
		// root, which confines it whatever changes meanwhile).
		real, e := filepath.EvalSymlinks(p)
		if e != nil || !within(r.Root, real) {
			return nil, 0, r.refusal(p, err)
		}
		rel, _ = filepath.Rel(r.Root, real)
		if fi, err = r.fs.Stat(rel); err != nil {
			return nil, 0, r.refusal(p, err)
		}
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, &RefError{Path: p, Err: ErrNotRegular, Note: "mode " + fi.Mode().Type().String()}
	}
	f, err := r.fs.OpenFile(rel, os.O_RDONLY|openNonBlock, 0)
	if err != nil {
		return nil, 0, r.refusal(p, err)
	}
	if fi, err = f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, 0, &RefError{Path: p, Err: ErrNotRegular, Note: "changed while opening"}
	}
	if fi.Size() > limit {
		f.Close()
		return nil, 0, &RefError{Path: p, Err: ErrTooLarge, Note: fmt.Sprintf("%d bytes, limit %d; raise it with --max-bytes", fi.Size(), limit)}
	}
	return f, fi.Size(), nil
}

// refusal names why the root refused to open p: a path that leads out of
// the root (a symlink out) is ErrEscapes, as is any error os.Root gives
// beyond a missing or unreadable file.
func (r Rooted) refusal(p string, err error) error {
	if real, e := filepath.EvalSymlinks(p); e == nil && !within(r.Root, real) {
		return &RefError{Path: p, Err: ErrEscapes, Note: "a symlink to " + real + ", root " + r.Root}
	}
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) {
		return err
	}
	return &RefError{Path: p, Err: ErrEscapes, Note: err.Error()}
}

// within reports whether the absolute path abs is root or under it, by name.
func within(root, abs string) bool {
	rel, err := filepath.Rel(root, abs)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// ReadFile reads the file p (see Open), never more than the limit for its
// kind even if the file grows meanwhile.
func (r Rooted) ReadFile(p string) ([]byte, error) {
	return r.ReadFileLimit(p, r.Limits.BytesFor(p))
}

// ReadFileLimit is ReadFile with the byte limit given rather than taken
// from the file's name: for a file whose kind its use fixes (play --moves
// reads a move file whatever it is called).
func (r Rooted) ReadFileLimit(p string, limit int64) ([]byte, error) {
	f, size, err := r.openLimit(p, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
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

// ReadFrom reads r to its end straight into the slice's spare capacity
// (sized from the file's length), so io.Copy needs no buffer of its own.
func (w *bytesWriter) ReadFrom(r io.Reader) (int64, error) {
	var n int64
	for {
		if len(w.b) == cap(w.b) {
			w.b = append(w.b, 0)[:len(w.b)]
		}
		m, err := r.Read(w.b[len(w.b):cap(w.b)])
		w.b = w.b[:len(w.b)+m]
		n += int64(m)
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

// IsRegularEntry reports whether a folder walk's entry is a regular file
// (not a symlink, device, FIFO or socket); walks skip the others.
func IsRegularEntry(d fs.DirEntry) bool { return d.Type().IsRegular() }
