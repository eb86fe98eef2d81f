package vassal

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

func builtinMap(t testing.TB, name string) *maps.Map {
	t.Helper()
	data, err := fs.ReadFile(maps.Builtin(), name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestExportImportRoundTrip exports a map, reads the written buildFile back,
// and checks at the centre of every hex of every board that (1) VASSAL's
// numbering of the exported grid names it with the original map's id for
// that hex and (2) the map imported from the export gives the same id at the
// same pixel.
func TestExportImportRoundTrip(t *testing.T) {
	for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			orig := builtinMap(t, name)
			testRoundTrip(t, orig)
		})
	}
	t.Run("pointy", func(t *testing.T) {
		m := builtinMap(t, "hsn.map.json")
		m.Grid.Orientation, m.Grid.Stagger = "pointy", "odd"
		testRoundTrip(t, m)
	})
}

func testRoundTrip(t *testing.T, orig *maps.Map) {
	geo, err := orig.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	out, err := Export(orig, ExportOptions{DPI: 24})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := out.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	r := hexRadiusPx(orig.Grid.HexAcrossFlatsMM, 24)
	_, shows, err := tileSheets(geo, hexgrid.Layout{Grid: geo.Grid, Size: r})
	if err != nil {
		t.Fatal(err)
	}
	boards, err := ParseBuildFile(out.BuildFile)
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != len(orig.Sheets) {
		t.Fatalf("%d boards, want one per sheet (%d)", len(boards), len(orig.Sheets))
	}
	for i, b := range boards {
		back, err := ImportFile(filepath.Join(dir, "buildFile.xml"), ImportOptions{Board: b.Name, DPI: 24})
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Warnings) != 0 {
			t.Errorf("board %s: warnings %v", b.Name, back.Warnings)
		}
		if back.Map.Grid.Orientation != orig.Grid.Orientation || back.Map.Grid.Stagger != orig.Grid.Stagger {
			t.Errorf("board %s: grid %+v, want %+v", b.Name, back.Map.Grid, orig.Grid)
		}
		size := boardSize{b.Width, b.Height}
		hexes, err := enumerate(b.Grid, *b.Numbering, size, size)
		if err != nil {
			t.Fatal(err)
		}
		s := geo.Numbering.Sheets[i]
		checked := 0
		for _, h := range hexes {
			col, row := h.printed(b.Grid)
			if !s.HoldsPrinted(col, row) {
				continue // a hex off a ragged edge of the sheet
			}
			if !shows(geo.Numbering.Sheets, i, s.Global(col, row)) {
				t.Fatalf("board %s: VASSAL shows %s, which another board shows", b.Name, h.name)
			}
			origID := s.Prefix + pad(col, orig.Numbering.ColumnDigits) + pad(row, orig.Numbering.RowDigits)
			if h.name != origID {
				t.Fatalf("board %s: VASSAL names the hex at (%.0f,%.0f) %q, want %q", b.Name, h.px, h.py, h.name, origID)
			}
			if got := idAtPixel(t, back, h.px, h.py); got != origID {
				t.Fatalf("board %s: imported map has %q at (%.0f,%.0f), want %q", b.Name, got, h.px, h.py, origID)
			}
			checked++
		}
		want := 0
		for c := s.ColMin; c <= s.ColMax; c++ {
			for r := s.RowMin; r <= s.RowMax; r++ {
				if s.HoldsPrinted(c, r) && shows(geo.Numbering.Sheets, i, s.Global(c, r)) {
					want++
				}
			}
		}
		if checked != want {
			t.Errorf("board %s: checked %d hexes, the board shows %d", b.Name, checked, want)
		}
	}
}

func pad(v, digits int) string { return fmt.Sprintf("%0*d", digits, v) }

// TestExportStacks: the scenario's stacks become SetupStacks on the board
// that shows the hex, located by VASSAL's name for it, with one PieceSlot
// per unit named after it, its unit id in a Marker trait.
func TestExportStacks(t *testing.T) {
	m := builtinMap(t, "itw-shiloh.map.json")
	out, err := Export(m, ExportOptions{DPI: 30, Stacks: []Stack{
		{Hex: "S2706", Pieces: []Piece{{Unit: "u-6-ms", Name: "6th Mississippi", Side: "csa"}, {Unit: "u-a-1-il", Name: "Bty A; 1/IL", Side: "union", Strength: ptr(4)}}},
		{Hex: "N1434", Pieces: []Piece{{Unit: "u-17-il", Name: "17 IL", Side: "union"}}}, // = S1401
	}})
	if err != nil {
		t.Fatal(err)
	}
	doc := string(out.BuildFile)
	for _, want := range []string{
		`name="S2706" owningBoard="S" useGridLocation="true" location="S2706"`,
		// The ITW sheets overlap by a row, which S's board shows.
		`name="S1401" owningBoard="S" useGridLocation="true" location="S1401"`,
		`entryName="6th Mississippi"`,
		"+/null/mark;SandtableUnit\tpiece;;;unit-u-6-ms-6th-mississippi.png;6th Mississippi/u-6-ms\tnull;0;0;1;0",
		"+/null/mark;SandtableUnit\tpiece;;;unit-u-a-1-il-bty-a-1-il.png;Bty A\\; 1\\/IL/u-a-1-il\tnull;0;0;2;0",
	} {
		if !strings.Contains(doc, strings.ReplaceAll(want, "\t", "&#x9;")) && !strings.Contains(doc, strings.ReplaceAll(want, "\t", "\t")) {
			t.Errorf("buildFile lacks %s", want)
		}
	}
	for _, img := range []string{"unit-u-6-ms-6th-mississippi.png", "unit-u-a-1-il-bty-a-1-il.png", "itw-shiloh-n.png", "itw-shiloh-s.png"} {
		if len(out.Images[img]) == 0 {
			t.Errorf("no image %s", img)
		}
	}
	if _, err := Export(m, ExportOptions{DPI: 30, Stacks: []Stack{{Hex: "S9999"}}}); err == nil {
		t.Error("a stack on S9999: want an error")
	}
}

func TestSeqEncode(t *testing.T) {
	for _, tc := range []struct {
		parts []string
		want  string
	}{
		{[]string{"a", "b;c"}, `a;b\;c`},
		{[]string{"x\\", "'q'", `\y`}, `'x\';''q'';'\y'`},
		{[]string{""}, ``},
	} {
		if got := seqEncode(';', tc.parts...); got != tc.want {
			t.Errorf("seqEncode(%q) = %q, want %q", tc.parts, got, tc.want)
		}
	}
}

func TestWriteDirLayout(t *testing.T) {
	dir := t.TempDir()
	out, err := Export(builtinMap(t, "classic-shiloh.map.json"), ExportOptions{DPI: 30})
	if err != nil {
		t.Fatal(err)
	}
	written, err := out.WriteDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(written) != 4 || filepath.Base(written[2]) != CarriedMapName {
		t.Fatalf("wrote %v", written)
	}
	if _, err := os.Stat(filepath.Join(dir, "images", "classic-shiloh-sh.png")); err != nil {
		t.Error(err)
	}
}

// ptr returns a pointer to v.
func ptr(v int) *int { return &v }
