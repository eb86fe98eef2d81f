package trace

import "testing"

// TestDropFaintLines works sides by hand on a fine sheet with the
// overprint mark: a fringe (a thin line beside a dry grid line, as thin
// through the low-pass) and broken texture (a one-pixel line the low-pass
// follows over little of the side) are dropped and flagged; a stream (wide
// in either read), a thin line over a wet grid line that the low-pass
// follows whole, a side not read through the low-pass and a side on a
// sheet without the mark are kept.
func TestDropFaintLines(t *testing.T) {
	side := func(w, over, lowW, lowOver, lowShare float64) SideProposal {
		sp := SideProposal{Water: true, WaterConf: 0.9}
		sp.track = waterTrack{Fine: true, Screened: true, Share: 0.9, Width: w}
		for k := range sp.track.Over {
			sp.track.Over[k] = float32(over)
		}
		sp.low = lowWater{Read: true, Width: lowW, Over: lowOver, Share: lowShare}
		return sp
	}
	unread := side(0.12, 0.1, 0.12, 0.1, 0.9)
	unread.low = lowWater{}
	unmarked := side(0.12, 0.1, 0.12, 0.1, 0.9)
	unmarked.track.Screened = false
	sides := []SideProposal{
		side(0.13, 0.05, 0.12, 0.0, 1),   // a fringe beside a dry grid line
		side(0.09, 0.6, 0.08, 0.3, 0.15), // broken texture over a dense tint
		side(0.35, 0.8, 0.36, 0.7, 1),    // a stream
		side(0.13, 0.05, 0.2, 0.1, 0.9),  // thin raw, a line through the low-pass
		side(0.10, 0.7, 0.15, 0.8, 0.9),  // thin over a wet grid line, followed whole
		unread,
		unmarked,
	}
	dropFaintLines(sides, 0.5)
	want := []bool{false, false, true, true, true, true, true}
	for i, s := range sides {
		if s.Water != want[i] {
			t.Errorf("side %d: water %v, want %v", i, s.Water, want[i])
		}
		if !s.Water && s.WaterConf >= 0.5 {
			t.Errorf("side %d: dropped at confidence %.2f, want flagged (under 0.5)", i, s.WaterConf)
		}
	}
}
