package vassal

import (
	"encoding/binary"
	"hash/crc32"
	"math"
)

// withDPI returns an encoded PNG with a pHYs chunk declaring dpi pixels per
// inch (stored as whole pixels per metre) inserted after its IHDR chunk, so
// that an import reads the printed hex size back from the image. Data that
// does not start with a PNG signature and an IHDR chunk is returned as is.
func withDPI(png []byte, dpi float64) []byte {
	const ihdrEnd = 8 + 4 + 4 + 13 + 4
	if len(png) < ihdrEnd || string(png[12:16]) != "IHDR" || !(dpi > 0) {
		return png
	}
	ppm := uint32(math.Round(dpi / 0.0254))
	chunk := make([]byte, 4+4+9+4)
	binary.BigEndian.PutUint32(chunk, 9)
	copy(chunk[4:], "pHYs")
	binary.BigEndian.PutUint32(chunk[8:], ppm)
	binary.BigEndian.PutUint32(chunk[12:], ppm)
	chunk[16] = 1 // the unit is the metre
	binary.BigEndian.PutUint32(chunk[17:], crc32.ChecksumIEEE(chunk[4:17]))
	out := make([]byte, 0, len(png)+len(chunk))
	out = append(out, png[:ihdrEnd]...)
	out = append(out, chunk...)
	return append(out, png[ihdrEnd:]...)
}
