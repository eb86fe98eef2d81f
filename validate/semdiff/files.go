package semdiff

import (
	"bytes"
	"fmt"

	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// Files compares two files of the same kind (maps, or scenarios together
// with the maps they use when those differ), read through files.
// Errors: unreadable or undecodable files, or files of different kinds.
func Files(files validate.Files, oldPath, newPath string) ([]Change, error) {
	kind := validate.KindOf(newPath)
	if kind == "" || validate.KindOf(oldPath) != kind {
		return nil, fmt.Errorf("diff %s %s: both must be maps or both scenarios (by file name)", oldPath, newPath)
	}
	s := validate.NewSession(files)
	s.Strict = true // refuse what validate refuses
	switch kind {
	case "map":
		return mapFiles(s, oldPath, newPath)
	case "scenario":
		return scenarioFiles(s, oldPath, newPath)
	}
	return nil, fmt.Errorf("diff: %s files are not compared yet", kind)
}

func mapFiles(s *validate.Session, oldPath, newPath string) ([]Change, error) {
	a, err := s.Map(oldPath)
	if err != nil {
		return nil, err
	}
	b, err := s.Map(newPath)
	if err != nil {
		return nil, err
	}
	rs, _ := s.Ruleset(newPath, b.Ruleset)
	return Maps(a, b, rs), nil
}

func scenarioFiles(s *validate.Session, oldPath, newPath string) ([]Change, error) {
	load := func(p string) (*scenarios.Scenario, error) {
		sc, err := s.Scenario(p)
		if err != nil {
			return nil, fmt.Errorf("diff: %w", err)
		}
		return sc, nil
	}
	a, err := load(oldPath)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", oldPath, err)
	}
	b, err := load(newPath)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", newPath, err)
	}
	oob, _ := s.OOB(s.Files.Join(newPath, b.OOB))
	out := Scenarios(a, b, oob)
	ma, mb := s.Files.Join(oldPath, a.Map), s.Files.Join(newPath, b.Map)
	if sameBytes(s.Files, ma, mb) {
		return out, nil
	}
	mapChanges, err := mapFiles(s, ma, mb)
	if err != nil {
		return nil, err
	}
	return append(mapChanges, out...), nil
}

func sameBytes(files validate.Files, a, b string) bool {
	if a == b {
		return true
	}
	x, errA := files.ReadFile(a)
	y, errB := files.ReadFile(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}
