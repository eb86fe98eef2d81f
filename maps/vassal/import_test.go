package vassal

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// pixelCase is a board pixel and the name VASSAL gives the hex there,
// worked out by hand.
type pixelCase struct {
	x, y int
	want string
}

// Flat board: x0 40, y0 35, dx 60, dy 70, hOff = vOff = 1, stagger on.
// VASSAL: raw column = floor((x-40)/60 + 1/2); raw row = round((y-35)/70)
// in even raw columns, round((y-35-35)/70) in odd ones; stagger adds 1 to
// the row in odd raw columns; names are column+1 and row+1, two digits.
var flatCases = []pixelCase{
	{40, 35, "0101"},   // raw (0,0)
	{100, 70, "0202"},  // raw col 1, row round(0/70)=0, +1 stagger -> row 1 -> 02
	{110, 80, "0202"},  // same hex, off centre: col floor(70/60+.5)=1, row round(10/70)=0
	{220, 210, "0404"}, // raw col 3, row round(140/70)=2, +1 -> 3 -> 04
	{160, 245, "0304"}, // raw col 2 (even), row round(210/70)=3 -> 04
	{340, 70, "0602"},  // raw col 5, row 0, +1 -> 02
}

// Pointy board (sideways): VASSAL swaps x and y first, so x0 30 and dx 60
// run down the board, y0 40 and dy 70 across. first="V" writes the row
// part (counted across the board) before the column part (counted down).
var pointyCases = []pixelCase{
	{40, 30, "0101"},   // swapped (30,40): raw col 0, raw row 0
	{75, 90, "0102"},   // swapped (90,75): col floor(60/60+.5)=1 (odd), row round((75-40-35)/70)=0; no stagger: R 01, C 02
	{180, 150, "0303"}, // swapped (150,180): col 2, row round(140/70)=2: R 03, C 03
	{215, 210, "0304"}, // swapped (210,215): col 3 (odd), row round(140/70)=2: R 03, C 04
}

