package tiled

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// gidMapping maps global tile ids 1..n to terrains "t1".."tn", so a hex's
// terrain tells which tile it came from.
func gidMapping(n int) *Mapping {
	m := &Mapping{Ruleset: "test", Default: "empty", Tiles: map[string]string{}}
	for g := 1; g <= n; g++ {
		m.Tiles[fmt.Sprint(g)] = fmt.Sprintf("t%d", g)
	}
	return m
}

// TestImportFlatFixture: test_hexagonal_tile_60x60x30.tmx has staggeraxis x,
// staggerindex odd: 0-based odd columns sit half a tile lower. Counted from
// printed column 1, those are the EVEN printed columns, so the imported grid
// is flat with stagger "even".
//
// Worked by hand from Tiled's rule (a shifted column's upper diagonal
// neighbours share its row, its lower ones are one row down): tile (3,3) is
// in 0-based column 3 (shifted); its neighbours are (3,2) above, (3,4) below,
// (2,3) and (4,3) up-left and up-right, (2,4) and (4,4) down-left and
// down-right. Printed as CCRR (column+1, row+1): 0404 touches 0403, 0405,
// 0304, 0504, 0305, 0505.
//
// Tile (2,0), column 2 not shifted, row 0: its lower diagonals (1,0) and
// (3,0) share its row and its upper ones are off the map; with (2,1) below
// that is 0301 touching 0201, 0401, 0302.
func TestImportFlatFixture(t *testing.T) {
	m, err := ImportFile(fixture(t, "test_hexagonal_tile_60x60x30.tmx"), gidMapping(1))
	if err != nil {
		t.Fatal(err)
	}
	if m.Grid.Orientation != "flat" || m.Grid.Stagger != "even" {
		t.Fatalf("grid %s/%s, want flat/even", m.Grid.Orientation, m.Grid.Stagger)
	}
	if m.Sheets[0].Columns != [2]int{1, 20} || m.Sheets[0].Rows != [2]int{1, 20} {
		t.Errorf("sheet ranges %v %v, want 1-20 both", m.Sheets[0].Columns, m.Sheets[0].Rows)
	}
	for _, tc := range []struct {
		hex  string
		want []string
	}{
		{"0404", []string{"0304", "0305", "0403", "0405", "0504", "0505"}},
		{"0301", []string{"0201", "0302", "0401"}},
	} {
		if got := neighbourIDs(t, m, tc.hex); !slices.Equal(got, tc.want) {
			t.Errorf("neighbours of %s: %v, want %v", tc.hex, got, tc.want)
		}
	}
	// Rows 0 and 3, columns 0-6 hold tile 1 (with flip and rotation flags
	// set on most of them); every other cell is empty.
	for _, id := range []string{"0101", "0201", "0701", "0104", "0404", "0704"} {
		if got := m.TerrainAt(id); got != "t1" {
			t.Errorf("%s: terrain %q, want t1 (flags must be masked off)", id, got)
		}
	}
	for _, id := range []string{"0801", "0102", "0403", "2020"} {
		if got := m.TerrainAt(id); got != "empty" {
			t.Errorf("%s: terrain %q, want empty", id, got)
		}
	}
}

// TestImportPointyFixture: hexagonal-mini.tmx has staggeraxis y,
// staggerindex odd: 0-based odd rows are shifted right, which are the EVEN
// printed rows, so the grid is pointy with stagger "even".
//
// By hand, from Tiled's rule (a shifted row's upper neighbours are (x,y-1)
// and (x+1,y-1), its lower ones (x,y+1) and (x+1,y+1)): tile (12,7), row 7
// shifted, touches (11,7) and (13,7) beside it, (12,6) and (13,6) above,
// (12,8) and (13,8) below: 1308 touches 1208, 1408, 1307, 1407, 1309, 1409.
// Tile (5,4), row 4 not shifted, touches (4,4), (6,4), (4,3), (5,3), (4,5),
// (5,5): 0605 touches 0505, 0705, 0504, 0604, 0506, 0606.
//
// The layer (base64, zlib) holds, read by hand from the file: (12,7)=11,
// (12,6)=2, (13,6)=2, (11,7)=5, (13,7)=2, (12,8)=11, (13,8)=11; and
// (5,4)=7, (4,4)=14, (6,4)=7, (4,3)=5, (5,3)=7, (4,5)=14, (5,5)=12.
func TestImportPointyFixture(t *testing.T) {
	m, err := ImportFile(fixture(t, "hexagonal-mini.tmx"), gidMapping(17))
	if err != nil {
		t.Fatal(err)
	}
	if m.Grid.Orientation != "pointy" || m.Grid.Stagger != "even" {
		t.Fatalf("grid %s/%s, want pointy/even", m.Grid.Orientation, m.Grid.Stagger)
	}
	for _, tc := range []struct {
		hex  string
		want map[string]string // neighbour -> terrain
	}{
		{"1308", map[string]string{"1208": "t5", "1408": "t2", "1307": "t2", "1407": "t2", "1309": "t11", "1409": "t11"}},
		{"0605", map[string]string{"0505": "t14", "0705": "t7", "0504": "t5", "0604": "t7", "0506": "t14", "0606": "t12"}},
	} {
		var want []string
		for id, terrain := range tc.want {
			want = append(want, id)
			if got := m.TerrainAt(id); got != terrain {
				t.Errorf("%s: terrain %q, want %q", id, got, terrain)
			}
		}
		slices.Sort(want)
		if got := neighbourIDs(t, m, tc.hex); !slices.Equal(got, want) {
			t.Errorf("neighbours of %s: %v, want %v", tc.hex, got, want)
		}
	}
	if got := m.TerrainAt("1308"); got != "t11" {
		t.Errorf("1308: terrain %q, want t11", got)
	}
}

