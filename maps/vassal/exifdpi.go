package vassal

import "encoding/binary"

// The standard library reads no EXIF, and the resolution is three fields
// of the first directory of a TIFF structure, so this file reads them
// itself rather than add a dependency for it.

// jpegExif returns the TIFF data of a JPEG's APP1 "Exif" segment (b starts
// after the start-of-image marker), or nil. Only the segments before the
// image data are looked at.
func jpegExif(b []byte) []byte {
	for len(b) >= 4 && b[0] == 0xff {
		marker := b[1]
		if marker == 0xda || marker == 0xd9 { // start of scan, end of image
			return nil
		}
		n := int(binary.BigEndian.Uint16(b[2:]))
		if n < 2 || 2+n > len(b) {
			return nil
		}
		seg := b[4 : 2+n]
		if marker == 0xe1 && len(seg) >= 6 && string(seg[:6]) == "Exif\x00\x00" {
			return seg[6:]
		}
		b = b[2+n:]
	}
	return nil
}

// EXIF (TIFF) tags of the image resolution and their value types.
const (
	tagXResolution    = 0x011a
	tagYResolution    = 0x011b
	tagResolutionUnit = 0x0128
	tiffShort         = 3
	tiffRational      = 5
)

// exifDPI returns the resolution in pixels per inch that TIFF data tiff
// (EXIF's) gives in its first directory: XResolution and YResolution, in
// the unit ResolutionUnit says (2 inches, the default; 3 centimetres); 0
// when they are absent, malformed or differ.
func exifDPI(tiff []byte) float64 {
	if len(tiff) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	if bo.Uint16(tiff[2:]) != 42 {
		return 0
	}
	ifd := int64(bo.Uint32(tiff[4:]))
	if ifd+2 > int64(len(tiff)) {
		return 0
	}
	count := int64(bo.Uint16(tiff[ifd:]))
	var x, y float64
	unit := 2
	for i := range count {
		e := ifd + 2 + 12*i
		if e+12 > int64(len(tiff)) {
			return 0
		}
		tag, typ, n := bo.Uint16(tiff[e:]), bo.Uint16(tiff[e+2:]), bo.Uint32(tiff[e+4:])
		switch {
		case (tag == tagXResolution || tag == tagYResolution) && typ == tiffRational && n == 1:
			off := int64(bo.Uint32(tiff[e+8:]))
			if off+8 > int64(len(tiff)) {
				return 0
			}
			num, den := bo.Uint32(tiff[off:]), bo.Uint32(tiff[off+4:])
			if den == 0 {
				return 0
			}
			if tag == tagXResolution {
				x = float64(num) / float64(den)
			} else {
				y = float64(num) / float64(den)
			}
		case tag == tagResolutionUnit && typ == tiffShort && n == 1:
			unit = int(bo.Uint16(tiff[e+8:]))
		}
	}
	if x != y || !(x > 0) {
		return 0
	}
	switch unit {
	case 2:
		return x
	case 3:
		return x * 2.54
	}
	return 0
}
