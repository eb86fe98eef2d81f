package model

import (
	"bytes"
	"sync"

	"github.com/sandtable/sandtable/validate"
)

// Revalidator validates successive snapshots of one document, running again
// only what an edit can have changed: when a snapshot's map and OOB are the
// bytes the last one had (a unit moved, a reinforcement row edited), their
// diagnostics are kept and the scenario is validated against the map, OOB
// and ruleset already decoded; otherwise everything runs from scratch. It is
// safe for concurrent use (runs are serialised).
type Revalidator struct {
	mu       sync.Mutex
	session  *validate.Session
	last     Snapshot
	mapDiags []validate.Diagnostic
	oobDiags []validate.Diagnostic
}

// Validate returns the diagnostics of snapshot s, as s.Validate would.
func (r *Revalidator) Validate(s Snapshot) []validate.Diagnostic {
	if s.err != nil || s.kind != KindScenario || s.rulesetData != nil {
		return s.Validate()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.session == nil || !r.sameFiles(s) {
		r.session = validate.NewSession(s.overlay())
		r.last = s
		r.mapDiags = r.session.Bytes(s.mapPath, s.mapData)
		r.oobDiags = nil
		if s.oobData != nil {
			r.oobDiags = r.session.Bytes(s.oobPath, s.oobData)
		}
	}
	out := r.session.Bytes(s.path, s.scenario)
	out = append(out, r.mapDiags...)
	out = append(out, r.oobDiags...)
	validate.Sort(out)
	return out
}

// sameFiles reports whether s has the last snapshot's paths, map and OOB
// (a Revalidator serves one document, whose files do not move).
func (r *Revalidator) sameFiles(s Snapshot) bool {
	l := r.last
	return l.path == s.path && l.mapPath == s.mapPath && l.oobPath == s.oobPath &&
		bytes.Equal(l.mapData, s.mapData) && bytes.Equal(l.oobData, s.oobData) && (l.oobData == nil) == (s.oobData == nil)
}
