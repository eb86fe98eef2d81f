package trace

// A pike drawn as a double or cased line has its bed knocked out: between
// its two lines the tint under it is not printed and the paper shows. Over
// a dark tint (woods) its strip (roadstrip.go) measures that bed as
// negative absorption beside the lines, and the line's hue comes out as
// anything, often nearer the contour ink's than the road ink's, so the
// step is vetoed (roadveto.go). No contour line or tree symbol leaves a
// streak of paper along the whole step over a dark tint: where the
// samples read road and the step shows such a bed, the veto does not hold.

// knockedBed reports whether, averaged along the step, some offset within
// bedReach of the centre line is lighter than its hex's background by at
// least bedLift of the way to paper, the background being at least
// bedDark (summed over the channels, 0..255 each) darker than paper.
func (s *sideReader) knockedBed() bool {
	n := s.f.Normals[s.i]
	across := max(s.step, stripAcrossMM/s.mm)
	along := max(2*s.step, stripAlongMM/s.mm)
	var offs []float64
	for o := -bedReach; o <= bedReach+1e-9; o += across {
		offs = append(offs, o)
	}
	sum := make([]float64, len(offs))
	rows := 0
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		for k, o := range offs {
			c := s.p.at(s.h.px(n[0]*t-n[1]*o, n[1]*t+n[0]*o))
			sum[k] += c[0] + c[1] + c[2]
		}
		rows++
	}
	if rows == 0 {
		return false
	}
	for k, o := range offs {
		bg := s.bgA
		if o < 0 {
			bg = s.bgB
		}
		if s.oneBg != nil {
			bg = *s.oneBg
		}
		b := bg[0] + bg[1] + bg[2]
		room := 3*inkPaper - b
		if room < bedDark {
			continue
		}
		if (sum[k]/float64(rows)-b)/room >= bedLift {
			return true
		}
	}
	return false
}

// Bed thresholds (see knockedBed): how far from the centre line (hex
// radii) the bed may lie, the least darkness of the background under it,
// and how much of the way to paper the bed must come.
var (
	bedReach = 0.12
	bedDark  = 200.0
	bedLift  = 0.5
)

// keepBeds lets a knocked-out bed lift a road's veto (knockedBed).
var keepBeds = true

// bedKeeps reports whether a step's veto is lifted by its bed.
func (s *sideReader) bedKeeps() bool {
	return keepBeds && s.knockedBed()
}
