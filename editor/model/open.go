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

// OpenFile opens a scenario file from disk; its map and OOB are read relative
// to it.
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
	d.remember(d.mapPath)
	if d.oob != nil {
		d.remember(d.oobPath)
	}
	return d, nil
}

// Open reads the scenario at path through files, with the map, OOB and
// ruleset it refers to, and validates it.
//
// The scenario and its map must load: without them there is nothing to show
// (and nothing may be written over them). An unreadable OOB or ruleset only
// leaves that part empty (the diagnostics say why, and the OOB is then never
// saved); every other problem is a diagnostic too.
func Open(files validate.Files, path string) (*Document, error) {
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open scenario %s: %w", path, err)
	}
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
