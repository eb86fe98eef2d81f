package model

import (
	"fmt"
	"path/filepath"

	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// OpenBuiltin opens the built-in ITW Shiloh Scenario 1.
func OpenBuiltin() (*Document, error) {
	return Open(validate.Builtin{}, BuiltinScenario)
}

// OpenFile opens a file of a game from disk, of the kind its "format"
// says (see [Open]); the files it refers to are read relative to it.
func OpenFile(path string) (*Document, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	d, err := Open(validate.OS{}, abs)
	if err != nil {
		return nil, err
	}
	d.remember(d.path)
	if d.kind == KindScenario {
		d.remember(d.mapPath)
		if d.oob != nil {
			d.remember(d.oobPath)
		}
	}
	return d, nil
}

// Open reads the file at path through files and validates it. Its
// "format" field (else its name) tells the kind: a map opens alone for map
// editing, an order of battle or a ruleset alone for theirs (see [Kind]),
// and a scenario with the map, OOB and ruleset it refers to.
//
// The scenario and its map must load: without them there is nothing to show
// (and nothing may be written over them). An unreadable OOB or ruleset only
// leaves that part empty (the diagnostics say why, and the OOB is then never
// saved); every other problem is a diagnostic too.
func Open(files validate.Files, path string) (*Document, error) {
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	kind := validate.FormatKind(data)
	if kind == "" {
		kind = validate.KindOf(path)
	}
	switch kind {
	case "map":
		return openMap(files, path)
	case "oob":
		return openOOB(files, path)
	case "ruleset":
		return openRuleset(files, path, data)
	case "scenario", "":
		return openScenario(files, path, data)
	}
	return nil, fmt.Errorf("open %s: the editor opens maps, orders of battle, rulesets and scenarios, not %s files", path, kind)
}

// openScenario opens the scenario at path (its bytes data) with the files it
// refers to.
func openScenario(files validate.Files, path string, data []byte) (*Document, error) {
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("open scenario %s: %w", path, err)
	}
	d := &Document{
		files: files, path: path, scenario: sc, builtin: isBuiltin(files),
		mapPath: files.Join(path, sc.Map), oobPath: files.Join(path, sc.OOB),
	}
	session := validate.NewSession(files)
	if d.m, err = session.Map(d.mapPath); err != nil {
		return nil, fmt.Errorf("open scenario %s: map: %w", path, err)
	}
	if d.geo, err = d.m.Geometry(); err != nil {
		return nil, fmt.Errorf("open scenario %s: map %s: %w", path, d.mapPath, err)
	}
	d.oob, _ = session.OOB(d.oobPath)
	d.ruleset, _ = session.Ruleset(path, sc.Ruleset)
	d.styles = drawscene.Styles(d.ruleset)
	d.rulesetPath = rulesetFile(files, path, sc.Ruleset)
	d.history.reset()
	d.diags = d.Snapshot().Validate()
	return d, nil
}

// isBuiltin reports whether files serve the embedded data (directly or
// under a recovery overlay).
func isBuiltin(files validate.Files) bool {
	switch f := files.(type) {
	case validate.Builtin:
		return true
	case overlay:
		return isBuiltin(f.base)
	}
	return false
}
