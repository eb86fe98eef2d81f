package vassal

import (
	"strings"
	"testing"
)

// A numbering with a separator and three-digit columns (sep="-",
// hLeading=2), first="V" on a flat grid: ids are VASSAL's names, row first.
// By hand (RegularGridNumbering.getName): raw (0,0) at (40,35) is row 01,
// column 001, written "01-001"; raw column 1 (odd, stagger) at (100,70) is
// row 0+1+1 = 02, column 002: "02-002".
func TestImportSeparatorAndLeading(t *testing.T) {
	const xml = `<VASSAL.build.module.map.boardPicker.Board name="Sep Board" width="400" height="320">` +
		`<VASSAL.build.module.map.boardPicker.board.HexGrid dx="60" dy="70" x0="40" y0="35">` +
		`<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering first="V" sep="-" hLeading="2"/>` +
		`</VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`
	out, err := Import(&Source{BuildFile: []byte(xml)}, ImportOptions{DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	if !m.Numbering.RowFirst || m.Numbering.Separator != "-" || m.Numbering.ColumnDigits != 3 || m.Sheets[0].ID != "SepBoard" {
		t.Fatalf("numbering %+v sheet %+v", m.Numbering, m.Sheets[0])
	}
	for _, c := range []pixelCase{{40, 35, "01-001"}, {100, 70, "02-002"}, {160, 245, "04-003"}} {
		if got := idAtPixel(t, out, float64(c.x), float64(c.y)); got != c.want {
			t.Errorf("pixel (%d,%d): %s, want %s", c.x, c.y, got, c.want)
		}
	}
	for _, w := range out.Warnings {
		if strings.Contains(w, "differ") {
			t.Errorf("warning %q", w)
		}
	}
}
