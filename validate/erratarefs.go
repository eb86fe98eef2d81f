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
	for i, x := range e.Entries {
		ptr := fmt.Sprintf("/entries/%d", i)
		for j, f := range x.Files {
			s.checkFileRef(r, path, fmt.Sprintf("%s/files/%d", ptr, j), f)
		}
		if x.Check != nil {
			for j, p := range x.Check.Patches {
				s.checkFileRef(r, path, fmt.Sprintf("%s/check/patches/%d/file", ptr, j), p.File)
			}
		}
		for j, w := range x.Explains {
			s.checkFileRef(r, path, fmt.Sprintf("%s/explains/%d/file", ptr, j), w.File)
		}
	}
}

// checkFileRef checks one file reference ref written in the file at from.
func (s *Session) checkFileRef(r *report, from, ptr, ref string) {
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
	if errors.Is(err, jsonfile.ErrAbsolute) || errors.Is(err, jsonfile.ErrEscapes) || errors.Is(err, jsonfile.ErrNotRegular) {
		r.errorf(refCode(err, "ref.outside"), ptr, "file %s: %v", ref, err)
	}
}
