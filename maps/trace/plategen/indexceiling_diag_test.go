package plategen

import (
	"fmt"
	"os"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"

	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagnoseIndexCeiling is a diagnostic, not a check: with
// SANDTABLE_ELEV_TRUE=lo-hi it solves the levels of those plate-style maps
// (16 x 12) from their TRUE counts, all sure, without widths and with every
// line at the width the style prints it (Style.Contour, or Style.IndexW on
// every IndexEvery-th level, exact): from the three fixed seeds and over
// the random triples. How far index lines read without error would take
// elevation on the plate family (printgen's TestDiagnoseIndexCeiling on
// the printed one).
func TestDiagnoseIndexCeiling(t *testing.T) {
	spec := os.Getenv("SANDTABLE_ELEV_TRUE")
	if spec == "" {
		t.Skip("diagnostic: set SANDTABLE_ELEV_TRUE=lo-hi")
	}
	var lo, hi uint64
	if _, err := fmt.Sscanf(spec, "%d-%d", &lo, &hi); err != nil {
		t.Fatal(err)
	}
	var tot [2]printgen.LevelScore
	fitted := 0
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := printgen.IndexStyle{Every: pm.Style.IndexEvery, Normal: pm.Style.Contour, Index: pm.Style.IndexW}
		var sc [2]printgen.LevelScore
		for k, ws := range []map[hexgrid.Hexside][]float64{nil, printgen.TrueWidths(pm.Truth, st)} {
			q := printgen.TrueProposal(pm.Truth, ws)
			s, ix, err := printgen.ScoreLevels(pm.Truth, q, k == 1)
			if err != nil {
				t.Fatal(err)
			}
			sc[k] = s
			tot[k].Add(s)
			if k == 1 && ix.Every == st.Every && ix.Phase == 0 {
				fitted++
			}
			if k == 1 {
				t.Logf("map %d (every %d, %.2f / %.2f mm): fitted every %d phase %d (t %.1f); three seeds right %d -> %d of %d; triples right %.1f -> %.1f%%, wrong sure %d -> %d",
					seed, st.Every, st.Normal, st.Index, ix.Every, ix.Phase, ix.T, sc[0].Right, sc[1].Right, sc[1].All,
					pctOf(sc[0].TripleRight, sc[0].TripleAll), pctOf(sc[1].TripleRight, sc[1].TripleAll), sc[0].TripleWrongSure, sc[1].TripleWrongSure)
			}
		}
	}
	t.Logf("plate maps %d-%d: index lines fitted right on %d; three seeds right %.1f -> %.1f%%, wrong sure %.1f -> %.1f%%; triples right %.1f -> %.1f%%, wrong sure %.1f -> %.1f%%",
		lo, hi, fitted, pctOf(tot[0].Right, tot[0].All), pctOf(tot[1].Right, tot[1].All), pctOf(tot[0].WrongSure, tot[0].All), pctOf(tot[1].WrongSure, tot[1].All),
		pctOf(tot[0].TripleRight, tot[0].TripleAll), pctOf(tot[1].TripleRight, tot[1].TripleAll), pctOf(tot[0].TripleWrongSure, tot[0].TripleAll), pctOf(tot[1].TripleWrongSure, tot[1].TripleAll))
}

func pctOf(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }
