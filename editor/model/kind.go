package model

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// Kind is what a document was opened from: a scenario (with its map, OOB and
// ruleset), or a map, an order of battle or a ruleset on its own.
type Kind uint8

// The kinds of document.
const (
	KindScenario Kind = iota
	KindMap
	KindOOB
	KindRuleset
)

// String returns "scenario", "map", "oob" or "ruleset".
func (k Kind) String() string {
	return [...]string{"scenario", "map", "oob", "ruleset", "?"}[min(k, KindRuleset+1)]
}

// Kind returns what the document was opened from.
func (d *Document) Kind() Kind { return d.kind }

// RulesetPath returns the path of the ruleset file, or "" when the ruleset
// is a built-in one named by its id.
func (d *Document) RulesetPath() string { return d.rulesetPath }

// Editable reports whether the document may change file f: a scenario
// document edits its scenario, map and OOB, and its ruleset when that is a
// file of the game's own; a document opened from one file edits that file
// alone (the map or the scenario shown beside an OOB or a ruleset is there
// to look at).
func (d *Document) Editable(f File) bool {
	switch d.kind {
	case KindMap:
		return f == MapFile
	case KindOOB:
		return f == OOBFile && d.oob != nil
	case KindRuleset:
		return f == RulesetFile
	}
	switch f {
	case OOBFile:
		return d.oob != nil
	case RulesetFile:
		return d.rulesetPath != "" && d.ruleset != nil && !d.builtin
	}
	return true
}

// editable reports whether the document may change every file of s.
func (d *Document) editable(s FileSet) bool {
	for f := range numFiles {
		if s.Has(f) && !d.Editable(f) {
			return false
		}
	}
	return true
}

// scenarioSchemaID is the "$schema" of scenario files.
const scenarioSchemaID = "https://sandtable.dev/schema/scenario.schema.json"

// StandInID is the id of the scenario a map, OOB or ruleset document shows
// its file through: it is never saved.
const StandInID = "stand-in"

// standIn returns the empty scenario a document of one file shows its file
// through (never saved nor validated): no set-up, one turn, the sides given.
func standIn(title, mapRef, oobRef, rulesetRef string, sides []string) *scenarios.Scenario {
	first := ""
	if len(sides) > 0 {
		first = sides[0]
	}
	return &scenarios.Scenario{
		Schema: scenarioSchemaID, Format: scenarios.ScenarioFormat,
		ID: StandInID, Title: title, Map: mapRef, OOB: oobRef, Ruleset: rulesetRef,
		Sides: sides, FirstPlayer: first,
		Turns:  []scenarios.Turn{{ID: "t1", Label: "1"}},
		Length: scenarios.Length{First: "t1", Last: "t1"},
		Setup:  []scenarios.Setup{},
	}
}

// rulesetFile returns the path of the ruleset file ref names from the file
// at from, or "" when ref is a built-in id.
func rulesetFile(files validate.Files, from, ref string) string {
	if !validate.IsRulesetPath(ref) {
		return ""
	}
	return files.Join(from, ref)
}

// openMap opens the map at path alone, for map editing: painting, scans,
// calibration and tracing. Its ruleset gives the terrain types.
func openMap(files validate.Files, path string) (*Document, error) {
	session := validate.NewSession(files)
	m, err := session.Map(path)
	if err != nil {
		return nil, fmt.Errorf("open map %s: %w", path, err)
	}
	d := &Document{kind: KindMap, files: files, builtin: isBuiltin(files), path: path, mapPath: path, m: m}
	if d.geo, err = m.Geometry(); err != nil {
		return nil, fmt.Errorf("open map %s: %w", path, err)
	}
	d.ruleset, _ = session.Ruleset(path, m.Ruleset)
	d.styles = drawscene.Styles(d.ruleset)
	d.rulesetPath = rulesetFile(files, path, m.Ruleset)
	d.scenario = standIn(m.Name, filepath.Base(path), "", m.Ruleset, nil)
	return d.opened(), nil
}

