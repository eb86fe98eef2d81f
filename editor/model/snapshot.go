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
	files                      validate.Files
	path, mapPath, oobPath     string
	scenario, mapData, oobData []byte // oobData nil when the OOB is not loaded
}

// Snapshot encodes the document's scenario, map and OOB.
func (d *Document) Snapshot() Snapshot {
	s := Snapshot{files: d.files, path: d.path, mapPath: d.mapPath, oobPath: d.oobPath}
	s.scenario = mustEncode(d.scenario)
	s.mapData = mustEncode(d.m)
	if d.oob != nil {
		s.oobData = mustEncode(d.oob)
	}
	return s
}

// mustEncode encodes a model value canonically; model values always encode.
func mustEncode(v any) []byte {
	data, err := jsonfile.Encode(v)
	if err != nil {
		panic(fmt.Sprintf("model: encode %T: %v", v, err))
	}
	return data
}

// Validate runs the validation pipeline on the snapshot: the scenario (which
// sees the edited map and OOB), the map file (its consistency checks
// included), and the OOB file. Safe to call from any goroutine.
func (s Snapshot) Validate() []validate.Diagnostic {
	over := map[string][]byte{s.path: s.scenario, s.mapPath: s.mapData}
	if s.oobData != nil {
		over[s.oobPath] = s.oobData
	}
	files := newOverlay(s.files, over)
	session := validate.NewSession(files)
	out := session.Bytes(s.path, s.scenario)
	out = append(out, session.Bytes(s.mapPath, s.mapData)...)
	if s.oobData != nil {
		out = append(out, session.Bytes(s.oobPath, s.oobData)...)
	}
	validate.Sort(out)
	return out
}

// MapBytes returns the snapshot's encoded map.
func (s Snapshot) MapBytes() []byte { return s.mapData }
