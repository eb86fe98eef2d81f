package game

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Files reads the files a game refers to (validate.OS and validate.Builtin
// satisfy it).
type Files = jsonfile.Files

// LoadScenario reads a scenario with its map, OOB and ruleset (a built-in
// id, or a ruleset file relative to the scenario) and returns its setup
// position.
// Errors: a file cannot be read or decoded, or the map's sheets do not fit.
func LoadScenario(files Files, path string) (*engine.Position, error) {
	d, err := decodeScenarioFiles(files, path)
	if err != nil {
		return nil, err
	}
	return d.position(), nil
}

// scenarioFiles holds what a scenario's files decode to, before the setup
// position is built from them.
type scenarioFiles struct {
	sc  *scenarios.Scenario
	oob *scenarios.OOB
	m   *maps.Map
	geo maps.Geometry
	rs  *engine.Ruleset
}

// decodeScenarioFiles reads and decodes a scenario, its map, OOB and ruleset.
func decodeScenarioFiles(files Files, path string) (scenarioFiles, error) {
	sc, err := readScenario(files, path)
	if err != nil {
		return scenarioFiles{}, err
	}
	data, err := files.ReadFile(files.Join(path, sc.Map))
	if err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: map: %w", path, err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: map %s: %w", path, sc.Map, err)
	}
	geo, err := m.Geometry()
	if err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: map %s: %w", path, sc.Map, err)
	}
	if data, err = files.ReadFile(files.Join(path, sc.OOB)); err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: oob: %w", path, err)
	}
	oob, err := scenarios.DecodeOOB(data)
	if err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: oob %s: %w", path, sc.OOB, err)
	}
	rs, err := loadRuleset(files, path, sc.Ruleset)
	if err != nil {
		return scenarioFiles{}, fmt.Errorf("scenario %s: %w", path, err)
	}
	return scenarioFiles{sc: sc, oob: oob, m: m, geo: geo, rs: rs}, nil
}

// position builds the setup position of decoded files; the position keeps
// and shares them.
func (d scenarioFiles) position() *engine.Position {
	return engine.NewSetupPosition(d.sc, d.oob, d.m, d.geo, d.rs)
}

func readScenario(files Files, path string) (*scenarios.Scenario, error) {
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	return sc, nil
}

// loadRuleset resolves a scenario's ruleset reference.
func loadRuleset(files Files, from, ref string) (*engine.Ruleset, error) {
	if !strings.HasSuffix(ref, ".json") {
		rs, err := engine.BuiltinRuleset(ref)
		if err != nil {
			return nil, fmt.Errorf("ruleset: %w", err)
		}
		return rs, nil
	}
	data, err := files.ReadFile(files.Join(from, ref))
	if err != nil {
		return nil, fmt.Errorf("ruleset %s: %w", ref, err)
	}
	rs, err := engine.DecodeRuleset(data)
	if err != nil {
		return nil, fmt.Errorf("ruleset %s: %w", ref, err)
	}
	return rs, nil
}
