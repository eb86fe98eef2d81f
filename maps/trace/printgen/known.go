package printgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// Terrain types of the style: scangen's five and a town.
const (
	Woods   = scangen.Woods
	Field   = scangen.Field
	Orchard = scangen.Orchard
	Thicket = scangen.Thicket
	Marsh   = scangen.Marsh
	Town    = "town"
)

// Road classes, as printed.
const (
	Pike = iota
	Road
	Lane  // dashed
	Trail // dotted
)

// Map is a known map and the style it is printed in.
type Map struct {
	Seed  uint64
	Style Style
	Truth *scangen.Truth
	// Class is the printed class of each road step (Pike..Trail).
	Class map[scangen.Step]int
	// hills make the elevation field, in levels over map mm.
	hills []hill
	top   float64 // highest level
	names []label
}

type hill struct{ x, y, h, s float64 }

type label struct {
	text     string
	x, y     float64 // mm
	angle    float64 // radians
	size     float64
	italic   bool
	inkIndex int
}

// New returns the known map of seed on a one-sheet grid of cols x rows
// hexes (flat tops, odd columns low, ids like 0105), in a style drawn from
// the seed: terrain, streams and roads from scangen.NewTruth (slivers
// dropped: this style's edges wander instead), a few towns, and levels 0..4
// from a smooth elevation field read at hex centres.
// Errors: a grid of fewer than 4 x 4 hexes.
func New(seed uint64, cols, rows int) (*Map, error) {
	if cols < 4 || rows < 4 || cols > 99 || rows > 99 {
		return nil, fmt.Errorf("printgen: %d x %d hexes: want 4..99 each way", cols, rows)
	}
	r := rand.New(rand.NewPCG(seed, 0x9e1))
	st := newStyle(r)
	m := &maps.Map{
		Schema: "https://sandtable.dev/schema/map.schema.json", Format: "sandtable-map/1",
		ID: fmt.Sprintf("printgen-%d", seed), Name: "printed style", Ruleset: "gbacw",
		Grid:           maps.Grid{Orientation: "flat", Stagger: "odd", HexAcrossFlatsMM: math.Round(st.HexMM*10) / 10},
		Numbering:      maps.Numbering{ColumnDigits: 2, RowDigits: 2},
		Sheets:         []maps.Sheet{{ID: "P", Name: "printed", Columns: [2]int{1, cols}, Rows: [2]int{1, rows}}},
		DefaultTerrain: Woods,
	}
	st.HexMM = m.Grid.HexAcrossFlatsMM
	tr, err := scangen.NewTruth(m, seed*7919+1)
	if err != nil {
		return nil, err
	}
	tr.Sliver = map[hexgrid.Offset]int{}
	pm := &Map{Seed: seed, Style: st, Truth: tr, Class: map[scangen.Step]int{}}
	pm.towns(r)
	pm.elevation(r)
	pm.classes(r)
	pm.labels(r)
	return pm, nil
}

// Base returns a blank copy of the map's grid (no terrain), as a designer
// would start from: the map file a scan folder holds.
func (pm *Map) Base() *maps.Map {
	return &maps.Map{
		Schema: "https://sandtable.dev/schema/map.schema.json", Format: "sandtable-map/1",
		ID: fmt.Sprintf("printgen-%d", pm.Seed), Name: "printed style", Ruleset: "gbacw",
		Grid:      maps.Grid{Orientation: "flat", Stagger: "odd", HexAcrossFlatsMM: pm.Style.HexMM},
		Numbering: maps.Numbering{ColumnDigits: 2, RowDigits: 2},
		Sheets: []maps.Sheet{{ID: "P", Name: "printed",
			Columns: [2]int{1, pm.cols()}, Rows: [2]int{1, pm.rows()}}},
		DefaultTerrain: Woods,
	}
}

func (pm *Map) cols() int {
	n := 0
	for _, o := range pm.Truth.Hexes {
		n = max(n, o.Col+1)
	}
	return n
}

func (pm *Map) rows() int {
	n := 0
	for _, o := range pm.Truth.Hexes {
		n = max(n, o.Row+1)
	}
	return n
}

// towns paints one or two small towns (a hex and some neighbours).
func (pm *Map) towns(r *rand.Rand) {
	t := pm.Truth
	g := t.Geo.Grid
	for range 1 + len(t.Hexes)/250 {
		c := t.Hexes[r.IntN(len(t.Hexes))]
		for _, o := range g.Within(c, 1) {
			if _, ok := t.Terrain[o]; ok && (o == c || r.Float64() < 0.5) {
				t.Terrain[o] = Town
			}
		}
	}
}

