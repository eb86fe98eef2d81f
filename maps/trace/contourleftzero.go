package trace

import "math"

// LeftChain describes the best chain of lane peaks the lanes left over
// (fewer than chainSupport lanes) on a coarse scan where they counted no
// line: a printed line the blur or the JPEG broke on a lane or two
// leaves one, and so do tree crowns and other art that lines up across a
// few lanes by chance. Lengths in hex radii.
type LeftChain struct {
	// Lanes is how many lanes the chain crosses (0: none left, or the
	// lanes counted a line, or a fine scan).
	Lanes int
	// Cross is where it crosses the line between the centres, as a share
	// of the way from the side's hex centre (0) to the one across (1);
	// Along: it runs nearly along that line (Cross not told).
	Cross float64
	Along bool
	// Grid: every peak lies on the printed hexside (onGridLine).
	Grid bool
	// Share is the mean contour ink share of its peaks.
	Share float64
	// Square is |cos| of the angle between the chain and the hexside (1:
	// it runs along the hexside, across the centre line squarely).
	Square float64
	// Resid is the rms distance of its peaks from their least-squares
	// line, hex radii (straightness).
	Resid float64
	// Mean, Both are the shares of points between its peaks where the
	// line shows (chainContinuity: against the mean either side, and
	// against each side).
	Mean, Both float64
}

// leftChain measures the chain of sup lanes left over (see LeftChain); n
// is the unit direction from A's centre to B's.
func (s *sideReader) leftChain(peaks []lanePeak, sup int, chain []int, n [2]float64) LeftChain {
	l := LeftChain{Lanes: sup}
	if sup < 2 || len(chain) < 2 {
		return l
	}
	u, ok := chainCrossing(peaks, chain, n)
	l.Cross, l.Along = u, !ok
	l.Grid = onGridLine(peaks, chain, n)
	for _, k := range chain {
		l.Share += peaks[k].a
	}
	m := float64(len(chain))
	l.Share /= m
	// the principal direction of the peaks and the spread across it
	mx, my, dx, dy := chainAxis(peaks, chain)
	var r2 float64
	for _, k := range chain {
		d := (peaks[k].x-mx)*(-dy) + (peaks[k].y-my)*dx
		r2 += d * d
	}
	l.Resid = math.Sqrt(r2 / m)
	// the hexside runs across n
	l.Square = math.Abs(dx*(-n[1]) + dy*n[0])
	l.Mean, l.Both = s.chainContinuity(peaks, chain)
	return l
}

// flagLeftZeros flags, on each of n sheets, the lanes' sure counts of no
// line (read alone, on a coarse scan) whose left-over chain is evidence
// of a broken line (leftEvidence), but only on a sheet where such chains
// are rare among its zeros: at most leftRare of them. Most of a sheet's
// zeros hold no line, so the share is what art and noise leave on sides
// without one; where crowns or other art leave chains on many zeros
// (printed seed 42 light) a chain says nothing.
//
// The chains are those keepLeftChains kept.
func flagLeftZeros(sides []SideProposal, n int, unsure float64) {
	if leftRare <= 0 {
		return
	}
	zeros, ev := make([]int, n), make([]int, n)
	for i := range sides {
		s := &sides[i]
		if !laneZero(s, n) {
			continue
		}
		zeros[s.sheet]++
		if leftEvidence(s.LeftChain) {
			ev[s.sheet]++
		}
	}
	for i := range sides {
		s := &sides[i]
		if !laneZero(s, n) || !leftEvidence(s.LeftChain) || s.ContourConf < unsure {
			continue
		}
		if zeros[s.sheet] < leftMinZeros || float64(ev[s.sheet]) > leftRare*float64(zeros[s.sheet]) {
			continue
		}
		s.ContourConf = min(s.ContourConf, unsure*doubtFlag)
	}
}

// keepLeftChains keeps on each side the chain left over by the reads its
// sheet keeps: kept tells per sheet whether chooseGate kept the whitened
// gate; where it put the ungated reads back, the chain left over without
// the gate is the one kept on the side (LeftChain). Before the flags that
// read the chains (flagBlindTypes' edges, flagLeftZeros).
func keepLeftChains(sides []SideProposal, kept []bool) {
	for i := range sides {
		s := &sides[i]
		if s.sheet < len(kept) && !kept[s.sheet] && s.ungated.Reader != "" {
			s.LeftChain = s.leftUngated
		}
	}
}

// laneZero reports whether s is a count of no line the lanes read alone
// on one of n sheets.
func laneZero(s *SideProposal, n int) bool {
	r := s.ContourReads
	return s.sheet < n && r[0].Reader == ReaderLanes && r[1].Reader == "" && r[0].Count == 0 && s.Contours == 0
}

// leftEvidence reports whether a left-over chain looks like a broken
// printed line: at least leftLanes lanes, crossing between the centres
// (not along the centre line, not on the printed hexside) about as a
// hexside runs (Square at least leftSquare), its peaks holding a mean
// contour ink share of at least leftShare, and the line showing between
// its peaks at leftShows of the points or more against the mean colour
// either side and at leftBoth against each side.
func leftEvidence(l LeftChain) bool {
	return l.Lanes >= leftLanes && !l.Along && !l.Grid && l.Cross > 0 && l.Cross < 1 &&
		l.Square >= leftSquare && l.Share >= leftShare && l.Mean >= leftShows && l.Both >= leftBoth
}

// The switches of flagLeftZeros (leftRare 0: off) and leftEvidence.
// Printed-style seeds 21-30 at 150 dpi heavy (TestDiagnoseLeftZeros, the
// zeros as settled on main): 8 sure zeros hid a line (0.5% of the 1,683
// sides with lines), 7 of them with a chain of four lanes left over;
// such chains were left on 212 of the 939 sure zeros without a line.
// With these thresholds 6 of the 8 have one and 20 of the 939: the
// share, squareness and continuity each cut the zeros without a line
// more than those with one; at three lanes, or with the share at 0.2,
// or without the continuity, 4-5 zeros without a line come per line
// found. Such chains are on 3-17% of these sheets' zeros and 1% of seed
// 42 light's; leftRare only keeps the flag off sheets whose art leaves
// them nearly everywhere (with the lanes' overprint fit in levels, seed
// 42 light's crowns did).
var (
	leftRecord   = false // measure LeftChain with the flag off (diagnostics)
	leftRare     = 0.2
	leftMinZeros = 30
	leftLanes    = 4
	leftShare    = 0.3
	leftSquare   = 0.4
	leftShows    = 0.35
	leftBoth     = 0.08
)
