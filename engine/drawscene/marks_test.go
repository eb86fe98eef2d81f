package drawscene_test

import (
	"slices"
	"testing"

	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Every mark becomes an overlay item of its kind and colour, tints drawn
// before rings (the renderer draws tints under the grid, rings over it);
// hidden flags draw nothing; a reused overlay keeps no item of the marks
// it was built from before.
func TestOverlayOfMarks(t *testing.T) {
	at := func(c, r int) hexgrid.Offset { return hexgrid.Offset{Col: c, Row: r} }
	side := hexgrid.Hexside{Hex: at(2, 2), Dir: 1}
	mk := &drawscene.Marks{
		SelectedHex: at(1, 1), HasSelectedHex: true, SelectedUnit: "u1",
		SelectedSide: side, HasSelectedSide: true,
		Flagged:        []hexgrid.Offset{at(3, 3), at(4, 4)},
		Marked:         []hexgrid.Offset{at(5, 5)},
		Labels:         []draw.Label{{Hex: at(5, 5), Text: "2 MP"}},
		Proposed:       []draw.HexMark{{Hex: at(6, 6), Kind: draw.MarkSwatch}},
		ProposedLevels: []draw.Label{{Hex: at(6, 6), Text: "3", Centred: true}},
		Ruler:          []draw.HexMark{{Hex: at(7, 7), Kind: draw.MarkRing, Color: draw.RulerBlockColor}, {Hex: at(8, 8), Color: draw.RulerColor}},
		Points:         []draw.PointMark{{Hex: at(9, 9)}},
	}
	cs := []draw.Counter{{ID: "u1", Hex: at(1, 1)}}
	ov := drawscene.Overlay(draw.Overlay{}, cs, mk)
	if len(ov.Counters) != 1 || ov.SelectedUnit != "u1" {
		t.Errorf("counters %v selected %q", ov.Counters, ov.SelectedUnit)
	}
	type item struct {
		hex  hexgrid.Offset
		ring bool
	}
	var got []item
	for _, m := range ov.Hexes {
		got = append(got, item{m.Hex, !m.Tint()})
	}
	want := []item{{at(5, 5), false}, {at(8, 8), false}, {at(6, 6), false}, {at(3, 3), true}, {at(4, 4), true}, {at(1, 1), true}, {at(7, 7), true}}
	if !slices.Equal(got, want) {
		t.Errorf("hex marks %v, want %v", got, want)
	}
	if c := ov.Hexes[0].Color; c != draw.MarkColor {
		t.Errorf("a marked hex tinted %v", c)
	}
	if c := ov.Hexes[3].Color; c != draw.FlagColor {
		t.Errorf("a flagged hex ringed %v", c)
	}
	if c := ov.Hexes[5].Color; c != draw.SelectColor {
		t.Errorf("the selected hex ringed %v", c)
	}
	if len(ov.Sides) != 1 || ov.Sides[0].Side != side || ov.Sides[0].Color != draw.SelectColor {
		t.Errorf("sides %v", ov.Sides)
	}
	if len(ov.Labels) != 2 || ov.Labels[0].Text != "2 MP" || !ov.Labels[1].Centred {
		t.Errorf("labels %v", ov.Labels)
	}
	if len(ov.Points) != 1 {
		t.Errorf("points %v", ov.Points)
	}

	// Rebuilt into the same overlay with fewer marks: nothing left over,
	// and the marks' own slices untouched.
	less := &drawscene.Marks{Flagged: mk.Flagged, HideFlagged: true, Labels: mk.Labels}
	ov = drawscene.Overlay(ov, nil, less)
	if len(ov.Hexes)+len(ov.Sides)+len(ov.Points)+len(ov.Counters) != 0 || ov.SelectedUnit != "" {
		t.Errorf("after rebuilding with hidden flags: %+v", ov)
	}
	if len(ov.Labels) != 1 || len(mk.Labels) != 1 || mk.Labels[0].Text != "2 MP" {
		t.Errorf("labels %v, the marks' own %v", ov.Labels, mk.Labels)
	}
}
