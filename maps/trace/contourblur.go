package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// settleContours settles the contour counts of sides once every side is
// read: the readers' counts combined (Options.Curves) as the scans' blur
// allows (blur per sheet, from measureBlur), then reconciled at the
// corners.
func settleContours(g hexgrid.Grid, sides []SideProposal, o Options, blur []ScanBlur) {
	lone := 0.0
	if o.Curves {
		lone = loneCurve
		combineContours(g, sides, o.Uncertain, !o.LineMap)
	}
	reconcileContours(g, sides, o.Uncertain, lone)
}
