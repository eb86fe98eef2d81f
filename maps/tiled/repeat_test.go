package tiled

import (
	"bytes"
	"testing"
)

// TestExportRepeats: exporting one map twice gives the same TMX, TMJ and
// tileset bytes, for the three built-in maps. The map model keeps hexes and
// hexsides in Go maps, whose iteration order changes from one range to the
// next, so an export that ranged over them unsorted would differ here (and
// a module or map checked into a project would change on every export).
func TestExportRepeats(t *testing.T) {
	for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			m := builtinMap(t, name)
			first, err := Export(m, ExportOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for range 3 {
				again, err := Export(m, ExportOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(first.TMX, again.TMX) {
					t.Fatalf("TMX differs between two exports:\n%s", firstDiff(first.TMX, again.TMX))
				}
				if !bytes.Equal(first.TMJ, again.TMJ) {
					t.Fatalf("TMJ differs between two exports:\n%s", firstDiff(first.TMJ, again.TMJ))
				}
				if !bytes.Equal(first.TilesetPNG, again.TilesetPNG) {
					t.Fatal("tileset PNG differs between two exports")
				}
			}
		})
	}
}
