package tiled

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"

	"github.com/sandtable/sandtable/maps"
)

// TestTiledResavesExactly: Tiled itself reads the export (.tmx, and .tmj
// since issue 27) and writes it again, as JSON (.tmj) and as TMX; importing either gives back the map with
// streams, roads and the rest byte for byte, so the object layers are valid
// Tiled data and survive an edit session. Skipped without the tiled program.
func TestTiledResavesExactly(t *testing.T) {
	bin := testtool.Require(t, "tiled", "tiled")
	m := builtinMap(t, "itw-shiloh.map.json")
	enrichITW(t, m)
	want, err := maps.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, srcExt := range []string{".tmx", ".tmj"} {
		dir := t.TempDir()
		src := filepath.Join(dir, "itw"+srcExt)
		if _, err := ExportFile(m, src, ExportOptions{}); err != nil {
			t.Fatal(err)
		}
		mapping, err := LoadMapping(filepath.Join(dir, "itw.mapping.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct{ format, file string }{{"json", "resaved.tmj"}, {"tmx", "resaved.tmx"}} {
			out := filepath.Join(dir, tc.file)
			cmd := exec.Command(bin, "--export-map", tc.format, src, out)
			cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen")
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("tiled --export-map %s %s: %v\n%s", tc.format, src, err, msg)
			}
			back, err := ImportFile(out, mapping)
			if err != nil {
				t.Fatalf("%s from %s: %v", tc.file, src, err)
			}
			got, err := maps.Encode(back)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s re-saved by Tiled as %s differs:\n%s", src, tc.file, firstDiff(want, got))
			}
		}
	}
}
