package vassal

import (
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/vassal/vassalref"
)

// refHex is a hex VASSAL holds on a board: its whole-pixel centre and the
// name VASSAL gives it, as the independent oracle vassalref computes them.
type refHex struct {
	x, y int
	name string
}

// refNames returns the hexes of grid g that VASSAL holds on a board of
// size board (their centre, as HexGrid computes it, inside the board's
// bounds) and, with keep, inside a zone; each named by n in container c,
// through the zone's location format.
func refNames(t *testing.T, g vassalref.Grid, n vassalref.Numbering, board, c vassalref.Container, keep func(x, y int) bool, zoneFormat, zone string) []refHex {
	t.Helper()
	var out []refHex
	seen := map[string]bool{}
	for col := -4; col < 60; col++ {
		for row := -4; row < 60; row++ {
			x, y := g.VassalCentre(col, row)
			if !vassalref.OnBoard(board, x, y) || keep != nil && !keep(x, y) {
				continue
			}
			name := vassalref.ZoneName(zoneFormat, zone, n.LocationName(g, c, x, y))
			if seen[name] {
				t.Fatalf("the oracle names two hexes %q", name)
			}
			seen[name] = true
			out = append(out, refHex{x, y, name})
		}
	}
	return out
}

// idAt returns the id of the imported map's hex under board pixel (x, y)
// of sheet's board, through the import's calibration.
func idAt(t *testing.T, out *Imported, sheet string, x, y int) string {
	t.Helper()
	geo, err := out.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	a, ok := out.Calibration[sheet]
	if !ok {
		t.Fatalf("no calibration of sheet %q", sheet)
	}
	mx, my, ok := invertPoint(a, float64(x), float64(y))
	if !ok {
		t.Fatal("singular calibration")
	}
	l := hexgrid.Layout{Grid: geo.Grid, Size: out.Map.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	id, err := geo.Numbering.Format(l.HexAt(mx, my))
	if err != nil {
		return "(off map)"
	}
	return id
}

// importedIDs returns every id of the imported map, sorted.
func importedIDs(t *testing.T, out *Imported) []string {
	t.Helper()
	geo, err := out.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, o := range geo.Numbering.All() {
		id, err := geo.Numbering.Format(o)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// Issue 27 acceptance: a Commands & Colors style battlefield (zoned,
// sideways, descending, lettered; testdata/ccn-like.buildFile.xml) imports
// to exactly the 113 hexes VASSAL holds, each id VASSAL's name as text
// (letters included) at the hex VASSAL centres there. The names and the
// hexes are the oracle's: HexGridNumbering and RegularGridNumbering.getName
// for the names, hexPointCenterFromRawIndex and Board.contains for which
// hexes are on the board, Zone.getSize for what vDescend counts from.
func TestImportLetteredZonedSidewaysDescending(t *testing.T) {
	// vLeading 1 writes the hexes of a row 01-13; vLeading 0 writes them
	// 1-13, as VASSAL pads no further than its leading zeros.
	for _, lead := range []int{1, 0} {
		t.Run("vLeading="+strconv.Itoa(lead), func(t *testing.T) { testLetteredBattlefield(t, lead) })
	}
}

func testLetteredBattlefield(t *testing.T, vLeading int) {
	bf := fixtureBoards(t, "ccn-like.buildFile.xml", map[string][2]int{"battlefield.png": {1500, 900}})
	data := strings.Replace(string(mustRead(t, bf)), `vLeading="1"`, `vLeading="`+strconv.Itoa(vLeading)+`"`, 1)
	if err := os.WriteFile(bf, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := ImportFile(bf, ImportOptions{DPI: 100})
	if err != nil {
		t.Fatal(err)
	}
	g := vassalref.Grid{X0: 100, Y0: 150, DX: 86.6025, DY: 100, Sideways: true}
	n := vassalref.Numbering{First: "H", HType: "A", VType: "N", HLeading: 0, VLeading: vLeading, HOff: -1, VOff: 1,
		VDescend: true, Stagger: true, LocationFormat: "$gridLocation$"}
	inField := func(x, y int) bool { return x > 110 && x < 1390 && y > 57 && y < 836 }
	want := refNames(t, g, n, vassalref.Container{W: 1500, H: 900}, vassalref.Container{W: 1280, H: 779}, inField, "$gridLocation$", "Field")
	if len(want) != 113 {
		t.Fatalf("the oracle holds %d hexes, want 113 (9 rows of 13 and 12)", len(want))
	}
	var names []string
	for _, h := range want {
		names = append(names, h.name)
	}
	slices.Sort(names)
	if got := importedIDs(t, out); !slices.Equal(got, names) {
		t.Errorf("imported ids (%d):\n%v\nVASSAL's names (%d):\n%v", len(got), got, len(names), names)
	}
	sheet := out.Map.Sheets[0].ID
	for _, h := range want {
		if got := idAt(t, out, sheet, h.x, h.y); got != h.name {
			t.Errorf("VASSAL centre (%d,%d): id %s, VASSAL %s", h.x, h.y, got, h.name)
		}
	}
	if !out.Map.Numbering.RowLetters || out.Map.Numbering.SheetPrefix {
		t.Errorf("numbering %+v: want rows in letters, no prefix", out.Map.Numbering)
	}
	for _, w := range out.Warnings {
		if strings.Contains(w, "differ") || strings.Contains(w, "letters") || strings.Contains(w, "not on the board") {
			t.Errorf("warning %q", w)
		}
	}
}

// Issue 27 acceptance: two boards side by side whose numbers run on
// (testdata/two-boards-continued.buildFile.xml) import with VASSAL's names
// as text, no sheet prefix (VASSAL writes none and no name means two
// hexes), exactly the hexes VASSAL holds on each board (the odd raw
// columns' half hexes centred on the top edge, y = 35 + 35 - 70 = 0, are
// on it: Rectangle.contains holds the top edge; 40 hexes a board), and the
// columns either side of the seam are neighbours.
func TestImportTwoBoardsWithoutPrefix(t *testing.T) {
	bf := fixtureBoards(t, "two-boards-continued.buildFile.xml", map[string][2]int{"west.png": {480, 320}, "east.png": {480, 320}})
	out, err := ImportFile(bf, ImportOptions{DPI: 100})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	if len(m.Sheets) != 2 || m.Numbering.SheetPrefix {
		t.Fatalf("sheets %+v numbering %+v: want two sheets, no prefix", m.Sheets, m.Numbering)
	}
	g := vassalref.Grid{X0: 40, Y0: 35, DX: 60, DY: 70}
	board := vassalref.Container{W: 480, H: 320}
	var names []string
	for i, hOff := range []int{1, 9} {
		n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: hOff, VOff: 1,
			Stagger: true, LocationFormat: "$gridLocation$"}
		for _, h := range refNames(t, g, n, board, board, nil, "$gridLocation$", "") {
			names = append(names, h.name)
			if got := idAt(t, out, m.Sheets[i].ID, h.x, h.y); got != h.name {
				t.Errorf("%s, VASSAL centre (%d,%d): id %s, VASSAL %s", m.Sheets[i].Name, h.x, h.y, got, h.name)
			}
		}
	}
	slices.Sort(names)
	if got := importedIDs(t, out); !slices.Equal(got, names) || len(names) != 80 {
		t.Errorf("imported ids (%d):\n%v\nVASSAL's names (%d, want 80):\n%v", len(got), got, len(names), names)
	}
	// West's last column (raw 7, x = 460) and East's first (x = 480+40):
	// hexes (460,70) and (520,35) are neighbours across the seam.
	geo, _ := m.Geometry()
	a, err1 := geo.Numbering.Parse(idAt(t, out, m.Sheets[0].ID, 460, 70))
	b, err2 := geo.Numbering.Parse(idAt(t, out, m.Sheets[1].ID, 40, 35))
	if err1 != nil || err2 != nil || geo.Grid.Distance(a, b) != 1 {
		t.Errorf("seam hexes %v %v: %v %v, distance %d, want neighbours", a, b, err1, err2, geo.Grid.Distance(a, b))
	}
	for _, w := range out.Warnings {
		if strings.Contains(w, "prefix") || strings.Contains(w, "differ") || strings.Contains(w, "not on the board") {
			t.Errorf("warning %q", w)
		}
	}
}
