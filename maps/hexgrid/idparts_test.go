package hexgrid

import (
	"errors"
	"testing"
)

// Ids written row first and with a separator, as VASSAL grids number them
// (a sideways grid numbered horizontal-first writes the row part first),
// format and parse back.
func TestRowFirstAndSeparatorIDs(t *testing.T) {
	g := Grid{Orientation: Pointy, Stagger: Even}
	sheets := []Sheet{{ID: "A", Prefix: "A", ColMin: 1, ColMax: 12, RowMin: 1, RowMax: 9}}
	for _, tc := range []struct {
		rowFirst bool
		sep      string
		want     string
	}{{false, "", "A1205"}, {true, "", "A0512"}, {false, "-", "A12-05"}, {true, ".", "A05.12"}, {true, "::", "A05::12"}} {
		n := Numbering{Sheets: sheets, ColumnDigits: 2, RowDigits: 2, RowFirst: tc.rowFirst, Separator: tc.sep}
		if err := n.Validate(g); err != nil {
			t.Fatal(err)
		}
		id, err := n.Format(Offset{Col: 12, Row: 5})
		if err != nil || id != tc.want {
			t.Errorf("rowFirst %v sep %q: %q %v, want %q", tc.rowFirst, tc.sep, id, err, tc.want)
		}
		o, err := n.Parse(tc.want)
		if err != nil || o != (Offset{Col: 12, Row: 5}) {
			t.Errorf("parse %q: %v %v", tc.want, o, err)
		}
		if _, err := n.Parse("A1205x"); !errors.Is(err, ErrMalformed) {
			t.Errorf("rowFirst %v sep %q: trailing junk: %v", tc.rowFirst, tc.sep, err)
		}
	}
	for _, sep := range []string{"/", "a", "1", " ", "-----"} {
		n := Numbering{Sheets: sheets, ColumnDigits: 2, RowDigits: 2, Separator: sep}
		if err := n.Validate(g); !errors.Is(err, ErrInvalidNumbering) {
			t.Errorf("separator %q accepted", sep)
		}
	}
}
