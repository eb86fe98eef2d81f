package trace_test

import (
	"math"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestScreenAnglesOverprint checks the mark the averaged line map is
// built on (linemapscreened.go) against what the generators printed, at
// 300 dpi light on 10 x 8 hex maps: a plate-style sheet (its terrain
// tints laid as screens of several plates at several angles, read from
// plategen's Style) shows at least ScreenPlatesMin screen angles and is
// marked overprinted; a printed-style sheet whose tints are one halftone
// screen (printgen's Style) and one in flat tints are not; and the tracer marks only the
// plate sheet, not printed seed 24 at 600 dpi either (averaged down to
// the read resolution, its screen leaves a moiré at four angles).
func TestScreenAnglesOverprint(t *testing.T) {
	if testing.Short() || os.Getenv("SANDTABLE_OVERPRINT_MARK") == "" {
		// The mark only chooses the averaged line map, which is off by
		// default (Options.LineAlongMM 0): about 20 CPU-s kept out of CI.
		t.Skip("prints and scans four 300 and 600 dpi sheets: set SANDTABLE_OVERPRINT_MARK=1")
	}
	const dpi = 300
	lv, err := plategen.LevelNamed("light")
	if err != nil {
		t.Fatal(err)
	}
	pm, err := plategen.New(21, 10, 8)
	if err != nil {
		t.Fatal(err)
	}
	lattices := map[float64]bool{}
	for _, m := range []plategen.Mix{pm.Style.Woods, pm.Style.Field, pm.Style.Orchard, pm.Style.Thicket, pm.Style.Marsh, pm.Style.Town} {
		for _, tn := range m {
			lattices[math.Mod(pm.Style.Angle[tn.Plate], 90)] = true
		}
	}
	if len(lattices) < 2 {
		t.Fatalf("plate seed 21 screens its tints at %d angle(s) mod 90: not a test of overprinting", len(lattices))
	}
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pm.Scan(p, lv, 21*100+levelIndexOf(lv))
	if err != nil {
		t.Fatal(err)
	}
	_, _, ang, err := trace.ScreenMeasures(pm.Job(s, 4, trace.DefaultOptions()))
	if err != nil {
		t.Fatal(err)
	}
	if ang[0] < trace.ScreenPlatesMin {
		t.Errorf("plate seed 21 (%d lattices printed): %d screen angles, want at least %d", len(lattices), ang[0], trace.ScreenPlatesMin)
	}
	if op, err := trace.Overprinted(pm.Job(s, 4, trace.DefaultOptions())); err != nil || !op[0] {
		t.Errorf("plate seed 21: marked overprinted %v (%v), want true", op, err)
	}
	for _, seed := range []uint64{21, 22} {
		pp, err := printgen.New(seed, 10, 8)
		if err != nil {
			t.Fatal(err)
		}
		screened := false
		for _, tn := range pp.Style.Tints {
			screened = screened || tn.Screen()
		}
		img, a, err := pp.Print(dpi / 25.4)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := pp.Scan(img, a, dpi/25.4, printgen.Levels[0], seed*100)
		if err != nil {
			t.Fatal(err)
		}
		op, err := trace.Overprinted(pp.Job(sc, 4, trace.DefaultOptions()))
		if err != nil {
			t.Fatal(err)
		}
		if op[0] {
			t.Errorf("printed seed %d (screened tints %v, at one angle): marked overprinted", seed, screened)
		}
	}
	pp, err := printgen.New(24, 10, 8)
	if err != nil {
		t.Fatal(err)
	}
	img, a, err := pp.Print(600 / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := pp.Scan(img, a, 600/25.4, printgen.Levels[0], 24*100)
	if err != nil {
		t.Fatal(err)
	}
	if op, err := trace.Overprinted(pp.Job(sc, 4, trace.DefaultOptions())); err != nil || op[0] {
		t.Errorf("printed seed 24 at 600 dpi: marked overprinted %v (%v), want false", op, err)
	}
}
