package jsonfile

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Limits bound what Sandtable reads from a file it did not write, so that a
// hostile or damaged file is refused with a diagnostic before the work
// instead of exhausting memory. Every default is stated here, and the CLI
// raises the byte limits with --max-bytes.
type Limits struct {
	// MapBytes, ScenarioBytes, OOBBytes, RulesetBytes, OtherBytes: largest
	// file accepted of each kind, in bytes (by name: *.map.json, ...).
	// ImageBytes: largest image file (*.png, *.jpg, *.jpeg) accepted.
	MapBytes, ScenarioBytes, OOBBytes, RulesetBytes, OtherBytes, ImageBytes int64
	// MovesBytes, GameBytes: largest move file (play --moves, *.moves.json)
	// and game file (*.game.json) accepted, in bytes.
	MovesBytes, GameBytes int64
	// Depth: deepest nesting of JSON arrays and objects accepted.
	Depth int
	// Hexes: most hexes a map's sheets may declare in all (maps.Geometry).
	Hexes int64
	// Units: most units an order of battle may hold; SetupRows: most set-up
	// rows a scenario may hold; Actions: most actions a game or move file
	// may hold (play).
	Units, SetupRows, Actions int
	// ImagePixels: largest image read (scans, VASSAL board images, Tiled
	// tileset images), width × height, checked from the image's header
	// before it is decoded.
	ImagePixels int64
	// OutputPixels: largest image written (render PNG, VASSAL board images,
	// Tiled tilesets), width × height, checked before it is allocated.
	OutputPixels int64
	// MaxDPI: highest --dpi accepted (render, vassal import and export);
	// the lowest is anything above 0.
	MaxDPI float64
	// Diagnostics: most diagnostics reported for one file; the rest are
	// counted in one limit.diagnostics note (each costs a search of the
	// file for its line, so a file of a million errors would never end).
	Diagnostics int
	// MinHexRadius, MaxHexRadius: the --hex-radius range of tiled export, in
	// pixels.
	MinHexRadius, MaxHexRadius int
}

// DefaultLimits: each is set where the CLI still runs under a 1 GiB
// address-space limit (prlimit --as=1073741824; the Go runtime's own
// reservations leave about 250 MB of heap under it), measured with the
// densest file of the limit's size: docs/FORMATS.md#limits gives the
// figures. The largest built-in files are about 75 KB, far below them;
// --max-bytes and --limit raise them for a machine with more memory.
var DefaultLimits = Limits{
	MapBytes:      8 << 20,
	ScenarioBytes: 6 << 20,
	OOBBytes:      6 << 20,
	RulesetBytes:  4 << 20,
	OtherBytes:    6 << 20,
	MovesBytes:    2 << 20,
	GameBytes:     16 << 20,
	ImageBytes:    512 << 20,
	Depth:         64,
	Hexes:         500_000,
	Units:         40_000,
	SetupRows:     50_000,
	Actions:       25_000,
	ImagePixels:   250_000_000,
	OutputPixels:  50_000_000,
	MaxDPI:        2400,
	Diagnostics:   1000,
	MinHexRadius:  4,
	MaxHexRadius:  1024,
}

// Set sets the limit called name ("hexes", "units", "setup-rows",
// "actions", "depth", "diagnostics", "image-pixels", "output-pixels") to value, a
// positive integer (the CLI's --limit NAME=N, for a genuinely large map).
// Errors: an unknown name or a value that is not a positive integer.
func (l *Limits) Set(name, value string) error {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil || n <= 0 {
		return fmt.Errorf("limit %s: %q is not a positive whole number", name, value)
	}
	ints := map[string]*int{"units": &l.Units, "setup-rows": &l.SetupRows, "actions": &l.Actions, "depth": &l.Depth, "diagnostics": &l.Diagnostics}
	if p, ok := ints[name]; ok {
		*p = int(min(n, math.MaxInt32))
		return nil
	}
	int64s := map[string]*int64{"hexes": &l.Hexes, "image-pixels": &l.ImagePixels, "output-pixels": &l.OutputPixels}
	if p, ok := int64s[name]; ok {
		*p = n
		return nil
	}
	return fmt.Errorf("limit %q: not one of hexes, units, setup-rows, actions, depth, diagnostics, image-pixels, output-pixels", name)
}

// CheckDPI returns a usage error unless dpi is above 0 and at most MaxDPI.
func (l Limits) CheckDPI(dpi float64) error {
	if !(dpi > 0 && dpi <= l.MaxDPI) {
		return fmt.Errorf("--dpi must be more than 0 and at most %g, not %g", l.MaxDPI, dpi)
	}
	return nil
}

// CheckHexRadius returns a usage error unless r is within MinHexRadius and
// MaxHexRadius pixels.
func (l Limits) CheckHexRadius(r int) error {
	if r < l.MinHexRadius || r > l.MaxHexRadius {
		return fmt.Errorf("--hex-radius must be %d to %d pixels, not %d", l.MinHexRadius, l.MaxHexRadius, r)
	}
	return nil
}

// CheckPixels returns an error when an image of w × h pixels is over max
// (what names the image: "board image of sheet S").
func CheckPixels(what string, w, h, max int64) error {
	if w < 0 || h < 0 || w > 0 && h > max/w {
		return fmt.Errorf("%s: %d x %d pixels is over the limit of %d pixels", what, w, h, max)
	}
	return nil
}

// BytesFor returns the byte limit for the file named path, by its kind.
func (l Limits) BytesFor(path string) int64 {
	switch {
	case strings.HasSuffix(path, ".map.json"):
		return l.MapBytes
	case strings.HasSuffix(path, ".scenario.json"):
		return l.ScenarioBytes
	case strings.HasSuffix(path, ".oob.json"):
		return l.OOBBytes
	case strings.HasSuffix(path, ".ruleset.json"):
		return l.RulesetBytes
	case strings.HasSuffix(path, ".moves.json"):
		return l.MovesBytes
	case strings.HasSuffix(path, ".game.json"):
		return l.GameBytes
	case hasImageSuffix(path):
		return l.ImageBytes
	}
	return l.OtherBytes
}

// hasImageSuffix reports whether path names a PNG or JPEG file.
func hasImageSuffix(path string) bool {
	p := strings.ToLower(path)
	return strings.HasSuffix(p, ".png") || strings.HasSuffix(p, ".jpg") || strings.HasSuffix(p, ".jpeg")
}

// WithMaxBytes returns l with every byte limit set to n (n <= 0 leaves l).
func (l Limits) WithMaxBytes(n int64) Limits {
	if n > 0 {
		l.MapBytes, l.ScenarioBytes, l.OOBBytes, l.RulesetBytes, l.OtherBytes, l.ImageBytes = n, n, n, n, n, n
		l.MovesBytes, l.GameBytes = n, n
	}
	return l
}
