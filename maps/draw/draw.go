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
}

// Layer names, in drawing order: the SVG groups and PDF layers.
const (
	LayerPaper      = "paper"
	LayerTerrain    = "terrain"
	LayerGrid       = "grid"
	LayerContours   = "contours"
	LayerHexsides   = "hexsides"
	LayerPaths      = "paths"
	LayerSheetEdges = "sheet-edges"
	LayerFeatures   = "features"
	LayerAreas      = "areas"
	LayerPlaces     = "places"
	LayerHexIDs     = "hex-ids"
	LayerMarks      = "marks"
	LayerCounters   = "counters"
)

// drawing is one Draw call.
type drawing struct {
	c     Canvas
	s     Scene
	geo   maps.Geometry
	p     Page
	ix    *mapIndex
	fonts *fontSet
	r     float64 // hex radius, mm
	o     Options

	done, total int
}

// Draw paints scene s onto c, page by Page: paper, terrain fills, the hex
// grid, contour lines, hexside features, paths, sheet edges, in-hex feature
// symbols, area names, place names, hex ids, the overlay's marks and labels
// and its counters, each in its own layer. c must be a page of the size PageOf(s, o) gives.
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
	d := &drawing{c: c, s: s, geo: geo, p: p, ix: newIndex(s.Map, geo, p), fonts: fs, r: p.Layout.Size, o: o}
	passes := []struct {
		layer  string
		fn     func()
		perHex bool
	}{
		{LayerPaper, d.paper, false},
		{LayerTerrain, d.terrain, true},
		{LayerGrid, d.outlines, true},
		{LayerContours, d.contours, true},
		{LayerHexsides, d.hexsides, false},
		{LayerPaths, d.paths, false},
		{LayerSheetEdges, d.sheetEdges, true},
		{LayerFeatures, d.features, true},
		{LayerAreas, d.areaNames, false},
		{LayerPlaces, d.places, false},
		{LayerHexIDs, d.hexIDs, true},
		{LayerMarks, d.marks, false},
		{LayerCounters, d.counters, false},
	}
	skip := map[string]bool{LayerHexIDs: o.NoHexIDs, LayerCounters: o.NoCounters || len(s.Overlay.Counters) == 0,
		LayerMarks: len(s.Overlay.Hexes)+len(s.Overlay.Sides)+len(s.Overlay.Labels) == 0}
	for _, ps := range passes {
		if ps.perHex && !skip[ps.layer] {
			d.total += len(p.Hexes)
		}
	}
	for _, ps := range passes {
		if skip[ps.layer] {
			continue
		}
		c.BeginLayer(ps.layer)
		ps.fn()
		c.EndLayer()
	}
	return nil
}

// eachHex calls fn for every hex drawn, in (column, row) order, and reports
// progress.
func (d *drawing) eachHex(fn func(o hexgrid.Offset)) {
	for _, o := range d.p.Hexes {
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
