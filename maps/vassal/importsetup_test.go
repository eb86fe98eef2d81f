package vassal

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestImportReadsSetupStacks: the at-start stacks of an exported module
// come back as set-up pieces with their unit ids, names and hexes: in the
// whole module, under the canonical ids of the map it carries (the shared
// ITW row S4001 is N4034, DESIGN: row 01 of S is row 34 of N); from the
// buildFile alone, under the name of the board that shows it. A stack
// placed by pixel only (useGridLocation false, no location) is found by
// its pixel on its board.
func TestImportReadsSetupStacks(t *testing.T) {
	m := builtinMap(t, "itw-shiloh.map.json")
	out, err := Export(m, ExportOptions{DPI: 24, Stacks: []Stack{
		{Hex: "N1203", Pieces: []Piece{{Unit: "u-a", Name: "A/B, C", Side: "csa"}, {Unit: "u-b", Name: "B", Side: "csa"}}},
		{Hex: "N4034", Pieces: []Piece{{Unit: "u-c", Name: "C", Side: "union"}}}, // = S4001
		{Hex: "S6912", Pieces: []Piece{{Name: "no id", Side: "union"}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	want := []SetupPiece{{"u-a", "A/B, C", "N1203"}, {"u-b", "B", "N1203"}, {"u-c", "C", "N4034"}, {"", "no id", "S6912"}}
	dir := t.TempDir()
	if _, err := out.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	back, err := ImportFile(filepath.Join(dir, "buildFile.xml"), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Setup, want) {
		t.Errorf("setup %+v, want %+v", back.Setup, want)
	}
	// Placed by pixel only.
	src := &Source{BuildFile: []byte(strings.ReplaceAll(strings.ReplaceAll(string(out.BuildFile),
		`useGridLocation="true"`, `useGridLocation="false"`), `location="`, `oldLocation="`)),
		ReadImage: func(name string) ([]byte, error) { return out.Images[name], nil }}
	back, err = Import(src, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want[2].Hex = "S4001"
	if !slices.Equal(back.Setup, want) {
		t.Errorf("by pixel: setup %+v, want %+v", back.Setup, want)
	}
}

// TestDecodePiece reads back what pieceDefinition writes, delimiters and
// all, and refuses text that is no piece.
func TestDecodePiece(t *testing.T) {
	def := pieceDefinition("c.png", `Bty A; 1/IL \ 'x'`, "u,1;2/3", "7")
	got, ok := decodePiece(def)
	if want := (pieceInfo{Name: `Bty A; 1/IL \ 'x'`, Image: "c.png", Unit: "u,1;2/3"}); !ok || got != want {
		t.Errorf("decodePiece(%q) = %+v, %v; want %+v", def, got, ok, want)
	}
	if _, ok := decodePiece("hello"); ok {
		t.Error("hello decoded as a piece")
	}
}
