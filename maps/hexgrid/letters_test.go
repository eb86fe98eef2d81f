package hexgrid

import (
	"errors"
	"strings"
	"testing"
)

// TestLetteredParts: a part in letters is written as VASSAL's
// RegularGridNumbering.getName writes an alphabetic part
// (vassalengine/vassal, vassal-app/src/main/java/VASSAL/build/module/map/
// boardPicker/board/mapgrid/RegularGridNumbering.java L551-560: do { val +=
// ALPHABET.charAt(v % 26); v -= 26 } while (v >= 0)). Worked by hand: 0 ->
// "A"; 2 -> "C"; 25 -> "Z"; 26 -> "A" then v = 0 -> "AA"; 27 -> "BB"; 53 ->
// 53%26 = 1, three times (53, 27, 1) -> "BBB".
func TestLetteredParts(t *testing.T) {
	n := Numbering{Sheets: []Sheet{{ID: "map", ColMin: 0, ColMax: 77, RowMin: 1, RowMax: 9}},
		ColumnLetters: true, ColumnDigits: 3, RowDigits: 1}
	for _, tc := range []struct {
		col, row int
		id       string
	}{{0, 1, "A1"}, {2, 5, "C5"}, {25, 9, "Z9"}, {26, 3, "AA3"}, {27, 3, "BB3"}, {53, 1, "BBB1"}} {
		o := Offset{Col: tc.col, Row: tc.row}
		got, err := n.Format(o)
		if err != nil || got != tc.id {
			t.Errorf("Format(%v) = %q, %v; want %q", o, got, err, tc.id)
		}
		for _, written := range []string{tc.id, string(append([]byte{tc.id[0] | 0x20}, tc.id[1:]...))} {
			if back, err := n.Parse(written); err != nil || back != o {
				t.Errorf("Parse(%q) = %v, %v; want %v", written, back, err, o)
			}
		}
	}
	for _, bad := range []string{"AB3", "AAAA1", "A", "A10", "1A", "Ab3"} {
		if _, err := n.Parse(bad); !errors.Is(err, ErrMalformed) {
			t.Errorf("Parse(%q): %v, want ErrMalformed", bad, err)
		}
	}
	// Row first, in letters, after a sheet prefix that is letters too, on a
	// sideways VASSAL grid's order: "B" + row "CC" (28) + column "07".
	m := Numbering{Sheets: []Sheet{{ID: "B", Prefix: "B", ColMin: 1, ColMax: 12, RowMin: 0, RowMax: 30}},
		RowLetters: true, RowFirst: true, RowDigits: 2}
	if got, _ := m.Format(Offset{Col: 7, Row: 28}); got != "BCC07" {
		t.Errorf("Format = %q, want BCC07", got)
	}
	if o, err := m.Parse("bcc07"); err != nil || o != (Offset{Col: 7, Row: 28}) {
		t.Errorf("Parse(bcc07) = %v, %v", o, err)
	}
	if err := m.Validate(Grid{Orientation: Flat, Stagger: Odd}); err != nil {
		t.Error(err)
	}
}

// TestUnprefixedSheets: two boards without prefixes whose numbers do not
// meet (VASSAL boards numbered on from each other: columns 1-10 and 11-20)
// name their hexes without a prefix, each parsed back onto its own sheet.
func TestUnprefixedSheets(t *testing.T) {
	n := Numbering{Sheets: []Sheet{
		{ID: "F", ColMin: 1, ColMax: 10, RowMin: 1, RowMax: 8},
		{ID: "G", ColMin: 11, ColMax: 20, RowMin: 1, RowMax: 8, OffsetCol: 2},
	}}
	if err := n.Validate(Grid{Orientation: Flat, Stagger: Odd}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id    string
		sheet string
		o     Offset
	}{{"0101", "F", Offset{1, 1}}, {"1008", "F", Offset{10, 8}}, {"1101", "G", Offset{13, 1}}, {"2008", "G", Offset{22, 8}}} {
		s, _, _, err := n.ParsePrinted(tc.id)
		if err != nil || s.ID != tc.sheet {
			t.Errorf("ParsePrinted(%q): sheet %q, %v; want %s", tc.id, s.ID, err, tc.sheet)
		}
		if got, err := n.Format(tc.o); err != nil || got != tc.id {
			t.Errorf("Format(%v) = %q, %v; want %q", tc.o, got, err, tc.id)
		}
	}
	if _, err := n.Parse("2109"); !errors.Is(err, ErrOutOfRange) {
		t.Errorf("Parse(2109): %v, want ErrOutOfRange", err)
	}
}

// TestShortColumnsStart: columns of one parity that start a row late.
func TestShortColumnsStart(t *testing.T) {
	s := Sheet{ID: "x", ColMin: 1, ColMax: 4, RowMin: 1, RowMax: 5, ShortColumnsStart: EvenParity, ShortRowsStart: OddParity}
	for _, tc := range []struct {
		col, row int
		want     bool
	}{{2, 1, false}, {3, 1, true}, {2, 2, true}, {1, 3, false}, {1, 2, true}, {4, 5, true}} {
		if got := s.HoldsPrinted(tc.col, tc.row); got != tc.want {
			t.Errorf("HoldsPrinted(%d,%d) = %v, want %v", tc.col, tc.row, got, tc.want)
		}
	}
}

// TestAtLeastDigits: a part of at least so many digits is written as
// VASSAL's RegularGridNumbering.getName writes a number (L562-565: while
// (leading > 0 && v < 10^leading--) a "0" goes before it; no more): with
// hLeading 0, 7 is "7" and 12 is "12"; with vLeading 1, 3 is "03" and 123
// is "123". So column 7 row 12 is "712" and column 12 row 3 "1203" (the
// row keeps its fixed two digits at the end), and with the row of at least
// two digits after a separator, column 1 row 123 is "1-123".
func TestAtLeastDigits(t *testing.T) {
	n := Numbering{Sheets: []Sheet{{ID: "m", ColMin: 1, ColMax: 15, RowMin: 1, RowMax: 12}},
		ColumnDigits: 1, ColumnAtLeast: true, RowDigits: 2}
	m := Numbering{Sheets: []Sheet{{ID: "m", ColMin: 1, ColMax: 15, RowMin: 1, RowMax: 150}},
		ColumnDigits: 1, ColumnAtLeast: true, RowDigits: 2, RowAtLeast: true, Separator: "-"}
	for _, tc := range []struct {
		n        Numbering
		col, row int
		id       string
	}{{n, 7, 12, "712"}, {n, 12, 3, "1203"}, {n, 15, 12, "1512"}, {m, 1, 123, "1-123"}, {m, 10, 3, "10-03"}} {
		o := Offset{Col: tc.col, Row: tc.row}
		if got, err := tc.n.Format(o); err != nil || got != tc.id {
			t.Errorf("Format(%v) = %q, %v; want %q", o, got, err, tc.id)
		}
		if back, err := tc.n.Parse(tc.id); err != nil || back != o {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.id, back, err, o)
		}
	}
	for _, bad := range []string{"0712", "7-012", "12", "10-3", "01-03"} {
		nn := n
		if strings.Contains(bad, "-") {
			nn = m
		}
		if o, err := nn.Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, o)
		}
	}
	both := Numbering{Sheets: n.Sheets, ColumnAtLeast: true, RowAtLeast: true}
	if err := both.Validate(Grid{Orientation: Flat, Stagger: Odd}); err == nil {
		t.Error("two parts of at least so many digits with nothing between them: Validate = nil")
	}
}
