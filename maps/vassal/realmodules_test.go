package vassal

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/vassal/vassalref"
)

// realModuleDir holds real third-party VASSAL modules (.vmod) or module
// folders (buildFile.xml with images/), when the machine has them; they
// are never copied into the repository. SANDTABLE_VASSAL_MODULES names
// another folder.
var realModuleDir = func() string {
	if d := os.Getenv("SANDTABLE_VASSAL_MODULES"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "fixtures", "vassal")
}()

// TestRealModulesMatchVassalref (issue 27): every real module found in
// realModuleDir imports (from its boards alone) to hexes whose ids are the
// names the oracle vassalref gives VASSAL's hexes there, every hex VASSAL
// holds on each board (and zone) and no other. Where the import cannot
// write VASSAL's name it must say so in a warning; a difference it does
// not report fails. Skipped when no real module is there.
func TestRealModulesMatchVassalref(t *testing.T) {
	var paths []string
	for _, pat := range []string{"*.vmod", "*/buildFile.xml", "*/buildFile"} {
		m, _ := filepath.Glob(filepath.Join(realModuleDir, pat))
		paths = append(paths, m...)
	}
	if len(paths) == 0 {
		t.Skipf("no real VASSAL module in %s (*.vmod or */buildFile.xml): put third-party modules there to check the import against vassalref", realModuleDir)
	}
	for _, p := range paths {
		t.Run(filepath.Base(filepath.Dir(p))+"/"+filepath.Base(p), func(t *testing.T) { checkRealModule(t, p) })
	}
}

func checkRealModule(t *testing.T, path string) {
	src, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Import(src, ImportOptions{BoardsOnly: true, DPI: 100})
	if err != nil {
		t.Skipf("not importable: %v", err)
	}
	warned := strings.Join(out.Warnings, "\n")
	sheetOf := map[string]string{}
	for _, s := range out.Map.Sheets {
		sheetOf[s.Name] = s.ID
	}
	checked := 0
	held := map[string]bool{}
	for _, b := range out.Boards {
		size := realBoardSize(t, src, b)
		parts := []*Zone{}
		for i := range b.Zones {
			if b.Zones[i].Grid != nil {
				parts = append(parts, &b.Zones[i])
			}
		}
		if b.Background {
			parts = append(parts, nil)
		}
		for _, z := range parts {
			label, g, num, cont := b.Name, b.Grid, b.Numbering, size
			if z != nil {
				label, g, num, cont = b.Name+": "+z.Name, *z.Grid, z.Numbering, polygonSize(z.Path)
			}
			sheet, ok := sheetOf[label]
			if !ok {
				if !strings.Contains(warned, label) {
					t.Errorf("%s: no sheet, and no warning says why", label)
				}
				continue
			}
			rg, rn := refGrid(g), refNumbering(num)
			for col := -4; col < 400; col++ {
				for row := -4; row < 400; row++ {
					x, y := rg.VassalCentre(col, row)
					if !vassalref.OnBoard(size, x, y) {
						continue
					}
					zi := firstZoneRef(b.Zones, x, y)
					name := rn.LocationName(rg, cont, x, y)
					switch {
					case z != nil && (zi < 0 || &b.Zones[zi] != z):
						continue
					case z == nil && zi >= 0 && !b.Zones[zi].UseParentGrid:
						continue
					case z != nil || zi >= 0:
						zz := z
						if zz == nil {
							zz = &b.Zones[zi]
						}
						name = vassalref.ZoneName(zz.LocationFormat, zz.Name, name)
					}
					got := idAt(t, out, sheet, x, y)
					if out.Map.Numbering.SheetPrefix && !strings.HasPrefix(name, sheet) {
						name = sheet + name
					}
					if got != name && !strings.Contains(warned, label) {
						t.Errorf("%s, VASSAL centre (%d,%d): id %q, VASSAL %q, and no warning says the ids differ", label, x, y, got, name)
					}
					held[got] = true
					checked++
				}
			}
		}
	}
	extra := 0
	for _, id := range importedIDs(t, out) {
		if !held[id] {
			extra++
		}
	}
	if extra > 0 && !strings.Contains(warned, "not on the board") && !strings.Contains(warned, "left out") {
		t.Errorf("%d hexes of the import are on no VASSAL board, and no warning says so", extra)
	}
	t.Logf("%d hexes checked against vassalref; warnings: %q", checked, out.Warnings)
}

