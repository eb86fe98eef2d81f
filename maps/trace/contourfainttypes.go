package trace

import "github.com/sandtable/sandtable/maps/hexgrid"

// On a coarse scan read by the lanes alone, a thin contour line can stand
// too little above the texture of the sheet's backgrounds for the lanes to
// see it at all: a halftone screen beating against the scan's pixels, tree
// crowns, the scanner's own noise. The lanes then miss whole lines inside
// the dark types (woods) as cleanly as they read open ground, and their
// zeros there are not to be trusted even where the type leaves chains of
// texture too (so flagHiddenTypes' clean share stays under its floor), nor
// where the lanes read lines inside the type as often as elsewhere (the
// rest of the sheet is as blind: flagBlindTypes sees no difference).
//
// faintLineSNR is the measure: a thin line's (thinLineMM) contrast at its
// centre under the sheet's measured blur (ScanBlur.Keep), its ink's drop in
// luminance under white, over the measured background noise (ScanBlur.Noise,
// the spread of a pixel's luminance beside the grid lines, which takes in
// the tints' texture), all shares of the background. flagFaintTypes flags,
// on each sheet whose faintLineSNR is under faintSNR, the lanes' zeros
// between two hexes of a type of shade hiddenShade or darker (TypeShade),
// with blindTypeMin sides inside it, as flagHiddenTypes flags a hidden
// type's.
func flagFaintTypes(g hexgrid.Grid, sides []SideProposal, hexes []HexProposal, shades []map[string]float64, blur []ScanBlur, ink RGB, unsure float64) {
	if faintSNR <= 0 {
		return
	}
	n := len(blur)
	faint := make([]bool, n)
	any := false
	for i, b := range blur {
		faint[i] = b.SigmaMM >= hiddenBlurMM && faintLineSNR(b, ink) < faintSNR
		any = any || faint[i]
	}
	if !any {
		return
	}
	ty := hexTerrain(hexes)
	inside := func(s *SideProposal) string {
		a, b := g.SideHexes(s.Side)
		if ty[a] != ty[b] {
			return ""
		}
		return ty[a]
	}
	count := make([]map[string]int, n)
	for i := range count {
		count[i] = map[string]int{}
	}
	for i := range sides {
		s := &sides[i]
		if t := inside(s); t != "" && lanesAlone(s, n) && faint[s.sheet] {
			count[s.sheet][t]++
		}
	}
	dark := func(si int, t string) bool {
		if si >= len(shades) || count[si][t] < blindTypeMin {
			return false
		}
		sh, ok := shades[si][t]
		return ok && sh <= hiddenShade
	}
	for i := range sides {
		s := &sides[i]
		if !lanesAlone(s, n) || !faint[s.sheet] || s.Contours != 0 || s.ContourReads[0].Count != 0 {
			continue
		}
		if t := inside(s); t != "" && dark(s.sheet, t) {
			s.ContourConf = min(s.ContourConf, unsure*doubtFlag)
		}
	}
}

// faintLineSNR returns how far a thin contour line (thinLineMM) of ink
// stands above the background noise measured on the sheet (b): its kept
// contrast at the centre under the blur times its ink's drop in luminance
// under white, over the noise; 0 where the noise was not measured.
func faintLineSNR(b ScanBlur, ink RGB) float64 {
	if !(b.Noise > 0) {
		return 0
	}
	c := ink.f()
	drop := 1 - (0.299*c[0]+0.587*c[1]+0.114*c[2])/255
	return b.Keep(thinLineMM) * drop / b.Noise
}

// faintSNR: see flagFaintTypes (0: off).
var faintSNR = 0.0
