package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

func TestVassalExportImportCommands(t *testing.T) {
	dir := t.TempDir()
	mod := filepath.Join(dir, "module")
	out, err := runSubcommand(newVassalCmd(), "export", "maps/itw-shiloh.map.json",
		"--scenario", "scenarios/itw-shiloh/01-bloody-april.scenario.json", "-o", mod, "--dpi", "48")
	if err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	build, err := os.ReadFile(filepath.Join(mod, "buildFile.xml"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(build)
	for _, want := range []string{"VASSAL.build.module.map.boardPicker.board.HexGrid", `locationFormat="S$gridLocation$"`,
		"VASSAL.build.module.map.SetupStack", "VASSAL.build.widget.PieceSlot"} {
		if !strings.Contains(doc, want) {
			t.Errorf("buildFile lacks %s", want)
		}
	}
	for _, img := range []string{"itw-shiloh-n.png", "itw-shiloh-s.png"} {
		if fi, err := os.Stat(filepath.Join(mod, "images", img)); err != nil || fi.Size() == 0 {
			t.Errorf("board image %s: %v", img, err)
		}
	}
	mapPath := filepath.Join(dir, "s.map.json")
	out, err = runSubcommand(newVassalCmd(), "import", filepath.Join(mod, "buildFile.xml"), "--board", "S",
		"--dpi", "48", "--ruleset", "gbacw", "--default-terrain", "woods", "-o", mapPath)
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
	s := m.Sheets[0]
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "odd" || !m.Numbering.SheetPrefix ||
		s.ID != "S" || s.Columns != [2]int{10, 69} || s.Rows != [2]int{1, 34} {
		t.Errorf("imported grid %+v numbering %+v sheet %+v", m.Grid, m.Numbering, s)
	}
	if s.Scan == nil {
		t.Fatal("no scan")
	}
	if _, err := os.Stat(filepath.Join(dir, s.Scan.Path)); err != nil {
		t.Errorf("scan image not written beside the map: %v", err)
	}
	if _, err := runSubcommand(newVassalCmd(), "import", filepath.Join(dir, "missing.vmod"), "-o", mapPath); exitCode(err) != exitUsage {
		t.Errorf("missing module: exit %d, want %d", exitCode(err), exitUsage)
	}
}