// openOOB opens the order of battle at path alone, in the OOB tree. The map
// and ruleset shown are those of the first scenario beside it that uses it,
// else a blank sheet.
func openOOB(files validate.Files, path string) (*Document, error) {
	session := validate.NewSession(files)
	o, err := session.OOB(path)
	if err != nil {
		return nil, fmt.Errorf("open order of battle %s: %w", path, err)
	}
	d := &Document{kind: KindOOB, files: files, builtin: isBuiltin(files), path: path, oobPath: path, oob: o}
	var sides []string
	for _, s := range o.Sides {
		sides = append(sides, s.ID)
	}
	mapRef, rulesetRef := "", ""
	if sp, sc, ok := scenarioUsing(files, path); ok {
		if m, err := session.Map(files.Join(sp, sc.Map)); err == nil {
			d.m, d.mapPath, mapRef = m, files.Join(sp, sc.Map), sc.Map
			d.ruleset, _ = session.Ruleset(sp, sc.Ruleset)
			d.styles = drawscene.Styles(d.ruleset)
			d.rulesetPath, rulesetRef = rulesetFile(files, sp, sc.Ruleset), sc.Ruleset
		}
	}
	if d.m == nil {
		d.m = blankMap(o.Game)
	}
	if d.geo, err = d.m.Geometry(); err != nil {
		return nil, fmt.Errorf("open order of battle %s: map: %w", path, err)
	}
	d.scenario = standIn(o.Game, mapRef, filepath.Base(path), rulesetRef, sides)
	return d.opened(), nil
}

// openRuleset opens the ruleset at path (its bytes data) alone, in the Rules
// tab; the map shows one hex of each terrain type.
func openRuleset(files validate.Files, path string, data []byte) (*Document, error) {
	rs, err := engine.DecodeRuleset(data)
	if err != nil {
		return nil, fmt.Errorf("open ruleset %s: %w", path, err)
	}
	d := &Document{kind: KindRuleset, files: files, builtin: isBuiltin(files), path: path, rulesetPath: path, ruleset: rs}
	d.m = swatchMap(rs)
	if d.geo, err = d.m.Geometry(); err != nil {
		return nil, fmt.Errorf("open ruleset %s: swatch map: %w", path, err)
	}
	d.scenario = standIn(rs.Name, "", "", filepath.Base(path), nil)
	return d.opened(), nil
}

// opened resets the history and validates the freshly opened document.
func (d *Document) opened() *Document {
	d.styles = drawscene.Styles(d.ruleset)
	d.history.reset()
	d.diags = d.Snapshot().Validate()
	return d
}

// scenarioUsing finds the first scenario (by name) in the folder of oobPath
// whose OOB is that file.
func scenarioUsing(files validate.Files, oobPath string) (string, *scenarios.Scenario, bool) {
	var paths []string
	if isBuiltin(files) {
		paths = builtinSiblings(oobPath)
	} else {
		des, err := os.ReadDir(filepath.Dir(oobPath))
		if err != nil {
			return "", nil, false
		}
		for _, de := range des {
			if !de.IsDir() && validate.KindOf(de.Name()) == "scenario" {
				paths = append(paths, filepath.Join(filepath.Dir(oobPath), de.Name()))
			}
		}
		sort.Strings(paths)
	}
	for _, p := range paths {
		data, err := files.ReadFile(p)
		if err != nil {
			continue
		}
		sc, err := scenarios.DecodeScenario(data)
		if err == nil && cleanPath(files.Join(p, sc.OOB)) == cleanPath(oobPath) {
			return p, sc, true
		}
	}
	return "", nil, false
}

// blankMap is the sheet an OOB without a scenario is shown over (never
// saved): ten by ten flat-topped hexes.
func blankMap(name string) *maps.Map {
	return &maps.Map{
		Schema: maps.SchemaID, Format: maps.Format, ID: "blank", Name: name,
		Grid:           maps.Grid{Orientation: "flat", Stagger: "odd", HexAcrossFlatsMM: 16},
		Numbering:      maps.Numbering{ColumnDigits: 2, RowDigits: 2},
		Sheets:         []maps.Sheet{{ID: "A", Columns: [2]int{1, 10}, Rows: [2]int{1, 10}}},
		DefaultTerrain: "clear",
	}
}

// swatchMap is the strip a ruleset is shown over (never saved): one column
// per terrain type, two hexes high, each painted with its type.
func swatchMap(rs *engine.Ruleset) *maps.Map {
	n := min(max(len(rs.Terrain), 1), 99)
	m := blankMap(rs.Name)
	m.ID, m.Ruleset = "swatches", rs.ID
	m.Sheets[0].Columns, m.Sheets[0].Rows = [2]int{1, n}, [2]int{1, 2}
	m.Hexes = map[string]maps.Hex{}
	for i, t := range rs.Terrain[:min(len(rs.Terrain), n)] {
		if i == 0 {
			m.DefaultTerrain = t.ID
		}
		for row := 1; row <= 2; row++ {
			m.Hexes[fmt.Sprintf("%02d%02d", i+1, row)] = maps.Hex{Terrain: t.ID, Label: t.Name["en"]}
		}
	}
	return m
}
