package model

import (
	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// BuiltinScenario is the path, among the built-in files, of the scenario the
// editor opens when given none: ITW Shiloh Scenario 1.
const BuiltinScenario = "scenarios/itw-shiloh/01-bloody-april.scenario.json"

// Document is one open scenario: the scenario, the map, order of battle and
// ruleset it refers to (or one map, OOB or ruleset on its own: see [Kind]), where they were read from, the edit history and the
// diagnostics of the last validation. It is the single owner of model state.
//
// A Document is not safe for concurrent use: the UI goroutine owns it, and
// background validation works on a [Snapshot].
type Document struct {
	kind     Kind
	files    validate.Files
	builtin  bool // read from the embedded data: Save needs a path first
	path     string
	mapPath  string
	oobPath  string
	scenario *scenarios.Scenario
	m        *maps.Map
	geo      maps.Geometry
	oob      *scenarios.OOB  // nil when the OOB could not be read
	ruleset  *engine.Ruleset // nil when the ruleset could not be read
	styles   *draw.Styles    // the ruleset's looks, resolved once (nil: none)
	// rulesetPath is the ruleset's file, "" for a built-in id.
	rulesetPath string
	diags       []validate.Diagnostic
	history     History
	stamps      map[string]fileStamp // files on disk as last read or written
	// replacing is the one path a confirmed Save As may write over although
	// it does not parse (its old bytes kept first); "" otherwise.
	replacing string
}

// Path returns the scenario's path (as the document's Files reads it).
func (d *Document) Path() string { return d.path }

// MapPath returns the path of the scenario's map file.
func (d *Document) MapPath() string { return d.mapPath }

// OOBPath returns the path of the scenario's order of battle file.
func (d *Document) OOBPath() string { return d.oobPath }

// IsBuiltin reports whether the document was read from the data built into
// the binary: it can only be saved with SaveAs to a path of the user's.
func (d *Document) IsBuiltin() bool { return d.builtin }

// Files returns where the document's files are read from.
func (d *Document) Files() validate.Files { return d.files }

// Scenario returns the scenario (read only: edit through commands).
func (d *Document) Scenario() *scenarios.Scenario { return d.scenario }

// Map returns the scenario's map (read only).
func (d *Document) Map() *maps.Map { return d.m }

// Geometry returns the map's grid and hex numbering.
func (d *Document) Geometry() maps.Geometry { return d.geo }

// OOB returns the order of battle, or nil if it could not be read.
func (d *Document) OOB() *scenarios.OOB { return d.oob }

// Ruleset returns the ruleset, or nil if it could not be read.
func (d *Document) Ruleset() *engine.Ruleset { return d.ruleset }

// Styles returns the look of the ruleset's types (terrain fills and
// patterns, hexside and path lines), resolved once when the ruleset is read
// (engine/drawscene.Styles): every picture of the document draws with it.
// Nil when the ruleset could not be read (the unknown style).
func (d *Document) Styles() *draw.Styles { return d.styles }

// Diagnostics returns the findings of the last validation, sorted by file
// and position.
func (d *Document) Diagnostics() []validate.Diagnostic { return d.diags }

// SetDiagnostics replaces the findings (the result of validating a
// [Snapshot] of this document).
func (d *Document) SetDiagnostics(ds []validate.Diagnostic) { d.diags = ds }

// Counts returns the number of error and warning diagnostics.
func (d *Document) Counts() (errors, warnings int) { return validate.Count(d.diags) }

// History returns the document's edit history.
func (d *Document) History() *History { return &d.history }

// Title returns the scenario's title, or its path when it has none.
func (d *Document) Title() string {
	if d.scenario.Title != "" {
		return d.scenario.Title
	}
	return d.path
}
