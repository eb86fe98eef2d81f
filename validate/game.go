package validate

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Game validates every file of a game folder (recursively) and then the
// checks that span its scenarios: two scenarios that start at the same moment
// of the battle (same date and time of their first turn, same OOB) but place
// one unit in different hexes give a warning naming both places.
// Errors: the folder cannot be walked.
func (s *Session) Game(dir string) ([]Diagnostic, error) {
	paths, skipped, err := GameFiles(dir)
	if err != nil {
		return nil, err
	}
	out, cross := s.pathsAndCross(paths)
	for _, p := range skipped {
		out = append(out, Diagnostic{Severity: Warning, Code: "file.skipped", File: p, Line: 1, Column: 1,
			Message: "skipped: not a regular file (a symlink, device, FIFO or socket is never followed in a folder walk)"})
	}
	return append(out, cross...), nil
}

// GameFiles lists the Sandtable files of a game folder, recursively and
// sorted, and separately the entries with a Sandtable name that are not
// regular files (symlinks, devices, FIFOs, sockets): walks skip those.
// Errors: the folder cannot be walked.
func GameFiles(dir string) (files, skipped []string, err error) {
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || KindOf(p) == "" {
			return nil
		}
		if jsonfile.IsRegularEntry(d) {
			files = append(files, p)
		} else {
			skipped = append(skipped, p)
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("validate %s: %w", dir, err)
	}
	sort.Strings(files)
	sort.Strings(skipped)
	return files, skipped, nil
}

// BuiltinGames validates all built-in data and, per built-in game folder,
// the checks across its scenarios.
func BuiltinGames() []Diagnostic {
	return BuiltinGamesProgress(nil)
}

// BuiltinGamesProgress is BuiltinGames reporting progress after each file.
func BuiltinGamesProgress(progress func(done, total int)) []Diagnostic {
	s := NewSession(Builtin{})
	s.Progress = progress
	out, cross := s.pathsAndCross(BuiltinPaths())
	return append(out, cross...)
}

type placedAt struct {
	path, hex string
	index     int
	strength  *int
	facing    string
}

// crossScenario compares the setups of scenarios that start at the same turn.
func (s *Session) crossScenario(paths []string) []Diagnostic {
	return s.crossScenarioRead(paths, nil)
}

// crossScenarioRead is crossScenario given what was read of each path
// (data[i] for paths[i], nil where unread), which its diagnostics'
// positions are taken from instead of reading the files again.
func (s *Session) crossScenarioRead(paths []string, data [][]byte) []Diagnostic {
	groups := map[string]map[string][]placedAt{} // start key -> unit -> places
	canon := canonicalizer{s: s, geos: map[string]*maps.Geometry{}, hexes: map[canonKey]string{}}
	for _, p := range paths {
		if KindOf(p) != "scenario" {
			continue
		}
		sc, key, ok := s.scenarioStart(p)
		if !ok {
			continue
		}
		if groups[key] == nil {
			groups[key] = map[string][]placedAt{}
		}
		geo := canon.geometry(p, sc) // the map's path resolved once per scenario
		for i, st := range sc.Setup {
			if st.Hex != "" {
				groups[key][st.Unit] = append(groups[key][st.Unit], placedAt{p, canon.hex(geo, st.Hex), i, st.Strength, st.Facing})
			}
		}
	}
	var out []Diagnostic
	reports := map[string]*report{} // one per file: read and indexed once
	for i, d := range data {
		if d != nil {
			reports[paths[i]] = newReport(paths[i], d)
		}
	}
	for _, key := range sortedKeys(groups) {
		units := groups[key]
		for _, unit := range sortedKeys(units) {
			out = append(out, differingPlaces(unit, units[unit], s, reports)...)
			out = append(out, differingStrengths(unit, units[unit], s, reports)...)
			out = append(out, differingFacings(unit, units[unit], s, reports)...)
		}
	}
	return out
}

