package newgame

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// AddScenario writes a new, empty scenario of game into dir, the folder of
// the game's scenarios, numbered after the scenario files already there,
// with refs to the map, OOB and ruleset (relative to dir), and returns its
// path. Errors: a bad spec, the folder unreadable, a write that fails.
func AddScenario(dir, game string, s ScenarioSpec, refs Refs) (string, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("new scenario: %w", err)
	}
	taken := map[string]bool{}
	n := 0
	for _, de := range des {
		if strings.HasSuffix(de.Name(), ".scenario.json") {
			n++
			if len(de.Name()) > 2 {
				taken[de.Name()[:2]] = true
			}
		}
	}
	if s.Number == 0 {
		s.Number = n + 1
		for taken[fmt.Sprintf("%02d", s.Number)] {
			s.Number++
		}
	}
	name, sc, err := NewScenario(game, s, refs)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	data, err := encode(path, sc)
	if err != nil {
		return "", err
	}
	return path, WriteNew(path, data)
}

// AddOOB writes an empty order of battle of game with the sides given at
// path (".oob.json" added when the name has no ".json" ending), and
// returns the path. Errors: no side, a file in the way, a write that fails.
func AddOOB(path, game string, sides []Side) (string, error) {
	if !strings.HasSuffix(path, ".json") {
		path += ".oob.json"
	}
	if len(sides) == 0 {
		return "", fmt.Errorf("new order of battle: give at least one side")
	}
	data, err := encode(path, NewOOB(game, sides))
	if err != nil {
		return "", err
	}
	return path, WriteNew(path, data)
}
