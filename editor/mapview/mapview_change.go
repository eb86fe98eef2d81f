package mapview

import (
	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Apply brings the view up to date after a command changed the model: the
// scene re-reads the hexes and lines that changed, the counters are rebuilt
// when the set-up or the OOB changed, and only the tiles under the changed
// hexes are drawn again (all of them when counter names may have changed).
func (m *MapView) Apply(ch model.Change) {
	if ch.Whole {
		m.ModelChanged()
		return
	}
	if ch.Files.Has(model.MapFile) {
		m.docScene.UpdateHexes(ch.Hexes)
	}
	if ch.Lines {
		m.docScene.UpdateLines()
	}
	if ch.Units || ch.OOB {
		m.recount()
	}
	if ch.OOB {
		m.tiles.InvalidateAll()
	}
	for _, o := range ch.Hexes {
		m.invalidateHex(o)
	}
	m.Refresh()
}

// SetFlagged replaces the hexes outlined for diagnostics, redrawing the
// old and the new ones. They belong to the document's picture, also while a
// mode shows its own.
func (m *MapView) SetFlagged(hexes []hexgrid.Offset) { m.replaceHexes(&m.docMarks.Flagged, hexes) }

// SetMarked replaces the tinted hexes (the area or path being edited).
func (m *MapView) SetMarked(hexes []hexgrid.Offset) { m.replaceHexes(&m.marks.Marked, hexes) }

// replaceHexes sets one of the scene's hex lists to hexes, redrawing the
// old hexes and the new.
func (m *MapView) replaceHexes(list *[]hexgrid.Offset, hexes []hexgrid.Offset) {
	for _, o := range *list {
		m.invalidateHex(o)
	}
	*list = hexes
	for _, o := range hexes {
		m.invalidateHex(o)
	}
	m.Refresh()
}

// SetProposed replaces the scan trace's proposal drawn over the map, as
// swatches, and its proposed levels, as centred labels (nil: none).
func (m *MapView) SetProposed(ps []draw.HexMark, levels []draw.Label) {
	if len(m.marks.Proposed)+len(m.marks.ProposedLevels) > 0 || len(ps)+len(levels) > 0 {
		m.tiles.InvalidateAll()
	}
	m.marks.Proposed, m.marks.ProposedLevels = ps, levels
	m.Refresh()
}

// SelectSide selects hexside s (ok false: none) and redraws it.
func (m *MapView) SelectSide(s hexgrid.Hexside, ok bool) {
	if m.marks.HasSelectedSide {
		m.invalidateSide(m.marks.SelectedSide)
	}
	m.marks.SelectedSide, m.marks.HasSelectedSide = s, ok
	if ok {
		m.invalidateSide(s)
	}
	m.Refresh()
}

// SelectedSide returns the selected hexside; false when none.
func (m *MapView) SelectedSide() (hexgrid.Hexside, bool) {
	return m.marks.SelectedSide, m.marks.HasSelectedSide
}

// invalidateSide marks for redrawing the two hexes of side s.
func (m *MapView) invalidateSide(s hexgrid.Hexside) {
	a, b := m.doc.Geometry().Grid.SideHexes(s)
	m.invalidateHex(a)
	m.invalidateHex(b)
}

// SetPoints replaces the calibration points drawn over the map.
func (m *MapView) SetPoints(ps []draw.PointMark) {
	for _, p := range m.marks.Points {
		m.invalidateHex(p.Hex)
	}
	m.marks.Points = ps
	for _, p := range ps {
		m.invalidateHex(p.Hex)
	}
	m.Refresh()
}

// SetScans replaces the scans drawn under the grid and redraws everything.
func (m *MapView) SetScans(layers []tiles.ScanLayer) {
	m.scene.Scans = layers
	m.tiles.InvalidateAll()
	m.Refresh()
}
