package trace

import "testing"

// TestFlagAlongDisagree: the averaged map's count taken against a lanes'
// count that differs is flagged unless the lanes are fully sure of no
// line; agreeing counts, the lanes' own count and plain maps are left.
func TestFlagAlongDisagree(t *testing.T) {
	for _, c := range []struct {
		name            string
		lanes           ContourRead
		mapN, settled   int
		along, wantFlag bool
	}{
		{"two close lines read as one", ContourRead{Reader: ReaderLanes, Count: 2, Conf: 0.04}, 1, 1, true, true},
		{"crown arc against unsure zero", ContourRead{Reader: ReaderLanes, Count: 0, Conf: 0.3}, 1, 1, true, true},
		{"against a sure zero", ContourRead{Reader: ReaderLanes, Count: 0, Conf: 1}, 1, 1, true, false},
		{"readers agree", ContourRead{Reader: ReaderLanes, Count: 1, Conf: 0.04}, 1, 1, true, false},
		{"the lanes' count taken", ContourRead{Reader: ReaderLanes, Count: 2, Conf: 1}, 1, 2, true, false},
		{"plain map", ContourRead{Reader: ReaderLanes, Count: 2, Conf: 0.04}, 1, 1, false, false},
	} {
		s := []SideProposal{{Contours: c.settled, ContourConf: 0.95, mapAlong: c.along,
			ContourReads: [2]ContourRead{c.lanes, {Reader: ReaderLineMap, Count: c.mapN, Conf: 1}}}}
		flagAlongDisagree(s, 0.25)
		if got := s[0].ContourConf < 0.25; got != c.wantFlag {
			t.Errorf("%s: flagged %v, want %v", c.name, got, c.wantFlag)
		}
	}
}
