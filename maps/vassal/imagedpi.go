package vassal

import (
	"bytes"
	"encoding/binary"
)

// imageDPI returns the resolution, in pixels per inch, a board image
// declares: a PNG's pHYs chunk (pixels per metre) or a JPEG's JFIF header
// (dots per inch or per centimetre), else the EXIF XResolution and
// YResolution (a JPEG's APP1 Exif segment, a PNG's eXIf chunk), as cameras,
// scanners and photo editors often write it alone; 0 when it declares none,
// or different resolutions across and down.
func imageDPI(data []byte) float64 {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		dpi, exif := pngDPI(data[8:])
		if dpi == 0 {
			dpi = exifDPI(exif)
		}
		return dpi
	case bytes.HasPrefix(data, []byte{0xff, 0xd8}):
		if dpi := jfifDPI(data[2:]); dpi > 0 {
			return dpi
		}
		return exifDPI(jpegExif(data[2:]))
	}
	return 0
}

// pngDPI reads the pHYs chunk and returns its resolution, and the eXIf
// chunk's TIFF data when there is one; both come before the image data.
func pngDPI(b []byte) (dpi float64, exif []byte) {
	for len(b) >= 12 {
		n := binary.BigEndian.Uint32(b)
		typ := string(b[4:8])
		if uint64(n)+12 > uint64(len(b)) || typ == "IDAT" {
			break
		}
		switch {
		case typ == "pHYs" && n == 9:
			x, y, unit := binary.BigEndian.Uint32(b[8:]), binary.BigEndian.Uint32(b[12:]), b[16]
			if unit == 1 && x == y && x != 0 {
				dpi = float64(x) * 0.0254
			}
		case typ == "eXIf":
			exif = b[8 : 8+n]
		}
		b = b[12+n:]
	}
	return dpi, exif
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
