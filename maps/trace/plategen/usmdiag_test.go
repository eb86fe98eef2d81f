package plategen

import (
	"context"
	"image"
	"image/color"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseUnsharpMask is a diagnostic, not a check: with
// PLATEGEN_USM=seeds:dpi:level (e.g. 21-25:300:light) it scans each map
// (16 x 12 hexes) three times from the same scan seed: as the level draws
// it, with the driver's unsharp mask off (every other parameter drawn
// alike), and as drawn with the mask then undone knowing its amount and
// radius (unsharpUndone); traces each and logs what the mask costs the
// line readers: contour counts right and wrong-sure, water and road
// precision.
func TestDiagnoseUnsharpMask(t *testing.T) {
	spec := os.Getenv("PLATEGEN_USM")
	if spec == "" {
		t.Skip("set PLATEGEN_USM=seeds:dpi:level")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		t.Fatalf("PLATEGEN_USM=%q: want seeds:dpi:level", spec)
	}
	lo, hi := seedRange(t, parts[0])
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	flat := lv
	flat.Sharpen = [2]float64{0, 0} // drawn all the same, so the rest of the scan is unchanged
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		p, err := pm.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		var line string
		for k, l := range []Level{lv, flat, lv} {
			s, err := pm.Scan(p, l, pm.Seed*100+uint64(levelIndex(lv)))
			if err != nil {
				t.Fatal(err)
			}
			if k == 2 {
				// The mask undone, knowing its amount and radius.
				s.Image = unsharpUndone(s.Image, s.Sharpen, s.SharpenPx)
				line += " | undone"
			}
			opt := trace.DefaultOptions()
			opt.KeepSharpening = true // the scan as given: the tracer's own undo left out
			pr, err := trace.Trace(context.Background(), pm.Job(s, 4, opt), nil)
			if err != nil {
				t.Fatal(err)
			}
			r, err := printgen.Evaluate(pm.Truth, pr)
			if err != nil {
				t.Fatal(err)
			}
			sc := r.Score
			line += " | usm " + strconv.FormatFloat(s.Sharpen, 'f', 2, 64) +
				": contours " + pct(sc.Contours.Accuracy()) + " wrong-sure " + pct(sc.Contours.WrongSureRate()) +
				" water P " + pct(r.WaterPR().Precision()) + " roads P " + pct(r.RoadPR().Precision())
		}
		t.Logf("seed %d %g %s%s", seed, dpi, lv.Name, line)
	}
}

// unsharpUndone inverts v' = v + a (v - G_r v) on img: v = (v' + a G_r
// v) / (1 + a), iterated from v = v'.
func unsharpUndone(img image.Image, a, r float64) image.Image {
	if a == 0 {
		return img
	}
	b := img.Bounds()
	cv := newCanvas(b.Dx(), b.Dy())
	for y := range b.Dy() {
		for x := range b.Dx() {
			c := color.RGBAModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
			i := y*b.Dx() + x
			cv.c[0][i], cv.c[1][i], cv.c[2][i] = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
		}
	}
	v := &canvas{w: cv.w, h: cv.h}
	for c := range 3 {
		v.c[c] = append([]float32(nil), cv.c[c]...)
	}
	for range 4 {
		g := &canvas{w: cv.w, h: cv.h}
		for c := range 3 {
			g.c[c] = append([]float32(nil), v.c[c]...)
		}
		g.gauss(r)
		for c := range 3 {
			for i := range v.c[c] {
				v.c[c][i] = (cv.c[c][i] + float32(a)*g.c[c][i]) / float32(1+a)
			}
		}
	}
	return v.rgba()
}

func pct(v float64) string { return strconv.FormatFloat(100*v, 'f', 1, 64) + "%" }
