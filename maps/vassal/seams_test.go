package vassal

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/vassal/vassalref"
)

// Issue 27: a board cut 2x2 into four boards laid out by the picker keeps
// every hex, the seam hexes included: the cuts run through hex centres
// (column 6 at x = 30 + 6*60 = 390, row 4 of the even columns at y = 35 +
// 4*70 = 315), and VASSAL gives a hex centred on a seam to the board right
// of or below it (its x or y is 0 there, which Rectangle.contains holds).
// Each piece's grid is the big one moved to the piece (an even number of
// columns, so VASSAL's odd columns stay odd) with hOff and vOff counting
// on. The oracle names the uncut board's hexes; the import of the four
// pieces must have exactly those ids, without a prefix.
func TestImportBoardCut2x2KeepsSeams(t *testing.T) {
	const w, h, cx, cy = 720, 560, 390, 315
	ref := vassalref.Grid{X0: 30, Y0: 35, DX: 60, DY: 70}
	n := vassalref.Numbering{First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, HOff: 1, VOff: 1,
		Stagger: true, LocationFormat: "$gridLocation$"}
	whole := refNames(t, ref, n, vassalref.Container{W: w, H: h}, vassalref.Container{W: w, H: h}, nil, "$gridLocation$", "")
	seam := 0
	var want []string
	for _, hx := range whole {
		want = append(want, hx.name)
		if hx.x == cx || hx.y == cy {
			seam++
		}
	}
	slices.Sort(want)
	t.Logf("uncut board: %d hexes, %d centred on the seams", len(want), seam)
	if seam < 10 {
		t.Fatalf("only %d hexes centred on the seams", seam)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		t.Fatal(err)
	}
	var boards strings.Builder
	for _, p := range []struct {
		name         string
		x0, y0, w, h int
		hOff, vOff   int
		slotX, slotY int
	}{
		{"TL", 30, 35, cx, cy, 1, 1, 0, 0},
		{"TR", 30 + 6*60 - cx, 35, w - cx, cy, 7, 1, 1, 0},
		{"BL", 30, 35 + 4*70 - cy, cx, h - cy, 1, 5, 0, 1},
		{"BR", 30 + 6*60 - cx, 35 + 4*70 - cy, w - cx, h - cy, 7, 5, 1, 1},
	} {
		writePNG(t, filepath.Join(dir, "images", p.name+".png"), p.w, p.h)
		fmt.Fprintf(&boards, `<VASSAL.build.module.map.boardPicker.Board image="%s.png" name="%s">`+
			`<VASSAL.build.module.map.boardPicker.board.HexGrid dx="60.0" dy="70.0" x0="%d" y0="%d">`+
			`<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering hOff="%d" vOff="%d" stagger="true"/>`+
			`</VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`,
			p.name, p.name, p.x0, p.y0, p.hOff, p.vOff)
	}
	build := `<VASSAL.build.GameModule name="Cut"><VASSAL.build.module.Map mapName="Cut">` +
		`<VASSAL.build.module.map.BoardPicker><setup>CutBoardPicker	TL	0	0	TR	1	0	BL	0	1	BR	1	1</setup>` +
		boards.String() + `</VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map></VASSAL.build.GameModule>`
	bf := filepath.Join(dir, "buildFile.xml")
	if err := os.WriteFile(bf, []byte(build), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := ImportFile(bf, ImportOptions{DPI: 100})
	if err != nil {
		t.Fatal(err)
	}
	if got := importedIDs(t, out); !slices.Equal(got, want) {
		t.Errorf("the four boards give %d ids, the uncut board %d (%d on the seams):\n%v\n%v", len(got), len(want), seam, got, want)
	}
	if out.Map.Numbering.SheetPrefix || len(out.Map.Sheets) != 4 {
		t.Errorf("numbering %+v, %d sheets: want four sheets without prefix", out.Map.Numbering, len(out.Map.Sheets))
	}
	for _, wn := range out.Warnings {
		if strings.Contains(wn, "left out") || strings.Contains(wn, "differ") || strings.Contains(wn, "not on the board") {
			t.Errorf("warning %q", wn)
		}
	}
}