// realBoardSize is the board's size: its image's, else its width and
// height.
func realBoardSize(t *testing.T, src *Source, b Board) vassalref.Container {
	if b.Image != "" && src.ReadImage != nil {
		if data, err := src.ReadImage(b.Image); err == nil {
			if cfg, _, err := image.DecodeConfig(bytes.NewReader(data)); err == nil {
				return vassalref.Container{W: cfg.Width, H: cfg.Height}
			}
		}
	}
	if b.Width <= 0 || b.Height <= 0 {
		t.Skipf("board %q: size unknown", b.Name)
	}
	return vassalref.Container{W: b.Width, H: b.Height}
}

// firstZoneRef is ZonedGrid's search for the zone of a point: the first
// zone whose polygon holds it (even-odd rule, java.awt.Polygon), or -1.
func firstZoneRef(zones []Zone, x, y int) int {
	for i, z := range zones {
		in := false
		p := z.Path
		for a, c := 0, len(p)-1; a < len(p); c, a = a, a+1 {
			ya, yc := float64(p[a].Y), float64(p[c].Y)
			if (ya > float64(y)) != (yc > float64(y)) &&
				float64(x) < float64(p[c].X-p[a].X)*(float64(y)-ya)/(yc-ya)+float64(p[a].X) {
				in = !in
			}
		}
		if in {
			return i
		}
	}
	return -1
}

// polygonSize is Zone.getSize: the polygon's bounding box.
func polygonSize(p []Point) vassalref.Container {
	if len(p) == 0 {
		return vassalref.Container{}
	}
	x0, y0, x1, y1 := p[0].X, p[0].Y, p[0].X, p[0].Y
	for _, q := range p {
		x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
	}
	return vassalref.Container{W: x1 - x0, H: y1 - y0}
}

func refGrid(g HexGrid) vassalref.Grid {
	return vassalref.Grid{X0: g.X0, Y0: g.Y0, DX: g.DX, DY: g.DY, Sideways: g.Sideways}
}

func refNumbering(n *Numbering) vassalref.Numbering {
	d := DefaultNumbering()
	if n != nil {
		d = *n
	}
	return vassalref.Numbering{First: string(d.First), Sep: d.Sep, HType: string(d.HType), VType: string(d.VType),
		HLeading: d.HLeading, VLeading: d.VLeading, HOff: d.HOff, VOff: d.VOff,
		HDescend: d.HDescend, VDescend: d.VDescend, Stagger: d.Stagger, LocationFormat: d.LocationFormat}
}

// TestRealModuleCheckOnOurFixtures runs the real-module check on the
// hand-built fixtures, so that it is known to work before a real module
// comes.
func TestRealModuleCheckOnOurFixtures(t *testing.T) {
	for name, images := range map[string]map[string][2]int{
		"ccn-like.buildFile.xml":             {"battlefield.png": {1500, 900}},
		"two-boards-continued.buildFile.xml": {"west.png": {480, 320}, "east.png": {480, 320}},
		"zoned-sideways.buildFile.xml":       {"metal pitch.png": {640, 480}},
		"two-boards.buildFile.xml":           {"board f.png": {480, 320}, "board g.png": {480, 320}, "board h.png": {480, 320}},
	} {
		t.Run(name, func(t *testing.T) { checkRealModule(t, fixtureBoards(t, name, images)) })
	}
	if _, err := os.Stat(realModuleDir); err != nil {
		t.Logf("(%s absent: TestRealModulesMatchVassalref skips)", realModuleDir)
	}
}
