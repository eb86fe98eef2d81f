package trace

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// TestDropLoneWater works sides by hand on a 12 x 10 map: a side with no
// water within two corner steps is dropped and flagged; a printed-style
// stream crossing the hexes (two parallel sides of neighbouring hexes, two
// corner steps apart) is kept, and so are a stream of two sides, a lone
// side near the map's edge (a stream may rise off the map), a lone side
// on a sheet the rule does not hold on and a lone side read whole between
// two woods hexes (a printed creek); a lone side read whole between woods
// and field (a misregistered tint's fringe) is dropped, and so are a lone
// side near the map's edge whose own corners are traced and a doubted lone
// side at the edge.
func TestDropLoneWater(t *testing.T) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	dirs := g.Directions()
	in := func(o hexgrid.Offset) bool { return o.Col >= 1 && o.Col <= 12 && o.Row >= 1 && o.Row <= 10 }
	var sides []SideProposal
	idx := map[hexgrid.Hexside]int{}
	for col := 1; col <= 12; col++ {
		for row := 1; row <= 10; row++ {
			o := hexgrid.Offset{Col: col, Row: row}
			for _, d := range dirs {
				s := g.Side(o, d)
				a, b := g.SideHexes(s)
				if _, ok := idx[s]; ok || !in(a) || !in(b) {
					continue
				}
				idx[s] = len(sides)
				sides = append(sides, SideProposal{Side: s})
			}
		}
	}
	wet := func(o hexgrid.Offset, d hexgrid.Direction, sheet int) int {
		i, ok := idx[g.Side(o, d)]
		if !ok {
			t.Fatalf("side %v %v not on the map", o, d)
		}
		sides[i].Water, sides[i].WaterConf, sides[i].sheet = true, 0.9, sheet
		return i
	}
	lone := wet(hexgrid.Offset{Col: 3, Row: 3}, dirs[0], 0)
	// A stream crossing the hexes: the south-east sides of two hexes one
	// above the other, two corner steps apart.
	crossA := wet(hexgrid.Offset{Col: 8, Row: 3}, hexgrid.DirSE, 0)
	crossB := wet(hexgrid.Offset{Col: 8, Row: 4}, hexgrid.DirSE, 0)
	pairA := wet(hexgrid.Offset{Col: 3, Row: 7}, dirs[0], 0)
	pairB := wet(hexgrid.Offset{Col: 3, Row: 7}, dirs[1], 0)
	var edge int
	for i, s := range sides {
		if a, _ := g.SideHexes(s.Side); a.Col == 1 && a.Row == 5 && !loneWater(g, sides, idx, i, 0.25) {
			edge = i // a side of the map's edge hex with a corner not traced
		}
	}
	sides[edge].Water, sides[edge].WaterConf = true, 0.9
	// A doubted read at the map's edge (a side of hex 12.2 with a corner
	// not traced).
	doubtEdge := -1
	for i, s := range sides {
		if a, _ := g.SideHexes(s.Side); a.Col == 12 && a.Row == 2 && doubtEdge < 0 && atMapEdge(g, idx, s.Side) {
			doubtEdge = i
		}
	}
	if doubtEdge < 0 {
		t.Fatal("no side of hex 12.2 at the map's edge")
	}
	sides[doubtEdge].Water, sides[doubtEdge].WaterConf = true, 0.1
	// A side of the eleventh column (of twelve) whose own corners are all traced, but
	// with untraced sides within two corner steps: near the map's edge, not
	// at it (texture there, not a stream rising off the map).
	nearEdge := -1
	for i, s := range sides {
		if a, _ := g.SideHexes(s.Side); a.Col == 11 && a.Row == 5 && nearEdge < 0 && !atMapEdge(g, idx, s.Side) && untracedWithin(g, idx, s.Side, loneSteps) {
			nearEdge = i
		}
	}
	if nearEdge < 0 {
		t.Fatal("no side near the map's edge found")
	}
	sides[nearEdge].Water, sides[nearEdge].WaterConf = true, 0.9
	other := wet(hexgrid.Offset{Col: 9, Row: 8}, dirs[0], 1)
	terrain := map[hexgrid.Offset]string{}
	whole := func(o hexgrid.Offset, d hexgrid.Direction, ta, tb string) int {
		i := wet(o, d, 0)
		sides[i].waterHit = 1
		a, b := g.SideHexes(sides[i].Side)
		terrain[a], terrain[b] = ta, tb
		return i
	}
	creek := whole(hexgrid.Offset{Col: 6, Row: 7}, dirs[0], "woods", "woods")
	fringe := whole(hexgrid.Offset{Col: 6, Row: 4}, dirs[0], "woods", "field")
	dropLoneWater(g, sides, terrain, []bool{true, false}, 0.25)
	for name, i := range map[string]int{"lone side": lone, "fringe": fringe, "near the edge": nearEdge, "doubted at the edge": doubtEdge} {
		if sides[i].Water || sides[i].WaterConf >= 0.25 {
			t.Errorf("%s: water %v conf %.2f, want dropped and flagged", name, sides[i].Water, sides[i].WaterConf)
		}
	}
	for name, i := range map[string]int{"crossing A": crossA, "crossing B": crossB, "pair A": pairA, "pair B": pairB, "edge": edge, "other sheet": other, "creek": creek} {
		if !sides[i].Water || sides[i].WaterConf != 0.9 {
			t.Errorf("%s: water %v conf %.2f, want kept as read", name, sides[i].Water, sides[i].WaterConf)
		}
	}
}

// untracedWithin reports whether a side within steps corner steps of side
// s is not in idx (not traced), walking the corners breadth first.
func untracedWithin(g hexgrid.Grid, idx map[hexgrid.Hexside]int, s hexgrid.Hexside, steps int) bool {
	seen := map[hexgrid.Hexside]bool{s: true}
	front := []hexgrid.Hexside{s}
	for range steps {
		var next []hexgrid.Hexside
		for _, f := range front {
			for _, c := range corners(g, f) {
				for _, os := range c {
					if _, ok := idx[os]; !ok {
						return true
					}
					if !seen[os] {
						seen[os] = true
						next = append(next, os)
					}
				}
			}
		}
		front = next
	}
	return false
}
