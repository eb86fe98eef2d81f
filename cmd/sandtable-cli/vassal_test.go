package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// TestVassalExportImportCommands exports ITW Scenario 1 as a .vmod and
// imports the whole module's boards back (--boards-only: not the map the
// module carries): two sheets, the shared row shown once (on
// S), no warning (the board images declare their dpi); -o DIR writes the
// module unzipped.
func TestVassalExportImportCommands(t *testing.T) {
	dir := t.TempDir()
	mod := filepath.Join(dir, "s1.vmod")
	out, err := runSubcommand(newVassalCmd(), "export", "maps/itw-shiloh.map.json",
		"--scenario", "scenarios/itw-shiloh/01-bloody-april.scenario.json", "-o", mod, "--dpi", "48")
	if err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	mapPath := filepath.Join(dir, "back", "itw.map.json")
	out, err = runSubcommand(newVassalCmd(), "import", mod, "--boards-only", "--ruleset", "gbacw", "--default-terrain", "woods", "-o", mapPath)
	if err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	if strings.Contains(out, "warning") {
		t.Errorf("import warned:\n%s", out)
	}
	m, err := maps.Load(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "odd" || !m.Numbering.SheetPrefix || len(m.Sheets) != 2 {
		t.Fatalf("imported grid %+v numbering %+v sheets %d", m.Grid, m.Numbering, len(m.Sheets))
	}
	n, s := m.Sheets[0], m.Sheets[1]
	if n.ID != "N" || n.Columns != [2]int{10, 66} || n.Rows != [2]int{1, 33} ||
		s.ID != "S" || s.Columns != [2]int{10, 69} || s.Rows != [2]int{1, 34} || s.Offset.Row-n.Offset.Row != 33 {
		t.Errorf("imported sheets %+v, %+v", n, s)
	}
	for _, sh := range m.Sheets {
		if _, err := os.Stat(filepath.Join(filepath.Dir(mapPath), sh.Scan.Path)); err != nil {
			t.Errorf("scan image not written beside the map: %v", err)
		}
	}
	folder := filepath.Join(dir, "module")
	if out, err := runSubcommand(newVassalCmd(), "export", "maps/classic-shiloh.map.json", "-o", folder, "--dpi", "30"); err != nil {
		t.Fatalf("export to a folder: %v\n%s", err, out)
	}
	for _, f := range []string{"buildFile.xml", "moduledata", "images/classic-shiloh-sh.png"} {
		if fi, err := os.Stat(filepath.Join(folder, f)); err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := runSubcommand(newVassalCmd(), "import", filepath.Join(dir, "missing.vmod"), "-o", mapPath); exitCode(err) != exitUsage {
		t.Errorf("missing module: exit %d, want %d", exitCode(err), exitUsage)
	}
}
