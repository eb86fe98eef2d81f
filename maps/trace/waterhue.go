package trace

import "math"

// On a fine scan the water track unmixes each place's printed line (its
// darkest sample across the side) as water and grid ink (waterTrack.Over)
// without asking whether the sample's hue could hold water ink: on
// printed sheets a stream over a dark tint often fails that test (its
// darkest sample mixes stream, grid line and tint), and the test cost true
// sides there. On some sheets, though, the grid line over a tint, or the
// dark outline of a tree crown beside it, unmixes as water along most
// lines of the sheet: woods drawn with dark crown rings, or a woods tint
// whose cyan is printed off register, make the line read wet on hundreds
// of dry sides, with a hue water ink cannot have (waterHued).
//
// lineHueGate tells the two apart by the sheet's own lines: of the sides
// whose printed line reads wet (water share lineInk or more) at lineFill of
// its places or more, the share whose wet places also pass the hue test at
// lineFill of the places or more. Streams printed on the line pass it
// (printed seeds 21-35, 300 dpi light: 0.48-1.00 of the wet lines per
// sheet), while a sheet whose lines read wet from the tint does not (plate
// seeds 21, 22, 28 and 30: 0.03-0.15). Under hueTrust the sheet's lines
// are read with the hue test: a place whose sample fails it shows no water
// on the line, unless the side's water ink runs on along it (hueKeepShare).

// hueKeepShare: on a sheet read with the hue test, a side whose water ink
// follows one line along this share of it or more (waterTrack.Share) keeps
// its line as read: a stream over woods fails the hue test too, but its ink
// runs on (plate seed 30, 300 dpi light: 8 true sides the gate had dropped
// run on over 0.92 of the side or more, no false side read at 0.2 does).
const hueKeepShare = 0.9

// hueTrust is the least share of a fine sheet's wet lines that pass the
// hue test for the lines to be read without it (see above).
const hueTrust = 0.2

// lineHueGate applies the hue test to the printed lines of the fine
// sheet's sides (track.Over) when under hueTrust of its wet lines pass it
// (see above); it reports whether it did. Coarse scans' sides, and sheets
// with no wet line, are left alone.
func lineHueGate(sides []SideProposal) bool {
	if !lineHueRule {
		return false
	}
	least := int(math.Ceil(lineFill * float64(len(waterTs))))
	wet, hued := 0, 0
	for _, s := range sides {
		if !s.track.Fine {
			continue
		}
		n, h := 0, 0
		for k, o := range s.track.Over {
			if o >= float32(lineInk) {
				n++
				if s.track.Hued[k] {
					h++
				}
			}
		}
		if n >= least {
			wet++
			if h >= least {
				hued++
			}
		}
	}
	if wet == 0 || float64(hued) >= hueTrust*float64(wet) {
		return false
	}
	for i := range sides {
		tr := &sides[i].track
		if !tr.Fine || tr.Share >= hueKeepShare {
			continue
		}
		for k := range tr.Over {
			if !tr.Hued[k] {
				tr.Over[k] = float32(math.NaN())
			}
		}
	}
	return true
}

// lineHueRule switches lineHueGate (the water diagnostics compare).
var lineHueRule = true