func TestStaggerParity(t *testing.T) {
	for _, tc := range []struct {
		index string
		first int
		want  hexgrid.Stagger
	}{
		{"odd", 1, hexgrid.Even}, {"even", 1, hexgrid.Odd},
		{"odd", 0, hexgrid.Odd}, {"even", 0, hexgrid.Even},
		{"odd", 10, hexgrid.Odd}, {"odd", -3, hexgrid.Even},
	} {
		got, err := StaggerFromTiled(tc.index, tc.first)
		if err != nil || got != tc.want {
			t.Errorf("StaggerFromTiled(%q, %d) = %v, %v; want %v", tc.index, tc.first, got, err, tc.want)
		}
		if back := TiledStaggerIndex(got, tc.first); back != tc.index {
			t.Errorf("TiledStaggerIndex(%v, %d) = %q, want %q", got, tc.first, back, tc.index)
		}
	}
	if _, err := StaggerFromTiled("left", 1); err == nil {
		t.Error("staggerindex left: want an error")
	}
}

func TestImportTMJAndTypes(t *testing.T) {
	const tmj = `{"type":"map","orientation":"hexagonal","width":3,"height":2,
	 "tilewidth":64,"tileheight":56,"hexsidelength":32,"staggeraxis":"x","staggerindex":"even",
	 "tilesets":[{"firstgid":1,"name":"t","tiles":[
	   {"id":0,"type":"forest"},
	   {"id":1,"class":"meadow"},
	   {"id":2,"properties":[{"name":"kind","type":"string","value":"swamp"}]},
	   {"id":3,"properties":[{"name":"terrain","type":"string","value":"river"}]}]}],
	 "layers":[{"type":"group","name":"g","layers":[
	   {"type":"tilelayer","name":"base","width":3,"height":2,"data":[1,2,3,4,0,2147483649]},
	   {"type":"tilelayer","name":"top","width":3,"height":2,"data":[0,0,0,0,2,0]}]},
	   {"type":"objectgroup","name":"objects"}]}`
	mp := &Mapping{Ruleset: "gbacw", Default: "clear",
		Tiles: map[string]string{"forest": "woods", "meadow": "field", "kind=swamp": "marsh"}}
	m, err := Import([]byte(tmj), TMJ, mp, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"0101": "woods", "0201": "field", "0301": "marsh",
		"0102": "river", "0202": "field", "0302": "woods"}
	for id, terrain := range want {
		if got := m.TerrainAt(id); got != terrain {
			t.Errorf("%s: %q, want %q", id, got, terrain)
		}
	}
	// staggerindex even from printed column 1: 0-based even columns (printed
	// odd) are shifted.
	if m.Grid.Stagger != "odd" {
		t.Errorf("stagger %q, want odd", m.Grid.Stagger)
	}
}

func TestImportErrors(t *testing.T) {
	mp := &Mapping{Ruleset: "gbacw", Tiles: map[string]string{"1": "woods"}}
	for _, tc := range []struct {
		name, data string
		f          Format
		want       string
	}{
		{"orthogonal", `<map orientation="orthogonal" width="1" height="1"/>`, TMX, "hexagonal"},
		{"infinite", `<map orientation="hexagonal" infinite="1" staggeraxis="x" staggerindex="odd" width="1" height="1"/>`, TMX, "infinite"},
		{"zstd", `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="1" height="1"><layer name="a"><data encoding="base64" compression="zstd">AAAA</data></layer></map>`, TMX, "zstd"},
		{"short csv", `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="2" height="1"><layer name="a"><data encoding="csv">1</data></layer></map>`, TMX, "want 2"},
		{"unmapped", `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="2" height="1"><tileset firstgid="1" name="t" tilecount="2"/><layer name="a"><data encoding="csv">1,2</data></layer></map>`, TMX, "tile id 2"},
		{"empty cell", `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="2" height="1"><tileset firstgid="1" name="t" tilecount="2"/><layer name="a"><data encoding="csv">1,0</data></layer></map>`, TMX, "empty cell"},
		{"huge", `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="100000" height="100000"/>`, TMX, "more than"},
		{"bad json", `{"orientation":`, TMJ, "tmj"},
		{"axis", `{"orientation":"hexagonal","staggeraxis":"z","width":1,"height":1}`, TMJ, "staggeraxis"},
	} {
		_, err := Import([]byte(tc.data), tc.f, mp, ImportOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	_, err := Import([]byte(`<map orientation="staggered"/>`), TMX, mp, ImportOptions{})
	if !errors.Is(err, ErrUnsupported) {
		t.Errorf("staggered map: %v, want ErrUnsupported", err)
	}
}