// layout returns the map-millimetre layout.
func (pm *Map) layout() hexgrid.Layout {
	return hexgrid.Layout{Grid: pm.Truth.Geo.Grid, Size: pm.Style.HexMM / math.Sqrt(3)}
}

// elevation makes a smooth field of hills and sets levels and counts.
func (pm *Map) elevation(r *rand.Rand) {
	t := pm.Truth
	l := pm.layout()
	n := len(t.Hexes)
	for range max(3, n/40) {
		x, y := l.Center(t.Hexes[r.IntN(n)])
		pm.hills = append(pm.hills, hill{x, y, 1 + 2.2*r.Float64(), l.Size * (2 + 4*r.Float64())})
	}
	pm.top = 4.999
	t.Level = map[hexgrid.Offset]int{}
	for _, o := range t.Hexes {
		x, y := l.Center(o)
		t.Level[o] = int(math.Floor(pm.Field(x, y)))
	}
	t.Contours = map[hexgrid.Hexside]int{}
	g := t.Geo.Grid
	dirs := g.Directions()
	for _, o := range t.Hexes {
		for _, d := range dirs[:3] {
			s := hexgrid.Hexside{Hex: o, Dir: d}
			_, b := g.SideHexes(s)
			lb, ok := t.Level[b]
			if !ok {
				continue
			}
			if k := t.Level[o] - lb; k != 0 {
				t.Contours[s] = max(k, -k)
			}
		}
	}
}

// Field returns the elevation at map mm (x, y), in levels: 0 up to just
// under 5; a hex's level is the whole part at its centre.
func (pm *Map) Field(x, y float64) float64 {
	v := 0.3
	for _, h := range pm.hills {
		dx, dy := x-h.x, y-h.y
		v += h.h * math.Exp(-(dx*dx+dy*dy)/(2*h.s*h.s))
	}
	return clamp(v, 0, pm.top)
}

// classes gives each connected road network a printed class.
func (pm *Map) classes(r *rand.Rand) {
	t := pm.Truth
	steps := slices.SortedFunc(func(yield func(scangen.Step) bool) {
		for s := range t.Roads {
			if !yield(s) {
				return
			}
		}
	}, func(a, b scangen.Step) int {
		if c := cmpOff(a.A, b.A); c != 0 {
			return c
		}
		return cmpOff(a.B, b.B)
	})
	parent := map[hexgrid.Offset]hexgrid.Offset{}
	var find func(o hexgrid.Offset) hexgrid.Offset
	find = func(o hexgrid.Offset) hexgrid.Offset {
		p, ok := parent[o]
		if !ok || p == o {
			return o
		}
		root := find(p)
		parent[o] = root
		return root
	}
	for _, s := range steps {
		a, b := find(s.A), find(s.B)
		if a != b {
			parent[a] = b
		}
	}
	class := map[hexgrid.Offset]int{}
	// Every map has a lane (dashed), so dashes are always measured.
	order := []int{Lane, Pike, Road, Trail, Lane, Road}
	k := r.IntN(2)
	for _, s := range steps {
		root := find(s.A)
		c, ok := class[root]
		if !ok {
			c = order[k%len(order)]
			if k == 0 {
				c = Lane
			}
			k++
			class[root] = c
		}
		pm.Class[s] = c
	}
}

func cmpOff(a, b hexgrid.Offset) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

var placeNames = []string{"Oak Ridge", "Miller Farm", "Cole Creek", "Hart's Mill", "Pine Hollow",
	"Widow Bell", "Locust Grove", "Stone Church", "Sayer Ford", "Fox Run", "Ash Bottom",
	"Greer Tavern", "Redbud Hill", "Owl Branch", "Tanner Gap", "Lone Elm"}

// labels places names over the art.
func (pm *Map) labels(r *rand.Rand) {
	l := pm.layout()
	t := pm.Truth
	n := max(3, len(t.Hexes)/40)
	for i := range n {
		x, y := l.Center(t.Hexes[r.IntN(len(t.Hexes))])
		pm.names = append(pm.names, label{
			text: placeNames[(i+r.IntN(len(placeNames)))%len(placeNames)],
			x:    x + (r.Float64()-0.5)*l.Size, y: y + (r.Float64()-0.5)*l.Size,
			angle: (r.Float64() - 0.5) * 0.9, size: pm.Style.Label.Size * (0.8 + 0.4*r.Float64()),
			italic: pm.Style.Label.LabelItalic || r.Float64() < 0.3, inkIndex: r.IntN(2),
		})
	}
}
