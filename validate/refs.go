package validate

import (
	"errors"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// refLoad resolves the reference ref written in the file at from and loads
// it with load (Session.Map, Session.OOB).
func refLoad[T any](s *Session, from, ref string, load func(string) (T, error)) (T, error) {
	p, err := s.Ref(from, ref)
	if err != nil {
		var zero T
		return zero, err
	}
	return load(p)
}

// refCode is the diagnostic code of a failed reference: ref.outside for an
// absolute path or one that leaves the folder opened, ref.not-regular for a
// device, FIFO or folder, limit.bytes for a file over its size limit, and
// otherwise fallback.
func refCode(err error, fallback string) string {
	switch {
	case errors.Is(err, jsonfile.ErrAbsolute), errors.Is(err, jsonfile.ErrEscapes):
		return "ref.outside"
	case errors.Is(err, jsonfile.ErrNotRegular):
		return "ref.not-regular"
	case errors.Is(err, jsonfile.ErrTooLarge):
		return "limit.bytes"
	}
	return fallback
}

// withinLimit reports whether n items (what: "units") are at most max, and
// otherwise adds the error code at ptr and reports false, so the checks
// that would work through them are skipped.
func (r *report) withinLimit(code, ptr, what string, n, max int) bool {
	if n <= max {
		return true
	}
	r.errorf(code, ptr, "%d %s is over the limit of %d (docs/FORMATS.md#limits)", n, what, max)
	return false
}
