package testtool

import (
	"crypto/sha256"
	"image"
)

// PixelPrint returns a SHA-256 of img's pixels, row by row as 8-bit RGBA:
// two images with the same print have the same pixels (the benchmarks'
// check that a faster path draws the same scan).
func PixelPrint(img image.Image) []byte {
	h := sha256.New()
	b := img.Bounds()
	row := make([]byte, 0, 4*b.Dx())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row = row[:0]
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			row = append(row, byte(r>>8), byte(g>>8), byte(bl>>8), byte(a>>8))
		}
		h.Write(row)
	}
	return h.Sum(nil)
}
