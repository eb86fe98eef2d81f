package hexgrid

import (
	"errors"
	"testing"
)

// TestShortColumns: on the Hood Strikes North sheet (columns 01-58, rows
// 01-34, even columns low) the even columns stop at row 33 (HSN L808 gives
// column 44 as 4401-4433), while odd ones reach 34 (4534, 5134 are used).
func TestShortColumns(t *testing.T) {
	g := Grid{Orientation: Flat, Stagger: Even}
	n := Numbering{Sheets: []Sheet{{ID: "HSN", ColMin: 1, ColMax: 58, RowMin: 1, RowMax: 34, ShortColumns: EvenParity}}}
	if err := n.Validate(g); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"4534", "5134", "4433", "5833", "0101"} {
		if _, err := n.Parse(id); err != nil {
			t.Errorf("%s should exist: %v", id, err)
		}
	}
	for _, id := range []string{"3234", "4434", "5834"} {
		if _, err := n.Parse(id); !errors.Is(err, ErrOutOfRange) {
			t.Errorf("%s should be off the sheet, got %v", id, err)
		}
	}
	// 4433 is now on the edge (its southern neighbour 4434 does not exist);
	// 4533 is not (4534 exists below it).
	for id, want := range map[string]bool{"4433": true, "4533": false, "5134": true} {
		o, _ := n.Parse(id)
		if got := n.OnEdge(g, o); got != want {
			t.Errorf("OnEdge(%s) = %v, want %v", id, got, want)
		}
	}
	if got, want := len(n.All()), 29*34+29*33; got != want {
		t.Errorf("%d hexes, want %d", got, want)
	}
}
