package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// MaxTiles bounds the number of tiles (width x height) of a map this package
// reads or writes, so that a hostile file cannot make it allocate without
// limit.
const MaxTiles = 1 << 22

// ErrUnsupported is wrapped by errors for valid Tiled features this package
// does not read (infinite maps, zstd compression, non-hexagonal maps).
var ErrUnsupported = errors.New("unsupported Tiled feature")

// checkSize returns width*height, or an error when the map size is not
// positive or exceeds MaxTiles.
func checkSize(width, height int) (int, error) {
	if width <= 0 || height <= 0 {
		return 0, fmt.Errorf("map size %dx%d tiles: must be positive", width, height)
	}
	if width > MaxTiles || height > MaxTiles || width*height > MaxTiles {
		return 0, fmt.Errorf("map size %dx%d tiles: more than %d tiles", width, height, MaxTiles)
	}
	return width * height, nil
}

// decodeCSV parses the CSV layer encoding: n global tile ids separated by
// commas and white space.
func decodeCSV(s string, n int) ([]uint32, error) {
	out := make([]uint32, 0, n)
	for field := range strings.SplitSeq(s, ",") {
		field = strings.TrimSpace(field)
		if field == "" {
			continue
		}
		v, err := strconv.ParseUint(field, 10, 32)
		if err != nil {
			return nil, fmt.Errorf("csv data: tile %d: %w", len(out), err)
		}
		if len(out) == n {
			return nil, fmt.Errorf("csv data: more than %d tiles", n)
		}
		out = append(out, uint32(v))
	}
	if len(out) != n {
		return nil, fmt.Errorf("csv data: %d tiles, want %d", len(out), n)
	}
	return out, nil
}

// decodeBase64 parses the base64 layer encoding, optionally zlib or gzip
// compressed: n little-endian 32-bit global tile ids.
func decodeBase64(s, compression string, n int) ([]uint32, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(s))
	if err != nil {
		return nil, fmt.Errorf("base64 data: %w", err)
	}
	r, err := decompressor(bytes.NewReader(raw), compression)
	if err != nil {
		return nil, err
	}
	// Read one byte more than needed to notice trailing data.
	buf, err := io.ReadAll(io.LimitReader(r, int64(4*n)+1))
	if err != nil {
		return nil, fmt.Errorf("base64 data (%s): %w", compressionName(compression), err)
	}
	if len(buf) != 4*n {
		return nil, fmt.Errorf("base64 data: %d bytes, want %d (%d tiles)", len(buf), 4*n, n)
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	return out, nil
}

// decompressor wraps r for the layer's compression ("", "zlib", "gzip").
func decompressor(r io.Reader, compression string) (io.Reader, error) {
	switch compression {
	case "":
		return r, nil
	case "zlib":
		zr, err := zlib.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("zlib data: %w", err)
		}
		return zr, nil
	case "gzip":
		gr, err := gzip.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("gzip data: %w", err)
		}
		return gr, nil
	case "zstd":
		return nil, fmt.Errorf("layer compression zstd: %w (save the map with zlib or gzip compression, or CSV)", ErrUnsupported)
	}
	return nil, fmt.Errorf("layer compression %q: want zlib, gzip or none", compression)
}

func compressionName(c string) string {
	if c == "" {
		return "uncompressed"
	}
	return c
}
