package vassal

import (
	"bytes"
	"encoding/binary"
)

// imageDPI returns the resolution, in pixels per inch, a board image
// declares: a PNG's pHYs chunk (pixels per metre) or a JPEG's JFIF header
// (dots per inch or per centimetre); 0 when it declares none, or
// different resolutions across and down.
func imageDPI(data []byte) float64 {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return pngDPI(data[8:])
	case bytes.HasPrefix(data, []byte{0xff, 0xd8}):
		return jfifDPI(data[2:])
	}
	return 0
}

// pngDPI reads the pHYs chunk, which comes before the image data.
func pngDPI(b []byte) float64 {
	for len(b) >= 12 {
		n := binary.BigEndian.Uint32(b)
		typ := string(b[4:8])
		if uint64(n)+12 > uint64(len(b)) || typ == "IDAT" {
			return 0
		}
		if typ == "pHYs" && n == 9 {
			x, y, unit := binary.BigEndian.Uint32(b[8:]), binary.BigEndian.Uint32(b[12:]), b[16]
			if unit != 1 || x != y || x == 0 {
				return 0
			}
			return float64(x) * 0.0254
		}
		b = b[12+n:]
	}
	return 0
}

// jfifDPI reads the JFIF APP0 segment, the first after the start marker.
func jfifDPI(b []byte) float64 {
	if len(b) < 16 || b[0] != 0xff || b[1] != 0xe0 || string(b[4:9]) != "JFIF\x00" {
		return 0
	}
	unit := b[11]
	x, y := binary.BigEndian.Uint16(b[12:]), binary.BigEndian.Uint16(b[14:])
	if x != y || x == 0 {
		return 0
	}
	switch unit {
	case 1:
		return float64(x)
	case 2:
		return float64(x) * 2.54
	}
	return 0
}
