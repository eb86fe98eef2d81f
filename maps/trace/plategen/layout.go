package plategen

import (
	"container/heap"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace/scangen"
)

// Terrain types: scangen's five and a town.
const (
	Woods   = scangen.Woods
	Field   = scangen.Field
	Orchard = scangen.Orchard
	Thicket = scangen.Thicket
	Marsh   = scangen.Marsh
	Town    = "town"
)

// Road classes as printed.
const (
	Pike  = iota // double or cased line
	Road         // solid line
	Lane         // dashed
	Trail        // dotted
)

// Map is a known map and the style it is printed in.
type Map struct {
	Seed  uint64
	Style Style
	Truth *scangen.Truth
	// Class is the printed class of each road step.
	Class map[scangen.Step]int
	// Drawn is the terrain each hex's cell is drawn with (on-map hexes and
	// a ring around them); Truth.Terrain is the type that covers most of
	// each on-map hex once the cells' edges wander.
	Drawn map[hexgrid.Offset]string
	cells map[hexgrid.Offset]poly

	layout  hexgrid.Layout
	x0, y0  float64 // the hexes' extent, mm
	x1, y1  float64
	ridges  []ridgeLine
	noise   float64
	lo, k   float64 // field normalisation
	streams [][]pt  // vertex paths, mm
	roads   []roadPath
	names   []label
}

type ridgeLine struct {
	a, b pt
	h, s float64
}

type roadPath struct {
	class int
	hexes []hexgrid.Offset
}

type label struct {
	text  string
	at    pt
	angle float64
	size  float64
	face  int
	mix   Mix
}

// New returns the known map of seed on a one-sheet grid of cols x rows
// hexes (flat tops, odd or even columns low, ids like 0105) and the style
// it is printed in, both drawn from the seed: an elevation field of ridges
// and rolling ground (levels 0..4 at hex centres), three streams that run
// downhill along hexsides, a pike across the map through a town, a road
// from the town to another edge, a dashed farm lane and sometimes a
// dotted trail, woods on the higher ground, fields, marsh by the streams
// in the bottoms, thickets at wood edges and orchards by the roads.
// Errors: a grid of fewer than 6 x 6 or more than 99 x 99 hexes.
func New(seed uint64, cols, rows int) (*Map, error) {
	if cols < 6 || rows < 6 || cols > 99 || rows > 99 {
		return nil, fmt.Errorf("plategen: %d x %d hexes: want 6..99 each way", cols, rows)
	}
	r := rand.New(rand.NewPCG(seed, 0x91a7e))
	st := newStyle(r)
	stagger := "odd"
	if r.IntN(2) == 1 {
		stagger = "even"
	}
	m := &maps.Map{
		Schema: "https://sandtable.dev/schema/map.schema.json", Format: "sandtable-map/1",
		ID: fmt.Sprintf("plategen-%d", seed), Name: "plate style", Ruleset: "gbacw",
		Grid:           maps.Grid{Orientation: "flat", Stagger: stagger, HexAcrossFlatsMM: st.HexMM},
		Numbering:      maps.Numbering{ColumnDigits: 2, RowDigits: 2},
		Sheets:         []maps.Sheet{{ID: "P", Name: "plate", Columns: [2]int{1, cols}, Rows: [2]int{1, rows}}},
		DefaultTerrain: Woods,
	}
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("plategen: %w", err)
	}
	t := &scangen.Truth{
		Geo: geo, HexMM: st.HexMM, Hexes: geo.Numbering.All(),
		Terrain: map[hexgrid.Offset]string{}, Sliver: map[hexgrid.Offset]int{},
		Level: map[hexgrid.Offset]int{}, Water: map[hexgrid.Hexside]bool{},
		Roads: map[scangen.Step]bool{}, Contours: map[hexgrid.Hexside]int{},
	}
	pm := &Map{Seed: seed, Style: st, Truth: t, Class: map[scangen.Step]int{}, Drawn: map[hexgrid.Offset]string{},
		layout: hexgrid.Layout{Grid: geo.Grid, Size: st.HexMM / math.Sqrt(3)}}
	pm.extent()
	pm.elevation(r)
	pm.streamsAlongSides(r)
	pm.woodsAndFields(r)
	pm.roadNet(r)
	pm.features(r)
	pm.warpCells(r)
	pm.measureTerrain()
	pm.placeNames(r)
	return pm, nil
}

