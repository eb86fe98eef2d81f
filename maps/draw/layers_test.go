package draw

import (
	"slices"
	"testing"
)

// fastRecorder is a recorder that takes some layers itself (FastLayers).
type fastRecorder struct {
	recorder
	asked []string
	takes map[string]bool
}

func (f *fastRecorder) DrawLayer(l string) bool {
	f.asked = append(f.asked, l)
	return f.takes[l]
}

// The one draw call asks a FastLayers canvas for every layer the options
// keep, in LayerOrder, and draws only those it does not take.
func TestFastLayers(t *testing.T) {
	s := featuresScene(t)
	pr, err := Prepare(s, Options{NoHexIDs: true})
	if err != nil {
		t.Fatal(err)
	}
	c := &fastRecorder{takes: map[string]bool{LayerTerrain: true, LayerGrid: true}}
	if err := pr.Draw(c, Rect{}, Overlay{}); err != nil {
		t.Fatal(err)
	}
	want := slices.DeleteFunc(slices.Clone(LayerOrder[:]), func(l string) bool { return l == LayerHexIDs })
	if !slices.Equal(c.asked, want) {
		t.Errorf("asked %v, want %v", c.asked, want)
	}
	for _, l := range []string{LayerTerrain, LayerGrid, LayerHexIDs} {
		if n := len(c.in(l, "polygon")) + len(c.in(l, "polyline")) + len(c.in(l, "text")); n != 0 {
			t.Errorf("layer %s taken by the canvas or left out, yet Draw drew %d shapes in it", l, n)
		}
	}
	if len(c.in(LayerPaper, "polygon")) == 0 || len(c.in(LayerFeatures, "polygon")) == 0 {
		t.Error("layers the canvas does not take are not drawn")
	}
}
