package trace

// SideHidden holds a side's unexported fields the contour settle reads
// (gob keeps only exported fields), so that replayed traces settle as
// they were traced.
type SideHidden struct {
	Ungated             ContourRead
	UngatedGated        bool
	Gated               [2]bool
	ArtMulti, ShareRead bool
	ShareCount, Sheet   int
	LeftUngated         LeftChain
	MapAlong            bool
	Follow              FollowRead
}

// HiddenOf returns p's sides' SideHidden, in p.Sides' order.
func HiddenOf(p *Proposal) []SideHidden {
	out := make([]SideHidden, len(p.Sides))
	for i, s := range p.Sides {
		out[i] = SideHidden{Ungated: s.ungated, UngatedGated: s.ungated.gated,
			Gated:    [2]bool{s.ContourReads[0].gated, s.ContourReads[1].gated},
			ArtMulti: s.artMulti, ShareRead: s.shareRead, ShareCount: s.shareCount, Sheet: s.sheet,
			LeftUngated: s.leftUngated, MapAlong: s.mapAlong, Follow: s.follow}
	}
	return out
}

// SetHidden puts h (HiddenOf) back on p's sides.
func SetHidden(p *Proposal, h []SideHidden) {
	for i := range p.Sides {
		if i >= len(h) {
			return
		}
		s, x := &p.Sides[i], h[i]
		s.ungated, s.ungated.gated = x.Ungated, x.UngatedGated
		s.ContourReads[0].gated, s.ContourReads[1].gated = x.Gated[0], x.Gated[1]
		s.artMulti, s.shareRead, s.shareCount, s.sheet = x.ArtMulti, x.ShareRead, x.ShareCount, x.Sheet
		s.leftUngated, s.mapAlong = x.LeftUngated, x.MapAlong
		s.follow = x.Follow
	}
}

// BrokenShares returns brokenShares over p's sheets.
func BrokenShares(p *Proposal) []float64 { return brokenShares(p.Sides, max(1, len(p.Blur))) }

// LaneLines returns the lanes' count of side i of p as the rate rules
// count it (laneLines).
func LaneLines(p *Proposal, i int) int { return p.Sides[i].laneLines() }

// SetBlindTypeStrong sets blindTypeStrong (flagBlindTypes) and returns
// what puts it back.
func SetBlindTypeStrong(r float64) func() {
	old := blindTypeStrong
	blindTypeStrong = r
	return func() { blindTypeStrong = old }
}

// SetBlindFlatRate sets blindFlatRate (flagBlindTypes) and returns what
// puts it back.
func SetBlindFlatRate(r float64) func() {
	old := blindFlatRate
	blindFlatRate = r
	return func() { blindFlatRate = old }
}

// SetBlindEdgeLanes sets blindEdgeLanes (flagBlindTypes' edges listed for
// review only; 0: off) and returns what puts it back.
func SetBlindEdgeLanes(n int) func() {
	old := blindEdgeLanes
	blindEdgeLanes = n
	return func() { blindEdgeLanes = old }
}

// FollowOf returns side i of p's FollowRead (followWoods).
func FollowOf(p *Proposal, i int) FollowRead { return p.Sides[i].follow }

// TracedOf returns side i of p's counted lane lines (followWoods' sources):
// centre x, y and direction dx, dy in the layout's mm, and half length.
func TracedOf(p *Proposal, i int) [][5]float64 {
	var out [][5]float64
	s := &p.Sides[i]
	for _, l := range s.traced[:s.tracedN] {
		out = append(out, [5]float64{l.x, l.y, l.dx, l.dy, l.half})
	}
	return out
}
