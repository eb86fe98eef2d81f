package trace

import (
	"fmt"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Proposal is what a trace proposes, every value with a confidence 0..1
// (0: a guess, 1: clear). Values whose confidence is below Uncertain are
// for the designer to review.
type Proposal struct {
	Uncertain float64
	Hexes     []HexProposal
	Sides     []SideProposal
	// Blur is each sheet's blur measured on its grid lines (Options.Curves
	// only, else nil).
	Blur []ScanBlur
	// TypeShade is, per sheet, each traced type's mean background
	// lightness over that of the sheet's lightest type, 0..1 (typeShades;
	// Options.Curves only, else nil).
	TypeShade []map[string]float64
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
	// ContourHigh tells which hex is higher by where the lines are printed
	// (inside the higher hex, as scangen and hexside-contour maps print
	// them): +1 Side.Hex, -1 the hex across, 0 not told (lines centred on
	// the side, no lines, or profiles that disagree).
	ContourHigh int
	// ContourReads are the contour readers' own counts behind Contours,
	// before they were combined and reconciled at the corners: with
	// Options.Curves (and not LineMap) the lanes', then on a scan of at
	// least 7 px/mm the line map's; zero (Reader "") where a reader did
	// not read the side.
	ContourReads [2]ContourRead
	// ContourSettledFrom is, for a count settled from its corners
	// (settleFromCorners: sure for review), the confidence it carried
	// before; the level solve weighs it by that, as the sure counts that
	// settled it already bind it there. Zero: not settled so.
	ContourSettledFrom float64
	// ContourSolveConf is, for a count listed for review by a rule the
	// level solve does not read (markForReview: ContourConf lowered under
	// Uncertain), the confidence the solve weighs it by, the one it had
	// before. Zero: not so listed.
	ContourSolveConf float64
	// ungated is the lanes' read without the whitened gate (Reader "":
	// not read; see chooseGate).
	ungated ContourRead
	// artMulti: see sideReader.artMulti (artSheets).
	artMulti bool
	// shareCount, shareRead: see sideReader.shareCount (shareRates).
	shareCount int
	shareRead  bool
	// LeftChain is the chain the lanes left over on a coarse scan where
	// they counted no line (contourleftzero.go; Lanes 0: none).
	LeftChain LeftChain
	// leftUngated is the chain left over without the whitened gate
	// (flagLeftZeros takes it where chooseGate put the ungated reads back).
	leftUngated LeftChain
	// traced are the lines the lanes counted on a coarse scan, in the
	// layout's mm (followWoods follows them into the hexes beyond).
	traced  [maxContours]laneLine
	tracedN int
	// follow: the counted lines followed on across this side, where the
	// lanes read none (followWoods).
	follow FollowRead
	// Profile is what the profile reader fitted across the side
	// (contourprofile.go; Options.Curves).
	Profile ProfileRead
	// ContourWidths are the widths in mm (integrated ink) of the widest
	// contour lines found crossing between the two centres, widest first,
	// 0 past the last (contourwidth.go; Options.Curves and
	// Options.ContourWidths only): index lines print thicker.
	ContourWidths [maxContours]float64
	// roadShare is the share of the step road ink was read on (see
	// reconcileRoads).
	roadShare float64
	// roadLine: how much of a road a step not read as road shows along
	// it (roadread.go); reconcileRoads grows road paths over them.
	roadLine roadTrace
	// roadLowPass: the road was read through the low-pass
	// (rereadTintRoads).
	roadLowPass bool
	// sheet is the sheet the side was read on (its blur: Proposal.Blur).
	sheet int
	// mapAlong: its line map count was read on a map averaged along the
	// line (lineAlongMM; not a sheet that fell back, plainFallback).
	mapAlong bool
	// waterHit is the hit fraction the water proposal was read at, and
	// track the water ink followed along the side (Options.Overprint, on
	// a scan coarser than 7 px/mm),
	// before the path rules (settleWater).
	waterHit float64
	track    waterTrack
}

// ContourRead is one contour reader's count of a hexside's lines and its
// own confidence 0..1.
type ContourRead struct {
	Reader string // "lanes" or "line map"
	Count  int
	Conf   float64
	// gated: the whitened gate changed the lanes' count (whiteGate).
	gated bool
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

// ReviewItem is one proposal to review: a hex's terrain or a hexside's
// water, road or contour count, with its proposed value and confidence.
type ReviewItem struct {
	Hex        string  `json:"hex,omitempty"`
	Hexside    string  `json:"hexside,omitempty"`
	Feature    string  `json:"feature"` // terrain, water, road, contours
	Value      string  `json:"value"`
	Confidence float64 `json:"confidence"`
	// Reads: for a contour count, what each reader read before the counts
	// were combined, e.g. "lanes 2 (0.10), line map 0 (1.00)"
	// (SideProposal.ContourReads); empty when not recorded.
	Reads string `json:"reads,omitempty"`
}

// Review lists the proposals under the threshold, hexes first then
// hexsides, in proposal order (for next/previous walking).
// Errors: a hex or hexside the map cannot name.
func (p *Proposal) Review(geo maps.Geometry) ([]ReviewItem, error) {
	var out []ReviewItem
	for _, h := range p.Hexes {
		if p.Sure(h.Confidence) {
			continue
		}
		id, err := geo.Numbering.Format(h.Hex)
		if err != nil {
			return nil, fmt.Errorf("review hex %v: %w", h.Hex, err)
		}
		out = append(out, ReviewItem{Hex: id, Feature: "terrain", Value: h.Terrain, Confidence: h.Confidence})
	}
	for _, s := range p.Sides {
		id, err := geo.FormatHexside(s.Side)
		if err != nil {
			return nil, fmt.Errorf("review hexside %v: %w", s.Side, err)
		}
		for _, f := range []struct {
			name, value, reads string
			conf               float64
		}{
			{"water", fmt.Sprint(s.Water), "", s.WaterConf},
			{"road", fmt.Sprint(s.Road), "", s.RoadConf},
			{"contours", fmt.Sprint(s.Contours), readsText(s.ContourReads), s.ContourConf},
		} {
			if !p.Sure(f.conf) {
				out = append(out, ReviewItem{Hexside: id, Feature: f.name, Value: f.value, Confidence: f.conf, Reads: f.reads})
			}
		}
	}
	return out, nil
}

// readsText describes the contour readers' own counts, "" for none.
func readsText(rs [2]ContourRead) string {
	var parts []string
	for _, r := range rs {
		if r.Reader == "" {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d (%.2f)", r.Reader, r.Count, r.Conf))
	}
	return strings.Join(parts, ", ")
}
