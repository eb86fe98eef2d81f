package engine

import (
	"fmt"
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
)

// rangeOf adds the rectangle of printed columns and rows between two hexes of
// one sheet ("N6401-6601").
func (e *Regions) rangeOf(out *HexBits, r scenarios.HexRange) error {
	s1, c1, r1, err := e.Geo.Numbering.ParsePrinted(r.From)
	if err != nil {
		return err
	}
	s2, c2, r2, err := e.Geo.Numbering.ParsePrinted(r.To)
	if err != nil {
		return err
	}
	if s1.ID != s2.ID {
		return fmt.Errorf("range %s-%s spans two sheets", r.From, r.To)
	}
	lo := func(a, b int) *int { v := min(a, b); return &v }
	hi := func(a, b int) *int { v := max(a, b); return &v }
	return e.rect(out, scenarios.Rect{Sheet: s1.ID, ColMin: lo(c1, c2), ColMax: hi(c1, c2), RowMin: lo(r1, r2), RowMax: hi(r1, r2)})
}

// rect adds every hex whose printed column and row are within the bounds.
func (e *Regions) rect(out *HexBits, r scenarios.Rect) error {
	found := false
	for _, s := range e.Geo.Numbering.Sheets {
		if r.Sheet != "" && r.Sheet != s.ID {
			continue
		}
		found = true
		c0, c1 := lower(r.ColMin, s.ColMin), upper(r.ColMax, s.ColMax)
		r0, r1 := lower(r.RowMin, s.RowMin), upper(r.RowMax, s.RowMax)
		for c := c0; c <= c1; c++ {
			for row := r0; row <= r1; row++ {
				if o := s.Global(c, row); e.contains(o) {
					out.add(o)
				}
			}
		}
	}
	if !found {
		return fmt.Errorf("sheet %q is not a sheet of the map", r.Sheet)
	}
	return nil
}

// lower and upper clamp an optional bound to a sheet's range.
func lower(v *int, limit int) int {
	if v == nil {
		return limit
	}
	return max(*v, limit)
}

func upper(v *int, limit int) int {
	if v == nil {
		return limit
	}
	return min(*v, limit)
}

func (e *Regions) within(out *HexBits, w scenarios.Within) error {
	c, err := e.parse(w.Hex)
	if err != nil {
		return err
	}
	for _, o := range e.Geo.Grid.Within(c, w.Distance) {
		if e.contains(o) {
			out.add(o)
		}
	}
	return nil
}

// edgeNear adds the map-edge hexes within N hexes of the hex.
func (e *Regions) edgeNear(out *HexBits, n scenarios.EdgeNear) error {
	c, err := e.parse(n.Hex)
	if err != nil {
		return err
	}
	for _, o := range e.Geo.Grid.Within(c, n.Within) {
		if e.onEdge(o) {
			out.add(o)
		}
	}
	return nil
}

// line adds the hexes of the straight line, both hexes where it runs along a
// hexside.
func (e *Regions) line(out *HexBits, l scenarios.HexRange) error {
	a, err := e.parse(l.From)
	if err != nil {
		return err
	}
	b, err := e.parse(l.To)
	if err != nil {
		return err
	}
	for _, st := range e.Geo.Grid.Line(a, b) {
		out.add(st.Hex)
		if st.Tie {
			out.add(st.Alt)
		}
	}
	return nil
}

func (e *Regions) path(out *HexBits, p scenarios.PathPart) error {
	var hexes []hexgrid.Offset
	for _, mp := range e.Map.Paths {
		if mp.ID != p.Path {
			continue
		}
		for _, id := range mp.Hexes {
			o, err := e.parse(id)
			if err != nil {
				return err
			}
			hexes = append(hexes, o)
		}
	}
	if hexes == nil {
		return fmt.Errorf("path %q is not on the map", p.Path)
	}
	i, j := 0, len(hexes)-1
	if p.From != "" || p.To != "" {
		var err error
		if i, err = e.indexOn(hexes, p.From, 0); err != nil {
			return err
		}
		if j, err = e.indexOn(hexes, p.To, len(hexes)-1); err != nil {
			return err
		}
		if i > j {
			i, j = j, i
		}
	}
	for _, o := range hexes[i : j+1] {
		out.add(o)
	}
	return nil
}

func (e *Regions) indexOn(hexes []hexgrid.Offset, id string, dflt int) (int, error) {
	if id == "" {
		return dflt, nil
	}
	o, err := e.parse(id)
	if err != nil {
		return 0, err
	}
	if k := slices.Index(hexes, o); k >= 0 {
		return k, nil
	}
	return 0, fmt.Errorf("hex %s is not on the path", id)
}

func (e *Regions) terrain(out *HexBits, ids []string) error {
	terrs := e.terrains()
	for i, o := range e.allHexes() {
		if t := terrs[i]; t.ok && slices.Contains(ids, t.terrain) {
			out.add(o)
		}
	}
	return nil
}

func (e *Regions) sheets(out *HexBits, ids []string) error {
	for _, id := range ids {
		if err := e.rect(out, scenarios.Rect{Sheet: id}); err != nil {
			return err
		}
	}
	return nil
}

func (e *Regions) area(out *HexBits, id string) error {
	a := e.Map.Area(id)
	if a == nil {
		return fmt.Errorf("area %q is not on the map", id)
	}
	if err := e.hexes(out, a.Hexes); err != nil {
		return err
	}
	return e.hexes(out, a.BoundaryHexes)
}

// combine applies union, intersection and difference.
func (e *Regions) combine(out *HexBits, r scenarios.Region) error {
	for _, sub := range r.Union {
		s, err := e.View(sub)
		if err != nil {
			return err
		}
		for o := range s.All() {
			out.add(o)
		}
	}
	if len(r.Intersect) > 0 {
		sets := make([]*HexBits, len(r.Intersect))
		for i, sub := range r.Intersect {
			s, err := e.View(sub)
			if err != nil {
				return err
			}
			sets[i] = s
		}
	each:
		for o := range sets[0].All() {
			for _, s := range sets[1:] {
				if !s.Has(o) {
					continue each
				}
			}
			out.add(o)
		}
	}
	if len(r.Minus) > 0 {
		from, err := e.View(r.Minus[0])
		if err != nil {
			return err
		}
		subs := make([]*HexBits, 0, len(r.Minus)-1)
		for _, sub := range r.Minus[1:] {
			s, err := e.View(sub)
			if err != nil {
				return err
			}
			subs = append(subs, s)
		}
	next:
		for o := range from.All() {
			for _, s := range subs {
				if s.Has(o) {
					continue next
				}
			}
			out.add(o)
		}
	}
	return nil
}