func TestImportFlatBoard(t *testing.T) {
	out, err := ImportFile(fixtureModule(t), ImportOptions{Board: "Flat", DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	// VASSAL stagger on with hOff 1: raw even columns (printed 1, 3, 5...)
	// sit half a hex lower than the row numbers of their neighbours say, so
	// Sandtable's stagger is odd.
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "odd" {
		t.Fatalf("grid %s/%s, want flat/odd", m.Grid.Orientation, m.Grid.Stagger)
	}
	if got, want := m.Grid.HexAcrossFlatsMM, 70/96.0*25.4; math.Abs(got-want) > 1e-9 {
		t.Errorf("hex size %g mm, want %g (70 px at 96 dpi)", got, want)
	}
	if m.Sheets[0].Scan == nil || m.Sheets[0].Scan.Path != "flat.png" || out.Images["flat.png"] == nil {
		t.Fatalf("scan %+v, image %d bytes", m.Sheets[0].Scan, len(out.Images["flat.png"]))
	}
	// Raw column 6 is centred on the right edge (x = 400): a half hex, not
	// on the board. Odd raw columns' row -1 is centred on the top edge.
	if m.Sheets[0].Columns != [2]int{1, 6} || m.Sheets[0].Rows != [2]int{1, 5} {
		t.Errorf("sheet columns %v rows %v, want 1-6 and 1-5", m.Sheets[0].Columns, m.Sheets[0].Rows)
	}
	for _, c := range flatCases {
		if got := idAtPixel(t, out, float64(c.x), float64(c.y)); got != c.want {
			t.Errorf("pixel (%d,%d): %s, want %s", c.x, c.y, got, c.want)
		}
	}
	if len(out.Warnings) != 0 {
		t.Errorf("warnings: %v", out.Warnings)
	}
}

func TestImportPointyBoardFromVmod(t *testing.T) {
	out, err := ImportFile(zipModule(t, fixtureModule(t)), ImportOptions{Board: "Pointy", DPI: 150})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	// No stagger, hOff 1: VASSAL's odd raw columns (down the board), that is
	// printed rows 2, 4..., are shifted: Sandtable pointy/even.
	if m.Grid.Orientation != "pointy" || m.Grid.Stagger != "even" {
		t.Fatalf("grid %s/%s, want pointy/even", m.Grid.Orientation, m.Grid.Stagger)
	}
	for _, c := range pointyCases {
		if got := idAtPixel(t, out, float64(c.x), float64(c.y)); got != c.want {
			t.Errorf("pixel (%d,%d): %s, want %s", c.x, c.y, got, c.want)
		}
	}
	if len(out.Warnings) != 0 {
		t.Errorf("warnings: %v", out.Warnings)
	}
}

// TestImportZonedBoard: the zone's own grid (dy 20) does not line up with
// the background grid and is left out with a warning; the background grid
// has no dx (regular: 64*sqrt(3)/2 = 55.43), offsets 0 and a Z prefix. By
// hand: (111,32): column floor(111/55.43+.5)=2, row round(0/64)=0 -> Z0200;
// (55,64): column 1, row round((64-32-32)/64)=0 -> Z0100; (111,96): column
// 2, row round(64/64)=1 -> Z0201. Raw column 0 is centred on the left edge
// (x = 0): VASSAL's Rectangle.contains holds its left edge, so that half
// hex is on the board and the sheet starts at column 0 (issue 27; it
// started at 1 before). The odd columns' half hexes centred on the top
// edge (y = 32 - 64 + 32 = 0) are on the board too, in row -1, which
// Sandtable numbers cannot write: left out with a warning.
func TestImportZonedBoard(t *testing.T) {
	out, err := ImportFile(fixtureModule(t), ImportOptions{Board: "Zoned", ID: "z", Ruleset: "classic", DefaultTerrain: "clear", DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	if !m.Numbering.SheetPrefix || len(m.Sheets) != 1 || m.Sheets[0].ID != "Z" {
		t.Fatalf("numbering %+v sheets %+v, want one with prefix Z", m.Numbering, m.Sheets)
	}
	for _, c := range []pixelCase{{111, 32, "Z0200"}, {55, 64, "Z0100"}, {111, 96, "Z0201"}} {
		if got := idAtPixel(t, out, float64(c.x), float64(c.y)); got != c.want {
			t.Errorf("pixel (%d,%d): %s, want %s", c.x, c.y, got, c.want)
		}
	}
	for _, want := range []string{"zoned.png", "hexes with negative numbers left out", `Zoned: Box: its hex grid is left out`, `zone "Box": VASSAL names every location in it "Box"`} {
		if !hasWarning(out.Warnings, want) {
			t.Errorf("warnings %q: none says %q", out.Warnings, want)
		}
	}
	if m.Sheets[0].Rows[0] != 0 || m.Sheets[0].Columns[0] != 0 {
		t.Errorf("columns %v rows %v, want from 0 and 0", m.Sheets[0].Columns, m.Sheets[0].Rows)
	}
}

// hasWarning reports whether a warning contains want.
func hasWarning(warnings []string, want string) bool {
	for _, w := range warnings {
		if strings.Contains(w, want) {
			return true
		}
	}
	return false
}

// TestNumberingNames checks the replica of VASSAL's naming on the hand
// cases, names included (not only ids through Sandtable).
func TestNumberingNames(t *testing.T) {
	boards, err := ParseBuildFile(mustRead(t, "testdata/buildFile.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != 3 {
		t.Fatalf("%d boards, want 3", len(boards))
	}
	for i, cases := range [][]pixelCase{flatCases, pointyCases} {
		b := boards[i]
		for _, c := range cases {
			if got := b.Numbering.Name(b.Grid, boardSize{400, 400}, c.x, c.y); got != c.want {
				t.Errorf("%s (%d,%d): %s, want %s", b.Name, c.x, c.y, got, c.want)
			}
		}
	}
	for _, tc := range []struct {
		v, lead int
		typ     byte
		want    string
	}{{5, 1, 'N', "05"}, {5, 2, 'N', "005"}, {50, 2, 'N', "050"}, {123, 1, 'N', "123"},
		{0, 0, 'A', "A"}, {25, 0, 'A', "Z"}, {26, 0, 'A', "AA"}, {27, 0, 'A', "BB"}, {-3, 1, 'N', "-03"}} {
		if got := partName(tc.v, tc.typ, tc.lead); got != tc.want {
			t.Errorf("partName(%d, %c, %d) = %q, want %q", tc.v, tc.typ, tc.lead, got, tc.want)
		}
	}
}

func TestImportErrors(t *testing.T) {
	for _, tc := range []struct{ name, xml, want string }{
		{"no board", `<VASSAL.build.GameModule/>`, "no board"},
		{"bad dy", `<VASSAL.build.module.map.boardPicker.Board name="b" width="10" height="10"><VASSAL.build.module.map.boardPicker.board.HexGrid dy="x"/></VASSAL.build.module.map.boardPicker.Board>`, "dy"},
		{"tiny dy", `<VASSAL.build.module.map.boardPicker.Board name="b" width="10" height="10"><VASSAL.build.module.map.boardPicker.board.HexGrid dy="0.001"/></VASSAL.build.module.map.boardPicker.Board>`, "dy"},
		{"no size", `<VASSAL.build.module.map.boardPicker.Board name="b"><VASSAL.build.module.map.boardPicker.board.HexGrid/></VASSAL.build.module.map.boardPicker.Board>`, "size unknown"},
		{"huge", `<VASSAL.build.module.map.boardPicker.Board name="b" width="2000000000" height="2000000000"><VASSAL.build.module.map.boardPicker.board.HexGrid dy="2"/></VASSAL.build.module.map.boardPicker.Board>`, "more than"},
		{"not xml", `<<<`, "buildFile"},
	} {
		_, err := Import(&Source{BuildFile: []byte(tc.xml)}, ImportOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestImportDescendingAndStaggerCombinations: for every combination of
// sideways, first, stagger, hDescend, vDescend and an odd or even hOff, the
// import finds a Sandtable parity under which every hex centre lands where
// the calibration puts it (Import fails otherwise) and every id equals
// VASSAL's name (a warning otherwise); descending numbers only warn that
// the map is the board mirrored or turned.
func TestImportDescendingAndStaggerCombinations(t *testing.T) {
	const tmpl = `<VASSAL.build.module.map.boardPicker.Board name="b" width="613" height="577">` +
		`<VASSAL.build.module.map.boardPicker.board.HexGrid sideways="%v" dy="64" x0="40" y0="45">` +
		`<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering stagger="%v" hDescend="%v" vDescend="%v" hOff="%d" vOff="3" first="%s"/>` +
		`</VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`
	for _, sideways := range []bool{false, true} {
		for _, first := range []string{"H", "V"} {
			for _, stagger := range []bool{false, true} {
				for _, hd := range []bool{false, true} {
					for _, vd := range []bool{false, true} {
						for _, hOff := range []int{1, 2} {
							xml := fmt.Sprintf(tmpl, sideways, stagger, hd, vd, hOff, first)
							out, err := Import(&Source{BuildFile: []byte(xml)}, ImportOptions{DPI: 96})
							if err != nil {
								t.Errorf("sideways %v first %s stagger %v hDescend %v vDescend %v hOff %d: %v", sideways, first, stagger, hd, vd, hOff, err)
								continue
							}
							for _, w := range out.Warnings {
								if !strings.Contains(w, "descend") {
									t.Errorf("sideways %v first %s stagger %v hDescend %v vDescend %v hOff %d: %v", sideways, first, stagger, hd, vd, hOff, w)
								}
							}
						}
					}
				}
			}
		}
	}
}
