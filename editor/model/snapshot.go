package model

import (
	"fmt"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// Snapshot is the encoded state of a document's files at one moment, taken
// on the UI goroutine and validated on another: it shares nothing with the
// document.
type Snapshot struct {
	kind                                Kind
	files                               validate.Files
	path, mapPath, oobPath, rulesetPath string
	scenario, mapData, oobData          []byte // oobData nil when the OOB is not loaded
	rulesetData                         []byte // nil unless the ruleset is the document's to edit
	err                                 error  // a value that would not encode
}

// Snapshot encodes the document's scenario, map and OOB, and its ruleset
// when the document may edit it.
func (d *Document) Snapshot() Snapshot {
	var enc encoder
	s := Snapshot{kind: d.kind, files: d.files, path: d.path, mapPath: d.mapPath, oobPath: d.oobPath, rulesetPath: d.rulesetPath}
	s.scenario = enc.encode(d.scenario)
	s.mapData = enc.encode(d.m)
	if d.oob != nil {
		s.oobData = enc.encode(d.oob)
	}
	if d.Editable(RulesetFile) {
		s.rulesetData = enc.encode(d.ruleset)
	}
	s.err = enc.err
	return s
}

// encoder encodes model values canonically and keeps the first error (a
// value that JSON cannot hold, such as a NaN from a degenerate fit), so a
// save or a recovery copy fails with an error instead of writing a bad file.
type encoder struct{ err error }

func (e *encoder) encode(v any) []byte {
	if e.err != nil {
		return nil
	}
	data, err := jsonfile.Encode(v)
	if err != nil {
		e.err = fmt.Errorf("encode %T: %w", v, err)
	}
	return data
}

// Validate runs the validation pipeline on the snapshot: the scenario (which
// sees the edited map and OOB), the map file (its consistency checks
// included), and the OOB file. Safe to call from any goroutine.
func (s Snapshot) Validate() []validate.Diagnostic {
	if s.err != nil {
		return []validate.Diagnostic{{Severity: validate.Error, Code: "model.encode", Message: s.err.Error(), File: s.path, Line: 1, Column: 1}}
	}
	session := validate.NewSession(s.overlay())
	var out []validate.Diagnostic
	switch s.kind {
	case KindMap:
		out = session.Bytes(s.mapPath, s.mapData)
	case KindOOB:
		out = session.Bytes(s.oobPath, s.oobData)
	case KindRuleset:
		out = session.Bytes(s.rulesetPath, s.rulesetData)
	default:
		out = session.Bytes(s.path, s.scenario)
		out = append(out, session.Bytes(s.mapPath, s.mapData)...)
		if s.oobData != nil {
			out = append(out, session.Bytes(s.oobPath, s.oobData)...)
		}
		if s.rulesetData != nil {
			out = append(out, session.Bytes(s.rulesetPath, s.rulesetData)...)
		}
	}
	validate.Sort(out)
	return out
}

// overlay returns the snapshot's files over the document's: a map, OOB or
// ruleset document's stand-in scenario is not among them.
func (s Snapshot) overlay() overlay {
	over := map[string][]byte{}
	if s.kind == KindScenario {
		over[s.path] = s.scenario
	}
	if s.mapPath != "" {
		over[s.mapPath] = s.mapData
	}
	if s.oobData != nil {
		over[s.oobPath] = s.oobData
	}
	if s.rulesetData != nil {
		over[s.rulesetPath] = s.rulesetData
	}
	return newOverlay(s.files, over)
}

// MapBytes returns the snapshot's encoded map.
func (s Snapshot) MapBytes() []byte { return s.mapData }
