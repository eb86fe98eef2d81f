package trace

// A stream printed along a hexside is one unbroken line of water ink: read
// across the side at every pixel along it, each place shows water ink, and
// the place where it shows moves by at most about a pixel from one pixel to
// the next (a stream bows across the side, it does not jump). Texture that
// reads as water ink — a screen's cyan dots, dark crown outlines over a
// green tint, which overprinted blue cannot be told from by colour — shows
// in blobs a few pixels long at scattered places. inkRun measures the
// longest such line.

// inkRun returns the longest run of places along the side, from
// waterTs' first to its last fraction, one pixel apart (2*step hex radii),
// at which water ink shows within the band lo..hi (offsets across the
// side, hex radii), each hit within runDrift samples (a pixel) across of
// the last one, with gaps of up to runGap hex radii bridged: the number of
// places hit on it, as a share of the places. at maps (t, off) to a
// hex-local point.
func (s *sideReader) inkRun(lo, hi float64, at func(t, off float64) (float64, float64)) float64 {
	if !(s.step > 0) {
		return 0
	}
	var offs []float64
	for off := lo; off <= hi; off += s.step {
		offs = append(offs, off)
	}
	n := len(offs)
	t0, t1 := waterTs[0], waterTs[len(waterTs)-1]
	dt := 2 * s.step
	places := int((t1-t0)/dt) + 1
	if n == 0 || places < 2 {
		return 0
	}
	gap := int(runGap / dt)
	hit := make([]bool, n)
	run, miss := make([]int, n), make([]int, n)
	nrun, nmiss := make([]int, n), make([]int, n)
	best := 0
	for k := range places {
		t := t0 + float64(k)*dt
		for j, off := range offs {
			x, y := at(t, off)
			hit[j] = s.isKind(x, y, off, inkWater)
		}
		for j := range offs {
			// the longest run through a neighbour across (drift of one
			// sample), preferring one with fewer misses at equal length
			m, mm := 0, 0
			for q := max(0, j-runDrift); q <= min(n-1, j+runDrift); q++ {
				if run[q] > m || run[q] == m && miss[q] < mm {
					m, mm = run[q], miss[q]
				}
			}
			switch {
			case hit[j]:
				nrun[j], nmiss[j] = m+1, 0
			case m > 0 && mm < gap:
				nrun[j], nmiss[j] = m, mm+1
			default:
				nrun[j], nmiss[j] = 0, 0
			}
			best = max(best, nrun[j])
		}
		run, nrun = nrun, run
		miss, nmiss = nmiss, miss
	}
	return float64(best) / float64(places)
}

// runCut returns hit fraction f (0.5 or more) cut below one half in
// proportion when the scan is sharp and coarse (gridBand >= 0: under 7
// px/mm, where a stream over the grid line is read as water by
// waterOverGrid) and the side's water run is under waterRunMin: the water
// run rule. On finer scans a stream is cut where it crosses the grid line:
// there the rule cost printed seeds 21-23, 300 dpi light, water recall
// 97.6 -> 96.7% (plate seeds 21-23 unchanged).
func (s *sideReader) runCut(f float64, at func(t, off float64) (float64, float64)) float64 {
	if !s.sharp() || s.gridBand < 0 {
		return f
	}
	if r := s.inkRun(-waterReach, waterReach, at); r < waterRunMin {
		return 0.5 * r / waterRunMin
	}
	return f
}

// sharp reports whether the sheet's grid lines show a blur under
// runSharpBlur mm (sigma). On a blurred or unmeasured scan a thin stream's
// ink share falls under minInk at places and breaks its run, and the darkest
// sample across a side mixes stream, grid line and tint.
func (s *sideReader) sharp() bool {
	return s.blurMM > 0 && s.blurMM < runSharpBlur
}

// The water run rule: on a sharp coarse scan a side read wet needs a run of water
// ink (inkRun) along waterRunMin of it at least. Measured before the path
// rules, with waterHued, sides read wet kept as the least run rises (true,
// false): plate seeds 21-24, 150 dpi light (grid blur 0.07-0.095 mm): 0
// (76, 202), 0.3 (76, 132), 0.4 (76, 88), 0.5 (75, 53); printed seeds
// 21-24, 150 dpi light: 0 (150, 2), 0.4 (150, 2); 300 dpi light: 0 (142,
// 7), 0.4 (137, 6), 0.5 (132, 3). Blurred scans (0.12-0.14 mm) are left
// alone: printed seeds 21-24, 150 dpi heavy: 0 (134, 1), 0.25 (133, 1),
// 0.4 (127, 0); after the path rules on plate seeds 21-23, 150 dpi heavy,
// a least run of 0.25 changed no water figure.
const (
	waterRunMin  = 0.4
	runSharpBlur = 0.11
)

var waterRunRule = true

// trackHued reports whether the darkest sample c across the side, over
// bg, may be unmixed as water and grid ink for the water track: on a sharp
// coarse scan (as the run rule) it must pass waterHued, so that the coarse
// line rule (waterline.go) no longer fills dry sides from bare grid lines.
// On a blurred scan the sample mixes a thin stream with the grid line and
// the tint: with the test there printed seeds 21-23 at 150 dpi heavy read
// water 100.0/92.7 -> 99.1/90.2 (P/R), plate seeds 21-23 heavy 83.3/81.8
// -> 77.0/85.5. On sharp 300 dpi scans it traded plate recall for
// precision (seeds 21-23 light: 20.3/96.4 -> 73.3/80.0) but cost printed
// seeds 1-3 light recall 100.0 -> 95.1, so finer scans are left alone.
func (s *sideReader) trackHued(c, bg [3]float64) bool {
	return !s.sharp() || s.gridBand < 0 || s.ink.waterHued(c, bg)
}

// Run tracking: the widest gap along the side bridged, hex radii
// (measured at a least run of 0.3: 0.05 lost 6 of 134 true sides on printed seeds
// 21-24 at 150 dpi heavy, 0.1 one), and the drift across allowed from one
// place to the next, samples (half pixels).
var runGap = 0.1

const runDrift = 2
