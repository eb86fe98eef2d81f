package trace

import (
	"image"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Options tune a trace. The zero value is not useful: start from
// [DefaultOptions].
type Options struct {
	// Sliver is the per-hex rule for hexes that hold more than one type.
	Sliver SliverRule
	// Uncertain is the confidence (0..1) below which a proposal is flagged
	// for review.
	Uncertain float64
	// Water, Road and Contour are the printed colours of watercourses,
	// roads and contour lines, as the designer picks them from the scan.
	Water, Road, Contour RGB
	// SkipContours reads terrain, water and roads only: no line map is
	// built and no side's contour count is read or settled (all stay 0).
	// The line map and the contour readers are most of a trace's time.
	// Terrain and roads are those of a whole trace, and so is water except
	// on a sheet whose art the contour lanes read as lines (artSheets:
	// plate-like sheets, tree symbols and screens), where the rules that
	// drop water made of texture need those lanes and do not run
	// (TestSkipContoursSameWaterRoads). The tests that score water or
	// roads alone on other sheets trace so.
	SkipContours bool
	// Overprint: the map's inks are transparent and multiply the tints and
	// symbols they are printed over (offset-printed maps), so a blue stream
	// over a green wood reads dark teal. Lines are then also unmixed that
	// way, as well as as opaque ink.
	Overprint bool
	// ChainedRoads: on a fine overprinted sheet (300 dpi and up) whose road
	// ink is hued and whose measured blur is under chainSharpMM (a light
	// scan; the blur is measured with Curves), a step the samples read as road is read again counting only
	// road ink chained along the step or lying in dots on one track
	// (roadblocks.go), so a screened tint near the road ink's hue is not
	// read as road and a dotted trail still is. On by default.
	ChainedRoads bool
	// Curves: contour lines are curves through the hexes (isolines), not
	// lines printed along the hexsides inside the higher hex. They are then
	// counted on lanes from hex centre to hex centre, against the local
	// paper or tint, and tell nothing of which hex is higher.
	Curves bool
	// LineMap: with Curves, count contour curves from the line map alone
	// (contour-ink density whitened against the taught hexes' texture and
	// the printed grid, a line filter at the scan's line width, curves
	// linked and scored by extent, counted where they cross the line
	// between the centres). Without it (the default), a scan of at least
	// 7 px/mm is read by both the lanes and the line map and the two
	// counts are combined (disagreements flagged, see
	// SideProposal.ContourReads); coarser scans are read from lanes alone.
	// Experimental: on printed-style seeds 1-5 at 300 dpi the line map
	// alone reads sharp scans better than the lanes (light: 79.6% right,
	// 4.1% wrong and not flagged, against 62.7% and 7.3%) and blurred ones
	// worse (heavy: 45.4% and 35.7% against 74.3% and 9.6%).
	LineMap bool
	// Refine: refine each sheet's calibration from its printed hex grid
	// before tracing ([Refine]), so a few clicked centres are enough.
	Refine bool
	// KeepSharpening: leave a scanner driver's unsharp mask in the scan.
	// By default a mask measured on the printed grid lines
	// ([MeasureUnsharp]) is undone before anything is read.
	KeepSharpening bool
	// ContourWidths: with Curves, measure the widths of the contour lines
	// crossing each side (SideProposal.ContourWidths), which only
	// [Proposal.ElevationsIndexed] reads. Off by default: nothing else
	// reads them, and on a screened 300 dpi plate sheet they took about a
	// twelfth of the trace's CPU time (1.8-2.0 of 24 CPU-s).
	ContourWidths bool
	// ContourWidthsAlong: with ContourWidths, measure each line's width
	// along its length (contourwidthalong.go) rather than on five lanes
	// at the side.
	ContourWidthsAlong bool
	// LineAlongMM: with Curves, the line map's filter response is
	// averaged along the line over this many mm either side (0: the
	// single-pixel filter; linemapalong.go), and a sheet whose averaged
	// map lacks many of the lanes' surest lines is read again on the
	// single-pixel map (linemapfallback.go). Only sheets whose scan
	// shows overprinted screens get the averaged map
	// (linemapscreened.go), and keep it only where its counts fit the
	// corners nearly as well as the single-pixel map's (linemapgate.go);
	// 0.5 by default (0: off).
	LineAlongMM float64
	// LineMapDark: with Curves, the line map reads the scan's blocks
	// nearest a taught type whose tint holds a colour channel at the
	// scanner's black point by the contour ink's own density over that
	// tint (linemapdark.go) instead of the sheet-wide weights, on the
	// sheets the averaged map is built for (LineAlongMM); on by default.
	LineMapDark bool
	// LineMapRings: the single-pixel line map drops a curve as a coil
	// only where it coils within blocks of half a hex radius
	// (coilsLocally), as the averaged map does, instead of over the whole
	// curve: on a blurred scan a whole contour ring or long arc links into
	// one curve, which over all takes more pixels per pixel of its extent
	// than lineCoil (linemap.go); off by default.
	LineMapRings bool
	// CrossParity: on sheets whose scan shows overprinted screens, the
	// line map counts a side's lines as the crossings of each curve mod 2
	// (parityCount: a curve crossing the centre-to-centre segment and back
	// is no change of level); on by default.
	CrossParity bool
	// FollowZeros: on a coarse scan (no line map), the lines the lanes
	// counted are followed on as arcs across the sides near by
	// (followWoods) and a lanes' zero still sure after the settle whose
	// followed arc shows a mean contour ink share of at least FollowZeros
	// is listed for review only (reviewFollowedZeros). 0: off (neither
	// the follow nor the rule runs).
	FollowZeros float64
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
}

// SliverRule says when a hex is a type: by Majority (the type covering most
// of the hex interior) or, when Any is set, as soon as one of Types covers at
// least MinCover (0..1) of one sixth of the hex (ITW's field boundary rule
// counts such slivers).
type SliverRule struct {
	Any      bool
	Types    []string
	MinCover float64
}

// DefaultOptions returns majority terrain (any-coverage at 0.2 once Any is set), flagging below 0.25 confidence,
// with common printed colours for water, roads and contours.
func DefaultOptions() Options {
	return Options{
		Sliver:       SliverRule{MinCover: 0.2},
		Uncertain:    0.25,
		Water:        RGB{40, 100, 205},
		Road:         RGB{165, 45, 35},
		Contour:      RGB{176, 110, 44},
		LineAlongMM:  lineAlongMM,
		LineMapDark:  lineMapDark,
		FollowZeros:  followZeros,
		CrossParity:  true,
		ChainedRoads: true,
	}
}

// Example is a hex the designer taught as a terrain type, on sheet Sheet.
type Example struct {
	Terrain string
	Sheet   int
	Hex     hexgrid.Offset
}

// Sheet is one calibrated scan and the hexes to trace on it (global
// offsets; a hex two sheets share is traced on the first).
type Sheet struct {
	Image  image.Image
	Affine calib.Affine
	Hexes  []hexgrid.Offset
}

// Job is everything one trace needs: the grid, the printed hex size across
// flats in mm, the sheets, the taught examples (at least one hex of each of
// two or more types) and the options.
type Job struct {
	Grid     hexgrid.Grid
	HexMM    float64
	Sheets   []Sheet
	Examples []Example
	Options  Options
}
