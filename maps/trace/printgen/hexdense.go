package printgen

import "github.com/sandtable/sandtable/maps/hexgrid"

// hexDense indexes the map's hexes by offset in a dense grid, so the
// per-pixel lookups of the base print (which hex, which tint) read a slice
// instead of hashing a key: the same answers as the map's own tables.
type hexDense struct {
	c0, r0, nc, nr int
	tint           []*hexTint // per index: the hex's tint, nil when it prints none (or no hex)
	on             []bool     // per index: the hex is on the map
}

// hexTint is a terrain's tint and its screen's spot threshold
// (spotThreshold of its cover).
type hexTint struct {
	tint
	thr float64
}

// newHexDense indexes the hexes of s's map with their tints (nil where the
// style has no tint for the terrain or its cover is 0).
func newHexDense(s *sheet) *hexDense {
	hs := s.pm.Truth.Hexes
	d := &hexDense{c0: hs[0].Col, r0: hs[0].Row}
	c1, r1 := d.c0, d.r0
	for _, o := range hs {
		d.c0, d.r0 = min(d.c0, o.Col), min(d.r0, o.Row)
		c1, r1 = max(c1, o.Col), max(r1, o.Row)
	}
	d.nc, d.nr = c1-d.c0+1, r1-d.r0+1
	d.tint = make([]*hexTint, d.nc*d.nr)
	d.on = make([]bool, d.nc*d.nr)
	byName := map[string]*hexTint{}
	for name, t := range s.st.Tints {
		if t.cover > 0 {
			byName[name] = &hexTint{t, spotThreshold(t.cover)}
		}
	}
	for _, o := range hs {
		i := d.index(o)
		d.on[i] = true
		d.tint[i] = byName[s.pm.Truth.Terrain[o]]
	}
	return d
}

// index returns o's place in the grid, -1 off it.
func (d *hexDense) index(o hexgrid.Offset) int {
	c, r := o.Col-d.c0, o.Row-d.r0
	if c < 0 || r < 0 || c >= d.nc || r >= d.nr {
		return -1
	}
	return r*d.nc + c
}

// isOn reports whether o is a hex of the map.
func (d *hexDense) isOn(o hexgrid.Offset) bool {
	i := d.index(o)
	return i >= 0 && d.on[i]
}
