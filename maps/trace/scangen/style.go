package scangen

// rgb is a colour with channels 0..255.
type rgb [3]float64

// The printed-map palette: deliberately not Sandtable's renderer palette.
var (
	paper        = rgb{246, 243, 232}
	woodsLight   = rgb{108, 158, 84}
	woodsDark    = rgb{68, 114, 56}
	fieldColour  = rgb{236, 224, 158}
	orchardBase  = rgb{226, 230, 172}
	orchardTree  = rgb{96, 150, 72}
	thicketBase  = rgb{142, 150, 86}
	thicketHatch = rgb{98, 108, 60}
	marshBase    = rgb{196, 220, 214}
	marshTuft    = rgb{80, 140, 140}
	gridInk      = rgb{80, 80, 80}
	blackInk     = rgb{30, 30, 30}
	boundaryInk  = rgb{60, 50, 40}
	// StreamBlue, RoadRed and ContourBrown are the printed colours of
	// watercourses, roads and contour lines, what a designer would pick.
	StreamBlue   = rgb{40, 100, 205}
	RoadRed      = rgb{165, 45, 35}
	ContourBrown = rgb{176, 110, 44}
)

// RGB returns c as 8-bit channels.
func (c rgb) RGB() [3]uint8 { return [3]uint8{uint8(c[0]), uint8(c[1]), uint8(c[2])} }

// mix returns a*(1-f) + b*f.
func mix(a, b rgb, f float64) rgb {
	return rgb{a[0] + (b[0]-a[0])*f, a[1] + (b[1]-a[1])*f, a[2] + (b[2]-a[2])*f}
}

// Sizes in hex radii.
const (
	gridWidth     = 0.02
	dotRadius     = 0.05
	streamWidth   = 0.10
	streamWave    = 0.03
	roadWidth     = 0.09
	contourFirst  = 0.17
	contourGap    = 0.075
	contourWidth  = 0.025
	boundaryDepth = 0.09
	boundaryStep  = 0.14
	boundaryDot   = 0.025
	sliverDepth   = 0.3
	idCell        = 0.03
	idTop         = -0.70
)

// glyphs is a 3x5 font for hex ids: five rows of three bits, top row first.
var glyphs = map[byte][5]uint8{
	'0': {7, 5, 5, 5, 7}, '1': {2, 6, 2, 2, 7}, '2': {7, 1, 7, 4, 7}, '3': {7, 1, 7, 1, 7},
	'4': {5, 5, 7, 1, 1}, '5': {7, 4, 7, 1, 7}, '6': {7, 4, 7, 5, 7}, '7': {7, 1, 1, 2, 2},
	'8': {7, 5, 7, 5, 7}, '9': {7, 5, 7, 1, 7}, 'N': {5, 7, 7, 7, 5}, 'S': {7, 4, 7, 1, 7},
}

// glyphInk reports whether hex-local point (x, y) is ink of the printed id.
func glyphInk(id string, x, y, cell float64) bool {
	w := float64(4*len(id)-1) * cell
	cx := (x + w/2) / cell
	cy := (y - idTop) / cell
	if cx < 0 || cy < 0 || cy >= 5 || cx >= float64(4*len(id)-1) {
		return false
	}
	ci, col := int(cx)/4, int(cx)%4
	if col == 3 {
		return false
	}
	g, ok := glyphs[id[ci]]
	return ok && g[int(cy)]>>(2-col)&1 == 1
}
