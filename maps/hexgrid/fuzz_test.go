package hexgrid

import (
	"errors"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, id := range []string{
		"S2905", "N1434", "S1401", "s1401", "n4634", "S6934", "X1234", "S29", "", "S7001",
		"1715", "1508", "0101", "S 2905", "S-101", "SS1234", "S12345", "S１２３４", "\x00", "S2410/N",
		"A01", "bb13", "NCC-07", "N-A", "0101", "7B", "120N", "07B",
	} {
		f.Add(id)
	}
	// Issue 27: lettered parts (VASSAL's alphabetic numbering) and
	// unprefixed sheets side by side.
	lettered := Numbering{Sheets: []Sheet{{ID: "x", ColMin: 0, ColMax: 60, RowMin: 1, RowMax: 13}},
		ColumnLetters: true, ColumnDigits: 3, RowDigits: 2}
	rowLetters := Numbering{Sheets: []Sheet{{ID: "N", Prefix: "N", ColMin: 1, ColMax: 30, RowMin: 0, RowMax: 50},
		{ID: "S", Prefix: "S", ColMin: 1, ColMax: 30, RowMin: 0, RowMax: 50, OffsetRow: 51}},
		RowLetters: true, RowFirst: true, RowDigits: 2, Separator: "-"}
	sideBySide := Numbering{Sheets: []Sheet{{ID: "W", ColMin: 1, ColMax: 8, RowMin: 1, RowMax: 5},
		{ID: "E", ColMin: 9, ColMax: 16, RowMin: 1, RowMax: 5, ShortColumnsStart: EvenParity}}}
	atLeast := Numbering{Sheets: []Sheet{{ID: "x", ColMin: 1, ColMax: 120, RowMin: 1, RowMax: 13}},
		ColumnDigits: 1, ColumnAtLeast: true, RowLetters: true, RowDigits: 1}
	numberings := []Numbering{itwNumbering(), plainNumbering(), lettered, rowLetters, sideBySide, atLeast}
	for _, n := range numberings {
		if err := n.Validate(Grid{Orientation: Flat, Stagger: Odd}); err != nil {
			f.Fatal(err)
		}
	}
	sentinels := []error{ErrMalformed, ErrUnknownSheet, ErrOutOfRange}
	f.Fuzz(func(t *testing.T, id string) {
		for _, n := range numberings {
			o, err := n.Parse(id)
			if err != nil {
				if !isOneOf(err, sentinels) {
					t.Fatalf("Parse(%q) error %v wraps no sentinel", id, err)
				}
				continue
			}
			checkParsed(t, n, id, o)
		}
	})
}

func isOneOf(err error, targets []error) bool {
	for _, target := range targets {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

// checkParsed: a parsed id formats to a canonical name that parses back to the
// same hex, and Canonical is idempotent.
func checkParsed(t *testing.T, n Numbering, id string, o Offset) {
	t.Helper()
	name, err := n.Format(o)
	if err != nil {
		t.Fatalf("Parse(%q) = %v but Format fails: %v", id, o, err)
	}
	if back, err := n.Parse(name); err != nil || back != o {
		t.Fatalf("Parse(%q) = %v, Format = %q, which parses to %v, %v", id, o, name, back, err)
	}
	c1, err := n.Canonical(id)
	if err != nil || c1 != name {
		t.Fatalf("Canonical(%q) = %q, %v; want %q", id, c1, err, name)
	}
	if c2, err := n.Canonical(c1); err != nil || c2 != c1 {
		t.Fatalf("Canonical(%q) = %q, %v; not idempotent", c1, c2, err)
	}
	if names := n.Names(o); len(names) == 0 || names[0] != name {
		t.Fatalf("Names(%v) = %v, want %q first", o, names, name)
	}
}
