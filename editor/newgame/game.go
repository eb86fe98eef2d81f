package newgame

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// The "$schema" of each kind of file, as the built-in files write them.
const (
	oobSchema      = "https://sandtable.dev/schema/oob.schema.json"
	scenarioSchema = "https://sandtable.dev/schema/scenario.schema.json"
)

// Game is the files of a new game, as values, with where each goes
// relative to the game's folder (the built-in layout: maps/<id>.map.json,
// rulesets/<id>.ruleset.json, scenarios/<id>/<id>.oob.json and
// scenarios/<id>/01-<title>.scenario.json).
type Game struct {
	Map      *maps.Map
	Ruleset  *engine.Ruleset
	OOB      *scenarios.OOB
	Scenario *scenarios.Scenario
	// MapFile, RulesetFile, OOBFile and ScenarioFile are slash-separated
	// paths relative to the game's folder.
	MapFile, RulesetFile, OOBFile, ScenarioFile string
}

// Build makes the game's files from the spec. Errors: every problem of the
// spec, joined (see Spec); a built-in ruleset that does not load.
func Build(s Spec) (*Game, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	rs, err := ruleset(s)
	if err != nil {
		return nil, err
	}
	g := &Game{
		MapFile:     "maps/" + s.ID + ".map.json",
		RulesetFile: "rulesets/" + s.ID + ".ruleset.json",
		OOBFile:     "scenarios/" + s.ID + "/" + s.ID + ".oob.json",
		Ruleset:     rs,
	}
	g.Map = gameMap(s, rs, "../rulesets/"+s.ID+".ruleset.json")
	g.OOB = NewOOB(s.ID, s.Sides)
	sc := s.Scenario
	if len(sc.Sides) == 0 {
		for _, sd := range s.Sides {
			sc.Sides = append(sc.Sides, sd.ID)
		}
	}
	name, scen, err := NewScenario(s.ID, sc, Refs{
		Map: "../../" + g.MapFile, OOB: s.ID + ".oob.json", Ruleset: "../../" + g.RulesetFile,
	})
	if err != nil {
		return nil, err
	}
	g.Scenario, g.ScenarioFile = scen, "scenarios/"+s.ID+"/"+name
	return g, nil
}

// ruleset returns a copy of the built-in ruleset the spec names, under the
// game's id and name, or the small blank one.
func ruleset(s Spec) (*engine.Ruleset, error) {
	if s.System == Blank {
		return BlankRuleset(s.ID, s.Name), nil
	}
	rs, err := engine.BuiltinRuleset(s.System)
	if err != nil {
		return nil, err
	}
	rs.Notes = append([]string{fmt.Sprintf("Copied from the built-in %s ruleset (%s).", rs.ID, rs.Name)}, rs.Notes...)
	rs.ID, rs.Name = s.ID, s.Name
	return rs, nil
}

// gameMap is the map of the spec: its grid, numbering and sheets, the
// sheets placed one after another sharing Overlap rows (columns for
// pointy hexes), every hex of the ruleset's first terrain.
func gameMap(s Spec, rs *engine.Ruleset, rulesetRef string) *maps.Map {
	m := &maps.Map{
		Schema: maps.SchemaID, Format: maps.Format, ID: s.ID, Name: s.Name, Ruleset: rulesetRef,
		Grid:           maps.Grid{Orientation: s.Orientation, Stagger: s.Stagger, HexAcrossFlatsMM: s.HexMM},
		Numbering:      maps.Numbering{SheetPrefix: s.SheetPrefix, ColumnDigits: s.ColumnDigits, RowDigits: s.RowDigits},
		DefaultTerrain: rs.Terrain[0].ID,
	}
	var off maps.SheetShift
	for i, sh := range s.Sheets {
		if i > 0 {
			prev := s.Sheets[i-1]
			if s.Orientation == "pointy" {
				off.Column += prev.Columns[1] - s.Overlap + 1 - sh.Columns[0]
			} else {
				off.Row += prev.Rows[1] - s.Overlap + 1 - sh.Rows[0]
			}
		}
		m.Sheets = append(m.Sheets, maps.Sheet{ID: sh.ID, Name: sh.Name, Columns: sh.Columns, Rows: sh.Rows, Offset: off})
	}
	return m
}

// NewOOB returns an empty order of battle of game with the sides given.
func NewOOB(game string, sides []Side) *scenarios.OOB {
	o := &scenarios.OOB{Schema: oobSchema, Format: scenarios.OOBFormat, Game: game, Units: []scenarios.Unit{}}
	for _, sd := range sides {
		id := sd.ID
		if id == "" {
			id = slug(sd.Name)
		}
		o.Sides = append(o.Sides, scenarios.Side{ID: id, Name: sd.Name})
	}
	return o
}

// Refs are a scenario's references to its map, OOB and ruleset, relative
// to the scenario file.
type Refs struct{ Map, OOB, Ruleset string }

// NewScenario returns the file name ("01-bloody-april.scenario.json") and
// the value of an empty scenario of game: no set-up, the spec's turns and
// sides. Errors: no title, no side, bad turns.
func NewScenario(game string, s ScenarioSpec, refs Refs) (string, *scenarios.Scenario, error) {
	if s.Number == 0 {
		s.Number = 1
	}
	title := slug(s.Title)
	if title == "" {
		return "", nil, errors.New("the scenario needs a title")
	}
	if len(s.Sides) == 0 {
		return "", nil, errors.New("the scenario needs a side")
	}
	turns, err := s.Turns()
	if err != nil {
		return "", nil, err
	}
	sc := &scenarios.Scenario{
		Schema: scenarioSchema, Format: scenarios.ScenarioFormat,
		ID: fmt.Sprintf("%s-%02d", game, s.Number), Title: s.Title,
		Map: refs.Map, OOB: refs.OOB, Ruleset: refs.Ruleset,
		Sides: s.Sides, FirstPlayer: s.Sides[0], Turns: turns,
		Length: scenarios.Length{First: turns[0].ID, Last: turns[len(turns)-1].ID},
		Setup:  []scenarios.Setup{},
	}
	return fmt.Sprintf("%02d-%s.scenario.json", s.Number, title), sc, nil
}

// Write writes the game's files under root, each canonical, and returns
// their paths (map, ruleset, OOB, scenario). It writes nothing when any of
// them exists already. Errors: a file in the way, a write that fails.
func (g *Game) Write(root string) ([]string, error) {
	files := []struct {
		rel string
		v   any
	}{{g.MapFile, g.Map}, {g.RulesetFile, g.Ruleset}, {g.OOBFile, g.OOB}, {g.ScenarioFile, g.Scenario}}
	var paths []string
	var data [][]byte
	for _, f := range files {
		p := filepath.Join(root, filepath.FromSlash(f.rel))
		if _, err := os.Lstat(p); err == nil {
			return nil, fmt.Errorf("new game: %s exists already; choose another folder or name", p)
		}
		b, err := encode(p, f.v)
		if err != nil {
			return nil, err
		}
		paths, data = append(paths, p), append(data, b)
	}
	for i, p := range paths {
		if err := WriteNew(p, data[i]); err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// encode returns the canonical bytes of v as the file at path.
func encode(path string, v any) ([]byte, error) {
	b, err := jsonfile.Encode(v)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", path, err)
	}
	canon, err := validate.Canonical(path, b)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", path, err)
	}
	return canon, nil
}

// WriteNew writes data at path atomically, making its folder; it refuses a
// path that exists.
func WriteNew(path string, data []byte) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s exists already", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := jsonfile.WriteAtomic(path, data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
