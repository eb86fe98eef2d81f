package draw

import (
	"errors"
	"fmt"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Options say what Draw leaves out and how it reports progress.
type Options struct {
	// NoHexIDs leaves out the hex ids; NoCounters the scenario's counters.
	NoHexIDs   bool
	NoCounters bool
	// MarginMM is the border around the hexes in millimetres: 0 means
	// DefaultMarginMM, a negative value none.
	MarginMM float64
	// Progress, when set, is called after each hex of each pass that visits
	// hexes, with the hex visits done so far and their total.
	Progress func(done, total int)
	// Clip, when not empty, is the part of the page to draw, in millimetres
	// of the page: the passes that visit hexes skip the hexes whose area
	// does not meet it (the tiled raster's tiles and DrawParallel's bands
	// draw this way); the canvas must clip the rest. Empty draws the page.
	Clip Rect
}

// drawing is one Draw call.
type drawing struct {
	c     Canvas
	s     Scene
	geo   maps.Geometry
	p     Page
	hexes []hexgrid.Offset // the page's hexes that meet the clip
	ix    *Index
	drawn drawnSet // the hexes of the page
	fonts *fontSet
	r     float64 // hex radius, mm
	o     Options

	done, total int
}

// Draw paints scene s onto c, page by Page, walking LayerOrder (see
// PaintLayers): paper, terrain fills, the overlay's tints, the hex grid,
// contour lines, hexside features, paths, sheet edges, in-hex feature
// symbols, area names, place names, hex ids, the overlay's marks, labels
// and points, and its counters, each in its own layer. c must be a page of the size PageOf(s, o) gives.
// Errors: those of PageOf, a nil canvas, or the fonts failing to load. Bad
// entries in the map (unknown hexes, sides) are skipped.
func Draw(c Canvas, s Scene, o Options) error {
	if c == nil {
		return errors.New("draw: no canvas")
	}
	geo, err := s.geometry()
	if err != nil {
		return fmt.Errorf("draw: %w", err)
	}
	s.Geo = geo
	p, err := PageOf(s, o)
	if err != nil {
		return fmt.Errorf("draw: %w", err)
	}
	fs, err := loadFonts()
	if err != nil {
		return fmt.Errorf("draw: %w", err)
	}
	ix := NewIndex(s.Map, geo)
	d := &drawing{c: c, s: s, geo: geo, p: p, hexes: clipHexes(p, o.Clip), ix: ix, drawn: newDrawnSet(ix, p), fonts: fs, r: p.Layout.Size, o: o}
	for _, l := range LayerOrder {
		if d.perHex(l) && !d.Skip(l) {
			d.total += len(d.hexes)
		}
	}
	PaintLayers(d)
	return nil
}

// passes are the drawing of each layer Draw has.
var passes = map[string]func(d *drawing){
	LayerPaper: (*drawing).paper, LayerTerrain: (*drawing).terrain, LayerTints: (*drawing).tints,
	LayerGrid: (*drawing).outlines, LayerContours: (*drawing).contours, LayerHexsides: (*drawing).hexsides,
	LayerPaths: (*drawing).paths, LayerSheetEdges: (*drawing).sheetEdges, LayerFeatures: (*drawing).features,
	LayerAreas: (*drawing).areaNames, LayerPlaces: (*drawing).places, LayerHexIDs: (*drawing).hexIDs,
	LayerMarks: (*drawing).marks, LayerCounters: (*drawing).counters,
}

// perHex reports whether a layer's pass visits every hex (and reports
// progress).
func (d *drawing) perHex(layer string) bool {
	switch layer {
	case LayerTerrain, LayerGrid, LayerContours, LayerSheetEdges, LayerFeatures, LayerHexIDs:
		return true
	}
	return false
}

// Skip implements LayerPainter: layers Draw has no pass for, those the
// options leave out, and overlay layers with nothing to draw.
func (d *drawing) Skip(layer string) bool {
	ov := &d.s.Overlay
	switch layer {
	case LayerHexIDs:
		return d.o.NoHexIDs
	case LayerCounters:
		return d.o.NoCounters || len(ov.Counters) == 0
	case LayerTints:
		return !ov.hasTints()
	case LayerMarks:
		return !ov.hasMarks()
	}
	return passes[layer] == nil
}

// Paint implements LayerPainter: the layer's pass in its own canvas layer.
func (d *drawing) Paint(layer string) {
	d.c.BeginLayer(layer)
	passes[layer](d)
	d.c.EndLayer()
}

// eachHex calls fn for every hex drawn that meets the clip, in (column,
// row) order, and reports progress.
func (d *drawing) eachHex(fn func(o hexgrid.Offset)) {
	for _, o := range d.hexes {
		fn(o)
		d.done++
		if d.o.Progress != nil {
			d.o.Progress(d.done, d.total)
		}
	}
}

// name returns the id printed in hex o: its name on the sheet drawn alone,
// else its canonical name.
func (d *drawing) name(o hexgrid.Offset) string {
	names := d.geo.Numbering.Names(o)
	if d.p.Sheet != nil {
		k := 0
		for _, s := range d.geo.Numbering.Sheets {
			if !s.Holds(o) {
				continue
			}
			if s.ID == d.p.Sheet.ID && k < len(names) {
				return names[k]
			}
			k++
		}
	}
	if len(names) > 0 {
		return names[0]
	}
	return ""
}

// parseHex returns the global hex of id; false when it is not on the map.
func (d *drawing) parseHex(id string) (hexgrid.Offset, bool) {
	o, err := d.geo.Numbering.Parse(id)
	return o, err == nil
}
