package trace

import "math"

// A road is one line from hex centre to hex centre: across the step its
// ink lies at one offset from the centre line all along the step (a
// dotted or dashed road at that offset where it is inked at all). Texture
// whose ink the samples take for road ink (crown outlines over a woods
// tint, a contour line wandering across the step, a field tint's dots)
// lies anywhere across the band the samples look in, a little here and
// a little there: joined over the dash gaps (roadSamples) such scattered
// hits read as much of the step as a road does. roadTrack reads the
// samples again and keeps only the hits within trackTol of the one
// offset most rows hit at: a road keeps its share, scattered texture
// loses most of it.

// roadTrack returns the step's sample share (as roadSamples, dashes
// joined) counting only the rows whose road ink lies within trackTol hex
// radii of the offset the most rows show it at.
func (s *sideReader) roadTrack() float64 {
	rows, offs, ds, dOff := s.stepGrid(func(x, y, along float64) bool { return s.isKind(x, y, along, inkRoad) })
	tol := int(math.Round(trackTol / dOff))
	near := make([][]bool, len(rows))
	for r, row := range rows {
		near[r] = make([]bool, len(offs))
		for c := range offs {
			for k := max(0, c-tol); k <= min(len(offs)-1, c+tol); k++ {
				if row[k] {
					near[r][c] = true
					break
				}
			}
		}
	}
	best := 0.0
	hits := make([]bool, len(rows))
	gap := int(dashGap / (2 * Apothem * ds))
	for c := range offs {
		for r := range rows {
			hits[r] = near[r][c]
		}
		best = max(best, joined(hits, gap))
	}
	return best
}

// trackTol is how far from the road's offset (hex radii) a row's road
// ink may lie and still count on the road's track (roadTrack).
var trackTol = 0.04

// trackRoads reads a step the samples read as road by its track alone
// (roadTrack; see road).
var trackRoads = true

// stepGrid samples the step's band on a grid: rows along the step from
// roadFrom to roadTo hex radii every ds, each across it at offs (every
// dOff hex radii within roadReach), hit reading each place (x, y in hex
// radii from the side's centre, along its distance from the step's middle).
func (s *sideReader) stepGrid(hit func(x, y, along float64) bool) (rows [][]bool, offs []float64, ds, dOff float64) {
	ds, dOff = max(s.step, 0.015), max(s.step, 0.01)
	rows, offs = s.stepGridAt(hit, ds, dOff)
	return rows, offs, ds, dOff
}

// stepGridAt is stepGrid with rows ds and places across dOff apart (hex
// radii).
func (s *sideReader) stepGridAt(hit func(x, y, along float64) bool, ds, dOff float64) (rows [][]bool, offs []float64) {
	n := s.f.Normals[s.i]
	for off := -roadReach; off <= roadReach; off += dOff {
		offs = append(offs, off)
	}
	for d := roadFrom; d <= roadTo; d += ds {
		row := make([]bool, len(offs))
		for k, off := range offs {
			x, y := n[0]*d*2*Apothem-n[1]*off, n[1]*d*2*Apothem+n[0]*off
			row[k] = hit(x, y, Apothem-d*2*Apothem)
		}
		rows = append(rows, row)
	}
	return rows, offs
}
