package tiles

import "github.com/sandtable/sandtable/maps/hexgrid"

// UpdateHexes re-reads the given hexes from Map after an edit of their
// terrain, elevation, label or features, without indexing the map again.
// Call it between draws, never during one.
func (s *Scene) UpdateHexes(hexes []hexgrid.Offset) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx == nil {
		return
	}
	for _, o := range hexes {
		if c, on := s.idx.cellOn(o); on {
			s.idx.ReadHex(o)
			s.idx.readHex(c, o)
		}
	}
}

// UpdateLines re-reads the map's hexsides, paths, places and areas after
// an edit. Call it between draws, never during one.
func (s *Scene) UpdateLines() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx != nil {
		s.idx.ReadLines()
	}
}
