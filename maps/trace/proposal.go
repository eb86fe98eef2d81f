package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// Proposal is what a trace proposes, every value with a confidence 0..1
// (0: a guess, 1: clear). Values whose confidence is below Uncertain are
// for the designer to review.
type Proposal struct {
	Uncertain float64
	Hexes     []HexProposal
	Sides     []SideProposal
}

// HexProposal is the proposed terrain of one hex ("" when the scan gave too
// few readable pixels).
type HexProposal struct {
	Hex        hexgrid.Offset
	Terrain    string
	Confidence float64
}

// SideProposal is what is proposed for one canonical hexside: a watercourse
// along it, a road step across it (between the two hexes' centres) and the
// number of contour lines crossing it.
type SideProposal struct {
	Side        hexgrid.Hexside
	Water       bool
	WaterConf   float64
	Road        bool
	RoadConf    float64
	Contours    int
	ContourConf float64
}

// Sure reports whether confidence c is at or above the proposal's
// threshold.
func (p *Proposal) Sure(c float64) bool { return c >= p.Uncertain }

// UncertainHexes returns the indexes in Hexes of the hex proposals to
// review, in order (for next/previous walking).
func (p *Proposal) UncertainHexes() []int {
	var out []int
	for i, h := range p.Hexes {
		if !p.Sure(h.Confidence) {
			out = append(out, i)
		}
	}
	return out
}
