package trace_test

import (
	"image"
	"image/color"
	"image/draw"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// TestRefineBlankKeepsClicks refines a calibration on a blank scan (no
// printed grid to find): the clicked calibration must come back
// unchanged, not moved to the search's rounded start.
func TestRefineBlankKeepsClicks(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 600, 500))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{240, 236, 225, 255}), image.Point{}, draw.Src)
	a := calib.Affine{3.93, 0.02, 21.7, -0.01, 3.95, 18.3}
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Odd}
	var hexes []hexgrid.Offset
	for c := range 8 {
		for r := range 6 {
			hexes = append(hexes, hexgrid.Offset{Col: c, Row: r})
		}
	}
	r := trace.Refine(img, a, g, 16, hexes)
	if r.Affine != a {
		t.Errorf("blank scan: calibration %v refined to %v; want it unchanged", a, r.Affine)
	}
	if dx, dy := r.RowShift(250); dx != 0 || dy != 0 {
		t.Errorf("blank scan: row shift (%g, %g); want none", dx, dy)
	}
}
