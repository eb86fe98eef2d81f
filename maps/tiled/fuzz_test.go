package tiled

import (
	"os"
	"path/filepath"
	"testing"
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

// FuzzImportTMX: no input makes the TMX import panic.
func FuzzImportTMX(f *testing.F) {
	addFixtures(f, "hexagonal-mini.tmx", "test_hexagonal_tile_60x60x30.tmx")
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="y" staggerindex="even" width="2" height="1"><tileset firstgid="1"><tile id="0" type="forest"/></tileset><group><layer name="a"><data encoding="csv">1,2147483649</data></layer></group></map>`))
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="1" height="1"><layer><data><tile gid="1"/></data></layer></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = Import(data, TMX, fuzzMapping, ImportOptions{ReadFile: func(string) ([]byte, error) { return data, nil }})
	})
}

// FuzzImportTMJ: no input makes the TMJ import panic.
func FuzzImportTMJ(f *testing.F) {
	f.Add([]byte(`{"type":"map","orientation":"hexagonal","width":2,"height":1,"staggeraxis":"x","staggerindex":"odd","tilesets":[{"firstgid":1,"tiles":[{"id":0,"type":"forest"}]}],"layers":[{"type":"tilelayer","name":"a","data":[1,0]}]}`))
	f.Add([]byte(`{"orientation":"hexagonal","width":1,"height":1,"staggeraxis":"y","staggerindex":"even","layers":[{"type":"group","layers":[{"type":"tilelayer","encoding":"base64","compression":"zlib","data":"eJxjZGBgAAAACAAC"}]}]}`))
	f.Add([]byte(`{"orientation":"hexagonal","width":1,"height":1,"staggeraxis":"x","staggerindex":"odd","tilesets":[{"firstgid":1,"source":"t.tsj"}],"layers":[{"type":"tilelayer","data":[1]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = Import(data, TMJ, fuzzMapping, ImportOptions{ReadFile: func(string) ([]byte, error) { return data, nil }})
	})
}
