package printgen

import (
	"testing"
)

// TestDiagStyleList is a diagnostic, not a check: with
// SANDTABLE_STYLE_LIST=seeds:: (e.g. 51-90::) it logs, per seed, the printed
// style's parameters the contour readers depend on (contour ink and
// widths, label ink, grid, screen, the tints' ink and cover, tree crowns,
// hex size, paper) without tracing, to sort the seeds' figures by style.
func TestDiagStyleList(t *testing.T) {
	lo, hi, _ := diagSpec(t, "SANDTABLE_STYLE_LIST", "seeds::")
	for seed := lo; seed <= hi; seed++ {
		pm, err := New(seed, 16, 12)
		if err != nil {
			t.Fatal(err)
		}
		st := pm.Style
		c := st.Contour
		w, f := st.Tints[Woods], st.Tints[Field]
		t.Logf("seed %3d ink %3.0f,%3.0f,%3.0f w %.2f idx %.2f every %d | label %3.0f,%3.0f,%3.0f grid %.2f %3.0f | screen %v lpi %3.0f | woods %.2f %3.0f,%3.0f,%3.0f sym %3.0f,%3.0f,%3.0f field %.2f %3.0f,%3.0f,%3.0f tree %.2f/%.2f hex %.1f paper %3.0f,%3.0f,%3.0f",
			seed, c.Ink[0], c.Ink[1], c.Ink[2], c.Width, c.Index, c.Every,
			st.Label.Ink[0], st.Label.Ink[1], st.Label.Ink[2], st.Grid.Width, st.Grid.Ink[0],
			w.screen, st.Screen.LPI, w.cover, w.ink[0], w.ink[1], w.ink[2], st.Symbol[Woods][0], st.Symbol[Woods][1], st.Symbol[Woods][2],
			f.cover, f.ink[0], f.ink[1], f.ink[2], st.TreeR, st.TreeGap, st.HexMM, st.Paper[0], st.Paper[1], st.Paper[2])
	}
}
