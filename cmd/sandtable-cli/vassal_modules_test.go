package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/vassal/vassalref"
)

// vassalModule lays a hand-built buildFile of maps/vassal/testdata out as
// a module folder, with a generated PNG per board image (name: width,
// height), and returns the buildFile's path.
func vassalModule(t *testing.T, buildFile string, images map[string][2]int) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, size := range images {
		img := image.NewRGBA(image.Rect(0, 0, size[0], size[1]))
		for i := range img.Pix {
			img.Pix[i] = 0xc0
		}
		img.SetRGBA(0, 0, color.RGBA{0, 0, 0, 0xff})
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "images", name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "maps", "vassal", "testdata", buildFile))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "buildFile.xml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// importAndValidate runs vassal import into a folder that does not exist
// yet, then validate on the map written, and returns the map.
func importAndValidate(t *testing.T, buildFile string, args ...string) *maps.Map {
	t.Helper()
	out := filepath.Join(t.TempDir(), "new", "folder", "imported.map.json")
	msg, err := runSubcommand(newVassalCmd(), append([]string{"import", buildFile, "-o", out}, args...)...)
	if err != nil {
		t.Fatalf("import: %v\n%s", err, msg)
	}
	code, stdout, stderr := runCLI(t, "validate", "--format", "json", out)
	var diags []struct{ Severity, Code, Message string }
	_ = json.Unmarshal([]byte(stdout), &diags)
	for _, d := range diags {
		if d.Severity == "error" {
			t.Errorf("validate: %s %s", d.Code, d.Message)
		}
	}
	if code != 0 {
		t.Fatalf("validate exit %d:\n%s\n%s", code, stdout, stderr)
	}
	m, err := maps.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range m.Sheets {
		if _, err := os.Stat(filepath.Join(filepath.Dir(out), s.Scan.Path)); err != nil {
			t.Errorf("sheet %s: scan not written: %v", s.ID, err)
		}
	}
	return m
}

// vassalIDAt returns the id of the hex under pixel (px, py) of sheet's
// board image, through its calibration.
func vassalIDAt(t *testing.T, m *maps.Map, sheet string, px, py float64) string {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range m.Sheets {
		if s.ID == sheet {
			a := s.Scan.Affine
			det := a[0]*a[4] - a[1]*a[3]
			dx, dy := px-a[2], py-a[5]
			x, y := (a[4]*dx-a[1]*dy)/det, (a[0]*dy-a[3]*dx)/det
			l := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
			id, _ := geo.Numbering.Format(l.HexAt(x, y))
			return id
		}
	}
	t.Fatalf("no sheet %s", sheet)
	return ""
}

// checkVASSALNames compares the id at every hex centre of grid g inside the
// rectangle (x0,y0)-(x1,y1) with the name VASSAL gives it, computed by the
// independent oracle vassalref (from VASSAL's HexGridNumbering.java and
// RegularGridNumbering.java), skipping centres skip says VASSAL names
// otherwise (zones).
func checkVASSALNames(t *testing.T, m *maps.Map, sheet, prefix string, g vassalref.Grid, n vassalref.Numbering, c vassalref.Container, x1, y1 float64, skip func(x, y float64) bool) {
	t.Helper()
	checked := 0
	for col := -2; col < 100; col++ {
		for row := -2; row < 100; row++ {
			px, py := g.Centre(col, row)
			if px < 1 || py < 1 || px > x1-1 || py > y1-1 || skip(px, py) {
				continue
			}
			want := prefix + n.LocationName(g, c, int(math.Floor(px+0.5)), int(math.Floor(py+0.5)))
			if got := vassalIDAt(t, m, sheet, px, py); got != want {
				t.Errorf("%s (%.0f,%.0f): id %q, VASSAL %q", sheet, px, py, got, want)
			}
			checked++
		}
	}
	if checked < 30 {
		t.Errorf("%s: %d hexes checked", sheet, checked)
	}
}

// Acceptance (#15): `sandtable-cli vassal import` on a board named "Metal
// Pitch" whose sideways grid sits in a zone, numbered vDescend, writes a map
// (and its folder) that validates with no error and whose ids are VASSAL's.
func TestVassalImportZonedSidewaysValidates(t *testing.T) {
	bf := vassalModule(t, "zoned-sideways.buildFile.xml", map[string][2]int{"metal pitch.png": {640, 480}})
	m := importAndValidate(t, bf, "--dpi", "150")
	g := vassalref.Grid{X0: 40, Y0: 30, DX: 50, DY: 58, Sideways: true}
	n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		VDescend: true, Stagger: true, LocationFormat: "$gridLocation$"}
	inZone := func(x, y float64) bool {
		return x >= 190 && x < 245 && y >= 125 && y < 200 || x >= 310 && x < 330 && y >= 330 && y < 350
	}
	checkVASSALNames(t, m, m.Sheets[0].ID, "", g, n, vassalref.Container{W: 560, H: 480}, 560, 480, inZone)
	if len(m.Areas) != 1 || len(m.Places) != 1 {
		t.Errorf("areas %+v places %+v", m.Areas, m.Places)
	}
}

// Acceptance (#15): two boards named with spaces, laid out by the board
// picker's default setup, import as one map of two sheets that validates,
// each board's hexes named as VASSAL names them, after the sheet prefix.
func TestVassalImportTwoBoardPickerValidates(t *testing.T) {
	bf := vassalModule(t, "two-boards.buildFile.xml", map[string][2]int{"board f.png": {480, 320}, "board g.png": {480, 320}, "board h.png": {480, 320}})
	m := importAndValidate(t, bf, "--ruleset", "classic", "--default-terrain", "clear")
	if len(m.Sheets) != 2 {
		t.Fatalf("sheets %+v", m.Sheets)
	}
	g := vassalref.Grid{X0: 40, Y0: 35, DX: 60, DY: 70}
	n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		Stagger: true, LocationFormat: "$gridLocation$"}
	none := func(x, y float64) bool { return false }
	for _, s := range m.Sheets {
		if !strings.HasPrefix(s.Name, "Board ") {
			t.Errorf("sheet %s label %q, want the board's name", s.ID, s.Name)
		}
		checkVASSALNames(t, m, s.ID, s.ID, g, n, vassalref.Container{W: 480, H: 320}, 480, 320, none)
	}
}
