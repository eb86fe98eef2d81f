package scenarios

import (
	"embed"
	"fmt"
	"io/fs"
	"os"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

//go:embed */*.scenario.json */*.oob.json */*.errata.json
var builtin embed.FS

// Builtin returns the file system of the built-in games: one folder per game
// ("itw-shiloh/itw-shiloh.oob.json", "itw-shiloh/01-bloody-april.scenario.json").
func Builtin() fs.FS { return builtin }

// DecodeScenario parses a scenario file (JSON syntax and field names only).
func DecodeScenario(data []byte) (*Scenario, error) {
	var s Scenario
	if err := jsonfile.DecodeStrict(data, &s); err != nil {
		return nil, fmt.Errorf("decode scenario: %w", err)
	}
	return &s, nil
}

// DecodeOOB parses an OOB file (JSON syntax and field names only).
func DecodeOOB(data []byte) (*OOB, error) {
	var o OOB
	if err := jsonfile.DecodeStrict(data, &o); err != nil {
		return nil, fmt.Errorf("decode oob: %w", err)
	}
	o.Reindex()
	return &o, nil
}

// LoadScenario reads and decodes a scenario file.
func LoadScenario(path string) (*Scenario, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	s, err := DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return s, nil
}

// SaveScenario writes s canonically and atomically.
func SaveScenario(path string, s *Scenario) error {
	data, err := jsonfile.Encode(s)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return jsonfile.WriteAtomic(path, data)
}
