package draw

import (
	"image/color"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// In-hex feature symbols: their size, the gap between two, and the height
// of their row below the hex centre, in hex radii.
const (
	symbolSize = 0.22
	symbolGap  = 0.28
	symbolRow  = 0.5
)

// Symbol colours.
var (
	campInfantry  = rgb(0x6e, 0x40, 0x14)
	campCavalry   = rgb(0xb0, 0x68, 0x10)
	campArtillery = rgb(0x9c, 0x1e, 0x1e)
	hqColor       = rgb(0xc0, 0x18, 0x18)
	inkColor      = rgb(0x18, 0x18, 0x18)
	landingColor  = rgb(0x10, 0x30, 0x80)
	entryColor    = rgb(0x1a, 0x7a, 0x2a)
	waterColor    = rgb(0x2c, 0x6c, 0xc4)
)

// features draws a small symbol per in-hex feature (camp, HQ, church,
// crossroads, landing, bridge, ford, entry hex; a diamond for towns,
// buildings, forts, stations and any other), in a row below the hex centre.
func (d *drawing) features() {
	d.eachHex(func(o hexgrid.Offset) {
		fs := d.ix.At(o).Hex.Features
		if len(fs) == 0 {
			return
		}
		c := d.p.Center(o)
		gap := symbolGap * d.r
		x := c.X - gap*float64(len(fs)-1)/2
		for _, f := range fs {
			d.symbol(f, Point{x, c.Y + symbolRow*d.r})
			x += gap
		}
	})
}

// symbol draws the symbol of feature kind centred on p.
func (d *drawing) symbol(kind string, p Point) {
	h := symbolSize * d.r / 2
	line := func(c color.NRGBA, w float64, pts ...Point) {
		d.line(Stroke{Color: c, Width: w * h, Cap: CapButt}, pts...)
	}
	x, y := p.X, p.Y
	switch kind {
	case "camp-infantry", "camp-cavalry", "camp-artillery":
		d.shape(campColor(kind), Stroke{}, Point{x, y - h}, Point{x + h, y + h*0.8}, Point{x - h, y + h*0.8})
	case "hq":
		d.shape(hqColor, Stroke{}, Point{x - h*0.2, y - h}, Point{x + h*0.9, y - h}, Point{x + h*0.9, y - h*0.2}, Point{x - h*0.2, y - h*0.2})
		line(inkColor, 0.25, Point{x - h*0.3, y - h}, Point{x - h*0.3, y + h})
	case "church":
		line(inkColor, 0.3, Point{x, y - h}, Point{x, y + h})
		line(inkColor, 0.3, Point{x - h*0.6, y - h*0.35}, Point{x + h*0.6, y - h*0.35})
	case "crossroads":
		line(inkColor, 0.25, Point{x - h, y - h}, Point{x + h, y + h})
		line(inkColor, 0.25, Point{x - h, y + h}, Point{x + h, y - h})
	case "landing":
		line(landingColor, 0.25, Point{x, y - h}, Point{x, y + h})
		line(landingColor, 0.25, Point{x - h*0.6, y - h*0.45}, Point{x + h*0.6, y - h*0.45})
		line(landingColor, 0.25, Point{x - h, y + h*0.3}, Point{x, y + h}, Point{x + h, y + h*0.3})
	case "bridge":
		line(inkColor, 0.25, Point{x - h, y - h*0.4}, Point{x + h, y - h*0.4})
		line(inkColor, 0.25, Point{x - h, y + h*0.4}, Point{x + h, y + h*0.4})
	case "ford":
		d.line(Stroke{Color: waterColor, Width: 0.3 * h, Dash: d.dash(h*0.45, h*0.3)}, Point{x - h, y}, Point{x + h, y})
	case "entry":
		d.shape(entryColor, Stroke{}, Point{x - h, y - h}, Point{x + h, y}, Point{x - h, y + h})
	default: // town, building, fort, rr-station and unknown kinds
		d.shape(inkColor, Stroke{}, Point{x, y - h*0.8}, Point{x + h*0.8, y}, Point{x, y + h*0.8}, Point{x - h*0.8, y})
	}
}

// campColor tells the camps of infantry, cavalry and artillery apart.
func campColor(kind string) color.NRGBA {
	switch kind {
	case "camp-cavalry":
		return campCavalry
	case "camp-artillery":
		return campArtillery
	}
	return campInfantry
}
