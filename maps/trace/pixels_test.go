package trace

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/sandtable/sandtable/maps/calib"
)

// TestAtLinearRamp: on an image whose pixel (i, j) holds 10i+3j+20 in red
// (the value at the pixel's centre, i+0.5, j+0.5), bilinear interpolation
// of that plane is exact, so at any point inside the pixel centres it gives
// 10(x-0.5)+3(y-0.5)+20, worked from the plane, not from the code.
func TestAtLinearRamp(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for j := range 8 {
		for i := range 8 {
			img.Set(i, j, color.RGBA{R: uint8(10*i + 3*j + 20), G: 7, B: 200, A: 255})
		}
	}
	p := newPixels(img)
	for _, pt := range [][2]float64{{0.5, 0.5}, {1.25, 2.75}, {3.9, 4.1}, {6.5, 7.5}, {2, 2}} {
		got := p.atLinear(pt[0], pt[1])
		want := 10*(pt[0]-0.5) + 3*(pt[1]-0.5) + 20
		if math.Abs(got[0]-want) > 1e-9 || got[1] != 7 || got[2] != 200 {
			t.Errorf("atLinear(%v) = %v, want red %.3f, green 7, blue 200", pt, got, want)
		}
	}
}

// TestCoarseGap: only a scan read as it is and coarser than 7 px/mm (150
// dpi is 5.9 px/mm) gets the wider contour background gap, 7 pixels in hex
// radii.
func TestCoarseGap(t *testing.T) {
	at := func(ppm float64) calib.Affine { return calib.Affine{ppm, 0, 0, 0, ppm, 0} }
	if g := coarseGap(at(150/25.4), 1, 50); math.Abs(g-7.0/50) > 1e-12 {
		t.Errorf("150 dpi: gap %v, want %v", g, 7.0/50)
	}
	if g := coarseGap(at(300/25.4), 1, 100); g != 0 {
		t.Errorf("300 dpi: gap %v, want 0", g)
	}
	if g := coarseGap(at(600/25.4/3), 3, 33); g != 0 {
		t.Errorf("600 dpi averaged down by 3: gap %v, want 0", g)
	}
	if g := coarseGap(at(math.NaN()), 1, 50); g != 0 {
		t.Errorf("NaN calibration: gap %v, want 0", g)
	}
}
