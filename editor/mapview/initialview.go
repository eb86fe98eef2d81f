package mapview

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// maxCandidates bounds the hexes initialCentre tries as the centre.
const maxCandidates = 6000

// InitialCentre picks the hex to centre the first view on, for a view of
// w x h device pixels at hex radius scale: the one whose view best shows the
// set-up, scored first by the counters shown of the side least shown (so
// both armies appear when they can), then by all counters shown. A scenario
// with no placements is centred on the map.
func InitialCentre(d *model.Document, s *tiles.Scene, scale, w, h float64) hexgrid.Offset {
	all := d.Geometry().Numbering.All()
	if len(all) == 0 {
		return hexgrid.Offset{}
	}
	units := placedCentres(d, s, scale)
	if len(units) == 0 {
		return middleHex(all, s, scale)
	}
	stride := max(1, len(all)/maxCandidates)
	best, bestMin, bestAll := all[len(all)/2], -1, -1
	// Leave room for the counters at the edges: count within 90% of the view.
	hw, hh := w*0.45, h*0.45
	for i := 0; i < len(all); i += stride {
		cx, cy := s.HexCenter(scale, all[i])
		least, total := countInView(units, cx-hw, cy-hh, cx+hw, cy+hh)
		if least > bestMin || least == bestMin && total > bestAll {
			best, bestMin, bestAll = all[i], least, total
		}
	}
	return best
}

// placedCentres returns the map pixel centres of the placed counters at
// scale, by side.
func placedCentres(d *model.Document, s *tiles.Scene, scale float64) map[string][][2]float64 {
	out := map[string][][2]float64{}
	for _, p := range d.Placements() {
		side := ""
		if p.Unit != nil {
			side = p.Unit.Side
		}
		x, y := s.HexCenter(scale, p.Hex)
		out[side] = append(out[side], [2]float64{x, y})
	}
	return out
}

// countInView returns, for the rectangle (x0,y0)-(x1,y1), the fewest
// counters of any one side inside it and the counters of all sides inside it.
func countInView(units map[string][][2]float64, x0, y0, x1, y1 float64) (least, total int) {
	least = -1
	for _, pts := range units {
		n := 0
		for _, q := range pts {
			if q[0] >= x0 && q[0] <= x1 && q[1] >= y0 && q[1] <= y1 {
				n++
			}
		}
		if least < 0 || n < least {
			least = n
		}
		total += n
	}
	return least, total
}

// middleHex returns the hex whose centre lies nearest the middle of the
// map's hexes (the middle of the list sorted by column and row is the top
// of a middle column).
func middleHex(all []hexgrid.Offset, s *tiles.Scene, scale float64) hexgrid.Offset {
	x0, y0, x1, y1 := 1e300, 1e300, -1e300, -1e300
	for _, o := range all {
		x, y := s.HexCenter(scale, o)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	mx, my := (x0+x1)/2, (y0+y1)/2
	best, bestD := all[0], 1e300
	for _, o := range all {
		x, y := s.HexCenter(scale, o)
		if d := (x-mx)*(x-mx) + (y-my)*(y-my); d < bestD {
			best, bestD = o, d
		}
	}
	return best
}
