package trace_test

import (
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// contourTally scores a proposal's contour counts against the known map:
// lines is the sides where the map or the proposal has a line, right those
// read right, wrongSure those read wrong and not flagged, review every side
// flagged for review (any count).
type contourTally struct{ lines, right, wrongSure, review int }

// add scores p's sides against truth into c.
func (c *contourTally) add(p *trace.Proposal, truth *scangen.Truth) {
	for _, sp := range p.Sides {
		if !p.Sure(sp.ContourConf) {
			c.review++
		}
		want := truth.Contours[sp.Side]
		if want == 0 && sp.Contours == 0 {
			continue
		}
		c.lines++
		switch {
		case sp.Contours == want:
			c.right++
		case p.Sure(sp.ContourConf):
			c.wrongSure++
		}
	}
}

// share is n over the sides with a line (0..1).
func (c contourTally) share(n int) float64 { return float64(n) / float64(max(1, c.lines)) }
