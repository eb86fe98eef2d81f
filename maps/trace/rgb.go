package trace

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseRGB reads an ink colour written "R,G,B", each channel 0..255
// (spaces around the numbers allowed), as `trace run --water` and the
// editor's trace panel take it; [FormatRGB] writes it back.
// Errors: not three numbers, or a channel outside 0..255.
func ParseRGB(s string) (RGB, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return RGB{}, fmt.Errorf("colour %q: want R,G,B", s)
	}
	var c RGB
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || v < 0 || v > 255 {
			return RGB{}, fmt.Errorf("colour %q: channel %q is not 0..255", s, p)
		}
		c[i] = uint8(v)
	}
	return c, nil
}

// FormatRGB writes c as ParseRGB reads it ("R,G,B").
func FormatRGB(c RGB) string { return fmt.Sprintf("%d,%d,%d", c[0], c[1], c[2]) }
