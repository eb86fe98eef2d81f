package model

import (
	"strings"
	"testing"
)

func TestFindOverlapHexByEitherName(t *testing.T) {
	d := openBuiltin(t)
	for _, q := range []string{"S1401", "n1434", " S1401 "} {
		got := d.Find(q, 5)
		if len(got) == 0 || got[0].Kind != TargetHex || got[0].Hex != hex(t, d, "N1434") {
			t.Fatalf("Find(%q) = %+v, want the hex N1434 = S1401 first", q, got)
		}
		if got[0].Label != "N1434 = S1401" {
			t.Errorf("label %q", got[0].Label)
		}
	}
}

func TestFindUnitAndPlace(t *testing.T) {
	d := openBuiltin(t)
	got := d.Find("55 TN", 5)
	if len(got) == 0 || got[0].Kind != TargetUnit || d.UnitName(got[0].Unit) != "55 TN" || !got[0].HasHex {
		t.Fatalf("Find(55 TN) = %+v", got)
	}
	if o, _ := d.UnitHex(got[0].Unit); o != got[0].Hex {
		t.Errorf("55 TN target hex %v, set up in %v", got[0].Hex, o)
	}
	church := d.Find("shiloh ch", 5)
	if len(church) == 0 || church[0].Kind != TargetPlace || d.HexID(church[0].Hex) != "S2706" {
		t.Errorf("Find(shiloh ch) = %+v, want Shiloh Church in S2706", church)
	}
	// Hex ids match by prefix only: "S14" names the hexes of column 14 of
	// sheet S (and N14 ones through their S names), never "S2714".
	hexes := 0
	for _, g := range d.Find("S14", 1000) {
		if g.Kind != TargetHex {
			continue
		}
		hexes++
		if !startsAny(d.HexNames(g.Hex), "S14") {
			t.Errorf("hex %s matched S14", g.Label)
		}
	}
	if hexes < 30 {
		t.Errorf("%d hexes start with S14", hexes)
	}
	if got := d.Find("zzzz", 5); len(got) != 0 {
		t.Errorf("Find(zzzz) = %+v", got)
	}
}

// startsAny reports whether some name starts with p.
func startsAny(names []string, p string) bool {
	for _, n := range names {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}
