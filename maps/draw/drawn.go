package draw

import "github.com/sandtable/sandtable/maps/hexgrid"

// drawnSet is the set of hexes a page draws, as one flag per cell of an
// Index.
type drawnSet struct {
	ix   *Index
	flag []bool
}

// newDrawnSet returns the set of hexes of p.
func newDrawnSet(ix *Index, p Page) drawnSet {
	s := drawnSet{ix: ix, flag: make([]bool, ix.Cols*ix.Rows)}
	for _, o := range p.Hexes {
		if i := ix.Cell(o); i >= 0 {
			s.flag[i] = true
		}
	}
	return s
}

// has reports whether the page draws hex o.
func (s drawnSet) has(o hexgrid.Offset) bool {
	i := s.ix.Cell(o)
	return i >= 0 && s.flag[i]
}
