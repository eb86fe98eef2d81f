package editor

import (
	"fmt"
	"path/filepath"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// BuiltinScenario is the path, among the built-in files, of the scenario the
// editor opens when given none: ITW Shiloh Scenario 1.
const BuiltinScenario = "scenarios/itw-shiloh/01-bloody-april.scenario.json"

// Document is one open scenario: the scenario, the map, order of battle and
// ruleset it refers to, where they were read from, and the diagnostics of its
// last validation. It is the single owner of model state: editing commands and
// undo act on it, widgets only read it.
type Document struct {
	files    validate.Files
	path     string
	mapPath  string
	scenario *scenarios.Scenario
	m        *maps.Map
	geo      maps.Geometry
	oob      *scenarios.OOB  // nil when the OOB could not be read
	ruleset  *engine.Ruleset // nil when the ruleset could not be read
	diags    []validate.Diagnostic
}

// OpenBuiltin opens the built-in ITW Shiloh Scenario 1.
func OpenBuiltin() (*Document, error) {
	return Open(validate.Builtin{}, BuiltinScenario)
}

// OpenFile opens a scenario file from disk; its map and OOB are read relative
// to it.
func OpenFile(path string) (*Document, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return Open(validate.OS{}, abs)
}

// Open reads the scenario at path through files, with the map, OOB and
// ruleset it refers to, and validates it.
//
// The scenario and its map must load: without them there is nothing to show.
// An unreadable OOB or ruleset only leaves that part empty (the diagnostics
// say why); every other problem is a diagnostic too.
func Open(files validate.Files, path string) (*Document, error) {
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open scenario %s: %w", path, err)
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("open scenario %s: %w", path, err)
	}
	d := &Document{files: files, path: path, scenario: sc, mapPath: files.Join(path, sc.Map)}
	session := validate.NewSession(files)
	if d.m, err = session.Map(d.mapPath); err != nil {
		return nil, fmt.Errorf("open scenario %s: map: %w", path, err)
	}
	if d.geo, err = d.m.Geometry(); err != nil {
		return nil, fmt.Errorf("open scenario %s: map %s: %w", path, d.mapPath, err)
	}
	d.oob, _ = session.OOB(files.Join(path, sc.OOB))
	d.ruleset, _ = session.Ruleset(path, sc.Ruleset)
	d.diags = session.File(path)
	return d, nil
}

// Revalidate runs the validation pipeline on the scenario file again and
// keeps its diagnostics.
func (d *Document) Revalidate() {
	d.diags = validate.NewSession(d.files).File(d.path)
}

// Path returns the scenario's path (as the document's Files reads it).
func (d *Document) Path() string { return d.path }

// MapPath returns the path of the scenario's map file.
func (d *Document) MapPath() string { return d.mapPath }

// Files returns where the document's files are read from.
func (d *Document) Files() validate.Files { return d.files }

// Scenario returns the scenario (read only: edit through the document).
func (d *Document) Scenario() *scenarios.Scenario { return d.scenario }

// Map returns the scenario's map (read only).
func (d *Document) Map() *maps.Map { return d.m }

// Geometry returns the map's grid and hex numbering.
func (d *Document) Geometry() maps.Geometry { return d.geo }

// OOB returns the order of battle, or nil if it could not be read.
func (d *Document) OOB() *scenarios.OOB { return d.oob }

// Ruleset returns the ruleset, or nil if it could not be read.
func (d *Document) Ruleset() *engine.Ruleset { return d.ruleset }

// Diagnostics returns the findings of the last validation, sorted by file
// and position.
func (d *Document) Diagnostics() []validate.Diagnostic { return d.diags }

// Counts returns the number of error and warning diagnostics.
func (d *Document) Counts() (errors, warnings int) { return validate.Count(d.diags) }

// Title returns the scenario's title, or its path when it has none.
func (d *Document) Title() string {
	if d.scenario.Title != "" {
		return d.scenario.Title
	}
	return d.path
}
