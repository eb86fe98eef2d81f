package validate

import (
	"encoding/json"
	"runtime"
	"sync"

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
			s.checkScans(r, path, &m)
			r.out = append(r.out, MapConsistency(path, data, &m)...)
		}
	case "oob":
		var o scenarios.OOB
		if r.decode("oob", data, &o) && r.withinLimit("limit.units", "/units", "units", len(o.Units), jsonfile.DefaultLimits.Units) {
			checkOOB(r, &o)
			checkOOBClassOutliers(r, &o)
		}
		nameOOBUnits(r, data)
	case "scenario":
		var sc scenarios.Scenario
		if r.decode("scenario", data, &sc) && r.withinLimit("limit.setup", "/setup", "set-up rows", len(sc.Setup), jsonfile.DefaultLimits.SetupRows) {
			s.checkScenario(r, path, &sc)
			s.remember(path, &sc)
		}
	case "ruleset":
		var rs engine.Ruleset
		if r.decode("ruleset", data, &rs) {
			checkRuleset(r, &rs)
			checkRulesetIgnored(r, &rs)
			checkRulesetTables(r, &rs)
		}
	case "errata":
		var e scenarios.Errata
		if r.decode("errata", data, &e) {
			s.checkErrataRefs(r, path, &e)
		}
	default:
		r.errorf("file.kind", "", "cannot tell what kind of file this is: name it *.map.json, *.scenario.json, *.oob.json, *.ruleset.json or *.errata.json")
	}
	return r.finish()
}

// Paths validates several files with one session (shared files load once),
// as many at a time as there are processors; the diagnostics come in the
// order of paths, and Progress is called from one goroutine at a time.
func (s *Session) Paths(paths []string) []Diagnostic {
	results := make([][]Diagnostic, len(paths))
	var mu sync.Mutex
	done := 0
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(paths)) {
		wg.Go(func() {
			for i := range next {
				results[i] = s.File(paths[i])
				if s.Progress != nil {
					mu.Lock()
					done++
					s.Progress(done, len(paths))
					mu.Unlock()
				}
			}
		})
	}
	for i := range paths {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []Diagnostic
	for _, ds := range results {
		out = append(out, ds...)
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

// FormatKind tells a file's kind from its "format" field: map, oob,
// scenario, ruleset, errata, or "" when the field is missing or unknown.
func FormatKind(data []byte) string { return kindFromFormat(data) }