// R returns the hex radius (centre to corner), mm.
func (pm *Map) R() float64 { return pm.layout.Size }

func (pm *Map) on(o hexgrid.Offset) bool { _, ok := pm.Truth.Level[o]; return ok }

func (pm *Map) centre(o hexgrid.Offset) pt {
	x, y := pm.layout.Center(o)
	return pt{x, y}
}

func (pm *Map) extent() {
	pm.x0, pm.y0, pm.x1, pm.y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, o := range pm.Truth.Hexes {
		for _, c := range pm.layout.Corners(o) {
			pm.x0, pm.y0 = min(pm.x0, c[0]), min(pm.y0, c[1])
			pm.x1, pm.y1 = max(pm.x1, c[0]), max(pm.y1, c[1])
		}
	}
}

// ring returns the on-map hexes and those around them (drawn, not scored).
func (pm *Map) ring() []hexgrid.Offset {
	seen := map[hexgrid.Offset]bool{}
	var out []hexgrid.Offset
	for _, o := range pm.Truth.Hexes {
		for _, q := range pm.Truth.Geo.Grid.Within(o, 1) {
			if !seen[q] {
				seen[q] = true
				out = append(out, q)
			}
		}
	}
	slices.SortFunc(out, cmpOff)
	return out
}

func cmpOff(a, b hexgrid.Offset) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

