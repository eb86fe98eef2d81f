package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// toolEntry is one tool of the palette: its key, label, the tool and the
// panel of its settings (nil when it has none).
type toolEntry struct {
	key     rune
	label   string
	tool    tool
	options fyne.CanvasObject
	tip     string
	button  *tipButton
}

// toolbox is the tool palette on the left: one button per tool (each with
// its key) and the settings of the current tool under them.
type toolbox struct {
	e       *Editor
	entries []*toolEntry
	current *toolEntry
	options *fyne.Container
	box     *fyne.Container

	terrain   *terrainTool
	elevation *elevationTool
	side      *sideTool
	path      *pathTool
	area      *areaTool
	label     *labelTool
	unit      *unitTool
	calib     *calibTool
}

func newToolbox(e *Editor) *toolbox {
	tb := &toolbox{e: e, options: container.NewStack()}
	tb.terrain = newTerrainTool(e)
	tb.elevation = newElevationTool(e)
	tb.side = newSideTool(e)
	tb.path = newPathTool(e)
	tb.area = newAreaTool(e)
	tb.label = newLabelTool(e)
	tb.unit = newUnitTool(e)
	tb.calib = newCalibTool(e)
	tb.entries = []*toolEntry{
		{key: 's', label: lang.L("Select"), tool: &selectTool{e: e},
			tip: lang.L("Click a hex to select it and its top unit; drag a unit to move it")},
		{key: 't', label: lang.L("Terrain"), tool: tb.terrain, options: tb.terrain.box,
			tip: lang.L("Paint terrain: click a hex, drag a stroke, or fill a connected region")},
		{key: 'e', label: lang.L("Elevation"), tool: tb.elevation, options: tb.elevation.box,
			tip: lang.L("Set elevation levels ([ and ] change the level); contour lines follow")},
		{key: 'h', label: lang.L("Hexside"), tool: tb.side, options: tb.side.box,
			tip: lang.L("Click in a hex: its nearest hexside gets the chosen type, ford, bridge or contours")},
		{key: 'p', label: lang.L("Path"), tool: tb.path, options: tb.path.box,
			tip: lang.L("Lay a named road, lane, pike or railroad hex by hex")},
		{key: 'a', label: lang.L("Area"), tool: tb.area, options: tb.area.box,
			tip: lang.L("Add hexes to a named area, or take them out")},
		{key: 'l', label: lang.L("Label"), tool: tb.label, options: tb.label.box,
			tip: lang.L("Write a hex label, optionally adding the hex to the map's places")},
		{key: 'u', label: lang.L("Unit"), tool: tb.unit, options: tb.unit.box,
			tip: lang.L("Move, extend and turn counters; Delete takes one off the map")},
		{key: 'c', label: lang.L("Calibrate"), tool: tb.calib, options: tb.calib.box,
			tip: lang.L("Align a scan: type a hex id and click its centre on the scan, three times or more")},
	}
	buttons := container.NewVBox(widget.NewLabelWithStyle(lang.L("Tools"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, en := range tb.entries {
		entry := en
		entry.button = newTipButton(en.label+"  ("+string(en.key)+")", en.tip+" ("+string(en.key)+")", e.tips, func() { tb.choose(entry) })
		entry.button.Alignment = widget.ButtonAlignLeading
		buttons.Add(entry.button)
	}
	opts := container.NewVScroll(tb.options)
	opts.SetMinSize(fyne.NewSize(paletteWidth, 200))
	tb.box = container.NewBorder(buttons, nil, nil, nil, opts)
	tb.choose(tb.entries[0])
	return tb
}

// choose makes en the current tool.
func (tb *toolbox) choose(en *toolEntry) {
	if tb.current != nil {
		tb.current.button.Importance = widget.MediumImportance
		tb.current.button.Refresh()
	}
	tb.current = en
	en.button.Importance = widget.HighImportance
	en.button.Refresh()
	tb.e.view.Tool = en.tool
	tb.options.Objects = nil
	if en.options != nil {
		tb.options.Objects = []fyne.CanvasObject{en.options}
	}
	tb.options.Refresh()
	tb.terrain.showChoice()
	tb.side.showChoice()
	tb.e.view.SetMarked(tb.marked())
	tb.e.report(en.label + lang.L(" tool"))
}

// chooseKey makes the tool with key r current; false when none has it.
func (tb *toolbox) chooseKey(r rune) bool {
	for _, en := range tb.entries {
		if en.key == r {
			tb.choose(en)
			return true
		}
	}
	return false
}

// marked returns the hexes the current tool tints (its area or path).
func (tb *toolbox) marked() []hexgrid.Offset {
	switch tb.current.tool {
	case tb.area:
		return tb.area.marked()
	case tb.path:
		return tb.path.marked()
	}
	return nil
}

// documentChanged re-reads the palettes of the tools (terrain types, paths,
// areas) from a newly opened document.
func (tb *toolbox) documentChanged() {
	tb.terrain.documentChanged()
	tb.side.documentChanged()
	tb.path.documentChanged()
	tb.area.documentChanged()
	tb.e.view.SetMarked(tb.marked())
}

// modelChanged follows an edit: lists of paths and areas, tinted hexes.
func (tb *toolbox) modelChanged(ch model.Change) {
	if ch.Lines {
		tb.path.documentChanged()
		tb.area.documentChanged()
		tb.e.view.SetMarked(tb.marked())
	}
}

// typedRune chooses a tool by its key, or hands the rune to the tool.
func (e *Editor) typedRune(r rune) bool {
	if e.tools.unit.rune(r) || e.tools.elevation.rune(r) {
		return true
	}
	return e.tools.chooseKey(r)
}

// typedKey handles the keys the map view does not use: Delete takes the
// selected unit off the map.
func (e *Editor) typedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyDelete || k.Name == fyne.KeyBackspace {
		if _, _, unit := e.view.Selection(); unit != "" {
			e.Do(e.doc.RemoveSetup(unit))
		}
	}
}
