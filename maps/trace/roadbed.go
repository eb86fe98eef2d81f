package trace

// A pike drawn as a double or cased line has its bed knocked out: between
// its two lines the tint under it is not printed and the paper shows. Over
// a dark tint (woods) its strip (roadstrip.go) measures that bed as
// negative absorption beside the lines, and the line's hue comes out as
// anything, often nearer the contour ink's than the road ink's, so the
// step is vetoed (roadveto.go). No contour line or tree symbol leaves a
// streak of paper along the whole step over a dark tint: where the
// samples read road and the step shows such a bed, the veto does not hold.

// knockedBed reports whether, averaged along each hex's half of the
// step, some offset within bedReach of the centre line is lighter than
// that hex's background by at least bedLift of the way to paper, in every
// half whose background is at least bedDark (summed over the channels,
// 0..255 each) darker than paper, and there is such a half.
func (s *sideReader) knockedBed() bool {
	n := s.f.Normals[s.i]
	across := max(s.step, stripAcrossMM/s.mm)
	along := max(2*s.step, stripAlongMM/s.mm)
	var offs []float64
	for o := -bedReach; o <= bedReach+1e-9; o += across {
		offs = append(offs, o)
	}
	var sum [2][]float64
	var rows [2]int
	for h := range sum {
		sum[h] = make([]float64, len(offs))
	}
	for d := roadFrom; d <= roadTo; d += along / (2 * Apothem) {
		t := d * 2 * Apothem
		h := 0 // A's half
		if t > Apothem {
			h = 1
		}
		for k, o := range offs {
			c := s.p.at(s.h.px(n[0]*t-n[1]*o, n[1]*t+n[0]*o))
			sum[h][k] += c[0] + c[1] + c[2]
		}
		rows[h]++
	}
	bgs := [2][3]float64{s.bgAt(1), s.bgAt(-1)}
	for k := range offs {
		dark, lifted := 0, 0
		for h := range sum {
			b := bgs[h][0] + bgs[h][1] + bgs[h][2]
			room := 3*inkPaper - b
			if rows[h] == 0 || room < bedDark {
				continue
			}
			dark++
			if (sum[h][k]/float64(rows[h])-b)/room >= bedLift {
				lifted++
			}
		}
		if dark > 0 && lifted == dark {
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
