package trace

import "testing"

// TestDropMarshWater works sides by hand on a coarse art sheet, with the
// tints' densities plategen prints (field: light yellow; marsh: light
// cyan; woods: dense green): a thin doubted side between field and marsh
// is dropped and flagged, and so is one between marsh and woods whose grid
// line shows little water; a wide one, a sure one, one between marsh and
// woods over a wet grid line or as wide as a stream there, and sides with
// no marsh are kept.
func TestDropMarshWater(t *testing.T) {
	field := [3]float32{0.01, 0.05, 0.25}
	marsh := [3]float32{0.25, 0.15, 0.1}
	woods := [3]float32{0.8, 0.9, 1.5}
	side := func(a, b [3]float32, widthMM, conf float64) SideProposal {
		sp := SideProposal{Water: true, WaterConf: conf}
		sp.track = waterTrack{Tracked: true, Sharp: true, Share: 0.9, Width: widthMM, Dens: [2][3]float32{a, b}}
		for k := range sp.track.Over {
			sp.track.Over[k] = 0.4
		}
		return sp
	}
	overGrid := func(sp SideProposal, share float32) SideProposal {
		for k := range sp.track.Over {
			sp.track.Over[k] = share
		}
		return sp
	}
	sides := []SideProposal{
		side(field, marsh, 0.17, 0.5),                // a row of tufts by the marsh's edge
		side(marsh, marsh, 0.21, 0.2),                // inside the marsh
		side(field, marsh, 0.42, 0.5),                // a stream at its printed width
		side(marsh, field, 0.17, 1),                  // read sure
		side(marsh, woods, 0.17, 0.5),                // tufts by the woods' edge
		overGrid(side(marsh, woods, 0.17, 0.5), 0.9), // a stream over its grid line
		side(marsh, woods, 0.25, 0.5),                // as wide as a stream under woods
		side(field, field, 0.17, 0.5),                // no marsh
		side(field, woods, 0.17, 0.5),                // no marsh
	}
	dropMarshWater(sides, []bool{true}, 0.25)
	for i, want := range []bool{false, false, true, true, false, true, true, true, true} {
		if sides[i].Water != want {
			t.Errorf("side %d: water %v, want %v", i, sides[i].Water, want)
		}
		if !want && sides[i].WaterConf >= 0.25 {
			t.Errorf("side %d: dropped with confidence %.2f, want flagged under 0.25", i, sides[i].WaterConf)
		}
	}
	blurred := func(sp SideProposal) SideProposal {
		sp.track.Sharp = false
		return sp
	}
	sides = []SideProposal{blurred(overGrid(side(marsh, woods, 0.17, 0.5), 0.6)), blurred(side(marsh, woods, 0.17, 0.5)), blurred(side(field, marsh, 0.17, 0.5))}
	dropMarshWater(sides, []bool{true}, 0.25)
	if !sides[0].Water || sides[1].Water || sides[2].Water {
		t.Errorf("blurred scan: marsh/woods with grid-line share 0.6 water %v, 0.4 %v, field/marsh %v; want the first kept, the others dropped", sides[0].Water, sides[1].Water, sides[2].Water)
	}
	sides = []SideProposal{side(field, marsh, 0.17, 0.5)}
	dropMarshWater(sides, []bool{false}, 0.25)
	if !sides[0].Water {
		t.Error("sheet not marked: side dropped, want kept")
	}
}
