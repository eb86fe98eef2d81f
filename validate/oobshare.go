package validate

import "github.com/sandtable/sandtable/scenarios"

// decodeOOB runs the first stages of validation (report.decode) on the OOB
// file at path. When data is what the session reads at path (read) and
// the session is not Strict, the OOB decoded is also the one Session.OOB
// gives the scenarios that name the file, so a game's OOB is decoded once,
// not once to validate it and again for its scenarios: a scenario that
// asks meanwhile waits for it. A file that fails those stages gives
// Session.OOB what it gives otherwise (loadOOB). ok is report.decode's.
func (s *Session) decodeOOB(r *report, path string, data []byte, read bool) (o *scenarios.OOB, ok bool) {
	o = new(scenarios.OOB)
	if !read || s.Strict {
		return o, r.decode("oob", data, o)
	}
	ran := false
	_, _ = s.oobs.get(path, func() (*scenarios.OOB, error) {
		ran = true
		if ok = r.decode("oob", data, o); ok {
			o.Reindex()
			return o, nil
		}
		return s.loadOOB(path, data)
	})
	if !ran { // a scenario loaded it first
		ok = r.decode("oob", data, o)
	}
	return o, ok
}
