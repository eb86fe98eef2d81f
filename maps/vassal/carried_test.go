package vassal

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

func firstLines(b []byte) string { return string(b[:min(len(b), 300)]) }

// TestCarriedMapIgnoredWhenBoardsChanged: a module whose grid numbering was
// edited after the export (here vOff 1 -> 3: every row named two higher)
// no longer fits the map it carries, which is then ignored with a warning:
// the map comes from the boards, named as they now name the hexes.
func TestCarriedMapIgnoredWhenBoardsChanged(t *testing.T) {
	orig := builtinMap(t, "classic-shiloh.map.json")
	out, err := Export(orig, ExportOptions{DPI: 30})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := out.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	back, err := ImportFile(filepath.Join(dir, "buildFile.xml"), ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := maps.Encode(orig)
	if got, _ := maps.Encode(back.Map); len(back.Warnings) != 0 || !bytes.Equal(got, want) {
		t.Fatalf("as exported: warnings %q, map %s", back.Warnings, firstLines(got))
	}
	build := filepath.Join(dir, "buildFile.xml")
	edited := strings.Replace(string(mustRead(t, build)), `vOff="1"`, `vOff="3"`, 1)
	if err := os.WriteFile(build, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err = ImportFile(build, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !hasWarning(back.Warnings, "does not fit its boards") {
		t.Fatalf("warnings %q: none says the carried map does not fit", back.Warnings)
	}
	if r := back.Map.Sheets[0].Rows; r[0] != 3 {
		t.Errorf("rows %v: want the boards' own numbers, from 3", r)
	}
}
