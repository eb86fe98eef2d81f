package validate

import (
	"encoding/json"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// File validates one file through every stage and returns its diagnostics,
// sorted. The kind comes from the file name (*.map.json, *.scenario.json,
// *.oob.json, *.ruleset.json, *.errata.json) or else from its "format" field.
func (s *Session) File(path string) []Diagnostic {
	data, err := s.Files.ReadFile(path)
	if err != nil {
		return []Diagnostic{{Severity: Error, Code: refCode(err, "file.read"), Message: err.Error(), File: path, Line: 1, Column: 1}}
	}
	return s.Bytes(path, data)
}

// Bytes validates the contents of a file named path (the name gives the kind
// and resolves relative references).
func (s *Session) Bytes(path string, data []byte) []Diagnostic {
	r := newReport(path, data)
	kind := KindOf(path)
	if kind == "" {
		kind = kindFromFormat(data)
	}
	switch kind {
	case "map":
		var m maps.Map
		if r.decode("map", data, &m) {
			s.checkMap(r, path, &m)
			r.out = append(r.out, MapConsistency(path, data, &m)...)
		}
	case "oob":
		var o scenarios.OOB
		if r.decode("oob", data, &o) && r.withinLimit("limit.units", "/units", "units", len(o.Units), jsonfile.DefaultLimits.Units) {
			checkOOB(r, &o)
		}
		nameOOBUnits(r, data)
	case "scenario":
		var sc scenarios.Scenario
		if r.decode("scenario", data, &sc) && r.withinLimit("limit.setup", "/setup", "set-up rows", len(sc.Setup), jsonfile.DefaultLimits.SetupRows) {
			s.checkScenario(r, path, &sc)
			if s.decoded == nil {
				s.decoded = map[string]*scenarios.Scenario{}
			}
			s.decoded[path] = &sc
		}
	case "ruleset":
		var rs engine.Ruleset
		if r.decode("ruleset", data, &rs) {
			checkRuleset(r, &rs)
		}
	case "errata":
		var e scenarios.Errata
		r.decode("errata", data, &e)
	default:
		r.errorf("file.kind", "", "cannot tell what kind of file this is: name it *.map.json, *.scenario.json, *.oob.json, *.ruleset.json or *.errata.json")
	}
	Sort(r.out)
	return r.out
}

// Paths validates several files with one session (shared files load once).
func (s *Session) Paths(paths []string) []Diagnostic {
	var out []Diagnostic
	for i, p := range paths {
		out = append(out, s.File(p)...)
		if s.Progress != nil {
			s.Progress(i+1, len(paths))
		}
	}
	return out
}

// BuiltinData validates every file built into the binaries.
func BuiltinData() []Diagnostic {
	return NewSession(Builtin{}).Paths(BuiltinPaths())
}

func kindFromFormat(data []byte) string {
	var head struct {
		Format string `json:"format"`
	}
	if json.Unmarshal(data, &head) != nil {
		return ""
	}
	for _, k := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
		if head.Format == "sandtable-"+k+"/1" {
			return k
		}
	}
	return ""
}
