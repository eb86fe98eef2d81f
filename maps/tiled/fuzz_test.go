package tiled

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// fuzzMapping maps a few tile ids and has a default, so that most inputs
// reach the end of the import.
var fuzzMapping = &Mapping{Ruleset: "gbacw", Default: "woods", Tiles: map[string]string{"1": "field", "forest": "woods"}}

// addFixtures seeds the corpus with the shared fixtures when they exist.
func addFixtures(f *testing.F, names ...string) {
	for _, n := range names {
		if data, err := os.ReadFile(filepath.Join(fixtureDir, n)); err == nil {
			f.Add(data)
		}
	}
}

// FuzzImportTMX: no input makes the TMX import panic, and a map it imports
// is usable (see checkTiledMap).
func FuzzImportTMX(f *testing.F) {
	addFixtures(f, "hexagonal-mini.tmx", "test_hexagonal_tile_60x60x30.tmx")
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="y" staggerindex="even" width="2" height="1"><tileset firstgid="1"><tile id="0" type="forest"/></tileset><group><layer name="a"><data encoding="csv">1,2147483649</data></layer></group></map>`))
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="1" height="1"><layer><data><tile gid="1"/></data></layer></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Import(data, TMX, fuzzMapping, ImportOptions{ReadFile: func(string) ([]byte, error) { return data, nil }})
		if err == nil {
			checkTiledMap(t, m)
		}
	})
}

// FuzzImportTMJ: no input makes the TMJ import panic, and a map it imports
// is usable (see checkTiledMap).
func FuzzImportTMJ(f *testing.F) {
	f.Add([]byte(`{"type":"map","orientation":"hexagonal","width":2,"height":1,"staggeraxis":"x","staggerindex":"odd","tilesets":[{"firstgid":1,"tiles":[{"id":0,"type":"forest"}]}],"layers":[{"type":"tilelayer","name":"a","data":[1,0]}]}`))
	f.Add([]byte(`{"orientation":"hexagonal","width":1,"height":1,"staggeraxis":"y","staggerindex":"even","layers":[{"type":"group","layers":[{"type":"tilelayer","encoding":"base64","compression":"zlib","data":"eJxjZGBgAAAACAAC"}]}]}`))
	f.Add([]byte(`{"orientation":"hexagonal","width":1,"height":1,"staggeraxis":"x","staggerindex":"odd","tilesets":[{"firstgid":1,"source":"t.tsj"}],"layers":[{"type":"tilelayer","data":[1]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Import(data, TMJ, fuzzMapping, ImportOptions{ReadFile: func(string) ([]byte, error) { return data, nil }})
		if err == nil {
			checkTiledMap(t, m)
		}
	})
}

// checkTiledMap fails unless an imported map m has a geometry, names only
// hexes of it, gives every hex a terrain of the mapping (or none, for the
// default), and round-trips through its canonical file.
func checkTiledMap(t *testing.T, m *maps.Map) {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatalf("imported map has no geometry: %v", err)
	}
	known := map[string]bool{fuzzMapping.Default: true, "": true}
	for _, v := range fuzzMapping.Tiles {
		known[v] = true
	}
	for id, h := range m.Hexes {
		if _, err := geo.Numbering.Parse(id); err != nil {
			t.Fatalf("imported map names hex %q: %v", id, err)
		}
		if !known[h.Terrain] {
			t.Fatalf("hex %s has terrain %q, which the mapping does not give", id, h.Terrain)
		}
	}
	data, err := maps.Encode(m)
	if err != nil {
		t.Fatalf("imported map does not encode: %v", err)
	}
	back, err := maps.Decode(data)
	if err != nil {
		t.Fatalf("imported map's file does not decode: %v\n%s", err, data)
	}
	if again, _ := maps.Encode(back); !bytes.Equal(data, again) {
		t.Fatal("imported map's file is not stable")
	}
}
