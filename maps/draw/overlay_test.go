package draw

import (
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The overlay's tints and swatches are drawn in LayerTints, under the grid;
// its rings, hexsides, labels and points in LayerMarks, under the counters.
func TestOverlayLayers(t *testing.T) {
	s := featuresScene(t)
	o := s.Geo.Numbering.All()[10]
	s.Overlay = Overlay{
		Hexes: []HexMark{
			{Hex: o, Kind: MarkTint, Color: MarkColor},
			{Hex: o, Kind: MarkSwatch, Color: rgb(0, 0x80, 0), Outline: UnsureColor},
			{Hex: o, Kind: MarkRing, Color: FlagColor},
		},
		Sides:  []SideMark{{Side: hexgrid.Hexside{Hex: o, Dir: s.Geo.Grid.Directions()[0]}, Color: SelectColor}},
		Labels: []Label{{Hex: o, Text: "3 MP"}, {Hex: o, Text: "2", Centred: true, Color: LevelColor}},
		Points: []PointMark{{Hex: o, DX: 0.2, Color: PointColor}},
	}
	r := drawRecorded(t, s, Options{})
	tints := r.in(LayerTints, "polygon")
	if len(tints) != 2 || tints[0].fill != MarkColor || tints[1].stroke.Color != UnsureColor {
		t.Errorf("tints: %+v", tints)
	}
	if ps := r.in(LayerMarks, "polygon"); len(ps) != 1 || ps[0].stroke.Color != FlagColor {
		t.Errorf("rings: %+v", ps)
	}
	if n := len(r.in(LayerMarks, "polyline")); n != 1 {
		t.Errorf("%d hexside marks, want 1", n)
	}
	if ls := r.in(LayerMarks, "text"); len(ls) != 2 || ls[1].text.Color != LevelColor || ls[1].text.At.Y >= ls[0].text.At.Y {
		t.Errorf("labels: %+v", ls)
	}
	cs := r.in(LayerMarks, "circle")
	if len(cs) != 1 || cs[0].fill != PointColor {
		t.Errorf("points: %+v", cs)
	}
	var order []string
	for _, c := range r.calls {
		if len(order) == 0 || order[len(order)-1] != c.layer {
			order = append(order, c.layer)
		}
	}
	idx := func(l string) int {
		for i, x := range order {
			if x == l {
				return i
			}
		}
		return -1
	}
	if !(idx(LayerTerrain) < idx(LayerTints) && idx(LayerTints) < idx(LayerGrid) && idx(LayerHexIDs) < idx(LayerMarks)) {
		t.Errorf("layer order %v", order)
	}
}

// A clip leaves out the hexes that cannot meet it (with clipReach's margin),
// in every pass that visits hexes.
func TestDrawClip(t *testing.T) {
	s := featuresScene(t)
	whole := drawRecorded(t, s, Options{})
	p, err := PageOf(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	clip := Rect{Point{0, 0}, Point{p.Width, p.Height / 4}}
	part := drawRecorded(t, s, Options{Clip: clip})
	a, b := len(whole.in(LayerTerrain, "polygon")), len(part.in(LayerTerrain, "polygon"))
	if b == 0 || b >= a {
		t.Fatalf("terrain polygons: %d clipped, %d whole", b, a)
	}
	for _, c := range part.in(LayerTerrain, "polygon") {
		top := c.pts[0].Y
		for _, q := range c.pts {
			top = min(top, q.Y)
		}
		if top > clip.Max.Y+(clipReach-1)*p.Layout.Size {
			t.Errorf("a hex below the clip is drawn (top at %.1f mm, clip ends at %.1f)", top, clip.Max.Y)
		}
	}
}
