package trace

import "math"

// Overprinted plates: a plate-style sheet prints each ink (cyan, magenta,
// yellow, black) as its own screen, each at its own angle, while a sheet
// printed in flat inks with one screened tint shows a single lattice (its
// two axes 90 degrees apart). screenAngles counts the distinct angles the
// spectrum peaks at on the ring of the screen's ruling.

// screenAngleBins is how many bins of angle (over 0..180 degrees) the
// ring's power is gathered into.
const screenAngleBins = 36

// screenAnglePeak is the least share of the strongest bin a bin's power
// must reach to count as a peak.
const screenAnglePeak = 0.25

// angles returns the number of bins of angle on the ring of radius r
// cycles per px (within 1.5 frequency steps) whose greatest power is a
// local maximum over its two neighbours (circularly) and at least
// screenAnglePeak of the strongest bin's.
func (s *spectrum) angles(r float64) int {
	var bins [screenAngleBins]float64
	for j := 0; j <= s.nh; j++ {
		for i := range s.nx {
			fx, fy := s.freq(i-s.nh), s.freq(j)
			if math.Abs(math.Hypot(fx, fy)-r) > 1.5*screenFreqStep {
				continue
			}
			a := math.Atan2(fy, fx)
			if a < 0 {
				a += math.Pi
			}
			b := int(a / math.Pi * screenAngleBins)
			if b >= screenAngleBins {
				b = screenAngleBins - 1
			}
			bins[b] = max(bins[b], s.pow[j*s.nx+i])
		}
	}
	best := 0.0
	for _, v := range bins {
		best = max(best, v)
	}
	n := 0
	for b, v := range bins {
		l, h := bins[(b+screenAngleBins-1)%screenAngleBins], bins[(b+1)%screenAngleBins]
		if v >= screenAnglePeak*best && v > l && v >= h {
			n++
		}
	}
	return n
}
