package draw

import (
	"image/color"
	"strings"
)

// LineStyle is how a hexside feature or a path is stroked. Width and dash
// lengths are fractions of the hex radius R (centre to corner), so a map
// printed with larger hexes gets proportionally wider lines.
type LineStyle struct {
	Color color.NRGBA
	// Width is the line width in hex radii.
	Width float64
	// Dash holds the lengths, in hex radii, of dashes and gaps in turn,
	// starting with a dash; nil draws a solid line.
	Dash []float64
	// Ticks draws cross ties across the line (railroads).
	Ticks bool
}

// Hexside feature styles, chosen by a word of the hexside type id (see
// hasWord) when the style table gives the type no style of its own, so that
// every ruleset's types get a sensible look: water blue (wider for creeks and
// rivers), ridges brown, gullies dashed brown, impassable grey.
var (
	riverStyle      = LineStyle{Color: rgb(0x2c, 0x6c, 0xc4), Width: 0.20}
	majorRiverStyle = LineStyle{Color: rgb(0x2c, 0x6c, 0xc4), Width: 0.26}
	minorRiverStyle = LineStyle{Color: rgb(0x30, 0x72, 0xc8), Width: 0.16}
	creekStyle      = LineStyle{Color: rgb(0x36, 0x78, 0xcc), Width: 0.13}
	streamStyle     = LineStyle{Color: rgb(0x46, 0x86, 0xd6), Width: 0.09}
	ridgeStyle      = LineStyle{Color: rgb(0x8b, 0x5a, 0x2b), Width: 0.12}
	gullyStyle      = LineStyle{Color: rgb(0x6b, 0x44, 0x23), Width: 0.09, Dash: []float64{0.16, 0.08}}
	slopeStyle      = LineStyle{Color: rgb(0xa6, 0x7c, 0x52), Width: 0.05}
	steepStyle      = LineStyle{Color: rgb(0x8a, 0x60, 0x36), Width: 0.08}
	impassableStyle = LineStyle{Color: rgb(0x6e, 0x6e, 0x6e), Width: 0.16}
	woodsEdgeStyle  = LineStyle{Color: rgb(0x3f, 0x6e, 0x36), Width: 0.06}
	// UnknownHexside strokes a hexside type neither the style table nor the
	// keyword table knows: a purple dashed line, visibly wrong.
	UnknownHexside = LineStyle{Color: rgb(0x80, 0x40, 0xa8), Width: 0.08, Dash: []float64{0.15, 0.1}}
	// fordDash is the dash pattern, in hex radii, of a fordable water side.
	fordDash = []float64{0.22, 0.1}
)

// sideStyleWords picks a hexside style by the first keyword the type id has.
var sideStyleWords = []struct {
	word  string
	style LineStyle
}{
	{"impassable", impassableStyle},
	{"major-river", majorRiverStyle}, {"minor-river", minorRiverStyle},
	{"river", riverStyle}, {"lake", riverStyle},
	{"creek", creekStyle}, {"stream", streamStyle}, {"branch", streamStyle}, {"run", streamStyle},
	{"ridge", ridgeStyle}, {"gully", gullyStyle},
	{"steep", steepStyle}, {"slope", slopeStyle},
	{"woods-edge", woodsEdgeStyle},
}

// hasWord reports whether the id (words joined by "-") holds keyword: a
// word that starts with it ("rail" in "railroad", not "ridge" in
// "pontoon-bridge"), or for a keyword with a "-" those very words in a row.
func hasWord(id, keyword string) bool {
	id = strings.ToLower(id)
	if strings.Contains(keyword, "-") {
		return strings.Contains("-"+id+"-", "-"+keyword+"-")
	}
	for w := range strings.SplitSeq(id, "-") {
		if strings.HasPrefix(w, keyword) {
			return true
		}
	}
	return false
}

// Path styles: roads solid dark, pikes wider, farm lanes and trails dashed,
// railroads thin black with cross ties.
var (
	pikeStyle     = LineStyle{Color: rgb(0x3b, 0x24, 0x10), Width: 0.15}
	roadStyle     = LineStyle{Color: rgb(0x4b, 0x2e, 0x14), Width: 0.11}
	laneStyle     = LineStyle{Color: rgb(0x8a, 0x5d, 0x30), Width: 0.07, Dash: []float64{0.22, 0.13}}
	railroadStyle = LineStyle{Color: rgb(0x1e, 0x1e, 0x1e), Width: 0.05, Ticks: true}
	// UnknownPath strokes a path type neither the style table nor the
	// keyword table knows: magenta dashes, visibly wrong.
	UnknownPath = LineStyle{Color: rgb(0xc0, 0x20, 0xa0), Width: 0.08, Dash: []float64{0.1, 0.1}}
)

// pathStyleWords picks a path style by the first keyword the type id has.
var pathStyleWords = []struct {
	word  string
	style LineStyle
}{
	{"rail", railroadStyle}, {"pike", pikeStyle},
	{"lane", laneStyle}, {"trail", laneStyle}, {"track", laneStyle},
	{"road", roadStyle},
}
