package game

import (
	"fmt"
	"maps"
	"testing"

	mapsmodel "github.com/sandtable/sandtable/maps"
)

// BenchmarkReachableITW: every hex a 6 MP regiment can reach from S3010 on
// the built-in ITW map (all Woods there: 1½ MP a hex).
func BenchmarkReachableITW(b *testing.B) {
	g := newGame(b, s2Path)
	apply(b, g, Action{Action: ActAdjust, Unit: "c-7-ar", Hex: "S3010"})
	ma := mpp(6)
	b.ReportAllocs()
	for b.Loop() {
		r, err := g.Reachable("c-7-ar", ma)
		if err != nil || len(r.MP) == 0 {
			b.Fatal(err)
		}
	}
}

// BenchmarkLOS20Open: one 20-hex line of sight traced end to end, S1010 to
// S1030, over a copy of the ITW map whose hexes between are fields.
func BenchmarkLOS20Open(b *testing.B) {
	g := newGame(b, s2Path)
	m := *g.Board.Map
	m.Hexes = maps.Clone(m.Hexes)
	for r := 11; r < 30; r++ {
		m.Hexes[fmt.Sprintf("S10%02d", r)] = mapsmodel.Hex{Terrain: "field"}
	}
	board, err := NewBoard(&m, g.Board.Ruleset)
	if err != nil {
		b.Fatal(err)
	}
	from, to := hex(b, g, "S1010"), hex(b, g, "S1030")
	if vis, _, _ := board.LOS(from, to); !vis {
		b.Fatal("the open line is blocked")
	}
	b.ReportAllocs()
	for b.Loop() {
		board.LOS(from, to)
	}
}

// BenchmarkLOS20Woods: a 20-hex line of sight on the built-in ITW map,
// stopped by the second Woods hex.
func BenchmarkLOS20Woods(b *testing.B) {
	g := newGame(b, s2Path)
	from, to := hex(b, g, "S3010"), hex(b, g, "S3030")
	b.ReportAllocs()
	for b.Loop() {
		g.LOS(from, to)
	}
}
