package vassal

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/vassal/vassalref"
)

// fixtureBoards lays a hand-built buildFile out as a module folder with a
// generated image per board (name: width, height), and returns the
// buildFile's path.
func fixtureBoards(t testing.TB, buildFile string, images map[string][2]int) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, size := range images {
		writePNG(t, filepath.Join(dir, "images", name), size[0], size[1])
	}
	p := filepath.Join(dir, "buildFile.xml")
	if err := os.WriteFile(p, mustRead(t, filepath.Join("testdata", buildFile)), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// idOnSheet returns the Sandtable id of the hex under board pixel (px, py)
// of the image of sheet id, through that sheet's scan calibration.
func idOnSheet(t testing.TB, m *maps.Map, sheet string, px, py float64) string {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range m.Sheets {
		if s.ID != sheet {
			continue
		}
		x, y, ok := invertPoint(calib.Affine(s.Scan.Affine), px, py)
		if !ok {
			t.Fatal("singular calibration")
		}
		l := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
		id, err := geo.Numbering.Format(l.HexAt(x, y))
		if err != nil {
			return "(off map)"
		}
		return id
	}
	t.Fatalf("no sheet %q", sheet)
	return ""
}

// vassalHex is a hex centre on a board and the name VASSAL gives it,
// worked out by the independent oracle vassalref (written from VASSAL's
// HexGrid.java, HexGridNumbering.java, RegularGridNumbering.java and
// Zone.java).
type vassalHex struct {
	px, py float64
	name   string
}

// vassalHexes returns the hexes of grid g whose centres lie inside the
// rectangle [x0,x1) x [y0,y1) of the board, at least 1 px from its edges,
// named by VASSAL in a container of the given size.
func vassalHexes(g vassalref.Grid, n vassalref.Numbering, c vassalref.Container, x0, y0, x1, y1 float64) []vassalHex {
	var out []vassalHex
	for col := -2; col < 200; col++ {
		for row := -2; row < 200; row++ {
			px, py := g.Centre(col, row)
			if px < x0+1 || py < y0+1 || px > x1-1 || py > y1-1 {
				continue
			}
			ix, iy := int(math.Floor(px+0.5)), int(math.Floor(py+0.5))
			out = append(out, vassalHex{px, py, n.LocationName(g, c, ix, iy)})
		}
	}
	return out
}

// Acceptance (#15): a board named with a space whose sideways hex grid sits
// in a zone of a ZonedGrid, numbered vDescend (which on a sideways grid
// counts VASSAL's columns, down the board, from the zone's far edge), beside
// zones without a grid. It imitates the structure of real modules such as
// Vive l'Empereur (tomo9878/vivelemperor-game: a ZonedGrid with "$name$"
// boxes); see testdata/README.md. Every hex centre of the zone's grid gets
// the id VASSAL prints there, as the oracle computes it.
func TestImportZonedSidewaysVDescend(t *testing.T) {
	bf := fixtureBoards(t, "zoned-sideways.buildFile.xml", map[string][2]int{"metal pitch.png": {640, 480}})
	out, err := ImportFile(bf, ImportOptions{DPI: 150})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	if len(m.Sheets) != 1 || m.Sheets[0].ID != "MetalPitchPitch" || m.Sheets[0].Name != "Metal Pitch: Pitch" || m.Numbering.SheetPrefix {
		t.Fatalf("sheets %+v numbering %+v", m.Sheets, m.Numbering)
	}
	if m.Grid.Orientation != "pointy" || !m.Numbering.RowFirst || m.ID != "metal-pitch" {
		t.Errorf("map %q grid %+v numbering %+v: want pointy, row first", m.ID, m.Grid, m.Numbering)
	}
	if out.Images["metal pitch.png"] == nil || m.Sheets[0].Scan.Path != "metal pitch.png" {
		t.Errorf("scan %+v, images %d", m.Sheets[0].Scan, len(out.Images))
	}
	g := vassalref.Grid{X0: 40, Y0: 30, DX: 50, DY: 58, Sideways: true}
	n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		VDescend: true, Stagger: true, LocationFormat: "$gridLocation$"}
	hill := func(h vassalHex) bool { return h.px >= 190 && h.px < 245 && h.py >= 125 && h.py < 200 }
	farm := func(h vassalHex) bool { return h.px >= 310 && h.px < 330 && h.py >= 330 && h.py < 350 }
	checked := 0
	for _, h := range vassalHexes(g, n, vassalref.Container{W: 560, H: 480}, 0, 0, 560, 480) {
		if hill(h) || farm(h) {
			continue // VASSAL names them after their zone
		}
		name := vassalref.ZoneName("$gridLocation$", "Pitch", h.name)
		if got := idOnSheet(t, m, "MetalPitchPitch", h.px, h.py); got != name {
			t.Errorf("hex centre (%.0f,%.0f): id %s, VASSAL %s", h.px, h.py, got, name)
		}
		checked++
	}
	if checked < 60 {
		t.Errorf("only %d hexes checked", checked)
	}
	if len(m.Areas) != 1 || m.Areas[0].Name != "Hill 112" || len(m.Areas[0].Hexes) != 2 {
		t.Errorf("areas %+v, want Hill 112 with 2 hexes", m.Areas)
	}
	if len(m.Places) != 1 || m.Places[0].Name != "Farm" || m.Places[0].Hex != idOnSheet(t, m, "MetalPitchPitch", 320, 340) {
		t.Errorf("places %+v, want Farm at the hex under (320,340)", m.Places)
	}
	for _, want := range []string{`zone "Reinforcements": no hex centre`, `zone "Turn Track": no hex centre`, "mirrored"} {
		if !hasWarning(out.Warnings, want) {
			t.Errorf("warnings %q: none says %q", out.Warnings, want)
		}
	}
	if hasWarning(out.Warnings, "differ from VASSAL") {
		t.Errorf("ids differ: %q", out.Warnings)
	}
}

