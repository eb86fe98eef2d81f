package validate

import (
	"encoding/json"
	"runtime"
	"slices"
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
	return s.fileReport(path).done()
}

// fileReport reads and checks the file at path, leaving its deferred checks
// (report.later) to the caller.
func (s *Session) fileReport(path string) *report {
	data, err := s.Files.ReadFile(path)
	if err != nil {
		return readFailed(path, err)
	}
	return s.checkShared(path, data, true)
}

// readFailed is the report of a file that could not be read.
func readFailed(path string, err error) *report {
	r := newReport(path, nil)
	r.out = []Diagnostic{{Severity: Error, Code: refCode(err, "file.read"), Message: err.Error(), File: path, Line: 1, Column: 1}}
	return r
}

// Bytes validates the contents of a file named path (the name gives the kind
// and resolves relative references).
func (s *Session) Bytes(path string, data []byte) []Diagnostic {
	return s.check(path, data).done()
}

// check runs every stage on a file but the checks it defers (report.later):
// those that read the other scenarios of the game, which Paths runs once
// every file of the run is decoded, so that each scenario is decoded once.
func (s *Session) check(path string, data []byte) *report {
	return s.checkShared(path, data, false)
}

// checkShared is check; read says whether data is what s.Files holds at
// path (the decoded OOB is then the one the session's scenarios read:
// Session.decodeOOB).
func (s *Session) checkShared(path string, data []byte, read bool) *report {
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
		if o, ok := s.decodeOOB(r, path, data, read); ok && r.withinLimit("limit.units", "/units", "units", len(o.Units), jsonfile.DefaultLimits.Units) {
			checkOOB(r, o)
			checkOOBClassOutliers(r, o)
			checkOOBCavalryAmongInfantry(r, o)
			checkOOBCombatAmongGathered(r, o)
			checkOOBEchelons(r, o)
			checkOOBGathered(r, o)
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
	return r
}

// Paths validates several files with one session (shared files load once),
// as many at a time as there are processors; the diagnostics come in the
// order of paths, and Progress is called from one goroutine at a time.
//
// It works in two passes: the first decodes and checks every file; the
// second runs the checks that compare a scenario with the game's other
// scenarios (report.later), which then read the scenarios the first pass
// decoded instead of decoding them again. Progress counts the first pass.
func (s *Session) Paths(paths []string) []Diagnostic {
	out, _ := s.pathsThen(paths, false)
	return out
}

// pathsAndCross is Paths followed by the checks across the scenarios of
// paths (crossScenario), which run beside Paths' second pass (they read
// only what the first pass decoded): the diagnostics of Paths, then those
// of crossScenario, as if called one after the other.
func (s *Session) pathsAndCross(paths []string) (out, cross []Diagnostic) {
	return s.pathsThen(paths, true)
}

// pathsThen is Paths, and with cross also crossScenario run as one more
// task of the second pass (its diagnostics returned apart).
func (s *Session) pathsThen(paths []string, cross bool) (out, crossOut []Diagnostic) {
	reports := make([]*report, len(paths))
	// the files are read first and checked largest first, so that the
	// workers finish together (a big scenario last would keep one busy
	// while the other waits); but OOBs before all, so that a game's
	// scenarios read the OOB its own check decodes (decodeOOB)
	data := make([][]byte, len(paths))
	errs := make([]error, len(paths))
	for i, p := range paths {
		data[i], errs[i] = s.Files.ReadFile(p)
	}
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if oa, ob := KindOf(paths[a]) == "oob", KindOf(paths[b]) == "oob"; oa != ob {
			if oa {
				return -1
			}
			return 1
		}
		return len(data[b]) - len(data[a])
	})
	var mu sync.Mutex
	done := 0
	parallel(len(paths), func(k int) {
		i := order[k]
		if errs[i] != nil {
			reports[i] = readFailed(paths[i], errs[i])
		} else {
			reports[i] = s.checkShared(paths[i], data[i], true)
		}
		if s.Progress != nil {
			mu.Lock()
			done++
			s.Progress(done, len(paths))
			mu.Unlock()
		}
	})
	// the second pass: each file's deferred checks and, first (the
	// longest task that needs no game profile), the checks across
	// scenarios
	results := make([][]Diagnostic, len(paths))
	first := 0
	if cross {
		first = 1
	}
	parallel(first+len(paths), func(k int) {
		if k < first {
			read := make([][]byte, len(paths)) // what the first pass read, nothing of what failed
			for i := range paths {
				if errs[i] == nil {
					read[i] = data[i]
				}
			}
			crossOut = s.crossScenarioRead(paths, read)
			return
		}
		results[k-first] = reports[k-first].done()
	})
	for _, ds := range results {
		out = append(out, ds...)
	}
	return out, crossOut
}

// parallel calls do(i) for i in [0, n), as many at a time as there are
// processors.
func parallel(n int, do func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := range next {
				do(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
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
