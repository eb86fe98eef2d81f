package trace

import (
	"slices"

	"github.com/sandtable/sandtable/maps"
)

// ApplySetup sets o from a map's trace setup (maps.TraceSetup, what the
// editor keeps with the map): the print style (Curves, Overprint, Refine
// unless the setup keeps the clicked calibration, the inks it gives) and
// the sliver types. Other fields of o are left as they are.
func (o *Options) ApplySetup(s maps.TraceSetup) {
	o.Curves, o.Overprint, o.Refine = s.Print.Curves, s.Print.Overprint, !s.Print.AsClicked
	for _, c := range []struct {
		from *[3]int
		to   *RGB
	}{{s.Print.Water, &o.Water}, {s.Print.Road, &o.Road}, {s.Print.Contour, &o.Contour}} {
		if c.from != nil {
			*c.to = RGB{uint8(min(max(c.from[0], 0), 255)), uint8(min(max(c.from[1], 0), 255)), uint8(min(max(c.from[2], 0), 255))}
		}
	}
	if len(s.Slivers) > 0 {
		o.Sliver.Any, o.Sliver.Types = true, slices.Clone(s.Slivers)
	}
}

// TaughtOf returns a trace setup's examples as the tracer takes them, in
// teaching order.
func TaughtOf(s maps.TraceSetup) []Taught {
	out := make([]Taught, 0, len(s.Examples))
	for _, e := range s.Examples {
		out = append(out, Taught{Terrain: e.Terrain, Hexes: slices.Clone(e.Hexes)})
	}
	return out
}

// RGBInts returns c as a trace setup stores an ink.
func RGBInts(c RGB) *[3]int { return &[3]int{int(c[0]), int(c[1]), int(c[2])} }
