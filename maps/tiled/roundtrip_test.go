package tiled

import (
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// builtinMap loads one of the built-in maps.
func builtinMap(t testing.TB, name string) *maps.Map {
	t.Helper()
	data, err := fs.ReadFile(maps.Builtin(), name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// paint gives some hexes of m other terrains, so the round trip has more
// than the default to carry.
func paint(m *maps.Map, terrain map[string]string) {
	if m.Hexes == nil {
		m.Hexes = map[string]maps.Hex{}
	}
	for id, t := range terrain {
		h := m.Hexes[id]
		h.Terrain = t
		m.Hexes[id] = h
	}
}

// TestRoundTripKeepsTerrain: Sandtable -> TMX -> Sandtable with the
// exported mapping gives back the same sheets, grid and terrain of every hex,
// for the two-sheet ITW map (flat, odd, first column 10, overlapping sheets)
// and the one-sheet HSN map (flat, even, first column 1).
func TestRoundTripKeepsTerrain(t *testing.T) {
	for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			orig := builtinMap(t, name)
			geo := mustGeometry(t, orig)
			all := geo.Numbering.All()
			first, _ := geo.Numbering.Format(all[0])
			mid, _ := geo.Numbering.Format(all[len(all)/2])
			last, _ := geo.Numbering.Format(all[len(all)-1])
			paint(orig, map[string]string{first: "river", mid: "field", last: "marsh"})
			out, err := Export(orig, ExportOptions{})
			if err != nil {
				t.Fatal(err)
			}
			back, err := Import(out.TMX, TMX, out.Mapping, ImportOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if back.Grid != orig.Grid {
				t.Errorf("grid %+v, want %+v", back.Grid, orig.Grid)
			}
			geoBack := mustGeometry(t, back)
			allBack := geoBack.Numbering.All()
			if len(all) != len(allBack) {
				t.Fatalf("%d hexes back, want %d", len(allBack), len(all))
			}
			for _, o := range all {
				id, _ := geo.Numbering.Format(o)
				idBack, err := geoBack.Numbering.Format(o)
				if err != nil || idBack != id {
					t.Fatalf("hex %v: id %q (%v), want %q", o, idBack, err, id)
				}
				if got, want := back.TerrainAt(id), orig.TerrainAt(id); got != want {
					t.Errorf("%s: terrain %q, want %q", id, got, want)
				}
			}
		})
	}
}

// TestRoundTripPlainNumbering: importing the ITW export with a mapping that
// gives only the tiles (plain CCRR from 0101) keeps every hex's terrain at
// the same position: Tiled tile (x,y) is ITW global hex (10+x, 1+y) and
// plain hex (1+x, 1+y). The stagger flips from odd to even because the
// first printed column goes from 10 to 1.
func TestRoundTripPlainNumbering(t *testing.T) {
	orig := builtinMap(t, "itw-shiloh.map.json")
	paint(orig, map[string]string{"S2706": "field", "N4410": "marsh", "S6934": "river"})
	out, err := Export(orig, ExportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	plain := &Mapping{Tiles: out.Mapping.Tiles, Ruleset: "gbacw", Default: "woods"}
	back, err := Import(out.TMX, TMX, plain, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if back.Grid.Orientation != "flat" || back.Grid.Stagger != "even" {
		t.Errorf("grid %s/%s, want flat/even", back.Grid.Orientation, back.Grid.Stagger)
	}
	geo, geoBack := mustGeometry(t, orig), mustGeometry(t, back)
	for _, o := range geo.Numbering.All() {
		id, _ := geo.Numbering.Format(o)
		p := o
		p.Col, p.Row = o.Col-10+1, o.Row-1+1
		idBack, err := geoBack.Numbering.Format(p)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if got, want := back.TerrainAt(idBack), orig.TerrainAt(id); got != want {
			t.Errorf("%s (plain %s): terrain %q, want %q", id, idBack, got, want)
		}
		// Adjacency is preserved: the same neighbours, renumbered.
		for _, nb := range geo.Grid.Neighbors(o) {
			q := nb
			q.Col, q.Row = nb.Col-9, nb.Row
			if !geoBack.Grid.Adjacent(p, q) {
				t.Fatalf("%s: neighbour %v is not adjacent after import", id, nb)
			}
		}
	}
}

func TestExportFileWritesThreeFiles(t *testing.T) {
	dir := t.TempDir()
	m := builtinMap(t, "hsn.map.json")
	written, err := ExportFile(m, filepath.Join(dir, "hsn.tmx"), ExportOptions{HexRadius: 12})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"hsn.tmx", "hsn.tiles.png", "hsn.mapping.json"}
	for i, p := range written {
		if filepath.Base(p) != want[i] {
			t.Errorf("wrote %s, want %s", p, want[i])
		}
	}
	mp, err := LoadMapping(filepath.Join(dir, "hsn.mapping.json"))
	if err != nil {
		t.Fatal(err)
	}
	back, err := ImportFile(filepath.Join(dir, "hsn.tmx"), mp)
	if err != nil {
		t.Fatal(err)
	}
	if back.ID != "hsn" || back.TerrainAt("0101") != m.TerrainAt("0101") {
		t.Errorf("imported %q, 0101 %q", back.ID, back.TerrainAt("0101"))
	}
}
