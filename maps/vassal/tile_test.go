package vassal

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// twoSheetsSideBySide returns the HSN map cut into sheets W (columns 1-29)
// and E (its column 1 is W's 29), side by side, with sheet prefixes. The
// columns are made full (the import reads sheets back as rectangles).
func twoSheetsSideBySide(t *testing.T) *maps.Map {
	m := builtinMap(t, "hsn.map.json")
	m.Numbering.SheetPrefix = true
	m.Sheets[0].ShortColumns = ""
	w, e := m.Sheets[0], m.Sheets[0]
	w.ID, w.Columns = "W", [2]int{1, 29}
	e.ID, e.Columns, e.Offset = "E", [2]int{1, 30}, maps.SheetShift{Column: 28}
	m.Sheets = []maps.Sheet{w, e}
	m.Hexes = nil
	return m
}

// TestExportSheetsSideBySide: two sheets sharing a column export as two
// boards in one row of the picker's layout, the shared column shown once
// (on W, whose names are canonical), and import back to the same hexes at
// the same places.
func TestExportSheetsSideBySide(t *testing.T) {
	m := twoSheetsSideBySide(t)
	out, err := Export(m, ExportOptions{DPI: 30})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out.BuildFile), "BoardPicker&#x9;W&#x9;0&#x9;0&#x9;E&#x9;1&#x9;0</setup>") {
		t.Errorf("picker setup: want W in slot 0,0 and E in 1,0")
	}
	dir := t.TempDir()
	if _, err := out.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	back, err := ImportFile(filepath.Join(dir, "buildFile.xml"), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Warnings) > 0 {
		t.Errorf("warnings %q", back.Warnings)
	}
	og, _ := m.Geometry()
	bg, err := back.Map.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	all := bg.Numbering.All()
	if len(all) != len(og.Numbering.All()) {
		t.Errorf("%d hexes back, %d exported", len(all), len(og.Numbering.All()))
	}
	var delta hexgrid.Offset
	for i, o := range all {
		id, _ := bg.Numbering.Format(o)
		po, err := og.Numbering.Parse(id)
		if err != nil {
			t.Fatalf("hex %s: %v", id, err)
		}
		d := hexgrid.Offset{Col: po.Col - o.Col, Row: po.Row - o.Row}
		if i == 0 {
			delta = d
		} else if d != delta {
			t.Fatalf("hex %s is %v off, the others %v", id, d, delta)
		}
		if ogID, _ := og.Numbering.Format(po); ogID != id {
			t.Fatalf("hex %s back, canonically %s", id, ogID)
		}
	}
}

// TestExportSheetsThatCannotBeBoards: sheets that do not fill a layout of
// board slots, or share one, are refused with the reason.
func TestExportSheetsThatCannotBeBoards(t *testing.T) {
	m := twoSheetsSideBySide(t)
	third := m.Sheets[0]
	third.ID, third.Offset = "S", maps.SheetShift{Row: 34}
	m.Sheets = append(m.Sheets, third) // an L: the slot right of S is empty
	if _, err := Export(m, ExportOptions{DPI: 30}); err == nil || !strings.Contains(err.Error(), "do not fill") {
		t.Errorf("L-shaped sheets: error %v", err)
	}
}