func differingPlaces(unit string, places []placedAt, s *Session, reports map[string]*report) []Diagnostic {
	var out []Diagnostic
	for _, b := range places[1:] {
		a := places[0]
		if a.hex == b.hex || a.path == b.path {
			continue
		}
		r := reports[b.path]
		if r == nil {
			data, _ := s.Files.ReadFile(b.path)
			r = newReport(b.path, data)
			reports[b.path] = r
		}
		r.add(Warning, "setup.differs", fmt.Sprintf("/setup/%d/hex", b.index), b.hex, unit,
			"%s starts in %s here but in %s in %s, which starts at the same turn", unit, b.hex, a.hex, a.path)
		out = append(out, r.out[len(r.out)-1])
	}
	return out
}

// scenarioStart decodes a scenario and returns the key of its starting
// moment: OOB path, date of the first turn and the time its set-up shows
// (length.setupTime, else the first turn's start).
func (s *Session) scenarioStart(p string) (*scenarios.Scenario, string, bool) {
	sc, ok := s.scenarioDecoded(p)
	if !ok {
		data, err := s.Files.ReadFile(p)
		if err != nil {
			return nil, "", false
		}
		if sc, err = scenarios.DecodeScenario(data); err != nil {
			return nil, "", false
		}
	}
	if sc.TurnIndex(sc.Length.First) < 0 {
		return nil, "", false
	}
	t := sc.Turns[sc.TurnIndex(sc.Length.First)]
	if t.Date == "" {
		return nil, "", false
	}
	oob, err := s.Ref(p, sc.OOB)
	if err != nil {
		return nil, "", false
	}
	at := t.Time
	if sc.Length.SetupTime != "" {
		at = sc.Length.SetupTime
	}
	return sc, strings.Join([]string{oob, t.Date, at}, "|"), true
}

// canonicalizer names hexes canonically, each map's geometry built once
// and each hex id named once a geometry (the scenarios of a game set up
// the same units in the same hexes).
type canonicalizer struct {
	s     *Session
	geos  map[string]*maps.Geometry // by map path; nil when it cannot be built
	hexes map[canonKey]string
}

// canonKey is a hex id as written on one geometry.
type canonKey struct {
	geo *maps.Geometry
	hex string
}

// hex is canonicalHex, remembered.
func (c canonicalizer) hex(geo *maps.Geometry, hex string) string {
	k := canonKey{geo, hex}
	h, ok := c.hexes[k]
	if !ok {
		h = canonicalHex(geo, hex)
		c.hexes[k] = h
	}
	return h
}

// geometry returns the geometry of scenario sc's map (sc read from p), built
// once per map; nil when the map cannot be read.
func (c canonicalizer) geometry(p string, sc *scenarios.Scenario) *maps.Geometry {
	mp, err := c.s.Ref(p, sc.Map)
	if err != nil {
		return nil
	}
	geo, ok := c.geos[mp]
	if !ok {
		if m, err := c.s.Map(mp); err == nil {
			if g, err := m.Geometry(); err == nil {
				geo = &g
			}
		}
		c.geos[mp] = geo
	}
	return geo
}

// canonicalHex returns the canonical name of hex on geo, or hex itself when
// geo is nil or the hex cannot be read.
func canonicalHex(geo *maps.Geometry, hex string) string {
	if geo == nil {
		return hex
	}
	if h, err := geo.Numbering.Canonical(hex); err == nil {
		return h
	}
	return hex
}

// IsDir reports whether path is a folder on disk.
func IsDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// differingStrengths warns when two scenarios that start at the same turn
// give one unit different strengths (6 SP in one, 9 in the other).
func differingStrengths(unit string, places []placedAt, s *Session, reports map[string]*report) []Diagnostic {
	var out []Diagnostic
	a := places[0]
	for _, b := range places[1:] {
		if a.strength == nil || b.strength == nil || *a.strength == *b.strength || a.path == b.path {
			continue
		}
		r := reports[b.path]
		if r == nil {
			data, _ := s.Files.ReadFile(b.path)
			r = newReport(b.path, data)
			reports[b.path] = r
		}
		r.add(Warning, "strength.differs", fmt.Sprintf("/setup/%d/strength", b.index), b.hex, unit,
			"%s starts with %d here but %d in %s, which starts at the same turn", unit, *b.strength, *a.strength, a.path)
		out = append(out, r.out[len(r.out)-1])
	}
	return out
}
