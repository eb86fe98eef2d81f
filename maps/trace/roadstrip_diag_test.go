package trace_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/printgen"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// TestDiagnoseRoadStrips is a diagnostic, not a check: with
// SANDTABLE_DIAG_STRIPS=lo-hi:dpi:level it prints every step's road strip
// reading (roadstrip.go) with the known map's class of the step, one line
// each, for choosing the strip reader's thresholds.
func TestDiagnoseRoadStrips(t *testing.T) {
	spec := os.Getenv("SANDTABLE_DIAG_STRIPS")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_DIAG_STRIPS=lo-hi:dpi:level")
	}
	parts := strings.Split(spec, ":")
	se := strings.Split(parts[0], "-")
	lo, _ := strconv.Atoi(se[0])
	hi, _ := strconv.Atoi(se[1])
	dpi, _ := strconv.ParseFloat(parts[1], 64)
	li := -1
	for i, l := range printgen.Levels {
		if l.Name == parts[2] {
			li = i
		}
	}
	names := []string{"pike", "road", "lane", "trail"}
	for seed := lo; seed <= hi; seed++ {
		pm, err := printgen.New(uint64(seed), 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		ppm := dpi / 25.4
		img, a, err := pm.Print(ppm)
		if err != nil {
			t.Fatal(err)
		}
		s, err := pm.Scan(img, a, ppm, printgen.Levels[li], uint64(seed)*100+uint64(li))
		if err != nil {
			t.Fatal(err)
		}
		st, err := trace.StripStats(pm.Job(s, 4, trace.DefaultOptions()))
		if err != nil {
			t.Fatal(err)
		}
		g := pm.Truth.Geo.Grid
		for _, x := range st {
			ha, hb := g.SideHexes(x.Side)
			step := scangen.NewStep(ha, hb)
			cls := "none"
			if pm.Truth.Roads[step] {
				cls = names[pm.Class[step]]
			}
			t.Logf("S %d %v-%v %s %s/%s c%d w%v road %.3f %.2f contour %.3f %.2f water %.3f %.2f black %.3f %.2f noise %.3f least %.2f ink %.3f Y %v %.2f snr %.1f sat %.2f cos %.2f %.2f %.2f",
				seed, ha, hb, cls, pm.Truth.Terrain[ha], pm.Truth.Terrain[hb], pm.Truth.Contours[x.Side], pm.Truth.Water[x.Side],
				x.Road, x.ResRoad, x.Contour, x.ResContour, x.Water, x.ResWater, x.Black, x.ResBlack, x.Noise, x.Least, x.Ink, x.Yes, x.Conf, x.Snr, x.Sat, x.CosRoad, x.CosContour, x.CosWater)
		}
	}
}