// Acceptance (#15): two boards named with spaces laid side by side by the
// board picker's default setup (the slot layout of VASSAL's
// BoardPicker.decode and Map.setBoardBoundaries) become two sheets of one
// map, each numbered as VASSAL numbers its board, with a sheet prefix; the
// board outside the setup is not imported.
func TestImportTwoBoardPicker(t *testing.T) {
	bf := fixtureBoards(t, "two-boards.buildFile.xml", map[string][2]int{"board f.png": {480, 320}, "board g.png": {480, 320}, "board h.png": {480, 320}})
	out, err := ImportFile(zipModule(t, bf), ImportOptions{DPI: 100})
	if err != nil {
		t.Fatal(err)
	}
	m := out.Map
	if len(m.Sheets) != 2 || m.Sheets[0].ID != "BoardF" || m.Sheets[1].ID != "BoardG" || !m.Numbering.SheetPrefix {
		t.Fatalf("sheets %+v numbering %+v", m.Sheets, m.Numbering)
	}
	if m.ID != "battle-map" || m.Sheets[1].Offset != (maps.SheetShift{Column: 8}) || m.Sheets[0].Name != "Board F" {
		t.Errorf("map %q sheets %+v: board G 8 columns right of board F", m.ID, m.Sheets)
	}
	if len(out.Images) != 2 {
		t.Errorf("%d images, want 2", len(out.Images))
	}
	g := vassalref.Grid{X0: 40, Y0: 35, DX: 60, DY: 70}
	n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		Stagger: true, LocationFormat: "$gridLocation$"}
	for _, sheet := range []string{"BoardF", "BoardG"} {
		hexes := vassalHexes(g, n, vassalref.Container{W: 480, H: 320}, 0, 0, 480, 320)
		for _, h := range hexes {
			if got := idOnSheet(t, m, sheet, h.px, h.py); got != sheet+h.name {
				t.Errorf("%s hex centre (%.0f,%.0f): id %s, want %s + VASSAL %s", sheet, h.px, h.py, got, sheet, h.name)
			}
		}
		if len(hexes) < 30 {
			t.Errorf("%s: only %d hexes", sheet, len(hexes))
		}
	}
	// Board G's first column is board F's ninth: neighbours across the seam.
	geo, _ := m.Geometry()
	f, _ := geo.Numbering.Parse("BoardF0801")
	gg, _ := geo.Numbering.Parse("BoardG0101")
	if geo.Grid.Distance(f, gg) != 1 {
		t.Errorf("BoardF0801 and BoardG0101 are %d apart, want neighbours", geo.Grid.Distance(f, gg))
	}
	if !hasWarning(out.Warnings, `sheet prefix "BoardF"`) {
		t.Errorf("warnings %q: none about the added prefix", out.Warnings)
	}
	for _, w := range out.Warnings {
		if strings.Contains(w, "Board H") || strings.Contains(w, "differ") {
			t.Errorf("warning %q", w)
		}
	}
}
