package validate

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// opener is the Files that can tell whether a referenced file is there by
// opening it without reading it (jsonfile.Rooted, through os.Root): scan
// images may be large.
type opener interface {
	Open(p string) (*os.File, int64, error)
}

// checkScans reports each sheet scan (an underlay, or the board image of a
// VASSAL import) that the map file at path names but that is not there:
// scan.missing when no file has that name, the reference codes
// (ref.outside, ref.not-regular, limit.bytes) when the file is refused.
// Scans whose path is refused as written are scan.outside's (see
// MapConsistency); files read from the binaries' built-in data are not
// checked (the built-in maps have no scans).
func (s *Session) checkScans(r *report, path string, m *maps.Map) {
	stat := s.statFunc()
	if stat == nil {
		return
	}
	for i, sh := range m.Sheets {
		if sh.Scan == nil || !ScanPathInside(sh.Scan.Path) {
			continue
		}
		err := stat(s.Files.Join(path, sh.Scan.Path))
		if err == nil {
			continue
		}
		ptr := "/sheets/" + strconv.Itoa(i) + "/scan/path"
		if errors.Is(err, fs.ErrNotExist) {
			r.errorf("scan.missing", ptr, "scan %q of sheet %s: no such file beside the map file", sh.Scan.Path, sh.ID)
			continue
		}
		r.errorf(refCode(err, "scan.missing"), ptr, "scan %q of sheet %s: %v", sh.Scan.Path, sh.ID, err)
	}
}

// statFunc returns how to check that a file is there and regular, or nil
// when the session's files cannot say.
func (s *Session) statFunc() func(string) error {
	switch f := s.Files.(type) {
	case opener:
		return func(p string) error {
			file, _, err := f.Open(p)
			if err == nil {
				file.Close()
			}
			return err
		}
	case jsonfile.OS:
		return func(p string) error {
			fi, err := os.Stat(p)
			if err == nil && !fi.Mode().IsRegular() {
				return &jsonfile.RefError{Path: p, Err: jsonfile.ErrNotRegular, Note: "mode " + fi.Mode().Type().String()}
			}
			return err
		}
	}
	return nil
}
