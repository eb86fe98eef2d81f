package vassal

import (
	"bytes"
	"maps"
	"slices"
	"testing"
)

// TestExportRepeats: exporting one map twice gives the same buildFile,
// moduledata, carried map and board images, byte for byte, for the three
// built-in maps (at a low DPI to keep the images small). Hexes and hexsides
// live in Go maps whose range order varies between ranges, so an exporter
// that ranged over them unsorted would fail here.
func TestExportRepeats(t *testing.T) {
	for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			m := builtinMap(t, name)
			first, err := Export(m, ExportOptions{DPI: 24})
			if err != nil {
				t.Fatal(err)
			}
			for range 2 {
				again, err := Export(m, ExportOptions{DPI: 24})
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(first.BuildFile, again.BuildFile) {
					t.Fatal("buildFile differs between two exports")
				}
				if !bytes.Equal(first.ModuleData, again.ModuleData) {
					t.Fatal("moduledata differs between two exports")
				}
				if !bytes.Equal(first.SandtableMap, again.SandtableMap) {
					t.Fatal("carried map differs between two exports")
				}
				names := slices.Sorted(maps.Keys(first.Images))
				if !slices.Equal(names, slices.Sorted(maps.Keys(again.Images))) {
					t.Fatal("image names differ between two exports")
				}
				for _, n := range names {
					if !bytes.Equal(first.Images[n], again.Images[n]) {
						t.Fatalf("image %s differs between two exports", n)
					}
				}
			}
		})
	}
}
