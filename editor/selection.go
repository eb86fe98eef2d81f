package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/validate"
)

// hovered shows the hex under the pointer in the status bar.
func (e *Editor) hovered(hexID, terrain string) {
	name := ""
	if terrain != "" {
		name = ui.TerrainName(e.Document(), terrain)
		if o, ok := e.doc.ParseHex(hexID); ok {
			if lv := e.doc.Elevation(o); lv != 0 {
				name += fmt.Sprintf(lang.L(", level %d"), lv)
			}
		}
	}
	e.status.setHover(hexID, name)
}

// Selected shows the selected unit in the status bar and the selection in
// the inspector (a hex selection clears the hexside selection).
func (e *Editor) Selected(_, unitID string) {
	e.view.SelectSide(hexgrid.Hexside{}, false)
	e.status.setUnit(e.doc.UnitName(unitID), unitID)
	e.inspector.Refresh()
	e.oob.Reveal(unitID)
}

// SelectSide selects hexside s and shows it in the inspector.
func (e *Editor) SelectSide(s hexgrid.Hexside) {
	e.view.SelectSide(s, true)
	e.inspector.Refresh()
}

// chooseDiagnostic selects what a diagnostic names: its hexside (a map
// file's /hexsides/ pointer), else its hex (or its unit's setup hex) and
// unit, and centres the map on it.
func (e *Editor) chooseDiagnostic(d validate.Diagnostic) {
	if s, ok := e.diagnosticSide(d); ok {
		e.view.Select(s.Hex, true, "")
		e.view.CenterOn(s.Hex)
		e.SelectSide(s)
		return
	}
	o, ok := e.doc.ParseHex(d.Hex)
	if !ok && d.Unit != "" {
		o, ok = e.doc.UnitHex(d.Unit)
	}
	if !ok {
		e.selectUnitInTree(d.Unit)
		return
	}
	e.view.Select(o, true, d.Unit)
	e.view.CenterOn(o)
	e.Selected(d.Hex, d.Unit)
}

// selectUnitInTree shows a unit that is not on the map in the OOB tree.
func (e *Editor) selectUnitInTree(unit string) {
	if unit == "" {
		return
	}
	e.status.setUnit(e.doc.UnitName(unit), unit)
	e.oob.Reveal(unit)
	e.tabs.SelectIndex(1)
}

// diagnosticSide returns the hexside a map file's diagnostic points at.
func (e *Editor) diagnosticSide(d validate.Diagnostic) (hexgrid.Hexside, bool) {
	rest, ok := strings.CutPrefix(d.Pointer, "/hexsides/")
	if !ok || d.File != e.doc.MapPath() {
		return hexgrid.Hexside{}, false
	}
	id, _, _ := strings.Cut(rest, "/")
	id = strings.ReplaceAll(strings.ReplaceAll(id, "~1", "/"), "~0", "~")
	return e.doc.ParseSide(id)
}

// diagnosticsChanged shows the document's diagnostics: the list, the counts
// and the flagged hexes.
func (e *Editor) diagnosticsChanged() {
	e.diags.Refresh()
	e.status.setCounts(e.doc.Counts())
	e.view.SetFlagged(mapview.FlaggedHexes(e.doc))
}
