package trace_test

import (
	"image"
	"math"
	"slices"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestPaperFlattenedPrinted scans printed-style maps (seeds 21-24, 16 x 12
// hexes, 150 dpi) at the heavy level, whose paper yellows in patches and
// toward the edges. Every field hex is printed with one tint, so the
// lightest pixels around its centre differ from hex to hex only by the
// paper's faults: once the tracer has divided out its paper field, their
// blue (the channel yellowing cuts most) must spread (standard deviation of
// the log, over the field hexes) a fifth less on every seed and, summed
// over the seeds, under 60% as much as it did.
func TestPaperFlattenedPrinted(t *testing.T) {
	if testing.Short() {
		t.Skip("prints and scans 4 maps")
	}
	const ppm = 150 / 25.4
	var sumBefore, sumAfter float64
	for seed := uint64(21); seed <= 24; seed++ {
		pm, err := printgen.New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[2], seed)
		if err != nil {
			t.Fatal(err)
		}
		flat, ok, err := trace.FlattenedPaper(pm.Job(s, 4, trace.DefaultOptions()))
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			t.Errorf("seed %d: heavy scan's paper left as it is", seed)
			continue
		}
		l := hexgrid.Layout{Grid: pm.Truth.Geo.Grid, Size: pm.Style.HexMM / math.Sqrt(3)}
		var at [][2]float64
		for _, o := range pm.Truth.Hexes {
			if pm.Truth.Terrain[o] == printgen.Field {
				x, y := l.Center(o)
				px, py := s.At(x, y)
				at = append(at, [2]float64{px, py})
			}
		}
		if len(at) < 10 {
			continue
		}
		r := int(0.3 * pm.Style.HexMM * ppm)
		before, after := lightSpread(s.Image, at, r), lightSpread(flat, at, r)
		t.Logf("seed %d: %d field hexes, lightest blue's log spread %.4f as scanned, %.4f flattened", seed, len(at), before, after)
		if after > 0.8*before {
			t.Errorf("seed %d: flattened spread %.4f, want under 0.8 x %.4f", seed, after, before)
		}
		sumBefore, sumAfter = sumBefore+before, sumAfter+after
	}
	if sumAfter > 0.6*sumBefore {
		t.Errorf("seeds 21-24: flattened spreads sum to %.4f, want under 0.6 x %.4f", sumAfter, sumBefore)
	}
}

// lightSpread returns the standard deviation over the points at of the log
// of the mean blue of the lightest tenth of the pixels within r px of each.
func lightSpread(img image.Image, at [][2]float64, r int) float64 {
	var logs []float64
	for _, p := range at {
		var bs []float64
		for y := int(p[1]) - r; y <= int(p[1])+r; y++ {
			for x := int(p[0]) - r; x <= int(p[0])+r; x++ {
				cr, cg, cb, _ := img.At(x, y).RGBA()
				bs = append(bs, float64(cr+cg+cb)*1e6+float64(cb))
			}
		}
		slices.Sort(bs)
		top := bs[len(bs)*9/10:]
		m := 0.0
		for _, v := range top {
			m += math.Mod(v, 1e6)
		}
		logs = append(logs, math.Log(m/float64(len(top))+1))
	}
	var m, v float64
	for _, l := range logs {
		m += l
	}
	m /= float64(len(logs))
	for _, l := range logs {
		v += (l - m) * (l - m)
	}
	return math.Sqrt(v / float64(len(logs)))
}
