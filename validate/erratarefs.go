package validate

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// checkErrataRefs reports, as ref.outside or ref.not-regular, each file an
// errata log names (an entry's files, its check's patches, its explained
// warnings) that is an absolute path or leads outside the folder opened,
// the same refusal a scenario's map or OOB reference gets. No file is read.
func (s *Session) checkErrataRefs(r *report, path string, e *scenarios.Errata) {
	c := fileRefs{s: s, r: r, from: path, opened: map[string]error{}}
	for i, x := range e.Entries {
		for j, f := range x.Files {
			c.check(f, "/entries/%d/files/%d", i, j)
		}
		if x.Check != nil {
			for j, p := range x.Check.Patches {
				c.check(p.File, "/entries/%d/check/patches/%d/file", i, j)
			}
		}
		for j, w := range x.Explains {
			c.check(w.File, "/entries/%d/explains/%d/file", i, j)
		}
	}
}

// fileRefs checks the file references of one file, opening each file
// named once (an errata log names its game's OOB and scenarios dozens of
// times) and formatting a pointer only for a diagnostic.
type fileRefs struct {
	s      *Session
	r      *report
	from   string
	opened map[string]error // by reference as written
}

// check checks the reference ref at the pointer format(i, j).
func (c fileRefs) check(ref, format string, i, j int) {
	err, ok := c.opened[ref]
	if !ok {
		err = c.s.openRef(c.from, ref)
		c.opened[ref] = err
	}
	if errors.Is(err, jsonfile.ErrAbsolute) || errors.Is(err, jsonfile.ErrEscapes) || errors.Is(err, jsonfile.ErrNotRegular) {
		c.r.errorf(refCode(err, "ref.outside"), fmt.Sprintf(format, i, j), "file %s: %v", ref, err)
	}
}

// openRef resolves the reference ref written in the file at from and opens
// the file (without reading it), returning why that fails.
func (s *Session) openRef(from, ref string) error {
	p, err := s.Ref(from, ref)
	if err == nil {
		if o, ok := s.Files.(opener); ok {
			var f interface{ Close() error }
			if f, _, err = o.Open(p); err == nil {
				f.Close()
			}
		} else if c := filepath.ToSlash(filepath.Clean(p)); c == ".." || strings.HasPrefix(c, "../") {
			err = &jsonfile.RefError{Path: p, Err: jsonfile.ErrEscapes}
		}
	}
	return err
}
