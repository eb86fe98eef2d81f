package printgen

import (
	"context"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
)

// TestDiagnoseContourStyles is a diagnostic, not a check: with
// SANDTABLE_DIAG_STYLE=seeds:dpi:level (e.g. 21-40:300:moderate) it traces
// the printed-style maps of those seeds (16 x 12 hexes) and logs, per seed,
// the style parameters a contour reader depends on beside its contour
// counts right, wrong and not flagged, and review items per 100 hexes, so
// the failures can be sorted by style rather than by seed. With
// SANDTABLE_DIAG_LINEMAP=1 the line map reader is used.
func TestDiagnoseContourStyles(t *testing.T) {
	lo, hi, parts := diagSpec(t, "SANDTABLE_DIAG_STYLE", "seeds:dpi:level")
	dpi, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := LevelNamed(parts[2])
	if err != nil {
		t.Fatal(err)
	}
	opt := trace.DefaultOptions()
	opt.LineMap = os.Getenv("SANDTABLE_DIAG_LINEMAP") != ""
	var sum Result
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := printScan(t, pm, dpi, lv, seed*100+1)
		p, err := trace.Trace(context.Background(), pm.Job(s, 4, opt), nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Evaluate(pm.Truth, p)
		if err != nil {
			t.Fatal(err)
		}
		sum = sum.Add(r)
		// the refined calibration's largest error at the hex centres, px
		ref := trace.Refine(s.Image, s.Affine, pm.Truth.Geo.Grid, pm.Style.HexMM, pm.Truth.Hexes)
		calErr := 0.0
		for _, o := range pm.Truth.Hexes {
			x, y := pm.layout().Center(o)
			ax, ay := ref.Apply(x, y)
			bx, by := s.At(x, y)
			calErr = max(calErr, math.Hypot(ax-bx, ay-by))
		}
		st := pm.Style
		c := st.Contour
		t.Logf("seed %3d terrain %5.1f%% cal %5.2f px contours %5.1f%% wrongsure %4.1f%% review %3.0f | ink %3.0f,%3.0f,%3.0f w %.2f idx %.2f every %d | "+
			"label %3.0f,%3.0f,%3.0f grid %.2f %3.0f | screen %v woods %.2f %3.0f,%3.0f,%3.0f field %.2f tree %.2f/%.2f hex %.1f paper %3.0f,%3.0f,%3.0f",
			seed, 100*r.Score.Terrain.Accuracy(), calErr, 100*r.Score.Contours.Accuracy(), 100*r.Score.Contours.WrongSureRate(), r.ContourReviewPer100(),
			c.Ink[0], c.Ink[1], c.Ink[2], c.Width, c.Index, c.Every,
			st.Label.Ink[0], st.Label.Ink[1], st.Label.Ink[2], st.Grid.Width, st.Grid.Ink[0],
			st.Tints[Woods].screen, st.Tints[Woods].cover, st.Tints[Woods].ink[0], st.Tints[Woods].ink[1], st.Tints[Woods].ink[2],
			st.Tints[Field].cover, st.TreeR, st.TreeGap, st.HexMM, st.Paper[0], st.Paper[1], st.Paper[2])
	}
	t.Logf("all: contours %.1f%% wrongsure %.1f%% review %.0f per 100 hexes",
		100*sum.Score.Contours.Accuracy(), 100*sum.Score.Contours.WrongSureRate(), sum.ContourReviewPer100())
}
