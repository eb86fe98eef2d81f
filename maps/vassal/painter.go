package vassal

import (
	"hash/fnv"
	"image"
	"image/color"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// BoardPainter draws map m into a width x height image whose pixels l
// places the hexes on (l's origin and Size are in board pixels). The CLI
// passes one built on the tiled raster renderer (maps/draw/tiles).
type BoardPainter func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error)

// FlatPainter returns a BoardPainter that fills each pixel with the colour
// of the terrain of the hex under it (color picks it; nil gives a grey per
// terrain) and leaves pixels off the map transparent. It is the fallback
// when no painter is given.
func FlatPainter(colorOf func(terrain string) color.RGBA) BoardPainter {
	if colorOf == nil {
		colorOf = greyOf
	}
	return func(m *maps.Map, l hexgrid.Layout, width, height int) (image.Image, error) {
		geo, err := m.Geometry()
		if err != nil {
			return nil, err
		}
		img := image.NewRGBA(image.Rect(0, 0, width, height))
		cache := map[hexgrid.Offset]color.RGBA{}
		for y := range height {
			for x := range width {
				o := l.HexAt(float64(x)+0.5, float64(y)+0.5)
				c, ok := cache[o]
				if !ok {
					if id, err := geo.Numbering.Format(o); err == nil {
						c = colorOf(m.TerrainAt(id))
					}
					cache[o] = c
				}
				img.SetRGBA(x, y, c)
			}
		}
		return img, nil
	}
}

// greyOf picks a light grey per terrain id.
func greyOf(terrain string) color.RGBA {
	h := fnv.New32a()
	h.Write([]byte(terrain))
	v := uint8(150 + h.Sum32()%90)
	return color.RGBA{v, v, v, 0xff}
}