// elevation lays ridges and rolling ground and reads the levels.
func (pm *Map) elevation(r *rand.Rand) {
	t := pm.Truth
	R := pm.R()
	n := len(t.Hexes)
	for range max(2, n/60) {
		c := pt{pm.x0 + (pm.x1-pm.x0)*r.Float64(), pm.y0 + (pm.y1-pm.y0)*r.Float64()}
		a := r.Float64() * math.Pi
		l := R * (2 + 6*r.Float64())
		d := pt{math.Cos(a), math.Sin(a)}.mul(l / 2)
		pm.ridges = append(pm.ridges, ridgeLine{c.sub(d), c.add(d), 1 + r.Float64(), R * (1.3 + 2*r.Float64())})
	}
	pm.noise = 0.3 + 0.5*r.Float64()
	lo, hi := math.Inf(1), math.Inf(-1)
	for y := pm.y0 - R; y <= pm.y1+R; y += 1 {
		for x := pm.x0 - R; x <= pm.x1+R; x += 1 {
			v := pm.raw(x, y)
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	pm.lo, pm.k = lo, 4.6/(hi-lo)
	for _, o := range t.Hexes {
		c := pm.centre(o)
		t.Level[o] = int(math.Floor(pm.Field(c.x, c.y)))
	}
	g := t.Geo.Grid
	for _, o := range t.Hexes {
		dirs := g.Directions()
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

func (pm *Map) raw(x, y float64) float64 {
	v := 0.0
	p := pt{x, y}
	for _, rl := range pm.ridges {
		d := segDist(p, rl.a, rl.b)
		v += rl.h * math.Exp(-d*d/(2*rl.s*rl.s))
	}
	return v + pm.noise*fbm(pm.Seed*31+7, x, y, 4*pm.R())
}

// Field returns the ground's elevation at map mm (x, y), in levels: 0.2
// to 4.8 over the map; a hex's level is the whole part at its centre and
// the contour lines are the field's whole-level isolines.
func (pm *Map) Field(x, y float64) float64 {
	return clamp((pm.raw(x, y)-pm.lo)*pm.k+0.2, 0, 4.999)
}

func segDist(p, a, b pt) float64 {
	d := b.sub(a)
	l2 := d.x*d.x + d.y*d.y
	t := 0.0
	if l2 > 0 {
		t = clamp(((p.x-a.x)*d.x+(p.y-a.y)*d.y)/l2, 0, 1)
	}
	return dist(p, lerp(a, b, t))
}

type vkey [2]int64

func keyOf(p pt) vkey { return vkey{int64(math.Round(p.x * 100)), int64(math.Round(p.y * 100))} }

type vedge struct {
	to   vkey
	side hexgrid.Hexside
}

// streamsAlongSides runs three streams downhill from vertex to vertex
// along sides between on-map hexes.
func (pm *Map) streamsAlongSides(r *rand.Rand) {
	t := pm.Truth
	g := t.Geo.Grid
	adj := map[vkey][]vedge{}
	pos := map[vkey]pt{}
	done := map[hexgrid.Hexside]bool{}
	for _, o := range t.Hexes {
		for _, d := range g.Directions() {
			s := g.Side(o, d)
			a, b := g.SideHexes(s)
			if done[s] || !pm.on(a) || !pm.on(b) {
				continue
			}
			done[s] = true
			x0, y0, x1, y1 := pm.layout.SideSegment(s)
			p, q := pt{x0, y0}, pt{x1, y1}
			kp, kq := keyOf(p), keyOf(q)
			pos[kp], pos[kq] = p, q
			adj[kp] = append(adj[kp], vedge{kq, s})
			adj[kq] = append(adj[kq], vedge{kp, s})
		}
	}
	keys := make([]vkey, 0, len(adj))
	for k := range adj {
		if len(adj[k]) == 3 {
			keys = append(keys, k)
		}
	}
	field := func(k vkey) float64 { p := pos[k]; return pm.Field(p.x, p.y) }
	slices.SortFunc(keys, func(a, b vkey) int {
		fa, fb := field(a), field(b)
		switch {
		case fa > fb:
			return -1
		case fa < fb:
			return 1
		}
		return slices.Compare(a[:], b[:])
	})
	onStream := map[vkey]bool{}
	for range 3 {
		var start vkey
		for range 50 {
			start = keys[r.IntN(max(1, len(keys)*2/5))]
			if !onStream[start] {
				break
			}
		}
		path := []pt{pos[start]}
		seen := map[vkey]bool{start: true}
		cur := start
		maxLen := 6 + r.IntN(12)
		for range maxLen {
			var best vedge
			bestV := math.Inf(1)
			for _, e := range adj[cur] {
				if seen[e.to] || t.Water[e.side] {
					continue
				}
				if v := field(e.to) + 0.25*r.Float64(); v < bestV {
					best, bestV = e, v
				}
			}
			if math.IsInf(bestV, 1) {
				break
			}
			t.Water[best.side] = true
			path = append(path, pos[best.to])
			seen[best.to] = true
			cur = best.to
			if onStream[cur] || len(adj[cur]) < 3 {
				break
			}
		}
		for k := range seen {
			onStream[k] = true
		}
		if len(path) > 1 {
			pm.streams = append(pm.streams, path)
		}
	}
}

// woodsAndFields covers the higher, rougher ground with woods and clears
// the rest as fields.
func (pm *Map) woodsAndFields(r *rand.Rand) {
	hs := pm.ring()
	v := map[hexgrid.Offset]float64{}
	var vals []float64
	for _, o := range hs {
		c := pm.centre(o)
		v[o] = fbm(pm.Seed*17+3, c.x, c.y, 3.5*pm.R()) + 0.15*(pm.Field(c.x, c.y)-2.5)
		if pm.on(o) {
			vals = append(vals, v[o])
		}
	}
	slices.Sort(vals)
	share := 0.4 + 0.2*r.Float64()
	th := vals[int((1-share)*float64(len(vals)-1))]
	for _, o := range hs {
		if v[o] >= th {
			pm.Drawn[o] = Woods
		} else {
			pm.Drawn[o] = Field
		}
	}
}

// roadNet lays the pike, a road, a farm lane and maybe a trail.
func (pm *Map) roadNet(r *rand.Rand) {
	t := pm.Truth
	cols, rows := 0, 0
	for _, o := range t.Hexes {
		cols, rows = max(cols, o.Col+1), max(rows, o.Row+1)
	}
	minC, minR := t.Hexes[0].Col, t.Hexes[0].Row
	edge := func(side int) hexgrid.Offset {
		switch side {
		case 0: // west
			return hexgrid.Offset{Col: minC, Row: minR + 1 + r.IntN(rows-minR-2)}
		case 1: // east
			return hexgrid.Offset{Col: cols - 1, Row: minR + 1 + r.IntN(rows-minR-2)}
		case 2: // north
			return hexgrid.Offset{Col: minC + 1 + r.IntN(cols-minC-2), Row: minR}
		}
		return hexgrid.Offset{Col: minC + 1 + r.IntN(cols-minC-2), Row: rows - 1}
	}
	onRoad := map[hexgrid.Offset]bool{}
	addPath := func(class int, p []hexgrid.Offset) {
		if len(p) < 2 {
			return
		}
		pm.roads = append(pm.roads, roadPath{class, p})
		for i, o := range p {
			onRoad[o] = true
			if i > 0 {
				s := scangen.NewStep(p[i-1], o)
				t.Roads[s] = true
				pm.Class[s] = class
			}
		}
	}
	ew := r.IntN(2) == 0
	a, b := edge(2), edge(3)
	if ew {
		a, b = edge(0), edge(1)
	}
	pike := pm.route(r, a, func(o hexgrid.Offset) bool { return o == b }, nil)
	addPath(Pike, pike)
	// The town sits on the pike, near the middle.
	town := pike[len(pike)/2]
	pm.Drawn[town] = Town
	var from hexgrid.Offset
	if ew {
		from = edge(2 + r.IntN(2))
	} else {
		from = edge(r.IntN(2))
	}
	addPath(Road, pm.route(r, from, func(o hexgrid.Offset) bool { return o == town }, onRoad))
	// A farm lane from a field to the nearest road.
	for range 40 {
		o := t.Hexes[r.IntN(len(t.Hexes))]
		if pm.Drawn[o] != Field || onRoad[o] || pm.near(o, onRoad, 2) {
			continue
		}
		p := pm.route(r, o, func(q hexgrid.Offset) bool { return onRoad[q] }, nil)
		if len(p) >= 4 && len(p) <= 12 {
			addPath(Lane, p)
			break
		}
	}
	if r.Float64() < 0.6 {
		for range 40 {
			o := t.Hexes[r.IntN(len(t.Hexes))]
			if pm.Drawn[o] != Woods || onRoad[o] || pm.near(o, onRoad, 2) {
				continue
			}
			p := pm.route(r, o, func(q hexgrid.Offset) bool { return onRoad[q] }, nil)
			if len(p) >= 4 && len(p) <= 10 {
				addPath(Trail, p)
				break
			}
		}
	}
}

// near reports whether a hex within n of o is in set.
func (pm *Map) near(o hexgrid.Offset, set map[hexgrid.Offset]bool, n int) bool {
	for _, q := range pm.Truth.Geo.Grid.Within(o, n) {
		if set[q] {
			return true
		}
	}
	return false
}

// route returns the cheapest on-map path from a to the first hex where
// goal holds: climbing and crossing streams cost more, and with stopAt a
// path ends at the first hex of stopAt it reaches (a junction).
func (pm *Map) route(r *rand.Rand, a hexgrid.Offset, goal func(hexgrid.Offset) bool, stopAt map[hexgrid.Offset]bool) []hexgrid.Offset {
	t := pm.Truth
	g := t.Geo.Grid
	jitter := map[hexgrid.Offset]float64{}
	for _, o := range t.Hexes {
		jitter[o] = 0.6 * r.Float64()
	}
	cost := map[hexgrid.Offset]float64{a: 0}
	prev := map[hexgrid.Offset]hexgrid.Offset{}
	q := &pq{{a, 0}}
	var end hexgrid.Offset
	found := false
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.c > cost[it.o] {
			continue
		}
		if goal(it.o) || (stopAt[it.o] && it.o != a) {
			end, found = it.o, true
			break
		}
		ca := pm.centre(it.o)
		for _, d := range g.Directions() {
			nb := g.Neighbor(it.o, d)
			if !pm.on(nb) {
				continue
			}
			cb := pm.centre(nb)
			c := it.c + 1 + jitter[nb] + 1.5*math.Abs(pm.Field(cb.x, cb.y)-pm.Field(ca.x, ca.y))
			if t.Water[g.Side(it.o, d)] {
				c += 3
			}
			if old, ok := cost[nb]; !ok || c < old {
				cost[nb] = c
				prev[nb] = it.o
				heap.Push(q, item{nb, c})
			}
		}
	}
	if !found {
		return nil
	}
	var p []hexgrid.Offset
	for o := end; ; o = prev[o] {
		p = append(p, o)
		if o == a {
			break
		}
	}
	slices.Reverse(p)
	return p
}

type item struct {
	o hexgrid.Offset
	c float64
}

type pq []item

func (q pq) Len() int { return len(q) }
func (q pq) Less(i, j int) bool {
	return q[i].c < q[j].c || q[i].c == q[j].c && cmpOff(q[i].o, q[j].o) < 0
}
func (q pq) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)   { *q = append(*q, x.(item)) }
func (q *pq) Pop() any     { old := *q; it := old[len(old)-1]; *q = old[:len(old)-1]; return it }

// features adds marsh in the stream bottoms, thickets at wood edges,
// orchards by the roads and the town's other hexes.
func (pm *Map) features(r *rand.Rand) {
	t := pm.Truth
	g := t.Geo.Grid
	n := len(t.Hexes)
	byWater := func(o hexgrid.Offset) bool {
		for _, s := range g.Sides(o) {
			if t.Water[s] {
				return true
			}
		}
		return false
	}
	onRoad := map[hexgrid.Offset]bool{}
	for _, rp := range pm.roads {
		for _, o := range rp.hexes {
			onRoad[o] = true
		}
	}
	// Marsh: low hexes by the streams.
	var wet []hexgrid.Offset
	for _, o := range t.Hexes {
		if byWater(o) && pm.Drawn[o] != Town {
			wet = append(wet, o)
		}
	}
	slices.SortStableFunc(wet, func(a, b hexgrid.Offset) int { return t.Level[a] - t.Level[b] })
	marsh := 0
	for _, o := range wet {
		if marsh >= max(3, n/40) {
			break
		}
		if r.Float64() < 0.6 {
			pm.Drawn[o] = Marsh
			marsh++
		}
	}
	// Bottoms spread beyond the stream: a marsh hex's low neighbours off
	// the streams and roads join it, at least one of them.
	plain := func(o hexgrid.Offset) bool { return pm.on(o) && !byWater(o) && !onRoad[o] && pm.Drawn[o] != Town }
	spread := 0
	for _, o := range t.Hexes {
		if pm.Drawn[o] != Marsh || !byWater(o) {
			continue
		}
		for _, nb := range g.Neighbors(o) {
			if plain(nb) && t.Level[nb] <= t.Level[o] && (spread == 0 || r.Float64() < 0.3) {
				pm.Drawn[nb] = Marsh
				spread++
			}
		}
	}
	if spread == 0 {
		// No low ground beside the marsh: a wet meadow somewhere low.
		var low []hexgrid.Offset
		for _, o := range t.Hexes {
			if plain(o) {
				low = append(low, o)
			}
		}
		slices.SortStableFunc(low, func(a, b hexgrid.Offset) int { return t.Level[a] - t.Level[b] })
		for _, o := range low[:min(2, len(low))] {
			pm.Drawn[o] = Marsh
		}
	}
	// Thickets at wood edges.
	var edges []hexgrid.Offset
	for _, o := range t.Hexes {
		if pm.Drawn[o] != Woods {
			continue
		}
		for _, nb := range g.Neighbors(o) {
			if pm.Drawn[nb] == Field {
				edges = append(edges, o)
				break
			}
		}
	}
	for i := range max(3, n/50) {
		if len(edges) == 0 {
			break
		}
		o := edges[(i*7919+r.IntN(len(edges)))%len(edges)]
		pm.Drawn[o] = Thicket
		if nb := g.Neighbor(o, g.Directions()[r.IntN(6)]); pm.on(nb) && pm.Drawn[nb] == Woods && r.Float64() < 0.5 {
			pm.Drawn[nb] = Thicket
		}
	}
	// Orchards: field hexes by a road, or any fields.
	var farms []hexgrid.Offset
	for _, o := range t.Hexes {
		if pm.Drawn[o] == Field && !onRoad[o] && pm.near(o, onRoad, 1) {
			farms = append(farms, o)
		}
	}
	if len(farms) < 3 {
		for _, o := range t.Hexes {
			if pm.Drawn[o] == Field && !onRoad[o] {
				farms = append(farms, o)
			}
		}
	}
	for range max(2, n/70) {
		if len(farms) == 0 {
			break
		}
		o := farms[r.IntN(len(farms))]
		pm.Drawn[o] = Orchard
		if nb := g.Neighbor(o, g.Directions()[r.IntN(6)]); pm.on(nb) && pm.Drawn[nb] == Field && r.Float64() < 0.5 {
			pm.Drawn[nb] = Orchard
		}
	}
	// The town: its centre and two or three of its neighbours.
	for _, o := range t.Hexes {
		if pm.Drawn[o] != Town {
			continue
		}
		nbs := g.Neighbors(o)
		k := 0
		for _, i := range r.Perm(6) {
			if nb := nbs[i]; pm.on(nb) && k < 2+r.IntN(2) {
				pm.Drawn[nb] = Town
				k++
			}
		}
		break
	}
}

// warpCells makes each drawn hex's cell: its outline with the edges
// wandering by a smooth displacement shared by neighbours.
func (pm *Map) warpCells(r *rand.Rand) {
	R := pm.R()
	amp := pm.Style.Warp * R
	seed := pm.Seed*13 + uint64(r.IntN(1000))
	disp := func(p pt) pt {
		return pt{amp * fbm(seed, p.x, p.y, 0.9*R), amp * fbm(seed+5, p.x, p.y, 0.9*R)}
	}
	pm.cells = map[hexgrid.Offset]poly{}
	for o := range pm.Drawn {
		cs := pm.layout.Corners(o)
		var p poly
		for i := range 6 {
			a, b := pt{cs[i][0], cs[i][1]}, pt{cs[(i+1)%6][0], cs[(i+1)%6][1]}
			for k := range 8 {
				q := lerp(a, b, float64(k)/8)
				p = append(p, q.add(disp(q)))
			}
		}
		pm.cells[o] = p
	}
}

// measureTerrain sets each on-map hex's type to the one whose cells cover
// most of the hex.
func (pm *Map) measureTerrain() {
	t := pm.Truth
	g := t.Geo.Grid
	R := pm.R()
	for _, o := range t.Hexes {
		c := pm.centre(o)
		hex := poly{}
		for _, q := range pm.layout.Corners(o) {
			hex = append(hex, pt{q[0], q[1]})
		}
		count := map[string]int{}
		cand := g.Within(o, 1)
		for y := -R; y <= R; y += R / 6 {
			for x := -R; x <= R; x += R / 6 {
				p := c.add(pt{x, y})
				if !hex.contains(p) {
					continue
				}
				for _, q := range cand {
					if cell, ok := pm.cells[q]; ok && cell.contains(p) {
						count[pm.Drawn[q]]++
						break
					}
				}
			}
		}
		best, bestN := pm.Drawn[o], count[pm.Drawn[o]]
		for _, ty := range []string{Woods, Field, Orchard, Thicket, Marsh, Town} {
			if count[ty] > bestN {
				best, bestN = ty, count[ty]
			}
		}
		t.Terrain[o] = best
	}
}

var placeNames = []string{"Halloran", "Big Spring", "Dutch Hollow", "Quarry Knob", "Pryor's Ford",
	"Mt. Zion Ch.", "Bledsoe", "Cedar Flats", "Kettle Run", "Ware Farm", "Lick Bottom",
	"Gainey's", "Shady Grove", "Mossy Br.", "Iron Furnace", "Crab Orchard", "Nance", "Yellow Bank"}

var streamNames = []string{"Otter Cr.", "Big Sandy", "Muddy Fork", "Rocky Br.", "Panther Run", "Indian Cr."}

// placeNames puts names over the art and names the longer streams.
func (pm *Map) placeNames(r *rand.Rand) {
	t := pm.Truth
	R := pm.R()
	st := pm.Style
	ink := Mix{{plateK, 1}}
	if st.LabelOnContour {
		ink = Mix{{plateBrown, 1}}
	}
	for i := range max(3, len(t.Hexes)/40) {
		c := pm.centre(t.Hexes[r.IntN(len(t.Hexes))])
		face := faceRegular
		if r.Float64() < 0.3 {
			face = faceBold
		}
		pm.names = append(pm.names, label{
			text: placeNames[(i+r.IntN(len(placeNames)))%len(placeNames)],
			at:   c.add(pt{(r.Float64() - 0.5) * R, (r.Float64() - 0.5) * R}), angle: (r.Float64() - 0.5) * 0.8,
			size: st.LabelSize * (0.8 + 0.4*r.Float64()), face: face, mix: ink,
		})
	}
	for i, s := range pm.streams {
		if len(s) < 6 {
			continue
		}
		k := len(s) / 2
		a, b := s[k-1], s[k]
		ang := math.Atan2(b.y-a.y, b.x-a.x)
		if ang > math.Pi/2 {
			ang -= math.Pi
		} else if ang < -math.Pi/2 {
			ang += math.Pi
		}
		mid := lerp(a, b, 0.5)
		off := pt{-math.Sin(ang), math.Cos(ang)}.mul(st.LabelSize * 0.8)
		pm.names = append(pm.names, label{text: streamNames[(int(pm.Seed)+i)%len(streamNames)], at: mid.add(off),
			angle: ang, size: st.LabelSize * 0.8, face: faceItalic, mix: Mix{{plateBlue, 1}}})
	}
}
