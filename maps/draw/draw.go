package draw

import (
	"errors"

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
	// HexLabels writes each hex's own label (the map file's "label") under
	// its centre and its elevation level at its left, with the place names:
	// the editor's view.
	HexLabels bool
	// HexRadiusMM, when positive, is the hex radius (centre to corner) in
	// millimetres used instead of the map's hexAcrossFlatsMM/√3, so that a
	// map whose size is missing or bad still draws (the editor's view).
	HexRadiusMM float64
}

// drawing is one Draw call of a prepared scene.
type drawing struct {
	*Prepared
	c      Canvas
	s      Scene // the prepared scene with the call's overlay
	clip   Rect
	hexes  []hexgrid.Offset // the page's hexes that meet the clip, once clipped
	hexesK bool             // hexes is computed
	r      float64          // hex radius, mm
	sc     *scratch         // buffers kept from one call to the next

	done, total int
}

// Draw paints scene s onto c, page by Page, in one walk of LayerOrder over
// the clip o.Clip (see Prepared.Draw): paper, terrain fills, the overlay's
// tints, the hex grid, contour lines, hexside features, paths, sheet edges,
// in-hex feature symbols, area names, place names, hex ids, the overlay's
// marks, labels and points, and its counters, each in its own layer. c must
// be a page of the size PageOf(s, o) gives.
// Errors: those of Prepare, or a nil canvas. Bad entries in the map
// (unknown hexes, sides) are skipped.
func Draw(c Canvas, s Scene, o Options) error {
	if c == nil {
		return errors.New("draw: no canvas")
	}
	pr, err := Prepare(s, o)
	if err != nil {
		return err
	}
	return pr.Draw(c, o.Clip, s.Overlay)
}

// FastLayers is an optional interface of a Canvas that draws layers itself,
// faster than Draw's own passes through the Canvas methods: the tiled
// raster of maps/draw/tiles (batched, clipped to its tile, at its view's
// scale). Draw asks it first for each layer the options keep, in
// LayerOrder.
type FastLayers interface {
	// DrawLayer draws the layer, or leaves it out, and returns true; false
	// lets Draw's own pass draw it through the Canvas methods (when Draw has
	// one and the options keep the layer).
	DrawLayer(layer string) bool
}

// Draw is the one draw call of every backend: it walks LayerOrder over clip
// (millimetres of the page; empty: the whole page), painting each layer of
// the prepared scene with overlay ov onto c, which must be a page of the
// size Page gives (the canvas clips what the passes draw beyond clip). A
// canvas that implements FastLayers draws the layers it takes itself. Each
// layer is drawn in its own canvas layer. It may run concurrently.
// Errors: a nil canvas.
func (pr *Prepared) Draw(c Canvas, clip Rect, ov Overlay) error {
	if c == nil {
		return errors.New("draw: no canvas")
	}
	d, _ := pr.pool.Get().(*drawing)
	if d == nil {
		d = &drawing{sc: new(scratch)}
	}
	*d = drawing{Prepared: pr, c: c, s: pr.s, clip: clip, r: pr.p.Layout.Size, sc: d.sc}
	d.s.Overlay = ov
	fast, _ := c.(FastLayers)
	if pr.o.Progress != nil {
		for _, l := range LayerOrder {
			if d.perHex(l) && !d.skip(l) {
				d.total += len(d.clipped())
			}
		}
	}
	for _, l := range LayerOrder {
		if d.left(l) || fast != nil && fast.DrawLayer(l) || d.skip(l) {
			continue
		}
		c.BeginLayer(l)
		passes[l](d)
		c.EndLayer()
	}
	*d = drawing{sc: d.sc}
	pr.pool.Put(d)
	return nil
}

// clipped returns the page's hexes that meet the clip, computed on first
// use.
func (d *drawing) clipped() []hexgrid.Offset {
	if !d.hexesK {
		d.hexes, d.hexesK = d.clipHexes(d.sc.hexes[:0]), true
		if !d.clip.Empty() {
			d.sc.hexes = d.hexes
		}
	}
	return d.hexes
}

// passes are the drawing of each layer Draw has.
var passes = map[string]func(d *drawing){
	LayerPaper: (*drawing).paper, LayerTerrain: (*drawing).terrain, LayerPatterns: (*drawing).patterns, LayerTints: (*drawing).tints,
	LayerGrid: (*drawing).outlines, LayerContours: (*drawing).contours, LayerHexsides: (*drawing).hexsides,
	LayerPaths: (*drawing).paths, LayerSheetEdges: (*drawing).sheetEdges, LayerFeatures: (*drawing).features,
	LayerAreas: (*drawing).areaNames, LayerPlaces: (*drawing).places, LayerHexIDs: (*drawing).hexIDs,
	LayerMarks: (*drawing).marks, LayerCounters: (*drawing).counters,
}

// perHex reports whether a layer's pass visits every hex (and reports
// progress).
func (d *drawing) perHex(layer string) bool {
	switch layer {
	case LayerTerrain, LayerPatterns, LayerGrid, LayerContours, LayerSheetEdges, LayerFeatures, LayerHexIDs:
		return true
	}
	return false
}

// left reports whether the options leave a layer out, on every canvas.
func (d *drawing) left(layer string) bool {
	return layer == LayerHexIDs && d.o.NoHexIDs || layer == LayerCounters && d.o.NoCounters
}

// skip reports whether Draw's own passes leave a layer out: the options
// leave it out, Draw has no pass for it, or the overlay has nothing to draw
// in it.
func (d *drawing) skip(layer string) bool {
	ov := &d.s.Overlay
	switch {
	case d.left(layer):
		return true
	case layer == LayerCounters:
		return len(ov.Counters) == 0
	case layer == LayerTints:
		return !ov.hasTints()
	case layer == LayerPatterns:
		return !d.s.Styles.patterned()
	case layer == LayerMarks:
		return !ov.hasMarks()
	}
	return passes[layer] == nil
}

// eachHex calls fn for every hex drawn that meets the clip, in (column,
// row) order, and reports progress.
func (d *drawing) eachHex(fn func(o hexgrid.Offset)) {
	for _, o := range d.clipped() {
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
	if d.p.Sheet == nil {
		return d.ix.ID(o)
	}
	names := d.geo.Numbering.Names(o)
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
	if len(names) > 0 {
		return names[0]
	}
	return ""
}
