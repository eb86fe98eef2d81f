package jsonfile

import "strings"

// Limits bound what Sandtable reads from a file it did not write, so that a
// hostile or damaged file is refused with a diagnostic before the work
// instead of exhausting memory. Every default is stated here, and the CLI
// raises the byte limits with --max-bytes.
type Limits struct {
	// MapBytes, ScenarioBytes, OOBBytes, RulesetBytes, OtherBytes: largest
	// file accepted of each kind, in bytes (by name: *.map.json, ...).
	MapBytes, ScenarioBytes, OOBBytes, RulesetBytes, OtherBytes int64
	// Depth: deepest nesting of JSON arrays and objects accepted.
	Depth int
	// Hexes: most hexes a map's sheets may declare in all (maps.Geometry).
	Hexes int64
}

// DefaultLimits: the largest built-in files are about 75 KB (the ITW second-day
// scenario, the ITW OOB); the defaults leave more than two orders of
// magnitude of room, and --max-bytes raises them for a genuinely large map.
var DefaultLimits = Limits{
	MapBytes:      64 << 20,
	ScenarioBytes: 16 << 20,
	OOBBytes:      16 << 20,
	RulesetBytes:  4 << 20,
	OtherBytes:    16 << 20,
	Depth:         64,
	Hexes:         1_000_000,
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
	}
	return l.OtherBytes
}

// WithMaxBytes returns l with every byte limit set to n (n <= 0 leaves l).
func (l Limits) WithMaxBytes(n int64) Limits {
	if n > 0 {
		l.MapBytes, l.ScenarioBytes, l.OOBBytes, l.RulesetBytes, l.OtherBytes = n, n, n, n, n
	}
	return l
}
