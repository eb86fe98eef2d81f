package draw

import (
	"strconv"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Hex labels and elevation levels (Options.HexLabels), in hex radii.
const (
	hexLabelSize  = 0.3  // em size of a hex's label and elevation level
	hexLabelRow   = 0.42 // baseline of a hex's label below the hex centre
	hexLabelWidth = 1.55 // widest a label is written (longer ones are cut)
	elevationLeft = 0.78 // start of the elevation level left of the centre
)

// elevationColor writes elevation levels.
var elevationColor = rgb(0x7a, 0x48, 0x1c)

// hexLabels writes each drawn hex's own label (the map file's "label")
// under its centre, cut to the hex's width, unless the overlay writes a
// label there (see Label), and its elevation level, when not 0, in bold at
// its left.
func (d *drawing) hexLabels() {
	size := hexLabelSize * d.r
	for _, o := range d.clipped() {
		h := &d.ix.At(o).Hex
		if h.Label == "" && (h.Elevation == nil || *h.Elevation == 0) {
			continue
		}
		c := d.p.Center(o)
		if h.Label != "" && !d.overlayLabel(o) {
			s := d.cutWidth(h.Label, size, hexLabelWidth*d.r, false)
			d.c.Text(Text{At: Point{c.X, c.Y + hexLabelRow*d.r}, Size: size, Anchor: AnchorMiddle, Color: hexIDColor, S: s})
		}
		if h.Elevation != nil && *h.Elevation != 0 {
			at := Point{c.X - elevationLeft*d.r, c.Y + d.fonts.capHeight*size/2}
			d.c.Text(Text{At: at, Size: size, Bold: true, Color: elevationColor, S: strconv.Itoa(*h.Elevation)})
		}
	}
}

// overlayLabel reports whether the overlay writes a label under the centre
// of hex o.
func (d *drawing) overlayLabel(o hexgrid.Offset) bool {
	for _, l := range d.s.Overlay.Labels {
		if l.Hex == o && !l.Centred && l.Text != "" {
			return true
		}
	}
	return false
}
