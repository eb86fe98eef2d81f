package draw

import (
	"image/color"
	"strings"
)

// lineStyle is how a hexside feature or a path is stroked. Width and dash
// lengths are fractions of the hex radius R.
type lineStyle struct {
	color color.NRGBA
	width float64
	dash  []float64
	// ticks draws cross ties across the line (railroads).
	ticks bool
}

// stroke returns the style as a stroke for hex radius r (millimetres).
func (s lineStyle) stroke(r float64) Stroke {
	st := Stroke{Color: s.color, Width: s.width * r, Cap: CapRound}
	if len(s.dash) > 0 {
		st.Cap = CapButt
		for _, d := range s.dash {
			st.Dash = append(st.Dash, d*r)
		}
	}
	return st
}

// Hexside feature styles, chosen by a word of the hexside type id (see
// hasWord) so that
// every ruleset's types get a sensible look: water blue (wider for creeks and
// rivers), ridges brown, gullies dashed brown, impassable grey.
var (
	riverStyle      = lineStyle{color: rgb(0x2c, 0x6c, 0xc4), width: 0.20}
	majorRiverStyle = lineStyle{color: rgb(0x2c, 0x6c, 0xc4), width: 0.26}
	minorRiverStyle = lineStyle{color: rgb(0x30, 0x72, 0xc8), width: 0.16}
	creekStyle      = lineStyle{color: rgb(0x36, 0x78, 0xcc), width: 0.13}
	streamStyle     = lineStyle{color: rgb(0x46, 0x86, 0xd6), width: 0.09}
	ridgeStyle      = lineStyle{color: rgb(0x8b, 0x5a, 0x2b), width: 0.12}
	gullyStyle      = lineStyle{color: rgb(0x6b, 0x44, 0x23), width: 0.09, dash: []float64{0.16, 0.08}}
	slopeStyle      = lineStyle{color: rgb(0xa6, 0x7c, 0x52), width: 0.05}
	steepStyle      = lineStyle{color: rgb(0x8a, 0x60, 0x36), width: 0.08}
	impassableStyle = lineStyle{color: rgb(0x6e, 0x6e, 0x6e), width: 0.16}
	woodsEdgeStyle  = lineStyle{color: rgb(0x3f, 0x6e, 0x36), width: 0.06}
	unknownSide     = lineStyle{color: rgb(0x80, 0x40, 0xa8), width: 0.08, dash: []float64{0.15, 0.1}}
)

// sideStyleWords picks a hexside style by the first keyword the type id has.
var sideStyleWords = []struct {
	word  string
	style lineStyle
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
	for _, w := range strings.Split(id, "-") {
		if strings.HasPrefix(w, keyword) {
			return true
		}
	}
	return false
}

// hexsideLook says how a hexside type is drawn: the line along the side (ok
// false for none, as for a plain "bridge" or "ford" type) and whether the
// type itself is a ford or a bridge.
func hexsideLook(typ string) (style lineStyle, ok, ford, bridge bool) {
	t := strings.ToLower(typ)
	ford = hasWord(t, "ford")
	bridge = hasWord(t, "bridge")
	for _, w := range sideStyleWords {
		if hasWord(t, w.word) {
			style, ok = w.style, true
			break
		}
	}
	if !ok && t != "" && !ford && !bridge {
		style, ok = unknownSide, true
	}
	if ok && ford {
		style.dash = []float64{0.22, 0.1}
	}
	return style, ok, ford, bridge
}

// Path styles: roads solid dark, pikes wider, farm lanes and trails dashed,
// railroads thin black with cross ties.
var (
	pikeStyle     = lineStyle{color: rgb(0x3b, 0x24, 0x10), width: 0.15}
	roadStyle     = lineStyle{color: rgb(0x4b, 0x2e, 0x14), width: 0.11}
	laneStyle     = lineStyle{color: rgb(0x8a, 0x5d, 0x30), width: 0.07, dash: []float64{0.22, 0.13}}
	railroadStyle = lineStyle{color: rgb(0x1e, 0x1e, 0x1e), width: 0.05, ticks: true}
	unknownPath   = lineStyle{color: rgb(0x6e, 0x45, 0x20), width: 0.08}
)

// pathStyleWords picks a path style by the first keyword the type id has.
var pathStyleWords = []struct {
	word  string
	style lineStyle
}{
	{"rail", railroadStyle}, {"pike", pikeStyle},
	{"lane", laneStyle}, {"trail", laneStyle}, {"track", laneStyle},
	{"road", roadStyle},
}

// pathLook returns the style of a path type.
func pathLook(typ string) lineStyle {
	for _, w := range pathStyleWords {
		if hasWord(typ, w.word) {
			return w.style
		}
	}
	return unknownPath
}
