package tiles

import (
	"encoding/binary"
	"image"
	"image/color"
)

// composite blends colour c (premultiplied) over dst through coverage mask m,
// whose top-left pixel lands on dst pixel at. Runs of uncovered pixels are
// skipped eight at a time; (nearly) fully covered pixels of an opaque colour
// are set with one store.
func (p *painter) composite(dst *image.RGBA, at image.Point, m *image.Alpha, c color.RGBA) {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	opaque := c.A == 0xff
	word := packRGBA(c)
	src := expand(word)
	var row []uint8 // w pixels of colour c, for copying runs
	rowOf := func() []uint8 {
		if row == nil {
			row = p.colorRow(word, w)
		}
		return row
	}
	for y := range h {
		mrow := m.Pix[y*m.Stride : y*m.Stride+w]
		off := dst.PixOffset(at.X, at.Y+y)
		d := dst.Pix[off : off+4*w]
		for x := 0; x < w; {
			if x+8 <= w && binary.LittleEndian.Uint64(mrow[x:]) == 0 {
				x += 8
				continue
			}
			a := uint32(mrow[x])
			switch {
			case a == 0:
				x++
			case a >= fullCoverage && opaque:
				end := x + 1
				for end < w && mrow[end] >= fullCoverage {
					end++
				}
				copy(d[4*x:4*end], rowOf())
				x = end
			default:
				px := d[4*x:]
				binary.LittleEndian.PutUint32(px, blendWord(binary.LittleEndian.Uint32(px), src, uint32(c.A), a))
				x++
			}
		}
	}
}

// colorRow returns w pixels of the RGBA word, as bytes, in a buffer reused
// by the next call.
func (p *painter) colorRow(word uint32, w int) []uint8 {
	if cap(p.row) < 4*w {
		p.row = make([]uint8, 4*w)
	}
	row := p.row[:4*w]
	for i := 0; i < len(row); i += 4 {
		binary.LittleEndian.PutUint32(row[i:], word)
	}
	return row
}

// fullCoverage is the mask value from which a pixel counts as fully covered:
// shared edges of adjacent polygons add up to just under 255.
const fullCoverage = 0xfc

// packRGBA packs a colour into a little-endian RGBA word.
func packRGBA(c color.RGBA) uint32 {
	return uint32(c.R) | uint32(c.G)<<8 | uint32(c.B)<<16 | uint32(c.A)<<24
}

// expand spreads the four bytes of an RGBA word into 16-bit lanes.
func expand(w uint32) uint64 {
	x := uint64(w)
	x = (x | x<<16) & 0x0000ffff0000ffff
	return (x | x<<8) & 0x00ff00ff00ff00ff
}

// compress packs four 16-bit lanes (each at most 255) back into a word.
func compress(x uint64) uint32 {
	x &= 0x00ff00ff00ff00ff
	x = (x | x>>8) & 0x0000ffff0000ffff
	return uint32(x | x>>16)
}

// blendWord draws the premultiplied source src (expanded, alpha sa) at
// coverage a (0-255) over the RGBA word dst, all four channels at once.
func blendWord(dst uint32, src uint64, sa, a uint32) uint32 {
	inv := uint64(255 - div255(sa*a)) // what the source leaves of dst
	v := src*uint64(a) + expand(dst)*inv + 0x0080008000800080
	v = (v + (v>>8)&0x00ff00ff00ff00ff) >> 8
	return compress(v)
}

// div255 returns x/255 rounded, for x up to 255*255*2.
func div255(x uint32) uint32 {
	x += 128
	return (x + x>>8) >> 8
}
