package tiled

import (
	"strings"
	"testing"
)

// TestGIDsNoTilesetHoldsAreErrors: a cell whose global tile id lies past
// the last tile of its tileset (tilecount), or below the first tileset's
// firstgid, is a tile Tiled itself cannot draw; importing it as the
// mapping's default terrain would be silently wrong, so it is an error
// naming the tile, in TMX and in TMJ alike. The same map with held gids
// imports.
func TestGIDsNoTilesetHoldsAreErrors(t *testing.T) {
	mp := &Mapping{Ruleset: "gbacw", Default: "clear", Tiles: map[string]string{"1": "woods", "2": "field"}}
	tmj := func(firstgid, data string) string {
		return `{"type":"map","orientation":"hexagonal","width":2,"height":1,
		 "tilewidth":64,"tileheight":56,"hexsidelength":32,"staggeraxis":"x","staggerindex":"even",
		 "tilesets":[{"firstgid":` + firstgid + `,"name":"t","tilecount":2,"tiles":[]}],
		 "layers":[{"type":"tilelayer","name":"base","width":2,"height":1,"data":[` + data + `]}]}`
	}
	tmx := func(firstgid, data string) string {
		return `<?xml version="1.0"?><map version="1.10" orientation="hexagonal" width="2" height="1" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x" staggerindex="even">` +
			`<tileset firstgid="` + firstgid + `" name="t" tilewidth="64" tileheight="56" tilecount="2" columns="2"/>` +
			`<layer name="base" width="2" height="1"><data encoding="csv">` + data + `</data></layer></map>`
	}
	for _, c := range []struct {
		firstgid, data, bad string
	}{
		{"1", "1,3", "tile id 3"},
		{"1", "2,7", "tile id 7"},
		{"5", "5,2", "tile id 2"},
		{"1", "1,2", ""},
	} {
		for _, f := range []struct {
			format Format
			doc    string
		}{{TMJ, tmj(c.firstgid, c.data)}, {TMX, tmx(c.firstgid, c.data)}} {
			_, err := Import([]byte(f.doc), f.format, mp, ImportOptions{})
			switch {
			case c.bad == "" && err != nil:
				t.Errorf("format %v, gids %s: %v", f.format, c.data, err)
			case c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)):
				t.Errorf("format %v, gids %s (firstgid %s): %v, want an error naming %s", f.format, c.data, c.firstgid, err, c.bad)
			}
		}
	}
}
