package vassal

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestExportKeepsVASSALStyleIds: maps imported with VASSAL's own names
// (rows in letters; two boards without a prefix) export to modules whose
// HexGridNumbering writes those names again (hType/vType "A", no prefix in
// the location format): importing the boards back, without the carried
// map, gives the same ids.
func TestExportKeepsVASSALStyleIds(t *testing.T) {
	for name, images := range map[string]map[string][2]int{
		"ccn-like.buildFile.xml":             {"battlefield.png": {1500, 900}},
		"two-boards-continued.buildFile.xml": {"west.png": {480, 320}, "east.png": {480, 320}},
	} {
		t.Run(name, func(t *testing.T) {
			first, err := ImportFile(fixtureBoards(t, name, images), ImportOptions{DPI: 100})
			if err != nil {
				t.Fatal(err)
			}
			want := importedIDs(t, first)
			mod, err := Export(first.Map, ExportOptions{DPI: 50})
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if _, err := mod.WriteDir(dir); err != nil {
				t.Fatal(err)
			}
			back, err := ImportFile(filepath.Join(dir, "buildFile.xml"), ImportOptions{BoardsOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := importedIDs(t, back); !slices.Equal(got, want) {
				t.Errorf("ids after export and import:\n%v\nwant\n%v", got, want)
			}
			if back.Map.Numbering.ColumnLetters != first.Map.Numbering.ColumnLetters ||
				back.Map.Numbering.RowLetters != first.Map.Numbering.RowLetters || back.Map.Numbering.SheetPrefix != first.Map.Numbering.SheetPrefix {
				t.Errorf("numbering %+v, want %+v", back.Map.Numbering, first.Map.Numbering)
			}
		})
	}
}

// TestLettersAfterRunningPrefixes: two lettered boards whose names collide
// need sheet prefixes, and the prefixes "N" and "NN" (from the board
// names) would run into the column letters ("NNA01"): the import writes
// the columns in digits instead, and says so.
func TestLettersAfterRunningPrefixes(t *testing.T) {
	board := func(name string) string {
		return `<VASSAL.build.module.map.boardPicker.Board name="` + name + `" width="480" height="320">` +
			`<VASSAL.build.module.map.boardPicker.board.HexGrid dx="60" dy="70" x0="40" y0="35">` +
			`<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering hType="A" hOff="0"/>` +
			`</VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`
	}
	xml := `<VASSAL.build.module.Map mapName="M"><VASSAL.build.module.map.BoardPicker><setup>MBoardPicker	N	0	0	NN	1	0</setup>` +
		board("N") + board("NN") + `</VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map>`
	out, err := Import(&Source{BuildFile: []byte(xml)}, ImportOptions{DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	if out.Map.Numbering.ColumnLetters || !hasWarning(out.Warnings, "letters cannot be written") {
		t.Errorf("numbering %+v, warnings %q", out.Map.Numbering, out.Warnings)
	}
}
