package draw

import (
	"maps"
	"testing"
)

// A terrain with a pattern gets it over every one of its hexes, in a darker
// shade of its fill, in its own layer after the terrain (four dots, or
// three hatch strokes, per hex); with no pattern the layer is not drawn.
// The hexes of each terrain are counted from the map file.
func TestTerrainPatterns(t *testing.T) {
	s := featuresScene(t)
	if r := drawRecorded(t, s, Options{}); len(r.in(LayerPatterns, "circle"))+len(r.in(LayerPatterns, "polyline")) != 0 {
		t.Fatal("solid terrains drew a pattern")
	}
	field, marsh := 0, 0
	for _, h := range s.Map.Hexes {
		switch h.Terrain {
		case "field":
			field++
		case "marsh":
			marsh++
		}
	}
	if field == 0 || marsh == 0 {
		t.Fatalf("the test map has %d field and %d marsh hexes", field, marsh)
	}
	st := *s.Styles
	st.Patterns = maps.Clone(st.Patterns)
	st.Patterns["field"], st.Patterns["marsh"] = PatternDots, PatternHatch
	s.Styles = &st
	r := drawRecorded(t, s, Options{})
	dots, strokes := r.in(LayerPatterns, "circle"), r.in(LayerPatterns, "polyline")
	if len(dots) != len(patternDots)*field || len(strokes) != len(patternHatch)*marsh {
		t.Errorf("%d dots and %d strokes, want %d and %d", len(dots), len(strokes), len(patternDots)*field, len(patternHatch)*marsh)
	}
	fill := st.Terrain["field"]
	for _, c := range dots {
		if c.fill.R >= fill.R || c.fill.G >= fill.G || c.fill.A != 0xff {
			t.Fatalf("dot ink %v is not darker than the field fill %v", c.fill, fill)
		}
	}
	order := map[string]int{}
	for i, c := range r.calls {
		if _, ok := order[c.layer]; !ok {
			order[c.layer] = i
		}
	}
	if order[LayerPatterns] < order[LayerTerrain] || order[LayerPatterns] > order[LayerGrid] {
		t.Errorf("patterns drawn out of order: %v", order)
	}
}
