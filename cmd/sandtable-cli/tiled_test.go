package main

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/engine/interop"
	"github.com/sandtable/sandtable/internal/testtool"

	"github.com/spf13/cobra"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/tiled"
)

// runSubcommand runs a command tree built by newTiledCmd or newVassalCmd
// with args, and returns what it printed and its error.
func runSubcommand(cmd *cobra.Command, args ...string) (string, error) {
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

// exitCode returns the exit code an error from a command carries.
func exitCode(err error) int {
	var ee *exitError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	}
	return exitUsage
}

func TestTiledExportImportCommands(t *testing.T) {
	dir := t.TempDir()
	tmx := filepath.Join(dir, "itw.tmx")
	out, err := runSubcommand(newTiledCmd(), "export", "maps/itw-shiloh.map.json", "-o", tmx)
	if err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	for _, f := range []string{"itw.tmx", "itw.tiles.png", "itw.mapping.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("export did not write %s: %v", f, err)
		}
	}
	back := filepath.Join(dir, "back.map.json")
	out, err = runSubcommand(newTiledCmd(), "import", tmx, "--mapping", filepath.Join(dir, "itw.mapping.json"), "-o", back)
	if err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	orig, err := loadMapForExport("maps/itw-shiloh.map.json")
	if err != nil {
		t.Fatal(err)
	}
	got, err := maps.Load(back)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := orig.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range geo.Numbering.All() {
		id, _ := geo.Numbering.Format(o)
		if got.TerrainAt(id) != orig.TerrainAt(id) {
			t.Fatalf("%s: %q after the round trip, want %q", id, got.TerrainAt(id), orig.TerrainAt(id))
		}
	}
}

func TestTiledImportFixtureAndUnknownTerrain(t *testing.T) {
	fixture := filepath.Join("..", "..", "..", "shared", "fixtures", "tiled", "hexagonal-mini.tmx")
	if _, err := os.Stat(fixture); err != nil {
		t.Skipf("shared fixture %s not found: %v", fixture, err)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	os.WriteFile(good, []byte(`{"tiles": {"2": "river", "5": "clear"}, "ruleset": "classic", "default": "clear"}`), 0o644)
	out, err := runSubcommand(newTiledCmd(), "import", fixture, "--mapping", good, "-o", filepath.Join(dir, "mini.map.json"))
	if err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	m, err := maps.Load(filepath.Join(dir, "mini.map.json"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Grid.Orientation != "pointy" || m.Grid.Stagger != "even" || m.TerrainAt("0403") != "river" {
		t.Errorf("grid %+v, 0403 %q", m.Grid, m.TerrainAt("0403"))
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"tiles": {"2": "swamp"}, "ruleset": "classic", "default": "clear"}`), 0o644)
	_, err = runSubcommand(newTiledCmd(), "import", fixture, "--mapping", bad, "-o", filepath.Join(dir, "bad.map.json"))
	if exitCode(err) != exitFindings {
		t.Errorf("unknown terrain swamp: exit %d (%v), want %d", exitCode(err), err, exitFindings)
	}
	if _, err := runSubcommand(newTiledCmd(), "import", fixture, "-o", filepath.Join(dir, "x.map.json")); exitCode(err) != exitUsage {
		t.Errorf("no --mapping: exit %d, want %d", exitCode(err), exitUsage)
	}
}

// benchHexRadius is the hex radius, in pixels, both renderers draw at.
const benchHexRadius = 32

// BenchmarkTiledExportAndRenderGo is the sandtable-cli side: export the
// ITW map to TMX (with its tileset image) and render the same map to a PNG
// file with the tiled raster renderer (maps/draw/tiles) at the same hex radius.
func BenchmarkTiledExportAndRenderGo(b *testing.B) {
	m, err := loadMapForExport("maps/itw-shiloh.map.json")
	if err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(b.TempDir(), "go.png")
	st := exportStyles(io.Discard, "maps/itw-shiloh.map.json", m)
	for b.Loop() {
		if _, err := tiled.Export(m, tiled.ExportOptions{HexRadius: benchHexRadius, Color: interop.TerrainColors(st)}); err != nil {
			b.Fatal(err)
		}
		if err := renderWholeMap(m, benchHexRadius, out); err != nil {
			b.Fatal(err)
		}
	}
}

// renderWholeMap draws all of m at hex radius r pixels into a PNG file.
func renderWholeMap(m *maps.Map, r float64, path string) error {
	geo, err := m.Geometry()
	if err != nil {
		return err
	}
	s := &tiles.Scene{Map: m, Geo: geo}
	w, h := s.MapSize(r)
	img := image.NewRGBA(image.Rect(0, 0, int(w)+1, int(h)+1))
	s.Draw(img, tiles.View{Scale: r})
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// BenchmarkTmxrasterizer renders the exported ITW .tmx with Tiled's own
// tmxrasterizer (a process per iteration, as a user would run it).
func BenchmarkTmxrasterizer(b *testing.B) {
	bin := testtool.Require(b, "tmxrasterizer", "tiled")
	m, err := loadMapForExport("maps/itw-shiloh.map.json")
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	tmx := filepath.Join(dir, "itw.tmx")
	if _, err := tiled.ExportFile(m, tmx, tiled.ExportOptions{HexRadius: benchHexRadius}); err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(dir, "tiled.png")
	for b.Loop() {
		cmd := exec.Command(bin, tmx, out)
		cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen")
		if msg, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("tmxrasterizer: %v\n%s", err, msg)
		}
	}
}
