package printgen

import (
	"math"
	"testing"
)

// TestKnownMapKey checks the answer key of a family of maps: levels are
// whole levels 0..4 of the elevation field at hex centres, every hexside's
// contour count is the level difference of its hexes, each map has a town
// and a dashed lane, and the style differs from seed to seed within the
// printed line widths of 0.15..0.5 mm.
func TestKnownMapKey(t *testing.T) {
	sizes := map[float64]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		pm, err := New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		tr := pm.Truth
		g := tr.Geo.Grid
		l := pm.layout()
		for _, o := range tr.Hexes {
			x, y := l.Center(o)
			lv := tr.Level[o]
			if lv < 0 || lv > 4 || float64(lv) != math.Floor(pm.Field(x, y)) {
				t.Errorf("seed %d hex %v: level %d, field %.2f", seed, o, lv, pm.Field(x, y))
			}
			for _, d := range g.Directions() {
				nb := g.Neighbor(o, d)
				if _, ok := tr.Terrain[nb]; !ok {
					continue
				}
				want := tr.Level[o] - tr.Level[nb]
				if got := tr.Contours[g.Side(o, d)]; got != max(want, -want) {
					t.Errorf("seed %d side %v: count %d, levels %d and %d", seed, g.Side(o, d), got, tr.Level[o], tr.Level[nb])
				}
			}
		}
		towns, lanes := 0, 0
		for _, ty := range tr.Terrain {
			if ty == Town {
				towns++
			}
		}
		for _, c := range pm.Class {
			if c == Lane {
				lanes++
			}
		}
		if towns == 0 || (len(tr.Roads) > 0 && lanes == 0) {
			t.Errorf("seed %d: %d town hexes, %d lane steps of %d road steps", seed, towns, lanes, len(tr.Roads))
		}
		st := pm.Style
		for name, w := range map[string]float64{"contour": st.Contour.Width, "index": st.Contour.Index,
			"stream": st.Stream.Width, "road": st.Road.Road, "lane": st.Road.Lane, "trail": st.Road.Trail} {
			if w < 0.15 || w > 0.5 {
				t.Errorf("seed %d: %s line %.2f mm", seed, name, w)
			}
		}
		sizes[st.HexMM] = true
	}
	if len(sizes) < 4 {
		t.Errorf("6 seeds gave %d hex sizes; the style should vary", len(sizes))
	}
}

// TestPrintDeterministic prints the same map twice and a scan of it: the
// same seed gives the same pixels; the scan is larger than the print (the
// glass shows a margin) and its calibration is within the click error.
func TestPrintDeterministic(t *testing.T) {
	pm, err := New(9, 6, 5)
	if err != nil {
		t.Fatal(err)
	}
	a1, cal, err := pm.Print(4)
	if err != nil {
		t.Fatal(err)
	}
	a2, _, _ := pm.Print(4)
	if string(a1.Pix) != string(a2.Pix) {
		t.Error("two prints of one map differ")
	}
	s, err := pm.Scan(a1, cal, 4, Levels[2], 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Image.Bounds().Dx() <= a1.Bounds().Dx() {
		t.Errorf("scan %v not larger than print %v", s.Image.Bounds(), a1.Bounds())
	}
	l := pm.layout()
	x, y := l.Center(pm.Truth.Hexes[0])
	ax, ay := s.Affine.Apply(x, y)
	tx, ty := s.True.Apply(x, y)
	if d := math.Hypot(ax-tx, ay-ty); d > 4*Levels[2].ClickMM*4+2 {
		t.Errorf("calibration off by %.1f px at the first hex", d)
	}
	if _, _, err := pm.Print(0); err == nil {
		t.Error("0 px/mm printed")
	}
	if _, err := New(1, 2, 2); err == nil {
		t.Error("2 x 2 map made")
	}
}
