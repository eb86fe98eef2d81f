// Package newgame makes the files of a game from nothing: a map, a ruleset
// (a copy of a built-in one or a small blank one), an order of battle and a
// first scenario, laid out and referenced as the built-in games are; and
// the scenario or OOB added to a game later. It is the logic of the
// editor's File > New Game, New Scenario and New OOB, Fyne-free.
package newgame

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/maps"
)

// Blank is the System of a game whose ruleset is the small blank one.
const Blank = "blank"

// Side is one of the game's sides.
type Side struct {
	ID   string // "union"; the slug of Name when empty
	Name string // "Union"
}

// Sheet is one printed map sheet: its id (also its prefix in hex ids when
// the numbering has one) and its printed column and row ranges, inclusive.
type Sheet struct {
	ID      string
	Name    string
	Columns [2]int
	Rows    [2]int
}

// Spec is what the New Game form asks.
type Spec struct {
	Name string // the game's name ("Battle of Perryville")
	// ID names the game's files and prefixes its ids; the slug of Name when
	// empty ("battle-of-perryville").
	ID string
	// System is the id of the built-in ruleset copied ("gbacw", "gcacw",
	// "classic"), or Blank.
	System string
	Sides  []Side
	// Orientation "flat" (columns vertical) or "pointy"; Stagger "odd" or
	// "even": the printed columns (rows) that sit half a hex lower (right).
	Orientation, Stagger string
	HexMM                float64 // printed hex size across flats, mm
	Sheets               []Sheet // north to south (flat) or west to east (pointy)
	SheetPrefix          bool    // ids carry the sheet's id ("S2905")
	ColumnDigits         int
	RowDigits            int
	// Overlap is how many rows (columns for pointy hexes) each sheet
	// shares with the one before it: ITW's S row 01 is N row 34, an
	// overlap of one.
	Overlap int
	// Scenario is the first scenario.
	Scenario ScenarioSpec
}

// slug writes a name as an id (maps.Slug; "" for a name without letters).
func slug(name string) string { return maps.Slug(name) }

// check reports what in the spec cannot make a game, all at once.
func (s *Spec) check() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if s.ID == "" {
		s.ID = slug(s.Name)
	}
	if s.ID == "" || s.ID != slug(s.ID) {
		bad("game id %q: want lower-case letters, digits and dashes (from the name when empty)", s.ID)
	}
	if strings.TrimSpace(s.Name) == "" {
		bad("the game needs a name")
	}
	if len(s.Sides) < 1 {
		bad("the game needs at least one side")
	}
	seen := map[string]bool{}
	for i := range s.Sides {
		sd := &s.Sides[i]
		if sd.ID == "" {
			sd.ID = slug(sd.Name)
		}
		if sd.ID == "" || sd.Name == "" {
			bad("side %d needs a name", i+1)
		}
		if seen[sd.ID] {
			bad("side %q given twice", sd.ID)
		}
		seen[sd.ID] = true
	}
	if s.Orientation != "flat" && s.Orientation != "pointy" {
		bad("orientation %q: flat or pointy", s.Orientation)
	}
	if s.Stagger != "odd" && s.Stagger != "even" {
		bad("stagger %q: odd or even", s.Stagger)
	}
	if !(s.HexMM > 0) {
		bad("hex size %v mm: want more than 0", s.HexMM)
	}
	if s.ColumnDigits < 1 || s.ColumnDigits > 3 || s.RowDigits < 1 || s.RowDigits > 3 {
		bad("digits %d and %d: 1 to 3 each", s.ColumnDigits, s.RowDigits)
	}
	if len(s.Sheets) == 0 {
		bad("the map needs a sheet")
	}
	if len(s.Sheets) > 1 && !s.SheetPrefix {
		bad("%d sheets need the sheet prefix in hex ids", len(s.Sheets))
	}
	limit := 1
	for range s.ColumnDigits {
		limit *= 10
	}
	rowLimit := 1
	for range s.RowDigits {
		rowLimit *= 10
	}
	ids := map[string]bool{}
	for i, sh := range s.Sheets {
		if sh.ID == "" || strings.ToUpper(sh.ID) != sh.ID || strings.Trim(sh.ID, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" && s.SheetPrefix {
			bad("sheet %d: id %q: capital letters (it prefixes hex ids)", i+1, sh.ID)
		}
		if ids[sh.ID] {
			bad("sheet %q given twice", sh.ID)
		}
		ids[sh.ID] = true
		if sh.Columns[0] < 0 || sh.Columns[1] < sh.Columns[0] || sh.Columns[1] >= limit {
			bad("sheet %s: columns %d-%d do not fit %d digits", sh.ID, sh.Columns[0], sh.Columns[1], s.ColumnDigits)
		}
		if sh.Rows[0] < 0 || sh.Rows[1] < sh.Rows[0] || sh.Rows[1] >= rowLimit {
			bad("sheet %s: rows %d-%d do not fit %d digits", sh.ID, sh.Rows[0], sh.Rows[1], s.RowDigits)
		}
		if i > 0 {
			prev := s.Sheets[i-1]
			span := min(prev.Rows[1]-prev.Rows[0], sh.Rows[1]-sh.Rows[0]) + 1
			if s.Orientation == "pointy" {
				span = min(prev.Columns[1]-prev.Columns[0], sh.Columns[1]-sh.Columns[0]) + 1
			}
			if s.Overlap < 0 || s.Overlap >= span {
				bad("an overlap of %d rows between sheets %s and %s: 0 to %d", s.Overlap, prev.ID, sh.ID, span-1)
			}
		}
	}
	if s.System != Blank && !builtinSystem(s.System) {
		bad("game system %q: one of gbacw, gcacw, classic or %s", s.System, Blank)
	}
	return errors.Join(errs...)
}

// builtinSystem reports whether id names a built-in ruleset.
func builtinSystem(id string) bool {
	return id == "gbacw" || id == "gcacw" || id == "classic"
}
