package scangen

import (
	"image"
	"image/draw"

	"github.com/sandtable/sandtable/maps/trace"
)

// Tiles splits img into cols x rows scans that overlap by overlap pixels, as
// a sheet larger than the scanner's glass is scanned in parts. Each tile is
// its own image (a copy of its part, origin (0,0)), placed at its offset in
// img's pixels, so trace.Mosaic{Tiles: ...} with img's calibration reads the
// same pixels as img.
func Tiles(img image.Image, cols, rows, overlap int) []trace.Tile {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	var out []trace.Tile
	for r := range rows {
		for c := range cols {
			x0, x1 := c*w/cols-overlap, (c+1)*w/cols+overlap
			y0, y1 := r*h/rows-overlap, (r+1)*h/rows+overlap
			rect := image.Rect(max(0, x0), max(0, y0), min(w, x1), min(h, y1))
			t := image.NewRGBA(image.Rect(0, 0, rect.Dx(), rect.Dy()))
			draw.Draw(t, t.Bounds(), img, rect.Min.Add(b.Min), draw.Src)
			out = append(out, trace.Tile{Image: t, Origin: rect.Min})
		}
	}
	return out
}
