package game

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// FileFormat is the "format" of a game file.
const FileFormat = "sandtable-game/1"

// File is a saved game (*.game.json): the scenario (a path relative to the
// file), the dice seed, the state reached and the log that led to it. Load
// replays the log from the scenario's start and checks that it reaches the
// recorded state. Field order is the canonical key order.
type File struct {
	Schema   string          `json:"$schema"`
	Format   string          `json:"format"`
	Scenario string          `json:"scenario"`
	Seed     uint64          `json:"seed"`
	Clock    FileClock       `json:"clock"`
	Units    []FileUnit      `json:"units"`
	Control  []FileControl   `json:"control,omitempty"`
	CI       []string        `json:"ci,omitempty"`
	Flags    map[string]bool `json:"flags,omitempty"`
	Log      []Entry         `json:"log"`
}

// FileClock is the turn track position of a saved game.
type FileClock struct {
	Turn       string `json:"turn"`
	Label      string `json:"label,omitempty"`
	Activation int    `json:"activation"`
	Side       string `json:"side"`
	Over       bool   `json:"over,omitempty"`
}

// FileUnit is one unit of a saved game.
type FileUnit struct {
	Unit       string   `json:"unit"`
	Where      string   `json:"where"`
	Hex        string   `json:"hex,omitempty"`
	ExtendedTo string   `json:"extendedTo,omitempty"`
	Extension  string   `json:"extension,omitempty"`
	Facing     string   `json:"facing,omitempty"`
	Strength   *int     `json:"strength,omitempty"`
	Lost       int      `json:"lost,omitempty"`
	Status     []string `json:"status,omitempty"`
	Orders     string   `json:"orders,omitempty"`
	MPSpent    float64  `json:"mpSpent,omitempty"`
	Fatigue    int      `json:"fatigue,omitempty"`
}

// FileControl is who last passed through a hex.
type FileControl struct {
	Hex  string `json:"hex"`
	Side string `json:"side"`
	Seq  int    `json:"seq,omitempty"`
}

// File returns the game as a game file.
func (g *Game) File() *File {
	f := &File{
		Schema: SchemaID, Format: FileFormat, Scenario: g.Options.ScenarioPath, Seed: g.Options.Seed,
		Clock: FileClock{Turn: g.TurnID(), Label: g.TurnLabel(), Activation: g.st.Clock.Activation, Side: g.st.Clock.Side, Over: g.st.Over},
		CI:    slices.Clone(g.st.CI), Log: g.Log(),
	}
	for _, u := range g.st.Units.All() {
		f.Units = append(f.Units, g.fileUnit(u))
	}
	for o, p := range g.st.Control.All() {
		f.Control = append(f.Control, FileControl{Hex: g.Name(o), Side: p.Side, Seq: p.Seq})
	}
	slices.SortFunc(f.Control, func(a, b FileControl) int { return compareStrings(a.Hex, b.Hex) })
	if g.st.Flags.Len() > 0 {
		f.Flags = g.Flags()
	}
	if f.Log == nil {
		f.Log = []Entry{}
	}
	return f
}

func (g *Game) fileUnit(u *Unit) FileUnit {
	fu := FileUnit{Unit: u.ID, Where: u.Where, Extension: u.Extension, Facing: u.Facing, Lost: u.Lost,
		Status: slices.Clone(u.Status), Orders: u.Orders, MPSpent: u.MPSpent, Fatigue: u.Fatigue}
	if u.Where != OffMap && u.Where != Unplaced {
		fu.Hex = g.Name(u.Hex)
	}
	if u.Extended != nil {
		fu.ExtendedTo = g.Name(*u.Extended)
	}
	if u.Strength != nil {
		s := *u.Strength
		fu.Strength = &s
	}
	return fu
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Encode returns the canonical bytes of the game file.
// Errors: only a bug (the file always encodes).
func (g *Game) Encode() ([]byte, error) {
	data, err := jsonfile.Encode(g.File())
	if err != nil {
		return nil, fmt.Errorf("encode game: %w", err)
	}
	return data, nil
}

// Save writes the game file canonically and atomically.
func (g *Game) Save(path string) error {
	data, err := g.Encode()
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return jsonfile.WriteAtomic(path, data)
}

// DecodeFile parses a game file: JSON syntax, game.schema.json, then the
// fields (unknown fields are refused).
// Errors: any of those fails.
func DecodeFile(data []byte) (*File, error) {
	if err := countActions(data, "log"); err != nil {
		return nil, fmt.Errorf("decode game: %w", err)
	}
	if err := checkSchema("game", data); err != nil {
		return nil, fmt.Errorf("decode game: %w", err)
	}
	var f File
	if err := jsonfile.DecodeStrict(data, &f); err != nil {
		return nil, fmt.Errorf("decode game: %w", err)
	}
	if err := checkActionCount(len(f.Log)); err != nil {
		return nil, fmt.Errorf("decode game: %w", err)
	}
	return &f, nil
}

// Load reads a game file, loads its scenario (relative to the file), replays
// its log and checks that the replay reaches the state the file records.
// Errors: a file cannot be read or decoded, an action of the log is refused,
// or the replay ends elsewhere than the file says.
func Load(files Files, path string) (*Game, error) {
	data, err := files.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	f, err := DecodeFile(data)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	pos, err := LoadScenario(files, files.Join(path, f.Scenario))
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	g, err := New(pos, Options{Seed: f.Seed, ScenarioPath: f.Scenario})
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	if err := g.replayLog(f); err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return g, nil
}

// replayLog applies the file's logged actions and compares the result with
// the file's recorded state.
func (g *Game) replayLog(f *File) error {
	for _, e := range f.Log {
		if _, err := g.Apply(e.Action); err != nil {
			return fmt.Errorf("replaying the log: %w", err)
		}
	}
	got := g.File()
	if !reflect.DeepEqual(got.Clock, f.Clock) {
		return fmt.Errorf("the log leads to %s activation %d, the file records %s activation %d", got.Clock.Turn, got.Clock.Activation, f.Clock.Turn, f.Clock.Activation)
	}
	if err := sameUnits(got.Units, f.Units); err != nil {
		return err
	}
	if !slices.Equal(got.Control, f.Control) {
		return fmt.Errorf("the log leads to a different control of hexes than the file records")
	}
	return nil
}

// sameUnits names the first unit whose replayed state differs from the file.
func sameUnits(got, want []FileUnit) error {
	if len(got) != len(want) {
		return fmt.Errorf("the scenario has %d units, the file records %d", len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			return fmt.Errorf("unit %s: the log leads to %+v, the file records %+v", got[i].Unit, got[i], want[i])
		}
	}
	return nil
}
