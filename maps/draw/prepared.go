package draw

import (
	"fmt"
	"sync"

	"github.com/sandtable/sandtable/maps"
)

// Prepared is a scene ready to be drawn again and again: its geometry, page,
// map index (Index, parsed once) and fonts, made once by Prepare. Draw
// prepares a scene per call; the tiled raster keeps one per scene and draws
// every tile through it (Prepared.Draw with the tile as the clip).
type Prepared struct {
	s     Scene // without its overlay: each Draw gives one
	geo   maps.Geometry
	p     Page
	ix    *Index
	drawn drawnSet // the hexes of the page
	fonts *fontSet
	o     Options
	pool  sync.Pool // of *drawing, so that a draw allocates nothing
}

// Prepare frames scene s with options o and indexes its map.
// Errors: those of PageOf, or the fonts failing to load, wrapped.
func Prepare(s Scene, o Options) (*Prepared, error) {
	geo, err := s.geometry()
	if err != nil {
		return nil, fmt.Errorf("draw: %w", err)
	}
	s.Geo = geo
	p, err := PageOf(s, o)
	if err != nil {
		return nil, fmt.Errorf("draw: %w", err)
	}
	fs, err := loadFonts()
	if err != nil {
		return nil, fmt.Errorf("draw: %w", err)
	}
	ix := NewIndex(s.Map, geo)
	s.Overlay = Overlay{}
	return &Prepared{s: s, geo: geo, p: p, ix: ix, drawn: newDrawnSet(ix, p), fonts: fs, o: o}, nil
}

// Page returns the prepared page.
func (pr *Prepared) Page() Page { return pr.p }

// Index returns the prepared map index. Re-read edited hexes and hexsides
// through it (Index.ReadHex, Index.ReadSides) between draws.
func (pr *Prepared) Index() *Index { return pr.ix }
