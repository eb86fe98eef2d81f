package scangen

import (
	"math"
	"math/rand/v2"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Terrain types the generator paints (gbacw ruleset ids). Woods is the
// default; Field is the type slivers are made of.
const (
	Woods   = "woods"
	Field   = "field"
	Orchard = "orchard"
	Thicket = "thicket"
	Marsh   = "marsh"
)

// Step is a road step between two adjacent hexes, A before B in (Col, Row)
// order.
type Step struct{ A, B hexgrid.Offset }

// NewStep returns the step between a and b in canonical order.
func NewStep(a, b hexgrid.Offset) Step {
	if b.Col < a.Col || b.Col == a.Col && b.Row < a.Row {
		a, b = b, a
	}
	return Step{a, b}
}

// Truth is the known map a scan is drawn from. Hexsides are canonical.
type Truth struct {
	Geo     maps.Geometry
	HexMM   float64 // hex across flats, mm
	Hexes   []hexgrid.Offset
	Terrain map[hexgrid.Offset]string
	// Sliver marks hexes of another type that also show a field sliver
	// along side index Sliver[o] (0..5); their Terrain is the majority type.
	Sliver   map[hexgrid.Offset]int
	Level    map[hexgrid.Offset]int
	Water    map[hexgrid.Hexside]bool
	Roads    map[Step]bool
	Contours map[hexgrid.Hexside]int // lines crossed, = level difference
}

// has reports whether o is on the map.
func (t *Truth) has(o hexgrid.Offset) bool { _, ok := t.Terrain[o]; return ok }

// NewTruth returns a random known map on the grid and sheets of m (its
// terrain ignored), deterministic from seed: fields, orchards, thickets and
// marsh patches in woods, a few field slivers, elevation levels 0..5 from
// smooth hills, streams along hexsides and roads between hex centres.
func NewTruth(m *maps.Map, seed uint64) (*Truth, error) {
	geo, err := m.Geometry()
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed, 0x5ca9))
	t := &Truth{
		Geo: geo, HexMM: m.Grid.HexAcrossFlatsMM, Hexes: geo.Numbering.All(),
		Terrain: map[hexgrid.Offset]string{}, Sliver: map[hexgrid.Offset]int{},
		Level: map[hexgrid.Offset]int{}, Water: map[hexgrid.Hexside]bool{},
		Roads: map[Step]bool{}, Contours: map[hexgrid.Hexside]int{},
	}
	for _, o := range t.Hexes {
		t.Terrain[o] = Woods
	}
	n := len(t.Hexes)
	t.blobs(r, Field, n/25, 3)
	t.blobs(r, Orchard, n/150, 1)
	t.blobs(r, Thicket, n/120, 1)
	t.blobs(r, Marsh, n/150, 1)
	t.slivers(r)
	t.hills(r, n/60)
	for range n / 60 {
		t.stream(r)
	}
	for range n / 120 {
		t.road(r)
	}
	return t, nil
}

// blobs paints count patches of terrain kind, each within a random radius
// up to maxR of a random hex.
func (t *Truth) blobs(r *rand.Rand, kind string, count, maxR int) {
	g := t.Geo.Grid
	for range count {
		c := t.Hexes[r.IntN(len(t.Hexes))]
		for _, o := range g.Within(c, r.IntN(maxR+1)) {
			if t.has(o) && r.Float64() < 0.85 {
				t.Terrain[o] = kind
			}
		}
	}
}

// slivers gives some woods hexes next to a field a field sliver on that side.
func (t *Truth) slivers(r *rand.Rand) {
	g := t.Geo.Grid
	for _, o := range t.Hexes {
		if t.Terrain[o] != Woods || r.Float64() > 0.15 {
			continue
		}
		for i, nb := range g.Neighbors(o) {
			if t.Terrain[nb] == Field {
				t.Sliver[o] = i
				break
			}
		}
	}
}

// hills sets levels from count smooth bumps, rounded to whole levels 0..5.
func (t *Truth) hills(r *rand.Rand, count int) {
	l := hexgrid.Layout{Grid: t.Geo.Grid, Size: 1}
	type bump struct{ x, y, h, s float64 }
	bs := make([]bump, count)
	for i := range bs {
		x, y := l.Center(t.Hexes[r.IntN(len(t.Hexes))])
		bs[i] = bump{x, y, 1 + 2*r.Float64(), 2 + 5*r.Float64()}
	}
	for _, o := range t.Hexes {
		x, y := l.Center(o)
		v := 0.0
		for _, b := range bs {
			v += b.h * math.Exp(-((x-b.x)*(x-b.x)+(y-b.y)*(y-b.y))/(2*b.s*b.s))
		}
		t.Level[o] = min(5, int(math.Round(v)))
	}
	for _, o := range t.Hexes {
		for _, s := range g3(t.Geo.Grid, o) {
			_, b := t.Geo.Grid.SideHexes(s)
			if !t.has(b) {
				continue
			}
			if d := t.Level[o] - t.Level[b]; d != 0 {
				t.Contours[s] = max(d, -d)
			}
		}
	}
}

// g3 returns o's three canonical sides it names itself.
func g3(g hexgrid.Grid, o hexgrid.Offset) []hexgrid.Hexside {
	d := g.Directions()
	return []hexgrid.Hexside{{Hex: o, Dir: d[0]}, {Hex: o, Dir: d[1]}, {Hex: o, Dir: d[2]}}
}

// walk returns a random walk of up to n hexes on the map, keeping mostly to
// one direction.
func (t *Truth) walk(r *rand.Rand, n int) []hexgrid.Offset {
	g := t.Geo.Grid
	o := t.Hexes[r.IntN(len(t.Hexes))]
	dirs := g.Directions()
	d := r.IntN(6)
	out := []hexgrid.Offset{o}
	seen := map[hexgrid.Offset]bool{o: true}
	for len(out) < n {
		if r.Float64() < 0.35 {
			d = (d + 5 + r.IntN(3)) % 6
		}
		nb := g.Neighbor(o, dirs[d])
		if !t.has(nb) || seen[nb] {
			break
		}
		o = nb
		seen[o] = true
		out = append(out, o)
	}
	return out
}

// stream marks as water the northern sides of a random walk's hexes that
// face hexes off the walk: a connected line along hexsides.
func (t *Truth) stream(r *rand.Rand) {
	g := t.Geo.Grid
	w := t.walk(r, 6+r.IntN(20))
	on := map[hexgrid.Offset]bool{}
	for _, o := range w {
		on[o] = true
	}
	l := hexgrid.Layout{Grid: g, Size: 1}
	for _, o := range w {
		_, cy := l.Center(o)
		for _, d := range g.Directions() {
			nb := g.Neighbor(o, d)
			if _, ny := l.Center(nb); ny < cy-0.1 && !on[nb] && t.has(nb) {
				t.Water[g.Side(o, d)] = true
			}
		}
	}
}

// road adds the steps of a random walk.
func (t *Truth) road(r *rand.Rand) {
	w := t.walk(r, 8+r.IntN(30))
	for i := 1; i < len(w); i++ {
		t.Roads[NewStep(w[i-1], w[i])] = true
	}
}
