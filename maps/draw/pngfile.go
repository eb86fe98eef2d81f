package draw

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"math"
)

// EncodePNG writes img as a PNG file that records its resolution (a pHYs
// chunk of dpi dots per inch), so that it prints at the size it was drawn
// for. A dpi that is not positive records none. It compresses for speed: a
// map's flat colours compress well anyway (a whole ITW sheet at 150 dpi: 3.8
// MB, 3 % more than the default level, in three quarters of the time).
// Errors: those of encoding or writing.
func EncodePNG(w io.Writer, img image.Image, dpi float64) error {
	if rgba, ok := img.(*image.RGBA); ok {
		var ppm uint32
		if dpi > 0 && !math.IsInf(dpi, 0) {
			ppm = uint32(math.Round(dpi / 0.0254))
		}
		if err := encodeRGBA(w, rgba, ppm); err != nil {
			return fmt.Errorf("png: %w", err)
		}
		return nil
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return fmt.Errorf("png: %w", err)
	}
	data := buf.Bytes()
	if dpi > 0 && !math.IsInf(dpi, 0) {
		data = withPHYs(data, dpi)
	}
	if _, err := w.Write(data); err != nil {
		return fmt.Errorf("png: %w", err)
	}
	return nil
}

// pngHeaderLen is the length of the PNG signature and the IHDR chunk that
// image/png always writes first.
const pngHeaderLen = 8 + 4 + 4 + 13 + 4

// withPHYs inserts a pHYs chunk of dpi (see physChunk) after IHDR.
func withPHYs(data []byte, dpi float64) []byte {
	if len(data) < pngHeaderLen || string(data[12:16]) != "IHDR" {
		return data
	}
	chunk := physChunk(uint32(math.Round(dpi / 0.0254)))
	out := make([]byte, 0, len(data)+len(chunk))
	out = append(out, data[:pngHeaderLen]...)
	out = append(out, chunk...)
	return append(out, data[pngHeaderLen:]...)
}

// physChunk returns the whole pHYs chunk (length, type, data, CRC) that
// records ppm pixels per metre on both axes: the one writer of the PNG
// resolution, for the banded encoder and for images encoded by image/png.
func physChunk(ppm uint32) []byte {
	chunk := make([]byte, 0, 21)
	chunk = binary.BigEndian.AppendUint32(chunk, 9)
	chunk = append(chunk, "pHYs"...)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = append(chunk, 1) // unit: metre
	return binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
}
